import Diagnostics
import Foundation

/// A regular file found below a folder, named by its path from that folder.
struct WalkedFile: Sendable {
    /// E.g. `posts/2026-03-14-spending.md`.
    var relativePath: String
    var absolutePath: String
}

/// Every regular file below `folder`, sorted by path; the one directory walker of the build.
///
/// The rule for links: a symbolic link is followed only when what it points at lies inside
/// `siteRoot` (both with every link resolved); one that leads out of the site is an error naming
/// the link and its target, so a cloned repository cannot publish the builder's own files.
/// A folder that cannot be read is an error too, never skipped in silence.
///
/// - Parameters:
///   - shownAs: how diagnostics name `folder`, e.g. `content` or `themes/default/assets`.
///   - skipping: names left out (hidden files, editor backups).
func walkFiles(
    in folder: URL, shownAs: String, siteRoot: URL, skipping: @escaping (String) -> Bool = { $0.hasPrefix(".") }
) -> (files: [WalkedFile], diagnostics: [Diagnostic]) {
    var walk = FolderWalk(siteRoot: realPath(siteRoot.path) ?? siteRoot.path, skipping: skipping)
    let start = folder.path
    guard let real = realPath(start) else { return ([], []) }
    if !walk.isInsideSite(real) {
        walk.diagnostics.append(outsideLink(shownAs, target: real))
        return ([], walk.diagnostics)
    }
    walk.walk(path: start, real: real, relative: "", shownAs: shownAs)
    return (walk.files.sorted { $0.relativePath < $1.relativePath }, walk.diagnostics)
}

private struct FolderWalk {
    let siteRoot: String
    let skipping: (String) -> Bool
    var files: [WalkedFile] = []
    var diagnostics: [Diagnostic] = []
    /// Real paths of the folders walked: a link back up the tree would otherwise be walked forever.
    var visited: Set<String> = []

    init(siteRoot: String, skipping: @escaping (String) -> Bool) {
        self.siteRoot = siteRoot
        self.skipping = skipping
    }

    func isInsideSite(_ real: String) -> Bool {
        real == siteRoot || real.hasPrefix(siteRoot == "/" ? "/" : siteRoot + "/")
    }

    mutating func walk(path: String, real: String, relative: String, shownAs: String) {
        guard visited.insert(real).inserted else { return }
        guard let directory = opendir(path) else {
            let reason = String(cString: strerror(errno))
            diagnostics.append(
                .error(
                    "cannot read the folder \(shownAs) (\(reason)); make it readable (chmod u+rx) or move it out of the site"
                ))
            return
        }
        var entries: [(name: String, type: Int32)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." || skipping(name) { continue }
            entries.append((name, Int32(entry.pointee.d_type)))
        }
        closedir(directory)
        for (name, type) in entries {
            let childPath = path + "/" + name
            let childRelative = relative.isEmpty ? name : "\(relative)/\(name)"
            let childShown = "\(shownAs)/\(name)"
            switch type {
            case Int32(DT_DIR):
                walk(path: childPath, real: real + "/" + name, relative: childRelative, shownAs: childShown)
            case Int32(DT_REG):
                files.append(WalkedFile(relativePath: childRelative, absolutePath: childPath))
            case Int32(DT_LNK), Int32(DT_UNKNOWN):
                follow(childPath, isLink: type == Int32(DT_LNK), relative: childRelative, shownAs: childShown)
            default:
                // Pipes, sockets and devices are never content (reading a pipe would wait forever).
                continue
            }
        }
    }

    /// A link (or an entry of unknown type): followed only when it stays inside the site.
    private mutating func follow(_ path: String, isLink: Bool, relative: String, shownAs: String) {
        var status = stat()
        if isLink {
            guard let target = realPath(path) else {
                diagnostics.append(
                    .warning("\(shownAs) is a symbolic link to nothing (its target is missing) and is skipped; remove it"))
                return
            }
            guard isInsideSite(target) else {
                diagnostics.append(outsideLink(shownAs, target: target))
                return
            }
            guard stat(target, &status) == 0 else { return }
            let kind = status.st_mode & S_IFMT
            if kind == S_IFDIR { walk(path: path, real: target, relative: relative, shownAs: shownAs) }
            if kind == S_IFREG { files.append(WalkedFile(relativePath: relative, absolutePath: path)) }
            return
        }
        guard lstat(path, &status) == 0 else { return }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: walk(path: path, real: realPath(path) ?? path, relative: relative, shownAs: shownAs)
        case S_IFREG: files.append(WalkedFile(relativePath: relative, absolutePath: path))
        case S_IFLNK: follow(path, isLink: true, relative: relative, shownAs: shownAs)
        default: return
        }
    }
}

private func outsideLink(_ shownAs: String, target: String) -> Diagnostic {
    .error(
        "\(shownAs) is a symbolic link to \(target), outside the site folder; nothing outside the site is published: copy the files into the site or remove the link"
    )
}

/// The canonical absolute path, with `.`, `..` and every symbolic link resolved; nil when it does not exist.
public func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
