import Foundation
import Glibc

/// An HTTP response as the tests read it off the socket.
struct RawResponse {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// A TCP connection to the server under test on 127.0.0.1, with a receive timeout.
final class RawConnection {
    let fd: Int32

    init(port: Int, timeout: Double = 5) throws {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var attempts = 0
        while true {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw POSIXError(.EIO) }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            if connected == 0 {
                self.fd = fd
                break
            }
            // The reason the system gave, so a failure says what happened; a signal that cut the
            // call short is no failure, and the connection is made again on a new socket.
            let reason = POSIXErrorCode(rawValue: errno) ?? .EIO
            close(fd)
            attempts += 1
            guard reason == .EINTR, attempts < 3 else { throw POSIXError(reason) }
        }
        setTimeout(timeout)
    }

    func setTimeout(_ seconds: Double) {
        var time = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Writes all bytes; false when the server closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads until the server closes, the timeout passes, or `until` holds for what arrived.
    func receive(until done: ([UInt8]) -> Bool = { _ in false }) -> [UInt8] {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !done(received) {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += chunk[..<count]
        }
        return received
    }

    /// Whether the server has closed its side (reads return end of file within the timeout).
    func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, 0) == 0
    }

    deinit { close(fd) }
}

/// Sends one request with `Connection: close` and parses the answer.
func request(
    _ path: String, method: String = "GET", port: Int, headers: [String: String] = [:]
) throws -> RawResponse {
    let connection = try RawConnection(port: port)
    var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    for (name, value) in headers { text += "\(name): \(value)\r\n" }
    connection.send(text + "\r\n")
    return try #require(parseResponse(connection.receive()))
}

import Testing

/// Splits raw bytes into status, headers and body (the body as sent: tests use `Connection: close`).
func parseResponse(_ bytes: [UInt8]) -> RawResponse? {
    let separator = Array("\r\n\r\n".utf8)
    guard let end = bytes.firstRange(of: separator) else { return nil }
    let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    let statusParts = head[0].split(separator: " ")
    guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return RawResponse(status: status, headers: headers, body: Array(bytes[end.upperBound...]))
}

extension [UInt8] {
    var text: String { String(decoding: self, as: UTF8.self) }
}
