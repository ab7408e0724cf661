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
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where !isIgnored(name) {
        let url = folder.appending(path: name)
        let relativePath = relative.isEmpty ? name : "\(relative)/\(name)"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
            walk(url, relative: relativePath, into: &files, visited: &visited)
        } else {
            files.append(ContentFile(path: "content/\(relativePath)", relativePath: relativePath, url: url))
        }
    }
}

/// Editors leave hidden, backup and lock files next to posts; none of them is content.
private func isIgnored(_ name: String) -> Bool {
    name.hasPrefix(".") || name.hasSuffix("~") || name.hasPrefix("#") || name.hasSuffix(".swp")
}
