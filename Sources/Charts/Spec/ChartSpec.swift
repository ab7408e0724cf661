import Diagnostics

/// A parsed, validated chart block of one kind: what to draw, before any layout.
struct ChartSpec<Kind: ChartKind>: Sendable {
    /// The kind the block's `type:` named, resolved from the registry.
    var kind: Kind
    /// The keys every kind shares.
    var options: ChartOptions
    /// The kind's own keys.
    var own: Kind.Options
    var table: DataTable
}

/// A spec whose kind is known only at run time: what the parser hands the writer.
protocol AnyChartSpec: Sendable {
    var kindName: String { get }
    var options: ChartOptions { get }
    var table: DataTable { get }
    /// The figure, the standalone SVG, or both from one layout, written by the spec's own kind.
    func markup(id: String, settings: ChartSettings, figure: Bool, image: Bool, diagnostics: inout [Diagnostic]) -> ChartMarkups
}

extension ChartSpec: AnyChartSpec {
    var kindName: String { kind.name }

    func markup(id: String, settings: ChartSettings, figure: Bool, image: Bool, diagnostics: inout [Diagnostic]) -> ChartMarkups {
        // A caption with Markdown (a source's link) is read once, here, for every part that names the chart.
        if let read = settings.captionMarkdown, let options = options.readingCaptions(with: read) {
            var spec = self
            spec.options = options
            var settings = settings
            settings.captionMarkdown = nil
            return spec.markup(id: id, settings: settings, figure: figure, image: image, diagnostics: &diagnostics)
        }
        var format = ValueFormatter(
            style: NumberStyle(locale: settings.locale), unit: options.unit, decimals: table.decimals, format: options.numberFormat,
            singularUnit: options.singularUnit)
        format.showsPlusSign = table.valuesHaveSigns
        let figureContext = figure
            ? ChartContext(spec: self, id: id, format: format, isStandalone: false, locale: settings.locale, words: settings.words) : nil
        var imageContext: ChartContext<Kind>?
        if image {
            var spec = self
            // An image is looked at, not watched: a standalone SVG is drawn at rest.
            spec.options.animates = false
            imageContext = ChartContext(
                spec: spec, id: id, format: format, isStandalone: true,
                stylesheet: settings.kinds.standaloneStylesheets[kind.name] ?? "", locale: settings.locale, words: settings.words)
        }
        return kind.markup(figure: figureContext, image: imageContext, diagnostics: &diagnostics)
    }
}

/// What `labels:` asks to write on segments and bars.
enum LabelContent: String, Sendable, CaseIterable {
    case value, percent, both, none
}

/// The order of data rows (`sort:`).
enum SortOrder: String, Sendable, CaseIterable {
    case none, ascending, descending
}

/// The header options every kind shares, with the contract's defaults.
struct ChartOptions: Sendable {
    var title: String?
    var description: String?
    var source: String?
    /// What to keep in mind reading the chart (`note: Figures for 2024 are provisional.`), under it.
    var note: String?
    /// The caption's parts that hold Markdown, as HTML (their plain text is above).
    var captionHTML = CaptionHTML()
    var unit: String = ""
    /// The unit's singular, written after a value of exactly 1 (`1 hour` beside `8 hours`), when the values wrote it so.
    var singularUnit: String?
    /// nil means the kind's default (percent for pies, value for bars).
    var labels: LabelContent?
    /// `legend:`: `auto`, `none` (`hidden`, `no`…), or `shown` (`yes`, `top`…), which names one series too.
    var legend = LegendSetting.auto
    var showsLegend: Bool { legend != .none }
    /// `legend: shown` written: a chart of one named series shows its name too, as Chart.js's legend
    /// does; `auto` leaves the one series unnamed on the chart.
    var asksForLegend: Bool { legend == .shown }
    var sort = SortOrder.none
    var colors: [Color] = []
    var animates = true
    var dataPath: String?
    var numberFormat = NumberFormat.plain
    /// The columns kept and the column grouped by (`columns:`, `group-by:`); nil for the rows as written.
    var shape: TableShape?
}

enum LegendSetting: Sendable {
    case auto, none, shown
}

extension ChartOptions {
    /// Whether the chart names its series (a legend, or names at the lines' ends): always for
    /// several, and for one the writer named (`Month, Bugs`) when `legend: shown` asks.
    func namesSeries(of table: DataTable) -> Bool {
        showsLegend && (table.series.count > 1 || asksForLegend && table.series.count == 1 && !table.series[0].isEmpty)
    }
}

/// The options of a kind that has no keys of its own.
struct NoOptions: KindOptions {}

/// A kind's own options: made with the kind's defaults, then set from its header keys.
protocol KindOptions: Sendable {
    init()
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
    /// The series whose cells are text, for kinds that read text columns (a scatter's groups); empty for the others.
    var textSeries: [Int] = []
    /// Whether every value was written with a trailing `%` (`45.5%`), so the block's unit is `%`
    /// when it names none.
    var valuesArePercentages = false
    /// Whether a value was written with its plus sign (`+2.3pp`, a change): positive ones are shown with theirs.
    var valuesHaveSigns = false
    /// The currency sign the values were written with (`$1,200`, `350 €`), when every value that
    /// has one has the same: the block's unit when it names none.
    var currencyWritten: String?
    /// The series whose values were written with that sign: a scatter writes it on their axis alone.
    var currencySeries: [Int] = []
    /// The unit written after every value (`8 hours`), when the block names none: the block's unit.
    var unitWritten: String?
    /// Its singular, when some values were written with it (`1 hour`).
    var singularUnitWritten: String?
    /// Some value is written with a magnitude's letter (`1.2k`, `$4.5B`): the chart writes its numbers so (`format: compact`).
    var valuesHaveMagnitudes = false
    /// A `Source: …` row after the data: the chart's source when the header names none.
    var sourceWritten: String?
    /// `Note: …` rows after the data: the chart's note (after the header's, if it has one).
    var noteWritten: String?
    /// The values are durations (`3:45:12`), read as seconds: the chart writes them so (`format: duration`).
    var valuesAreDurations = false
    /// Some duration is written with hours (`3:45:12`, not `4:05`).
    var durationsHaveHours = false
    /// Whether the durations were written with letters (`7h 30m`), none as a clock (`7:30:00`).
    var durationsLettered = false
    /// The value columns each of whose values was written in percent (`77.4%`), when the block names no unit.
    var percentSeries: [Int] = []
    /// Whether the series are the groups `group-by:` made of long rows, not columns as written.
    var seriesAreGroups = false
}

/// One data row: a label, a value per series (nil is missing), and where its cells are.
struct DataRow: Sendable {
    var label: String
    var values: [Double?]
    var labelPlace: SourcePlace
    var valuePlaces: [SourcePlace]
    /// How many decimals each value was written with: `110.0` stays `110.0`, `3` beside `0.5` stays `3`.
    var decimals: [Int]
    /// The cells of `DataTable.textSeries`, in that order (empty unless the kind reads text columns).
    var texts: [String] = []
    /// The bound each value was written with (`<5`), per series; empty when the row has none.
    var bounds: [ValueBound?] = []
}

extension DataTable {
    /// The table without series `index`: its title, each row's value, decimals, place and bound,
    /// and the percent columns after it renumbered.
    mutating func leaveOut(series index: Int) {
        series.remove(at: index)
        for row in rows.indices {
            if index < rows[row].values.count { rows[row].values.remove(at: index) }
            if index < rows[row].decimals.count { rows[row].decimals.remove(at: index) }
            if index < rows[row].valuePlaces.count { rows[row].valuePlaces.remove(at: index) }
            if index < rows[row].bounds.count { rows[row].bounds.remove(at: index) }
        }
        percentSeries = percentSeries.filter { $0 != index }.map { $0 > index ? $0 - 1 : $0 }
        currencySeries = currencySeries.filter { $0 != index }.map { $0 > index ? $0 - 1 : $0 }
    }

    /// Whether some value columns were written as money and others not (`Revenue` in `$` beside
    /// `Orders`). A column in percent is a share of the money (a pie's `Share` beside its `Cost`,
    /// which the pie leaves out), and warned about on its own where it is drawn.
    var moneyIsInSomeColumnsOnly: Bool {
        !currencySeries.isEmpty && series.indices.contains { !textSeries.contains($0) && !currencySeries.contains($0) && !percentSeries.contains($0) }
    }

    /// Whether every value is a whole number (counts: runs, visits), so that an axis of them is
    /// ticked at whole numbers.
    var valuesAreWhole: Bool {
        rows.allSatisfy { row in row.values.allSatisfy { value in value.map { !$0.isFinite || $0 == $0.rounded() } ?? true } }
    }
}
