/// The bar chart's name; the rest of what bars write is shared.
extension ChartWord {
    static let barChart = ChartWord("chart_bar", "bar chart")
}
