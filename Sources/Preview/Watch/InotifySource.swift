import Glibc

/// Changes reported by inotify, for `content/`, `themes/`, `static/`, `data/` (every folder, new ones too) and `site.yml`.
///
/// inotify watches are per folder, so each folder gets one, and a folder created (or moved in)
/// later is watched as soon as it appears. Editors often save by writing a new file and
/// renaming it over the old one, hence `IN_MOVED_TO` next to `IN_CLOSE_WRITE`.
final class InotifySource {
    private let fd: Int32
    private let root: String
    /// The folder (relative to the root, "" for the root itself) of each watch descriptor.
    private var folders: [Int32: String] = [:]
    /// Set when the kernel refused a watch (`ENOSPC`): the watcher then switches to polling.
    private(set) var ranOutOfWatches = false
    /// A lower limit than the kernel's, so tests can run out of watches.
    private let watchLimit: Int?

    private static let folderMask: UInt32 =
        UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
        | UInt32(IN_ONLYDIR)

    /// Starts watching; nil when inotify is unavailable or out of watches (poll instead).
    init?(root: String, watchLimit: Int? = nil) {
        self.root = root
        self.watchLimit = watchLimit
        fd = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        addWatch(relative: "")
        for folder in watchedFolders { addTree(relative: folder) }
        // No close(fd) here: a class whose init fails after every property is set still runs
        // deinit, and a second close could shut a descriptor another thread has opened since.
        if ranOutOfWatches { return nil }
    }

    deinit { close(fd) }

    /// Waits up to `milliseconds` and returns the relevant paths (relative to the root) that changed.
    func wait(milliseconds: Int32) -> [String] {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return [] }
        var changed: [String] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            changed += parseEvents(buffer[..<count])
        }
        return changed
    }

    private func parseEvents(_ bytes: ArraySlice<UInt8>) -> [String] {
        var changed: [String] = []
        bytes.withUnsafeBytes { raw in
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= raw.count {
                let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = raw[(offset + headerSize)..<min(raw.count, offset + headerSize + length)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += headerSize + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    changed.append("(inotify queue overflowed)")
                    continue
                }
                if mask & UInt32(IN_IGNORED) != 0 {
                    folders[wd] = nil
                    continue
                }
                guard let folder = folders[wd], !name.isEmpty else { continue }
                let path = folder.isEmpty ? name : folder + "/" + name
                if folder.isEmpty && !watchedFiles.contains(name) && !watchedFolders.contains(name) { continue }
                let isFolder = mask & UInt32(IN_ISDIR) != 0
                if isFolder && mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 {
                    // Files may already be inside a folder that was moved in or filled quickly.
                    addTree(relative: path)
                }
                if isFolder || isRelevantChange(path) { changed.append(path) }
            }
        }
        return changed
    }

    /// Watches `relative` and every folder below it.
    private func addTree(relative: String) {
        guard addWatch(relative: relative) else { return }
        for child in subfolders(of: root + "/" + relative) {
            addTree(relative: relative + "/" + child)
        }
    }

    @discardableResult
    private func addWatch(relative: String) -> Bool {
        // A watched folder the site does not have (static/, data/) takes no watch; the root's
        // watch sees it when it appears.
        var info = stat()
        guard stat(relative.isEmpty ? root : root + "/" + relative, &info) == 0 else { return false }
        if let watchLimit, folders.count >= watchLimit {
            ranOutOfWatches = true
            return false
        }
        let path = relative.isEmpty ? root : root + "/" + relative
        let wd = inotify_add_watch(fd, path, Self.folderMask)
        if wd < 0 {
            if errno == ENOSPC { ranOutOfWatches = true }
            return false
        }
        folders[wd] = relative
        return true
    }
}

/// The names of the folders directly inside `path` (hidden ones skipped).
func subfolders(of path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name.hasPrefix(".") { continue }
        var info = stat()
        if stat(path + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { names.append(name) }
    }
    return names
}
