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

        """

    static let motion = """
        .bar-value{transition:opacity .2s ease}
        .chart-animated.chart-bar .mark-shape{animation:chart-rise-v .6s cubic-bezier(.2,.9,.3,1.08) backwards;animation-delay:calc(var(--i)*70ms)}
        .chart-animated .marks.horizontal .mark-shape{animation-name:chart-rise-h}
        .chart-animated .bar-value:not(.on-focus){animation:chart-fade-in .3s ease-out backwards;animation-delay:calc(var(--i)*70ms + 450ms)}
        @keyframes chart-rise-v{from{scale:1 0}}
        @keyframes chart-rise-h{from{scale:0 1}}

        """
}
