/// A chart library's configuration written in a ```chart fence as JSON (`{"type": "bar", "data":
/// {"datasets": …}}`), as Markdown editors and notes moved from them hold it: which library's
/// it is, from the keys each one's configuration has, so its reader draws it.
enum JSONChartLibrary {
    /// The library `body` is a configuration of; nil when it is no JSON object, or none this engine reads.
    static func recognise(_ body: String) -> ChartSyntax? {
        guard body.utf8.first(where: { !$0.isSpace }) == UInt8(ascii: "{") else { return nil }
        // Read as its library's reader will: leniently past a function that formats its ticks.
        if case .success(let value) = JSON5Value.read(body) { return recognise(value) }
        return JSON5Value.readLeniently(body).flatMap { recognise($0.value) }
    }

    static func recognise(_ value: JSON5Value) -> ChartSyntax? {
        guard case .object(let fields) = value else { return nil }
        if value["$schema"]?.text?.contains("vega-lite") == true || fields["mark"] != nil || fields["encoding"] != nil { return .vegaLite }
        if value.at("data", "datasets") != nil || fields["datasets"] != nil { return .chartJS }
        // Plotly's figure: `data` a list of traces (`x`, `y`, `values`).
        if let traces = value["data"]?.list, traces.contains(where: { $0["x"] != nil || $0["y"] != nil || $0["values"] != nil }) { return .plotly }
        // Both write each series' values as its `data`.
        guard let series = value["series"]?.listOrOne, !series.isEmpty, series.allSatisfy({ $0["data"] != nil }) else { return nil }
        // Highcharts names its chart (`chart: {type: 'column'}`) and its categories; every ECharts series names its type.
        if fields["chart"] != nil || value.at("xAxis", "categories") != nil { return .highcharts }
        if series.allSatisfy({ $0["type"] != nil }) || value.at("xAxis", "data") != nil { return .echarts }
        return .highcharts
    }
}
