/// The credits a Plotly figure writes where its data comes from, for the chart's `source:`.
///
/// Plotly has no place for them, so figures put them in an axis title or an annotation under the
/// plot: `Source: <a href="https://…">Scribblrs</a><br>Source: <a href="…">Internet Live Stats</a>`.
/// Drawn as an axis title, that reads as the axis's name; the chart's source says it as one.
enum PlotlySources {
    /// The source lines of a title or annotation (`Source: …`, `Data: …`, `Quelle: …`), each as
    /// Markdown with its links (`[Scribblrs](https://…)`), and the rest of its lines as written.
    static func split(_ text: String) -> (sources: [String], rest: String) {
        var sources: [String] = []
        var rest: [Substring] = []
        for line in lines(of: text) {
            let plain = RichText.plain(String(line)).trimmingBlanks()
            guard let colon = plain.firstIndex(of: ":"),
                DataReader.sourceWords.contains(plain[..<colon].trimmingBlanks().lowercased()),
                let written = line.firstIndex(of: ":")
            else {
                rest.append(line)
                continue
            }
            // The colon after the word, not one in a link's address before it (`<a href="https:…">Source</a>: …`).
            let isWordsColon = DataReader.sourceWords.contains(RichText.plain(String(line[..<written])).trimmingBlanks().lowercased())
            let credit = (isWordsColon ? markdown(line[line.index(after: written)...]) : String(plain[plain.index(after: colon)...]).markdownEscaped).trimmingBlanks()
            if !credit.isEmpty { sources.append(credit) }
        }
        return (sources, rest.joined(separator: "<br>"))
    }

    /// A title's lines, as Plotly breaks them (`<br>`, `<br/>`, `<br />`, in any case).
    private static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var rest = Substring(text)
        while let open = rest.range(of: "<br", options: .caseInsensitive),
            let close = rest[open.upperBound...].firstIndex(of: ">"),
            rest[open.upperBound..<close].allSatisfy({ $0 == " " || $0 == "/" })
        {
            lines.append(rest[..<open.lowerBound])
            rest = rest[rest.index(after: close)...]
        }
        lines.append(rest)
        return lines
    }

    /// A credit's HTML as Markdown: each link to a web address as a Markdown link, every other
    /// tag as its text, Markdown's own marks in the text escaped.
    private static func markdown(_ html: Substring) -> String {
        var result = ""
        var rest = html
        while let open = rest.range(of: "<a ", options: .caseInsensitive),
            let tagEnd = rest[open.upperBound...].firstIndex(of: ">"),
            let close = rest[tagEnd...].range(of: "</a>", options: .caseInsensitive)
        {
            result += RichText.plain(String(rest[..<open.lowerBound])).markdownEscaped
            let text = RichText.plain(String(rest[rest.index(after: tagEnd)..<close.lowerBound])).trimmingBlanks().markdownEscaped
            if let address = href(in: rest[open.upperBound..<tagEnd]), !text.isEmpty {
                result += "[\(text)](\(address))"
            } else {
                result += text
            }
            rest = rest[close.upperBound...]
        }
        return result + RichText.plain(String(rest)).markdownEscaped
    }

    /// The web address a link's attributes name (`href="https://…"`), when it is one a reader can follow.
    private static func href(in attributes: Substring) -> String? {
        guard let name = attributes.range(of: "href=", options: .caseInsensitive) else { return nil }
        var value = attributes[name.upperBound...].drop { $0 == " " }
        guard let quote = value.first, quote == "\"" || quote == "'" else { return nil }
        value = value.dropFirst()
        guard let end = value.firstIndex(of: quote) else { return nil }
        let address = String(value[..<end])
        let lower = address.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"),
            !address.contains(where: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "<" || $0 == ">" })
        else { return nil }
        return address
    }
}
