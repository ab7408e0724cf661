/// What the Vega-Lite reader says, each message with what to do.
enum VegaLiteMessages {
    static let composed =
        "this Vega-Lite chart is shown as its code: it layers, repeats or joins several views, and site draws one mark over one table; draw each as its own ```chart block"

    /// A layer's mark drawn over the chart's (a rule at the mean), which a chart here draws with `rule:`.
    static func markLeftOut(_ mark: String) -> String {
        "this Vega-Lite chart's \(mark) layer is left out: a chart here draws one mark; write a reference line as rule: VALUE LABEL in a ```chart block"
    }

    /// A spec of Vega itself (`$schema: …/schema/vega/v5.json`: signals, scales and marks written out), not Vega-Lite.
    static let vega =
        "this Vega chart is shown as its code: its spec is Vega's own (signals, scales and marks written out), and site draws Vega-Lite's bar, line, area, point and arc charts; write the values it shows in a ```chart block or put an image in its place"

    /// A `transform:` list, named by its first operation (`filter`) where it names a known one.
    static func transformed(by operation: String?) -> String {
        let what = operation.map { "its data goes through a \($0) transform" } ?? "its data goes through a transform"
        return "this Vega-Lite chart is shown as its code: \(what), which site leaves to the writer; write the values it shows in a ```chart block"
    }

    static let transformed =
        "this Vega-Lite chart is shown as its code: it transforms, bins or aggregates its data in a way site leaves to the writer (it works out a sum, mean, count, min, max or median per label); write the values it shows in a ```chart block"

    static func fieldsMissing(_ channels: String) -> String {
        "this Vega-Lite chart names no field for \(channels); add encoding: {x: {field: ...}, y: {field: ...}}"
    }

    /// A mark from one value to another (`x2`: a Gantt chart's bars from start to end).
    static func ranged(_ channel: String) -> String {
        "this Vega-Lite chart is shown as its code: its \(channel) draws each mark from one value to another, and a chart here draws each from zero; write the lengths in a ```chart block"
    }

    /// A stack of shares (`normalize`) or around a centre (`center`), which a chart here does not draw.
    static func restacked(_ stack: String) -> String {
        stack == "normalize"
            ? "this Vega-Lite chart is shown as its code: its stack: normalize draws each stack as shares of 100%, which a chart here does for bars only; write it as a ```chart block with type: bar and stacked: percent"
            : "this Vega-Lite chart is shown as its code: its stack: center draws stacks around a centre line, and a chart here stacks the values from zero; write the values in a ```chart block with stacked: yes"
    }

    /// One positional field of the two a chart here needs (a strip of points along y).
    static func oneField(_ channel: String, of channels: String) -> String {
        "this Vega-Lite chart is shown as its code: it places its marks by \(channel) alone, and a chart here needs \(channels); add the other field to its encoding, or write it as a ```chart block"
    }

    static let noValues = "this Vega-Lite chart has no data to draw; add data: {values: [{...}, ...]} or a CSV file's url"

    static func remoteData(_ url: String) -> String {
        "this Vega-Lite chart is shown as its code: its data is at \(url), which a build does not fetch; save the file next to the post and name it in data.url"
    }
}
