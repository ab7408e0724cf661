import Foundation

/// A private temporary folder for preview builds: never `public/`, removed when serving ends.
struct PreviewWorkspace: Sendable {
    let folder: URL

    /// Where the build writes the site.
    var output: URL { folder.appending(path: "site") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "site-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
