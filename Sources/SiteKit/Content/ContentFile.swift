import Foundation

/// A file under `content/`, named by its path from the site folder.
struct ContentFile: Sendable, Hashable {
    /// E.g. `content/posts/2026-03-14-spending.md`: how diagnostics name it.
    var path: String
    /// The path below `content/`, e.g. `posts/2026-03-14-spending.md`.
    var relativePath: String
    var url: URL

    var isMarkdown: Bool { url.pathExtension.lowercased() == "md" || url.pathExtension.lowercased() == "markdown" }
    /// Posts live in `content/posts/`; every other Markdown file is a page.
    var isPost: Bool { relativePath.hasPrefix("posts/") }
    /// The folder below `content/`, e.g. `posts` (empty at the top).
    var folder: String {
        guard let slash = relativePath.lastIndex(of: "/") else { return "" }
        return String(relativePath[..<slash])
    }
    /// The file name without its extension.
    var stem: String { url.deletingPathExtension().lastPathComponent }
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
    for (name, isDirectory) in entries(of: folder.path) where !isIgnored(name) {
        let url = folder.appending(path: name)
        let relativePath = relative.isEmpty ? name : "\(relative)/\(name)"
        if isDirectory {
            walk(url, relative: relativePath, into: &files, visited: &visited)
        } else {
            files.append(ContentFile(path: "content/\(relativePath)", relativePath: relativePath, url: url))
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
