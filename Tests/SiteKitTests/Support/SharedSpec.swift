import Foundation

/// A file of the peer test suites in `shared/spec/` next to the package (or next to a folder
/// above it, for a worktree); nil when that folder is absent, as in a user's clone.
func sharedSpecFile(_ path: String) -> Data? {
    var folder = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    while folder.path != "/" {
        folder = folder.deletingLastPathComponent()
        if let data = FileManager.default.contents(atPath: folder.appending(path: "shared/spec/" + path).path) {
            return data
        }
    }
    return nil
}
