import Diagnostics

/// The laid-out bar chart at one width: plot box, scale, marks and axis labels.
final class BarLayout: ChartLayout {
    var width: Double
    var height: Double
    /// Whether the bars lie horizontally: as written, or because the labels of many vertical
    /// bars could not fit under them at this width.
    var isHorizontal: Bool
    /// Horizontal bars on a phone whose labels stand above them, starting at the plot's left, rather than in a column beside them.
    var labelsAbove = false
    /// The room above each bar for its label there.
    private var labelRoom = 0.0
    var plotLeft: Double, plotRight: Double, plotTop: Double, plotBottom: Double
    /// The baseline's absolute position on the value axis.
    var base: Double
    var marks: [BarMark] = []
    /// The series drawn as lines over the bars (`lines:`), each point at its band's centre.
    var lines: [BarLine] = []
    var gridPositions: [Double] = []
    var tickLabels: [AxisLabel] = []
    var categoryLabels: [AxisLabel] = []
    /// The rows whose category label is shortened at this width, and the text shown (told by `BarKind`).
    var shortenedLabels: [(row: Int, shown: String)] = []
    var xTitle: AxisLabel?
    var yTitle: AxisLabel?
    var isEmpty: Bool
    var legend: [LegendEntry] = []
    /// The texts and widths both widths share: values, what the bars show, the unit words.
    let measures: BarMeasures
    /// What the bars show at this width when the measures' texts are too wide for the bars and
    /// shorter ones fit all of them (`€12.3k` for `€12,345.75` on a phone); nil otherwise.
    var shorterLabels: [[String]]?
    /// The text bar `series` of `row` shows.
    func labelText(row: Int, series: Int) -> String { shorterLabels?[row][series] ?? measures.labelTexts[row][series] }
    /// Each value as the chart writes it, per row and series.
    var valueTexts: [[String]] { measures.valueTexts }
    var words: ChartWords { measures.words }
    /// The rows, for the summary sentence.
    let data: DataTable
    var table: DataTableContent {
        // Untitled labels that are all dates (a turned table's years) head their column "Date", as a line's do.
        let dated = categoryTitle == nil && data.labelHeader == nil && !data.rows.isEmpty && data.rows.allSatisfy { XValues.isDate($0.label) }
        var table = DataTableContent(
            data, unit: unit, words: words, cells: measures.valueTexts, labelTitle: categoryTitle ?? (dated ? words(.dateHeader) : nil), valueTitle: valueTitle)
        table.caption = referenceSentence
        return table
    }
    /// Reference lines (value axis) and bands (a span of categories), behind the bars.
    var references: [PlacedReference] = []
    var referenceSentence: String?
    private let unit: String
    /// The value axis's title names the values' unit in the table ("Steps").
    var valueTitle: String?
    var categoryTitle: String?

    static let tickSize = 12.0
    static let valueSize = 12.0
    static let maximumBarThickness = 56.0
    /// The plot's height (vertical bars) at each width, before labels and titles.
    static func plotHeight(_ width: LayoutWidth) -> Double { width == .wide ? 250 : 200 }

    convenience init(_ context: ChartContext<BarKind>, width layoutWidth: LayoutWidth, diagnostics: inout [Diagnostic]) {
        self.init(context, BarMeasures(context), width: layoutWidth, diagnostics: &diagnostics)
    }

    init(_ context: ChartContext<BarKind>, _ measures: BarMeasures, width layoutWidth: LayoutWidth, diagnostics: inout [Diagnostic]) {
        let options = context.options
        let own = context.own
        let table = context.spec.table
        let rows = table.rows
        // Series drawn as lines take no room across the bands: the bars are the other series.
        let lineSeries = own.lineSeries
        let barSeries = table.series.indices.filter { !lineSeries.contains($0) }
        let seriesCount = max(1, barSeries.count)
        let stacked = own.isStacked && seriesCount > 1
        let format = context.format
        let width = layoutWidth.units
        self.width = width

        let range = measures.range
        var (low, high, anyValue) = (range.low, range.high, range.hasValues)
        // The value axis reaches every reference line.
        for rule in own.references.rules {
            (low, high) = anyValue ? (min(low, rule.value), max(high, rule.value)) : (min(0, rule.value), max(0, rule.value))
        }
        isEmpty = !anyValue
        // Percentages that make a whole in every stack but for rounding (101.3%) end the axis at 100%,
        // the rounding past its top, rather than at 120%.
        let whole = format.format == .percent ? 1.0 : 100.0
        if own.maximum == nil, format.format == .percent || format.unit == "%", range.stacksMakeAWholeRoundedOver(whole),
            own.references.rules.allSatisfy({ $0.value <= whole })
        {
            high = whole
        }
        // Stacks drawn as wholes run from 0 to 100%, whatever `min:` and `max:` say.
        let (fixedLower, fixedUpper) = measures.toWhole != nil ? (0.0, 100.0) : (own.minimum, own.maximum)
        let wholeSteps = measures.toWhole == nil && table.valuesAreWhole
        var scale = NiceScale(low: low, high: high, fixedLower: fixedLower, fixedUpper: fixedUpper, durations: format.format.isDuration, wholeSteps: wholeSteps)
        let labelContent = options.labels ?? .value
        let showsValues = labelContent != .none
        self.measures = measures
        data = table
        unit = format.unit
        var labelWidths = measures.labelWidths
        let titleRoom = 20.0
        let categoryNames = measures.categoryNames
        let categoryWidths = measures.categoryWidths
        func bandWidth(after plotLeft: Double) -> Double { (width - 8 - plotLeft) / Double(max(1, rows.count)) }

        // The axes by role, as the writer set them: a vertical chart laid down keeps its y-axis for values.
        let valueAxis = own.isHorizontal ? own.xAxis : own.yAxis
        let categoryAxis = own.isHorizontal ? own.yAxis : own.xAxis
        var ticks = valueAxis.isHidden ? [] : scale.ticks
        // Stacks drawn as wholes are ticked in percent, whatever the values' unit.
        let tickFormat = measures.toWhole != nil ? ValueFormatter(style: format.style, unit: "%", decimals: 0) : format
        var tickTexts = tickFormat.ticks(ticks, step: scale.step, decimals: scale.decimals)

        // Vertical bars first: their labels decide whether they can stay vertical at this width.
        var horizontal = own.isHorizontal
        var under: CategoryLabels?
        var verticalPlotLeft = 0.0
        if !horizontal {
            let widestTick = tickTexts.map { TextWrap.width($0, size: Self.tickSize) }.max() ?? 0
            verticalPlotLeft = (valueAxis.isHidden ? 8 : widestTick + 12) + (valueAxis.title != nil ? titleRoom : 0)
            if own.xAxis.isHidden {
                under = .none(depth: 10)
            } else {
                let band = bandWidth(after: verticalPlotLeft)
                let besideTicks = verticalPlotLeft
                under = CategoryLabels.underBars(categoryNames, widths: categoryWidths, band: band)
                // Turned 45°, the first labels reach left of their bars: the plot moves right to keep them in the chart.
                if var labels = under, labels.angle == 45 {
                    let reach = zip(labels.lines.indices, labels.lines).map { index, lines in
                        TextWrap.width(lines[0], size: CategoryLabels.size) * 0.7071 - (band * (Double(index) + 0.5) + 4)
                    }.max() ?? 0
                    if reach > 0 {
                        let moved = CategoryLabels.underBars(categoryNames, widths: categoryWidths, band: bandWidth(after: verticalPlotLeft + reach))
                        if let moved, moved.angle == 45 {
                            verticalPlotLeft += reach
                            labels = moved
                        } else {
                            // The bands the move leaves are too narrow to slant in: upright labels need no move.
                            labels = CategoryLabels.underBars(categoryNames, widths: categoryWidths, band: band, slanting: false) ?? labels
                        }
                        under = labels
                    }
                }
                // Dates in order that would be turned on end or laid down are labelled level at calendar steps instead.
                if under?.angle ?? 90 != 0,
                    let dated = DatedBarLabels.labels(categoryNames, band: band, plotLeft: besideTicks, width: width, locale: context.locale)
                {
                    verticalPlotLeft = besideTicks
                    under = dated
                }
                if under == nil {
                    horizontal = true
                    // On a phone many bars simply lie down; where even the wide layout cannot label them, the writer hears of it.
                    if layoutWidth == .wide, let row = rows.first {
                        diagnostics.append(table.source.diagnostic(.warning, BarMessages.tooManyVerticalBars(rows.count), at: row.labelPlace))
                    }
                }
            }
        }
        isHorizontal = horizontal

        // Margins around the plot.
        var labels: CategoryLabels
        if horizontal {
            let ceiling = width * 0.6
            labels = categoryAxis.isHidden
                ? .none(depth: 0)
                : CategoryLabels.besideBars(categoryNames, widest: width * (layoutWidth == .wide ? 0.34 : 0.42), ceiling: ceiling)
            // On a phone, labels that the column beside the bars would cut, or that take much of the width from the bars
            // (a survey's answers), go above their bars, the whole width theirs, as phone layouts of survey charts do.
            labelsAbove = layoutWidth == .narrow && !categoryAxis.isHidden && categoryAxis.title == nil
                && (labels.shortened.contains(true) || labels.depth > width * 0.42 + 0.5)
            if labelsAbove { labels = CategoryLabels.besideBars(categoryNames, widest: width - 12, ceiling: width - 12) }
            let bandHeight: Double
            if labelsAbove {
                let lines = Double(labels.lines.map(\.count).max() ?? 1)
                labelRoom = lines * CategoryLabels.lineHeight + 2
                bandHeight = labelRoom + (stacked || seriesCount == 1 ? 20 : Double(seriesCount) * 14) + 10
            } else {
                bandHeight = stacked || seriesCount == 1 ? (labels.hasTwoLines ? 38.0 : 30) : max(Double(seriesCount) * 16 + 12, labels.hasTwoLines ? 38 : 0)
            }
            let labelArea = categoryAxis.isHidden || labelsAbove ? 0 : labels.depth + 10
            // The label column keeps 8 units from the edge: a reader's font may run a little wider than measured.
            plotLeft = labelsAbove ? 10 : 8 + labelArea + (categoryAxis.title != nil ? titleRoom : 0)
            // Values go inside their bars' ends when they fit there; room on the right is kept only for those that do not.
            // `scale` is still the default one here: the ticks are fitted below.
            let outside = showsValues && !stacked
                ? Self.widestOutsideValue(
                    rows, labelWidths, scale: scale, length: width - 12 - plotLeft,
                    thickness: min(bandHeight * 0.72, Self.maximumBarThickness * Double(seriesCount)) / Double(seriesCount))
                : 0
            plotRight = width - (outside > 0 ? max(12, outside + 10) : 12)
            // A labelled reference line is named above the plot.
            plotTop = own.references.rules.contains(where: { !$0.label.isEmpty }) ? 20 : 6
            plotBottom = plotTop + bandHeight * Double(max(1, rows.count))
            // Tick labels side by side must not touch ("80%" against "100%"): fewer, wider steps until they fit.
            var target = layoutWidth == .wide ? 7 : 5
            if target != NiceScale.defaultTargetTicks {
                scale = NiceScale(low: low, high: high, fixedLower: fixedLower, fixedUpper: fixedUpper, targetTicks: target, durations: format.format.isDuration,
                    wholeSteps: wholeSteps)
                ticks = valueAxis.isHidden ? [] : scale.ticks
                tickTexts = tickFormat.ticks(ticks, step: scale.step, decimals: scale.decimals)
            }
            while target > 1, ticks.count > 1,
                let widest = tickTexts.map({ TextWrap.width($0, size: Self.tickSize) }).max(),
                widest + 6 > (plotRight - plotLeft) / Double(ticks.count - 1)
            {
                target -= 1
                scale = NiceScale(
                    low: low, high: high, fixedLower: fixedLower, fixedUpper: fixedUpper, targetTicks: target, durations: format.format.isDuration,
                    wholeSteps: wholeSteps)
                ticks = scale.ticks
                tickTexts = tickFormat.ticks(ticks, step: scale.step, decimals: scale.decimals)
            }
            // The last tick label is centred on the plot's end: the plot ends early enough to keep it inside the chart.
            if let last = tickTexts.last {
                plotRight = min(plotRight, width - TextWrap.width(last, size: Self.tickSize) / 2 - 2)
            }
            // With the labels above the bars the plot starts near the edge, late enough to keep the first tick label inside.
            if labelsAbove, let first = tickTexts.first {
                plotLeft = max(plotLeft, TextWrap.width(first, size: Self.tickSize) / 2 + 2)
            }
            height = plotBottom + (valueAxis.isHidden ? 8 : 26) + (valueAxis.title != nil ? titleRoom : 0)
        } else {
            labels = under ?? .none(depth: 10)
            plotLeft = verticalPlotLeft
            plotRight = width - 8
            plotTop = showsValues ? 22 : 10
            plotBottom = plotTop + Self.plotHeight(layoutWidth)
            height = plotBottom + labels.depth + (categoryAxis.title != nil ? titleRoom : 0)
        }

        // The value axis runs bottom→top (vertical) or left→right (horizontal).
        let (start, end) = horizontal ? (plotLeft, plotRight) : (plotBottom, plotTop)
        let baseValue = min(scale.upper, max(scale.lower, 0))
        base = scale.position(baseValue, from: start, to: end)
        gridPositions = ticks.map { scale.position($0, from: start, to: end) }
        tickLabels = zip(ticks, tickTexts).map { tick, text in
            let position = scale.position(tick, from: start, to: end)
            return horizontal
                ? AxisLabel(text: text, x: position, y: plotBottom + 17)
                : AxisLabel(text: text, x: plotLeft - 8, y: position)
        }

        // Categories share the other axis in equal bands.
        let count = Double(max(1, rows.count))
        let crossStart = horizontal ? plotTop : plotLeft
        let crossLength = horizontal ? plotBottom - plotTop : plotRight - plotLeft
        let band = crossLength / count
        let groupThickness = labelsAbove
            ? band - labelRoom - 10
            : own.fillsBands
                ? max(1, band - 1)
                : min(band * (horizontal ? 0.72 : 0.68), Self.maximumBarThickness * (stacked ? 1 : Double(seriesCount)))
        let perBar = stacked ? groupThickness : groupThickness / Double(seriesCount)
        let innerGap = !stacked && seriesCount > 1 ? min(2, perBar * 0.15) : 0
        let overrides = options.colors
        let colorsPerRow = table.series.count == 1 && overrides.count > 1
        lines = lineSeries.map { BarLine(series: $0, color: Palette.color($0, overrides: overrides), points: []) }
        valueTitle = valueAxis.title
        categoryTitle = categoryAxis.title
        marks.reserveCapacity(rows.count * seriesCount)
        categoryLabels.reserveCapacity(rows.count)

        // Values above vertical bars too wide for their slots are written shorter, all of them, when
        // that makes every one fit: some bars without their value would look like missing data.
        let slotWidth = seriesCount > 1 ? perBar - 1 : band - 2
        if !horizontal, !stacked, showsValues, labelContent == .value, (labelWidths.max() ?? 0) > slotWidth,
            let (texts, widths) = measures.shorterLabels(rows, format, fitting: slotWidth)
        {
            shorterLabels = texts
            labelWidths = widths
        }
        // Side-by-side bars share one thickness: when one value is too wide to sit inside its bar,
        // all sit beyond their ends, not some inside and some above ("£848bn" in, "£1,112bn" out).
        let valuesFitAcross = horizontal || stacked || (labelWidths.max() ?? 0) + 6 <= perBar - innerGap
        var rowWidths = 0  // where the row's label widths start in `labelWidths`
        // Rows are read through the array, field by field: a copy of a row retains each of its arrays.
        for rowIndex in rows.indices {
            let values = rows[rowIndex].values
            defer { rowWidths += values.count }
            let bandStart = crossStart + band * Double(rowIndex)
            let groupStart = labelsAbove ? bandStart + labelRoom : bandStart + (band - groupThickness) / 2
            var upSum = 0.0, downSum = 0.0
            let outermostUp = barSeries.last { $0 < values.count && (values[$0] ?? 0) > 0 }
            let outermostDown = barSeries.last { $0 < values.count && (values[$0] ?? 0) < 0 }
            for (line, seriesIndex) in lineSeries.enumerated() {
                let value = seriesIndex < values.count ? values[seriesIndex].flatMap { $0.isFinite ? $0 : nil } : nil
                lines[line].points.append(
                    value.map { (across: groupStart + groupThickness / 2, along: scale.position($0, from: start, to: end) - base) })
            }
            for (position, seriesIndex) in barSeries.enumerated() {
                guard seriesIndex < values.count, let written = values[seriesIndex], written.isFinite else { continue }
                let value = measures.plotted(written, row: rowIndex)
                var fromValue = 0.0, toValue = value
                if stacked {
                    if value >= 0 {
                        fromValue = upSum
                        upSum += value
                        toValue = upSum
                    } else {
                        fromValue = downSum
                        downSum += value
                        toValue = downSum
                    }
                }
                let from = scale.position(stacked ? fromValue : baseValue, from: start, to: end) - base
                let to = scale.position(toValue, from: start, to: end) - base
                let across = stacked ? groupStart : groupStart + perBar * Double(position) + innerGap / 2
                let thickness = perBar - innerGap
                let color = colorsPerRow
                    ? Palette.color(rowIndex, overrides: overrides)
                    : Palette.color(seriesIndex, overrides: overrides)
                let textWidth = labelWidths[rowWidths + seriesIndex]
                let textAlong = horizontal ? textWidth : Self.valueSize
                let textAcross = horizontal ? Self.valueSize : textWidth
                let length = abs(to - from)
                // A zero's bar has no length: its value is written where a positive one's would be
                // (above the baseline, or right of it), so a reader tells it from a gap.
                let direction: Double = to == from ? (horizontal ? 1 : -1) : (to - from) < 0 ? -1 : 1
                var mark = BarMark(
                    row: rowIndex, series: seriesIndex, from: from, to: to, across: across, thickness: thickness,
                    roundsEnd: !stacked || seriesIndex == (value >= 0 ? outermostUp : outermostDown),
                    color: color, labelAlong: 0, labelInside: false, labelAlways: showsValues)
                if stacked {
                    // Inside the segment, when it is big enough.
                    mark.labelInside = true
                    mark.labelAlong = (from + to) / 2
                    mark.labelAlways = showsValues && length >= textAlong + 6 && thickness >= textAcross + 4
                } else if length >= textAlong + 10, thickness >= textAcross + 6, valuesFitAcross {
                    // As the bar tutorial writes it: inside the bar's end, bold, in white or black on its colour.
                    mark.labelInside = true
                    mark.labelAlong = to - direction * (textAlong / 2 + 5)
                } else {
                    mark.labelAlong = to + direction * 5
                    mark.labelAlways = showsValues && textAcross <= slotWidth
                    // Toward the category labels there is no margin: such a value shows only on hover and focus.
                    let end = base + to
                    let roomBeyond = horizontal
                        ? (direction > 0 ? width - 2 - end : end - plotLeft)
                        : (direction > 0 ? plotBottom - end : end)
                    if roomBeyond < textAlong + 6 { mark.labelAlways = false }
                }
                marks.append(mark)
            }

            // Bars over dates are labelled at calendar steps: the others have no label of their own.
            guard !categoryAxis.isHidden, rowIndex < labels.lines.count, !labels.lines[rowIndex].isEmpty else { continue }
            let lines = labels.lines[rowIndex]
            if labels.shortened[rowIndex] { shortenedLabels.append((rowIndex, lines.joined(separator: " "))) }
            let centre = bandStart + band / 2
            let full = labels.shortened[rowIndex] ? rows[rowIndex].label : nil
            categoryLabels.append(
                labelsAbove
                    // Just above its bar: a one-line label among two-line ones leaves the room above it empty.
                    ? AxisLabel(lines: lines, full: full, x: plotLeft, y: bandStart + labelRoom - 5 - CategoryLabels.lineHeight * Double(lines.count - 1))
                    : horizontal
                    ? AxisLabel(lines: lines, full: full, x: plotLeft - 10, y: centre)
                    : AxisLabel(
                        lines: lines, full: full, angle: labels.angle,
                        x: labels.angle == 0 ? labels.centres?[rowIndex] ?? centre : centre + 4, y: plotBottom + (labels.angle == 0 ? 18 : 12)))
        }

        // Lines over the bars run through where values beyond the bars' ends would be written: those show on hover and
        // focus, and so does a value inside a bar that a line's point covers.
        if !lines.isEmpty {
            for index in marks.indices {
                let mark = marks[index]
                guard mark.labelInside else {
                    marks[index].labelAlways = false
                    continue
                }
                let widthIndex = mark.row * table.series.count + mark.series
                let textWidth = widthIndex < labelWidths.count ? labelWidths[widthIndex] : 0
                let half = horizontal ? textWidth / 2 + 6 : Self.valueSize / 2 + 6
                let covered = lines.contains { line in
                    guard mark.row < line.points.count, let point = line.points[mark.row] else { return false }
                    return point.across >= mark.across && point.across <= mark.across + mark.thickness && abs(point.along - mark.labelAlong) < half
                }
                if covered { marks[index].labelAlways = false }
            }
        }
        // Grouped bars label all or none: a few labels spilling onto neighbours reads as clutter.
        if seriesCount > 1, !stacked, marks.contains(where: { !$0.labelAlways && !$0.labelInside }) {
            for index in marks.indices where !marks[index].labelInside { marks[index].labelAlways = false }
        }
        let (bottomTitle, leftTitle) = horizontal ? (valueAxis.title, categoryAxis.title) : (categoryAxis.title, valueAxis.title)
        if let title = bottomTitle {
            // Centred under the plot, or under the whole chart when it is wider than the plot (it would run past an edge).
            let wide = TextMeasure.width(title, size: Self.tickSize, bold: true) > plotRight - plotLeft
            xTitle = AxisLabel(text: title, x: wide ? width / 2 : (plotLeft + plotRight) / 2, y: height - 6)
        }
        if let title = leftTitle {
            yTitle = AxisLabel(text: title, x: 14, y: (plotTop + plotBottom) / 2)
        }
        let rowLabels = rows.map { $0.label }
        (references, referenceSentence) = own.references.placed(
            rule: { scale.position($0, from: start, to: end) },
            band: { referenceBand in
                guard let from = rowLabels.firstIndex(of: referenceBand.from), let to = rowLabels.firstIndex(of: referenceBand.to) else {
                    return .off(bound: rowLabels.contains(referenceBand.from) ? referenceBand.to : referenceBand.from)
                }
                let (first, last) = (min(from, to), max(from, to))
                return .on(
                    from: crossStart + band * Double(first), to: crossStart + band * Double(last + 1),
                    texts: (rows[first].label, rows[last].label))
            }, axis: "the rows' labels", warns: layoutWidth != .wide, format: format, words: context.words,
            diagnostics: &diagnostics)
        // Bars coloured each their own (one series, several `colors:`) have no one colour to key.
        if options.namesSeries(of: table), !colorsPerRow {
            legend = table.series.indices.map { index in
                var entry = LegendEntry(name: table.series[index], detail: nil, color: Palette.color(index, overrides: overrides), key: index + 1)
                entry.isLine = lineSeries.contains(index)
                return entry
            }
        }
    }

    /// The widest value label that would not fit inside its horizontal bar on a plot `length` long (0 when all fit).
    private static func widestOutsideValue(
        _ rows: [DataRow], _ labelWidths: [Double], scale: NiceScale, length: Double, thickness: Double
    ) -> Double {
        let span = scale.upper - scale.lower
        guard span > 0 else { return 0 }
        let baseValue = min(scale.upper, max(scale.lower, 0))
        var widest = 0.0
        var index = 0
        for rowIndex in rows.indices {
            for value in rows[rowIndex].values {
                defer { index += 1 }
                let text = labelWidths[index]
                guard let value, value.isFinite else { continue }
                let bar = abs(value - baseValue) / span * length
                if bar < text + 10 || thickness < valueSize + 6 { widest = max(widest, text) }
            }
        }
        return widest
    }

    func summary() -> String {
        Self.summary(data.rows, valueTexts, data.series, words) + (referenceSentence.map { words(.sentenceGap) + $0 } ?? "")
    }

    private static func summary(_ rows: [DataRow], _ texts: [[String]], _ series: [String], _ words: ChartWords) -> String {
        let named = series.count > 1
        var parts: [String] = []
        for (index, row) in rows.prefix(12).enumerated() {
            if named {
                let values = zip(series, texts[index]).map { "\($0) \($1)" }.joined(separator: ", ")
                parts.append(row.label + words(.nameGap) + values)
            } else {
                parts.append(row.label + words(.nameGap) + (texts[index].first ?? ""))
            }
        }
        let listGap = words(.listGap)
        var text = parts.joined(separator: listGap)
        if rows.count > 12 { text += listGap + words(.moreRows, ["count": String(rows.count - 12)]) }
        return text + words(.sentenceEnd)
    }
}
