/// An ECharts option, as LoveIt's and FixIt's `{{< echarts >}}` shortcode and ```echarts fences
/// hold it in JSON, rewritten as a chart block: the title, the category axis's labels (or a
/// `dataset.source` table) and the series. What only styles the chart is left to the site's palette.
enum EChartsOption {
    static func read(_ text: String) -> ScriptChart.Reading {
        ScriptChart.reading(text, library: "ECharts", chart(from:))
    }

    private static func chart(from option: JSON5Value) -> ScriptChart.Reading {
        let series = option["series"]?.listOrOne ?? []
        guard let first = series.first else { return .invalid(ScriptChartMessages.nothingToDraw(library: "ECharts", part: "series", hint: "series: [{type: 'bar', data: [...]}] and xAxis: {data: [...]}")) }
        // Bars beside lines are drawn with the lines over them (`lines:`), whichever comes first.
        let type = series.contains { $0["type"]?.text == "bar" } && series.contains { $0["type"]?.text == "line" } ? "bar" : first["type"]?.text ?? "line"
        var chart = ScriptChart()
        let isLine = { (one: JSON5Value) in type == "bar" && one["type"]?.text == "line" }
        let kept = chart.keep(series.filter { !isLine($0) }, ofType: type, part: "series", nameKey: "name")
        let drawn = series.filter { isLine($0) || kept.contains($0) }
        let xAxis = option["xAxis"]?.firstOfList, yAxis = option["yAxis"]?.firstOfList
        let alongY = yAxis?["type"]?.text == "category"
        let kind: String
        switch type {
        case "bar": kind = "bar"
        // Stacked lines add up, as stacked areas here do.
        case "line": kind = drawn.allSatisfy { $0["areaStyle"] != nil } || drawn.contains { $0["stack"] != nil } ? "area" : "line"
        case "pie": kind = isDonut(first) ? "donut" : "pie"
        case "scatter", "effectScatter": kind = "scatter"
        default: return .notDrawn(ScriptChartMessages.otherType(type, library: "ECharts", drawn: "bar, line, pie and scatter series"))
        }
        chart.lines.append("type: \(kind)")
        let title = option["title"]?.firstOfList
        if let text = title?["text"]?.text, !text.isEmpty { chart.header("title", text) }
        if let text = title?["subtext"]?.text, !text.isEmpty { chart.header("description", text) }
        if kind == "bar", alongY { chart.lines.append("orientation: horizontal") }
        if kind == "bar" || kind == "area", drawn.contains(where: { $0["stack"] != nil && !isLine($0) }) { chart.lines.append("stacked: yes") }
        let lineNames = drawn.enumerated().filter { isLine($0.element) }.map { index, one in
            one["name"]?.text ?? (drawn.count == 1 ? "" : "Series \(index + 1)")
        }
        if !lineNames.isEmpty, lineNames.count < drawn.count {
            chart.lines.append("lines: " + lineNames.map { $0.contains(",") || $0.contains("\"") ? Cell.quoted($0) : $0 }.joined(separator: ", "))
        }
        // A second value axis (`yAxisIndex: 1`) is not drawn: such a line shares the bars' axis.
        for one in drawn where isLine(one) && (one["yAxisIndex"]?.number ?? 0) != 0 {
            chart.leftOut.append(ScriptChartMessages.ownAxis(one["name"]?.text ?? "line", library: "ECharts"))
        }
        if kind == "line" || kind == "area", drawn.contains(where: { $0["smooth"]?.isTrue == true }) { chart.lines.append("curve: monotone") }
        if kind != "pie", kind != "donut" {
            if let name = xAxis?["name"]?.text, !name.isEmpty { chart.header("x-axis", name) }
            if let name = yAxis?["name"]?.text, !name.isEmpty { chart.header("y-axis", name) }
        }
        // A `legend` keys the series; for one series, its name stays on the chart.
        if let legend = option["legend"]?.firstOfList, legend["show"]?.isTrue ?? true {
            chart.keyTheOneSeries(named: drawn.first?["name"]?.text ?? option.at("dataset", "source")?.list?.first?.list?.dropFirst().first?.text, kind: kind, series: drawn.count)
        }
        chart.lines.append("---")
        if let source = option.at("dataset", "source")?.list, !source.isEmpty {
            // A table: its first row names the columns, as a chart block's header row does.
            chart.lines += source.map { row in (row.list ?? []).enumerated().map { index, cell in index == 0 ? Cell.quoted(cell.text ?? "") : cell.cell }.joined(separator: " | ") }
            return .chart(chart)
        }
        switch kind {
        case "pie", "donut":
            chart.lines.append("Label | " + Cell.quoted(first["name"]?.text ?? "Value"))
            for (index, item) in (first["data"]?.list ?? []).enumerated() {
                chart.lines.append(Cell.quoted(item["name"]?.text ?? String(index + 1)) + " | " + (item["value"] ?? item).cell)
            }
        case "scatter":
            chart.addPoints(drawn.map { one in
                (one["name"]?.text, (one["data"]?.list ?? []).compactMap { point in
                    let pair = (point["value"] ?? point).list ?? []
                    return pair.count >= 2 ? (pair[0], pair[1]) : nil
                })
            })
        default:
            let labels = ((alongY ? yAxis : xAxis)?["data"]?.list ?? []).enumerated().map { row, label in
                (label["value"] ?? label).text ?? String(row + 1)
            }
            chart.addRows(labels: labels, series: drawn.map { ($0["name"]?.text, ($0["data"]?.list ?? []).map { $0["value"] ?? $0 }) })
        }
        return .chart(chart)
    }


    /// A pie with a hole: `radius: ['40%', '70%']`, an inner radius above 0.
    private static func isDonut(_ series: JSON5Value) -> Bool {
        guard let radius = series["radius"]?.list, radius.count == 2, let inner = radius[0].text else { return false }
        return (Double(inner.replacingOccurrences(of: "%", with: "")) ?? 0) > 0
    }
}
