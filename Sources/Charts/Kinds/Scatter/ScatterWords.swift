/// The phrases scatters write beyond the shared ones: the description says the ranges and how
/// the two columns go together.
extension ChartWord {
    static let scatterChart = ChartWord("chart_scatter", "scatter chart")
    /// The data table's first column, when it names the points.
    static let pointHeader = ChartWord("chart_point", "Point")
    static let scatterSummary = ChartWord("chart_scatter_summary", "{Chart} of {points}: {y} ({y_range}) against {x} ({x_range}).")
    static let range = ChartWord("chart_range", "{from} to {to}")
    static let rises = ChartWord("chart_rises_with", "{y} rises {strength} with {x} (r = {r}).")
    static let falls = ChartWord("chart_falls_with", "{y} falls {strength} with {x} (r = {r}).")
    static let strongly = ChartWord("chart_strongly", "strongly")
    static let moderately = ChartWord("chart_moderately", "moderately")
    static let weakly = ChartWord("chart_weakly", "weakly")
    static let noRelation = ChartWord("chart_no_relation", "The two show no clear relation (r = {r}).")
    static let groups = ChartWord("chart_groups", "Groups: {names}.")
    /// The label at the end of the trend line (`trendline: yes`).
    static let trend = ChartWord("chart_trend", "trend")
    /// The trend line's slope, in the description.
    static let trendSlope = ChartWord("chart_trend_slope", "Along the trend line, {y} changes by {change} for every {step} of {x}.")
}
