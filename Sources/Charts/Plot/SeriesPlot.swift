import Diagnostics

/// The layout lines and areas share at one width: series of values over an x of dates,
/// numbers or categories, with a value axis, the x axis's ticks, reference marks, the labels
/// at the lines' ends (or a legend), and one hover slot per x.
struct SeriesPlot: Sendable {
    var width: Double
    var height: Double
    var plotLeft: Double, plotRight: Double, plotTop: Double, plotBottom: Double
    var x: XValues
    /// Each row's x position.
    var xPositions: [Double]
    /// Per series, per row: the top of the mark (the value, or the stack's top) and, stacked, its bottom; nil is a gap.
    var tops: [[Double?]]
    var bottoms: [[Double?]]
    /// Where the value 0 (or the axis's lowest value) is.
    var base: Double
    var yTicks: [PlacedText] = []
    var xTicks: [PlacedText] = []
    var xTitle: PlacedText?
    var yTitle: PlacedText?
    var references: [PlacedReference] = []
    /// The series' names at their lines' ends, when they fit; otherwise `legend` names them.
    var endLabels: [(series: Int, y: Double)] = []
    var legend: [LegendEntry] = []
    var colors: [Color]
    /// Each value as names and the table write it, per row and series ("no data" when missing).
    var valueTexts: [[String]]
    /// Said after a value in a mark's name: the y axis's title in a sentence (" steps") when the block has no unit.
    var unitWords: String
    var slotNames: MarkupPieces
    /// The hover slots: a row and the span of x it answers for, in drawing order.
    var slots: [(row: Int, from: Double, to: Double)] = []
    var isEmpty: Bool
    var referenceSentence: String?

    static let tickSize = 12.0
    /// The narrowest strip a hover slot gets, in SVG units (a finger or a pointer finds it).
    static let leastSlotWidth = 4.0
    static let endLabelSize = 12.0
    /// From the plot's right edge to an end label: a gap, the series' colour as a short dash
    /// (which line a name belongs to, where names were pushed apart), a gap.
    static let endSwatchStart = 6.0
    static let endSwatchLength = 7.0
    static let endLabelOffset = endSwatchStart + endSwatchLength + 4

    init(
        _ data: SeriesData, table: DataTable, format: ValueFormatter, settings: PlotSettings, includesZero: Bool, namesSeries: Bool,
        width layoutWidth: LayoutWidth, diagnostics: inout [Diagnostic]
    ) {
        let rows = table.rows
        let seriesCount = data.seriesCount
        let stacked = data.isStacked
        let names = data.names
        let width = layoutWidth.units
        self.width = width
        let x = data.x
        self.x = x
        colors = data.colors
        let (tops, bottoms) = (data.tops, data.bottoms)
        var (low, high) = (data.low, data.high)
        isEmpty = data.isEmpty
        valueTexts = data.valueTexts
        unitWords = data.unitWords
        slotNames = data.slotNames
        for rule in settings.references.rules {
            low = min(low, rule.value)
            high = max(high, rule.value)
        }
        // A line may leave out 0 when its values sit far from it; an area is measured from 0.
        let zero = includesZero || low <= 0 || low <= 0.4 * high
        // `scale: log`: around the positive values only (the others are gaps).
        let axis =
            settings.logScale
            ? AxisScale.log(Self.logScale(tops, rules: settings.references.rules, settings: settings))
            : .linear(
                NiceScale(
                    low: low, high: high, fixedLower: settings.minimum, fixedUpper: settings.maximum,
                    targetTicks: layoutWidth == .wide ? 6 : 5, includesZero: zero, durations: format.format.isDuration,
                    wholeSteps: table.valuesAreWhole))
        let ticks = settings.yAxis.isHidden ? [] : axis.ticks
        let tickTexts = axis.texts(ticks, format: format)
        let titleRoom = 20.0
        let widestTick = tickTexts.map { TextWrap.width($0, size: Self.tickSize) }.max() ?? 0
        var plotLeft = (settings.yAxis.isHidden ? 8 : widestTick + 12) + (settings.yAxis.title != nil ? titleRoom : 0)
        let plotTop = 14.0
        let plotBottom = plotTop + (layoutWidth == .wide ? 250 : 200)
        let height = plotBottom + (settings.xAxis.isHidden ? 10 : 28) + (settings.xAxis.title != nil ? titleRoom : 0)

        // The series' names at their ends, when they take less than 30 % of the width; one series
        // named is keyed above instead, where its name takes no width from the plot.
        let named = namesSeries && seriesCount > 1
        // End labels are semibold (`.end-label` in SeriesStyle).
        let endWidth = named ? (table.series.map { TextWrap.width($0, size: Self.endLabelSize, bold: true) }.max() ?? 0) : 0
        let endLabelsFit = named && endWidth + Self.endLabelOffset + 4 <= width * 0.3
        var plotRight = width - (endLabelsFit ? endWidth + Self.endLabelOffset + 6 : 12)

        // The x axis: positions, then ticks that fit the plot.
        let order = x.order
        var positions = [Double](repeating: 0, count: rows.count)
        var xTicks: [PlacedText] = []
        let tickY = plotBottom + 18
        func place() {
            let length = plotRight - plotLeft
            switch x.kind {
            case .category:
                let band = length / Double(max(1, rows.count))
                for index in rows.indices { positions[index] = plotLeft + band * (Double(index) + 0.5) }
            case .time, .number:
                let values = x.values
                let (lo, hi) = (x.low, x.high)
                for index in rows.indices {
                    positions[index] = hi > lo ? plotLeft + (values[index] - lo) / (hi - lo) * length : (plotLeft + plotRight) / 2
                }
            }
        }
        place()
        if !settings.xAxis.isHidden {
            xTicks = Self.xTicks(x, rows: rows, positions: positions, plotLeft: plotLeft, plotRight: plotRight, y: tickY, names: names, format: format)
            // Labels centred on the plot's ends must stay inside the chart.
            if let first = xTicks.first, let last = xTicks.last {
                let reachLeft = TextWrap.width(first.text, size: Self.tickSize) / 2 + 2 - first.x
                let reachRight = last.x + TextWrap.width(last.text, size: Self.tickSize) / 2 + 2 - width
                if reachLeft > 0 || reachRight > 0 {
                    plotLeft += max(0, reachLeft)
                    plotRight -= max(0, reachRight)
                    place()
                    xTicks = Self.xTicks(x, rows: rows, positions: positions, plotLeft: plotLeft, plotRight: plotRight, y: tickY, names: names, format: format)
                }
            }
        }
        self.xTicks = xTicks
        xPositions = positions
        (self.plotLeft, self.plotRight, self.plotTop, self.plotBottom, self.height) = (plotLeft, plotRight, plotTop, plotBottom, height)

        let (top, bottom) = (plotTop, plotBottom)
        func y(_ value: Double) -> Double { axis.position(value, from: bottom, to: top) }
        // On a log scale, 0 and less have no place: gaps.
        let drawn = { (value: Double?) -> Double? in value.flatMap { axis.shows($0) ? y($0) : nil } }
        self.tops = tops.map { $0.map(drawn) }
        self.bottoms = bottoms.map { $0.map(drawn) }
        switch axis {
        case .linear(let scale): base = y(min(scale.upper, max(scale.lower, 0)))
        case .log: base = bottom
        }
        yTicks = zip(ticks, tickTexts).map { PlacedText(text: $1, x: plotLeft - 8, y: y($0)) }
        if let title = settings.xAxis.title {
            xTitle = PlacedText(text: title, x: (plotLeft + plotRight) / 2, y: height - 6)
        }
        if let title = settings.yAxis.title {
            yTitle = PlacedText(text: title, x: 14, y: (plotTop + plotBottom) / 2)
        }

        // End labels: at each series' last drawn point, pushed apart to 14 units.
        if endLabelsFit {
            var wanted: [(series: Int, y: Double)] = []
            for series in 0..<seriesCount {
                guard let last = order.last(where: { self.tops[series][$0] != nil }), let top = self.tops[series][last] else { continue }
                let bottom = self.bottoms[series][last] ?? top
                wanted.append((series, stacked ? (top + bottom) / 2 : top))
            }
            wanted.sort { $0.y < $1.y }
            for index in wanted.indices.dropFirst() where wanted[index].y < wanted[index - 1].y + 14 {
                wanted[index].y = wanted[index - 1].y + 14
            }
            let overflow = (wanted.last?.y ?? 0) - (plotBottom + 4)
            if overflow > 0 { for index in wanted.indices { wanted[index].y -= overflow } }
            if (wanted.first?.y ?? plotTop) >= plotTop - 8 {
                endLabels = wanted
            }
        }
        if endLabels.isEmpty, namesSeries {
            legend = table.series.indices.map { LegendEntry(name: table.series[$0], color: colors[$0], key: $0 + 1) }
        }

        // Hover slots: each x answers for the span to half-way to its neighbours. Where x values
        // crowd closer than a slot's least width, one x in each stretch stands for its neighbours
        // (the table holds every value), so a year of hourly readings is not 8,760 slots.
        let least = Self.leastSlotWidth
        var kept: [Int] = []
        kept.reserveCapacity(min(order.count, Int((plotRight - plotLeft) / least) + 2))
        for row in order where kept.last.map({ positions[row] - positions[$0] >= least }) ?? true {
            kept.append(row)
        }
        var slots: [(row: Int, from: Double, to: Double)] = []
        slots.reserveCapacity(kept.count)
        for (index, row) in kept.enumerated() {
            let from = index > 0 ? (positions[kept[index - 1]] + positions[row]) / 2 : plotLeft
            let to = index + 1 < kept.count ? (positions[row] + positions[kept[index + 1]]) / 2 : plotRight
            slots.append((row, from, max(from + 1, to)))
        }
        self.slots = slots

        // Reference marks.
        let labels = rows.map { $0.label }
        (references, referenceSentence) = settings.references.placed(
            rule: y,
            band: { band in
                guard let from = x.value(of: band.from, labels: labels), let to = x.value(of: band.to, labels: labels) else {
                    return .off(bound: x.value(of: band.from, labels: labels) == nil ? band.from : band.to)
                }
                return .on(
                    from: Self.position(of: min(from, to), x, positions, plotLeft, plotRight),
                    to: Self.position(of: max(from, to), x, positions, plotLeft, plotRight), texts: Self.boundTexts(band, x, names: names))
            }, axis: Self.axisWords(x.kind), warns: layoutWidth != .wide, format: format, words: data.words,
            diagnostics: &diagnostics)
    }

    /// The log scale around the positive values and rules.
    private static func logScale(_ tops: [[Double?]], rules: [ReferenceMarks.Rule], settings: PlotSettings) -> LogScale {
        var low = Double.infinity, high = -Double.infinity
        for series in tops {
            for value in series {
                guard let value, value > 0 else { continue }
                (low, high) = (min(low, value), max(high, value))
            }
        }
        for rule in rules where rule.value > 0 { (low, high) = (min(low, rule.value), max(high, rule.value)) }
        return LogScale(low: low, high: high, fixedLower: settings.minimum, fixedUpper: settings.maximum)
    }

    private static func axisWords(_ kind: XValues.Kind) -> String {
        switch kind {
        case .time: "dates"
        case .number: "numbers"
        case .category: "the rows' labels"
        }
    }

    private static func boundTexts(_ band: ReferenceMarks.Band, _ x: XValues, names: DateNames) -> (String, String) {
        guard case .time = x.kind, let from = XValues.date(band.from, slashMonthFirst: names.slashMonthFirst),
            let to = XValues.date(band.to, slashMonthFirst: names.slashMonthFirst)
        else { return (band.from, band.to) }
        return (names.full(from.date, from.precision), names.full(to.date, to.precision))
    }

    /// The position of an x value: to scale on a time or number axis, at its band on categories (a band spans whole bands).
    private static func position(of value: Double, _ x: XValues, _ positions: [Double], _ left: Double, _ right: Double) -> Double {
        switch x.kind {
        case .category:
            let band = (right - left) / Double(max(1, positions.count))
            return left + band * value
        case .time, .number:
            let (lo, hi) = (x.low, x.high)
            guard hi > lo else { return (left + right) / 2 }
            return left + (min(hi, max(lo, value)) - lo) / (hi - lo) * (right - left)
        }
    }

    /// The x axis's labels: calendar ticks, nice numbers, or the categories (every k-th when they do not all fit).
    private static func xTicks(
        _ x: XValues, rows: [DataRow], positions: [Double], plotLeft: Double, plotRight: Double, y: Double, names: DateNames,
        format: ValueFormatter
    ) -> [PlacedText] {
        let length = plotRight - plotLeft
        switch x.kind {
        case .time(let written):
            let (lo, hi) = (x.low, x.high)
            // One date is said as written; several get ticks no finer than their dates count.
            let finest = hi > lo ? x.tickPrecision : written
            return TimeTicks.ticks(low: lo, high: hi, length: length, names: names, size: tickSize, finest: finest).map { tick in
                PlacedText(text: tick.label, x: hi > lo ? plotLeft + (tick.value - lo) / (hi - lo) * length : (plotLeft + plotRight) / 2, y: y)
            }
        case .number:
            let (lo, hi) = (x.low, x.high)
            var target = max(2, Int(length / 70))
            while true {
                let scale = NiceScale(low: lo, high: hi, targetTicks: target, includesZero: false)
                var ticks = scale.ticks.filter { $0 >= lo - 1e-9 && $0 <= hi + 1e-9 }
                var (step, decimals) = (scale.step, scale.decimals)
                // Whole x values (steps, counts, epochs) are ticked at whole numbers: 1, 2, 3, not 1.0, 1.5, 2.0.
                if step < 1, x.values.allSatisfy({ $0 == $0.rounded() }) {
                    ticks = stride(from: lo.rounded(.up), through: hi, by: 1).map { $0 }
                    (step, decimals) = (1, 0)
                }
                // The x axis has no unit; large numbers are compact, as on the value axis.
                let texts = ValueFormatter(style: format.style, unit: "", decimals: 0).ticks(ticks, step: step, decimals: decimals)
                let widest = texts.map { TextWrap.width($0, size: tickSize) }.max() ?? 0
                let room = ticks.count > 1 && hi > lo ? length * step / (hi - lo) : length
                if widest + 12 <= room || target <= 2 {
                    return zip(ticks, texts).map { tick, text in
                        PlacedText(text: text, x: hi > lo ? plotLeft + (tick - lo) / (hi - lo) * length : (plotLeft + plotRight) / 2, y: y)
                    }
                }
                target -= 1
            }
        case .category:
            let band = length / Double(max(1, rows.count))
            let widths = rows.map { TextWrap.width($0.label, size: tickSize) }
            let widest = widths.max() ?? 0
            // Every k-th label, so that none overlaps; the rest are in the table and the marks' names.
            let every = max(1, Int(((widest + 10) / band).rounded(.up)))
            return rows.indices.filter { $0 % every == 0 }.map { index in
                let text = widths[index] <= band * Double(every) - 4 ? rows[index].label : TextWrap.shortened(rows[index].label, width: band * Double(every) - 4, size: tickSize)
                return PlacedText(text: text, x: positions[index], y: y)
            }
        }
    }
}

/// What a line's or area's layouts share at every width, worked out once: the x values, the
/// values (stacked when asked), their range and their texts.
struct SeriesData {
    let x: XValues
    let names: DateNames
    let seriesCount: Int
    let isStacked: Bool
    /// Per series, per row, in value units: the top of the mark and, stacked, its bottom.
    let tops: [[Double?]]
    let bottoms: [[Double?]]
    let low: Double, high: Double
    let isEmpty: Bool
    let colors: [Color]
    /// Each value as names and the table write it, per row and series ("no data" when missing).
    let valueTexts: [[String]]
    let unitWords: String
    /// Each row's hover slot name, the same at every width.
    let slotNames: MarkupPieces
    let words: ChartWords

    init(
        table: DataTable, format: ValueFormatter, settings: PlotSettings, stacked: Bool, colors overrides: [Color], locale: String, words: ChartWords
    ) {
        let rows = table.rows
        self.words = words
        let seriesCount = max(1, table.series.count)
        self.seriesCount = seriesCount
        isStacked = stacked
        names = DateNames(locale: locale)
        x = XValues(rows.map { $0.label }, names: names)
        colors = (0..<seriesCount).map { Palette.color($0, overrides: overrides) }
        var tops = [[Double?]](repeating: [Double?](repeating: nil, count: rows.count), count: seriesCount)
        var bottoms = tops
        var low = Double.infinity, high = -Double.infinity
        // Rows are read through the array, not copied out of it: a copy retains each row's arrays.
        for rowIndex in rows.indices {
            var up = 0.0, down = 0.0
            for series in 0..<min(seriesCount, rows[rowIndex].values.count) {
                guard let value = rows[rowIndex].values[series], value.isFinite else { continue }
                if stacked {
                    let from = value >= 0 ? up : down
                    let to = from + value
                    if value >= 0 { up = to } else { down = to }
                    (bottoms[series][rowIndex], tops[series][rowIndex]) = (from, to)
                    low = min(low, from, to)
                    high = max(high, from, to)
                } else {
                    tops[series][rowIndex] = value
                    low = min(low, value)
                    high = max(high, value)
                }
            }
        }
        isEmpty = low > high
        (self.low, self.high) = isEmpty ? (0, 1) : (low, high)
        (self.tops, self.bottoms) = (tops, bottoms)
        valueTexts = rows.indices.map { row in
            rows[row].values.indices.map { series in
                rows[row].values[series].map { rows[row].marking(format.value($0, decimals: rows[row].decimals[series]), series: series) } ?? words(.noData)
            }
        }
        unitWords = settings.yAxis.unitWords(besides: format.unit)
        let missing = rows.indices.map { row in rows[row].values.map { $0 == nil } }
        slotNames = SeriesData.slotNames(
            x: x, series: table.series, valueTexts: valueTexts, missing: missing, unitWords: unitWords, nameGap: words(.nameGap))
    }

    /// Each row's slot name, "Mar 14, 2026: 8,200 steps" or "Mar 14, 2026: Walk 8,200, Run 3,100 steps",
    /// escaped. A missing value is "no data", without the unit: "Mar 15, 2026: no data", "Walk 8,200
    /// steps, Run no data".
    private static func slotNames(
        x: XValues, series: [String], valueTexts: [[String]], missing: [[Bool]], unitWords: String, nameGap: String
    ) -> MarkupPieces {
        MarkupPieces(count: valueTexts.count, bytesEach: 24 + 16 * series.count) { row, svg in
            let texts = valueTexts[row]
            let anyMissing = missing[row].contains(true)
            svg.escaped(x.texts[row])
            svg.escaped(nameGap)
            if series.count <= 1 {
                svg.escaped(texts.first ?? "")
                if !anyMissing { svg.escaped(unitWords) }
            } else {
                for (index, name) in series.enumerated() {
                    if index > 0 { svg += ", " }
                    svg.escaped(name)
                    svg += " "
                    svg.escaped(texts[index])
                    // With a value missing, the unit goes with each value there is.
                    if anyMissing, index < missing[row].count, !missing[row][index] { svg.escaped(unitWords) }
                }
                if !anyMissing { svg.escaped(unitWords) }
            }
        }
    }
}
