import Diagnostics
import Foundation

/// A Hugo site: `hugo.toml` (or `config.toml`, YAML or JSON, or `config/_default/`), its `content/`
/// and `static/`. Its layouts, assets, data and themes are Go templates and Hugo pipes, not carried over.
enum HugoSite {
    static let configNames = ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml", "config.json"]

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        var files: [String] = []
        var config: YAMLNode?
        if let name = firstFile(configNames, in: folder) {
            files.append(name)
            config = try readConfigFile(name, in: folder)
        } else if let name = firstFile(configNames.map { "config/_default/" + $0 }, in: folder) {
            files.append(name)
            config = try readConfigFile(name, in: folder)
            // Hugo's split configuration: menus and params in files of their own.
            for part in ["menus", "params"] {
                let names = ["toml", "yaml", "yml", "json"].flatMap { ["config/_default/\(part).\($0)", "config/_default/\(part).en.\($0)"] }
                if let partName = firstFile(names, in: folder), let node = try readConfigFile(partName, in: folder) {
                    files.append(partName)
                    config = config.merging(part == "menus" ? "menu" : part, node)
                }
            }
        } else {
            return nil
        }
        let root = config ?? YAMLNode(value: .mapping([]), line: 1, column: 1)
        var settings = ImportedSettings()
        // A multilingual site's settings may be its default language's (`[languages.en] title = …`).
        let languages = root["languages"]?.mappingEntries ?? []
        let defaultLanguage = root["defaultContentLanguage"]?.text ?? languages.first?.key
        let language = languages.first { $0.key.lowercased() == defaultLanguage?.lowercased() }?.value
        settings.title = root["title"]?.text ?? language?["title"]?.text
        settings.baseURL = root["baseURL"]?.text
        settings.language = root["languageCode"]?.text ?? language?["languageCode"]?.text ?? root["defaultContentLanguage"]?.text
        settings.timezone = root["timeZone"]?.text
        settings.description =
            root.value("params", "description")?.text ?? root["description"]?.text ?? language?.value("params", "description")?.text
            ?? language?["description"]?.text
        settings.author = authorName(root.value("params", "author")) ?? authorName(root["author"])
        settings.paginate = (root["paginate"]?.text ?? root.value("pagination", "pagerSize")?.text).flatMap { Int($0) }
        if let permalinks = root["permalinks"]?.mappingEntries {
            // Hugo 0.120's `[permalinks.page]` names sections one level down.
            let sections = permalinks.first { $0.key.lowercased() == "page" }?.value.mappingEntries ?? permalinks
            settings.permalinksBySection = sections.compactMap { entry in entry.value.text.map { (entry.key, $0) } }
        }
        // `[indexes]` is what Hugo called its taxonomies before 0.11.
        if let taxonomies = (root["taxonomies"] ?? root["indexes"])?.mappingEntries {
            settings.taxonomies = taxonomies.compactMap { entry in entry.value.text.map { (entry.key, $0) } }
        }
        settings.menu = menuLinks(
            root.value("menu", "main") ?? root.value("menus", "main") ?? language?.value("menu", "main") ?? language?.value("menus", "main"))
        // `contentDir` and `staticDir` (one folder or a list) move them; files of a later static folder win in Hugo, the first here.
        let contentFolder = root["contentDir"]?.text ?? "content"
        let staticFolders: [String] =
            if let one = root["staticDir"]?.text { [one] } else if case .sequence(let items)? = root["staticDir"]?.value {
                items.compactMap(\.text)
            } else { ["static"] }
        return OldSite(
            generator: .hugo, configFiles: files, settings: settings,
            destination: { path in
                if let rest = path.below(contentFolder) { return .copy(to: "content/" + rest) }
                if let rest = staticFolders.lazy.compactMap({ path.below($0) }).first { return .copy(to: "static/" + rest) }
                return .stays
            },
            leftOut: leftOut(in: folder, templates: "layouts", shortcodeFolders: ["layouts/shortcodes"] + themeShortcodeFolders(in: folder))
                + ["assets", "data", "i18n", "archetypes"].filter { isFolder($0, in: folder) }.map {
                    "\($0)/ (Hugo's \($0 == "assets" ? "pipes" : $0 == "data" ? "data files" : $0 == "i18n" ? "translations" : "post templates"))"
                })
    }

    private static func themeShortcodeFolders(in folder: URL) -> [String] {
        let themes = (try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "themes").path)) ?? []
        return themes.sorted().map { "themes/\($0)/layouts/shortcodes" }
    }
}

extension String {
    /// The rest of this path below `folder` (`content/a.md` below `content` is `a.md`); nil when it is not below it.
    func below(_ folder: String) -> String? {
        let prefix = folder.split(separator: "/").joined(separator: "/") + "/"
        return hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}

/// A menu's links, by weight and then as written: Hugo's `[[menu.main]]` (name, url or pageRef,
/// weight), Jekyll's and Quarto's lists (title or text, url or href). Links under a parent are left out.
func menuLinks(_ node: YAMLNode?) -> [(name: String, url: String)] {
    guard case .sequence(let items)? = node?.value else { return [] }
    var links: [(name: String, url: String, weight: Int, order: Int)] = []
    for (order, item) in items.enumerated() where item["parent"] == nil {
        guard let name = item["name"]?.text ?? item["title"]?.text ?? item["text"]?.text,
            let url = item["url"]?.text ?? item["pageRef"]?.text ?? item["href"]?.text ?? item["link"]?.text
        else { continue }
        links.append((name, url, item["weight"]?.text.flatMap { Int($0) } ?? 0, order))
    }
    return links.sorted { ($0.weight, $0.order) < ($1.weight, $1.order) }.map { ($0.name, $0.url) }
}

/// An author as a name: `author: Jane`, or a mapping with `name:`.
func authorName(_ node: YAMLNode?) -> String? {
    node?.text ?? node?["name"]?.text
}

func isFolder(_ name: String, in folder: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: folder.appending(path: name).path, isDirectory: &isDirectory) && isDirectory.boolValue
}

/// The old theme's templates, named, with the shortcodes posts may call: each needs a template of
/// this theme, or the post stops with an error naming it.
func leftOut(in folder: URL, templates: String, shortcodeFolders: [String]) -> [String] {
    var notes: [String] = []
    if isFolder(templates, in: folder) { notes.append("\(templates)/ (the old theme's templates)") }
    var names: Set<String> = []
    for shortcodes in shortcodeFolders {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: shortcodes).path)) ?? []
        for file in files where !file.hasPrefix(".") {
            names.insert(String(file.prefix { $0 != "." }))
        }
    }
    if !names.isEmpty {
        let list = names.sorted().prefix(12).joined(separator: ", ") + (names.count > 12 ? " and \(names.count - 12) more" : "")
        notes.append(
            "the old theme's shortcodes \(list): posts that call one the default theme lacks stop with an error naming it; write it as themes/default/shortcodes/NAME.mustache"
        )
    }
    return notes
}

extension Optional where Wrapped == YAMLNode {
    /// The tree with `node` under `key` at its top (a file of Hugo's split configuration).
    fileprivate func merging(_ key: String, _ node: YAMLNode) -> YAMLNode {
        let root = self ?? YAMLNode(value: .mapping([]), line: 1, column: 1)
        guard case .mapping(var pairs) = root.value else { return root }
        pairs.removeAll { $0.key.scalarText?.lowercased() == key }
        pairs.append((key: YAMLNode(value: .scalar(key, quoted: false), line: 1, column: 1), value: node))
        return YAMLNode(value: .mapping(pairs), line: root.line, column: root.column)
    }
}
