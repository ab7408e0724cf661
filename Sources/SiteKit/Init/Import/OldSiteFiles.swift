import Foundation

// Looking at an old site's files: what is there, and what of it stays behind.

/// The first of `names` that is a file in `folder`.
func firstFile(_ names: [String], in folder: URL) -> String? {
    names.first { name in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.appending(path: name).path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}

/// Whether `name` is a folder in `folder`.
func isFolder(_ name: String, in folder: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: folder.appending(path: name).path, isDirectory: &isDirectory) && isDirectory.boolValue
}

/// The old theme's templates, named, with the shortcodes posts may call that the new theme has
/// no template for: each stops a post that calls it with an error naming it.
func leftOut(in folder: URL, templates: String, shortcodes: OldShortcodes) -> [String] {
    var notes: [String] = []
    if isFolder(templates, in: folder) { notes.append("\(templates)/ (the old theme's templates)") }
    let lacking = shortcodes.untranslated
    if !lacking.isEmpty {
        let list = shortList(lacking, limit: 12)
        notes.append(
            "the old theme's shortcodes \(list), which the default theme lacks and site init could not write as Mustache: a page that calls one gets a stand-in (below) that shows only its title and the text inside it; write each as themes/default/shortcodes/NAME.mustache"
        )
    }
    return notes
}

extension String {
    /// The rest of this path below `folder` (`content/a.md` below `content` is `a.md`); nil when it is not below it.
    func below(_ folder: String) -> String? {
        let prefix = folder.split(separator: "/").joined(separator: "/") + "/"
        return hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }

    /// A path as a configuration writes it, without its `./` parts and extra slashes (`./content/` → `content`).
    var normalizedPath: String {
        split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}

/// The names of the default theme's files in one of its folders (`layouts`, `shortcodes`): `post`, `youtube`.
func defaultThemeNames(in folder: String) -> Set<String> {
    let prefix = "themes/default/\(folder)/"
    return Set(EmbeddedSite.files.map(\.path).filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count).prefix { $0 != "." }) })
}

/// An old site's file (an absolute path) as its front matter, read as a build reads it, and its
/// body; at most its first 64 KB are read, enough for what the import looks at.
func frontMatterAndBody(ofFileAt path: String) -> (frontMatter: YAMLNode?, body: Substring) {
    guard let opening = readFileOpening(atPath: path, count: 65_536) else { return (nil, "") }
    return frontMatterAndBody(of: String(decoding: opening, as: UTF8.self))
}

/// A page's text as its front matter, read as a build reads it, and its body.
func frontMatterAndBody(of text: String) -> (frontMatter: YAMLNode?, body: Substring) {
    let split = splitFrontMatter(text)
    let node = split.frontMatter.flatMap { text in try? split.format?.parse(String(text)) } ?? nil
    return (node, split.body)
}
