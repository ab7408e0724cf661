import Diagnostics
import Foundation

/// A site another generator built, as `site init DIR --from OLD` reads it: which generator, the
/// settings of its configuration that `site.yml` has a key for, where each of its files goes in
/// the new site, and what stays behind.
struct OldSite {
    enum Generator: String, Sendable {
        case hugo = "Hugo", jekyll = "Jekyll", zola = "Zola", quarto = "Quarto", eleventy = "Eleventy"
    }

    var generator: Generator
    /// The configuration files read, relative to the old site (`config.toml`).
    var configFiles: [String]
    var settings: ImportedSettings
    /// Where a file of the old site goes in the new one.
    enum Placement: Equatable {
        /// Copied to this path of the new site.
        case copy(to: String)
        /// A page that lists posts (a home or archive page of the old theme) at `permalink`: the
        /// default theme writes its own at `listsAt`.
        case listPage(permalink: String?, listsAt: String)
        /// Not published by the old generator (templates, build files), or not carried over.
        case stays
    }

    /// Where a file of the old site (its path from the old site's folder) goes in the new one.
    var destination: @Sendable (String) -> Placement
    /// What stays behind and what to do about it, one sentence each.
    var leftOut: [String]
    /// Folders never walked, wherever they are: what a build wrote and packages installed.
    var neverWalked: Set<String> = foldersNeverImported

    /// The old site in `folder`, told by its configuration file; nil when no generator's is there.
    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        if let site = try QuartoSite.read(folder) { return site }
        if let site = try EleventySite.read(folder) { return site }
        // `hugo.toml` says Hugo, whatever else lies there (a `_config.yml` for GitHub Pages' settings);
        // so does a `content/` folder beside a `_config.yml` without Jekyll's `_posts/` or `_layouts/`.
        let isJekyll = !(HugoSite.configNames.prefix(4).contains { firstFile([$0], in: folder) != nil })
            && (isFolder("_posts", in: folder) || isFolder("_layouts", in: folder) || !isFolder("content", in: folder))
        if isJekyll, let site = try JekyllSite.read(folder) { return site }
        // Zola's config.toml before Hugo's: both generators call it so, and only Zola's has base_url.
        if let site = try ZolaSite.read(folder) { return site }
        return try HugoSite.read(folder)
    }
}

/// Folders no generator publishes from, never walked: what a build wrote (Hugo's and Zola's
/// `public/`, Jekyll's and Eleventy's `_site/`) and packages installed.
let foldersNeverImported: Set<String> = ["node_modules", "vendor", "_site", "public", "resources", "renv", "__pycache__"]

/// The first of `names` that is a file in `folder`.
func firstFile(_ names: [String], in folder: URL) -> String? {
    names.first { name in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.appending(path: name).path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}

/// A configuration file read into the tree front matter reads into: TOML by toml++, YAML and
/// JSON by libyaml. A file that cannot be read is an error at its line.
func readConfigFile(_ name: String, in folder: URL) throws(Diagnostic) -> YAMLNode? {
    let url = folder.appending(path: name)
    guard let data = FileManager.default.contents(atPath: url.path) else {
        throw .error("cannot read \(url.path); check that it is a readable file")
    }
    let text = String(decoding: data, as: UTF8.self)
    do {
        return name.hasSuffix(".toml") ? try parseTOML(text) : try parseYAML(text)
    } catch {
        throw .error(
            "\(error.message); fix the file, or copy your posts into content/posts/ of a new site by hand",
            at: SourceLocation(path: url.path, line: error.line, column: error.column))
    }
}

extension YAMLNode {
    /// The value under `key` in a mapping, its case ignored as Hugo ignores it (`baseURL`, `baseurl`).
    subscript(key: String) -> YAMLNode? {
        mappingEntries?.first { $0.key.lowercased() == key.lowercased() }?.value
    }

    /// The value under a path of keys (`params`, `description`).
    func value(_ keys: String...) -> YAMLNode? {
        var node: YAMLNode? = self
        for key in keys { node = node?[key] }
        return node
    }

    /// A scalar's text, trimmed; nil for an empty or missing one, a list or a mapping.
    var text: String? {
        guard let text = scalarText?.trimmingSpaces(), !text.isEmpty, !isNull else { return nil }
        return text
    }
}
