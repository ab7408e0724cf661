import Foundation
import Synchronization

/// A previous build's tree that the next build writes over instead of an empty folder.
///
/// Files whose bytes come out the same are left alone (no write, the same inode, the same
/// modification time); what the new build does not write is removed when it is done. On a disk,
/// making and deleting tens of thousands of files costs far more than reading them back.
final class ReusedFolder: Sendable {
    let path: String
    private let inventory: FolderInventory
    /// The inventory's files, to look up from any thread.
    private let files: Set<String>
    /// The inventory's files this build wrote (or found unchanged).
    private let kept = Mutex<[String]>([])

    /// Takes stock of `path`. Links and other entries a build never writes go at once, so no
    /// write can follow a link out of the folder.
    init(path: String) {
        self.path = path
        inventory = FolderInventory(of: path)
        files = Set(inventory.files)
        for other in inventory.others { unlink(path + "/" + other) }
    }

    func holdsFile(_ relative: String) -> Bool {
        files.contains(relative)
    }

    /// Marks a file of the old tree as part of the new one.
    func keep(_ relative: String) {
        kept.withLock { $0.append(relative) }
    }

    /// Removes every old file the build did not keep, then the folders left empty.
    func removeLeftovers() {
        let keptFiles = Set(kept.withLock { $0 })
        let stale = inventory.files.filter { !keptFiles.contains($0) }
        for file in stale { unlink(path + "/" + file) }
        // Only a file that went from a subfolder can have left a folder empty.
        guard stale.contains(where: { $0.contains("/") }) else { return }
        // A folder holding a kept file stays; the others are tried, deepest first (a folder with
        // new files in it refuses to go, which is right).
        var holding = Set<Substring>()
        for file in keptFiles {
            var end = file.endIndex
            while let slash = file[..<end].utf8.lastIndex(of: UInt8(ascii: "/")) {
                guard holding.insert(file[..<slash]).inserted else { break }
                end = slash
            }
        }
        for folder in inventory.folders.reversed() where !holding.contains(Substring(folder)) {
            rmdir(path + "/" + folder)
        }
    }
}
