/// Text as a chart library that draws a few HTML tags shows it (Plotly's `<br>`, `<b>`,
/// `<span style=…>`; Highcharts' the same): the words alone, a line break as a space, on one
/// line. A `<` that opens none of those tags (`a < b`, `<5 km`, `x<y and y>z`) stays.
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
            if name == "br" { plain.append(" ") }
            rest = rest[rest.index(after: close)...]
        }
        plain += rest
        return plain.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
