/// The part of a source line a diagnostic shows: one line, at most `width` characters, around the caret.
///
/// A block of 40 KB on one line with 20,000 mistakes would otherwise print the whole line
/// 20,000 times; the excerpt keeps every diagnostic's size bounded whatever the input.
public struct SourceExcerpt: Sendable, Hashable {
    /// The characters shown, with `…` where the line was cut; tabs shown as one space each.
    public var text: String
    /// Characters of `text` before the caret.
    public var caretIndent: Int

    /// The most characters an excerpt shows.
    public static let width = 100

    /// The excerpt of `line` (only its first line) around the 1-based character `column`.
    public init(line: some StringProtocol, column: Int) {
        var caret = line.startIndex
        var walked = 1
        while walked < column, caret < line.endIndex, !line[caret].isNewline {
            line.formIndex(after: &caret)
            walked += 1
        }
        self.init(line: line, caretAt: caret)
    }

    /// The excerpt of `line` around the position `caret`; walks only the characters it shows,
    /// so it costs the same on a line of a megabyte. Counted in Unicode scalars, which any byte
    /// offset a parser found lands between.
    public init<Line: StringProtocol>(line: Line, caretAt caret: Line.Index) {
        let scalars = line.unicodeScalars
        let caret = min(max(caret, scalars.startIndex), scalars.endIndex)
        func isLineEnd(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }
        var start = caret
        var before = 0
        while before < Self.width / 2, start > scalars.startIndex {
            let previous = scalars.index(before: start)
            if isLineEnd(scalars[previous]) { break }
            start = previous
            before += 1
        }
        var end = caret
        var after = 0
        while before + after < Self.width, end < scalars.endIndex, !isLineEnd(scalars[end]) {
            scalars.formIndex(after: &end)
            after += 1
        }
        let cutBefore = start > scalars.startIndex && !isLineEnd(scalars[scalars.index(before: start)])
        let cutAfter = end < scalars.endIndex && !isLineEnd(scalars[end])
        var shown = String.UnicodeScalarView()
        for scalar in scalars[start..<end] { shown.append(scalar == "\t" ? " " : scalar) }
        text = (cutBefore ? "…" : "") + String(shown) + (cutAfter ? "…" : "")
        // The caret's indent in characters, as a terminal shows them (an emoji with a modifier is
        // two scalars and one character).
        let scalarsBefore = String(String.UnicodeScalarView(shown.prefix(before)))
        caretIndent = scalarsBefore.count + (cutBefore ? 1 : 0)
    }
}

extension StringProtocol {
    /// The text for quoting in a message: at most `limit` characters, cut with `…`.
    public func shortenedForMessage(limit: Int = 100) -> String {
        var result = ""
        var count = 0
        for character in self {
            if count == limit { return result + "…" }
            result.append(character)
            count += 1
        }
        return result
    }
}
