import Foundation
import Synchronization

/// Writes files below one folder with plain system calls: many small files, as fast as the disk allows.
struct FileWriter: Sendable {
    /// `folder.path`, worked out once: it is needed for every file.
    private let folderPath: String
    /// Into a folder that is being served (a preview's): a file whose bytes are unchanged is left
    /// alone, and a changed one is replaced whole (written aside, then renamed over it), so a
    /// reader never gets half a page.
    let inPlace: Bool
    /// Every path written, when in place.
    private let log: WrittenPaths?
    /// A previous build's tree being written over (see `ReusedFolder`); nil for an empty folder.
    private let reused: ReusedFolder?

    init(folder: URL, inPlace: Bool = false) {
        folderPath = folder.path
        self.inPlace = inPlace
        log = inPlace ? WrittenPaths() : nil
        reused = nil
    }

    /// Writes over what `reused` holds: unchanged files are left as they are.
    init(over reused: ReusedFolder) {
        folderPath = reused.path
        inPlace = false
        log = nil
        self.reused = reused
    }

    /// The paths written since the last call, sorted (in place only).
    func takeWrittenPaths() -> [String] {
        log?.take() ?? []
    }

    /// Writes `text` to `path` (below the folder), creating the parent folders it needs.
    func write(_ text: String, to path: String) throws(WriteError) {
        var text = text
        let result: Result<Void, WriteError> = text.withUTF8 { bytes in
            do throws(WriteError) {
                try write(bytes, to: path)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Writes `bytes` to `path` (below the folder), creating the parent folders it needs.
    func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let result: Result<Void, WriteError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(WriteError) {
                try write(buffer, to: path)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Writes `data` to `path` (below the folder), creating the parent folders it needs.
    func write(_ data: Data, to path: String) throws(WriteError) {
        let result: Result<Void, WriteError> = data.withUnsafeBytes { raw in
            do throws(WriteError) {
                try write(raw.bindMemory(to: UInt8.self), to: path)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Makes the folder `path` and its parents.
    func makeFolder(_ path: String) throws(WriteError) {
        let full = folderPath + "/" + path
        // Where the previous build had a file, this one needs a folder.
        if let reused, reused.holdsFile(path) { unlink(full) }
        if mkdir(full, 0o755) == 0 || errno == EEXIST { return }
        if errno == ENOENT || (reused != nil && errno == ENOTDIR), let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) {
            try makeFolder(String(path[..<slash]))
            if mkdir(full, 0o755) == 0 || errno == EEXIST { return }
        }
        throw WriteError(path: path, reason: String(cString: strerror(errno)))
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws(WriteError) {
        if inPlace {
            try replace(path, with: bytes)
            return
        }
        let full = folderPath + "/" + path
        if let reused, reused.holdsFile(path) {
            reused.keep(path)
            if fileHolds(bytes, atPath: full) { return }
            // A new file, not the old one rewritten: the old may be a link, or shared with a copy.
            unlink(full)
        }
        try write(bytes, toFile: full, path: path)
    }

    private func replace(_ path: String, with bytes: UnsafeBufferPointer<UInt8>) throws(WriteError) {
        let full = folderPath + "/" + path
        if fileHolds(bytes, atPath: full) { return }
        let slash = full.utf8.lastIndex(of: UInt8(ascii: "/"))!
        let aside = String(full[...slash]) + ".\(full[full.index(after: slash)...]).writing"
        try write(bytes, toFile: aside, path: path)
        guard rename(aside, full) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(aside)
            throw WriteError(path: path, reason: reason)
        }
        log?.add(path)
    }

    /// Removes a file written earlier (in place: the image of a chart a post no longer has).
    func remove(_ path: String) {
        if unlink(folderPath + "/" + path) == 0 { log?.add(path) }
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>, toFile full: String, path: String) throws(WriteError) {
        var descriptor = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == ENOENT || (reused != nil && errno == ENOTDIR), let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) {
            try makeFolder(String(path[..<slash]))
            descriptor = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        if descriptor < 0, errno == EISDIR, reused != nil {
            // Where the previous build had a folder, this one writes a file.
            removeTree(at: URL(filePath: full))
            descriptor = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(path: path, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }
}

/// The paths an in-place writer changed, from every thread that writes.
private final class WrittenPaths: Sendable {
    private let paths = Mutex<[String]>([])
    func add(_ path: String) { paths.withLock { $0.append(path) } }
    func take() -> [String] { paths.withLock { paths in defer { paths = [] }; return paths.sorted() } }
}

/// A file of the site could not be written.
struct WriteError: Error, Sendable {
    var path: String
    var reason: String
}
