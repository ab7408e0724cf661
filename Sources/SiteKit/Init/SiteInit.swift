import Diagnostics
import Foundation

/// Creates a new site in `folder`: `site.yml`, a sample post with a chart, and the default theme.
///
/// - Returns: the paths written, relative to `folder`.
/// - Throws: a diagnostic when `folder` already holds a site or cannot be written.
public func initSite(at folder: URL) throws(Diagnostic) -> [String] {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else {
            throw .error("\(folder.path) is a file; choose a new folder name for the site")
        }
        let clashes = EmbeddedSite.files.map(\.path).filter {
            manager.fileExists(atPath: folder.appending(path: $0).path)
        }
        if manager.fileExists(atPath: folder.appending(path: "site.yml").path) || !clashes.isEmpty {
            throw .error(
                "\(folder.path) already holds a site (\(clashes.first ?? "site.yml")); choose an empty or new folder")
        }
    }
    var written: [String] = []
    for file in EmbeddedSite.files {
        let url = folder.appending(path: file.path)
        do {
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url)
        } catch {
            throw .error("cannot write \(url.path): \(error.localizedDescription)")
        }
        written.append(file.path)
    }
    return written
}
