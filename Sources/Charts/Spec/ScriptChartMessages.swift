/// What the Chart.js and ECharts readers say, each message with what to do.
enum ScriptChartMessages {
    /// A `type` of `library`'s that this engine has no kind for; `drawn` lists the ones it draws.
    static func otherType(_ type: String, library: String, drawn: String) -> String {
        "this \(library) \(type) chart is shown as its code: site draws \(library)'s \(drawn), and no script runs on the page to draw the others; write it as a ```chart block or put an image in its place"
    }

    /// A configuration whose values the chart it reads as cannot take: `problem` is what that chart said.
    static func undrawable(library: String, because problem: String) -> String {
        "this \(library) chart is shown as its code: read as a chart here, its data does not fit (\(problem.shortenedForMessage(limit: 160))); write it as a ```chart block or put an image in its place"
    }

    /// A function in the configuration (a tick's or a tooltip's format), which no script runs here.
    static func functionLeftOut(line: Int, library: String) -> String {
        "the function on line \(line) of this \(library) chart is left out (only a script runs it): the chart writes its ticks and values itself, with the unit a tick's format adds ('$' + value); write 'unit:' in a ```chart block for another"
    }

    /// A variable in the configuration (`animations: animation`), whose value only the page's script knows.
    static func variableLeftOut(line: Int, library: String) -> String {
        "the variable on line \(line) of this \(library) chart is left out (only the page's script knows its value); write the value itself if the chart needs it"
    }

    /// A series with a value axis of its own (a second y axis), drawn on the chart's one axis.
    static func ownAxis(_ name: String, library: String) -> String {
        "the \(library) series '\(name.shortenedForMessage())' has a value axis of its own, which a chart here does not draw: it is drawn on the bars' axis, where small values lie low; give it a chart of its own to show it on its own scale"
    }

    /// A series with more values than the chart has labels: the last ones, which the library does
    /// not draw either, are left out.
    static func valuesPastLabels(_ name: String?, values: Int, labels: Int, library: String) -> String {
        let series = name.map { "the \(library) series '\($0.shortenedForMessage())'" } ?? "this \(library) chart's series"
        let extra = values - labels
        return "\(series) has \(values) values for \(labels) label\(labels == 1 ? "" : "s"): the last \(extra == 1 ? "one has" : "\(extra) have") no label, and \(library) does not draw \(extra == 1 ? "it" : "them") either, so \(extra == 1 ? "it is" : "they are") left out; add \(extra == 1 ? "its label" : "their labels") to 'labels', or take \(extra == 1 ? "it" : "them") out"
    }

    /// A logarithmic axis on a kind drawn on a linear one.
    static func noLogScale(kind: String, library: String) -> String {
        "this \(library) chart's logarithmic axis is drawn linear: a \(kind) chart here has no log scale (a line's 'scale: log' has); small values may be too short to see"
    }

    /// Nothing to draw; `hint` is how the library writes its data.
    static func nothingToDraw(library: String, part: String, hint: String) -> String {
        "this \(library) chart has no \(part) to draw; add \(hint)"
    }

    /// A `part` (a dataset, a series) of another type than the chart's, left out.
    static func leftOut(_ part: String, named name: String, type: String, drawn: String) -> String {
        "the \(part) '\(name)' is drawn as no \(type) beside the \(drawn) ones and is left out; give it a chart of its own"
    }
}
