import Diagnostics
import Foundation

/// An Eleventy site: `eleventy.config.js` (or `.eleventy.js`), its input folder's Markdown and
/// files, the folders it copies through as they are (`addPassthroughCopy`), and the site's
/// `_data/metadata`. No JavaScript runs: the configuration's input folder and passthrough copies
/// are read where written as plain strings, the metadata where it is JSON or an object literal.
enum EleventySite {
    static let configNames = [
        "eleventy.config.js", "eleventy.config.mjs", "eleventy.config.cjs", ".eleventy.js", ".eleventy.mjs", ".eleventy.cjs",
    ]
    /// Eleventy's template languages and data files: the old theme's, not carried over.
    static let templateSuffixes = [".njk", ".liquid", ".11ty.js", ".11ty.cjs", ".11ty.mjs", ".11tydata.js", ".11tydata.json", ".11tydata.cjs", ".11tydata.mjs", ".hbs", ".pug", ".ejs", ".haml", ".webc", ".mustache"]

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        guard let name = firstFile(configNames, in: folder),
            let script = FileManager.default.contents(atPath: folder.appending(path: name).path).map({ String(decoding: $0, as: UTF8.self) })
        else { return nil }
        let input = (ScriptValues.firstMatch(#"input\s*:\s*["'`]([^"'`]+)["'`]"#, in: script).first ?? ".").normalizedPath
        var files = [name]
        var settings = ImportedSettings()
        let metadataNames = ["json", "js", "cjs", "mjs"].flatMap { ["_data/metadata.\($0)", joined(input, "_data/metadata.\($0)")] }
        if let metadataName = firstFile(metadataNames, in: folder), let metadata = try metadata(metadataName, in: folder) {
            files.append(metadataName)
            settings.title = metadata["title"]?.text
            settings.description = metadata["description"]?.text
            settings.baseURL = metadata["url"]?.text
            settings.language = metadata["language"]?.text
            settings.author = authorName(metadata["author"])
        }
        // The feed plugin's `outputPath: "/feed/feed.xml"` (the base blog's).
        settings.feed = ScriptValues.firstMatch(#"outputPath\s*:\s*["'`]([^"'`]+\.xml)["'`]"#, in: script).first
        // `addPassthroughCopy({"./public/": "/"})` and `addPassthroughCopy("img")`.
        var passthrough: [(from: String, to: String)] = []
        for pairs in ScriptValues.firstMatch(#"addPassthroughCopy\(\s*\{([^}]*)\}"#, in: script) {
            let found = ScriptValues.allMatches(#"["'`]([^"'`]+)["'`]\s*:\s*["'`]([^"'`]+)["'`]"#, in: pairs)
            passthrough += found.map { ($0[0].normalizedPath, $0[1].normalizedPath) }
        }
        for path in ScriptValues.allMatches(#"addPassthroughCopy\(\s*["'`]([^"'`*]+)["'`]"#, in: script).map({ $0[0].normalizedPath }) {
            passthrough.append((path, path.below(input) ?? path))
        }
        let copies = passthrough
        let ignored = ignoredPatterns(in: folder, input: input)
        let templates = TemplateFiles(folder: folder)
        return OldSite(
            generator: .eleventy, configFiles: files, settings: settings,
            destination: { path in
                for copy in copies {
                    if path == copy.from { return .copy(to: joined("static", copy.to)) }
                    if let rest = path.below(copy.from) { return .copy(to: joined(joined("static", copy.to), rest)) }
                }
                guard let rest = input.isEmpty ? path : path.below(input) else { return .stays }
                // What `.eleventyignore` names Eleventy never reads (a vendored plugin's README).
                if ignored.contains(where: { matches(rest, $0) }) { return .stays }
                let parts = rest.split(separator: "/")
                // Scripts are never pages, and Eleventy copies only what `addPassthroughCopy` names (its tests, a host's functions).
                if [".js", ".mjs", ".cjs", ".ts"].contains(where: { rest.hasSuffix($0) }) { return .stays }
                if parts.contains(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }) { return .stays }
                if templateSuffixes.contains(where: { rest.hasSuffix($0) }) { return .stays }
                // The old not-found page: the default theme writes its own.
                if parts.count == 1, rest.hasPrefix("404.") { return .stays }
                // The old home page, HTML the old theme's layout wraps: the default theme writes its own.
                if parts.count == 1, rest == "index.html" { return .listPage(permalink: "/", listsAt: "/") }
                // An HTML or Markdown page that loops over the posts (`{% for post in collections.posts %}`) is a list of the old theme's.
                if rest.hasSuffix(".html") || rest.hasSuffix(".md"), let list = templates.listPage(path, copiedTo: "content/" + rest) { return list }
                // A folder's data file (`blog/blog.json`) and the project's own files at the top of an input of ".".
                if rest.hasSuffix(".json"), parts.count > 1, parts[parts.count - 1] == parts[parts.count - 2] + ".json" { return .stays }
                if input.isEmpty, parts.count == 1, JekyllSite.buildFiles.contains(rest) || rest.hasPrefix("eleventy.config") || rest.hasSuffix(".js") {
                    return .stays
                }
                // Eleventy's cool URI: `blog/fourthpost/fourthpost.md` is the folder's own page, /blog/fourthpost/.
                if parts.count > 1, rest.hasSuffix(".md"), String(parts[parts.count - 1].dropLast(3)) == parts[parts.count - 2],
                    !["index.md", "index.html", "index.njk", "index.liquid"].contains(where: { firstFile([path.replacingLastComponent(with: $0)], in: folder) != nil })
                {
                    return .copy(to: "content/" + rest.replacingLastComponent(with: "index.md"))
                }
                return .copy(to: "content/" + rest)
            },
            leftOut: ["the old site's templates (.njk, .liquid, .11ty.js) and data files: the default theme draws its pages and lists"],
            // Eleventy writes to `_site/`; a `public/` folder is its own files, copied through.
            neverWalkedAtTop: topFoldersNeverImported.subtracting(["public"]))
    }

    /// The patterns of `.eleventyignore` (in the site's folder and its input folder), as paths below the input.
    private static func ignoredPatterns(in folder: URL, input: String) -> [String] {
        var patterns: [String] = []
        for name in Set([".eleventyignore", joined(input, ".eleventyignore")]).sorted() {
            guard let data = FileManager.default.contents(atPath: folder.appending(path: name).path) else { continue }
            for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
                // `\_11ty/` escapes its underscore as a glob would; `./test` and `test/` name the folder.
                let pattern = line.trimmingSpaces().replacingOccurrences(of: "\\", with: "").normalizedPath
                if !pattern.isEmpty, !pattern.hasPrefix("#"), !pattern.hasPrefix("!") { patterns.append(pattern) }
            }
        }
        return patterns
    }

    /// Whether a path below the input is, or lies below, what an ignore pattern names (`*` and `**` as globs do).
    private static func matches(_ path: String, _ pattern: String) -> Bool {
        guard pattern.contains("*") else { return path == pattern || path.hasPrefix(pattern + "/") }
        return fnmatch(pattern, path, 0) == 0 || fnmatch(pattern + "/*", path, 0) == 0
    }

    /// `_data/metadata.json`, or a `.js` module whose export is an object literal of plain values.
    private static func metadata(_ name: String, in folder: URL) throws(Diagnostic) -> YAMLNode? {
        if name.hasSuffix(".json") { return try readConfigFile(name, in: folder) }
        guard let data = FileManager.default.contents(atPath: folder.appending(path: name).path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let export = text.range(of: "export default") ?? text.range(of: "module.exports =") ?? text.range(of: "module.exports=") else { return nil }
        // Read as `---js` front matter reads `const name = {…};` (no script runs); a module of code is skipped.
        guard let fields = try? yamlFields(ofJavaScript: "const metadata = " + text[export.upperBound...].trimmingSpaces()),
            let root = (try? parseYAML(fields)) ?? nil
        else { return nil }
        return root["metadata"]
    }

    private static func joined(_ folder: String, _ rest: String) -> String {
        folder.isEmpty ? rest : rest.isEmpty ? folder : folder + "/" + rest
    }
}

extension String {
    /// The path with its last component replaced (`blog/a/a.md` → `blog/a/index.md`).
    fileprivate func replacingLastComponent(with name: String) -> String {
        guard let slash = lastIndex(of: "/") else { return name }
        return self[...slash] + name
    }
}
