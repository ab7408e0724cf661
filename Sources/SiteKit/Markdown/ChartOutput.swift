import Charts
import Foundation

/// A chart made with a charting library whose figure the chart engine reads, as a notebook's
/// output or a page's HTML holds it: Altair's and JupyterLab's Vega-Lite spec, Plotly's figure.
/// Drawn as the post's own fenced block would be, inline SVG instead of a script from a CDN; one
/// the engine cannot draw (an interactive selection alone, remote data) keeps what was there.
struct ChartOutput: Equatable {
    enum Library: Equatable {
        case vegaLite, plotly

        /// The fence word that draws it.
        var fenceWord: String {
            switch self {
            case .vegaLite: "vega-lite"
            case .plotly: "plotly"
            }
        }

        var syntax: ChartSyntax {
            switch self {
            case .vegaLite: .vegaLite
            case .plotly: .plotly
            }
        }
    }

    var library: Library
    /// The figure as JSON, its records cut to the fields it draws, keys sorted.
    var json: String

    /// The chart in an output's MIME bundle (`application/vnd.vegalite.v4+json`,
    /// `application/vnd.plotly.v1+json`), or in the HTML Altair or Plotly writes (a notebook saved
    /// without the bundle, a page's embed: `vegaEmbed(…)` or `Plotly.newPlot(…)` called with the
    /// figure, R's Plotly widget); nil for any other output.
    init?(bundle: [String: Any], html: String?) {
        for (key, value) in bundle.sorted(by: { $0.key < $1.key }) {
            let library: Library? =
                key.hasPrefix("application/vnd.vegalite.") ? .vegaLite : key.hasPrefix("application/vnd.plotly.") ? .plotly : nil
            guard let library, let figure = value as? [String: Any], let json = Self.json(figure) else { continue }
            self.library = library
            self.json = json
            return
        }
        guard let html else { return nil }
        if let spec = Self.altairSpec(in: html), let json = Self.json(spec) {
            library = .vegaLite
            self.json = json
        } else if let figure = Self.plotlyFigure(in: html), let json = Self.json(figure) {
            library = .plotly
            self.json = json
        } else if let (widget, data) = HTMLWidget.first(in: html), widget.kind == "plotly", let figure = Self.plotlyWidgetFigure(data), let json = Self.json(figure) {
            library = .plotly
            self.json = json
        } else {
            return nil
        }
    }

    /// The figure of R's Plotly widget (`ggplotly()`, `plot_ly()` in a knitted page), from its
    /// data script's JSON: `{"x": {"data": [traces…], "layout": {…}, "config": …}}`.
    init?(plotlyWidgetData data: Substring) {
        guard let figure = Self.plotlyWidgetFigure(data), let json = Self.json(figure) else { return nil }
        library = .plotly
        self.json = json
    }

    private static func plotlyWidgetFigure(_ data: Substring) -> [String: Any]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any],
            let widget = object["x"] as? [String: Any], let traces = widget["data"] as? [Any], !traces.isEmpty
        else { return nil }
        var figure: [String: Any] = ["data": traces]
        if let layout = widget["layout"] as? [String: Any] { figure["layout"] = layout }
        return figure
    }

    /// The figure of Plotly's HTML (`fig.write_html()`, a notebook's or Quarto's output):
    /// `Plotly.newPlot("id", [traces…], {layout…}, {config…})`, its traces and layout.
    private static func plotlyFigure(in html: String) -> [String: Any]? {
        guard let call = html.range(of: "Plotly.newPlot(") else { return nil }
        var rest = html[call.upperBound...]
        // Past the first argument, the element or its id.
        guard let comma = rest.firstIndex(of: ",") else { return nil }
        rest = rest[rest.index(after: comma)...].drop { $0.isWhitespace }
        guard let traces = balancedObject(rest, opening: "["), let data = try? JSONSerialization.jsonObject(with: Data(traces.utf8)) as? [Any]
        else { return nil }
        var figure: [String: Any] = ["data": data]
        rest = rest[traces.endIndex...].drop { $0.isWhitespace || $0 == "," }
        if let layout = balancedObject(rest), let object = try? JSONSerialization.jsonObject(with: Data(layout.utf8)) as? [String: Any] {
            figure["layout"] = object
        }
        return figure
    }

    /// Whether the chart engine draws it (rather than leaving it as code); `quietly`: with nothing to say about it.
    func isDrawn(quietly: Bool = false) -> Bool {
        let block = ChartBlock(body: json, path: "output", firstLine: 1, idSeed: "output", syntax: library.syntax)
        let chart = ChartEngine.figure(for: block)
        return !chart.isLeftAsCode && !chart.html.isEmpty && !chart.diagnostics.contains { $0.severity == .error }
            && (!quietly || chart.diagnostics.isEmpty)
    }

    /// The Markdown that draws it, or nil when the chart engine would leave it as code.
    var markdown: String? {
        isDrawn() ? "```\(library.fenceWord)\n\(json)\n```\n\n" : nil
    }

    /// The spec of Altair's embedding script: a notebook's, which ends in `})({…spec…}, {"mode":
    /// "vega-lite"});`, or a page's, `vegaEmbed('#vis', spec)` after `var spec = {…};`, or with
    /// the spec itself as the argument.
    private static func altairSpec(in html: String) -> [String: Any]? {
        guard let call = html.range(of: "vegaEmbed(", options: .backwards) else { return nil }
        var candidates: [Substring] = []
        if let end = html.range(of: ", {\"mode\": \"vega-lite\"}", options: .backwards),
            let start = html.range(of: "})(", options: .backwards, range: html.startIndex..<end.lowerBound)
        {
            candidates.append(html[start.upperBound..<end.lowerBound])
        }
        // `vegaEmbed(target, spec…`: the second argument, an object or a name assigned one.
        let arguments = html[call.upperBound...]
        if let comma = arguments.firstIndex(of: ",") {
            let second = arguments[arguments.index(after: comma)...].drop { $0.isWhitespace }
            if second.first == "{", let object = balancedObject(second) {
                candidates.append(object)
            } else {
                let name = second.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
                if !name.isEmpty, let assigned = html[..<call.lowerBound].range(of: name + " = ", options: .backwards),
                    let object = balancedObject(html[assigned.upperBound...].drop { $0.isWhitespace })
                {
                    candidates.append(object)
                }
            }
        }
        for text in candidates {
            if let spec = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] { return spec }
        }
        return nil
    }

    /// The JSON object (or, `opening: "["`, list) `text` starts with, to its closing bracket, strings skipped; or nil.
    private static func balancedObject(_ text: Substring, opening: Character = "{") -> Substring? {
        guard text.first == opening else { return nil }
        var depth = 0
        var inString = false, escaped = false
        for index in text.indices {
            let character = text[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{", "[": depth += 1
            case "}", "]":
                depth -= 1
                if depth == 0 { return text[...index] }
            default: break
            }
        }
        return nil
    }

    /// The figure as JSON with only the fields it names kept in its records: a notebook's data
    /// frame has every column, and a chart block over a megabyte is not drawn.
    private static func json(_ figure: [String: Any]) -> String? {
        var figure = figure
        var fields: Set<String> = []
        collectFields(in: figure.filter { $0.key != "datasets" && $0.key != "data" }, into: &fields)
        if !fields.isEmpty {
            if let datasets = figure["datasets"] as? [String: Any] {
                figure["datasets"] = datasets.mapValues { pruned($0, to: fields) }
            }
            if var data = figure["data"] as? [String: Any], let values = data["values"] {
                data["values"] = pruned(values, to: fields)
                figure["data"] = data
            }
        }
        guard JSONSerialization.isValidJSONObject(figure),
            let data = try? JSONSerialization.data(withJSONObject: figure, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Every name under a `field` key (`{"field": "IMDB_Rating"}`) and in a `fields` list.
    private static func collectFields(in value: Any, into fields: inout Set<String>) {
        if let object = value as? [String: Any] {
            for (key, inner) in object {
                if key == "field", let name = inner as? String {
                    fields.insert(name)
                } else if key == "fields", let names = inner as? [Any] {
                    fields.formUnion(names.compactMap { $0 as? String })
                } else {
                    collectFields(in: inner, into: &fields)
                }
            }
        } else if let list = value as? [Any] {
            for inner in list { collectFields(in: inner, into: &fields) }
        }
    }

    /// Records (a list of objects) with only `fields`; anything else as it is.
    private static func pruned(_ records: Any, to fields: Set<String>) -> Any {
        guard let list = records as? [[String: Any]] else { return records }
        return list.map { record in record.filter { fields.contains($0.key) } }
    }
}
