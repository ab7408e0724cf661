import Foundation

/// A file under `content/`, named by its path from the site folder.
struct ContentFile: Sendable, Hashable {
    /// E.g. `content/posts/2026-03-14-spending.md`: how diagnostics name it.
    var path: String
    /// The path below `content/`, e.g. `posts/2026-03-14-spending.md`.
    var relativePath: String
    /// The file's absolute path; a plain string, as making a `URL` per file shows in a profile.
    var absolutePath: String

    init(path: String, relativePath: String, absolutePath: String) {
        self.path = path
        self.relativePath = relativePath
        self.absolutePath = absolutePath
    }

    init(path: String, relativePath: String, url: URL) {
        self.init(path: path, relativePath: relativePath, absolutePath: url.path)
    }

    var url: URL { URL(filePath: absolutePath) }
    /// The folder that holds the file.
    var folderURL: URL {
        guard let slash = absolutePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return URL(filePath: ".") }
        return URL(filePath: String(absolutePath[...slash]), directoryHint: .isDirectory)
    }

    /// The file name, e.g. `2026-03-14-spending.md`.
    var name: Substring {
        guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return relativePath[...] }
        return relativePath[relativePath.index(after: slash)...]
    }

    var isMarkdown: Bool {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let pathExtension = name[name.index(after: dot)...].lowercased()
        return pathExtension == "md" || pathExtension == "markdown"
    }
    /// Posts live in `content/posts/`; every other Markdown file is a page.
    var isPost: Bool { relativePath.hasPrefix("posts/") }
    /// The folder below `content/`, e.g. `posts` (empty at the top).
    var folder: String {
        guard let slash = relativePath.lastIndex(of: "/") else { return "" }
        return String(relativePath[..<slash])
    }
    /// The file name without its extension.
    var stem: String {
        let name = self.name
        // As URL's deletingPathExtension: a leading dot starts a name, not an extension.
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return String(name) }
        return String(name[..<dot])
    }
}

/// Every file under `content/`, sorted by path so builds are deterministic; hidden and backup files are skipped.
func discoverContent(root: URL) -> [ContentFile] {
    let content = root.appending(path: "content")
    var files: [ContentFile] = []
    var visited: Set<String> = []
    walk(content, relative: "", into: &files, visited: &visited)
    return files.sorted { $0.relativePath < $1.relativePath }
}

private func walk(_ folder: URL, relative: String, into files: inout [ContentFile], visited: inout Set<String>) {
    // A symbolic link back up the tree would otherwise be walked forever.
    guard visited.insert(folder.resolvingSymlinksInPath().path).inserted else { return }
    let folderPath = folder.path
    for (name, isDirectory) in entries(of: folderPath) where !isIgnored(name) {
        let relativePath = relative.isEmpty ? name : "\(relative)/\(name)"
        if isDirectory {
            walk(folder.appending(path: name), relative: relativePath, into: &files, visited: &visited)
        } else {
            files.append(
                ContentFile(
                    path: "content/\(relativePath)", relativePath: relativePath, absolutePath: folderPath + "/" + name))
        }
    }
}

/// The names in a folder and whether each is a folder, from readdir's entry types (no stat per file).
private func entries(of path: String) -> [(name: String, isDirectory: Bool)] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var result: [(name: String, isDirectory: Bool)] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR): result.append((name, true))
        case Int32(DT_REG): result.append((name, false))
        case Int32(DT_LNK), Int32(DT_UNKNOWN):
            // Links and file systems without entry types need a stat to tell.
            var status = stat()
            guard stat(path + "/" + name, &status) == 0 else { continue }
            let type = status.st_mode & S_IFMT
            if type == S_IFDIR || type == S_IFREG { result.append((name, type == S_IFDIR)) }
        default:
            // Pipes, sockets and devices are never content (reading a pipe would wait forever).
            continue
        }
    }
    return result
}

/// Editors leave hidden, backup and lock files next to posts; none of them is content.
private func isIgnored(_ name: String) -> Bool {
    name.hasPrefix(".") || name.hasSuffix("~") || name.hasPrefix("#") || name.hasSuffix(".swp")
}
