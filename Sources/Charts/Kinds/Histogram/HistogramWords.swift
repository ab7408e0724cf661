extension ChartWord {
    static let histogram = ChartWord("chart_histogram", "histogram")
    static let histogramCount = ChartWord("chart_histogram_count", "Count")
    static let histogramSummary = ChartWord(
        "chart_histogram_summary", "{Chart}, values counted in ranges of {width} from {from} to {to} (n = {count}); the most, {most}, in {peak}.")
}
