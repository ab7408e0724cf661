/// What a scatter's layouts share at every width: each point's values, name, group and colour,
/// the legend of groups and the data table.
struct ScatterPoints {
    var columns: ScatterColumns
    /// Rows with both values, in data order.
    var rows: [Int]
    var xs: [Double]
    var ys: [Double]
    /// "Apr 3: Sleep (h) 7.1, Steps 9,200 (Weekend)".
    var names: [String]
    /// What a hovered point shows: its y, or its name when the points are named.
    var labels: [String]
    var colors: [Color]
    /// 1-based group of each point (nil with no group column).
    var groups: [Int?]
    var legend: [LegendEntry]
    var table: DataTableContent

    init(_ context: ChartContext<ScatterKind>) {
        let table = context.table
        let columns = ScatterColumns(table)
        self.columns = columns
        let format = context.format
        let style = format.style
        var rows: [Int] = [], xs: [Double] = [], ys: [Double] = [], names: [String] = [], labels: [String] = []
        var colors: [Color] = [], groups: [Int?] = []
        var groupNames: [String] = []
        let overrides = context.options.colors
        for (index, row) in table.rows.enumerated() {
            guard let point = columns.point(row) else { continue }
            rows.append(index)
            xs.append(point.x)
            ys.append(point.y)
            let xText = style.format(point.x, decimals: point.xDecimals)
            let yText = format.value(point.y, decimals: point.yDecimals)
            var name = "\(columns.xTitle) \(xText), \(columns.yTitle) \(yText)"
            if columns.namesPoints { name = "\(row.label): " + name }
            var group: Int?
            if let groupName = columns.group(row) {
                if let existing = groupNames.firstIndex(of: groupName) {
                    group = existing + 1
                } else {
                    groupNames.append(groupName)
                    group = groupNames.count
                }
                name += " (\(groupName))"
            }
            names.append(name)
            labels.append(columns.namesPoints ? row.label : "\(xText), \(yText)")
            groups.append(group)
            colors.append(Palette.color((group ?? 1) - 1, overrides: overrides))
        }
        (self.rows, self.xs, self.ys, self.names, self.labels, self.colors, self.groups) = (rows, xs, ys, names, labels, colors, groups)
        legend = context.options.showsLegend
            ? groupNames.enumerated().map { LegendEntry(name: $1, color: Palette.color($0, overrides: overrides), key: $0 + 1) }
            : []
        // The table shows every column as written.
        var content = DataTableContent(context, cells: [])
        content.cells = table.rows.map { row in
            var texts = row.texts.makeIterator()
            return row.values.indices.map { series in
                if table.textSeries.contains(series) { return texts.next() ?? "" }
                return row.values[series].map { format.value($0, decimals: row.decimals[series]) } ?? "no data"
            }
        }
        content.columns = table.series
        if content.labelHeader == "Label" { content.labelHeader = columns.namesPoints ? "Point" : columns.xTitle }
        self.table = content
    }
}
