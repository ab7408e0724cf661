/// What a Distill post says of itself, as a new site's front matter: title, date, description,
/// authors, categories, the preview picture, draft. Read from its R Markdown's front matter, or,
/// for a post that is only its render (`distill::import_post()` brings one from RPubs as
/// `index.html`), from the render's head, where Distill wrote the same.
struct DistillFrontMatter: Equatable {
    var title: String?
    var date: String?
    var description: String?
    var authors: [String] = []
    var categories: [String] = []
    var image: String?
    var isDraft = false

    /// From an R Markdown front matter; dated by `folderDate` when it has no date Distill reads.
    init(source: YAMLNode?, folderDate: String?) {
        title = source?["title"]?.text.map(Self.oneLine)
        date = source?["date"]?.text.flatMap(Self.isoDate) ?? folderDate
        description = source?["description"]?.text.map(Self.oneLine)
        authors =
            switch source?["author"]?.value {
            case .sequence(let items)?: items.compactMap { $0["name"]?.text ?? $0.text }
            case .mapping?: [source?["author"]?["name"]?.text].compactMap { $0 }
            default: [source?["author"]?.text].compactMap { $0 }
            }
        if case .sequence(let items)? = source?["categories"]?.value { categories = items.compactMap(\.text) }
        image = source?["preview"]?.text
        isDraft = source?["draft"]?.text.map { ["true", "yes"].contains($0.lowercased()) } ?? false
    }

    /// From a render's head (`<title>`, `article:published`, `article:author`, the description)
    /// and its title block's categories (`<div class="dt-tag">`); its preview when the picture is
    /// one of `files` beside it.
    init(render html: String, folderDate: String?, files: Set<String>) {
        let head = html.utf8Offset(of: "</head>").map { String(html.utf8Slice(0..<$0)) } ?? ""
        // Every `<meta property="…" content="…">` read once.
        var metas: [String: [String]] = [:]
        for match in ScriptValues.allMatches(#"<meta\s+(?:property|name)="([^"]+)"[^>]*\scontent="([^"]*)""#, in: head) where match.count == 2 {
            metas[match[0], default: []].append(HTMLEntities.decoded(match[1]))
        }
        func meta(_ name: String) -> [String] { metas[name] ?? [] }
        title = (ScriptValues.firstMatch(#"<title>([^<]*)</title>"#, in: head).first.map(HTMLEntities.decoded) ?? meta("og:title").first).map(Self.oneLine)
        date = meta("article:published").first.flatMap(Self.isoDate) ?? folderDate
        description = meta("description").first.map(Self.oneLine).flatMap { $0.isEmpty ? nil : $0 }
        authors = meta("article:author")
        // In the title block, before the article.
        let titleBlock = html.utf8Offset(of: "<div class=\"d-title\">").flatMap { start in
            html.utf8Offset(of: "<div class=\"d-article\">", from: start).map { String(html.utf8Slice(start..<$0)) }
        } ?? ""
        categories = ScriptValues.allMatches(#"class="dt[-=]tag">([^<]+)<"#, in: titleBlock).compactMap(\.first).map(HTMLEntities.decoded)
        image = meta("og:image").first.flatMap { $0.split(separator: "/").last.map(String.init) }.flatMap { files.contains($0) ? $0 : nil }
    }

    /// The front matter, `toc: true` with `contents`, then a blank line.
    func text(contents: Bool) -> String {
        var lines = ["---"]
        if let title { lines.append("title: \(title.yamlQuoted)") }
        if let date { lines.append("date: \(date)") }
        if let description { lines.append("description: \(description.yamlQuoted)") }
        if authors.count == 1 { lines.append("author: \(authors[0].yamlQuoted)") }
        if authors.count > 1 { lines.append("authors: [\(authors.map(\.yamlQuoted).joined(separator: ", "))]") }
        if !categories.isEmpty { lines.append("categories: [\(categories.map(\.yamlQuoted).joined(separator: ", "))]") }
        if let image { lines.append("image: \(image.yamlQuoted)") }
        if isDraft { lines.append("draft: true") }
        if contents { lines.append("toc: true") }
        return lines.joined(separator: "\n") + "\n---\n\n"
    }

    /// A page's text with its front matter's `date:` as `YYYY-MM-DD`, or without it when it is no
    /// date (`` `r Sys.Date()` ``, the day R knits it); the rest as written.
    static func withReadableDate(_ text: String) -> String {
        guard text.hasPrefix("---") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices.dropFirst() {
            let line = lines[index]
            if line.trimmingCharacters(in: .whitespaces) == "---" { break }
            guard line.hasPrefix("date:") else { continue }
            let written = line.dropFirst(5).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\"", "'"])
            guard let date = isoDate(written) else {
                lines.remove(at: index)
                break
            }
            lines[index] = "date: " + date
            break
        }
        return lines.joined(separator: "\n")
    }

    /// A date as Distill reads it, as `YYYY-MM-DD`: `2021-08-17` (a time after it dropped),
    /// `01-02-2021` (month first, as R's lubridate reads it; day first when the first can be no
    /// month), `August 15, 2023`, `15 August 2023`; nil for anything else (`` `r Sys.Date()` ``).
    static func isoDate(_ written: String) -> String? {
        func padded(_ year: String, _ month: Int, _ day: Int) -> String? {
            guard (1...12).contains(month), (1...31).contains(day) else { return nil }
            return year + "-" + (month < 10 ? "0" : "") + String(month) + "-" + (day < 10 ? "0" : "") + String(day)
        }
        let text = written.trimmingCharacters(in: .whitespaces)
        if let parts = ScriptValues.groups(of: #"^(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)"#, in: text) {
            return padded(parts[0], Int(parts[1]) ?? 0, Int(parts[2]) ?? 0)
        }
        if let parts = ScriptValues.groups(of: #"^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$"#, in: text), let first = Int(parts[0]), let second = Int(parts[1]) {
            return first > 12 ? padded(parts[2], second, first) : padded(parts[2], first, second)
        }
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        func month(_ name: String) -> Int? { months.firstIndex(of: String(name.lowercased().prefix(3))).map { $0 + 1 } }
        if let parts = ScriptValues.groups(of: #"^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$"#, in: text), let number = month(parts[0]) {
            return padded(parts[2], number, Int(parts[1]) ?? 0)
        }
        if let parts = ScriptValues.groups(of: #"^(\d{1,2})\.?\s+([A-Za-z]+)\.?,?\s+(\d{4})$"#, in: text), let number = month(parts[1]) {
            return padded(parts[2], number, Int(parts[0]) ?? 0)
        }
        return nil
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
