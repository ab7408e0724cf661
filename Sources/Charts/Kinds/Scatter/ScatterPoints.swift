/// What a scatter's layouts share at every width: each point's values, name, group and colour,
/// the legend of groups and the data table.
struct ScatterPoints {
    var columns: ScatterColumns
    /// Rows with both values, in data order.
    var rows: [Int]
    var xs: [Double]
    var ys: [Double]
    /// Each point's x and y as written in its name and label.
    var xTexts: [String]
    var yTexts: [String]
    /// Each point's group name, nil with no group column.
    var groupNames: [String?]
    var colors: [Color]
    /// 1-based group of each point (nil with no group column).
    var groups: [Int?]
    var legend: [LegendEntry]
    /// The label column, for named points.
    var labelsOfRows: [String]
    /// Between a point's name and its values, as the page's language writes it (`: `, `：`).
    var nameGap = ": "
    var table: DataTableContent
    /// Each point's name ("Apr 3: Sleep (h) 7.1, Steps 9,200 (Weekend)") and the label a hovered or
    /// tapped point shows ("Apr 3: 7.1, 9,200"), escaped once for every width's drawing.
    var names = MarkupPieces()
    var labels = MarkupPieces()

    init(_ context: ChartContext<ScatterKind>) {
        let table = context.table
        let columns = ScatterColumns(table)
        self.columns = columns
        let (xFormat, format) = columns.formats(context.format)
        // x is written without the block's unit, as a plain number unless its column was written in percent or as money.
        func xText(_ value: Double, decimals: Int) -> String {
            columns.xIsPercent || columns.xIsMoney ? xFormat.value(value, decimals: decimals) : xFormat.style.format(value, decimals: decimals)
        }
        var rows: [Int] = [], xs: [Double] = [], ys: [Double] = [], xTexts: [String] = [], yTexts: [String] = [], pointGroups: [String?] = []
        var colors: [Color] = [], groups: [Int?] = []
        var groupNames: [String] = []
        let overrides = context.options.colors
        // The table shows every column as written; x and y cells are the texts the points use.
        var cells: [[String]] = []
        cells.reserveCapacity(table.rows.count)
        let isText = table.series.indices.map { table.textSeries.contains($0) }
        let count = table.rows.count
        rows.reserveCapacity(count)
        xs.reserveCapacity(count)
        ys.reserveCapacity(count)
        xTexts.reserveCapacity(count)
        yTexts.reserveCapacity(count)
        pointGroups.reserveCapacity(count)
        colors.reserveCapacity(count)
        groups.reserveCapacity(count)
        let tableRows = table.rows
        // Rows are read through the array, not copied out of it: a copy retains each row's arrays.
        for index in tableRows.indices {
            var texts = tableRows[index].texts.makeIterator()
            let values = tableRows[index].values
            let decimals = tableRows[index].decimals
            var rowCells: [String] = []
            rowCells.reserveCapacity(values.count)
            for series in values.indices {
                if isText[series] {
                    rowCells.append(texts.next() ?? "")
                } else if series == columns.xSeries {
                    rowCells.append(values[series].map { tableRows[index].marking(xText($0, decimals: decimals[series]), series: series) } ?? context.words(.noData))
                } else {
                    rowCells.append(values[series].map { tableRows[index].marking(format.value($0, decimals: decimals[series]), series: series) } ?? context.words(.noData))
                }
            }
            defer { cells.append(rowCells) }
            guard let point = columns.point(tableRows[index]) else { continue }
            rows.append(index)
            xs.append(point.x)
            ys.append(point.y)
            xTexts.append(columns.xSeries.map { rowCells[$0] } ?? xText(point.x, decimals: point.xDecimals))
            yTexts.append(columns.ySeries.map { rowCells[$0] } ?? format.value(point.y, decimals: point.yDecimals))
            var group: Int?
            let groupName = columns.group(tableRows[index])
            if let groupName {
                if let existing = groupNames.firstIndex(of: groupName) {
                    group = existing + 1
                } else {
                    groupNames.append(groupName)
                    group = groupNames.count
                }
            }
            pointGroups.append(groupName)
            groups.append(group)
            colors.append(Palette.color((group ?? 1) - 1, overrides: overrides))
        }
        (self.rows, self.xs, self.ys, self.xTexts, self.yTexts, self.colors, self.groups) = (rows, xs, ys, xTexts, yTexts, colors, groups)
        self.groupNames = pointGroups
        labelsOfRows = table.rows.map { columns.name($0) ?? "" }
        nameGap = context.words(.nameGap)
        legend = context.options.showsLegend
            ? groupNames.enumerated().map { LegendEntry(name: $1, color: Palette.color($0, overrides: overrides), key: $0 + 1) }
            : []
        var content = DataTableContent(context, cells: cells)
        content.columns = table.series
        if table.labelHeader == nil || table.labelHeader == "Label" { content.labelHeader = columns.namesPoints ? context.words(.pointHeader) : columns.xTitle }
        self.table = content
        let titles = MarkupPieces(count: 2) { index, svg in
            svg.escaped(index == 0 ? columns.xTitle : columns.yTitle)
            svg += " "
        }
        names = MarkupPieces(count: xs.count, bytesEach: 40) { index, svg in writeName(index, titles: titles, into: &svg) }
        labels = MarkupPieces(count: xs.count, bytesEach: 24) { index, svg in writeLabel(index, into: &svg) }
    }
}

extension ScatterPoints {
    /// "Apr 3: Sleep (h) 7.1, Steps 9,200 (Weekend)", written in pieces.
    private func writeName(_ index: Int, titles: MarkupPieces, into svg: inout SVGWriter) {
        if columns.namesPoints || columns.nameText != nil {
            svg.escaped(labelsOfRows[rows[index]])
            svg.escaped(nameGap)
        }
        titles.write(0, into: &svg)
        svg.escaped(xTexts[index])
        svg += ", "
        titles.write(1, into: &svg)
        svg.escaped(yTexts[index])
        if let group = groupNames[index] {
            svg += " ("
            svg.escaped(group)
            svg += ")"
        }
    }

    /// What a hovered or tapped point shows: "Apr 3: 7.1, 9,200", or "7.1, 9,200" when the points have no names.
    private func writeLabel(_ index: Int, into svg: inout SVGWriter) {
        if columns.namesPoints || columns.nameText != nil {
            svg.escaped(labelsOfRows[rows[index]])
            svg.escaped(nameGap)
        }
        svg.escaped(xTexts[index])
        svg += ", "
        svg.escaped(yTexts[index])
    }
}
