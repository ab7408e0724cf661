/// The header lines of a request, as sent, and the checks that make a request unambiguous.
///
/// A preview server sits behind nothing, so it refuses what a proxy in front of it would
/// read differently: two lengths, a coding it cannot decode, no host or two.
struct RequestHeaders: Sendable {
    var fields: [(name: String, value: String)] = []

    func values(_ name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name }.map(\.value)
    }

    /// The status and reason a request is refused with, or nil when it is fine.
    func refusal(version: String, largestHeaders: Int) -> (status: Int, reason: String)? {
        let size = fields.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
        if size > largestHeaders {
            return (431, "Request Header Fields Too Large: the headers take \(size) bytes, more than \(largestHeaders)")
        }
        return problem(version: version).map { (400, "Bad Request: \($0)") }
    }

    /// Why the request is ambiguous, or nil when it is fine.
    func problem(version: String) -> String? {
        let hosts = values("host")
        if hosts.count > 1 { return "the request has \(hosts.count) Host headers; send one" }
        if hosts.isEmpty, version != "HTTP/1.0" { return "an HTTP/1.1 request needs a Host header" }
        let lengths = values("content-length").flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters() }
        if Set(lengths).count > 1 { return "the request has conflicting Content-Length headers" }
        if let length = lengths.first, UInt64(length) == nil { return "Content-Length '\(length)' is not a number" }
        let codings = values("transfer-encoding").flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters().lowercased() }
        if !codings.isEmpty {
            if codings != ["chunked"] { return "unknown Transfer-Encoding '\(codings.joined(separator: ", "))'; only chunked is understood" }
            if !lengths.isEmpty { return "the request has both Transfer-Encoding and Content-Length" }
        }
        return nil
    }

    /// The body length the client announced (0 without one).
    var contentLength: UInt64 { values("content-length").first.flatMap { UInt64($0.trimmingCharacters()) } ?? 0 }
}

extension StringProtocol {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
