/// A cell of a Markdown table pasted into a block, as the text it shows: `**USA**` is `USA`,
/// `[Germany](https://…)` is `Germany`, a `<br>` a space, inline HTML as GitHub shows it (`<b>USA</b>` is
/// `USA`, `China<sup>1</sup>` is `China¹`), and a footnote mark (`4,231[^1]`) is dropped. A chart
/// draws plain text, and a value must be a number.
enum MarkdownCell {
    static func plainText(_ text: String) -> String {
        guard mayHoldMarkdown(text) else { return text }
        var result = Array(withoutLinksAndFootnotes(RichText.plain(text)))
        // Emphasis, code or strikethrough around words (`**USA** (est.)`, `🍎 *Apples*`), however deep;
        // a star or underscore inside a word (`snake_case`, `5*3*2`) is the word's own.
        while let (open, close, length) = emphasisSpan(in: result) {
            result.removeSubrange(close..<close + length)
            result.removeSubrange(open..<open + length)
        }
        return String(result)
    }

    private static let markers: [[Character]] = [["*", "*"], ["_", "_"], ["~", "~"], ["`"], ["*"], ["_"]]

    /// The first marker pair that opens before a word and closes after one, as offsets and the marker's length.
    private static func emphasisSpan(in text: [Character]) -> (Int, Int, Int)? {
        func isBoundary(_ index: Int) -> Bool {
            guard text.indices.contains(index) else { return true }
            return text[index].isWhitespace || text[index].isPunctuation || markerCharacters.contains(text[index])
        }
        for marker in markers {
            let length = marker.count
            var open = 0
            while open + 2 * length < text.count {
                defer { open += 1 }
                guard text[open..<open + length].elementsEqual(marker), isBoundary(open - 1),
                    !text[open + length].isWhitespace, text[open + length] != marker[0]
                else { continue }
                var close = open + length + 1
                while close + length <= text.count {
                    if text[close..<close + length].elementsEqual(marker), !text[close - 1].isWhitespace,
                        text[close - 1] != marker[0], isBoundary(close + length)
                    {
                        return (open, close, length)
                    }
                    close += 1
                }
            }
        }
        return nil
    }

    private static let markerCharacters: Set<Character> = ["*", "_", "~", "`"]

    /// Whether the cell has a byte that starts Markdown (nearly every cell has none).
    static func mayHoldMarkdown(_ text: String) -> Bool {
        text.utf8.contains { $0 == .star || $0 == .underscore || $0 == .backtick || $0 == .openBracket || $0 == .tilde || $0 == UInt8(ascii: "<") }
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
