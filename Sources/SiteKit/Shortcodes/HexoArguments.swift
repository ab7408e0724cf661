/// The arguments of Hexo's tags, as Hexo splits them: words, or text in single or double quotes
/// (`{% post_link hello-world 'Hello, world' %}`); a quote inside a word is a letter (`Hexo's`).
enum HexoArguments {
    static func split(_ argument: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var started = false
        for character in argument {
            if let open = quote {
                if character == open {
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "\"" || character == "'", current.isEmpty, !started {
                quote = character
                started = true
            } else if character.isWhitespace {
                if started || !current.isEmpty { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
            }
        }
        if started || !current.isEmpty { words.append(current) }
        return words
    }

    /// The title a folding tag shows: Butterfly's `hideToggle Answer,#303030,white` (its first part),
    /// Volantis' `folding blue, Title` (after the colour), Fluid's `fold info @Title` (after `@`).
    static func foldTitle(of tag: String, _ argument: String) -> String {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        switch tag {
        case "folding": return parts.count > 1 ? parts.dropFirst().joined(separator: ",").trimmingSpaces() : parts.first ?? ""
        case "fold": return argument.split(separator: "@", maxSplits: 1).dropFirst().first.map { $0.trimmingSpaces() } ?? ""
        default: return parts.first ?? ""
        }
    }

    /// The credit under a `{% blockquote %}` as Markdown: `David Levithan, Wide Awake` → `David
    /// Levithan, *Wide Awake*`; an address makes the source (or the address's host) its link.
    static func quoteCredit(_ argument: String) -> String? {
        let words = argument.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return nil }
        guard let linkIndex = words.firstIndex(where: { $0.hasPrefix("http://") || $0.hasPrefix("https://") }) else {
            return credit(words.joined(separator: " "), link: nil)
        }
        let link = words[linkIndex]
        let before = words[..<linkIndex].joined(separator: " ")
        let after = words[(linkIndex + 1)...].joined(separator: " ")
        return credit(before, link: (link, after))
    }

    private static func credit(_ written: String, link: (url: String, text: String)?) -> String? {
        let escaped = { (text: String) in text.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]") }
        let parts = written.split(separator: ",", maxSplits: 1).map { $0.trimmingSpaces() }
        let author = parts.first.map(escaped) ?? ""
        var source = parts.count > 1 ? "*\(escaped(parts[1]))*" : ""
        if let link {
            let shown = !source.isEmpty ? source : escaped(link.text.isEmpty ? link.url : link.text)
            source = "[\(shown)](<\(link.url)>)"
        }
        let credit = [author, source].filter { !$0.isEmpty }.joined(separator: ", ")
        return credit.isEmpty ? nil : credit
    }
}
