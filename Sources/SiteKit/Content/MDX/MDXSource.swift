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

    /// - Parameter shortcodes: the theme's shortcodes: a video component (`<YouTube id="…" />`)
    ///   becomes the call of the theme's `youtube` or `vimeo` shortcode when it has one.
    init(_ text: some StringProtocol, path: String, lineOffset: Int, shortcodes: Set<String> = []) {
        var bytes = Array(text.utf8)
        let images = Self.leaveOutStatements(&bytes)
        bytes.removeAll { $0 == 0 }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var warned: Set<String> = []
        var index = 0
        var line = 1
        var fence: (byte: UInt8, count: Int)?
        var atLineStart = true
        while index < bytes.count {
            if atLineStart {
                atLineStart = false
                let (marker, count, indent) = Self.fenceMarker(bytes, at: index)
                if fence != nil || (marker != nil && count >= 3 && indent < 4) {
                    if let open = fence {
                        if marker == open.byte, count >= open.count, indent < 4 { fence = nil }
                    } else if let marker {
                        fence = (marker, count)
                    }
                    let end = Self.endOfLine(bytes, from: index)
                    output += bytes[index..<end]
                    index = end
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
                let end = Self.endOfCodeSpan(bytes, from: index)
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

    /// Leaves out the `import` and `export` statements (each to the next blank line, outside
    /// fenced code) and returns the pictures the imports name, by name (`cover` → `./cover.png`).
    private static func leaveOutStatements(_ bytes: inout [UInt8]) -> [String: String] {
        var images: [String: String] = [:]
        var index = 0
        var fence: (byte: UInt8, count: Int)?
        var inStatement = false
        while index < bytes.count {
            let end = endOfLine(bytes, from: index)
            let line = bytes[index..<end]
            let (marker, count, indent) = fenceMarker(bytes, at: index)
            let isBlank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            if inStatement, isBlank {
                inStatement = false
            } else if !inStatement, let open = fence {
                if marker == open.byte, count >= open.count, indent < 4 { fence = nil }
            } else if !inStatement, let marker, count >= 3, indent < 4 {
                fence = (marker, count)
            } else if inStatement || starts(bytes, at: index, with: "import ") || starts(bytes, at: index, with: "import{")
                || starts(bytes, at: index, with: "export ")
            {
                let text = String(decoding: line, as: UTF8.self)
                let imported = ScriptValues.firstMatch(#"^\s*import\s+([A-Za-z_$][\w$]*)\s+from\s+["']([^"']+\.(?:png|jpe?g|gif|webp|avif|svg))["']"#, in: text)
                if imported.count == 2 { images[imported[0]] = imported[1] }
                blank(&bytes, index..<end)
                inStatement = true
            }
            index = end < bytes.count ? end + 1 : end
        }
        return images
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

    /// The fence a line opens with: its character, how many, and the indent before it.
    private static func fenceMarker(_ bytes: [UInt8], at index: Int) -> (UInt8?, Int, Int) {
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        let indent = cursor - index
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "`") || bytes[cursor] == UInt8(ascii: "~") else { return (nil, 0, indent) }
        let marker = bytes[cursor]
        var count = 0
        while cursor < bytes.count, bytes[cursor] == marker {
            count += 1
            cursor += 1
        }
        return (count >= 3 ? marker : nil, count, indent)
    }

    /// Past a code span that opens at `index` (a run of backticks to the same run), or past the
    /// run when it is never closed.
    private static func endOfCodeSpan(_ bytes: [UInt8], from index: Int) -> Int {
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
        let run = cursor - index
        var search = cursor
        while search < bytes.count {
            guard bytes[search] == UInt8(ascii: "`") else {
                // A blank line ends a paragraph, and with it any code span.
                if bytes[search] == UInt8(ascii: "\n"), search + 1 < bytes.count, bytes[search + 1] == UInt8(ascii: "\n") { return cursor }
                search += 1
                continue
            }
            let start = search
            while search < bytes.count, bytes[search] == UInt8(ascii: "`") { search += 1 }
            if search - start == run { return search }
        }
        return cursor
    }

    private static func endOfLine(_ bytes: [UInt8], from index: Int) -> Int {
        bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
    }

    /// Leaves out a range's bytes but its newlines, so the lines after keep their numbers
    /// (the zero bytes are dropped at the end).
    private static func blank(_ bytes: inout [UInt8], _ range: Range<Int>) {
        for index in range where bytes[index] != UInt8(ascii: "\n") { bytes[index] = 0 }
    }
}
