import Diagnostics

/// One drawn bar or stacked segment, in pixels along the value axis relative to the baseline.
struct BarMark: Sendable {
    var row: Int
    var series: Int
    /// Where the bar starts and ends along the value axis, relative to the baseline.
    var from: Double
    var to: Double
    /// Where the bar starts across the category axis (absolute) and how thick it is.
    var across: Double
    var thickness: Double
    var roundsEnd: Bool
    var color: Color
    var name: String
    var valueText: String
    /// Where the value label goes (relative along, absolute across), and whether it sits inside.
    var labelAlong: Double
    var labelInside: Bool
    /// Values that do not fit are shown only while the bar is hovered or focused.
    var labelAlways: Bool
}

/// A tick or category label, maybe shortened (then `full` holds the whole text).
struct AxisLabel: Sendable {
    var text: String
    var full: String?
    /// Category labels too wide for their band are slanted (vertical bar charts).
    var isSlanted = false
    var x: Double
    var y: Double
}

/// The laid-out bar chart: plot box, scale, marks and axis labels.
struct BarLayout: ChartLayout {
    var width: Double
    var height: Double
    var isHorizontal: Bool
    var plotLeft: Double, plotRight: Double, plotTop: Double, plotBottom: Double
    /// The baseline's absolute position on the value axis.
    var base: Double
    var marks: [BarMark] = []
    var gridPositions: [Double] = []
    var tickLabels: [AxisLabel] = []
    var categoryLabels: [AxisLabel] = []
    var xTitle: AxisLabel?
    var yTitle: AxisLabel?
    var isEmpty: Bool
    /// Category labels are slanted because they would not fit their bands level.
    var slantsLabels = false
    var legend: [LegendEntry] = []
    var shares: [String]? { nil }
    var totalText: String? { nil }
    /// Each value as the chart writes it, per row and series.
    var valueTexts: [[String]] = []
    var tableTexts: [[String]] { valueTexts }

    /// The widest a bar chart is laid out, for many or long categories.
    static let width = 480.0
    /// The width most bar charts get: 12 px text stays above 10.5 px when a 328 px phone column scales it down.
    static let narrowWidth = 360.0
    static let tickSize = 12.0
    static let categorySize = 13.0
    static let valueSize = 12.0
    static let maximumBarThickness = 56.0
    /// sin 40°, the slant BarDrawing gives category labels (`rotate(-40 …)`).
    static let slantSine = 0.6428
    static let maximumSlantedWidth = 130.0

    init(_ context: ChartContext, diagnostics: inout [Diagnostic]) {
        let options = context.options
        let table = context.spec.table
        let rows = table.rows
        let seriesCount = max(1, table.series.count)
        let stacked = options.isStacked && seriesCount > 1
        let format = context.format
        isHorizontal = options.isHorizontal

        let range = BarValueRange(rows, stacked: stacked)
        let (low, high, anyValue) = (range.low, range.high, range.hasValues)
        isEmpty = !anyValue
        var scale = NiceScale(low: low, high: high, fixedLower: options.minimum, fixedUpper: options.maximum)
        let valueAxis = isHorizontal ? options.xAxis : options.yAxis
        let categoryAxis = isHorizontal ? options.yAxis : options.xAxis
        var ticks = valueAxis.isHidden ? [] : scale.ticks
        var tickTexts = format.ticks(ticks, step: scale.step, decimals: scale.decimals)
        let labelContent = options.labels ?? .value
        let showsValues = labelContent != .none
        let valueTexts = rows.map { row in row.values.map { value in value.map { format.value($0) } ?? "no data" } }
        let labelTexts = labelContent == .percent || labelContent == .both
            ? BarShares.labels(rows, valueTexts, stacked: stacked, seriesCount: seriesCount, format: format, withValues: labelContent == .both)
            : valueTexts
        // Measured once, row by row in one array: the widest decides the margin, each one where its label goes.
        var labelWidths: [Double] = []
        labelWidths.reserveCapacity(rows.count * seriesCount)
        var widestValue = 0.0
        for texts in labelTexts {
            for text in texts {
                let width = TextMeasure.width(text, size: Self.valueSize)
                labelWidths.append(width)
                widestValue = max(widestValue, width)
            }
        }
        let widestLabel = rows.map { TextMeasure.width($0.label, size: Self.categorySize) }.max() ?? 0
        let widestTick = isHorizontal ? 0 : tickTexts.map { TextMeasure.width($0, size: Self.tickSize) }.max() ?? 0
        let verticalPlotLeft = (valueAxis.isHidden ? 8 : widestTick + 12) + (valueAxis.title != nil ? 20 : 0)
        width = isHorizontal
            ? Self.narrowWidth
            : Self.verticalWidth(
                plotLeft: verticalPlotLeft, categories: rows.count, seriesCount: stacked ? 1 : seriesCount,
                widestLabel: categoryAxis.isHidden ? 0 : widestLabel, widestValue: showsValues ? widestValue : 0)

        // Margins around the plot.
        let titleRoom = 20.0
        if isHorizontal {
            let bandHeight = stacked || seriesCount == 1 ? 30.0 : Double(seriesCount) * 16 + 12
            let labelArea = categoryAxis.isHidden ? 0 : min(widestLabel, width * 0.44) + 10
            plotLeft = 4 + labelArea + (categoryAxis.title != nil ? titleRoom : 0)
            plotRight = width - (showsValues && !stacked ? max(12, widestValue + 10) : 12)
            plotTop = 6
            plotBottom = plotTop + bandHeight * Double(max(1, rows.count))
            // Tick labels side by side must not touch ("80%" against "100%"): fewer, wider steps until they fit.
            var target = 5
            while target > 1, ticks.count > 1,
                let widest = tickTexts.map({ TextMeasure.width($0, size: Self.tickSize) }).max(),
                widest + 4 > (plotRight - plotLeft) / Double(ticks.count - 1)
            {
                target -= 1
                scale = NiceScale(
                    low: low, high: high, fixedLower: options.minimum, fixedUpper: options.maximum, targetTicks: target)
                ticks = scale.ticks
                tickTexts = format.ticks(ticks, step: scale.step, decimals: scale.decimals)
            }
            height = plotBottom + (valueAxis.isHidden ? 8 : 26) + (valueAxis.title != nil ? titleRoom : 0)
        } else {
            // Labels wider than their band are slanted, when the bands leave room for a line of text.
            let band = (width - 8 - 40) / Double(max(1, rows.count))
            slantsLabels = !categoryAxis.isHidden && band * Self.slantSine >= Self.categorySize * 1.25
                && widestLabel > band - 6
            let slantRoom = slantsLabels ? min(widestLabel, Self.maximumSlantedWidth) * Self.slantSine - 4 : 0
            height = 300 + slantRoom
            plotLeft = verticalPlotLeft
            plotRight = width - 8
            plotTop = showsValues ? 22 : 10
            plotBottom = height - slantRoom - (categoryAxis.isHidden ? 10 : 28) - (categoryAxis.title != nil ? titleRoom : 0)
        }

        // The value axis runs bottom→top (vertical) or left→right (horizontal).
        let (start, end) = isHorizontal ? (plotLeft, plotRight) : (plotBottom, plotTop)
        let baseValue = min(scale.upper, max(scale.lower, 0))
        base = scale.position(baseValue, from: start, to: end)
        gridPositions = ticks.map { scale.position($0, from: start, to: end) }
        tickLabels = zip(ticks, tickTexts).map { tick, text in
            let position = scale.position(tick, from: start, to: end)
            return isHorizontal
                ? AxisLabel(text: text, x: position, y: plotBottom + 17)
                : AxisLabel(text: text, x: plotLeft - 8, y: position)
        }

        // Categories share the other axis in equal bands.
        let count = Double(max(1, rows.count))
        let crossStart = isHorizontal ? plotTop : plotLeft
        let crossLength = isHorizontal ? plotBottom - plotTop : plotRight - plotLeft
        let band = crossLength / count
        let groupThickness = min(band * (isHorizontal ? 0.72 : 0.68), Self.maximumBarThickness * (stacked ? 1 : Double(seriesCount)))
        let perBar = stacked ? groupThickness : groupThickness / Double(seriesCount)
        let innerGap = !stacked && seriesCount > 1 ? min(2, perBar * 0.15) : 0
        let overrides = options.colors
        let colorsPerRow = seriesCount == 1 && overrides.count > 1
        marks.reserveCapacity(rows.count * seriesCount)
        categoryLabels.reserveCapacity(rows.count)

        var rowWidths = 0  // where the row's label widths start in `labelWidths`
        for (rowIndex, row) in rows.enumerated() {
            defer { rowWidths += row.values.count }
            let bandStart = crossStart + band * Double(rowIndex)
            let groupStart = bandStart + (band - groupThickness) / 2
            var upSum = 0.0, downSum = 0.0
            let outermostUp = row.values.lastIndex { ($0 ?? 0) > 0 }
            let outermostDown = row.values.lastIndex { ($0 ?? 0) < 0 }
            for (seriesIndex, value) in row.values.enumerated() {
                guard let value, value.isFinite else { continue }
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
                let across = stacked ? groupStart : groupStart + perBar * Double(seriesIndex) + innerGap / 2
                let thickness = perBar - innerGap
                let color = colorsPerRow
                    ? Palette.color(rowIndex, overrides: overrides)
                    : Palette.color(seriesIndex, overrides: overrides)
                let seriesName = table.series[seriesIndex]
                let name = seriesName.isEmpty
                    ? "\(row.label): \(valueTexts[rowIndex][seriesIndex])"
                    : "\(row.label), \(seriesName): \(valueTexts[rowIndex][seriesIndex])"
                let text = labelTexts[rowIndex][seriesIndex]
                let textWidth = labelWidths[rowWidths + seriesIndex]
                let textAlong = isHorizontal ? textWidth : Self.valueSize
                let textAcross = isHorizontal ? Self.valueSize : textWidth
                let length = abs(to - from)
                let direction: Double = (to - from) < 0 ? -1 : 1
                var mark = BarMark(
                    row: rowIndex, series: seriesIndex, from: from, to: to, across: across, thickness: thickness,
                    roundsEnd: !stacked || seriesIndex == (value >= 0 ? outermostUp : outermostDown),
                    color: color, name: name, valueText: text, labelAlong: 0, labelInside: false, labelAlways: showsValues)
                if stacked {
                    // Inside the segment, when it is big enough.
                    mark.labelInside = true
                    mark.labelAlong = (from + to) / 2
                    mark.labelAlways = showsValues && length >= textAlong + 6 && thickness >= textAcross + 4
                } else {
                    mark.labelAlong = to + direction * 5
                    let slot = seriesCount > 1 ? perBar - 1 : band - 4
                    mark.labelAlways = showsValues && textAcross <= slot
                    // Toward the category labels there is no margin: such a label goes inside the bar's end.
                    let end = base + to
                    let roomBeyond = isHorizontal
                        ? (direction > 0 ? plotRight + 200 - end : end - plotLeft)
                        : (direction > 0 ? plotBottom - end : end)
                    if roomBeyond < textAlong + 6 {
                        if length >= textAlong + 8 && thickness >= textAcross + 4 {
                            mark.labelInside = true
                            mark.labelAlong = to - direction * (textAlong / 2 + 4)
                        } else {
                            mark.labelAlways = false
                        }
                    }
                }
                marks.append(mark)
            }

            // The category label, shortened to its band (vertical) or the label area (horizontal).
            guard !categoryAxis.isHidden else { continue }
            let room = isHorizontal
                ? plotLeft - 14 - (categoryAxis.title != nil ? titleRoom : 0)
                : (slantsLabels ? Self.maximumSlantedWidth : band - 6)
            let fitted = TextMeasure.fit(row.label, width: room, size: Self.categorySize) ?? ""
            if fitted != row.label {
                diagnostics.append(table.source.diagnostic(.warning, Messages.labelShortened(row.label, to: fitted), at: row.labelPlace))
            }
            let centre = bandStart + band / 2
            categoryLabels.append(
                isHorizontal
                    ? AxisLabel(text: fitted, full: fitted == row.label ? nil : row.label, x: plotLeft - 10, y: centre)
                    : AxisLabel(
                        text: fitted, full: fitted == row.label ? nil : row.label, isSlanted: slantsLabels,
                        x: slantsLabels ? centre + 4 : centre, y: plotBottom + (slantsLabels ? 14 : 18)))
        }

        // Grouped bars label all or none: a few labels spilling onto neighbours reads as clutter.
        if seriesCount > 1, !stacked, marks.contains(where: { !$0.labelAlways && !$0.labelInside }) {
            for index in marks.indices where !marks[index].labelInside { marks[index].labelAlways = false }
        }
        if let title = options.xAxis.title {
            // Centred under the plot, or under the whole chart when it is wider than the plot (it would run past an edge).
            let wide = TextMeasure.width(title, size: Self.tickSize, bold: true) > plotRight - plotLeft
            xTitle = AxisLabel(text: title, x: wide ? width / 2 : (plotLeft + plotRight) / 2, y: height - 6)
        }
        if let title = options.yAxis.title {
            yTitle = AxisLabel(text: title, x: 14, y: (plotTop + plotBottom) / 2)
        }
        if seriesCount > 1, options.showsLegend {
            legend = table.series.indices.map { index in
                LegendEntry(name: table.series[index], detail: nil, color: Palette.color(index, overrides: overrides), key: index + 1)
            }
        }
        self.valueTexts = valueTexts
    }

    /// A vertical chart as wide as its bands need (each fits its label and value), between the narrow and full widths.
    static func verticalWidth(plotLeft: Double, categories: Int, seriesCount: Int, widestLabel: Double, widestValue: Double) -> Double {
        let bars = seriesCount > 1 ? Double(seriesCount) * 16 + 8 : 30
        let band = max(bars, widestLabel + 8, seriesCount > 1 ? 0 : widestValue + 6)
        let wanted = plotLeft + 8 + band * Double(max(1, categories))
        return min(width, max(narrowWidth, wanted.rounded(.up)))
    }

    func summary(_ context: ChartContext) -> String {
        Self.summary(context.rows, valueTexts, context.spec.table.series)
    }

    private static func summary(_ rows: [DataRow], _ texts: [[String]], _ series: [String]) -> String {
        let named = series.count > 1
        var parts: [String] = []
        for (index, row) in rows.prefix(12).enumerated() {
            if named {
                let values = zip(series, texts[index]).map { "\($0) \($1)" }.joined(separator: ", ")
                parts.append("\(row.label): \(values)")
            } else {
                parts.append("\(row.label): \(texts[index].first ?? "")")
            }
        }
        var text = parts.joined(separator: "; ")
        if rows.count > 12 { text += "; and \(rows.count - 12) more in the data table" }
        return text + "."
    }
}
