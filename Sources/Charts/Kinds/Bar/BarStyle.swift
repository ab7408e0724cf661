/// The bar chart's part of the stylesheet.
enum BarStyle {
    static let style = KindStyle(rules: [PlotStyle.references, rules], motion: [motion])

    static let rules = """
        /* bar: g.axis, g.categories (> text > title with the full label when shortened), text.axis-title, text.empty-label
             g.marks[.horizontal] > g.mark.bar[.k-{series} when several series][style="--i"] > title, path.mark-shape,
               text.bar-value[.on-focus (shown only on hover/focus)][.inside]
           A hovered bar brightens and shows its value, the other bars dim to 55 %. Reveal: each bar grows from
           the baseline, --i × 70 ms apart; values fade in after. */
        .chart-svg .bar-value{font-weight:600;font-variant-numeric:tabular-nums;pointer-events:none}
        .chart-svg .bar-value:not(.inside){fill:var(--chart-muted)}
        .chart-svg .bar-value.inside{font-weight:700}
        .chart:has(.mark:is(:hover,:focus),.legend-item:is(:hover,:focus)) .bar{opacity:calc(.55 + .45*var(--on,0))}
        .bar:is(:hover,:focus) .mark-shape{filter:brightness(1.18) saturate(1.1)}
        .bar-value.on-focus{opacity:var(--on,0)}
        /*   lines over the bars (lines:): g.bar-lines > path.bar-line.k-{series}[pathLength=1][style="--i"],
               g.mark.point.bar-point.k-{series} > title, circle.mark-shape
           Each point grows while hovered or focused. Reveal: each line draws after the bars rise, its points fade in. */
        .chart-svg .bar-line{fill:none;stroke-width:2.5px;stroke-linejoin:round;stroke-linecap:round;stroke-dasharray:1}
        .chart-svg .bar-point .mark-shape{stroke:var(--chart-focus-inner);stroke-width:1.5px;transition:r .15s ease}
        .bar-point:is(:hover,:focus) .mark-shape{r:6px}
        .chart:has(.mark:is(:hover,:focus),.legend-item:is(:hover,:focus)) .bar-line{opacity:calc(.55 + .45*var(--on,0))}
        .chart-legend .swatch.swatch-line{height:3px;border-radius:2px}

        """

    static let motion = """
        .bar-value{transition:opacity .2s ease}
        .chart-animated.chart-bar .bar .mark-shape{animation:chart-rise-v .6s cubic-bezier(.2,.9,.3,1.08) backwards;animation-delay:calc(var(--i)*var(--step,70ms))}
        .chart-animated .marks.horizontal .mark-shape{animation-name:chart-rise-h}
        .chart-animated .bar-value:not(.on-focus){animation:chart-fade-in .3s ease-out backwards;animation-delay:calc(var(--i)*var(--step,70ms) + 450ms)}
        .chart-animated .bar-line{animation:chart-bar-line .9s cubic-bezier(.35,.1,.25,1) backwards;animation-delay:calc(var(--i)*200ms + 500ms)}
        .chart-animated .bar-point .mark-shape{animation:chart-fade-in .3s ease-out 1.2s backwards}
        @keyframes chart-bar-line{from{stroke-dashoffset:1}}
        @keyframes chart-rise-v{from{scale:1 0}}
        @keyframes chart-rise-h{from{scale:0 1}}

        """
}
