/// How citations and references are written: author and year in the text ("Gregor et al. 2015"),
/// linking to the reference in the list at the end, where each entry reads "Gregor, K., Danihelka,
/// I., & Wierstra, D. (2015). Title. *Journal*, 16(2), 1–10. https://doi.org/…", as APA lists them.
enum CitationStyle {
    /// "Gregor", "Gregor and Danihelka", "Gregor et al.": the names the text cites an entry by.
    static func authors(of entry: BibEntry) -> String {
        let names = entry.authors.map(surname)
        switch names.count {
        case 0: return TeXText.plain(entry.fields["title"] ?? entry.key)
        case 1: return names[0]
        case 2: return names[0] + " and " + names[1]
        default: return names[0] + " et al."
        }
    }

    static func year(of entry: BibEntry) -> String {
        if let year = entry.fields["year"], !year.isEmpty { return TeXText.plain(year) }
        if let date = entry.fields["date"], date.count >= 4 { return String(date.prefix(4)) }
        return "n.d."
    }

    private static func surname(_ name: PersonName) -> String {
        TeXText.plain([name.von, name.last].filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// "Danihelka, I. J." for the list: the surname, then the initials of the given names.
    private static func listed(_ name: PersonName) -> String {
        let first = TeXText.plain(name.first)
        let initials = first.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" }).map { word in
            word.split(separator: "-").compactMap { $0.first.map { "\($0)." } }.joined(separator: "-")
        }
        var text = surname(name)
        if !name.jr.isEmpty { text += ", " + TeXText.plain(name.jr) }
        return initials.isEmpty ? text : text + ", " + initials.joined(separator: " ")
    }

    /// The entry as the list writes it, in HTML (its text escaped).
    static func reference(_ entry: BibEntry) -> String {
        func field(_ name: String) -> String? {
            entry.fields[name].map(TeXText.plain).flatMap { $0.isEmpty ? nil : $0 }
        }
        var names = entry.authors.map(listed)
        if names.count > 20 { names = Array(names.prefix(19)) + ["… " + names[names.count - 1]] }
        var html = ""
        switch names.count {
        case 0: break
        case 1: html += names[0].xmlEscaped + " "
        default: html += names.dropLast().map(\.xmlEscaped).joined(separator: ", ") + ", &amp; " + names[names.count - 1].xmlEscaped + " "
        }
        html += "(" + year(of: entry).xmlEscaped + "). "
        if let title = field("title") {
            html += title.xmlEscaped + (title.last.map { ".?!".contains($0) } == true ? " " : ". ")
        }
        if let container = field("journal") ?? field("booktitle") ?? field("howpublished") ?? field("publisher") ?? field("school") ?? field("institution") {
            var part = "<em>" + container.xmlEscaped + "</em>"
            if let volume = field("volume") { part += ", " + volume.xmlEscaped + (field("number").map { "(" + $0.xmlEscaped + ")" } ?? "") }
            if let pages = field("pages") { part += ", " + pages.replacingOccurrences(of: "-", with: "–").replacingOccurrences(of: "––", with: "–").xmlEscaped }
            html += part + ". "
        } else if let eprint = field("eprint") {
            html += "<em>" + ((field("archiveprefix") ?? "arXiv") + ":" + eprint).xmlEscaped + "</em>. "
        }
        if let doi = entry.fields["doi"].map(TeXText.plain), !doi.isEmpty {
            let link = doi.hasPrefix("http") ? doi : "https://doi.org/" + doi
            html += "<a href=\"\(link.xmlEscaped)\">\(link.xmlEscaped)</a>"
        } else if let url = entry.fields["url"].map({ $0.trimmingCharacters(in: .whitespaces) }), url.hasPrefix("http") {
            html += "<a href=\"\(url.xmlEscaped)\">\(url.xmlEscaped)</a>"
        }
        return html.trimmingCharacters(in: .whitespaces)
    }

    /// The order of the list: by the first author's surname, then year, then title.
    static func sortKey(_ entry: BibEntry) -> String {
        (entry.authors.first.map(surname) ?? entry.fields["title"] ?? entry.key).lowercased() + "\u{0}" + year(of: entry) + "\u{0}"
            + (entry.fields["title"] ?? "").lowercased()
    }
}
