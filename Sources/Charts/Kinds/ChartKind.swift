import Diagnostics

/// A chart kind as a plugin: its name, the header keys it adds, its checks, layout and drawing.
///
/// The engine does everything kinds share (parsing, ids, the figure, caption, legend and data
/// table); a kind only turns a validated spec into a layout and the layout into SVG marks.
protocol ChartKind: Sendable {
    associatedtype Layout: ChartLayout

    /// The `type:` value, e.g. `donut`.
    var name: String { get }
    /// Header keys beyond `HeaderKeys.common`.
    var acceptedKeys: [String] { get }
    /// Warnings that depend on the kind (negative slices, too many slices…).
    func validate(_ spec: inout ChartSpec, diagnostics: inout [Diagnostic])
    /// The widths the kind is laid out for: `[.fluid]` when its drawing scales evenly, or one
    /// layout per column width (`[.narrow, .wide]`) when its text must keep its size.
    var widths: [LayoutWidth] { get }
    /// Sizes, positions and fitted labels for the spec at one width.
    func layout(_ context: ChartContext, width: LayoutWidth, diagnostics: inout [Diagnostic]) -> Layout
    /// The layouts at each of `widths`; a kind overrides it to measure what the widths share once.
    func layouts(_ context: ChartContext, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [Layout]
    /// Writes the SVG marks (inside the `<svg>` after its title and desc).
    func draw(_ layout: Layout, _ context: ChartContext, into svg: inout SVGWriter)
    /// The whole chart's markup. Kinds keep the default: as a requirement it is compiled for
    /// each kind, so layouts are used as concrete types instead of through generic witnesses.
    func markup(_ context: ChartContext, diagnostics: inout [Diagnostic]) -> String
}

extension ChartKind {
    func layouts(_ context: ChartContext, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [Layout] {
        widths.map { layout(context, width: $0, diagnostics: &diagnostics) }
    }

    func markup(_ context: ChartContext, diagnostics: inout [Diagnostic]) -> String {
        ChartWriter.write(self, context, diagnostics: &diagnostics)
    }
}

/// What the engine needs from any kind's layout to frame it.
protocol ChartLayout {
    var width: Double { get }
    var height: Double { get }
    /// The legend rows, empty when the chart has no legend.
    var legend: [LegendEntry] { get }
    /// The data table's cells: every value as written in the chart, per row and series.
    var tableTexts: [[String]] { get }
    /// The data table's share column (pies and donuts), one entry per row.
    var shares: [String]? { get }
    /// The data table's total row (pies and donuts).
    var totalText: String? { get }
    /// What the data table calls its label and value columns, when the chart names them (axis titles).
    var labelColumnTitle: String? { get }
    var valueColumnTitle: String? { get }
    /// A sentence for `<desc>` when the writer gave no description (made only then).
    func summary(_ context: ChartContext) -> String
}

extension ChartLayout {
    var labelColumnTitle: String? { nil }
    var valueColumnTitle: String? { nil }
}

/// One legend row: a swatch, a name, optional figures, and the index that links it to its mark.
struct LegendEntry: Sendable {
    var name: String
    var detail: String?
    var color: Color
    /// 1-based index shared with the mark (`k-3`), so hovering the row lifts the slice.
    var key: Int?
}

/// Everything a kind draws from, prepared by the engine.
struct ChartContext: Sendable {
    var spec: ChartSpec
    /// The figure's id, e.g. `c-1a2b3c4d`.
    var id: String
    var format: ValueFormatter
    /// Standalone SVGs carry their legend inside the SVG.
    var isStandalone: Bool

    var options: ChartOptions { spec.options }
    var rows: [DataRow] { spec.table.rows }
    /// The writer's title, or "Bar chart", "Pie chart"… derived from the kind, so a new kind is never misnamed.
    var title: String { options.title ?? spec.kind.prefix(1).uppercased() + spec.kind.dropFirst() + " chart" }

    /// Marks are focusable only when there are few; beyond that the data table carries them.
    static let maximumFocusableMarks = 12
}

/// The one list of chart kinds.
enum ChartRegistry {
    static let kinds: [any ChartKind] = [PieKind(), DonutKind(), BarKind()]

    static var names: [String] { kinds.map(\.name) }

    static func kind(named name: String) -> (any ChartKind)? {
        kinds.first { $0.name == name }
    }
}
