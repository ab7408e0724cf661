import Foundation

/// Deletes a folder and everything in it, its large subfolders (`posts/`, `tags/`) on all cores.
func removeTree(at url: URL) {
    let manager = FileManager.default
    let entries = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
    var items: [String] = []
    for entry in entries {
        let path = url.path + "/" + entry
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue, let children = try? manager.contentsOfDirectory(atPath: path), children.count > 64 {
            items += children.map { path + "/" + $0 }
        } else {
            items.append(path)
        }
    }
    _ = items.parallelMap { path in (try? FileManager.default.removeItem(atPath: path)) != nil }
    // The big subfolders are empty now; this removes them and the folder itself.
    try? manager.removeItem(at: url)
}
