import Foundation

/// Code that a post's HTML writes as plain `<pre class="r"><code>…</code></pre>` (blogdown's
/// and R Markdown's pages, Pandoc without its highlighter, a pasted `<pre><code
/// class="language-python">`): the old site's theme coloured it in the reader's browser with a
/// script (highlight.js, Prism), and no script runs here. It is highlighted at build time, as a
/// fenced block is. Code that already holds markup (Pandoc's or Chroma's spans) and text with an
/// entity other than `&lt;`, `&gt;`, `&amp;`, `&quot;` or a number stays exactly as written.
enum PreformattedCode {
    /// Bytes an HTML text holds when it may have such code.
    static let sign = "<pre"

    /// `html` with each plain `<pre><code>` of a known language highlighted.
    static func highlighted(in html: String) -> String {
        guard html.contains(sign) else { return html }
        var result = ""
        var rest = html[...]
        while let open = rest.range(of: sign) {
            guard let block = Block(in: rest[open.lowerBound...]), let code = CodeHighlighter.html(block.code, language: block.language)
            else {
                result += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            result += rest[..<open.lowerBound]
            result += "<pre class=\"highlight\"><code class=\"language-\(block.language.xmlEscaped)\">"
            result += code
            result += "</code></pre>"
            rest = rest[block.end...]
        }
        return result + rest
    }

    /// One `<pre…><code…>text</code></pre>` at the start of a text, its language named by a class.
    private struct Block {
        var language: String
        var code: String
        /// Where the text after `</pre>` starts.
        var end: Substring.Index

        init?(in text: Substring) {
            guard let preTag = Self.tag(at: text.startIndex, in: text, named: "<pre") else { return nil }
            var index = preTag.end
            while index < text.endIndex, text[index] == "\n" || text[index] == " " { index = text.index(after: index) }
            guard let codeTag = Self.tag(at: index, in: text, named: "<code"),
                let close = text[codeTag.end...].range(of: "</code>")
            else { return nil }
            let written = text[codeTag.end..<close.lowerBound]
            guard Highlighting.isWorthHighlighting(written), !written.contains("<"), let code = written.characterReferencesRead else { return nil }
            var after = close.upperBound
            while after < text.endIndex, text[after] == "\n" || text[after] == " " { after = text.index(after: after) }
            guard text[after...].hasPrefix("</pre>") else { return nil }
            // `language-python` on the code, else a word of either class that names a language (`<pre class="r">`).
            let words = codeTag.classes + preTag.classes
            let named = words.first { $0.hasPrefix("language-") || $0.hasPrefix("lang-") }.map { String($0.drop { $0 != "-" }.dropFirst()) }
            guard let language = named ?? words.first(where: { CodeHighlighter.languageName(for: $0) != nil }) else { return nil }
            self.language = language
            self.code = code
            end = text.index(after, offsetBy: "</pre>".count)
        }

        /// The tag `name` opening at `index` (`<pre`, then a space or `>`): where it ends and the words of its class.
        private static func tag(at index: Substring.Index, in text: Substring, named name: String) -> (end: Substring.Index, classes: [String])? {
            guard text[index...].hasPrefix(name) else { return nil }
            let inside = text.index(index, offsetBy: name.count)
            guard inside < text.endIndex, text[inside] == ">" || text[inside] == " " || text[inside] == "\n",
                let close = text[inside...].firstIndex(of: ">")
            else { return nil }
            let attributes = text[inside..<close]
            var classes: [String] = []
            for quote in ["\"", "'"] {
                if let start = attributes.range(of: "class=\(quote)"), let end = attributes[start.upperBound...].firstIndex(of: Character(quote)) {
                    classes = attributes[start.upperBound..<end].split(separator: " ").map(String.init)
                    break
                }
            }
            return (text.index(after: close), classes)
        }
    }
}
