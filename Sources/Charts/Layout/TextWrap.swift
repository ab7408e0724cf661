/// Category labels fitted to a width: on one line, on two balanced lines, or, when neither
/// fits, shortened with "…". A label's first `keptCharacters` characters are never cut.
enum TextWrap {
    /// Labels this long or shorter are never shortened: layouts make room for them instead.
    static let keptCharacters = 16

    /// WCAG 1.4.12 lets a reader widen letters by 0.12 em and words by 0.16 em; labels are
    /// fitted with that room, so the override never pushes one into its neighbour or off the chart.
    static func width(_ text: some StringProtocol, size: Double) -> Double {
        var letters = 0, spaces = 0
        for scalar in text.unicodeScalars {
            letters += 1
            if scalar == " " { spaces += 1 }
        }
        return TextMeasure.width(text, size: size) + size * (0.12 * Double(letters) + 0.16 * Double(spaces))
    }

    /// The width that the first `keptCharacters` characters of `text` need.
    static func keptWidth(_ text: String, size: Double) -> Double {
        width(text.prefix(keptCharacters), size: size)
    }

    /// `text` on two lines no wider than `width`, split where a reader expects it (after a
    /// space, hyphen or slash, or between CJK characters) and as evenly as possible; nil when
    /// no split fits.
    static func twoLines(_ text: String, width limit: Double, size: Double) -> [String]? {
        let characters = Array(text)
        var best: [String]?
        var bestWidth = Double.infinity
        for index in characters.indices.dropFirst() where breaks(characters, before: index) {
            let lines = split(characters, at: index)
            let widest = max(width(lines[0], size: size), width(lines[1], size: size))
            if widest <= limit, widest < bestWidth {
                best = lines
                bestWidth = widest
            }
        }
        return best
    }

    /// `text` in at most two lines of `width`, the second shortened with "…" when it must be.
    /// A label that fits whole on one line stays one line.
    static func fitted(_ text: String, width limit: Double, size: Double) -> [String] {
        if width(text, size: size) <= limit { return [text] }
        if let lines = twoLines(text, width: limit, size: size) { return lines }
        let characters = Array(text)
        // The longest first line that fits, then the rest shortened.
        for index in characters.indices.dropFirst().reversed() where breaks(characters, before: index) {
            let lines = split(characters, at: index)
            if width(lines[0], size: size) <= limit {
                return [lines[0], shortened(lines[1], width: limit, size: size)]
            }
        }
        return [shortened(text, width: limit, size: size)]
    }

    /// One line, cut with "…" to `width`, never below the first character.
    static func shortened(_ text: String, width limit: Double, size: Double) -> String {
        if width(text, size: size) <= limit { return text }
        let ellipsis = width("…", size: size)
        var kept = ""
        var used = ellipsis
        for character in text {
            let next = width(String(character), size: size)
            if used + next > limit, !kept.isEmpty { break }
            kept.append(character)
            used += next
        }
        while let last = kept.last, kept.count > 1, last == " " || last == "," || last == "-" { kept.removeLast() }
        return kept + "…"
    }

    private static func split(_ characters: [Character], at index: Int) -> [String] {
        var first = characters[..<index]
        while first.last == " " { first.removeLast() }
        var second = characters[index...]
        while second.first == " " { second.removeFirst() }
        return [String(first), String(second)]
    }

    /// Whether a line may end before `characters[index]`.
    private static func breaks(_ characters: [Character], before index: Int) -> Bool {
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
