import Foundation

/// Reads CSL-JSON bibliographies (`bibliography: references.json`, as Zotero's Better BibTeX,
/// pandoc and Quarto write them, or the same in YAML): each item as the entry a BibTeX file would give, its fields
/// under BibTeX's names (`container-title` as `journal`, `issued` as `year`), so citations and
/// the reference list read them alike.
enum CSLJSONFile {
    /// The entries of a CSL-YAML file (`references.yaml`, pandoc's: a `references:` list, or the
    /// list alone), read as the CSL-JSON it writes in YAML.
    static func entries(inYAML bytes: [UInt8]) -> (entries: [BibEntry], unreadable: Int) {
        // Pandoc writes it as a YAML document between `---` and `---` (or `...`).
        var lines = SourceLines.lines(of: String(decoding: bytes, as: UTF8.self))
        if lines.first?.trimmingCharacters(in: .whitespaces) == "---" { lines.removeFirst() }
        if let end = lines.firstIndex(where: { ["---", "..."].contains($0.trimmingCharacters(in: .whitespaces)) }) { lines.removeSubrange(end...) }
        guard let node = try? parseYAML(lines.joined(separator: "\n")) else { return ([], 1) }
        let list = node["references"] ?? node
        guard case .sequence = list.value else { return ([], 1) }
        return entries(in: Array(list.json.utf8))
    }

    /// The entries of a CSL-JSON array, and how many of its items could not be read (no `id`).
    static func entries(in bytes: [UInt8]) -> (entries: [BibEntry], unreadable: Int) {
        guard let items = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [Any] else { return ([], 1) }
        var entries: [BibEntry] = []
        var unreadable = 0
        for item in items {
            guard let fields = item as? [String: Any], let id = text(fields["id"]), !id.isEmpty else {
                unreadable += 1
                continue
            }
            entries.append(entry(id: id, fields))
        }
        return (entries, unreadable)
    }

    private static func entry(id: String, _ item: [String: Any]) -> BibEntry {
        var fields: [String: String] = [:]
        for (csl, bibtex) in fieldNames {
            // Written for BibTeX's reader: braces and backslashes are text here.
            if let value = text(item[csl]), !value.isEmpty, fields[bibtex] == nil { fields[bibtex] = escapedForTeX(value) }
        }
        if let year = year(item["issued"]) { fields["year"] = year }
        let people = (item["author"] as? [Any]) ?? (item["editor"] as? [Any]) ?? []
        return BibEntry(key: id, type: (text(item["type"]) ?? "misc").lowercased(), fields: fields, authors: people.compactMap(person))
    }

    private static let fieldNames: [(String, String)] = [
        ("title", "title"), ("container-title", "journal"), ("collection-title", "series"), ("volume", "volume"), ("issue", "number"),
        ("page", "pages"), ("DOI", "doi"), ("doi", "doi"), ("URL", "url"), ("url", "url"), ("publisher", "publisher"),
        ("publisher-place", "address"), ("event-title", "booktitle"), ("genre", "howpublished"),
    ]

    /// `{"date-parts": [[2024, 5]]}`, `{"raw": "2024-05"}` or `{"literal": "2024"}`: its year.
    private static func year(_ value: Any?) -> String? {
        guard let date = value as? [String: Any] else { return nil }
        if let parts = date["date-parts"] as? [[Any]], let first = parts.first?.first, let year = text(first) { return year }
        for key in ["raw", "literal"] {
            if let written = text(date[key]), written.count >= 4, written.prefix(4).allSatisfy(\.isNumber) { return String(written.prefix(4)) }
        }
        return nil
    }

    private static func person(_ value: Any) -> PersonName? {
        guard let name = value as? [String: Any] else { return nil }
        if let literal = text(name["literal"]) { return PersonName(first: "", von: "", last: escapedForTeX(literal), jr: "") }
        guard let family = text(name["family"]) else { return nil }
        return PersonName(
            first: escapedForTeX(text(name["given"]) ?? ""), von: escapedForTeX(text(name["non-dropping-particle"]) ?? ""),
            last: escapedForTeX(family), jr: escapedForTeX(text(name["suffix"]) ?? ""))
    }

    private static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: return string.trimmingCharacters(in: .whitespacesAndNewlines)
        case let number as NSNumber: return number.stringValue
        default: return nil
        }
    }

    /// The characters `TeXText.plain` would take for grouping or math, escaped so it gives them back.
    private static func escapedForTeX(_ text: String) -> String {
        guard text.contains(where: { $0 == "{" || $0 == "}" || $0 == "%" || $0 == "$" }) else { return text }
        var escaped = ""
        for character in text {
            if "{}%$".contains(character) { escaped += "\\" }
            escaped.append(character)
        }
        return escaped
    }
}
