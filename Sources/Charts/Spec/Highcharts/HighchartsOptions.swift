import Foundation

/// Highcharts options, as blogs' `{{< highcharts >}}` shortcodes and ```highcharts fences hold
/// them (often without the outer braces), rewritten as a chart block: the chart's type, title and
/// subtitle, the axes' titles and categories, and the series. What only styles the chart is left
/// to the site's palette.
enum HighchartsOptions {
    static func read(_ text: String) -> ScriptChart.Reading {
        ScriptChart.reading(text, library: "Highcharts", chart(from:))
    }

    private static func chart(from options: JSON5Value) -> ScriptChart.Reading {
        let series = options["series"]?.list ?? []
        guard !series.isEmpty else {
            return .invalid(ScriptChartMessages.nothingToDraw(library: "Highcharts", part: "series", hint: "series: [{name: '...', data: [...]}] and xAxis: {categories: [...]}"))
        }
        let type = options.at("chart", "type")?.text ?? series[0]["type"]?.text ?? "line"
        var chart = ScriptChart()
        // A line or spline series beside columns is drawn over them (`lines:`), as Highcharts combines them.
        let isLine = { (one: JSON5Value) in type == "column" && ["line", "spline"].contains(one["type"]?.text ?? "") }
        let kept = chart.keep(series.filter { !isLine($0) }, ofType: type, part: "series", nameKey: "name")
        let drawn = series.filter { isLine($0) || kept.contains($0) }
        let kind: String
        switch type {
        case "line", "spline": kind = "line"
        case "area", "areaspline": kind = "area"
        case "column", "bar": kind = "bar"
        case "pie": kind = isDonut(drawn.first, options) ? "donut" : "pie"
        case "scatter": kind = "scatter"
        default: return .notDrawn(ScriptChartMessages.otherType(type, library: "Highcharts", drawn: "line, spline, area, column, bar, pie and scatter series"))
        }
        chart.lines.append("type: \(kind)")
        if let title = options.at("title", "text")?.text.map(RichText.plain), !title.isEmpty { chart.header("title", title) }
        if let subtitle = options.at("subtitle", "text")?.text.map(RichText.plain), !subtitle.isEmpty { chart.header("description", subtitle) }
        if type == "bar" { chart.lines.append("orientation: horizontal") }
        let stacking = options.at("plotOptions", "series", "stacking")?.text ?? options.at("plotOptions", type, "stacking")?.text
        if kind == "bar" || kind == "area", let stacking, stacking == "normal" || stacking == "percent" {
            // Shares of 100% are drawn for bars; an area stacked so is stacked as its values are.
            chart.lines.append(kind == "bar" && stacking == "percent" ? "stacked: percent" : "stacked: yes")
        }
        if type == "spline" || type == "areaspline" { chart.lines.append("curve: monotone") }
        let lineNames = drawn.enumerated().filter { isLine($0.element) }.map { index, one in
            one["name"]?.text ?? (drawn.count == 1 ? "" : "Series \(index + 1)")
        }
        if !lineNames.isEmpty, lineNames.count < drawn.count {
            chart.lines.append("lines: " + lineNames.map { $0.contains(",") || $0.contains("\"") ? Cell.quoted($0) : $0 }.joined(separator: ", "))
        }
        // A second value axis (`yAxis: 1`) is not drawn: such a line shares the columns' axis.
        for one in drawn where isLine(one) && (one["yAxis"]?.number ?? 0) != 0 {
            chart.leftOut.append(ScriptChartMessages.ownAxis(one["name"]?.text ?? "line", library: "Highcharts"))
        }
        let xAxis = options["xAxis"]?.firstOfList, yAxis = options["yAxis"]?.firstOfList
        if kind != "pie", kind != "donut" {
            if let title = xAxis?.at("title", "text")?.text.map(RichText.plain), !title.isEmpty { chart.header("x-axis", title) }
            if let title = yAxis?.at("title", "text")?.text.map(RichText.plain), !title.isEmpty { chart.header("y-axis", title) }
        }
        // Highcharts keys its series in a legend unless `legend: {enabled: false}`, one series too.
        if options.at("legend", "enabled")?.isTrue ?? true { chart.keyTheOneSeries(named: drawn.first?["name"]?.text, kind: kind, series: drawn.count) }
        chart.lines.append("---")
        let isDates = xAxis?["type"]?.text == "datetime"
        switch kind {
        case "pie", "donut":
            let one = drawn[0]
            chart.lines.append("Label | " + Cell.quoted(one["name"]?.text.map(RichText.plain) ?? "Value"))
            for (index, item) in (one["data"]?.list ?? []).enumerated() {
                let (name, value) = point(item)
                chart.lines.append(Cell.quoted(name?.text.map(RichText.plain) ?? String(index + 1)) + " | " + value.cell)
            }
        case "scatter":
            chart.addPoints(drawn.map { one in
                (one["name"]?.text.map(RichText.plain), (one["data"]?.list ?? []).compactMap { item in
                    let pair = item.list ?? []
                    if pair.count >= 2 { return (pair[0], pair[1]) }
                    return item["x"].flatMap { x in item["y"].map { (x, $0) } }
                })
            })
        default:
            // Labels: the axis's categories, else each point's own x or name (a date when the axis is one).
            let categories = xAxis?["categories"]?.list?.map { RichText.plain($0.text ?? "") } ?? []
            let points = drawn.map { ($0["data"]?.list ?? []).map(point) }
            let count = max(categories.count, points.map(\.count).max() ?? 0)
            let labels = (0..<count).map { row in
                if row < categories.count { return categories[row] }
                let written = points.lazy.compactMap { row < $0.count ? $0[row].label : nil }.first
                if isDates, let milliseconds = written?.number { return date(milliseconds) }
                return written?.text.map(RichText.plain) ?? String(row + 1)
            }
            chart.addRows(labels: labels, series: zip(drawn, points).map { ($0["name"]?.text.map(RichText.plain), $1.map(\.value)) })
        }
        return .chart(chart)
    }

    /// A point as Highcharts writes one: `3`, `[x, 3]`, `['Rent', 3]` or `{name: 'Rent', y: 3}`:
    /// its label (x or name, when it has one) and its value.
    private static func point(_ item: JSON5Value) -> (label: JSON5Value?, value: JSON5Value) {
        if let pair = item.list, pair.count >= 2 { return (pair[0], pair[1]) }
        if item["y"] != nil || item["name"] != nil { return (item["name"] ?? item["x"], item["y"] ?? .null) }
        return (nil, item)
    }

    /// A `datetime` axis's milliseconds since 1970 as the day they fall on (`2024-03-14`), or with
    /// the time when they are not midnight.
    private static func date(_ milliseconds: Double) -> String {
        let seconds = Int64((milliseconds / 1000).rounded(.down))
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        let day = String(format: "%04d-%02d-%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
        return seconds % 86_400 == 0 ? day : day + String(format: " %02d:%02d", Int(parts.tm_hour), Int(parts.tm_min))
    }


    /// A pie with a hole: `innerSize: '50%'` on the series or in `plotOptions.pie`.
    private static func isDonut(_ series: JSON5Value?, _ options: JSON5Value) -> Bool {
        guard let size = series?["innerSize"] ?? options.at("plotOptions", "pie", "innerSize"), let text = size.text else { return false }
        return (Double(text.replacingOccurrences(of: "%", with: "")) ?? 0) > 0
    }
}
