import Glibc

/// Why the server could not listen.
public enum ListenError: Error, Equatable, CustomStringConvertible {
    case portInUse(host: String, port: Int)
    case unknownHost(String)
    case permissionDenied(host: String, port: Int)
    case system(String)

    public var description: String {
        switch self {
        case .portInUse(_, let port):
            "port \(port) is in use; try --port \(port + 1)"
        case .unknownHost(let host):
            "cannot listen on '\(host)': not an address of this machine; try --host 127.0.0.1"
        case .permissionDenied(_, let port):
            "not allowed to listen on port \(port); try a port above 1023, such as --port 8000"
        case .system(let message):
            "cannot listen: \(message)"
        }
    }
}

/// A bound, listening, non-blocking TCP socket; libmicrohttpd takes it over and closes it.
///
/// Binding it ourselves tells a busy port apart from other failures (libmicrohttpd only says
/// "no") and gives the ephemeral port when asked for port 0.
func openListeningSocket(host: String, port: Int) throws(ListenError) -> (fd: Int32, port: Int) {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
        throw .unknownHost(host)
    }
    defer { freeaddrinfo(list) }
    var lastError: ListenError = .unknownHost(host)
    var candidates: [UnsafeMutablePointer<addrinfo>] = []
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let info = entry {
        candidates.append(info)
        entry = info.pointee.ai_next
    }
    // IPv4 first: `localhost` then answers at 127.0.0.1, which every client tries.
    candidates.sort { $0.pointee.ai_family == AF_INET && $1.pointee.ai_family != AF_INET }
    for info in candidates {
        let fd = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        if fd < 0 { lastError = .system(String(cString: strerror(errno))); continue }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        if bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) != 0 {
            let code = errno
            close(fd)
            switch code {
            case EADDRINUSE: lastError = .portInUse(host: host, port: port)
            case EACCES: lastError = .permissionDenied(host: host, port: port)
            case EADDRNOTAVAIL: lastError = .unknownHost(host)
            default: lastError = .system(String(cString: strerror(code)))
            }
            continue
        }
        guard listen(fd, 1024) == 0 else {
            lastError = errno == EADDRINUSE ? .portInUse(host: host, port: port) : .system(String(cString: strerror(errno)))
            close(fd)
            continue
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        return (fd, boundPort(of: fd) ?? port)
    }
    throw lastError
}

/// The port a socket is bound to, read back from the kernel.
private func boundPort(of fd: Int32) -> Int? {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let ok = withUnsafeMutablePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) == 0 }
    }
    guard ok else { return nil }
    switch Int32(storage.ss_family) {
    case AF_INET:
        return withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
    case AF_INET6:
        return withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
        }
    default:
        return nil
    }
}

/// Whether `host` only reaches this machine (so the preview is private).
func isLoopback(host: String) -> Bool {
    let lowered = host.lowercased()
    return lowered == "localhost" || lowered == "::1" || lowered == "[::1]" || lowered.hasPrefix("127.")
}
