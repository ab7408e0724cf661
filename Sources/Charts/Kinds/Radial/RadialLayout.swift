import Foundation

/// The laid-out pie or donut: slice angles, the figures every part of the chart repeats,
/// and the labels that fit.
struct RadialLayout: ChartLayout {
    var width: Double
    var height: Double
    var centre: Double
    var outer: Double
    var inner: Double
    var slices: [SliceAngles]
    var colors: [Color]
    /// The value drawn for each row (negative, missing and non-finite are 0).
    var values: [Double]
    /// `$1,120` or `no data`, one per row.
    var valueTexts: [String]
    /// `Housing: $1,120, 56%`, one per row.
    var names: [String]
    /// The text written on each slice, nil when it does not fit.
    var sliceLabels: [[String]?]
    var total: Double
    var totalLabel: String
    var legend: [LegendEntry]
    /// Each row's share (`56%`), nil when every value is 0.
    var shares: [String]?
    var isDonut: Bool
    var table: DataTableContent
    private var kindName: String
    private var words: ChartWords

    var isEmpty: Bool { total <= 0 }
    var drawsFocusableMarks: Bool { values.filter { $0 > 0 }.count <= maximumFocusableMarks }

    static let discSize = 260.0
    /// The donut's radius at rest, as a share of the radius a lifted segment grows to.
    static let restingRadius = 0.9
    static let lift = 6.0
    static let labelSize = 12.0

    init(_ context: ChartContext<RadialKind>) {
        let isDonut = context.kind.hasHole
        let format = context.format
        let rows = context.rows
        let words = context.words
        let raw = rows.map { $0.values.first ?? nil }
        let isMissing = raw.map { $0 == nil }
        let values = raw.map { value -> Double in
            guard let value, value.isFinite, value > 0 else { return 0 }
            return value
        }
        let total = values.reduce(0, +)
        let percents = Percentages.largestRemainder(values)
        var colors = rows.indices.map { Palette.color($0, overrides: context.options.colors) }
        // Past the palette's end colours repeat; the last slice touches the first, so it never takes the first's colour.
        if colors.count > 2, colors.last == colors.first {
            let palette = Palette.colors(overrides: context.options.colors)
            if let other = palette.first(where: { $0 != colors[0] && $0 != colors[colors.count - 2] }) {
                colors[colors.count - 1] = other
            }
        }
        let totalLabel = format.value(total)
        let hasTotal = total > 0
        let valueTexts = rows.indices.map { index in
            isMissing[index] ? words(.noData) : rows[index].marking(format.value(values[index], decimals: rows[index].decimals.first ?? 0), series: 0)
        }
        // Values written as percentages that make 100 are the shares themselves: each is said once, as written.
        let valuesAreShares = format.unit == "%" && abs(total - 100) <= 1 || format.format == .percent && abs(total - 1) <= 0.01
        let percentTexts = valuesAreShares ? valueTexts : zip(percents, values).map { format.percent($0, isNonZero: $1 > 0) }
        let showsShares = hasTotal && !valuesAreShares
        self.values = values
        self.total = total
        self.colors = colors
        self.totalLabel = totalLabel
        self.valueTexts = valueTexts
        slices = ArcGeometry.angles(for: values)
        width = Self.discSize
        height = Self.discSize
        centre = Self.discSize / 2
        // As in the donut tutorial, the ring is drawn at 0.9 of its room and a lifted segment grows to all of it.
        outer = (centre - Self.lift - 2) * (isDonut ? Self.restingRadius : 1)
        inner = isDonut ? outer * context.own.innerRadius : 0
        let names = rows.indices.map { index in
            let figures = showsShares && !isMissing[index] ? "\(valueTexts[index]), \(percentTexts[index])" : valueTexts[index]
            return rows[index].label + words(.nameGap) + figures
        }
        self.names = names
        let shares = showsShares ? zip(percentTexts, isMissing).map { $1 ? "" : $0 } : nil
        self.shares = shares
        var legend = rows.indices.map { index in
            let detail = showsShares && !isMissing[index] ? "\(valueTexts[index]) · \(percentTexts[index])" : valueTexts[index]
            return LegendEntry(name: rows[index].label, detail: detail, color: colors[index], key: index + 1)
        }
        if !context.options.showsLegend { legend = [] }
        self.legend = legend
        self.isDonut = isDonut
        kindName = context.kindName
        self.words = words
        // The table shows the data as written; the first column reuses the chart's figures where they agree.
        var cells = rows.indices.map { index in
            rows[index].values.enumerated().map { series, value in
                guard let value else { return words(.noData) }
                return series == 0 && value == values[index] ? valueTexts[index] : format.value(value, decimals: rows[index].decimals[series])
            }
        }
        var table = DataTableContent(context, cells: [])
        if let shares {
            table.columns.append(words(.share))
            for index in cells.indices { cells[index].append(shares[index]) }
            table.footer = (words(.total), [totalLabel] + Array(repeating: "", count: max(0, table.columns.count - 2)) + ["100" + format.style.percentSpace + "%"])
        }
        table.cells = cells
        self.table = table
        sliceLabels = []
        sliceLabels = rows.indices.map { [self] index in fittedLabel(index, context, percentTexts) }
    }

    /// The lines written on slice `index`, when they fit between its edges.
    private func fittedLabel(_ index: Int, _ context: ChartContext<RadialKind>, _ percentTexts: [String]) -> [String]? {
        let angles = slices[index]
        guard values[index] > 0 else { return nil }
        let lines: [String]
        switch context.options.labels ?? .percent {
        case .none: return nil
        case .percent: lines = [percentTexts[index]]
        case .value: lines = [valueTexts[index]]
        case .both: lines = [valueTexts[index], percentTexts[index]]
        }
        let radius = labelRadius
        let textWidth = lines.map { TextMeasure.width($0, size: Self.labelSize, bold: true) }.max() ?? 0
        let textHeight = Double(lines.count) * Self.labelSize * 1.2
        if angles.span >= ArcGeometry.fullTurn - 1e-9 { return lines }
        // The text box must sit between the slice's two edges at the label's radius.
        let chord = 2 * (radius - textHeight / 2) * sin(min(angles.span, .pi) / 2) - 4
        let thickness = outer - inner
        guard textWidth + 4 <= chord, inner == 0 || textHeight + 6 <= thickness else { return nil }
        return lines
    }

    var labelRadius: Double { inner > 0 ? (inner + outer) / 2 : outer * 0.64 }

    func summary() -> String {
        guard total > 0 else { return words(.radialEmpty, ["Chart": kindName.withCapital]) }
        let listGap = words(.listGap), end = words(.sentenceEnd)
        var text = names.prefix(12).joined(separator: listGap)
        if names.count > 12 { text += listGap + words(.moreRows, ["count": String(names.count - 12)]) }
        return text + end + words(.sentenceGap) + words(.total) + " " + totalLabel + end
    }
}
