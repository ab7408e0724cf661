/// The line chart's part of the stylesheet (areas reuse its slots and series rules).
enum LineStyle {
    static let style = KindStyle(rules: [PlotStyle.references, SeriesStyle.rules], motion: [motion])

    static let motion = """
        .chart-animated.chart-line .series{animation:chart-draw 1.1s cubic-bezier(.35,.1,.25,1) backwards;animation-delay:calc(var(--i)*250ms)}
        .chart-animated.chart-line .lone{animation:chart-fade-in .3s ease-out .6s backwards}
        @keyframes chart-draw{from{stroke-dashoffset:1}}

        """
}
