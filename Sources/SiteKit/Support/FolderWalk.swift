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
///   - skippingAtTop: names left out only directly below `folder` (what an old site's build wrote).
func walkFiles(
    in folder: URL, shownAs: String, siteRoot: URL, skipping: @escaping (String) -> Bool = { $0.hasPrefix(".") },
    skippingAtTop: Set<String> = []
) -> (files: [WalkedFile], diagnostics: [Diagnostic]) {
    var walk = FolderWalk(siteRoot: realPath(siteRoot.path) ?? siteRoot.path, skipping: skipping, skippingAtTop: skippingAtTop)
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
    let skippingAtTop: Set<String>
    var files: [WalkedFile] = []
    var diagnostics: [Diagnostic] = []
    /// Real paths of the folders walked: a link back up the tree would otherwise be walked forever.
    var visited: Set<String> = []

    init(siteRoot: String, skipping: @escaping (String) -> Bool, skippingAtTop: Set<String>) {
        self.siteRoot = siteRoot
        self.skipping = skipping
        self.skippingAtTop = skippingAtTop
    }

    func isInsideSite(_ real: String) -> Bool { isInside(real, folder: siteRoot) }

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
        let entries = directoryEntries(directory).filter { !skipping($0.name) && !(relative.isEmpty && skippingAtTop.contains($0.name)) }
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

/// The names and types (`DT_DIR`, `DT_REG`, …) in an open folder, without `.` and `..`; closes it.
private func directoryEntries(_ directory: OpaquePointer) -> [(name: String, type: Int32)] {
    var entries: [(name: String, type: Int32)] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        entries.append((name, Int32(entry.pointee.d_type)))
    }
    closedir(directory)
    return entries
}

/// Everything below a folder that a previous build left, by path from the folder; links are
/// never followed.
struct FolderInventory: Sendable {
    var files: [String] = []
    /// Shallowest first: a parent comes before its children.
    var folders: [String] = []
    /// Links, pipes and whatever else is neither a regular file nor a folder.
    var others: [String] = []

    /// Walks `folder` level by level, each level's folders read in parallel.
    init(of folder: String) {
        var level = [""]
        while !level.isEmpty {
            let listed = level.parallelMap { relative -> [(name: String, type: Int32)] in
                let path = relative.isEmpty ? folder : folder + "/" + relative
                guard let directory = opendir(path) else { return [] }
                return directoryEntries(directory).map { entry in
                    guard entry.type == Int32(DT_UNKNOWN) else { return entry }
                    // Some file systems leave the type out: ask for it.
                    var status = stat()
                    guard lstat(path + "/" + entry.name, &status) == 0 else { return entry }
                    let kind = status.st_mode & S_IFMT
                    return (entry.name, kind == S_IFDIR ? Int32(DT_DIR) : kind == S_IFREG ? Int32(DT_REG) : Int32(DT_LNK))
                }
            }
            var next: [String] = []
            for (relative, entries) in zip(level, listed) {
                for (name, type) in entries {
                    let path = relative.isEmpty ? name : relative + "/" + name
                    switch type {
                    case Int32(DT_DIR):
                        folders.append(path)
                        next.append(path)
                    case Int32(DT_REG): files.append(path)
                    default: others.append(path)
                    }
                }
            }
            level = next
        }
    }
}

private func outsideLink(_ shownAs: String, target: String) -> Diagnostic {
    .error(
        "\(shownAs) is a symbolic link to \(target), outside the site folder; nothing outside the site is published: copy the files into the site or remove the link"
    )
}

/// Whether a real path (`realPath`) is the real folder `folder` or lies below it.
func isInside(_ real: String, folder: String) -> Bool {
    real == folder || real.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
}

/// The canonical absolute path, with `.`, `..` and every symbolic link resolved; nil when it does not exist.
public func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
