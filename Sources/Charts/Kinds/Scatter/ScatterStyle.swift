/// The scatter's part of the stylesheet.
enum ScatterStyle {
    static let style = KindStyle(rules: [PlotStyle.references, rules + groupLinks], motion: [motion])

    static let rules = """
        /* scatter: g.axis, g.references, text.axis-title
             g.marks > g.mark.point[.k-{group}][style="--i"] > title, circle.mark-shape, text.point-label
           A hovered or focused point grows and shows its label; a hovered legend row dims the other groups.
           Reveal: the points fade in, --i × 12 ms apart (at most 0.8 s). */
        .chart-svg .point .mark-shape{fill-opacity:.85;stroke:var(--chart-focus-inner);stroke-width:1px;transition:r .15s ease}
        .point:is(:hover,:focus) .mark-shape{r:7px;fill-opacity:1}
        .chart-svg .point:focus-visible .mark-shape{stroke-width:3px}
        .chart-svg .point-label{opacity:var(--on,0);font-weight:650;pointer-events:none;paint-order:stroke;stroke:var(--chart-focus-inner);stroke-width:3px;stroke-linejoin:round}
        .point:is(:hover,:focus){outline-offset:0}
        /*   trendline: g.trend[aria-hidden] > path (dashed, behind the points); text.trend-label[aria-hidden] over them */
        .chart-svg .trend path{fill:none;stroke:var(--chart-ink);stroke-width:1.5px;stroke-dasharray:6 4}
        .chart-svg .trend-label{fill:var(--chart-muted);paint-order:stroke;stroke:var(--chart-focus-inner);stroke-width:3px;stroke-linejoin:round}
        /*   past 200 points: g.marks.dots[aria-hidden] > circle.point[.k-{group}] > title (the tooltip) */
        .chart-svg circle.point{fill-opacity:.8;stroke:var(--chart-focus-inner);stroke-width:.75px}
        .chart-svg circle.point:hover{r:6px;fill-opacity:1}
        /*   past 1,000 points: g.marks.dots.dense, smaller (r 3) and lighter dots */
        .chart-svg .dense circle.point{fill-opacity:.55;stroke-width:.5px}

        """

    /// A hovered legend row dims the points of the other groups.
    static let groupLinks: String = {
        var css = ""
        for key in 1...LegendEntry.linkedKeys {
            css += ".chart:has(.legend-item.k-\(key):is(:hover,:focus)) .point:not(.k-\(key)){opacity:.15}\n"
        }
        return css
    }()

    static let motion = """
        .chart-animated .point .mark-shape{animation:chart-fade-in .4s ease-out backwards;animation-delay:calc(min(var(--i),64)*12ms)}
        .chart-animated .dots{animation:chart-fade-in .6s ease-out backwards}

        """
}
