/// The phrases lines and areas write beyond the shared ones: their names and the description's
/// span and extremes.
extension ChartWord {
    static let series: [ChartWord] = [.dateHeader, .seriesSpan, .seriesExtremes, .moreSeries]

    static let lineChart = ChartWord("chart_line", "line chart")
    static let areaChart = ChartWord("chart_area", "area chart")
    static let stackedAreaChart = ChartWord("chart_stacked_area", "stacked area chart")
    /// The data table's first column, when the rows are dates.
    static let dateHeader = ChartWord("chart_date", "Date")
    static let seriesSpan = ChartWord("chart_series_span", "{Chart}, {points} from {first} to {last}.")
    /// Each series' lowest, highest and last value, after its name when there are several.
    static let seriesExtremes = ChartWord(
        "chart_series_extremes", "lowest {lowest} ({lowest_at}), highest {highest} ({highest_at}), last {last}.")
    static let moreSeries = ChartWord("chart_more_series", "And {count} more series in the data table.")
}
