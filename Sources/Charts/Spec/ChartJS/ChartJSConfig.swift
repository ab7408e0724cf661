/// A Chart.js configuration, as Hugo themes' `{{< chart >}}` shortcode (Blowfish, Congo,
/// hugo-chart) and ```chartjs fences hold it, rewritten as a chart block: its type, title, axis
/// titles, labels and datasets. What only styles the chart (colours, borders, fonts) is left to
/// the site's palette, which keeps every mark readable.
enum ChartJSConfig {
    static func read(_ text: String) -> ScriptChart.Reading {
        ScriptChart.reading(configuration(in: text), library: "Chart.js", chart(from:))
    }

    private static func chart(from written: JSON5Value) -> ScriptChart.Reading {
        // chart.xkcd's configuration (`type: 'Line'`, `xLabel`) is Chart.js's in other words.
        let xkcd = ChartXKCD.asChartJS(written)
        let config = xkcd ?? written
        let library = xkcd == nil ? "Chart.js" : "chart.xkcd"
        let written = config["type"]?.text ?? "bar"
        // Bars and lines mixed: a bar chart with the lines over it, whichever the configuration names.
        let mixesBars = (written == "line" || written == "bar") && (config["data"]?["datasets"]?.list ?? config["datasets"]?.list ?? [])
            .contains { ($0["type"]?.text ?? written) == "bar" } && (config["data"]?["datasets"]?.list ?? config["datasets"]?.list ?? [])
            .contains { ($0["type"]?.text ?? written) == "line" }
        let type = mixesBars ? "bar" : written
        // Markdown editors' chart blocks write Chart.js's data at the top (`{type, title, labels, datasets}`).
        let data = config["datasets"] != nil ? config : config["data"]
        let datasets = data?["datasets"]?.list ?? []
        guard !datasets.isEmpty else { return .invalid(ScriptChartMessages.nothingToDraw(library: "Chart.js", part: "datasets", hint: "data: {labels: [...], datasets: [{label: '...', data: [...]}]}")) }
        let options = config["options"]
        var chart = ScriptChart()
        let kind: String
        switch type {
        case "bar", "horizontalBar": kind = "bar"
        case "line": kind = datasets.allSatisfy { $0["fill"]?.isTrue == true } ? "area" : "line"
        case "pie": kind = "pie"
        case "doughnut": kind = "donut"
        case "scatter", "bubble": kind = "scatter"
        default:
            let drawn = xkcd == nil ? "bar, line, pie, doughnut and scatter charts" : "Line, Bar, StackedBar, Pie and XY charts"
            return .notDrawn(ScriptChartMessages.otherType(xkcd == nil ? type : "Radar", library: library, drawn: drawn))
        }
        chart.lines.append("type: \(kind)")
        if let title = options?.at("plugins", "title", "text")?.text ?? options?.at("title", "text")?.text ?? config["title"]?.text, !title.isEmpty {
            chart.header("title", title)
        }
        if kind == "bar", type == "horizontalBar" || options?["indexAxis"]?.text == "y" { chart.lines.append("orientation: horizontal") }
        // Lines drawn as steps (`stepped: true`, `'middle'`), or smoothed (`tension`, `cubicInterpolationMode: 'monotone'`).
        if kind == "line" || kind == "area" {
            if datasets.allSatisfy({ $0["stepped"]?.isTrue ?? false }) {
                chart.lines.append("curve: step")
            } else if datasets.allSatisfy({ $0["cubicInterpolationMode"]?.text == "monotone" || ($0["tension"]?.number ?? 0) > 0.2 }) {
                chart.lines.append("curve: monotone")
            }
        }
        let stacked = options?.at("scales", "x", "stacked")?.isTrue == true || options?.at("scales", "y", "stacked")?.isTrue == true
        if stacked, kind == "bar" || kind == "area" { chart.lines.append("stacked: yes") }
        // The value axis's range: y, or x when the bars lie along y.
        let valueAxis = kind == "bar" && chart.lines.contains("orientation: horizontal") ? "x" : "y"
        if kind == "bar" {
            for bound in ["min", "max"] {
                if case .number = options?.at("scales", valueAxis, bound), let value = options?.at("scales", valueAxis, bound)?.text {
                    chart.lines.append("\(bound): \(value)")
                }
            }
        }
        // A logarithmic value axis: a line's `scale: log`, a scatter's for either axis; bars here have none.
        if options?.at("scales", valueAxis, "type")?.text == "logarithmic" {
            switch kind {
            case "line": chart.lines.append("scale: log")
            case "scatter": chart.lines.append("y-scale: log")
            default: chart.leftOut.append(ScriptChartMessages.noLogScale(kind: kind, library: "Chart.js"))
            }
        }
        if kind == "scatter", options?.at("scales", "x", "type")?.text == "logarithmic" { chart.lines.append("x-scale: log") }
        // A tick format that writes a unit around the value (`callback: (v) => '$' + v`), read from its source.
        if let format = options?.at("scales", valueAxis, "ticks", "callback")?.text, let (prefix, suffix) = ScriptFunctions.tickAffixes(format) {
            chart.header("unit", prefix.isEmpty ? suffix : prefix + suffix)
        }
        if kind != "pie", kind != "donut" {
            for axis in ["x", "y"] {
                if let title = options?.at("scales", axis, "title", "text")?.text, !title.isEmpty { chart.header("\(axis)-axis", title) }
            }
        }
        // A line dataset beside bars is drawn over them (`lines:`), as Chart.js mixes them.
        let isLine = { (dataset: JSON5Value) in kind == "bar" && (dataset["type"]?.text ?? written) == "line" }
        let kept = chart.keep(datasets.filter { !isLine($0) }, ofType: type, part: "dataset", nameKey: "label")
        let drawn = datasets.filter { isLine($0) || kept.contains($0) }
        let lineNames = drawn.enumerated().filter { isLine($0.element) }.map { index, dataset in
            dataset["label"]?.text ?? (drawn.count == 1 ? "" : "Series \(index + 1)")
        }
        // A second value axis (`yAxisID: 'y1'`) is not drawn here: such a line shares the bars' axis, and the writer is told.
        let barAxes = Set(drawn.filter { !isLine($0) }.map { $0["yAxisID"]?.text ?? "y" })
        for dataset in drawn where isLine(dataset) && !barAxes.contains(dataset["yAxisID"]?.text ?? "y") {
            chart.leftOut.append(ScriptChartMessages.ownAxis(dataset["label"]?.text ?? "line", library: "Chart.js"))
        }
        if !lineNames.isEmpty, lineNames.count < drawn.count {
            chart.lines.append("lines: " + lineNames.map { $0.contains(",") || $0.contains("\"") ? Cell.quoted($0) : $0 }.joined(separator: ", "))
        }
        // Chart.js keys its datasets in a legend unless told not to (v3's `plugins.legend`, v2's `legend`), one dataset too.
        if (options?.at("plugins", "legend", "display") ?? options?.at("legend", "display"))?.isTrue ?? true {
            chart.keyTheOneSeries(named: drawn.first?["label"]?.text, kind: kind, series: drawn.count)
        }
        chart.lines.append("---")
        if kind == "scatter" {
            chart.addPoints(drawn.map { dataset in
                (dataset["label"]?.text, (dataset["data"]?.list ?? []).compactMap { point in point["x"].flatMap { x in point["y"].map { (x, $0) } } })
            })
        } else {
            let written = data?["labels"]?.list ?? []
            // Plain values past the written labels: Chart.js's category axis ends at its last label.
            let values = drawn.map { dataset in
                var list = dataset["data"]?.list ?? []
                if !written.isEmpty, list.count > written.count, !list[written.count...].contains(where: { $0["x"] != nil }) {
                    chart.leftOut.append(
                        ScriptChartMessages.valuesPastLabels(dataset["label"]?.text, values: list.count, labels: written.count, library: "Chart.js"))
                    list.removeLast(list.count - written.count)
                }
                return list.map { $0["y"] ?? $0 }
            }
            // Past the labels, `{x: 'Mon', y: 3}` points name their own.
            let labels = (0..<max(written.count, values.map(\.count).max() ?? 0)).map { row in
                row < written.count
                    ? written[row].text ?? String(row + 1)
                    : drawn.lazy.compactMap { dataset in dataset["data"]?.list.flatMap { row < $0.count ? $0[row]["x"]?.text : nil } }.first ?? String(row + 1)
            }
            chart.addRows(labels: labels, series: zip(drawn, values).map { ($0["label"]?.text, $1) })
        }
        return .chart(chart)
    }

    /// The configuration object of a script that draws it, `new Chart(document.getElementById('c'), {…});`,
    /// as some chart shortcodes hold it: the text with the script around the object blanked out
    /// (line breaks kept, so a mistake is told at its line); other text as it is.
    static func configuration(in text: String) -> String {
        var bytes = Array(text.utf8)
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard bytes.first(where: { !isBlank($0) }) != UInt8(ascii: "{"), let call = bytes.firstRange(of: Array("new Chart(".utf8)) else { return text }
        // The first argument (the canvas), up to the comma after it, outside parentheses and quotes.
        var index = call.upperBound, depth = 0
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "`") {
                quote = byte
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                if depth == 0 { return text }
                depth -= 1
            } else if byte == UInt8(ascii: ","), depth == 0 {
                break
            }
            index += 1
        }
        guard let start = bytes[index...].firstIndex(of: UInt8(ascii: "{")) else { return text }
        // After the object: the call's `)` and a `;`.
        var end = bytes.count
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: ";") { end -= 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        guard end > start, bytes[end - 1] == UInt8(ascii: ")") else { return text }
        for position in Array(0..<start) + Array((end - 1)..<bytes.count) where bytes[position] != UInt8(ascii: "\n") {
            bytes[position] = UInt8(ascii: " ")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
