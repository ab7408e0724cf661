/// A chart shortcode that carries its values in its arguments, as blogs' own chart shortcodes
/// and Jekyll themes' chart includes take them: `{{< chart type="line" title="Loss"
/// labels="5,10,15" data="0.8,0.6,0.4" xLabel="Epoch" yLabel="Loss" >}}`, `{% include chart
/// type="bar" labels="Jan,Feb" data="10,13" label="Sales" %}`. It becomes a chart block, drawn as any other.
struct InlineChartCall {
    /// The chart block, fenced.
    let markdown: String
    /// The number of labels and of values when they differ (the shorter list is drawn).
    let unmatched: (labels: Int, values: Int)?

    /// nil when the call does not carry its values (`data` names a file, as Hugo Blox's does).
    init?(_ call: ShortcodeCall) {
        guard let labelList = call.parameter("labels"), let dataList = call.parameter("data"), dataList.contains(",") else { return nil }
        let labels = Self.items(labelList), values = Self.items(dataList)
        var header: [String] = []
        let type = call.parameter("type")?.trimmingSpaces() ?? "bar"
        switch type.lowercased() {
        case "horizontalbar", "hbar":
            header += ["type: bar", "orientation: horizontal"]
        case "doughnut":
            header.append("type: donut")
        default:
            header.append("type: " + type)
        }
        let keys: [(names: [String], key: String)] = [
            (["title"], "title"), (["description", "caption"], "description"), (["source"], "source"), (["unit"], "unit"),
            (["xLabel", "xlabel", "x-label", "xTitle", "xAxis"], "x-axis"), (["yLabel", "ylabel", "y-label", "yTitle", "yAxis"], "y-axis"),
        ]
        for (names, key) in keys {
            if let value = names.lazy.compactMap({ call.parameter($0) }).first, !value.isEmpty {
                header.append(key + ": " + Self.oneLine(value))
            }
        }
        // Column titles only when the call names its values: an unnamed series is no "Value" in every mark's name.
        var rows: [String] = []
        if let series = call.parameter("label") ?? call.parameter("yLabel") ?? call.parameter("ylabel") {
            rows.append([call.parameter("xLabel") ?? call.parameter("xlabel") ?? "Label", series].map(Self.quoted).joined(separator: " | "))
        }
        for (label, value) in zip(labels, values) { rows.append(Self.quoted(label) + " | " + value) }
        markdown = "```chart\n" + header.joined(separator: "\n") + "\n---\n" + rows.joined(separator: "\n") + "\n```\n"
        unmatched = labels.count == values.count ? nil : (labels.count, values.count)
    }

    /// `5, 10, 15` → ["5", "10", "15"].
    private static func items(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
    }

    /// A cell kept as written, whatever marks it holds.
    private static func quoted(_ text: String) -> String {
        "\"" + oneLine(text).replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
