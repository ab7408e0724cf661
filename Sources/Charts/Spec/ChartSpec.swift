/// A parsed, validated chart block: what to draw, before any layout.
struct ChartSpec: Sendable {
    /// The chart kind's name, e.g. `donut`.
    var kind: String
    var options: ChartOptions
    var table: DataTable
}

/// What `labels:` asks to write on segments and bars.
enum LabelContent: String, Sendable, CaseIterable {
    case value, percent, both, none
}

/// The order of data rows (`sort:`).
enum SortOrder: String, Sendable, CaseIterable {
    case none, ascending, descending
}

/// An axis: drawn, hidden, or drawn with a title.
enum AxisSetting: Sendable, Equatable {
    case shown
    case hidden
    case titled(String)

    var isHidden: Bool { self == .hidden }
    var title: String? {
        if case .titled(let text) = self { return text }
        return nil
    }
}

/// Every header option, with the contract's defaults.
struct ChartOptions: Sendable {
    var title: String?
    var description: String?
    var source: String?
    var unit: String = ""
    /// nil means the kind's default (percent for pies, value for bars).
    var labels: LabelContent?
    var showsLegend = true
    var isHorizontal = false
    var isStacked = false
    var xAxis = AxisSetting.shown
    var yAxis = AxisSetting.shown
    var minimum: Double?
    var maximum: Double?
    var sort = SortOrder.none
    var colors: [Color] = []
    var innerRadius = 0.62
    var animates = true
    var dataPath: String?
}

/// The data rows: a label column and one or more series of values.
struct DataTable: Sendable {
    /// The header cell above the labels, when the table had a header row.
    var labelHeader: String?
    /// Series names; one unnamed series is `[""]`.
    var series: [String]
    var rows: [DataRow]
    /// Where the rows came from, for diagnostics found after parsing.
    var source: SourceText
    /// The most decimals any value was written with (so `110.0` stays `110.0`).
    var decimals: Int
}

/// One data row: a label, a value per series (nil is missing), and where its cells are.
struct DataRow: Sendable {
    var label: String
    var values: [Double?]
    var labelPlace: SourcePlace
    var valuePlaces: [SourcePlace]
    /// How many decimals each value was written with: `110.0` stays `110.0`, `3` beside `0.5` stays `3`.
    var decimals: [Int]
}
