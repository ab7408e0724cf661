/// A code block as HTML: its tokens coloured when its language is known, its lines numbered,
/// marked or left out as its options ask (`CodeLines`).
enum CodeBlockHTML {
    /// The `<pre>` for `code` in the language `language`, with the options written after it; nil
    /// when there is nothing to add to plain code (an unknown language, no line options), or
    /// the code is too long to highlight.
    static func html(_ code: String, language: String, options: Substring) -> String? {
        let lines = CodeLines(options: options)
        let highlighted = Highlighting.isWorthHighlighting(code) ? CodeHighlighter.html(code, language: language) : nil
        if lines.isPlain {
            guard let highlighted else { return nil }
            return open(language, highlighted: true, lines: lines) + highlighted + "</code></pre>"
        }
        var body = highlighted ?? code.xmlEscaped
        if !body.hasSuffix("\n") { body += "\n" }
        return open(language, highlighted: highlighted != nil, lines: lines) + lines.wrapping(body) + "</code></pre>"
    }

    /// The language word of a fence's info string and the options after it: `go {linenos=true}`,
    /// Zola's `rust,linenos`, markdown-it's `js{4}`, Pandoc's `{.python .numberLines}`.
    static func split(info: String) -> (language: String, options: Substring)? {
        // Pandoc's attributes: `{.python .numberLines startFrom="10"}`, the language its first class.
        if info.hasPrefix("{") {
            guard let word = info.dropFirst().split(whereSeparator: { $0 == " " || $0 == "}" }).first, word.hasPrefix("."),
                word.count > 1
            else { return nil }
            return (String(word.dropFirst()), info[...])
        }
        guard let end = info.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "," }) else {
            return info.isEmpty ? nil : (info, "")
        }
        guard end != info.startIndex else { return nil }
        return (String(info[..<end]), info[end...])
    }

    private static func open(_ language: String, highlighted: Bool, lines: CodeLines) -> String {
        let classes = [highlighted ? "highlight" : nil, lines.isNumbered ? "numbered" : nil].compactMap { $0 }
        let preClass = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
        let codeClass = language.isEmpty ? "" : " class=\"language-\(language.xmlEscaped)\""
        return "<pre\(preClass)><code\(codeClass)\(lines.counterStyle)>"
    }
}
