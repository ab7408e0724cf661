import CCmark

/// Footnotes as GitHub writes them: `[^label]` in the text becomes a numbered reference, and the
/// definitions (`[^label]: text`, continued by indented lines) become a numbered list at the
/// end with a link back to each reference. cmark would read a definition as a link definition,
/// so the definitions leave the text before cmark parses it; their lines stay, blank, so every
/// position in the file keeps its line.
struct FootnoteDefinitions {
    /// The text without its footnote definitions.
    let remainingText: String
    /// Each definition's Markdown, by normalised label.
    private let definitions: [String: String]

    /// Nil when the text defines no footnote.
    init?(in markdown: String, parseOptions: Int32) {
        var markdown = markdown
        var knownCode: Set<Int>?
        // Pandoc's inline notes (`^[A note.]`, R Markdown's, Quarto's and Obsidian's) become a
        // reference and a definition at the end, read as any other.
        if MarkdownTree.text(markdown, contains: "^[") {
            let inCode = Self.codeLines(in: markdown, parseOptions: parseOptions)
            markdown = Self.withInlineNotesDefined(markdown, codeLines: inCode)
            knownCode = inCode
        }
        guard MarkdownTree.text(markdown, contains: "[^"), MarkdownTree.text(markdown, contains: "]:") else { return nil }
        var lines = SourceLines.lines(of: markdown)
        let code = knownCode ?? Self.codeLines(in: markdown, parseOptions: parseOptions)
        var definitions: [String: String] = [:]
        var index = 0
        while index < lines.count {
            guard !code.contains(index), let (label, first) = Self.definitionStart(lines[index]) else {
                index += 1
                continue
            }
            var body = first.isEmpty ? [] : [first]
            var end = index + 1
            var blankSince: Int?
            while end < lines.count {
                let line = lines[end]
                if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    blankSince = blankSince ?? end
                } else if let indented = Self.dedented(line) {
                    if let blank = blankSince { body += Array(repeating: "", count: end - blank) }
                    body.append(indented)
                    blankSince = nil
                } else if blankSince == nil, Self.definitionStart(line) == nil, !body.isEmpty {
                    body.append(line)  // a lazy continuation of the paragraph
                } else {
                    break
                }
                end += 1
            }
            let last = blankSince ?? end
            if definitions[label] == nil { definitions[label] = body.joined(separator: "\n") + "\n" }
            for blanked in index..<last { lines[blanked] = "" }
            index = last
        }
        guard !definitions.isEmpty else { return nil }
        self.definitions = definitions
        remainingText = lines.joined(separator: "\n")
    }

    /// The most lines and bytes an inline note's paragraph is joined over to find where it closes.
    static let longestNote = (lines: 100, bytes: 16_384)

    /// Each `^[note]` outside code (and outside a code span) as `[^inline-N]`, with
    /// `[^inline-N]: note` lines after the text; an unclosed `^[` stays text. A note that runs
    /// over lines of its paragraph has them joined, and as many blank lines go after the
    /// paragraph, so the lines after it keep their numbers.
    private static func withInlineNotesDefined(_ markdown: String, codeLines: Set<Int>) -> String {
        var lines = SourceLines.lines(of: markdown).map(String.init)
        var code = codeLines
        var notes: [String] = []
        var index = 0
        while index < lines.count {
            guard !code.contains(index), lines[index].contains("^[") else {
                index += 1
                continue
            }
            var (line, unclosed) = notesTaken(from: lines[index], into: &notes)
            var joined = 0
            // A note runs over a few lines of its paragraph, not a page of them: past `longestNote` a `^[`
            // stays text, so an unclosed one before a long paragraph costs no rescan of every line.
            while unclosed, joined < Self.longestNote.lines, lines[index].utf8.count < Self.longestNote.bytes, index + 1 < lines.count,
                !code.contains(index + 1), !lines[index + 1].allSatisfy({ $0 == " " || $0 == "\t" })
            {
                lines[index] += " " + lines.remove(at: index + 1).drop { $0 == " " || $0 == "\t" }
                code = Set(code.map { $0 > index ? $0 - 1 : $0 })
                joined += 1
                (line, unclosed) = notesTaken(from: lines[index], into: &notes)
            }
            lines[index] = line
            if joined > 0 {
                let end = lines[(index + 1)...].firstIndex { $0.allSatisfy { $0 == " " || $0 == "\t" } } ?? lines.endIndex
                lines.insert(contentsOf: Array(repeating: "", count: joined), at: end)
                code = Set(code.map { $0 >= end ? $0 + joined : $0 })
            }
            index += 1
        }
        guard !notes.isEmpty else { return markdown }
        return lines.joined(separator: "\n") + "\n\n" + notes.enumerated().map { "[^inline-\($0.offset + 1)]: \($0.element)" }.joined(separator: "\n") + "\n"
    }

    /// The line with its closed notes made references (their text appended to `notes`), and
    /// whether a `^[` on it is still open at its end.
    private static func notesTaken(from text: String, into notes: inout [String]) -> (String, unclosed: Bool) {
        var line = Substring(text)
        var result = ""
        var taken: [String] = []
        while let character = line.first {
            if character == "`" {
                let span = codeSpan(at: line)
                result += span
                line = line.dropFirst(span.count)
                continue
            }
            if character == "^", line.dropFirst().first == "[", !result.hasSuffix("\\") {
                guard let end = closingBracket(in: line.dropFirst(2)) else { return (text, true) }
                taken.append(String(line[line.index(line.startIndex, offsetBy: 2)..<end]))
                result += "[^inline-\(notes.count + taken.count)]"
                line = line[line.index(after: end)...]
                continue
            }
            result.append(character)
            line = line.dropFirst()
        }
        notes += taken
        return (result, false)
    }

    /// A code span from its opening backticks to the closing run of as many, or the opening run alone.
    private static func codeSpan(at text: Substring) -> Substring {
        let run = text.prefix { $0 == "`" }
        var rest = text.dropFirst(run.count)
        while let tick = rest.firstIndex(of: "`") {
            let closing = rest[tick...].prefix { $0 == "`" }
            if closing.count == run.count { return text[..<closing.endIndex] }
            rest = rest[closing.endIndex...]
        }
        return run
    }

    /// The `]` that closes a bracket opened just before `text`, counting brackets inside and
    /// passing over code spans; nil when none does.
    private static func closingBracket(in text: Substring) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "\\": if text.index(after: index) < text.endIndex { index = text.index(after: index) }
            case "`":
                index = codeSpan(at: text[index...]).endIndex
                continue
            case "[": depth += 1
            case "]":
                if depth == 0 { return index }
                depth -= 1
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `[^label]: text` with at most three spaces before it: the normalised label and the text.
    private static func definitionStart(_ line: Substring) -> (String, Substring)? {
        let rest = line.drop { $0 == " " }
        guard line.count - rest.count <= 3, rest.hasPrefix("[^"), let close = rest.firstIndex(of: "]") else { return nil }
        let label = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
        let after = rest[rest.index(after: close)...]
        guard !label.isEmpty, !label.contains(where: \.isWhitespace), after.hasPrefix(":") else { return nil }
        return (normalised(label), after.dropFirst().drop { $0 == " " || $0 == "\t" })
    }

    /// A line indented by four spaces (or a tab), without them; nil for a line indented less.
    private static func dedented(_ line: Substring) -> Substring? {
        if line.hasPrefix("\t") { return line.dropFirst() }
        return line.hasPrefix("    ") ? line.dropFirst(4) : nil
    }

    static func normalised(_ label: Substring) -> String { label.lowercased() }

    /// The 0-based lines inside code and HTML blocks, where `[^x]:` is text, not a definition.
    private static func codeLines(in markdown: String, parseOptions: Int32) -> Set<Int> {
        guard let document = MarkdownTree.parse(markdown, options: parseOptions) else { return [] }
        defer { cmark_node_free(document) }
        var lines = Set<Int>()
        let blocks = MarkdownTree.blocks(in: document) { node in
            let kind = MarkdownTree.type(node)
            return kind == CMARK_NODE_CODE_BLOCK || kind == CMARK_NODE_HTML_BLOCK
        }
        for block in blocks {
            let first = Int(cmark_node_get_start_line(block)) - 1, last = Int(cmark_node_get_end_line(block)) - 1
            if first <= last { lines.formUnion(first...last) }
        }
        return lines
    }

    /// A text that defines no note, for a part of a post whose references may be to the post's notes.
    init(noneIn markdown: String) {
        definitions = [:]
        remainingText = markdown
    }

    /// The labels (normalised) of the notes the text defines.
    var labels: Set<String> { Set(definitions.keys) }

    /// Turns each `[^label]` with a definition into a numbered reference and writes the notes at
    /// the end, in the order they are first referred to; ids start with `idPrefix`. In a part of a
    /// post (`parts.postLabels`), a reference to a note only the post defines becomes a marker; in
    /// the post, the markers in its parts' blocks are numbered where the blocks stand.
    func link(in document: OpaquePointer, idPrefix: String, parseOptions: Int32, parts: PartFootnotes = PartFootnotes()) -> LinkedFootnotes {
        var numbers: [String: Int] = [:]
        var order: [String] = []
        var uses: [String: Int] = [:]
        var linked = LinkedFootnotes()
        // The notes parts defined themselves, by a key no label of the post's can be.
        var partNotes: [String: String] = [:]
        func reference(to label: String) -> String {
            if numbers[label] == nil {
                order.append(label)
                numbers[label] = order.count
            }
            let number = numbers[label]!
            uses[label, default: 0] += 1
            let id = uses[label]! == 1 ? "\(idPrefix)fnref\(number)" : "\(idPrefix)fnref\(number)-\(uses[label]!)"
            return "<sup class=\"footnote-ref\"><a href=\"#\(idPrefix)fn\(number)\" id=\"\(id)\">\(number)</a></sup>"
        }
        // The blocks' markers are met where their placeholders stand: in text, or in raw HTML.
        let readsBlocks = !parts.markersInBlocks.isEmpty
        let nodes =
            readsBlocks
            ? MarkdownTree.nodes(in: document) { node in
                let kind = MarkdownTree.type(node)
                guard kind == CMARK_NODE_TEXT || kind == CMARK_NODE_HTML_INLINE || kind == CMARK_NODE_HTML_BLOCK else { return false }
                let literal = MarkdownTree.literal(node)
                return literal.utf8Offset(of: ShortcodeExpansion.tokenPrefix) != nil
                    || (kind == CMARK_NODE_TEXT && MarkdownTree.text(literal, contains: "[^") && !MarkdownTree.isInsideLink(node))
            }
            : MarkdownTree.linkableTexts(in: document, holdingAnyOf: ["[^"])
        for node in nodes {
            let text = MarkdownTree.literal(node)
            let readsNotes = MarkdownTree.type(node) == CMARK_NODE_TEXT && !(readsBlocks && MarkdownTree.isInsideLink(node))
            var pieces: [OpaquePointer] = []
            var written = ""
            var rest = Substring(text)
            while true {
                let open = readsNotes ? rest.range(of: "[^") : nil
                if readsBlocks, let block = rest.range(of: ShortcodeExpansion.tokenPrefix), open.map({ block.lowerBound < $0.lowerBound }) ?? true {
                    let digits = rest[block.upperBound...].prefix { $0.isASCII && $0.isNumber }
                    if let number = Int(digits), rest[digits.endIndex...].hasPrefix("zz") {
                        for marker in parts.markersInBlocks[number] ?? [] where marker < parts.markers.count {
                            let written = parts.markers[marker]
                            let label = Self.normalised(written.label[...])
                            if written.ownNote, let note = parts.partNotes[written.part]?[label] {
                                let key = "\u{0}\(written.part)\u{0}" + label
                                partNotes[key] = note
                                linked.markerReferences[marker] = reference(to: key)
                            } else if definitions[label] != nil {
                                linked.markerReferences[marker] = reference(to: label)
                            }
                        }
                    }
                    written += rest[..<block.upperBound]
                    rest = rest[block.upperBound...]
                    continue
                }
                guard let open, let close = rest[open.upperBound...].firstIndex(of: "]") else { break }
                let writtenLabel = rest[open.upperBound..<close]
                let label = Self.normalised(writtenLabel)
                let markup: String
                if parts.isPart, definitions[label] != nil || parts.postLabels.contains(label) {
                    // A part's reference, to its own note or the post's: the post numbers it.
                    markup = PartFootnotes.marker(parts.firstMarker + linked.markers.count)
                    linked.markers.append(PartFootnotes.Marker(label: String(writtenLabel), part: parts.firstMarker, ownNote: definitions[label] != nil))
                    if let note = definitions[label] { linked.notes[label] = note }
                } else if definitions[label] != nil {
                    markup = reference(to: label)
                } else {
                    written += rest[..<open.upperBound]
                    rest = rest[open.upperBound...]
                    continue
                }
                written += rest[..<open.lowerBound]
                if !written.isEmpty { pieces.append(MarkdownTree.text(written)) }
                written = ""
                pieces.append(MarkdownTree.markup(markup))
                rest = rest[rest.index(after: close)...]
            }
            guard !pieces.isEmpty else { continue }
            written += rest
            if !written.isEmpty { pieces.append(MarkdownTree.text(written)) }
            MarkdownTree.replace(node, with: pieces)
        }
        guard !order.isEmpty else { return linked }
        let section = MarkdownTree.block("<section class=\"footnotes\">\n<ol>", exit: "</ol>\n</section>")
        // A note's links find the post's reference definitions (`[align]: https://…` at its end), as its
        // text's do; read with notes a few times the post's length over in all, no more (a post of ten
        // thousand notes and as many definitions would read each definition ten thousand times).
        var postDefinitions: String?
        var definitionBudget = 4 * remainingText.utf8.count + (1 << 20)
        for (offset, label) in order.enumerated() {
            let number = offset + 1
            let item = MarkdownTree.block("<li id=\"\(idPrefix)fn\(number)\">", exit: "</li>")
            var markdown = definitions[label] ?? partNotes[label] ?? ""
            if MarkdownTree.text(markdown, contains: "]") {
                if postDefinitions == nil {
                    postDefinitions = LinkDefinitions.lines(in: SourceLines.lines(of: remainingText)).joined(separator: "\n\n")
                }
                if let postDefinitions, !postDefinitions.isEmpty, postDefinitions.utf8.count <= definitionBudget {
                    definitionBudget -= postDefinitions.utf8.count
                    markdown += "\n" + postDefinitions + "\n"
                }
            }
            if let note = MarkdownTree.parse(markdown, options: parseOptions) {
                cmark_consolidate_text_nodes(note)
                MarkdownTree.moveChildren(of: note, to: item)
                cmark_node_free(note)
            }
            // Named as GitHub names it today: a screen reader would otherwise say "leftwards arrow with hook".
            let back = MarkdownTree.markup(
                "<a href=\"#\(idPrefix)fnref\(number)\" class=\"footnote-backref\" aria-label=\"Back to reference \(number)\">↩</a>")
            if let last = cmark_node_last_child(item), MarkdownTree.type(last) == CMARK_NODE_PARAGRAPH {
                cmark_node_append_child(last, MarkdownTree.text(" "))
                cmark_node_append_child(last, back)
            } else {
                cmark_node_append_child(item, back)
            }
            cmark_node_append_child(section, item)
        }
        cmark_node_append_child(document, section)
        return linked
    }
}

/// What `FootnoteDefinitions.link` did beyond the text's own notes.
struct LinkedFootnotes: Sendable {
    /// For the post: the reference each of its parts' markers becomes, by the marker's number.
    var markerReferences: [Int: String] = [:]
    /// For a part: each marker it wrote, in order, and the notes of its own they refer to, by normalised label.
    var markers: [PartFootnotes.Marker] = []
    var notes: [String: String] = [:]
}
