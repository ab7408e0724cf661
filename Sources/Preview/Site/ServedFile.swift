import Glibc

/// A file ready to send: its bytes (HTML already carrying the live-reload snippet), its type and ETag.
struct ServedFile: Sendable {
    var body: [UInt8]
    var contentType: String
    var etag: String

    init(body: [UInt8], contentType: String) {
        self.body = body
        self.contentType = contentType
        self.etag = entityTag(of: body)
    }

    var isHTMLPage: Bool { isHTML(contentType) }
}

/// What a request path names in the served folder.
enum Resolution: Sendable {
    case file(ServedFile)
    case redirect(location: String)
    case notFound
    case forbidden
    case badRequest
}

/// Finds what `rawPath` names under `root`, never anything outside it.
///
/// - Parameters:
///   - realRoot: `root` with every symlink resolved, to check where a file really is.
///   - snippet: added to HTML pages before `</body>`.
func resolve(rawPath: String, root: String, realRoot: String, snippet: String) -> Resolution {
    guard let path = try? RequestPath(decoding: rawPath) else { return .badRequest }
    var file = path.segments.isEmpty ? root : root + "/" + path.relative
    guard let kind = fileKind(at: file) else { return .notFound }
    if kind == .directory {
        if !path.hasTrailingSlash && !path.segments.isEmpty { return .redirect(location: rawPath + "/") }
        file += "/index.html"
        guard fileKind(at: file) == .regular else { return .notFound }
    } else if kind != .regular {
        return .notFound
    }
    // A symlink may point anywhere: only what really lies inside the folder is served.
    guard let real = realPath(file), real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
        return .forbidden
    }
    guard let bytes = readFile(atPath: real) else { return .notFound }
    let type = contentType(forPath: file)
    return .file(ServedFile(body: isHTML(type) ? injecting(snippet, into: bytes) : bytes, contentType: type))
}

private enum FileKind { case regular, directory, other }

private func fileKind(at path: String) -> FileKind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    default: return .other
    }
}

/// The canonical absolute path, with `.`, `..` and every symlink resolved.
func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// The whole file, or nil when it cannot be read.
func readFile(atPath path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 { if errno == EINTR { continue } else { return nil } }
        if count == 0 { return bytes }
        bytes += chunk[..<count]
    }
}

/// A strong ETag from the bytes themselves: an unchanged file keeps its tag across rebuilds.
func entityTag(of bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "-\(bytes.count)\""
}

/// Whether an `If-None-Match` header names `etag` (or is `*`); weak tags compare by their value.
func ifNoneMatch(_ header: String, matches etag: String) -> Bool {
    header.split(separator: ",").contains { candidate in
        var tag = candidate.trimmingCharacters(in: " \t")
        if tag == "*" { return true }
        if tag.hasPrefix("W/") { tag.removeFirst(2) }
        return tag == etag
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = self
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
