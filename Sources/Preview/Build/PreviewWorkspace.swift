import Foundation
import Glibc

/// A private temporary folder for preview builds: never `public/`, removed when serving ends.
///
/// It lives in memory (`/dev/shm`) when there is room: every rebuild writes a fresh copy of the
/// site and deletes the last one, and on a disk file system (ext4 above all) creating thousands
/// of files right after deleting thousands costs seconds, where in memory it costs milliseconds.
struct PreviewWorkspace: Sendable {
    let folder: URL

    /// Where the build writes the site.
    var output: URL { folder.appending(path: "site") }

    /// - Parameter base: the folder to make it in; the fastest suitable one when nil.
    init(in base: URL? = nil) throws {
        let base = base ?? preferredWorkspaceBase()
        removeAbandonedWorkspaces(in: base)
        folder = base.appending(path: "\(workspacePrefix)\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

private let workspacePrefix = "site-serve-"

/// `/dev/shm` when it is a writable memory file system with at least 1 GiB free, else the
/// temporary folder.
func preferredWorkspaceBase() -> URL {
    let memory = "/dev/shm"
    var info = statvfs()
    if access(memory, W_OK | X_OK) == 0, statvfs(memory, &info) == 0,
        UInt64(info.f_bavail) * UInt64(info.f_frsize) >= 1 << 30
    {
        return URL(filePath: memory, directoryHint: .isDirectory)
    }
    return FileManager.default.temporaryDirectory
}

/// Removes workspaces left by previews that were killed before they could clean up (their
/// process no longer runs), so memory does not fill with old sites.
private func removeAbandonedWorkspaces(in base: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
    for name in names where name.hasPrefix(workspacePrefix) {
        let rest = name.dropFirst(workspacePrefix.count)
        let digits = rest.prefix(while: { $0 != "-" })
        // Only `<pid>-<UUID>` names are ours to judge.
        guard let pid = Int32(digits), rest.count == digits.count + 1 + 36,
            kill(pid, 0) == -1, errno == ESRCH
        else { continue }
        try? FileManager.default.removeItem(at: base.appending(path: name))
    }
}
