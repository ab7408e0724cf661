/// Octopress's image tag, which Pelican's `liquid_tags` kept and older Jekyll blogs still hold:
/// `{% img [class …] /images/chart.png [width [height]] [title text | "title" "alt"] %}`.
struct OctopressImage: Equatable {
    var classes: [String] = []
    var source: String
    var width: String?
    var height: String?
    var title = ""
    var alternativeText = ""

    /// The tag's words read as Octopress reads them; nil when they name no image.
    init?(_ argument: String) {
        var words = argument.split(whereSeparator: \.isWhitespace)[...]
        // Words before the image's path are its classes; a path starts with a scheme or a slash, or has one.
        var classes: [String] = []
        while let word = words.first, !Self.isPath(word) {
            classes.append(String(word))
            words = words.dropFirst()
        }
        guard let path = words.popFirst() else { return nil }
        self.classes = classes
        source = String(path)
        if let word = words.first, word.allSatisfy(\.isASCIIDigit) {
            width = String(word)
            words = words.dropFirst()
            if let word = words.first, word.allSatisfy(\.isASCIIDigit) {
                height = String(word)
                words = words.dropFirst()
            }
        }
        let rest = words.joined(separator: " ")
        if let (title, alternative) = Self.quotedPair(rest) {
            self.title = title
            alternativeText = alternative
        } else {
            // One text is both; quotes or brackets around it (a reading of the docs' `[title]`) are not part of it.
            var text = Substring(rest)
            if let first = text.first, let last = text.last, text.count >= 2, (first == "[" && last == "]") || ((first == "\"" || first == "'") && last == first) {
                text = text.dropFirst().dropLast()
            }
            title = String(text)
            alternativeText = title
        }
    }

    /// The image as Markdown, with its classes and size in a kramdown list after it when the
    /// `attributes` extension reads one (without it they are left out, not shown as text).
    func markdown(withAttributes: Bool) -> String {
        let alt = alternativeText.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "]", with: "\\]")
        let quotedTitle = title.isEmpty || title == alternativeText ? "" : " \"" + title.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        var text = "![\(alt)](<\(source)>\(quotedTitle))"
        var attributes = classes.map { "." + $0 }
        if let width { attributes.append("width=\"\(width)\"") }
        if let height { attributes.append("height=\"\(height)\"") }
        if withAttributes, !attributes.isEmpty { text += "{: " + attributes.joined(separator: " ") + "}" }
        return text
    }

    private static func isPath(_ word: Substring) -> Bool {
        word.hasPrefix("http://") || word.hasPrefix("https://") || word.contains("/")
    }

    /// `"title" "alt"` (or in single quotes): two quoted texts and nothing else.
    private static func quotedPair(_ text: String) -> (String, String)? {
        func quoted(_ text: Substring) -> (String, rest: Substring)? {
            guard let quote = text.first, quote == "\"" || quote == "'",
                let close = text.dropFirst().firstIndex(of: quote)
            else { return nil }
            return (String(text[text.index(after: text.startIndex)..<close]), text[text.index(after: close)...])
        }
        guard let (title, rest) = quoted(Substring(text)), let (alternative, end) = quoted(rest.drop { $0 == " " }),
            end.allSatisfy({ $0 == " " })
        else { return nil }
        return (title, alternative)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
