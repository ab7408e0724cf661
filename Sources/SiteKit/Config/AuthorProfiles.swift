import Diagnostics
import Foundation

/// Authors that posts name by a key (`authors: [slorber]`, as Docusaurus's blog writes them;
/// `author: jane` with a Hugo theme's `data/authors/jane.yml`), with the name and page their
/// profile gives: `data/authors.yml` (each key's `{name, url}`, Docusaurus's `authors.yml`), or
/// one file per author in `data/authors/` (YAML, TOML or JSON, named by the key). A name no
/// profile has is shown as written.
struct AuthorProfiles: Sendable {
    struct Profile: Sendable, Equatable {
        var name: String
        var url: String?
    }

    private var byKey: [String: Profile] = [:]
    /// Each profile as its file writes it (Hugo Blox's role, biography, links), for a biography block.
    private var nodes: [String: YAMLNode] = [:]

    /// The profile file's fields for `key`, or nil when the site has none.
    func profileNode(_ key: String) -> YAMLNode? { nodes[key] }

    init() {}

    /// The author a post names, by the profile of that key when there is one.
    func author(_ written: String) -> AuthorName {
        guard !byKey.isEmpty, let profile = byKey[written.trimmingSpaces()] else { return AuthorName(written) }
        return AuthorName(name: profile.name, url: profile.url)
    }

    /// The profiles of the site in `root`, and a problem with each file that cannot be read.
    static func load(root: URL) -> (AuthorProfiles, [Diagnostic]) {
        var profiles = AuthorProfiles()
        var problems: [Diagnostic] = []
        let data = root.appending(path: "data")
        for name in ["authors.yml", "authors.yaml", "authors.json", "authors.toml"] {
            guard let node = read("data/" + name, at: data.appending(path: name), problems: &problems) else { continue }
            for (key, _, value) in node.mappingEntries ?? [] {
                if let profile = profile(of: value, key: key) { profiles.byKey[key] = profile }
            }
        }
        let folder = data.appending(path: "authors")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for file in files where !file.hasPrefix(".") {
            let ending = PageFileName.pathExtension(of: file)
            guard ["yml", "yaml", "json", "toml"].contains(ending),
                let node = read("data/authors/" + file, at: folder.appending(path: file), problems: &problems)
            else { continue }
            let key = String(file.dropLast(ending.count + 1))
            if let profile = profile(of: node, key: key) { profiles.byKey[key] = profile }
            profiles.nodes[key] = node
        }
        return (profiles, problems)
    }

    /// `{name: Ada, url: …}` (also `link`, `website`, `page`), or a name alone; Hugo Blox's
    /// `name: {display: 吳健雄, given: Shiung Wu, family: Chien}` by its display name, else the two.
    private static func profile(of node: YAMLNode, key: String) -> Profile? {
        if let name = node.text { return Profile(name: name) }
        let parts = node["name"].map { name in
            name["display"]?.text ?? [name["given"]?.text, name["family"]?.text].compactMap { $0 }.joined(separator: " ")
        }
        guard let name = node["name"]?.text ?? node["display_name"]?.text ?? parts.flatMap({ $0.isEmpty ? nil : $0 }) else { return nil }
        return Profile(name: name, url: node["url"]?.text ?? node["link"]?.text ?? node["website"]?.text ?? node["page"]?.text)
    }

    private static func read(_ shownAs: String, at url: URL, problems: inout [Diagnostic]) -> YAMLNode? {
        guard let bytes = readFile(atPath: url.path) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            return try shownAs.hasSuffix(".toml") ? parseTOML(text) : parseYAML(text)
        } catch {
            problems.append(
                .warning(
                    "\(error.message); fix the file, as until then posts show their authors as written (the keys it gives names to)",
                    at: SourceLocation(path: shownAs, line: error.line, column: error.column)))
            return nil
        }
    }
}

extension AuthorName {
    /// A profile's name, linked to its page when it gives one.
    init(name: String, url: String?) {
        self.name = name
        self.url = url
        html = url.map { "<a href=\"\($0.xmlEscaped)\">\(name.xmlEscaped)</a>" }
    }
}
