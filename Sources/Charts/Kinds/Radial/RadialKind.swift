import Diagnostics

/// `type: pie` and `type: donut`, one family: slices from 12 o'clock clockwise; the donut has
/// a hole, rounded corners and the total in the middle.
struct RadialKind: ChartKind {
    let name: String
    let hasHole: Bool

    static let pie = RadialKind(name: "pie", hasHole: false)
    static let donut = RadialKind(name: "donut", hasHole: true)

    var nameWord: ChartWord { hasHole ? .donutChart : .pieChart }
    var words: [ChartWord] { [nameWord, .share, .radialEmpty] }

    struct Options: KindOptions {
        /// The hole as a share of the radius (`inner-radius:`).
        var innerRadius = 0.62
        /// What the hole says at rest above the total (`center-label:`): nil for the word "Total".
        var centreCaption: String?
        /// Whether the hole shows the total at rest (`center-label: none` leaves it empty until a
        /// slice is hovered or focused).
        var showsTotal = true
    }

    /// The hole's size: `inner-radius`, `hole` as Plotly writes it (0.4), `cutout` as Chart.js does (`50%`).
    private static let holeKeys = ["inner-radius", "hole", "cutout"]

    /// The word above the total in the hole, as ApexCharts' `total.label` names it (`center-label: Spent`),
    /// in either spelling.
    private static let centreKeys = ["center-label", "centre-label", "center-text", "centre-text", "total-label"]

    var keys: [String] { hasHole ? Self.holeKeys + Self.centreKeys : [] }

    var otherNames: [String: [String]] {
        hasHole
            ? ["doughnut": ["type: donut"], "ring": ["type: donut"], "donut chart": ["type: donut"], "doughnut chart": ["type: donut"]]
            : ["pie chart": ["type: pie"], "piechart": ["type: pie"], "circle": ["type: pie"]]
    }

    func read(_ value: inout OptionValue, into options: inout Options) {
        if Self.centreKeys.contains(value.key) {
            let text = value.text.trimmingBlanks()
            if ["none", "no", "false", "off", "hidden"].contains(text.lowercasedWord()) {
                options.showsTotal = false
            } else if !text.isEmpty {
                options.centreCaption = text
            }
            return
        }
        guard Self.holeKeys.contains(value.key) else { return }
        let text = value.text.trimmingBlanks()
        let percent = text.hasSuffix("%")
        guard let number = percent ? value.number(text.dropLast(), at: value.entry.valuePlace) : value.number() else { return }
        let radius = percent ? number / 100 : number
        let clamped = min(0.9, max(0, radius))
        if clamped != radius { value.warn(RadialMessages.innerRadiusRange(value.text, using: clamped == 0 ? "0" : "0.9")) }
        options.innerRadius = clamped
    }

    static let maximumSlices = 8

    /// One series only; negative or non-finite values are drawn as 0; more than 8 slices are hard to read.
    /// Each slice has its own colour: the rows' names say it.
    func colourNames(in table: DataTable) -> [String] { table.rows.map { $0.label } }

    /// Whether a second column only repeats each slice's share of the whole (`Seats | Share` with
    /// `120 | 40%`), in percent or as a fraction: the chart shows the shares itself, so the column
    /// left out needs no word.
    static func secondColumnIsShares(_ table: DataTable) -> Bool {
        guard table.series.count == 2 else { return false }
        let pairs = table.rows.compactMap { row -> (Double, Double)? in
            guard row.values.count == 2, let value = row.values[0], let share = row.values[1] else { return nil }
            return (value, share)
        }
        let whole = pairs.reduce(0) { $0 + $1.0 }
        guard pairs.count == table.rows.count, pairs.count > 1, whole > 0 else { return false }
        let inPercent = pairs.allSatisfy { abs($0.1 - $0.0 / whole * 100) <= 1 }
        let asFractions = pairs.allSatisfy { abs($0.1 - $0.0 / whole) <= 0.01 }
        return inPercent || asFractions
    }

    func validate(_ spec: inout ChartSpec<RadialKind>, diagnostics: inout [Diagnostic]) {
        leaveOutTotalRow(of: &spec, diagnostics: &diagnostics)
        readFractionsAsShares(of: &spec, diagnostics: &diagnostics)
        warnAboutPercentagesNotMakingAWhole(spec, diagnostics: &diagnostics)
        // A column of the shares the chart works out (`Visits | Share` with `52%`) is the chart's own
        // share column once: the table shows it once, as the chart computes it.
        if spec.table.series.count == 2, Self.secondColumnIsShares(spec.table) {
            spec.table.series.removeLast()
            for index in spec.table.rows.indices where spec.table.rows[index].values.count == 2 {
                spec.table.rows[index].values.removeLast()
                spec.table.rows[index].valuePlaces.removeLast()
                spec.table.rows[index].decimals.removeLast()
            }
        }
        let table = spec.table
        if table.series.count > 1, let row = table.rows.first, row.valuePlaces.count > 1, !Self.secondColumnIsShares(table) {
            diagnostics.append(table.source.diagnostic(.warning, RadialMessages.onlyFirstSeries(table.series[0].isEmpty ? "the first column" : table.series[0], kind: name), at: row.valuePlaces[1]))
        }
        for row in table.rows {
            guard let value = row.values.first ?? nil, let place = row.valuePlaces.first else { continue }
            if !value.isFinite {
                diagnostics.append(table.source.diagnostic(.warning, Messages.nonFinite(row.label, drawnAs: "0"), at: place))
            } else if value < 0 {
                let format = ValueFormatter(style: .english, unit: spec.options.unit, decimals: table.decimals)
                diagnostics.append(table.source.diagnostic(.warning, RadialMessages.negativeSlice(format.value(value), row: row.label, kind: name), at: place))
            }
        }
        if table.rows.count > Self.maximumSlices {
            diagnostics.append(table.source.diagnostic(.warning, RadialMessages.tooManySlices(table.rows.count), at: table.rows[Self.maximumSlices].labelPlace))
        }
    }

    /// `unit: %` above shares written as fractions (`0.62`, `0.38`), as a spreadsheet exports
    /// them: slices that add up to 1% are no plausible chart, so they are read as fractions of
    /// one (`format: percent`), with a warning that says how to write them.
    private func readFractionsAsShares(of spec: inout ChartSpec<RadialKind>, diagnostics: inout [Diagnostic]) {
        // Most blocks have no `unit: %`: settled before the values are gathered.
        guard spec.options.numberFormat == .plain, spec.options.unit.utf8.contains(UInt8(ascii: "%")) else { return }
        let values = spec.table.rows.compactMap { $0.values.first ?? nil }
        guard spec.options.unit.trimmingBlanks() == "%", values.count >= 2,
            values.count == spec.table.rows.count, values.allSatisfy({ $0 > 0 && $0 < 1 }),
            abs(values.reduce(0, +) - 1) <= 0.02, let first = spec.table.rows.first, let place = first.valuePlaces.first
        else { return }
        spec.options.numberFormat = .percent
        let plain = ValueFormatter(style: .english, unit: "", decimals: spec.table.decimals)
        let percent = ValueFormatter(style: .english, unit: "%", decimals: max(spec.table.decimals - 2, 0)).value(values[0] * 100)
        diagnostics.append(spec.table.source.diagnostic(.warning, RadialMessages.fractionsWithPercent(plain.value(values[0]), percent: percent, kind: name), at: place))
    }

    /// Percentages that add up to more or less than 100 (`50%`, `30%`, `25%`): a pie draws each as
    /// its share of their total, so 50% is drawn as 48%; the warning says so, and how to make it whole.
    private func warnAboutPercentagesNotMakingAWhole(_ spec: ChartSpec<RadialKind>, diagnostics: inout [Diagnostic]) {
        guard spec.options.numberFormat == .plain, spec.options.unit.utf8.contains(UInt8(ascii: "%")) else { return }
        let values = spec.table.rows.compactMap { $0.values.first ?? nil }.filter { $0.isFinite && $0 > 0 }
        let total = values.reduce(0, +)
        guard spec.options.unit.trimmingBlanks() == "%", values.count >= 2, abs(total - 100) > 1,
            let first = spec.table.rows.first, let value = first.values.first ?? nil, value > 0, let place = first.valuePlaces.first
        else { return }
        let format = ValueFormatter(style: .english, unit: "%", decimals: spec.table.decimals)
        let share = ValueFormatter(style: .english, unit: "%", decimals: 0).value((value / total * 100).rounded())
        diagnostics.append(
            spec.table.source.diagnostic(
                .warning,
                RadialMessages.percentagesNotAWhole(
                    total: format.value(total), first: first.label, written: format.value(value), drawn: share, missing: total < 100 ? format.value(100 - total) : nil, kind: name),
                at: place))
    }

    /// A row that adds up the others (`Total | 100%`, as a pasted spreadsheet table ends) is no
    /// slice: drawn, it would be half the pie. It is left out, with a warning.
    private func leaveOutTotalRow(of spec: inout ChartSpec<RadialKind>, diagnostics: inout [Diagnostic]) {
        guard let index = TotalWords.summingRow(in: spec.table, positiveParts: true) else { return }
        let rows = spec.table.rows
        diagnostics.append(spec.table.source.diagnostic(.warning, RadialMessages.totalRow(rows[index].label, kind: name), at: rows[index].labelPlace))
        spec.table.rows.remove(at: index)
    }

    /// A disc scales evenly, so one layout grows with the column.
    var widths: [LayoutWidth] { [.fluid] }

    func layouts(_ context: ChartContext<RadialKind>, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [RadialLayout] {
        widths.map { _ in RadialLayout(context) }
    }

    func draw(_ layout: RadialLayout, _ context: ChartContext<RadialKind>, into svg: inout SVGWriter) {
        RadialDrawing.draw(layout, context, into: &svg)
    }

    var style: KindStyle { RadialStyle.style }
}
