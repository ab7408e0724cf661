import Diagnostics

/// A chart kind as a plugin. It owns its header keys and how they read into its options, its
/// checks, its layout and drawing, its part of the stylesheet, where its legend goes and the
/// sentence that describes it. The engine does what every kind shares: reading the block,
/// ids, the figure, caption, legend and data table.
///
/// A new kind is a folder under `Kinds/` and one line in `ChartRegistry`.
protocol ChartKind: Sendable {
    associatedtype Options: KindOptions = NoOptions
    associatedtype Layout: ChartLayout

    /// The `type:` value, e.g. `donut`.
    var name: String { get }
    /// What readers hear it called (`aria-roledescription`, "donut chart"), and in a description
    /// or default title with a capital.
    var nameWord: ChartWord { get }
    /// Every phrase the kind writes beyond `ChartWord.shared`, its name's among them.
    var words: [ChartWord] { get }
    /// Header keys beyond `HeaderKeys.common`.
    var keys: [String] { get }
    /// What other tools call this kind (`column`, `doughnut`, `scatterplot`), lowercase with single
    /// spaces, each with the header lines that draw it here; `type:` with one of them is an error
    /// that names those lines.
    var otherNames: [String: [String]] { get }
    /// Sets the option `value.key` (one of `keys`) names, warning through `value` about what it cannot use.
    func read(_ value: inout OptionValue, into options: inout Options)
    /// Whether a value column may hold text (a scatter's groups); otherwise text in a value cell is an error.
    var readsTextColumns: Bool { get }
    /// Whether the label column names rows, so a repeated label is worth a warning (a scatter's x repeats freely).
    var labelsNameRows: Bool { get }
    /// Whether a row may be a value alone (`12`), without a label: a histogram's values.
    var readsBareValues: Bool { get }
    /// The names whose colour words (`Red`, `Blue`) colour the marks when the block gives no
    /// `colors:` (`ColourWords`): the series' unless the kind colours rows.
    func colourNames(in table: DataTable) -> [String]
    /// The table as the kind reads it, before anything is said about it (a line turns a wide
    /// table so that it runs over time).
    func arrange(_ table: inout DataTable)
    /// Warnings and clean-ups that depend on the kind (negative slices, too many slices…).
    func validate(_ spec: inout ChartSpec<Self>, diagnostics: inout [Diagnostic])
    /// The widths the kind is laid out for: `[.fluid]` when its drawing scales evenly, or one
    /// layout per column width (`[.narrow, .wide]`) when its text must keep its size.
    var widths: [LayoutWidth] { get }
    /// The layouts at each of `widths`.
    func layouts(_ context: ChartContext<Self>, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [Layout]
    /// Writes the SVG marks (inside the `<svg>` after its title and desc).
    func draw(_ layout: Layout, _ context: ChartContext<Self>, into svg: inout SVGWriter)
    /// Classes the figure carries besides `chart chart-NAME` (e.g. ` chart-bar-h`), each with a leading space.
    func figureClasses(_ options: Options) -> String
    /// Where a standalone SVG puts the legend: beside a disc, above a plot.
    var legendPlacement: LegendPlacement { get }
    /// The kind's part of the stylesheet.
    var style: KindStyle { get }
    /// The whole chart's figure, image or both (each context given asks for one). Kinds keep the
    /// default: as a requirement it is compiled for each kind, so layouts are used as concrete
    /// types instead of through generic witnesses.
    func markup(figure: ChartContext<Self>?, image: ChartContext<Self>?, diagnostics: inout [Diagnostic]) -> ChartMarkups
}

extension ChartKind {
    /// "tally chart" for `tally`, so a new kind is never unnamed; a theme's words may say it as `chart_tally`.
    var nameWord: ChartWord { ChartWord("chart_\(name)", "\(name) chart") }
    var words: [ChartWord] { [nameWord] }
    var keys: [String] { [] }
    var otherNames: [String: [String]] { [:] }
    func read(_ value: inout OptionValue, into options: inout Options) {}
    var readsTextColumns: Bool { false }
    var labelsNameRows: Bool { true }
    var readsBareValues: Bool { false }
    func colourNames(in table: DataTable) -> [String] { table.series }
    func arrange(_ table: inout DataTable) {}
    func validate(_ spec: inout ChartSpec<Self>, diagnostics: inout [Diagnostic]) {}
    func figureClasses(_ options: Options) -> String { "" }
    var legendPlacement: LegendPlacement { .beside }

    func markup(figure: ChartContext<Self>?, image: ChartContext<Self>?, diagnostics: inout [Diagnostic]) -> ChartMarkups {
        ChartWriter.write(self, figure: figure, image: image, diagnostics: &diagnostics)
    }
}

/// Where a standalone SVG draws its legend.
enum LegendPlacement: Sendable {
    case beside, below
}

/// A kind's part of the stylesheet: rules for its marks, and its motion (which the sheet puts
/// inside `@media (prefers-reduced-motion: no-preference)`), each in parts; a part several kinds
/// share (a family's rules, the plots' reference marks) is written once. None may contain `<` or `&`.
struct KindStyle: Sendable {
    var rules: [String]
    var motion: [String] = []
}

/// Everything a kind draws from, prepared by the engine.
/// A class, not a struct: it is handed to every layout and drawing function, and a struct of
/// this many fields costs a retain of each on every copy.
final class ChartContext<Kind: ChartKind>: Sendable {
    let spec: ChartSpec<Kind>
    /// The figure's id, e.g. `c-1a2b3c4d`.
    let id: String
    let format: ValueFormatter
    /// Standalone SVGs carry their legend and the stylesheet inside the SVG, and are drawn at rest.
    let isStandalone: Bool
    /// The base and this kind's rules, without motion (for standalone SVGs).
    let stylesheet: String
    /// The page's language (BCP 47), for month names and the like; numbers follow `format`.
    let locale: String
    /// The phrases readers read and hear, in the page's language.
    let words: ChartWords

    init(
        spec: ChartSpec<Kind>, id: String, format: ValueFormatter, isStandalone: Bool, stylesheet: String = "", locale: String = "en",
        words: ChartWords = .english
    ) {
        self.spec = spec
        self.id = id
        self.format = format
        self.isStandalone = isStandalone
        self.stylesheet = stylesheet
        self.locale = locale
        self.words = words
    }

    var kind: Kind { spec.kind }
    var options: ChartOptions { spec.options }
    var own: Kind.Options { spec.own }
    var table: DataTable { spec.table }
    var rows: [DataRow] { spec.table.rows }
    /// The writer's title, or "Bar chart", "Pie chart"… from the kind's name, so a new kind is never misnamed.
    var title: String { options.title ?? kindName.withCapital }
    /// The kind's name in the page's language, "donut chart".
    var kindName: String { words(spec.kind.nameWord) }
}

/// Marks are focusable only when there are few; beyond that the data table carries them.
let maximumFocusableMarks = 12
