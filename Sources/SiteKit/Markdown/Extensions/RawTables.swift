import CCmark

/// Tables a post writes in HTML (knitr's `kable()`, a pasted table): the theme lets a table too
/// wide for a phone scroll inside the text column, and a region that scrolls must take focus, so
/// a reader without a mouse can scroll it. Each such table gets `tabindex="0"` (one that says its
/// own tabindex keeps it); the tables this site writes come in a region of their own.
enum RawTables {
    static let signs: [StaticString] = ["<table"]

    static func apply(in document: OpaquePointer) {
        for block in MarkdownTree.nodes(in: document, where: { MarkdownTree.type($0) == CMARK_NODE_HTML_BLOCK }) {
            let html = MarkdownTree.literal(block)
            let focusable = focusable(html)
            if focusable != html { _ = cmark_node_set_literal(block, focusable) }
        }
    }

    /// `html` with `tabindex="0"` in each `<table` start tag that has no tabindex.
    static func focusable(_ html: String) -> String {
        // A notebook's output takes focus as its region.
        guard html.utf8Offset(of: "<table") != nil, html.utf8Offset(of: "notebook-output") == nil else { return html }
        var result = ""
        var rest = Substring(html)
        while let open = rest.range(of: "<table") {
            // A script's text is no markup (a widget's data may hold a table as a string).
            if let script = rest.range(of: "<script"), script.lowerBound < open.lowerBound {
                let end = rest[script.upperBound...].range(of: "</script>")?.upperBound ?? rest.endIndex
                result += rest[..<end]
                rest = rest[end...]
                continue
            }
            let afterName = rest[open.upperBound...].first
            result += rest[..<open.upperBound]
            rest = rest[open.upperBound...]
            // `<table>` or `<table …>`, not `<tablefoo>`.
            guard afterName == ">" || afterName == " " || afterName == "\n" || afterName == "\t" else { continue }
            let tag = rest.prefix { $0 != ">" }
            // One in a region that scrolls (this site's own table) takes focus as the region.
            let before = result.dropLast("<table".count).trimmingCharacters(in: .whitespacesAndNewlines)
            let inRegion = before.hasSuffix(">") && before[(before.range(of: "<", options: .backwards)?.lowerBound ?? before.startIndex)...].contains("class=\"table-scroll\"")
            if !tag.contains("tabindex"), !inRegion { result += " tabindex=\"0\"" }
        }
        return result + rest
    }
}
