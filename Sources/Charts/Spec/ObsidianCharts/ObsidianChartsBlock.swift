/// A block of Obsidian's Charts plugin, as a note moved from a vault keeps it in its ```chart
/// fence (`labels: [...]` and `series:` of `title` and `data`), rewritten as a chart block: its
/// type, axis titles, labels and series. The site hands it on as JSON, its YAML read there.
/// What only styles the chart (`tension`, `width`, `labelColors`) is left to the site's palette.
enum ObsidianChartsBlock {
    static func read(_ text: String) -> ScriptChart.Reading {
        ScriptChart.reading(text, library: "Obsidian Charts", chart(from:))
    }

    private static func chart(from block: JSON5Value) -> ScriptChart.Reading {
        let series = block["series"]?.list ?? []
        guard !series.isEmpty else {
            return .invalid(ScriptChartMessages.nothingToDraw(library: "Obsidian Charts", part: "series", hint: "series: with '- title: …' and 'data: [...]' under it"))
        }
        let type = block["type"]?.text ?? "bar"
        let kind: String
        switch type {
        case "bar": kind = "bar"
        case "line": kind = block["fill"]?.isTrue == true ? "area" : "line"
        case "pie": kind = "pie"
        case "doughnut": kind = "donut"
        default: return .notDrawn(ScriptChartMessages.otherType(type, library: "Obsidian Charts", drawn: "bar, line, pie and doughnut charts"))
        }
        var chart = ScriptChart()
        chart.lines.append("type: \(kind)")
        if kind == "bar", block["indexAxis"]?.text == "y" { chart.lines.append("orientation: horizontal") }
        if block["stacked"]?.isTrue == true, kind == "bar" || kind == "area" { chart.lines.append("stacked: yes") }
        if kind == "line" || kind == "area", let tension = block["tension"]?.text.flatMap(Double.init), tension > 0 { chart.lines.append("curve: monotone") }
        let horizontal = chart.lines.contains("orientation: horizontal")
        if kind == "bar" {
            // The value axis's range: y, or x when the bars lie along y.
            for bound in ["Min", "Max"] {
                if case .number = block[(horizontal ? "x" : "y") + bound], let value = block[(horizontal ? "x" : "y") + bound]?.text {
                    chart.lines.append("\(bound.lowercased()): \(value)")
                }
            }
        }
        if kind != "pie", kind != "donut" {
            for axis in ["x", "y"] {
                if let title = block[axis + "Title"]?.text, !title.isEmpty { chart.header("\(axis)-axis", title) }
            }
        }
        chart.lines.append("---")
        let labels = (block["labels"]?.list ?? []).enumerated().map { $1.text ?? String($0 + 1) }
        chart.addRows(labels: labels, series: series.map { ($0["title"]?.text, $0["data"]?.list ?? []) })
        return .chart(chart)
    }

    /// Whether a ```chart block is the plugin's: a `series:` line at the left edge and no `---`
    /// line, which every chart block of this site has before its rows.
    static func isOne(_ body: String) -> Bool {
        // Byte by byte, line by line, without copying a line: every chart block of a build is asked.
        let series = Array("series:".utf8)
        var hasSeries = false
        var rest = body.utf8[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(of: .newline) ?? rest.endIndex
            let line = rest[..<end]
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            let inner = line.drop { $0 == .space || $0 == .tab }.reversed().drop { $0 == .space || $0 == .tab || $0 == UInt8(ascii: "\r") }
            if inner.elementsEqual("---".utf8) { return false }
            if line.starts(with: series) { hasSeries = true }
        }
        return hasSeries
    }
}

extension ChartEngine {
    /// Whether a ```chart block is written for Obsidian's Charts plugin: the site then reads its
    /// YAML and hands it on as JSON, with `syntax: .obsidianCharts`.
    public static func isObsidianChartsBlock(_ body: String) -> Bool {
        ObsidianChartsBlock.isOne(body)
    }
}
