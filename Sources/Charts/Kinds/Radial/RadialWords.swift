/// The phrases pies and donuts write beyond the shared ones.
extension ChartWord {
    static let pieChart = ChartWord("chart_pie", "pie chart")
    static let donutChart = ChartWord("chart_donut", "donut chart")
    /// The data table's column of each slice's share.
    static let share = ChartWord("chart_share", "Share")
    static let radialEmpty = ChartWord("chart_radial_empty", "{Chart} with no data: every value is zero or missing.")
}
