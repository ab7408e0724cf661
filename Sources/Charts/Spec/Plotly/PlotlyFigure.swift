/// A Plotly figure, as ```plotly fences (al-folio, Jekyll and Hugo themes, Quarto's Python
/// posts pasted as JSON) hold it: `{"data": [traces], "layout": {...}}` or the traces alone,
/// rewritten as a chart block. Its scatter traces drawn as lines (`fill` makes an area, markers
/// alone a scatter), bar traces (`orientation: 'h'` horizontal, `barmode: 'stack'` stacked), pie
/// traces (`hole` makes a donut); the layout's title, axis titles and tick prefix or suffix, and its
/// credits (`Source: …` in an axis title or an annotation) as the chart's source; histogram
/// traces (`nbinsx`, `xbins.size`) as a histogram. Traces that box or map their data, or fill a
/// closed shape, stay code.
enum PlotlyFigure {
    static func read(_ text: String) -> ScriptChart.Reading {
        // The traces alone, a list, are the figure's data.
        let isList = text.drop(while: \.isWhitespace).hasPrefix("[")
        return ScriptChart.reading(isList ? "data: " + text : text, library: "Plotly", chart(from:))
    }

    private static func chart(from figure: JSON5Value) -> ScriptChart.Reading {
        let traces = figure["data"].map { $0.list ?? [$0] } ?? []
        let layout = figure["layout"]
        guard let first = traces.first else {
            return .invalid(ScriptChartMessages.nothingToDraw(library: "Plotly", part: "traces", hint: "data: [{type: 'bar', x: [...], y: [...]}]"))
        }
        guard var kind = kind(of: first) else {
            return .notDrawn(ScriptChartMessages.otherType(first["type"]?.text ?? "untyped", library: "Plotly", drawn: "scatter, bar, pie and histogram traces"))
        }
        // Markers beside lines (`mode: 'markers'` and `'lines'`) are all drawn as lines: their values, kept together.
        let kinds = Set(traces.map { self.kind(of: $0) })
        if kinds == ["line", "scatter"] { kind = "line" }
        var chart = ScriptChart()
        var drawn: [JSON5Value] = []
        for (index, trace) in traces.enumerated() {
            let own = self.kind(of: trace)
            if own == kind || (kind == "line" && own == "scatter") {
                drawn.append(trace)
            } else {
                let type = own ?? trace["type"]?.text ?? "untyped"
                chart.leftOut.append(ScriptChartMessages.leftOut("trace", named: trace["name"]?.text ?? "\(index + 1)", type: type, drawn: kind))
            }
        }
        let horizontal = kind == "bar" && first["orientation"]?.text == "h"
        // A scatter whose x values are not all numbers is drawn over them as categories: a line.
        // A null is no point (ggplotly parts a trace's groups with them).
        let drawnKind = kind == "scatter" && !drawn.allSatisfy({ ($0["x"]?.plotlyList ?? []).allSatisfy { $0.isNumber || $0 == .null } }) ? "line" : kind
        chart.lines.append("type: \(drawnKind)")
        if let title = plainText(layout?["title"]), !title.isEmpty { chart.header("title", title) }
        // Credits written as an axis title or an annotation (`Source: <a href=…>OECD</a>`) are the chart's source.
        var sources: [String] = []
        var axisTitles: [String: String] = [:]
        for axis in ["xaxis", "yaxis"] {
            guard let title = layout?[axis]?["title"], let written = title.text ?? title["text"]?.text else { continue }
            let (found, rest) = PlotlySources.split(written)
            sources += found
            axisTitles[axis] = RichText.plain(rest).trimmingBlanks()
        }
        for annotation in layout?["annotations"]?.list ?? [] {
            guard let written = annotation["text"]?.text else { continue }
            let (found, rest) = PlotlySources.split(written)
            if RichText.plain(rest).trimmingBlanks().isEmpty { sources += found }
        }
        var credited: Set<String> = []
        sources = sources.filter { credited.insert($0).inserted }
        if !sources.isEmpty { chart.header("source", sources.joined(separator: "; ")) }
        if horizontal { chart.lines.append("orientation: horizontal") }
        if kind == "bar", ["stack", "relative"].contains(layout?["barmode"]?.text) { chart.lines.append("stacked: yes") }
        if kind == "area", drawn.contains(where: { $0["stackgroup"] != nil }) { chart.lines.append("stacked: yes") }
        if drawnKind == "line" || kind == "area", drawn.contains(where: { $0.at("line", "shape")?.text == "spline" }) { chart.lines.append("curve: monotone") }
        if drawn.contains(where: { ["hv", "vh", "hvh", "vhv"].contains($0.at("line", "shape")?.text) }) { chart.lines.append("curve: step") }
        // A histogram's ranges: about so many (`nbinsx`), or so wide (`xbins.size`).
        if kind == "histogram" {
            if let size = first.at("xbins", "size")?.number, size > 0 {
                chart.lines.append("bin-width: \(JSON5Value.number(size).cell)")
            } else if let count = first["nbinsx"]?.number, count >= 1 {
                chart.lines.append("bins: \(Int(count))")
            }
        }
        if kind != "pie", kind != "donut" {
            if let title = axisTitles["xaxis"], !title.isEmpty { chart.header("x-axis", title) }
            if let title = axisTitles["yaxis"], !title.isEmpty { chart.header("y-axis", title) }
        }
        if kind != "pie", kind != "donut", kind != "histogram" {
            // The value axis's prefix or suffix (`$`, `%`) is the values' unit.
            let valueAxis = horizontal ? layout?["xaxis"] : layout?["yaxis"]
            if let unit = valueAxis?["tickprefix"]?.text ?? valueAxis?["ticksuffix"]?.text, !unit.isEmpty, unit.count <= 12 {
                chart.header("unit", unit.hasPrefix(" ") ? Cell.quoted(unit) : unit)
            }
            // A percentage tick format (`.0%`) holds fractions: 0.38 is 38%.
            if valueAxis?["tickformat"]?.text?.hasSuffix("%") == true { chart.lines.append("format: percent") }
        }
        chart.lines.append("---")
        switch drawnKind {
        case "pie", "donut":
            let labels = first["labels"]?.plotlyList ?? []
            let values = first["values"]?.plotlyList ?? []
            chart.lines.append("Label | " + Cell.quoted(plainText(first["name"]) ?? "Value"))
            for (index, value) in values.enumerated() {
                chart.lines.append(Cell.quoted(index < labels.count ? RichText.plain(labels[index].text ?? "") : String(index + 1)) + " | " + value.cell)
            }
        case "histogram":
            // The values, one per row, under the trace's name.
            if let name = plainText(first["name"]), !name.isEmpty { chart.lines.append(Cell.quoted(name)) }
            for value in first["x"]?.plotlyList ?? first["y"]?.plotlyList ?? [] { chart.lines.append(value.cell) }
        case "scatter":
            chart.addPoints(drawn.map { trace in
                let xs = trace["x"]?.plotlyList ?? [], ys = trace["y"]?.plotlyList ?? []
                return (plainText(trace["name"]), zip(xs, ys).filter { $0.0 != .null && $0.1 != .null })
            })
        default:
            let (labels, series) = rows(of: drawn, labelsAlong: horizontal ? "y" : "x", valuesAlong: horizontal ? "x" : "y")
            chart.addRows(labels: labels, series: series)
        }
        return .chart(chart)
    }

    /// The chart kind a trace is drawn as, or nil for a trace type this engine has none for.
    private static func kind(of trace: JSON5Value) -> String? {
        switch trace["type"]?.text ?? "scatter" {
        case "bar": return "bar"
        case "histogram": return "histogram"
        case "pie": return (trace["hole"]?.number ?? 0) > 0 ? "donut" : "pie"
        case "scatter", "scattergl":
            // Plotly draws lines and markers unless `mode` says otherwise; `fill` to zero or to
            // the trace before makes an area, a `stackgroup` a stacked one.
            let mode = trace["mode"]?.text ?? "lines"
            if trace["stackgroup"] != nil { return "area" }
            // A closed shape filled (`fill: 'toself'`: ggplotly's tiles and ribbons, a map's
            // regions) is a picture's part, no series of values.
            if trace["fill"]?.text == "toself" { return nil }
            if let fill = trace["fill"]?.text, fill == "tozeroy" || fill == "tonexty" { return "area" }
            return mode.contains("lines") ? "line" : "scatter"
        default: return nil
        }
    }

    /// One row per label along the category axis, with each trace's value there: traces over
    /// different x values share one row for each value any of them has (numbers in order). A
    /// trace without x values is over 0, 1, 2…, as Plotly draws it.
    private static func rows(of traces: [JSON5Value], labelsAlong labelAxis: String, valuesAlong valueAxis: String)
        -> (labels: [String], series: [(name: String?, values: [JSON5Value])])
    {
        let keyed = traces.map { trace in
            let values = trace[valueAxis]?.plotlyList ?? []
            let written: [JSON5Value] = trace[labelAxis]?.plotlyList ?? values.indices.map { .number(Double($0)) }
            let labels = binRanges(of: trace, at: written) ?? written.map { label -> JSON5Value in
                if case .text(let text) = label { return .text(RichText.plain(text)) }
                return label
            }
            return (name: plainText(trace["name"]), labels: labels, values: values)
        }
        if keyed.count == 1 || keyed.allSatisfy({ $0.labels.map(\.text) == keyed[0].labels.map(\.text) }) {
            return (keyed[0].labels.enumerated().map { $1.text ?? String($0 + 1) }, keyed.map { ($0.name, $0.values) })
        }
        var order: [String] = []
        var seen: Set<String> = []
        for trace in keyed {
            for label in trace.labels {
                let text = label.text ?? ""
                if seen.insert(text).inserted { order.append(text) }
            }
        }
        if keyed.allSatisfy({ $0.labels.allSatisfy(\.isNumber) }) {
            order.sort { (Double($0) ?? 0) < (Double($1) ?? 0) }
        }
        let series = keyed.map { trace in
            var byLabel: [String: JSON5Value] = [:]
            for (label, value) in zip(trace.labels, trace.values) where byLabel[label.text ?? ""] == nil { byLabel[label.text ?? ""] = value }
            return (trace.name, order.map { byLabel[$0] ?? .null })
        }
        return (order, series)
    }

    /// A histogram's bars as ggplotly writes them (a bar trace over the ranges' middles, each as
    /// wide as the step between them: `x: [0, 50, 100], width: [50, 50, 50]`) named by their
    /// ranges (`-25–25`, `25–75`, `75–125`); nil for any other trace.
    private static func binRanges(of trace: JSON5Value, at middles: [JSON5Value]) -> [JSON5Value]? {
        guard trace["type"]?.text == "bar", let width = trace["width"].flatMap({ $0.number ?? $0.plotlyList?.first?.number }), width > 0,
            trace["width"]?.plotlyList?.allSatisfy({ $0.number == width }) ?? true
        else { return nil }
        let numbers = middles.compactMap(\.number)
        guard numbers.count == middles.count, !numbers.isEmpty,
            zip(numbers, numbers.dropFirst()).allSatisfy({ abs(($1 - $0) - width) <= width * 1e-6 })
        else { return nil }
        func written(_ edge: Double) -> String { JSON5Value.number((edge * 1e9).rounded() / 1e9).text ?? String(edge) }
        return numbers.map { .text(written($0 - width / 2) + "–" + written($0 + width / 2)) }
    }

    /// A title as text: Plotly writes it as a string or `{text: ...}`, with `<br>` and a few tags
    /// for bold, italics and sub- and superscripts, which a chart's title shows as words.
    private static func plainText(_ value: JSON5Value?) -> String? {
        (value?.text ?? value?["text"]?.text).map(RichText.plain)
    }
}
