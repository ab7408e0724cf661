/// The area chart's part of the stylesheet: the series rules lines have, and its reveal.
enum AreaStyle {
    static let style = KindStyle(rules: [PlotStyle.references, SeriesStyle.rules], motion: [motion])

    static let motion = """
        .chart-animated.chart-area .marks{animation:chart-rise-area .8s cubic-bezier(.2,.9,.3,1) backwards}
        @keyframes chart-rise-area{from{scale:1 0}}

        """
}
