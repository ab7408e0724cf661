import Foundation

/// The HTML knitr and Pandoc write of an R Markdown document (a Distill article, a page of an R
/// Markdown website), as Markdown a new site builds: only a render holds what the code printed and
/// drew. The document's own contents (Distill's `d-contents`, R Markdown's `#TOC`) and title block
/// give way to the theme's; each code chunk's source and output are fenced code (highlighted at
/// build time, not by downlit's links); Pandoc's section divisions and Distill's chunk layouts are
/// unwrapped, so their headings are Markdown's; a Plotly widget is a ```plotly block drawn as a
/// chart, a table widget (`DT`, `reactable`) a Markdown table; other widgets, which need their
/// scripts, are left out and counted; scripts, styles and placeholders are dropped.
enum KnittedHTML {
    struct Converted: Equatable {
        var markdown: String
        /// Whether the document listed its own contents (`toc: true`).
        var hadContents = false
        /// The kinds of the widgets left out (`leaflet`), one per widget.
        var widgetsLeftOut: [String] = []
    }

    /// The body of a document (the inside of its article or main container) as Markdown.
    static func markdown(of article: String) -> Converted {
        var converted = Converted(markdown: "")
        var widgets: [String: HTMLWidget] = [:]
        func convert(_ element: String) -> [String]? {
            // Markers of where a script puts things, and what only the old page used.
            if element.hasPrefix("<!--") || element.hasPrefix("<style") { return [] }
            if element.hasPrefix("<div class=\"d-contents") || element.hasPrefix("<div id=\"TOC\"") {
                converted.hadContents = true
                return []
            }
            // R Markdown's navigation bar and title block (the theme has its own) and the column its floating contents sat in.
            if element.hasPrefix("<div id=\"header\"") || element.hasPrefix("<div class=\"col-xs-12 col-sm-4 col-md-3\"") || element.hasPrefix("<div class=\"navbar")
                || element.hasPrefix("<nav")
            {
                if element.contains("id=\"TOC\"") { converted.hadContents = true }
                return []
            }
            if element.hasPrefix("<div class=\"sourceCode\"") || element.hasPrefix("<pre") {
                return fencedCode(element).map { $0.isEmpty ? [] : [$0] }
            }
            // A chunk, a section, a layout's row: their code, output, headings, figures and widgets, each a block of its own.
            if isWrapper(element) {
                var inner = HTMLElements.topLevel(of: String(innerHTML(of: element)))
                // Pandoc's section division holds its heading's id (`<div id="work" class="section level2"><h2>Work</h2>`).
                if let id = sectionID(of: element), let first = inner.firstIndex(where: { heading($0) != nil }), !inner[first].prefix(while: { $0 != ">" }).contains(" id=") {
                    inner[first] = String(inner[first].prefix(3)) + " id=\"\(id)\"" + inner[first].dropFirst(3)
                }
                return inner.flatMap { convert($0) ?? [plainBlock($0)] }
            }
            // A widget's place (`<div class="plotly html-widget" id="htmlwidget-…">`); its data follows in a script.
            if let start = element.firstIndex(of: ">"), let widget = HTMLWidget(placeTag: element[...start]) {
                widgets[widget.id] = widget
                return []
            }
            if let heading = heading(element) { return [heading] }
            if element.hasPrefix("<script") {
                guard let id = HTMLWidget.dataTarget(ofScript: element), let widget = widgets.removeValue(forKey: id) else { return [] }
                let data = innerHTML(of: element)
                if widget.kind == "plotly", let chart = ChartOutput(plotlyWidgetData: data)?.markdown { return [chart.trimmingCharacters(in: .newlines)] }
                if let table = DataTablesWidget(widget, data: data) { return [table.markdown] }
                converted.widgetsLeftOut.append(widget.kind == "plotly" ? "plotly of shapes, boxes or maps" : widget.kind)
                return []
            }
            // A table's own stylesheet (gt writes one beside it).
            if holdsScriptOrStyle(element) { return [plainBlock(element)] }
            return nil
        }
        converted.markdown = ImportedHTML.markdown(of: article, converting: { convert($0) })
        // A widget whose data never came.
        converted.widgetsLeftOut += widgets.values.map(\.kind).sorted()
        return converted
    }

    /// The summary's sentence for the widgets left out (`leaflet: 1, visNetwork: 2`), or nil for none.
    static func leftOutSentence(widgets kinds: [String]) -> String? {
        guard !kinds.isEmpty else { return nil }
        let counts = Dictionary(grouping: kinds, by: { $0 }).map { "\($0.key): \($0.value.count)" }.sorted()
        return "\(kinds.count) interactive \(kinds.count == 1 ? "widget" : "widgets") (\(counts.joined(separator: ", "))), which need their scripts: write the data as a chart block or a table"
    }

    /// Whether an element only groups blocks: a Distill chunk's layout, Pandoc's section division
    /// (`<div id="intro" class="section level2">`, `<section class="level2">`), a layout's row or column.
    private static func isWrapper(_ element: String) -> Bool {
        guard let end = element.firstIndex(of: ">") else { return false }
        let tag = element[...end]
        return tag.hasPrefix("<div class=\"layout-chunk\"") || tag.hasPrefix("<section") || tag.hasPrefix("<div class=\"row\"")
            || (tag.hasPrefix("<div") && (tag.contains("class=\"section level") || tag.contains("class=\"toc-content")))
    }

    /// The id of Pandoc's section division (`<div id="work" class="section level2">`), which its heading's links name.
    private static func sectionID(of element: String) -> String? {
        guard let end = element.firstIndex(of: ">") else { return nil }
        let tag = String(element[...end])
        guard tag.contains("class=\"section level") || tag.hasPrefix("<section") else { return nil }
        return ScriptValues.firstMatch(#"\sid="([^"]+)""#, in: tag).first
    }

    /// An element kept as HTML, without what it held for the old page's script and stylesheet.
    private static func plainBlock(_ element: String) -> String {
        if let heading = heading(element) { return heading }
        guard holdsScriptOrStyle(element) else { return ImportedHTML.block(element) }
        return ImportedHTML.block(element.replacingOccurrences(of: #"<(script|style)\b[^>]*>[\s\S]*?</\1>"#, with: "", options: .regularExpression))
    }

    /// Windows line ends as `\n`, byte by byte (a render may be megabytes).
    private static func withoutCarriageReturns(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte == 10, bytes.last == 13 { bytes.removeLast() }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether an element holds a script or a stylesheet, looked for byte by byte (an element may
    /// hold a picture's megabyte of base64).
    private static func holdsScriptOrStyle(_ element: String) -> Bool {
        element.utf8Offset(of: "<script") != nil || element.utf8Offset(of: "<style") != nil
    }

    /// A heading as Markdown's (its id kept), its text on one line as Pandoc wrapped it over several.
    private static func heading(_ element: String) -> String? {
        let start = Array(element.utf8.prefix(4))
        guard start.count == 4, start[0] == UInt8(ascii: "<"), start[1] | 0x20 == UInt8(ascii: "h"), (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(start[2]),
            [UInt8(ascii: ">"), UInt8(ascii: " "), 9, 10].contains(start[3])
        else { return nil }
        return ImportedHTML.markdownHeading(Substring(element.replacingOccurrences(of: "\n", with: " ")))
    }

    /// The inside of the first `<div>` that opens with `marker` (`<div class="d-article">`): from
    /// its start tag to the `</div>` that closes it, scripts' text skipped (a widget's data may hold
    /// markup), Windows line ends as `\n`; nil when there is none.
    static func inside(_ marker: String, in written: String) -> String? {
        let html = written.utf8.contains(13) ? withoutCarriageReturns(written) : written
        guard let open = html.utf8Offset(of: marker) else { return nil }
        let bytes = Array(html.utf8)
        var index = open + marker.utf8.count
        let start = index
        var depth = 1
        func matches(_ word: String, at offset: Int) -> Bool {
            let word = Array(word.utf8)
            guard offset + word.count <= bytes.count else { return false }
            for (position, byte) in word.enumerated() where bytes[offset + position] | 0x20 != byte | 0x20 { return false }
            return true
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if matches("<script", at: index) {
                index = find("</script>", in: bytes, from: index) ?? bytes.count
            } else if matches("<div", at: index), index + 4 < bytes.count, [UInt8(ascii: " "), UInt8(ascii: ">"), 10, 9].contains(bytes[index + 4]) {
                depth += 1
            } else if matches("</div>", at: index) {
                depth -= 1
                if depth == 0 { return String(decoding: bytes[start..<index], as: UTF8.self) }
            }
            index += 1
        }
        return String(decoding: bytes[start...], as: UTF8.self)
    }

    private static func find(_ needle: String, in bytes: [UInt8], from index: Int) -> Int? {
        let needle = Array(needle.utf8)
        var offset = index
        while offset + needle.count <= bytes.count {
            if bytes[offset] == needle[0], Array(bytes[offset..<(offset + needle.count)]) == needle { return offset }
            offset += 1
        }
        return nil
    }

    /// What is between an element's start tag and its end tag.
    private static func innerHTML(of element: String) -> Substring {
        guard let close = element.firstIndex(of: ">"), let end = element.range(of: "</", options: .backwards)?.lowerBound, close < end else { return "" }
        return element[element.index(after: close)..<end]
    }

    /// A chunk's code or output (`<div class="sourceCode"><pre class="sourceCode r"><code …>`,
    /// `<pre><code>## [1] 42</code></pre>`) as fenced code in its language, empty for an empty
    /// block; nil for anything else.
    private static func fencedCode(_ element: String) -> String? {
        guard
            let parts = ScriptValues.groups(
                of: #"^(?:<div class="sourceCode"[^>]*>\s*)?<pre(?:\s+class="([^"]*)")?[^>]*>\s*<code[^>]*>([\s\S]*?)</code>\s*</pre>(?:\s*</div>)?$"#, in: element)
        else { return nil }
        // `sourceCode r`, `r distill-force-highlighting-css`: the language is the word that is no class of Pandoc's or Distill's.
        let language = parts[0].split(separator: " ").first { !["sourceCode", "distill-force-highlighting-css", "numberSource", "text"].contains($0) }.map(String.init) ?? ""
        var code = parts[1].replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
        code = HTMLEntities.decoded(code).trimmingCharacters(in: .newlines)
        // Distill's empty block that only asks for its highlighting stylesheet: nothing to show.
        if code.isEmpty { return "" }
        return ImportedHTML.fencedCode(code, language: language.lowercased())
    }
}
