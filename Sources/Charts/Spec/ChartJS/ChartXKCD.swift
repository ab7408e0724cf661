/// chart.xkcd's configuration, as Zola's DeepThought theme writes it in its `{% chart() %}`
/// shortcode: Chart.js's `data` with capitalised types (`Line`, `Bar`, `StackedBar`, `Pie`, `XY`,
/// `Radar`) and the title and axis names at the top (`title`, `xLabel`, `yLabel`). Read as the
/// Chart.js configuration it stands for; its hand-drawn look is the library's, not the data's.
enum ChartXKCD {
    /// The Chart.js configuration `config` stands for, or nil when it is no chart.xkcd one.
    static func asChartJS(_ config: JSON5Value) -> JSON5Value? {
        guard case .object(var fields) = config, let written = config["type"]?.text, let type = types[written] else { return nil }
        let options = config["options"]
        var scales: [String: JSON5Value] = [:]
        for (key, axis) in [("xLabel", "x"), ("yLabel", "y")] {
            if let label = config[key]?.text, !label.isEmpty { scales[axis] = .object(["title": .object(["text": .text(label)])]) }
        }
        if written == "StackedBar" {
            scales["x", default: .object([:])] = merged(scales["x"], ["stacked": .flag(true)])
            scales["y", default: .object([:])] = merged(scales["y"], ["stacked": .flag(true)])
        }
        // A pie has a hole unless `innerRadius: 0` says otherwise (chart.xkcd's default is 0.5).
        if written == "Pie" { fields["type"] = .text((options?["innerRadius"]?.number ?? 0.5) > 0 ? "doughnut" : "pie") } else { fields["type"] = .text(type) }
        // XY points joined by lines (`showLine: true`) are a line over numbers.
        if written == "XY", options?["showLine"]?.isTrue == true { fields["type"] = .text("line") }
        fields["options"] = .object(scales.isEmpty ? [:] : ["scales": .object(scales)])
        for key in ["xLabel", "yLabel"] { fields[key] = nil }
        return .object(fields)
    }

    /// chart.xkcd's types and the Chart.js types they are (`Radar` is one Chart.js has and this engine does not draw).
    private static let types = ["Line": "line", "Bar": "bar", "StackedBar": "bar", "Pie": "pie", "XY": "scatter", "Radar": "radar"]

    private static func merged(_ value: JSON5Value?, _ extra: [String: JSON5Value]) -> JSON5Value {
        guard case .object(let fields) = value else { return .object(extra) }
        return .object(fields.merging(extra) { _, new in new })
    }
}
