/// A histogram laid out as the bar chart of its ranges' counts, with its own sentence.
struct HistogramLayout: ChartLayout {
    /// The ranges' bars, as the bar kind lays them out.
    let bars: BarLayout
    /// What the bars are drawn from: the ranges' table, read as a bar chart's.
    let barContext: ChartContext<BarKind>
    let sentence: String

    var width: Double { bars.width }
    var height: Double { bars.height }
    var legend: [LegendEntry] { bars.legend }
    var table: DataTableContent { bars.table }
    func summary() -> String { sentence }
}
