/// A widget of R's htmlwidgets as a knitted page holds it (R Markdown, Distill, Quarto's frozen
/// output): its place, `<div class="plotly html-widget" id="htmlwidget-1a2b">`, and its data,
/// `<script type="application/json" data-for="htmlwidget-1a2b">{"x": …}</script>`, which only the
/// widget's script draws. `ChartOutput` draws a Plotly one, `DataTablesWidget` shows a DT table.
struct HTMLWidget: Equatable {
    /// The widget's name, its place's first class (`plotly`, `datatables`, `leaflet`).
    var kind: String
    /// The place's id, which the data names.
    var id: String

    /// The widget whose place `tag` (a start tag) is; nil for any other element.
    init?(placeTag tag: some StringProtocol) {
        guard tag.hasPrefix("<div"), tag.contains("html-widget"), let id = ScriptValues.firstMatch(#"\sid="([^"]+)""#, in: String(tag)).first else { return nil }
        self.id = id
        kind = ScriptValues.firstMatch(#"\sclass="([a-zA-Z0-9_-]+)[ "]"#, in: String(tag)).first ?? "widget"
    }

    /// The id a data script (`<script type="application/json" data-for="…">`) is for, or nil.
    static func dataTarget(ofScript element: some StringProtocol) -> String? {
        guard element.hasPrefix("<script") else { return nil }
        return ScriptValues.firstMatch(#"^<script[^>]*data-for="([^"]+)""#, in: String(element)).first
    }

    /// Every widget in `html` with its data, in order: the widget, its script's JSON, and where
    /// the two lie (from the place's `<div` to the script's `</script>`). A place without its data is none.
    static func all(in html: String) -> [(widget: HTMLWidget, data: Substring, range: Range<String.Index>)] {
        var found: [(widget: HTMLWidget, data: Substring, range: Range<String.Index>)] = []
        var searchFrom = html.startIndex
        while let mark = html[searchFrom...].range(of: "html-widget") {
            searchFrom = mark.upperBound
            guard let open = html[..<mark.lowerBound].range(of: "<div", options: .backwards), let tagEnd = html[mark.upperBound...].firstIndex(of: ">"),
                !html[open.upperBound..<mark.lowerBound].contains(">"), let widget = HTMLWidget(placeTag: html[open.lowerBound...tagEnd]),
                let script = html[tagEnd...].range(of: "data-for=\"\(widget.id)\""), let dataStart = html[script.upperBound...].firstIndex(of: ">"),
                let close = html[dataStart...].range(of: "</script>")
            else { continue }
            found.append((widget, html[html.index(after: dataStart)..<close.lowerBound], open.lowerBound..<close.upperBound))
            searchFrom = close.upperBound
        }
        return found
    }

    /// The first widget in `html` with its data: its kind and the JSON of its script; nil when none.
    static func first(in html: String) -> (widget: HTMLWidget, data: Substring)? {
        all(in: html).first.map { ($0.widget, $0.data) }
    }
}
