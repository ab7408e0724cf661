import Diagnostics
import Foundation

/// The output folder and the fresh sibling folder a build writes into before swapping it in.
struct OutputFolder: Sendable {
    /// Where the finished site ends up, e.g. `public/`.
    let destination: URL
    /// The folder being written; swapped into `destination` only when the build succeeds.
    let staging: URL
    /// The previous build's spare tree, when `staging` is it (see `ReusedFolder`); nil when
    /// `staging` started empty.
    let reused: ReusedFolder?

    /// Where a large site's replaced tree is kept for the next build to write over, e.g.
    /// `.public.previous` beside `public/`.
    static func spare(of destination: URL) -> URL {
        destination.deletingLastPathComponent().appending(path: ".\(destination.lastPathComponent).previous")
    }

    /// Keeps git from listing a spare tree: it ignores everything below this file's folder.
    static let spareIgnoreName = ".gitignore"
    static let spareIgnoreText = "# The previous build, kept by `site build` to write the next one over; safe to delete.\n*\n"

    /// The file every build leaves in its output: a folder holding it was written by `site`
    /// and may be replaced; any other folder with something in it is never deleted.
    static let markerName = ".site-build"
    static let markerText = "This folder was written by `site build`; the next build replaces all of it.\n"

    /// Checks that `destination` may be replaced, then creates an empty staging folder next to it
    /// (holding the marker).
    ///
    /// A destination that is a symbolic link (`public -> /var/www/blog`) is written through: the
    /// folder it points at is replaced, under the same rules, and the link stays.
    init(destination: URL, root: URL) throws(Diagnostic) {
        var destination = destination.standardizedFileURL
        if let target = symbolicLinkTarget(of: destination) { destination = target }
        try refuseDangerous(destination, root: root)
        let parent = destination.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw .error("cannot create \(parent.path): \(error.localizedDescription)")
        }
        removeAbandonedStaging(next: destination)
        let name =
            ".\(destination.lastPathComponent).building-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        let staging = parent.appending(path: name)
        self.destination = destination
        self.staging = staging
        // The spare is claimed by renaming it: of two builds at once, one gets it.
        let spare = Self.spare(of: destination)
        if isBuiltFolder(spare), rename(spare.path, staging.path) == 0 {
            reused = ReusedFolder(path: staging.path)
            reused?.keep(Self.markerName)
        } else {
            reused = nil
            guard mkdir(staging.path, 0o755) == 0 else {
                throw .error(
                    "cannot write in \(parent.path) (\(String(cString: strerror(errno)))); choose another output folder with -o"
                )
            }
        }
        // Written into a reused spare too, whose marker an older version may have worded otherwise.
        guard FileManager.default.createFile(
            atPath: staging.appending(path: Self.markerName).path, contents: Data(Self.markerText.utf8))
        else {
            discard()
            throw .error("cannot write in \(parent.path); check its permissions or choose another output folder with -o")
        }
    }

    /// Replaces the destination with the staging folder; the old site is removed only after the swap.
    ///
    /// - Parameters:
    ///   - keepingSpare: the old site is kept as the spare (see `spare(of:)`) for the next build
    ///     to write over, instead of being removed (a large site's, where removing and remaking
    ///     every file costs seconds on a disk).
    ///   - inBackground: the old site is removed by a process of its own, so a large build
    ///     does not wait for it (seconds on disk); the build never waits for a folder nobody sees.
    func commit(keepingSpare: Bool = false, removingOldSiteInBackground inBackground: Bool = false) throws(Diagnostic) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: destination.path, isDirectory: &isDirectory) {
            // One atomic exchange where the kernel offers it; the staging path then holds the old site.
            if exchangePaths(staging.path, destination.path) {
                if keepingSpare, keepAsSpare(staging) { return }
                removeOldSite(at: staging, inBackground: inBackground)
                return
            }
            let old = staging.deletingLastPathComponent().appending(
                path: staging.lastPathComponent.replacingOccurrences(of: ".building-", with: ".old-"))
            guard rename(destination.path, old.path) == 0 else {
                // The reason is read before cleaning up, which sets errno again.
                let reason = String(cString: strerror(errno))
                discard()
                throw .error(
                    "cannot replace \(destination.path) (\(reason)); the previous site is left as it was: make the folder and its parent writable (or remove an immutable flag: chattr -i), or choose another output with -o"
                )
            }
            guard rename(staging.path, destination.path) == 0 else {
                let reason = String(cString: strerror(errno))
                _ = rename(old.path, destination.path)
                discard()
                throw .error("cannot move the new site into \(destination.path) (\(reason)); the previous site is left as it was")
            }
            if keepingSpare, keepAsSpare(old) { return }
            removeOldSite(at: old, inBackground: inBackground)
        } else {
            guard rename(staging.path, destination.path) == 0 else {
                let reason = String(cString: strerror(errno))
                discard()
                throw .error("cannot move the new site into \(destination.path) (\(reason)); check that its parent folder is writable")
            }
        }
    }

    /// Removes a replaced site: hidden next to the destination, it is harmless while it goes.
    private func removeOldSite(at url: URL, inBackground: Bool) {
        if inBackground, removeTreeInBackground(atPath: url.path, renamingWith: ".\(destination.lastPathComponent).old-") {
            return
        }
        removeTree(at: url)
    }

    /// Whether the output sits in the site folder itself (`public/`), where a spare is kept. An
    /// output elsewhere may be inside a web server's folder, which would serve a spare's old
    /// pages (a post since unpublished, say) to anyone who guessed its name.
    func isBesideSite(_ root: URL) -> Bool {
        let parent = destination.deletingLastPathComponent().path
        return (realPath(parent) ?? parent) == (realPath(root.path) ?? root.path)
    }

    /// Makes a replaced site (or a failed build's tree) the spare; false when it cannot be, e.g.
    /// because it is not a built folder or another build has left a spare meanwhile.
    private func keepAsSpare(_ url: URL) -> Bool {
        guard isBuiltFolder(url) else { return false }
        let ignore = url.appending(path: Self.spareIgnoreName).path
        guard FileManager.default.createFile(atPath: ignore, contents: Data(Self.spareIgnoreText.utf8)) else { return false }
        let spare = Self.spare(of: destination)
        // Renaming onto an existing folder fails unless it is empty: a spare never replaces another.
        guard rename(url.path, spare.path) == 0 else {
            unlink(ignore)
            return false
        }
        return true
    }

    /// Removes the staging folder, leaving the destination as it was; a reused spare stays the spare.
    func discard() {
        if reused != nil, keepAsSpare(staging) { return }
        try? FileManager.default.removeItem(at: staging)
    }
}

/// Whether `url` is a real folder (not a link) holding a build's marker.
private func isBuiltFolder(_ url: URL) -> Bool {
    var status = stat()
    guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return false }
    return lstat(url.appending(path: OutputFolder.markerName).path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
}

/// Removes staging folders of builds that were interrupted (Ctrl-C), recognised by a process id
/// that no longer runs; a build still running elsewhere keeps its folder.
private func removeAbandonedStaging(next destination: URL) {
    let parent = destination.deletingLastPathComponent()
    let prefixes = [".\(destination.lastPathComponent).building-", ".\(destination.lastPathComponent).old-"]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in names {
        guard let prefix = prefixes.first(where: { name.hasPrefix($0) }),
            let pid = Int32(name.dropFirst(prefix.count).prefix(while: { $0 != "-" }))
        else { continue }
        if kill(pid, 0) == -1, errno == ESRCH {
            let abandoned = parent.appending(path: name)
            // Half a build is as good a spare as any: the next build reconciles every file of it.
            if prefix.hasSuffix(".building-"), isBuiltFolder(abandoned), rename(abandoned.path, OutputFolder.spare(of: destination).path) == 0 {
                continue
            }
            removeTree(at: abandoned)
        }
    }
}

/// Refuses outputs whose replacement would delete the site itself or something that is not a built site.
private func refuseDangerous(_ destination: URL, root: URL) throws(Diagnostic) {
    let target = resolved(destination)
    let site = resolved(root)
    let protected = [site, site + "/content", site + "/themes"]
    for folder in protected {
        if folder == target || folder.hasPrefix(target == "/" ? "/" : target + "/") {
            throw .error(
                "refusing to build into \(destination.path): replacing it would delete \(folder == site ? "the site folder" : folder); choose an output such as public/ with -o"
            )
        }
    }
    for folder in protected.dropFirst() where target.hasPrefix(folder + "/") {
        throw .error(
            "refusing to build into \(destination.path): it is inside \(folder), so the next build would read it as input; choose an output such as public/ with -o"
        )
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else {
        throw .error(
            "refusing to build into \(destination.path): it is a file, not a folder; choose another output with -o")
    }
    let entries: [String]
    do {
        entries = try FileManager.default.contentsOfDirectory(atPath: target)
    } catch {
        throw .error("cannot read \(destination.path); make it readable or choose another output with -o")
    }
    // A folder of something else (say ~/Documents, or a site another tool built) must never be
    // swapped away by a typo in -o: only what carries a previous build's marker is replaced.
    if !entries.isEmpty, !entries.contains(OutputFolder.markerName) {
        throw .error(
            "refusing to replace \(destination.path): it holds files `site build` did not write (there is no \(OutputFolder.markerName) in it); move them away or delete the folder, or choose another output with -o"
        )
    }
    // Root may delete anything; anyone else cannot empty a read-only folder after the swap.
    if access(target, W_OK) != 0 {
        throw .error(
            "refusing to replace \(destination.path): it is read-only (\(String(cString: strerror(errno)))), so the previous site could not be removed; make it writable (chmod u+w) or choose another output with -o"
        )
    }
}

/// The folder a symbolic link at `url` points at, with every link resolved; nil when `url` is no link.
private func symbolicLinkTarget(of url: URL) -> URL? {
    var status = stat()
    guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
    if let real = realPath(url.path) { return URL(filePath: real, directoryHint: .isDirectory) }
    // A link to a folder that does not exist yet: the build creates it where the link points.
    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { return nil }
    let absolute = target.hasPrefix("/") ? URL(filePath: target) : url.deletingLastPathComponent().appending(path: target)
    return absolute.standardizedFileURL
}

/// The absolute path with symbolic links and `..` resolved, without a trailing slash.
private func resolved(_ url: URL) -> String {
    var path = url.standardizedFileURL.resolvingSymlinksInPath().path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
}
