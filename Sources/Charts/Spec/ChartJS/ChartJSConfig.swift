import Foundation

/// A Chart.js configuration, as Hugo themes' `{{< chart >}}` shortcode (Blowfish, Congo,
/// hugo-chart) and ```chartjs fences hold it, rewritten as a chart block: its type, title, axis
/// titles, labels and datasets. What only styles the chart (colours, borders, fonts) is left to
/// the site's palette, which keeps every mark readable.
struct ChartJSConfig {
    /// The chart block's lines.
    var lines: [String] = []
    /// Datasets left out, with why.
    var leftOut: [String] = []

    var body: String { lines.joined(separator: "\n") }

    enum Reading {
        case chart(ChartJSConfig)
        /// Not drawn, with why and the line (of the text, from 0) it is about: the block stays code.
        case notDrawn(String, line: Int = 0)
        /// Drawn as nothing: an error.
        case invalid(String)
    }

    static func read(_ text: String) -> Reading {
        var source = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // Congo writes the object's fields without its braces.
        if !source.hasPrefix("{") { source = "{" + source + "}" }
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        let config: ChartJSValue
        do {
            config = try decoder.decode(ChartJSValue.self, from: Data(source.utf8))
        } catch {
            // The decoder says only that the text is no JSON5; a function is the usual reason.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if let line = lines.firstIndex(where: { $0.contains("function") || $0.contains("=>") }) {
                return .notDrawn(ChartJSMessages.unreadable("line \(line + 1) holds a function"), line: line)
            }
            return .notDrawn(ChartJSMessages.unreadable("it is no JSON5 object: a value is a variable, or a quote or bracket is missing"))
        }
        let type = config["type"]?.text ?? "bar"
        let datasets = config.at("data", "datasets")?.list ?? []
        guard !datasets.isEmpty else { return .invalid(ChartJSMessages.noData) }
        let options = config["options"]
        var chart = ChartJSConfig()
        let kind: String
        switch type {
        case "bar", "horizontalBar": kind = "bar"
        case "line": kind = datasets.allSatisfy { $0["fill"]?.isTrue == true } ? "area" : "line"
        case "pie": kind = "pie"
        case "doughnut": kind = "donut"
        case "scatter", "bubble": kind = "scatter"
        default: return .notDrawn(ChartJSMessages.otherType(type))
        }
        chart.lines.append("type: \(kind)")
        if let title = options?.at("plugins", "title", "text")?.text ?? options?.at("title", "text")?.text, !title.isEmpty {
            chart.lines.append("title: \(title)")
        }
        if kind == "bar", type == "horizontalBar" || options?["indexAxis"]?.text == "y" { chart.lines.append("orientation: horizontal") }
        let stacked = options?.at("scales", "x", "stacked")?.isTrue == true || options?.at("scales", "y", "stacked")?.isTrue == true
        if stacked, kind == "bar" || kind == "area" { chart.lines.append("stacked: yes") }
        if kind != "pie", kind != "donut" {
            for axis in ["x", "y"] {
                if let title = options?.at("scales", axis, "title", "text")?.text, !title.isEmpty { chart.lines.append("\(axis)-axis: \(title)") }
            }
        }
        // A dataset of another type (a line over bars) is left out: a chart here is one kind.
        var drawn: [ChartJSValue] = []
        for dataset in datasets {
            if let own = dataset["type"]?.text, own != type {
                chart.leftOut.append(ChartJSMessages.datasetLeftOut(dataset["label"]?.text ?? own, type: own, drawn: type))
            } else {
                drawn.append(dataset)
            }
        }
        chart.lines.append("---")
        if kind == "scatter" {
            chart.lines += scatterRows(drawn)
        } else {
            chart.lines += rows(drawn, labels: config.at("data", "labels")?.list ?? [])
        }
        return .chart(chart)
    }

    /// A header row naming the datasets, then a row per label with each dataset's value.
    private static func rows(_ datasets: [ChartJSValue], labels: [ChartJSValue]) -> [String] {
        let values = datasets.map { $0["data"]?.list ?? [] }
        let names = datasets.enumerated().map { index, dataset in dataset["label"]?.text ?? (datasets.count == 1 ? "Value" : "Series \(index + 1)") }
        var lines = [(["Label"] + names).map(quoted).joined(separator: " | ")]
        let count = max(labels.count, values.map(\.count).max() ?? 0)
        for row in 0..<count {
            let label = row < labels.count ? labels[row].text ?? String(row + 1) : String(row + 1)
            // `{x: 'Mon', y: 3}` points name their own label.
            let cells = values.map { row < $0.count ? ($0[row]["y"] ?? $0[row]).cell : "-" }
            lines.append(([quoted(row < labels.count ? label : values.lazy.compactMap { row < $0.count ? $0[row]["x"]?.text : nil }.first ?? label)] + cells).joined(separator: " | "))
        }
        return lines
    }

    /// `{x, y}` points, one row each, with the dataset's name when there are several.
    private static func scatterRows(_ datasets: [ChartJSValue]) -> [String] {
        let named = datasets.count > 1
        var lines = [named ? "x | y | Series" : "x | y"]
        for (index, dataset) in datasets.enumerated() {
            let name = dataset["label"]?.text ?? "Series \(index + 1)"
            for point in dataset["data"]?.list ?? [] {
                guard let x = point["x"], let y = point["y"] else { continue }
                lines.append([x.cell, y.cell].joined(separator: " | ") + (named ? " | " + quoted(name) : ""))
            }
        }
        return lines
    }

    /// A cell in double quotes, its own quotes doubled, so `|` and `:` inside it stay text.
    static func quoted(_ text: String) -> String {
        "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
