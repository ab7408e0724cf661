/// One call of a shortcode in a post, in any of the syntaxes bloggers bring:
/// Hugo's `{{< name a key="v" >}}` and `{{% name %}}…{{% /name %}}`, Zola's `{{ name(key=v) }}`
/// and `{% name(key=v) %}…{% end %}`.
struct ShortcodeCall: Sendable {
    enum Syntax: Sendable, Equatable {
        /// `{{< … >}}`: the output is HTML, placed as it is.
        case hugoHTML
        /// `{{% … %}}`: the output is Markdown, rendered with the post.
        case hugoMarkdown
        /// `{{ name(…) }}` and `{% name(…) %}…{% end %}`: the output is HTML.
        case zola
    }

    var name: String
    var syntax: Syntax
    /// `{{< youtube ZJthWmvUzzc >}}` → ["ZJthWmvUzzc"].
    var positional: [String] = []
    /// `key="v"`, in the order written.
    var named: [(key: String, value: String)] = []
    /// The text between the opening and the closing tag; nil for a call without one.
    var inner: String?
    /// The Markdown the inner text stands for, when it is not the text as written: a Liquid
    /// `codeblock`'s code, fenced.
    var innerMarkdown: String?
    /// Byte offset of the call's first byte in the text that was scanned.
    var offset: Int

    /// The named parameter, or else the positional one at `position`.
    func parameter(_ key: String, position: Int? = nil) -> String? {
        if let value = named.first(where: { $0.key == key })?.value { return value }
        if let position, position < positional.count { return positional[position] }
        return nil
    }
}

/// Splits a shortcode's arguments: `a "b c" key="v" k2=w k3=`raw``, Hugo's forms; Zola's
/// `key=v, k2="x"` (commas between) reads the same way.
func shortcodeArguments(_ text: Substring) -> (positional: [String], named: [(key: String, value: String)]) {
    var positional: [String] = []
    var named: [(key: String, value: String)] = []
    var index = text.startIndex
    func skipSeparators() {
        while index < text.endIndex, text[index].isWhitespace || text[index] == "," { index = text.index(after: index) }
    }
    /// A quoted or bare word from `index`.
    func word() -> String {
        guard index < text.endIndex else { return "" }
        let quote = text[index]
        if quote == "\"" || quote == "`" || quote == "'" {
            var value = ""
            index = text.index(after: index)
            while index < text.endIndex, text[index] != quote {
                if quote == "\"", text[index] == "\\", text.index(after: index) < text.endIndex {
                    index = text.index(after: index)
                }
                value.append(text[index])
                index = text.index(after: index)
            }
            if index < text.endIndex { index = text.index(after: index) }
            return value
        }
        let start = index
        while index < text.endIndex, !text[index].isWhitespace, text[index] != ",", text[index] != "=" {
            index = text.index(after: index)
        }
        // An address's query (`https://maps.example/embed?q=1&z=2`, as Hexo's tags write one bare) is part of it.
        if index < text.endIndex, text[index] == "=", text[start..<index].contains("://") {
            while index < text.endIndex, !text[index].isWhitespace { index = text.index(after: index) }
        }
        return String(text[start..<index])
    }
    skipSeparators()
    while index < text.endIndex {
        let isQuoted = ["\"", "`", "'"].contains(text[index])
        let first = word()
        if !isQuoted, index < text.endIndex, text[index] == "=" {
            index = text.index(after: index)
            named.append((first, word()))
        } else if !first.isEmpty || isQuoted {
            positional.append(first)
        } else {
            // A stray "=": step over it.
            index = text.index(after: index)
        }
        skipSeparators()
    }
    return (positional, named)
}
