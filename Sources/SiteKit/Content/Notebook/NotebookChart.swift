import Charts
import Foundation

/// A chart a notebook's code made with a charting library whose figure the chart engine reads:
/// Altair's and JupyterLab's Vega-Lite spec, Plotly's figure. Drawn as the post's own fenced
/// block would be, inline SVG instead of a script from a CDN; an output the engine cannot draw
/// (an interactive selection alone, remote data) keeps what the notebook showed.
struct NotebookChart: Equatable {
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
    /// `application/vnd.plotly.v1+json`), or in the HTML Altair writes for a notebook saved without
    /// one (`vegaEmbed(outputDiv, spec, embedOpt)` called with the spec); nil for any other output.
    init?(bundle: [String: Any], html: String?) {
        for (key, value) in bundle.sorted(by: { $0.key < $1.key }) {
            let library: Library? =
                key.hasPrefix("application/vnd.vegalite.") ? .vegaLite : key.hasPrefix("application/vnd.plotly.") ? .plotly : nil
            guard let library, let figure = value as? [String: Any], let json = Self.json(figure) else { continue }
            self.library = library
            self.json = json
            return
        }
        guard let html, let spec = Self.altairSpec(in: html), let json = Self.json(spec) else { return nil }
        library = .vegaLite
        self.json = json
    }

    /// The Markdown that draws it, or nil when the chart engine would leave it as code.
    var markdown: String? {
        let block = ChartBlock(body: json, path: "notebook", firstLine: 1, idSeed: "notebook", syntax: library.syntax)
        let chart = ChartEngine.figure(for: block)
        guard !chart.isLeftAsCode, !chart.html.isEmpty, !chart.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return "```\(library.fenceWord)\n\(json)\n```\n\n"
    }

    /// Altair's embedding script ends in `})({…spec…}, {"mode": "vega-lite"});`.
    private static func altairSpec(in html: String) -> [String: Any]? {
        guard html.contains("vegaEmbed"), let end = html.range(of: ", {\"mode\": \"vega-lite\"}", options: .backwards),
            let start = html.range(of: "})(", options: .backwards, range: html.startIndex..<end.lowerBound)
        else { return nil }
        let text = html[start.upperBound..<end.lowerBound]
        return try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
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
