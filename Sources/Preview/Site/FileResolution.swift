import Glibc
import SiteKit

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
        if !path.hasTrailingSlash && !path.segments.isEmpty {
            // One leading slash only: `//host/x` would send the browser to another site.
            return .redirect(location: "/" + rawPath.drop { $0 == "/" } + "/")
        }
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
