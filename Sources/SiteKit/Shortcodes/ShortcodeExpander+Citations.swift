import Foundation
import CCmark
import Charts
import Diagnostics
import Templates

/// Citations of a post's bibliography (`{% cite %}`, `[@key]`) and the references block they fill.
extension ShortcodeExpander {
    /// A citation of `items`: in parentheses with authors and years (`(Gregor et al. 2015; see
    /// Vaswani et al. 2017, p. 3)`), or in the text (`Gregor et al. (2015)`), each linking to its
    /// reference; a key the bibliography lacks reads `(key?)`, with a warning.
    mutating func cite(_ items: [Citations.Item], inText: Bool, at offset: Int, spanning span: Range<Int>) -> [UInt8] {
        var parts: [String] = []
        var words: [String] = []
        for item in items {
            guard let entry = entry(item.key, at: offset) else {
                parts.append((item.key + "?").xmlEscaped)
                words.append(item.key)
                continue
            }
            if !cited.contains(item.key) { cited.append(item.key) }
            let authors = CitationStyle.authors(of: entry), year = CitationStyle.year(of: entry)
            var shown = inText ? authors + " (" + year : (item.suppressesAuthor ? year : authors + " " + year)
            if !item.locator.isEmpty { shown += ", " + item.locator }
            if inText { shown += ")" }
            let link = "<a href=\"#\(referenceID(item.key))\" role=\"doc-biblioref\">\(shown.xmlEscaped)</a>"
            parts.append((item.prefix.isEmpty ? "" : item.prefix.xmlEscaped + " ") + link)
            words.append(shown)
        }
        let html = inText ? parts.joined(separator: "; ") : "(" + parts.joined(separator: "; ") + ")"
        return placeholder(for: "<span class=\"citation\">" + html + "</span>", readingAs: words.joined(separator: " "), spanning: span)
    }

    /// The entry of `key`, or nil with a warning naming the bibliography and the nearest key.
    mutating func entry(_ key: String, at offset: Int) -> BibEntry? {
        if let entry = environment.bibliography?.entries[key] { return entry }
        let keys = environment.bibliography.map { Array($0.entries.keys).sorted() } ?? []
        let hint = nearestMatch(to: key, among: keys).map { "; did you mean '\($0)'?" } ?? ""
        warning(
            "no entry '\(key.shortenedForMessage(limit: 60))' in the bibliography (\(environment.bibliographyNames.shortenedForMessage(limit: 80)))\(hint); it reads (\(key.shortenedForMessage(limit: 60))?)",
            at: offset)
        return nil
    }

    func referenceID(_ key: String) -> String {
        ("ref-" + environment.markdown.idPrefix + key.filter { !$0.isWhitespace }).xmlEscaped
    }

    /// The list of the entries cited, where `{% bibliography %}` put its place, else at the end
    /// under a heading of its own.
    mutating func placeReferences(in markdown: inout [UInt8]) {
        guard let bibliography = environment.bibliography, !cited.isEmpty else {
            if let referencesBlock { blocks[referencesBlock] = "" }
            return
        }
        let entries = cited.compactMap { bibliography.entries[$0] }.sorted { CitationStyle.sortKey($0) < CitationStyle.sortKey($1) }
        var list = "<ul class=\"references\">\n"
        for entry in entries { list += "<li id=\"\(referenceID(entry.key))\">\(CitationStyle.reference(entry))</li>\n" }
        list += "</ul>"
        if let referencesBlock {
            blocks[referencesBlock] = "<section class=\"references\" role=\"doc-bibliography\">\n" + list + "\n</section>"
        } else {
            let heading = environment.markdown.idPrefix + "references"
            blocks.append(
                "<section class=\"references\" role=\"doc-bibliography\" aria-labelledby=\"\(heading.xmlEscaped)\">\n<h2 id=\"\(heading.xmlEscaped)\">References</h2>\n"
                    + list + "\n</section>")
            blockTexts.append("")
            markdown += Array(("\n\n" + ShortcodeExpansion.placeholder(blocks.count - 1) + "\n").utf8)
        }
    }
}
