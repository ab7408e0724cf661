import Diagnostics
import Foundation
import Templates

/// A theme folder read in: its templates compiled and its asset files listed.
struct Theme: Sendable {
    static let requiredLayouts = ["base", "post", "page", "list", "tags", "tag", "404"]

    var library: TemplateLibrary
    /// Asset files as (path below `assets/`, file URL), sorted by path.
    var assets: [(path: String, url: URL)]
    /// The names of `layouts/*.mustache`, sorted: what a page's `layout:` may name.
    var layoutNames: [String] = []
    /// The names of `shortcodes/*.mustache`, sorted.
    var shortcodeNames: [String] = []
    /// For each shortcode, the fields its template shows rendered as Markdown (see `markdownFields(in:)`).
    var markdownFields: [String: Set<String>] = [:]
    /// Its words in each language (`i18n/*.yml`), for templates as `t`.
    var words = ThemeWords()
}

/// The fields a shortcode template shows rendered as Markdown: `inner` for `{{{inner_html}}}`,
/// and NAME for `{{{NAME_html}}}` or `{{NAME_text}}` of a named parameter (Hugo's `.Get "caption"
/// | markdownify`, and `| plainify` for an `alt`). Only these are rendered: the inner text of
/// `highlight` is code, not Markdown. `inner_mathml` is there too when the template shows its inner
/// text typeset as a formula (`katex`), and `inner_highlighted` when it shows its inner text as
/// highlighted code; `inner_as_written` when it shows its inner text as it is (`{{{inner}}}`);
/// `NAME_relative_url` when it shows a parameter as a path with the site's path before it (Jekyll's
/// `relative_url`).
func markdownFields(in template: String) -> Set<String> {
    var fields = Set<String>()
    if ["{{{inner}}}", "{{inner}}", "{{& inner}}", "{{&inner}}"].contains(where: template.contains) { fields.insert("inner_as_written") }
    if template.contains("inner_mathml") { fields.insert("inner_mathml") }
    if template.contains("inner_highlighted") { fields.insert("inner_highlighted") }
    for suffix in ["_html", "_text", "_relative_url"] {
        var rest = template[...]
        while let found = rest.range(of: suffix) {
            let name = rest[..<found.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            // A path is no Markdown: `NAME_relative_url` is there by its whole name, so its parameter is not rendered.
            if !name.isEmpty { fields.insert(String(name.reversed()) + (suffix == "_relative_url" ? suffix : "")) }
            rest = rest[found.upperBound...]
        }
    }
    return fields
}

/// The fields that the template `name` and the partials it includes (`{{>name}}`, at any depth)
/// show rendered as Markdown: a shortcode may leave its caption to a shared partial.
func markdownFields(of name: String, in sources: [String: (path: String, text: String)]) -> Set<String> {
    templateTexts(from: name) { sources[$0]?.text }.reduce(into: Set<String>()) { $0.formUnion(markdownFields(in: $1)) }
}

/// The text of the template `name` and of each partial it includes (`{{>name}}`, at any depth),
/// once each; `text` gives a template's text by its name, nil for one there is not.
func templateTexts(from name: String, text: (String) -> String?) -> [String] {
    var texts: [String] = []
    var seen = Set<String>()
    var pending = [name]
    while let next = pending.popLast() {
        guard seen.insert(next).inserted, let found = text(next) else { continue }
        texts.append(found)
        var rest = found[...]
        while let open = rest.range(of: "{{>") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}") else { break }
            pending.append(rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces))
        }
    }
    return texts
}

/// Loads `themes/<name>/`: layouts and partials into one template library, and the asset list.
func loadTheme(named name: String, root: URL, source: (location: SourceLocation, line: String?)? = nil)
    -> (Theme?, [Diagnostic])
{
    let themes = root.appending(path: "themes")
    let folder = themes.appending(path: name)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        let available = (try? FileManager.default.contentsOfDirectory(atPath: themes.path))?.sorted() ?? []
        let hint =
            nearestMatch(to: name, among: available).map { "did you mean '\($0)'?" }
            ?? (available.isEmpty
                ? "this site has no themes/ folder; `site init` creates one with the default theme"
                : "themes here: \(available.joined(separator: ", "))")
        let location = source?.location ?? SourceLocation(path: "site.yml", line: 1)
        return (nil, [.error("theme '\(name.shortenedForMessage())' not found in themes/; \(hint)", at: location, sourceLine: source?.line)])
    }
    var diagnostics: [Diagnostic] = []
    var sources: [String: (path: String, text: String)] = [:]
    var layoutNames: [String] = []
    var shortcodeNames: [String] = []
    var markdownFieldsOf: [String: Set<String>] = [:]
    let shortcodes = folder.appending(path: "shortcodes")
    let kinds = ["partials", "layouts"] + (FileManager.default.fileExists(atPath: shortcodes.path) ? ["shortcodes"] : [])
    for kind in kinds {
        for file in readTextFiles(in: folder, kind, endingIn: [".mustache"], root: root, diagnostics: &diagnostics) {
            let stem = String(file.name.dropLast(".mustache".count))
            // Shortcodes share the library (they may use partials) under names of their own.
            let name = kind == "shortcodes" ? "shortcodes/" + stem : stem
            sources[name] = (file.path, file.text)
            if kind == "layouts" { layoutNames.append(name) }
            if kind == "shortcodes" { shortcodeNames.append(stem) }
        }
    }
    for stem in shortcodeNames { markdownFieldsOf[stem] = markdownFields(of: "shortcodes/" + stem, in: sources) }
    // The stand-ins `site init --from` wrote, until each draws what the old theme's did.
    let standIns = shortcodeNames.sorted().filter { sources["shortcodes/" + $0]?.text.hasPrefix(StandInShortcodes.marker) == true }
    if let first = standIns.first {
        let list = shortList(standIns, limit: 8)
        diagnostics.append(
            .warning(
                "\(standIns.count) of the theme's shortcodes (\(list)) \(standIns.count == 1 ? "is a stand-in" : "are stand-ins") that site init --from wrote for the old theme's: \(standIns.count == 1 ? "it shows" : "they show") only the image a call names with src, or its title, and the text inside it; write in each what the old one drew, and take out its opening note",
                at: .init(path: "themes/\(name)/shortcodes/\(first).mustache", line: 1)))
    }
    for layout in Theme.requiredLayouts where sources[layout] == nil {
        diagnostics.append(
            .error(
                "theme '\(name.shortenedForMessage())' has no layouts/\(layout).mustache; add it (see docs/theming.md)",
                at: .init(path: "themes/\(name)/layouts/\(layout).mustache", line: 1)))
    }
    let library: TemplateLibrary
    do {
        library = try TemplateLibrary(sources: sources)
    } catch {
        return (nil, diagnostics + error.diagnostics)
    }
    let (assets, assetDiagnostics) = walkFiles(
        in: folder.appending(path: "assets"), shownAs: "themes/\(name)/assets", siteRoot: root)
    diagnostics += assetDiagnostics
    guard !assetDiagnostics.hasErrors else { return (nil, diagnostics) }
    // Its words by language: `i18n/fr.yml` for French pages.
    var words: [String: [String: String]] = [:]
    if FileManager.default.fileExists(atPath: folder.appending(path: "i18n").path) {
        for file in readTextFiles(in: folder, "i18n", endingIn: [".yml", ".yaml"], root: root, diagnostics: &diagnostics) {
            let (read, problems) = ThemeWords.read(file.text, path: file.path)
            diagnostics += problems
            let language = ThemeWords.codes(of: String(file.name.prefix { $0 != "." })).code
            words[language, default: [:]].merge(read) { $1 }
        }
    }
    return (
        Theme(library: library, assets: assets.map(\.listed), layoutNames: layoutNames.sorted(),
            shortcodeNames: shortcodeNames.sorted(), markdownFields: markdownFieldsOf, words: ThemeWords(words, over: ThemeWords.builtIn)),
        diagnostics + library.warnings
    )
}

extension WalkedFile {
    /// As a theme lists it: the path below its folder and the file's URL.
    fileprivate var listed: (path: String, url: URL) { (relativePath, URL(filePath: absolutePath)) }
}

/// The text files of one folder of a theme (`layouts`, `i18n`) whose names end in one of `endings`:
/// each one's name below that folder, its path as messages give it (`themes/default/i18n/fr.yml`)
/// and its text. What cannot be read or decoded is a diagnostic.
private func readTextFiles(in theme: URL, _ folder: String, endingIn endings: [String], root: URL, diagnostics: inout [Diagnostic])
    -> [(name: String, path: String, text: String)]
{
    let shown = "themes/\(theme.lastPathComponent)/\(folder)"
    let (files, walkDiagnostics) = walkFiles(in: theme.appending(path: folder), shownAs: shown, siteRoot: root)
    diagnostics += walkDiagnostics
    var read: [(name: String, path: String, text: String)] = []
    for file in files.map(\.listed) where endings.contains(where: file.path.hasSuffix) {
        let path = "\(shown)/\(file.path)"
        guard let data = FileManager.default.contents(atPath: file.url.path) else { continue }
        switch decodeUTF8(data, path: path) {
        case .success(let decoded):
            read.append((file.path, path, decoded.text))
            if let warning = decoded.warning { diagnostics.append(warning) }
        case .failure(let problem): diagnostics.append(problem)
        }
    }
    return read
}
