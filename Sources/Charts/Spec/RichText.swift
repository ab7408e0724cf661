/// Text as a chart library that draws a few HTML tags shows it (Plotly's `<br>`, `<b>`,
/// `<span style=…>`; Highcharts' the same): the words alone, a line break as a space, on one
/// line, with short super- and subscripts raised and lowered (`m²`, `CO₂`). A `<` that opens none
/// of those tags (`a < b`, `<5 km`, `x<y and y>z`) stays. Markdown table cells pasted from
/// GitHub, which shows their inline HTML, read the same way.
enum RichText {
    /// The tags the libraries draw (Plotly's list, and what Highcharts' labels take besides).
    static let tags: Set<String> = ["br", "b", "i", "em", "strong", "sub", "sup", "span", "a", "s", "u", "font", "small", "big"]

    static func plain(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
        var plain = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            plain += rest[..<open]
            let afterOpen = rest.index(after: open)
            // A tag starts with a letter or `/` and ends at the next `>`, before any other `<`.
            guard afterOpen < rest.endIndex, rest[afterOpen].isLetter || rest[afterOpen] == "/",
                let close = rest[afterOpen...].firstIndex(where: { $0 == ">" || $0 == "<" }), rest[close] == ">"
            else {
                plain.append("<")
                rest = rest[afterOpen...]
                continue
            }
            let name = rest[afterOpen..<close].drop { $0 == "/" }.prefix { $0.isLetter }.lowercased()
            guard Self.tags.contains(name) else {
                plain.append("<")
                rest = rest[afterOpen...]
                continue
            }
            let isClosing = rest[afterOpen] == "/"
            if name == "br" { plain.append(" ") }
            rest = rest[rest.index(after: close)...]
            // `m<sup>2</sup>`, `CO<sub>2</sub>`, a footnote's `China<sup>1</sup>`: raised and lowered
            // as Unicode writes them (`m²`, `CO₂`, `China¹`) when it has every character.
            // Looked for close by: only a few characters are raised, and a label of thousands of
            // unclosed `<sup>` must not be read to its end for each.
            if name == "sup" || name == "sub", !isClosing, let end = rest.prefix(12).range(of: "</\(name)>", options: .caseInsensitive),
                let shifted = Self.shifted(rest[..<end.lowerBound], up: name == "sup")
            {
                plain += shifted
                rest = rest[end.upperBound...]
            }
        }
        plain += rest
        return plain.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Text as Unicode's superscript (`up`) or subscript characters, nil when one has none.
    private static func shifted(_ text: Substring, up: Bool) -> String? {
        guard !text.isEmpty, text.count <= 4 else { return nil }
        let table = up ? superscripts : subscripts
        var result = ""
        for character in text {
            guard let shifted = table[character] else { return nil }
            result.append(shifted)
        }
        return result
    }

    private static let superscripts: [Character: Character] = [
        "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
        "+": "⁺", "-": "⁻", "−": "⁻", "=": "⁼", "(": "⁽", ")": "⁾", "n": "ⁿ", "i": "ⁱ", "*": "*", "†": "†",
    ]
    private static let subscripts: [Character: Character] = [
        "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉",
        "+": "₊", "-": "₋", "−": "₋", "=": "₌", "(": "₍", ")": "₎",
    ]
}
