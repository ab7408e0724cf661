import CCmark
import Foundation

/// GFM tables. cmark reads a table as a paragraph of lines with pipes; this pass finds such a
/// paragraph's header and delimiter rows in the source, parses each cell's inline Markdown, and
/// puts the table where the paragraph's table lines were, written as cmark-gfm writes it with
/// its `--table-prefer-style-attributes` option: `style="text-align: right"`, since HTML5 made
/// the `align` attribute obsolete (the Nu checker refuses it).
enum Tables {
    enum Alignment { case none, left, center, right }

    /// Bytes a text holds when it may have a table.
    static let signs: [StaticString] = ["|"]

    static func build(in document: OpaquePointer, source: String, parseOptions: Int32) {
        let paragraphs = MarkdownTree.blocks(in: document) { node in
            MarkdownTree.type(node) == CMARK_NODE_PARAGRAPH
                && cmark_node_get_end_line(node) > cmark_node_get_start_line(node)
        }
        guard !paragraphs.isEmpty else { return }
        let lines = SourceLines.lines(of: source)
        // Worked out once, and only when a paragraph turns out to be a table.
        var definitions: String?
        for paragraph in paragraphs {
            buildTable(from: paragraph, lines: lines, parseOptions: parseOptions) {
                if definitions == nil { definitions = linkDefinitions(of: document, lines: lines) }
                return definitions!
            }
        }
    }

    /// The document's link reference definitions, so that `[text][ref]` in a cell finds its target:
    /// cmark leaves no node for them, so they are the lines between its top-level blocks that are not blank.
    private static func linkDefinitions(of document: OpaquePointer, lines: [Substring]) -> String {
        var covered = [Bool](repeating: false, count: lines.count)
        for block in MarkdownTree.children(of: document) {
            let first = max(0, Int(cmark_node_get_start_line(block)) - 1)
            let last = min(lines.count - 1, Int(cmark_node_get_end_line(block)) - 1)
            if first <= last { for index in first...last { covered[index] = true } }
        }
        var definitions = ""
        for (index, line) in lines.enumerated() where !covered[index] && line.contains(where: { !$0.isWhitespace }) {
            definitions += line + "\n"
        }
        return definitions
    }

    private static func buildTable(
        from paragraph: OpaquePointer, lines: [Substring], parseOptions: Int32, definitions: () -> String
    ) {
        let first = Int(cmark_node_get_start_line(paragraph)) - 1
        let last = Int(cmark_node_get_end_line(paragraph)) - 1
        guard first >= 0, last < lines.count else { return }
        let depth = quoteDepth(of: paragraph)
        var rows: [Substring] = []
        for index in first...last {
            let line = lines[index]
            if index == first {
                // The first line starts where cmark says the paragraph does (after `>` or a list marker).
                let column = max(0, Int(cmark_node_get_start_column(paragraph)) - 1)
                let utf8 = line.utf8
                rows.append(Substring(utf8.dropFirst(min(column, utf8.count))))
            } else {
                rows.append(withoutContainers(line, quoteDepth: depth))
            }
        }
        guard let delimiter = (1..<rows.count).first(where: { isDelimiterRow(rows[$0], header: rows[$0 - 1]) }) else {
            return
        }
        // Lines before the header must end in breaks of the paragraph itself, not inside emphasis.
        guard delimiter - 1 <= topLevelBreaks(of: paragraph) else { return }
        let alignments = cells(of: rows[delimiter]).map(alignment)
        let header = cells(of: rows[delimiter - 1])
        // kramdown's separator lines in the body: `|----|` (a line between rows) goes, and the rows
        // after a `|====|` are the table's foot.
        var body: [[String]] = []
        var footStart: Int?
        for row in rows[(delimiter + 1)...] {
            if let separator = kramdownSeparator(row) {
                if separator == "=" { footStart = body.count }
                continue
            }
            let cells = cells(of: row)
            body.append((0..<header.count).map { $0 < cells.count ? cells[$0] : "" })
        }
        // Should the definitions' lines upset the cells' parse, the cells are read without them.
        guard
            let table = makeTable(
                header: header, body: body, footStart: footStart, alignments: alignments, definitions: definitions(), parseOptions: parseOptions)
                ?? makeTable(header: header, body: body, footStart: footStart, alignments: alignments, definitions: "", parseOptions: parseOptions)
        else { return }
        if delimiter - 1 == 0 {
            MarkdownTree.replace(paragraph, with: table)
        } else {
            // Lines before the header stay a paragraph: cut its inlines at the header line's break.
            cutInlines(of: paragraph, atBreak: delimiter - 1)
            cmark_node_insert_after(paragraph, table)
        }
    }

    private static func quoteDepth(of node: OpaquePointer) -> Int {
        var depth = 0
        var parent = cmark_node_parent(node)
        while let current = parent {
            if MarkdownTree.type(current) == CMARK_NODE_BLOCK_QUOTE { depth += 1 }
            parent = cmark_node_parent(current)
        }
        return depth
    }

    /// A continuation line without its block quote markers and indentation.
    private static func withoutContainers(_ line: Substring, quoteDepth: Int) -> Substring {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        for _ in 0..<quoteDepth where rest.first == ">" {
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        }
        return rest
    }

    /// The cells of a row: split at pipes not escaped by a backslash, outer pipes dropped, `\|` made `|`.
    static func cells(of row: Substring) -> [String] {
        // Spaces and tabs trimmed as bytes (Foundation's trimming went through UTF-16 for every row).
        let bytes = row.utf8
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let start = bytes.firstIndex { !isBlank($0) } ?? bytes.endIndex
        let end = bytes[start...].lastIndex { !isBlank($0) }.map { bytes.index(after: $0) } ?? start
        var text = Array(bytes[start..<end])
        if text.first == UInt8(ascii: "|") { text.removeFirst() }
        if text.last == UInt8(ascii: "|"), !(text.count >= 2 && text[text.count - 2] == UInt8(ascii: "\\")) {
            text.removeLast()
        }
        var cells: [String] = []
        var current: [UInt8] = []
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\\"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "|") {
                current.append(UInt8(ascii: "|"))
                index += 2
                continue
            }
            if byte == UInt8(ascii: "|") {
                cells.append(String(decoding: current, as: UTF8.self).trimmingCharacters(in: [" ", "\t"]))
                current = []
            } else {
                current.append(byte)
            }
            index += 1
        }
        cells.append(String(decoding: current, as: UTF8.self).trimmingCharacters(in: [" ", "\t"]))
        return cells
    }

    /// A delimiter row (`| :--- | ---: |`) with as many cells as the header row before it.
    private static func isDelimiterRow(_ row: Substring, header: Substring) -> Bool {
        // Bytes, not Foundation's `contains`, which went through UTF-16 for each pair of lines of a paragraph.
        guard row.utf8.contains(UInt8(ascii: "-")), row.allSatisfy({ "|-: \t".contains($0) }) else { return false }
        guard row.utf8.contains(UInt8(ascii: "|")) || header.utf8.contains(UInt8(ascii: "|")) else { return false }
        let delimiters = cells(of: row)
        guard delimiters.allSatisfy(isDelimiterCell) else { return false }
        return delimiters.count == cells(of: header).count
    }

    private static func isDelimiterCell(_ cell: String) -> Bool {
        var dashes = Substring(cell)
        if dashes.first == ":" { dashes = dashes.dropFirst() }
        if dashes.last == ":" { dashes = dashes.dropLast() }
        return !dashes.isEmpty && dashes.allSatisfy { $0 == "-" }
    }

    private static func alignment(_ cell: String) -> Alignment {
        switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
        case (true, true): .center
        case (true, false): .left
        case (false, true): .right
        case (false, false): .none
        }
    }

    /// `-` for kramdown's line between body rows (`|-----|`, `|---+---|`), `=` for the one before
    /// the foot (`|=====|`), nil for a row.
    private static func kramdownSeparator(_ row: Substring) -> Character? {
        let line = row.trimmingSpaces()
        guard line.hasPrefix("|"), line.allSatisfy({ "|-=+: ".contains($0) }) else { return nil }
        if line.filter({ $0 == "=" }).count >= 3 { return "=" }
        return line.filter({ $0 == "-" }).count >= 3 ? "-" : nil
    }

    /// The table's nodes, each cell's Markdown parsed for its inlines; nil if a cell would not parse as one paragraph.
    private static func makeTable(
        header: [String], body: [[String]], footStart: Int? = nil, alignments: [Alignment], definitions: String, parseOptions: Int32
    ) -> OpaquePointer? {
        let all = header + body.flatMap { $0 }
        // "x " first keeps a cell inline: "1. item" or "# title" would otherwise start a block.
        let markdown = definitions + "\n" + all.map { "x " + $0 }.joined(separator: "\n\n")
        guard let cellDocument = MarkdownTree.parse(markdown, options: parseOptions) else { return nil }
        defer { cmark_node_free(cellDocument) }
        let paragraphs = MarkdownTree.children(of: cellDocument)
        guard paragraphs.count == all.count,
            paragraphs.allSatisfy({ MarkdownTree.type($0) == CMARK_NODE_PARAGRAPH })
        else { return nil }

        let table =
            fitsAPhone(header: header, body: body, alignments: alignments)
            ? MarkdownTree.block("<table>", exit: "</table>")
            : MarkdownTree.block(
                "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"\(regionName(header).xmlEscaped)\">\n<table>",
                exit: "</table>\n</div>")
        let head = MarkdownTree.block("<thead>", exit: "</thead>")
        cmark_node_append_child(head, row(paragraphs[0..<header.count], tag: "th", alignments))
        cmark_node_append_child(table, head)
        // The body's rows, then the foot's: each a run of the cells after the header's.
        let footRow = min(footStart ?? body.count, body.count)
        for (tag, rows) in [("tbody", 0..<footRow), ("tfoot", footRow..<body.count)] where !rows.isEmpty {
            let section = MarkdownTree.block("<\(tag)>", exit: "</\(tag)>")
            for index in rows {
                let start = header.count * (1 + index)
                cmark_node_append_child(section, row(paragraphs[start..<(start + header.count)], tag: "td", alignments))
            }
            cmark_node_append_child(table, section)
        }
        return table
    }

    /// Whether the table is likely to fit a 360 px phone's column: figures (aligned columns) do
    /// not wrap, words do. One that may not is wrapped in a scroll region a keyboard can reach and
    /// a screen reader names, which cmark-gfm's markup lacks.
    static func fitsAPhone(header: [String], body: [[String]], alignments: [Alignment]) -> Bool {
        var width = 0.0
        for column in header.indices {
            let cells = [header[column]] + body.map { $0[column] }
            let rigid = column < alignments.count && alignments[column] != .none
            let characters = cells.map { cell in
                // As a reader sees it: `[page resource](https://gohugo.io/…)` shows two short words.
                let shown = MarkdownTree.withoutLinkDestinations(cell)
                return rigid ? shown.count : shown.split(separator: " ").map(\.count).max() ?? 0
            }.max() ?? 0
            width += Double(characters) * 8.5 + 25
        }
        return width <= 330
    }

    /// "Table: Month, Rent, Food, …": the region's name, from the header row.
    static func regionName(_ header: [String]) -> String {
        let names = header.prefix(4).map { $0.replacingOccurrences(of: "`", with: "") }.filter { !$0.isEmpty }
        return "Table: " + names.joined(separator: ", ") + (header.count > 4 ? ", …" : "")
    }

    private static func row(_ cells: ArraySlice<OpaquePointer>, tag: String, _ alignments: [Alignment]) -> OpaquePointer {
        let row = MarkdownTree.block("<tr>", exit: "</tr>")
        for (column, paragraph) in cells.enumerated() {
            let align =
                switch column < alignments.count ? alignments[column] : .none {
                case .none: ""
                case .left: " style=\"text-align: left\""
                case .center: " style=\"text-align: center\""
                case .right: " style=\"text-align: right\""
                }
            let cell = MarkdownTree.markup("<\(tag)\(align)>", exit: "</\(tag)>")
            dropLeadingMarker(of: paragraph)
            MarkdownTree.moveChildren(of: paragraph, to: cell)
            cmark_node_append_child(row, cell)
            cmark_node_append_child(row, MarkdownTree.text("\n"))
        }
        return row
    }

    /// Removes the "x " put before the cell's text.
    private static func dropLeadingMarker(of paragraph: OpaquePointer) {
        guard let first = cmark_node_first_child(paragraph), MarkdownTree.type(first) == CMARK_NODE_TEXT else { return }
        var text = Substring(MarkdownTree.literal(first))
        guard text.first == "x" else { return }
        text = text.dropFirst()
        if text.first == " " { text = text.dropFirst() }
        if text.isEmpty {
            cmark_node_unlink(first)
            cmark_node_free(first)
        } else {
            cmark_node_set_literal(first, String(text))
        }
    }

    private static func topLevelBreaks(of paragraph: OpaquePointer) -> Int {
        MarkdownTree.children(of: paragraph).count { MarkdownTree.type($0) == CMARK_NODE_SOFTBREAK }
    }

    /// Frees the paragraph's inlines from its `count`-th line break on.
    private static func cutInlines(of paragraph: OpaquePointer, atBreak count: Int) {
        var breaks = 0
        var child = cmark_node_first_child(paragraph)
        while let current = child {
            child = cmark_node_next(current)
            if breaks >= count {
                cmark_node_unlink(current)
                cmark_node_free(current)
                continue
            }
            if MarkdownTree.type(current) == CMARK_NODE_SOFTBREAK {
                breaks += 1
                if breaks == count {
                    cmark_node_unlink(current)
                    cmark_node_free(current)
                }
            }
        }
    }
}
