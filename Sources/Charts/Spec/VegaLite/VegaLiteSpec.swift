/// A Vega-Lite specification, as ```vega-lite fences (Obsidian, markdown-it and Docusaurus
/// plugins, Quarto) and `{{< vega-lite >}}` shortcodes hold it, rewritten as a chart block: one
/// mark over inline `data.values` (or Altair's named `datasets`, or a CSV file next to the post), its x, y (or theta) and colour
/// fields, the title and axis titles; a sum, mean or count per label worked out (`Aggregate`); bars
/// of a binned field's count as a histogram. A spec that transforms its data otherwise is left as code.
enum VegaLiteSpec {
    /// The operation of a spec's first transform (`filter`, `calculate`, `fold`), as its key names it.
    private static func operation(of transform: JSON5Value) -> String? {
        guard case .object(let fields) = transform.firstOfList else { return nil }
        let operations = ["filter", "calculate", "fold", "pivot", "window", "joinaggregate", "aggregate", "bin", "timeUnit", "lookup", "flatten", "sample", "stack", "density", "loess", "regression", "quantile", "impute"]
        return operations.first { fields[$0] != nil }
    }

    static func read(_ text: String) -> ScriptChart.Reading {
        ScriptChart.reading(text, library: "Vega-Lite", chart(from:))
    }

    private static func chart(from spec: JSON5Value) -> ScriptChart.Reading {
        var spec = spec
        // Altair names its data (`data: {name: 'data-85f6…'}`) and keeps the records under `datasets`.
        if case .object(var fields) = spec, let name = spec["data"]?["name"]?.text, let values = spec["datasets"]?[name] {
            fields["data"] = .object(["values": values])
            fields["datasets"] = nil
            spec = .object(fields)
        }
        if spec["$schema"]?.text?.contains("/schema/vega/") == true || (spec["marks"] != nil && spec["mark"] == nil) {
            return .notDrawn(VegaLiteMessages.vega)
        }
        if spec["concat"] != nil || spec["hconcat"] != nil || spec["vconcat"] != nil || spec["facet"] != nil || spec["repeat"] != nil {
            return .notDrawn(VegaLiteMessages.composed)
        }
        var leftOut: [String] = []
        // A text layer that writes the values as percentages (`format: ".2%"`) says they are fractions.
        let labelsArePercentages = (spec["layer"]?.list ?? []).contains { $0.at("encoding", "text", "format")?.text?.hasSuffix("%") == true }
        if spec["layer"] != nil, let combined = barsWithLines(spec) { return .chart(combined) }
        if spec["layer"] != nil {
            guard let one = oneView(ofLayers: spec) else { return .notDrawn(VegaLiteMessages.composed) }
            spec = one.spec
            leftOut = one.marksLeftOut.map(VegaLiteMessages.markLeftOut)
        }
        let markValue = spec["mark"]
        let mark = markValue?.text ?? markValue?["type"]?.text ?? ""
        let encoding = spec["encoding"]
        // A sum, mean or count per label is worked out here (`aggregate: 'sum'`); other transforms are not.
        if let transform = spec["transform"] {
            return .notDrawn(VegaLiteMessages.transformed(by: Self.operation(of: transform)))
        }
        if let histogram = histogram(spec, mark: mark) { return histogram }
        if ["x", "y", "theta", "color"].contains(where: { channel in
                encoding?[channel]?["aggregate"].map { !Aggregate.reads($0.text) } ?? false || encoding?[channel]?["bin"] != nil
                    || encoding?[channel]?["timeUnit"] != nil
            })
        {
            return .notDrawn(VegaLiteMessages.transformed)
        }
        // Channels that change what the values mean, which a chart here cannot say: a bar or area
        // from one value to another (a Gantt chart's start and end), small multiples.
        if let channel = ["x2", "y2", "theta2", "radius2"].first(where: { encoding?[$0] != nil }) {
            return .notDrawn(VegaLiteMessages.ranged(channel))
        }
        if ["row", "column", "facet"].contains(where: { encoding?[$0] != nil }) { return .notDrawn(VegaLiteMessages.composed) }
        // A stack of shares is drawn for bars (`stacked: percent`); for areas, and a stack around a centre, not.
        if let stack = ["x", "y", "theta"].lazy.compactMap({ encoding?[$0]?["stack"]?.text }).first(where: { $0 == "normalize" || $0 == "center" }),
            stack == "center" || mark != "bar"
        {
            return .notDrawn(VegaLiteMessages.restacked(stack))
        }
        // A quantitative colour is a shade along the values (`color: {field: 'percentage', type:
        // 'quantitative'}`), which the palette leaves out; a nominal one makes the series.
        let x = encoding?["x"], y = encoding?["y"]
        let color = encoding?["color"]?["type"]?.text == "quantitative" ? nil : encoding?["color"]?["field"]?.text
        var chart = ScriptChart()
        chart.leftOut = leftOut
        // Bars are horizontal when their length (the quantitative field) runs along x.
        let isQuantity = { (channel: JSON5Value?) in channel?["type"]?.text == "quantitative" || channel?["aggregate"] != nil }
        let barsAlongY = isQuantity(x) && !isQuantity(y)
        let kind: String
        let label: JSON5Value?, value: JSON5Value?
        switch mark {
        case "bar": kind = "bar"; (label, value) = barsAlongY ? (y, x) : (x, y)
        case "line", "trail": kind = "line"; (label, value) = (x, y)
        case "area": kind = "area"; (label, value) = (x, y)
        case "point", "circle", "square": kind = "scatter"; (label, value) = (x, y)
        case "arc":
            kind = (markValue?["innerRadius"].map { $0.isTrue } ?? false) ? "donut" : "pie"
            (label, value) = (encoding?["color"], encoding?["theta"])
        default: return .notDrawn(ScriptChartMessages.otherType(mark.isEmpty ? "unmarked" : mark, library: "Vega-Lite", drawn: "bar, line, area, point and arc marks"))
        }
        let aggregate = value?["aggregate"]?.text
        // A count needs no field: its value is the number of records.
        guard label?["aggregate"] == nil, color == nil || encoding?["color"]?["aggregate"] == nil else { return .notDrawn(VegaLiteMessages.transformed) }
        guard let labelField = label?["field"]?.text, let valueField = value?["field"]?.text ?? (aggregate == "count" ? "count" : nil) else {
            let channels = kind == "pie" || kind == "donut" ? "theta and color" : "x and y"
            // One field of the two is a strip of marks along one axis, which Vega-Lite draws and a chart here does not.
            let named = (kind == "pie" || kind == "donut" ? ["theta", "color"] : ["x", "y"]).filter { encoding?[$0]?["field"] != nil }
            return named.isEmpty ? .invalid(VegaLiteMessages.fieldsMissing(channels)) : .notDrawn(VegaLiteMessages.oneField(named[0], of: channels))
        }
        chart.lines.append("type: \(kind)")
        if let title = spec["title"]?.text ?? spec["title"]?["text"]?.text, !title.isEmpty { chart.header("title", title) }
        if let description = spec["description"]?.text, !description.isEmpty { chart.header("description", description) }
        if kind == "bar", barsAlongY { chart.lines.append("orientation: horizontal") }
        // Vega-Lite stacks coloured bars and areas unless told `stack: null`, or unless an offset
        // channel (`xOffset: {field: group}`) sets them side by side.
        let stack = value?["stack"]
        let offset = encoding?["xOffset"] != nil || encoding?["yOffset"] != nil
        let stacked = color != nil && !offset ? stack.map(\.isTrue) ?? true : stack?.isTrue == true
        if kind == "bar" || kind == "area", stacked { chart.lines.append(stack?.text == "normalize" ? "stacked: percent" : "stacked: yes") }
        if kind != "pie", kind != "donut" {
            if let title = x?["title"]?.text, !title.isEmpty { chart.header("x-axis", title) }
            if let title = y?["title"]?.text, !title.isEmpty { chart.header("y-axis", title) }
        }
        // A value axis formatted as a percentage (`"%"`, `".0%"`) holds fractions: 0.38 is 38%.
        if (value?.at("axis", "format") ?? value?["format"])?.text?.hasSuffix("%") == true || labelsArePercentages { chart.lines.append("format: percent") }
        // A colour field names the series: one per value, as a chart block's `group-by:` makes them.
        let series = kind == "pie" || kind == "donut" ? nil : color
        if let series, kind != "scatter" {
            chart.header("group-by", series)
            chart.lines.append("columns: \(listed(labelField)), \(listed(valueField))")
        }
        let fields = [labelField, valueField] + (series.map { [$0] } ?? [])
        if let path = spec["data"]?["url"]?.text {
            // A CSV file next to the post, read as a chart block's `data:` is.
            guard !path.contains(":") else { return .notDrawn(VegaLiteMessages.remoteData(path)) }
            // A file's rows are read as they are: an aggregate over them is not worked out.
            guard aggregate == nil else { return .notDrawn(VegaLiteMessages.transformed) }
            chart.header("data", path)
            if series == nil || kind == "scatter" { chart.lines.append("columns: " + fields.map(listed).joined(separator: ", ")) }
            chart.lines.append("---")
            return .chart(chart)
        }
        guard var records = inlineRecords(of: spec), !records.isEmpty else {
            return .invalid(VegaLiteMessages.noValues)
        }
        if let aggregate { records = Aggregate.records(records, by: [labelField] + (series.map { [$0] } ?? []), value: valueField, aggregate) }
        chart.lines.append("---")
        chart.lines.append(fields.map(Cell.quoted).joined(separator: " | "))
        for record in records {
            let cells = fields.enumerated().map { index, field in
                index == 1 || (index == 0 && kind == "scatter") ? (record[field] ?? .null).cell : Cell.quoted(record[field]?.text ?? "")
            }
            chart.lines.append(cells.joined(separator: " | "))
        }
        return .chart(chart)
    }

    /// `data: {values: "name,visits\\nHome,137\\n…", format: {type: 'csv'}}`: the records a CSV text holds.
    /// Bars over a binned field counted (`x: {bin: true, field: 'minutes'}`, `y: {aggregate:
    /// 'count'}`), as Vega-Lite's histogram example writes it: a histogram of the field's values,
    /// `maxbins` as its bins and `step` as its bin width. Nil for any other spec.
    private static func histogram(_ spec: JSON5Value, mark: String) -> ScriptChart.Reading? {
        let encoding = spec["encoding"]
        guard mark == "bar", encoding?["color"] == nil else { return nil }
        let binned = ["x", "y"].filter { encoding?[$0]?["bin"].map { $0.isTrue || $0["maxbins"] != nil || $0["step"] != nil } ?? false }
        guard binned.count == 1, let channel = encoding?[binned[0]], let field = channel["field"]?.text else { return nil }
        let other = encoding?[binned[0] == "x" ? "y" : "x"]
        guard other?["aggregate"]?.text == "count" || (other == nil) else { return nil }
        guard let records = inlineRecords(of: spec), !records.isEmpty else { return nil }
        var chart = ScriptChart()
        chart.lines.append("type: histogram")
        if let title = spec["title"]?.text ?? spec["title"]?["text"]?.text, !title.isEmpty { chart.header("title", title) }
        if let description = spec["description"]?.text, !description.isEmpty { chart.header("description", description) }
        if let step = channel["bin"]?["step"]?.number, step > 0 {
            chart.lines.append("bin-width: \(JSON5Value.number(step).cell)")
        } else if let count = channel["bin"]?["maxbins"]?.number, count >= 1 {
            chart.lines.append("bins: \(Int(min(count, Double(HistogramBins.mostBins))))")
        }
        if let title = channel["title"]?.text, !title.isEmpty { chart.header("x-axis", title) }
        chart.lines.append("---")
        chart.lines.append(Cell.quoted(field))
        for record in records { chart.lines.append((record[field] ?? .null).cell) }
        return .chart(chart)
    }

    /// The records written in the spec (`data.values`): a list, or CSV text.
    private static func inlineRecords(of spec: JSON5Value) -> [JSON5Value]? {
        spec["data"]?["values"]?.list ?? spec["data"]?["values"]?.text.flatMap(Self.records(inCSV:))
    }

    private static func records(inCSV text: String) -> [JSON5Value]? {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingBlanks() } }
        guard let titles = lines.first, titles.count >= 2 else { return nil }
        return lines.dropFirst().map { cells in
            .object(Dictionary(zip(titles, cells.map { cell in Double(cell).map(JSON5Value.number) ?? .text(cell) }), uniquingKeysWith: { first, _ in first }))
        }
    }

    /// Layers that draw one view: the same data and the same x and y fields, one drawing mark (or
    /// an area with its line, a line with its points) and any text, rule or tick marks over it,
    /// as specs draw a line with points or bars with their values. That mark's spec, its encoding
    /// over the shared one, and the rule and tick marks left out (text marks only repeat values
    /// the chart writes); nil when the layers draw more than one view.
    private static func oneView(ofLayers spec: JSON5Value) -> (spec: JSON5Value, marksLeftOut: [String])? {
        guard case .object(var fields) = spec, let layers = spec["layer"]?.list, !layers.isEmpty else { return nil }
        func markName(_ layer: JSON5Value) -> String { layer["mark"]?.text ?? layer["mark"]?["type"]?.text ?? "" }
        func field(_ layer: JSON5Value, _ channel: String) -> String? {
            layer["encoding"]?[channel]?["field"]?.text ?? spec["encoding"]?[channel]?["field"]?.text
        }
        let annotations: Set = ["text", "rule", "tick"]
        let drawing = layers.filter { !annotations.contains(markName($0)) }
        let marks = Set(drawing.map(markName))
        guard let primary = drawing.first(where: { markName($0) == "area" }) ?? drawing.first,
            marks.count == 1 || marks == ["area", "line"] || marks == ["line", "point"] || marks == ["area", "line", "point"]
        else { return nil }
        for layer in layers {
            // Every layer over the same data and fields, or an annotation that adds none.
            if layer["data"] != nil, layer["data"] != spec["data"] { return nil }
            if annotations.contains(markName(layer)) { continue }
            for channel in ["x", "y", "theta", "color"] where field(layer, channel) != field(primary, channel) { return nil }
        }
        var encoding: [String: JSON5Value] = [:]
        if case .object(let shared)? = spec["encoding"] { encoding = shared }
        if case .object(let own)? = primary["encoding"] { encoding.merge(own) { _, layer in layer } }
        fields["layer"] = nil
        fields["mark"] = primary["mark"]
        fields["encoding"] = .object(encoding)
        if fields["data"] == nil { fields["data"] = primary["data"] }
        if fields["transform"] == nil { fields["transform"] = primary["transform"] }
        return (.object(fields), layers.map(markName).filter { $0 == "rule" || $0 == "tick" })
    }

    /// A bar layer and line layers over the same x, each its own quantitative y (Vega-Lite's
    /// "bar chart with a line overlay"): bars with those lines over them (`lines:`); nil for any
    /// other layers, which `oneView` reads or leaves.
    private static func barsWithLines(_ spec: JSON5Value) -> ScriptChart? {
        guard let layers = spec["layer"]?.list, spec["transform"] == nil else { return nil }
        func markName(_ layer: JSON5Value) -> String { layer["mark"]?.text ?? layer["mark"]?["type"]?.text ?? "" }
        func channel(_ layer: JSON5Value, _ name: String) -> JSON5Value? { layer["encoding"]?[name] ?? spec["encoding"]?[name] }
        let drawing = layers.filter { !["text", "rule", "tick"].contains(markName($0)) }
        let bars = drawing.filter { markName($0) == "bar" }, lines = drawing.filter { markName($0) == "line" }
        guard bars.count == 1, !lines.isEmpty, bars.count + lines.count == drawing.count, let bar = bars.first,
            let labelField = channel(bar, "x")?["field"]?.text, let barField = channel(bar, "y")?["field"]?.text,
            channel(bar, "y")?["type"]?.text == "quantitative"
        else { return nil }
        var lineFields: [String] = []
        for layer in drawing {
            // One table, no colour, no aggregate or transform: each layer a column of it.
            guard layer["data"] == nil, layer["transform"] == nil, channel(layer, "color")?["field"] == nil,
                channel(layer, "x")?["field"]?.text == labelField, channel(layer, "y")?["aggregate"] == nil
            else { return nil }
            if markName(layer) == "line" {
                guard let field = channel(layer, "y")?["field"]?.text, field != barField else { return nil }
                if !lineFields.contains(field) { lineFields.append(field) }
            }
        }
        var chart = ScriptChart()
        // Each layer on a y scale of its own (`resolve: {scale: {y: 'independent'}}`): one axis here, and a warning.
        if spec.at("resolve", "scale", "y")?.text == "independent" {
            chart.leftOut = lineFields.map { ScriptChartMessages.ownAxis($0, library: "Vega-Lite") }
        }
        chart.lines.append("type: bar")
        if let title = spec["title"]?.text ?? spec["title"]?["text"]?.text, !title.isEmpty { chart.header("title", title) }
        if let description = spec["description"]?.text, !description.isEmpty { chart.header("description", description) }
        chart.lines.append("lines: " + lineFields.map(listed).joined(separator: ", "))
        if let title = channel(bar, "x")?["title"]?.text, !title.isEmpty { chart.header("x-axis", title) }
        if let title = channel(bar, "y")?["title"]?.text, !title.isEmpty { chart.header("y-axis", title) }
        let fields = [labelField, barField] + lineFields
        if let path = spec["data"]?["url"]?.text {
            guard !path.contains(":") else { return nil }
            chart.header("data", path)
            chart.lines.append("columns: " + fields.map(listed).joined(separator: ", "))
            chart.lines.append("---")
            return chart
        }
        guard let records = spec["data"]?["values"]?.list, !records.isEmpty else { return nil }
        chart.lines.append("---")
        chart.lines.append(fields.map(Cell.quoted).joined(separator: " | "))
        for record in records {
            chart.lines.append(([Cell.quoted(record[labelField]?.text ?? "")] + fields.dropFirst().map { (record[$0] ?? .null).cell }).joined(separator: " | "))
        }
        return chart
    }

    /// A field's name in a header key's list: quoted only when a comma or a quote would split it.
    private static func listed(_ field: String) -> String {
        field.contains(",") || field.contains("\"") ? Cell.quoted(field) : field
    }
}
