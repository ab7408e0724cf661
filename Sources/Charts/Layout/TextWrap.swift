/// Category labels fitted to a width: on one line, on two balanced lines, or, when neither
/// fits, shortened with "…". A label's first `keptCharacters` characters are never cut.
enum TextWrap {
    /// Labels this long or shorter are never shortened: layouts make room for them instead.
    static let keptCharacters = 16

    /// WCAG 1.4.12 lets a reader widen letters by 0.12 em and words by 0.16 em; labels are
    /// fitted with that room, so the override never pushes one into its neighbour or off the chart.
    static func width(_ text: some StringProtocol, size: Double, bold: Bool = false) -> Double {
        var letters = 0, spaces = 0
        for scalar in text.unicodeScalars {
            letters += 1
            if scalar == " " { spaces += 1 }
        }
        return TextMeasure.width(text, size: size, bold: bold) + size * (letterSpacing * Double(letters) + wordSpacing * Double(spaces))
    }

    /// WCAG 1.4.12's extra room, in em: per letter, and per space on top of that.
    static let letterSpacing = 0.12
    static let wordSpacing = 0.16

    /// The width that the first `keptCharacters` characters of `text` need.
    static func keptWidth(_ text: String, size: Double) -> Double {
        width(text.prefix(keptCharacters), size: size)
    }

    /// `text` on two lines no wider than `width`, split where a reader expects it (after a
    /// space, hyphen or slash, or between CJK characters) and as evenly as possible; nil when
    /// no split fits. Linear in the text's length, however long a label is.
    static func twoLines(_ text: String, width limit: Double, size: Double) -> [String]? {
        twoLines(Line(text, size: size), width: limit)
    }

    private static func twoLines(_ line: Line, width limit: Double) -> [String]? {
        // No chart has room for two lines of this many characters.
        guard !line.isCut else { return nil }
        var best: (end: Int, start: Int)?
        var bestWidth = Double.infinity
        for index in line.breaks {
            let (end, start) = line.trimmed(at: index)
            let widest = max(line.width(0, end), line.width(start, line.characters.count))
            if widest <= limit, widest < bestWidth {
                best = (end, start)
                bestWidth = widest
            }
        }
        return best.map { [line.text(0, $0.end), line.text($0.start, line.characters.count)] }
    }

    /// `text` on three to `count` lines no wider than `width`, as even as the breaks allow; nil
    /// when it needs more, or fewer (one or two lines fit).
    static func lines(_ text: String, width limit: Double, atMost count: Int, size: Double) -> [String]? {
        let line = Line(text, size: size)
        guard !line.isCut, let lines = filled(line, width: limit, atMost: count), lines.count >= 3 else { return nil }
        // The narrowest width at which as few lines still hold the text, so the lines come out alike.
        var low = 0.0, high = limit, best = lines
        for _ in 0..<12 {
            let middle = (low + high) / 2
            if let tighter = filled(line, width: middle, atMost: lines.count) {
                best = tighter
                high = middle
            } else {
                low = middle
            }
        }
        return best
    }

    /// Lines filled one after the other, each as long as fits `width`; nil when more than `count` are needed.
    private static func filled(_ line: Line, width limit: Double, atMost count: Int) -> [String]? {
        var lines: [String] = []
        var start = 0
        while line.width(start, line.characters.count) > limit {
            guard lines.count + 1 < count,
                let index = line.breaks.last(where: { $0 > start && line.trimmed(at: $0).end > start && line.width(start, line.trimmed(at: $0).end) <= limit })
            else { return nil }
            let (end, next) = line.trimmed(at: index)
            lines.append(line.text(start, end))
            start = next
        }
        lines.append(line.text(start, line.characters.count))
        return lines
    }

    /// `text` in at most two lines of `width`, the second shortened with "…" when it must be
    /// (then `isShortened`). A label that fits whole on one line stays one line.
    static func fitted(_ text: String, width limit: Double, size: Double) -> (lines: [String], isShortened: Bool) {
        if width(text, size: size) <= limit { return ([text], false) }
        let line = Line(text, size: size)
        if let lines = twoLines(line, width: limit) { return (lines, false) }
        // The longest first line that fits, then the rest shortened.
        if let index = line.breaks.last(where: { line.width(0, line.trimmed(at: $0).end) <= limit }) {
            let (end, start) = line.trimmed(at: index)
            return ([line.text(0, end), shortened(line.text(start, line.characters.count), width: limit, size: size)], true)
        }
        return ([shortened(text, width: limit, size: size)], true)
    }

    /// A label's characters with the running sum of their widths, so any piece is measured at once.
    private struct Line {
        let characters: [Character]
        /// `sums[i]` is the width of the first `i` characters, with room for text spacing.
        let sums: [Double]
        /// Where a line may end: before these characters.
        let breaks: [Int]

        /// True when the text was longer than `longest` characters and only its start was read.
        let isCut: Bool
        static let longest = 256

        init(_ text: String, size: Double) {
            characters = Array(text.prefix(Self.longest))
            isCut = text.utf8.count > Self.longest && characters.count == Self.longest && text.count > Self.longest
            var sums = [0.0]
            sums.reserveCapacity(characters.count + 1)
            for character in characters {
                let spacing = character == " " ? TextWrap.letterSpacing + TextWrap.wordSpacing : TextWrap.letterSpacing
                let advance = Double(TextMeasure.units(character)) / 1000 * size * TextMeasure.safety
                sums.append(sums[sums.count - 1] + advance + size * spacing * Double(character.unicodeScalars.count))
            }
            self.sums = sums
            let characters = self.characters
            breaks = characters.indices.dropFirst().filter { TextWrap.breaks(characters, before: $0) }
        }

        func width(_ from: Int, _ to: Int) -> Double { to > from ? sums[to] - sums[from] : 0 }

        func text(_ from: Int, _ to: Int) -> String { to > from ? String(characters[from..<to]) : "" }

        /// The first line's end and the second's start for a break, without the spaces between.
        func trimmed(at index: Int) -> (end: Int, start: Int) {
            var end = index, start = index
            while end > 0, characters[end - 1] == " " { end -= 1 }
            while start < characters.count, characters[start] == " " { start += 1 }
            return (end, start)
        }
    }

    /// One line, cut with "…" to `width`, never below the first character.
    static func shortened(_ text: String, width limit: Double, size: Double) -> String {
        TextMeasure.cut(text, width: limit, keepsFirstCharacter: true) { width($0, size: size) } ?? text
    }

    /// Whether a line may end before `characters[index]`.
    fileprivate static func breaks(_ characters: [Character], before index: Int) -> Bool {
        let previous = characters[index - 1], next = characters[index]
        if next == " " { return false }
        if previous == " " || previous == "-" || previous == "/" { return true }
        return isIdeographic(previous) && isIdeographic(next)
    }

    private static func isIdeographic(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value) || (0xF900...0xFAFF).contains(value)
    }
}
