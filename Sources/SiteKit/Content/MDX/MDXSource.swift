import Diagnostics

/// An MDX file (Astro's, Docusaurus's, Gatsby's posts) read as the Markdown it holds. MDX is
/// Markdown with JavaScript in it, and no script runs here, so:
/// - its `import` and `export` statements (from such a line to the next blank line, as MDX reads
///   them) are left out;
/// - its comments (`{/* … */}`) are left out, but for the summary's end (`{/* truncate */}`),
///   which becomes Markdown's (`<!-- truncate -->`);
/// - a component (`<YouTube id="…" />`, `<Aside>…</Aside>`, a capitalised or dotted tag) is left
///   out with one warning per component, and the text between its tags is kept; an `<Image>` of an
///   imported picture (`import cover from './cover.png'`) becomes an `<img>` of that file;
/// - fenced code and code spans are left as written.
/// Every line keeps its number, so messages about the Markdown point at the file's lines.
struct MDXSource {
    private(set) var markdown: String = ""
    private(set) var diagnostics: [Diagnostic] = []

    /// - Parameters:
    ///   - shortcodes: the theme's shortcodes: a video component (`<YouTube id="…" />`) becomes
    ///     the call of the theme's `youtube` or `vimeo` shortcode when it has one.
    ///   - contentsMarker: the Markdown marks where a post's contents go (`{:toc}`, with kramdown's
    ///     attributes on): a contents component (`<TOCInline toc={props.toc} />`) becomes it.
    init(_ text: some StringProtocol, path: String, lineOffset: Int, shortcodes: Set<String> = [], contentsMarker: Bool = false) {
        let bytes = Array(text.utf8)
        // Fenced code is copied as written, statements are left out: each found once, by where its first line starts.
        let fences = fencedCodeRanges(in: bytes)
        let (statements, images) = Self.statements(in: bytes, outside: fences)
        var copied: [Int: Int] = [:]
        for fence in fences { copied[fence.lowerBound] = fence.upperBound }
        var leftOut: [Int: Int] = [:]
        for statement in statements { leftOut[statement.lowerBound] = statement.upperBound }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var warned: Set<String> = []
        var index = 0
        var line = 1
        var atLineStart = true
        while index < bytes.count {
            if atLineStart {
                atLineStart = false
                if let end = copied[index] {
                    output += bytes[index..<end]
                    line += bytes[index..<end].count { $0 == UInt8(ascii: "\n") }
                    index = end
                    atLineStart = true
                    continue
                }
                if let end = leftOut[index] {
                    index = Self.leaveOut(bytes, index..<end, into: &output, line: &line)
                    continue
                }
            }
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                output.append(bytes[index])
                line += 1
                atLineStart = true
                index += 1
            case UInt8(ascii: "`"):
                // A span never closed: its run of backticks is text.
                let end = codeSpanEnd(in: bytes, from: index, limit: bytes.count) ?? bytes[index...].prefix { $0 == UInt8(ascii: "`") }.endIndex
                output += bytes[index..<end]
                line += bytes[index..<end].count { $0 == UInt8(ascii: "\n") }
                index = end
            case UInt8(ascii: "{") where Self.starts(bytes, at: index, with: "{/*"):
                if let close = bytes.offset(of: Array("*/}".utf8), from: index + 3) {
                    // Docusaurus's `{/* truncate */}` ends a post's summary, as `<!-- truncate -->` does in Markdown.
                    let comment = String(decoding: bytes[(index + 3)..<close], as: UTF8.self).trimmingSpaces()
                    if comment == "truncate" || comment == "more" { output += Array("<!-- \(comment) -->".utf8) }
                    index = Self.leaveOut(bytes, index..<(close + 3), into: &output, line: &line)
                } else {
                    output.append(bytes[index])
                    index += 1
                }
            case UInt8(ascii: "<"):
                guard let tag = Self.componentTag(bytes, at: index) else {
                    // An HTML tag written as JSX (`<img src={"a.png"} className="wide" />`) is written as HTML.
                    if let end = Self.endOfHTMLTagWithJSX(bytes, at: index) {
                        let written = String(decoding: bytes[index..<end], as: UTF8.self)
                        output += Array(JSXAttributes.htmlTag(written).utf8)
                        index = Self.leaveOut(bytes, index..<end, into: &output, line: &line)
                        continue
                    }
                    output.append(bytes[index])
                    index += 1
                    continue
                }
                let written = String(decoding: bytes[index..<tag.end], as: UTF8.self)
                if !tag.isClosing, let call = Self.videoCall(tag.name, written, shortcodes: shortcodes) {
                    output += Array(call.utf8)
                } else if !tag.isClosing, contentsMarker, Self.contentsComponents.contains(tag.name) {
                    output += Array("{:toc}".utf8)
                } else if !tag.isClosing, ["Image", "Picture"].contains(tag.name), let source = Self.importedImage(in: written, images: images) {
                    let alt = Self.attribute("alt", in: written) ?? ""
                    output += Array("<img src=\"\(source.xmlEscaped)\" alt=\"\(alt.xmlEscaped)\">".utf8)
                } else if !tag.isClosing, !tag.name.isEmpty, warned.insert(tag.name).inserted {
                    diagnostics.append(
                        .warning(
                            "MDX component <\(tag.name)> is left out (it is the old site's JavaScript, which no build here runs); text between its tags is kept; write Markdown, HTML or a shortcode in its place",
                            at: SourceLocation(path: path, line: lineOffset + line, column: 1)))
                }
                index = Self.leaveOut(bytes, index..<tag.end, into: &output, line: &line)
            default:
                output.append(bytes[index])
                index += 1
            }
        }
        markdown = String(decoding: output, as: UTF8.self)
    }

    /// Leaves out a range of the source but its newlines (so later lines keep their numbers);
    /// returns where the range ends.
    private static func leaveOut(_ bytes: [UInt8], _ range: Range<Int>, into output: inout [UInt8], line: inout Int) -> Int {
        let newlines = bytes[range].count { $0 == UInt8(ascii: "\n") }
        output += repeatElement(UInt8(ascii: "\n"), count: newlines)
        line += newlines
        return range.upperBound
    }

    /// The `import` and `export` statements outside fenced code, each from its first line to
    /// the next blank line (its last newline left out of the range), and the pictures the imports
    /// name, by name (`cover` → `./cover.png`).
    private static func statements(in bytes: [UInt8], outside fences: [Range<Int>]) -> (ranges: [Range<Int>], images: [String: String]) {
        var ranges: [Range<Int>] = []
        var images: [String: String] = [:]
        var start: Int?
        var index = 0
        var nextFence = 0
        while index < bytes.count {
            if start == nil, nextFence < fences.count, fences[nextFence].lowerBound == index {
                index = fences[nextFence].upperBound
                nextFence += 1
                continue
            }
            let end = endOfLine(bytes, from: index)
            let line = bytes[index..<end]
            let isBlank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            if let open = start, isBlank {
                ranges.append(open..<(index - 1))
                start = nil
            } else if start != nil || starts(bytes, at: index, with: "import ") || starts(bytes, at: index, with: "import{")
                || starts(bytes, at: index, with: "export ")
            {
                let text = String(decoding: line, as: UTF8.self)
                let imported = ScriptValues.firstMatch(#"^\s*import\s+([A-Za-z_$][\w$]*)\s+from\s+["']([^"']+\.(?:png|jpe?g|gif|webp|avif|svg))["']"#, in: text)
                if imported.count == 2 { images[imported[0]] = imported[1] }
                if start == nil { start = index }
            }
            while nextFence < fences.count, fences[nextFence].upperBound <= index { nextFence += 1 }
            index = end < bytes.count ? end + 1 : end
        }
        if let open = start { ranges.append(open..<bytes.count) }
        return (ranges, images)
    }

    /// A component's tag at `index` (`<Aside type="tip">`, `</Aside>`, `<Foo.Bar />`, a fragment
    /// `<>`): its name (empty for a fragment), whether it closes, and where it ends.
    private static func componentTag(_ bytes: [UInt8], at index: Int) -> (name: String, isClosing: Bool, end: Int)? {
        var cursor = index + 1
        var isClosing = false
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "/") {
            isClosing = true
            cursor += 1
        }
        guard cursor < bytes.count else { return nil }
        if bytes[cursor] == UInt8(ascii: ">") { return ("", isClosing, cursor + 1) }
        guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[cursor]) else { return nil }
        let nameStart = cursor
        while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
        guard let (end, _) = endOfTag(bytes, from: cursor) else { return nil }
        return (String(decoding: bytes[nameStart..<cursor], as: UTF8.self), isClosing, end)
    }

    /// Where an HTML tag at `index` ends (`<img src={cover} />`, `<div className="x">`) when it
    /// holds JSX's attributes (a `{…}` value, `className`, `htmlFor`), which HTML does not read;
    /// nil for any other text.
    private static func endOfHTMLTagWithJSX(_ bytes: [UInt8], at index: Int) -> Int? {
        guard index + 1 < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index + 1]) else { return nil }
        var cursor = index + 1
        while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
        guard let (end, holdsBraces) = endOfTag(bytes, from: cursor) else { return nil }
        let tag = bytes[index..<end]
        return holdsBraces || tag.contains(bytes: "className=") || tag.contains(bytes: "htmlFor=") ? end : nil
    }

    /// Past the `>` that ends a tag whose attributes start at `cursor`, and whether they hold a
    /// `{…}` expression; quoted text and expressions (over several lines) are passed over. Nil
    /// when a `<` comes first or nothing ends it.
    private static func endOfTag(_ bytes: [UInt8], from start: Int) -> (end: Int, holdsBraces: Bool)? {
        var cursor = start
        var depth = 0
        var quote: UInt8?
        var holdsBraces = false
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || (depth > 0 && byte == UInt8(ascii: "`")) {
                quote = byte
            } else if byte == UInt8(ascii: "{") {
                depth += 1
                holdsBraces = true
            } else if byte == UInt8(ascii: "}") {
                depth = max(0, depth - 1)
            } else if byte == UInt8(ascii: ">"), depth == 0 {
                return (cursor + 1, holdsBraces)
            } else if byte == UInt8(ascii: "<"), depth == 0 {
                return nil
            }
            cursor += 1
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "-")
    }

    /// Video components of Astro's and React's embed packages, by the shortcode that shows the video.
    /// Components that show the post's table of contents where they stand (pliny's, the Tailwind
    /// Next.js starter's `<TOCInline>`; Docusaurus's `<TOCInline>`, Astro themes' `<TableOfContents>`).
    private static let contentsComponents: Set = ["TOCInline", "TableOfContents", "TOC", "Toc"]

    private static let videoComponents = [
        "YouTube": "youtube", "Youtube": "youtube", "LiteYouTubeEmbed": "youtube", "LiteYouTube": "youtube", "YouTubeEmbed": "youtube",
        "Vimeo": "vimeo", "VimeoEmbed": "vimeo",
    ]

    /// `<YouTube id="dQw4w9WgXcQ" title="…" />` (or its URL) as the theme's shortcode call, when
    /// the theme has that shortcode and the tag names a video.
    private static func videoCall(_ name: String, _ tag: String, shortcodes: Set<String>) -> String? {
        guard let provider = videoComponents[name], shortcodes.contains(provider),
            let written = attribute("id", in: tag) ?? attribute("videoId", in: tag) ?? attribute("src", in: tag)
        else { return nil }
        let id = written.contains("://") ? VideoEmbed(url: written).flatMap { $0.provider == provider ? $0.id : nil } : written
        guard let id, !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
        let title = (attribute("title", in: tag) ?? attribute("playlabel", in: tag)).map { " title=\"\($0.replacingOccurrences(of: "\"", with: "'"))\"" } ?? ""
        return "{{< \(provider) id=\"\(id)\"\(title) >}}"
    }

    /// The imported picture an `<Image src={cover} …>` names, when it names one.
    private static func importedImage(in tag: String, images: [String: String]) -> String? {
        guard let name = ScriptValues.firstMatch(#"\bsrc=\{\s*([A-Za-z_$][\w$]*)\s*\}"#, in: tag).first else {
            return attribute("src", in: tag)
        }
        return images[name]
    }

    /// A quoted attribute's text (`alt="A cat"`).
    private static func attribute(_ name: String, in tag: String) -> String? {
        ScriptValues.firstMatch(#"\b"# + name + #"=(?:"([^"]*)"|'([^']*)')"#, in: tag).first
    }

    private static func endOfLine(_ bytes: [UInt8], from index: Int) -> Int {
        bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
    }
}
