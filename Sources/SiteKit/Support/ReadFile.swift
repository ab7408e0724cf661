import Foundation

/// The bytes of a file, read with plain system calls (one open, one fstat, reads, one close).
func readFile(atPath path: String) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    var data = Data(count: Int(status.st_size))
    var total = 0
    let complete = data.withUnsafeMutableBytes { buffer -> Bool in
        while total < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + total, buffer.count - total)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return count == 0 }
            total += count
        }
        return true
    }
    guard complete else { return nil }
    // A file that shrank while being read keeps what was there.
    if total < data.count { data.count = total }
    return data
}

/// Whether the regular file at `path` (a link is not followed) holds exactly `bytes`; read in
/// pieces, so a large file costs no large buffer.
func fileHolds(_ bytes: UnsafeBufferPointer<UInt8>, atPath path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count else { return false }
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
    let pieceSize = min(bytes.count, 1 << 16)
    let piece = UnsafeMutableRawPointer.allocate(byteCount: pieceSize, alignment: 16)
    defer { piece.deallocate() }
    var compared = 0
    while compared < bytes.count {
        let count = read(descriptor, piece, min(pieceSize, bytes.count - compared))
        if count < 0, errno == EINTR { continue }
        guard count > 0, memcmp(piece, base + compared, count) == 0 else { return false }
        compared += count
    }
    // A file that grew since fstat holds more than `bytes`.
    var extra: UInt8 = 0
    return read(descriptor, &extra, 1) == 0
}

/// Whether `path` names a regular file (a link to one counts), not a folder.
func isRegularFile(atPath path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
}

/// The first `count` bytes of the file at `path` (fewer when it is shorter); nil when it cannot be
/// opened. What an import looks at to tell a file (a WordPress export's head, a page's front matter).
func readFileOpening(atPath path: String, count: Int) -> Data? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: count)) ?? Data()
}
