/// A cell of a Markdown table pasted into a block, as the text it shows: `**USA**` is `USA`,
/// `[Germany](https://…)` is `Germany`, and a footnote mark (`4,231[^1]`) is dropped. A chart
/// draws plain text, and a value must be a number.
enum MarkdownCell {
    static func plainText(_ text: String) -> String {
        guard mayHoldMarkdown(text) else { return text }
        var result = withoutLinksAndFootnotes(text)
        // Emphasis, code or strikethrough around the whole cell, however deep.
        var changed = true
        while changed {
            changed = false
            for marker in ["**", "__", "~~", "*", "_", "`"] where result.count > 2 * marker.count && result.hasPrefix(marker) && result.hasSuffix(marker) {
                let inner = result.dropFirst(marker.count).dropLast(marker.count)
                guard inner.first?.isWhitespace == false, inner.last?.isWhitespace == false else { continue }
                // `** **` is no emphasis of `* *`.
                if marker.count == 1, inner.first == marker.first || inner.last == marker.first { continue }
                result = String(inner)
                changed = true
                break
            }
        }
        return result
    }

    /// Whether the cell has a byte that starts Markdown (nearly every cell has none).
    static func mayHoldMarkdown(_ text: String) -> Bool {
        text.utf8.contains { $0 == .star || $0 == .underscore || $0 == .backtick || $0 == .openBracket || $0 == .tilde }
    }

    /// `[text](url)` and `[text][ref]` as `text`; `[^note]` dropped.
    private static func withoutLinksAndFootnotes(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "]") else { break }
            let inside = rest[afterOpen..<close]
            var next = rest.index(after: close)
            if inside.hasPrefix("^") {
                // A footnote mark, blanks before it included.
                while result.last?.isWhitespace == true { result.removeLast() }
            } else if next < rest.endIndex, rest[next] == "(", let end = rest[next...].firstIndex(of: ")") {
                result += inside
                next = rest.index(after: end)
            } else if next < rest.endIndex, rest[next] == "[", let end = rest[next...].firstIndex(of: "]") {
                result += inside
                next = rest.index(after: end)
            } else {
                result += rest[open..<next]
            }
            rest = rest[next...]
        }
        return result + rest
    }
}
