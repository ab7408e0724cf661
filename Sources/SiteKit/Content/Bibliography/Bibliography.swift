import Foundation
import Synchronization
import Templates

/// The entries a post may cite, from the BibTeX (or CSL-JSON) files its front matter names (`bibliography:`, as
/// pandoc, Quarto, R Markdown and al-folio's distill posts name them) or, for jekyll-scholar's tags,
/// the site's `_bibliography/references.bib`.
struct Bibliography: Sendable {
    var entries: [String: BibEntry]

    /// Where a named file may be: beside the post, in al-folio's `assets/bibliography/` (below
    /// `content/` or `static/`), in jekyll-scholar's `_bibliography/`, or anywhere named from the
    /// site's `content/`, `static/` or `data/`.
    static func candidates(for name: String) -> [String] {
        name.hasPrefix("/")
            ? ["/content" + name, "/static" + name, name]
            : [
                name, "/content/assets/bibliography/" + name, "/static/assets/bibliography/" + name, "/content/_bibliography/" + name,
                "/content/" + name, "/data/" + name,
            ]
    }

    /// jekyll-scholar's default file, for a post that cites with its tags and names no file.
    static let scholarDefaults = ["/content/_bibliography/references.bib", "/content/_bibliography/papers.bib"]

    /// The bibliography of the files named, each found as `candidates` says; the names of those not
    /// found, and of those holding entries that could not be read, with how many.
    static func load(_ names: [String], locator: DataFileLocator) -> (bibliography: Bibliography, missing: [String], unreadable: [(String, Int)]) {
        var entries: [String: BibEntry] = [:]
        var missing: [String] = []
        var unreadable: [(String, Int)] = []
        for name in names {
            guard let path = locator.firstPath(of: candidates(for: name)) else {
                missing.append(name)
                continue
            }
            let read = BibliographyFiles.entries(atPath: path)
            if read.unreadable > 0 { unreadable.append((name, read.unreadable)) }
            // The first file that has a key keeps it, as pandoc's first bibliography does.
            for entry in read.entries where entries[entry.key] == nil { entries[entry.key] = entry }
        }
        return (Bibliography(entries: entries), missing, unreadable)
    }

    /// A file a site's posts share is read once a build (and again when its bytes change).
    static func scholarDefault(locator: DataFileLocator) -> Bibliography? {
        guard let path = locator.firstPath(of: scholarDefaults) else { return nil }
        return Bibliography(entries: Dictionary(BibliographyFiles.entries(atPath: path).entries.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a }))
    }
}

/// Each BibTeX file read so far, by path, with the fingerprint of the bytes it was read from.
private enum BibliographyFiles {
    private static let read = Mutex<[String: (fingerprint: Fingerprint, entries: [BibEntry], unreadable: Int)]>([:])

    static func entries(atPath path: String) -> (entries: [BibEntry], unreadable: Int) {
        // Read once: its bytes are both fingerprinted and, when they are new, parsed.
        guard let data = readFile(atPath: path) else { return ([], 0) }
        let fingerprint = Fingerprint(data)
        if let known = read.withLock({ $0[path] }), known.fingerprint == fingerprint { return (known.entries, known.unreadable) }
        // CSL-JSON (`references.json`, as Zotero and Quarto write it), CSL-YAML, or BibTeX.
        let lowered = path.lowercased()
        let parsed =
            lowered.hasSuffix(".json") ? CSLJSONFile.entries(in: Array(data))
            : lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") ? CSLJSONFile.entries(inYAML: Array(data))
            : BibTeXFile.entries(in: Array(data))
        read.withLock { $0[path] = (fingerprint, parsed.entries, parsed.unreadable) }
        return parsed
    }
}

/// The bibliography a post cites from: the files its front matter's `bibliography:` names (one, or
/// a list), or, for a post that cites with jekyll-scholar's tags or Distill's `<d-cite>`, the
/// site's `_bibliography/references.bib`; nil when it has none. With what went wrong, in words.
func citedBibliography(_ value: TemplateValue?, body: String, locator: DataFileLocator)
    -> (bibliography: Bibliography?, names: String, problems: [(isError: Bool, message: String)])
{
    var names: [String] = []
    switch value {
    case .string(let name)?: names = [name]
    case .array(let items)?: names = items.compactMap { if case .string(let name) = $0 { name } else { nil } }
    default: break
    }
    names = names.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard !names.isEmpty else {
        let citesWithTags = ["{% cite ", "{% bibliography", "<d-cite ", "{% reference "].contains { body.utf8Offset(of: $0) != nil }
        guard citesWithTags, let found = Bibliography.scholarDefault(locator: locator) else { return (nil, "", []) }
        return (found, "_bibliography/", [])
    }
    let (bibliography, missing, unreadable) = Bibliography.load(names, locator: locator)
    var problems: [(isError: Bool, message: String)] = missing.map { name in
        (true, "the bibliography \(name.shortenedForMessage(limit: 60)) is not beside the post, nor in content/, content/assets/bibliography/, static/assets/bibliography/ or content/_bibliography/; copy it there")
    }
    problems += unreadable.map { name, count in
        (false, "\(count) \(count == 1 ? "entry" : "entries") of \(name.shortenedForMessage(limit: 60)) could not be read (a brace or a quote is unbalanced, or a key is missing), so \(count == 1 ? "it" : "they") cannot be cited")
    }
    return (bibliography, names.joined(separator: ", "), problems)
}

/// The entries of the BibTeX file at `path` as a reference list writes them (HTML), and how many
/// could not be read: for the fuzzer, which feeds it files no bibliography should be.
public func referencesOfBibTeXFile(atPath path: String) -> (references: [String], unreadable: Int) {
    let read = BibTeXFile.entries(atPath: path)
    return (read.entries.map { CitationStyle.authors(of: $0).xmlEscaped + ": " + CitationStyle.reference($0) }, read.unreadable)
}
