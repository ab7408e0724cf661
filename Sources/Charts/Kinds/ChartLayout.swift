/// What the engine needs from any kind's layout to frame it.
protocol ChartLayout {
    var width: Double { get }
    var height: Double { get }
    /// The legend rows, empty when the chart has no legend.
    var legend: [LegendEntry] { get }
    /// The data table: every value as the chart writes it.
    var table: DataTableContent { get }
    /// A sentence for `<desc>` when the writer gave no description (made only then).
    func summary() -> String
}

/// One legend row: a swatch, a name, optional figures, and the index that links it to its mark.
struct LegendEntry: Sendable {
    var name: String
    var detail: String?
    var color: Color
    /// 1-based index shared with the mark (`k-3`), so hovering the row lifts the slice; nil past `linkedKeys`.
    var key: Int?
    /// A series drawn as a line (over bars): its swatch is a line, not a square.
    var isLine = false

    /// How many marks a legend row (and a donut's centre label) is linked to by the stylesheet.
    static let linkedKeys = 24

    init(name: String, detail: String? = nil, color: Color, key: Int?) {
        self.name = name
        self.detail = detail
        self.color = color
        self.key = key.flatMap { $0 <= Self.linkedKeys ? $0 : nil }
    }
}

/// The `<details>` table's content: a header row, one row per datum, an optional total row.
struct DataTableContent: Sendable {
    /// The header above the row names ("Label", "Day", "Date").
    var labelHeader: String
    /// The headers of the other columns.
    var columns: [String]
    /// The row names, one per row.
    var rowNames: [String]
    /// The cells of each row after its name.
    var cells: [[String]]
    /// A last row in `<tfoot>`: its name and cells.
    var footer: (name: String, cells: [String])?
    /// Said in the table's caption: reference lines and bands, so the table carries them too.
    var caption: String?
}
