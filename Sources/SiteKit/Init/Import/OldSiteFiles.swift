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

extension String {
    /// The rest of this path below `folder` (`content/a.md` below `content` is `a.md`); nil when it is not below it.
    func below(_ folder: String) -> String? {
        let prefix = folder.split(separator: "/").joined(separator: "/") + "/"
        return hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
