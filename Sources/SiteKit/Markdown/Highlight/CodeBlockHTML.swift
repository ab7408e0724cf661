/// A code block as HTML: its tokens coloured when its language is known, its lines numbered,
/// marked or left out and its file named as its options ask (`CodeBlockOptions`).
enum CodeBlockHTML {
    /// The `<pre>` for `code` in the language `language`, with the options written after it (under
    /// its file's name when they give one); nil when there is nothing to add to plain code (an
    /// unknown language or code too long to highlight, and no options this site reads).
    static func html(_ code: String, language: String, options: Substring) -> String? {
        var asked = CodeBlockOptions(options: options)
        var code = code
        // Docusaurus's `// highlight-next-line`: the comment goes, the line it names is marked.
        if let magic = MagicComments.applied(to: code) {
            code = magic.code
            asked.marked += magic.marked
        }
        let highlighted = Highlighting.isWorthHighlighting(code) ? CodeHighlighter.html(code, language: language) : nil
        let pre: String
        if asked.isPlain {
            guard let highlighted else {
                return asked.fileName.map { named($0, open(language, highlighted: false, lines: asked) + code.xmlEscaped + "</code></pre>") }
            }
            pre = open(language, highlighted: true, lines: asked) + highlighted + "</code></pre>"
        } else {
            var body = highlighted ?? code.xmlEscaped
            if !body.hasSuffix("\n") { body += "\n" }
            pre = open(language, highlighted: highlighted != nil, lines: asked) + asked.wrapping(body) + "</code></pre>"
        }
        return asked.fileName.map { named($0, pre) } ?? pre
    }

    /// The class of the figure that holds code under its file's name, as the `codeblock`
    /// shortcode writes it (and the theme styles it).
    static let namedClass = "codeblock"

    /// The file's name above its code, in that figure.
    static func nameCaption(_ fileName: String) -> String {
        "<figcaption class=\"codeblock-name\">\(fileName.xmlEscaped)</figcaption>\n"
    }

    /// The code under its file's name.
    private static func named(_ fileName: String, _ pre: String) -> String {
        "<figure class=\"\(namedClass)\">" + nameCaption(fileName) + pre + "\n</figure>"
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

    private static func open(_ language: String, highlighted: Bool, lines: CodeBlockOptions) -> String {
        let classes = [highlighted ? "highlight" : nil, lines.isNumbered ? "numbered" : nil].compactMap { $0 }
        let preClass = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
        let codeClass = language.isEmpty ? "" : " class=\"language-\(language.xmlEscaped)\""
        return "<pre\(preClass)><code\(codeClass)\(lines.counterStyle)>"
    }
}
