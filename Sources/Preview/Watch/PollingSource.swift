import Glibc

/// Changes found by comparing the watched files' sizes and modification times every half
/// second: the fallback when inotify has no watches left (`ENOSPC`) or is unavailable.
final class PollingSource {
    private let root: String
    private let interval: Int32
    private var snapshot: [String: FileStamp]

    init(root: String, intervalMilliseconds: Int32 = 500) {
        self.root = root
        self.interval = intervalMilliseconds
        snapshot = takeSnapshot(root: root)
    }

    /// Sleeps up to `milliseconds` (at most one interval) and returns what changed since the last look.
    func wait(milliseconds: Int32) -> [String] {
        usleep(UInt32(max(1, min(milliseconds, interval))) * 1000)
        let current = takeSnapshot(root: root)
        defer { snapshot = current }
        var changed: [String] = []
        for (path, stamp) in current where snapshot[path] != stamp { changed.append(path) }
        for path in snapshot.keys where current[path] == nil { changed.append(path) }
        return changed.filter(isRelevantChange)
    }
}

private struct FileStamp: Equatable {
    var size: Int
    var seconds: Int
    var nanoseconds: Int
    var inode: UInt
}

private func takeSnapshot(root: String) -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    for file in watchedFiles { record(file, root: root, into: &stamps) }
    for folder in watchedFolders { walk(folder, root: root, into: &stamps) }
    return stamps
}

private func walk(_ relative: String, root: String, into stamps: inout [String: FileStamp]) {
    guard let directory = opendir(root + "/" + relative) else { return }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    closedir(directory)
    for name in names {
        let path = relative + "/" + name
        var info = stat()
        guard stat(root + "/" + path, &info) == 0 else { continue }
        if info.st_mode & S_IFMT == S_IFDIR {
            walk(path, root: root, into: &stamps)
        } else {
            record(path, root: root, into: &stamps)
        }
    }
}

private func record(_ relative: String, root: String, into stamps: inout [String: FileStamp]) {
    var info = stat()
    guard stat(root + "/" + relative, &info) == 0 else { return }
    stamps[relative] = FileStamp(
        size: Int(info.st_size), seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec, inode: UInt(info.st_ino))
}
