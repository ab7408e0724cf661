/// A request path decoded and checked: segments that cannot leave the served folder.
struct RequestPath: Equatable, Sendable {
    /// The decoded segments, without empty ones or `.`; never `..`.
    var segments: [String]
    /// Whether the request named a folder (`/posts/`) rather than a file (`/posts`).
    var hasTrailingSlash: Bool

    /// Why a path was refused.
    enum Problem: Error, Equatable {
        case invalidEncoding, forbiddenCharacter, parentSegment, notAbsolute
    }

    /// Decodes `raw` (percent-encoded, as on the request line) and refuses anything that could
    /// point outside the served folder: `..` (also encoded), backslashes, NUL, invalid escapes.
    init(decoding raw: String) throws(Problem) {
        guard raw.hasPrefix("/") else { throw .notAbsolute }
        let bytes = try percentDecoded(Array(raw.utf8))
        if bytes.contains(0) || bytes.contains(UInt8(ascii: "\\")) { throw .forbiddenCharacter }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidEncoding }
        var segments: [String] = []
        for segment in text.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." { throw .parentSegment }
            segments.append(String(segment))
        }
        self.segments = segments
        self.hasTrailingSlash = text.hasSuffix("/")
    }

    /// The path relative to the served folder, `""` for its root.
    var relative: String { segments.joined(separator: "/") }
}

/// `%XX` escapes turned into bytes; a `%` not followed by two hex digits is invalid.
private func percentDecoded(_ bytes: [UInt8]) throws(RequestPath.Problem) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
        let byte = bytes[i]
        if byte == UInt8(ascii: "%") {
            guard i + 2 < bytes.count, let high = hexValue(bytes[i + 1]), let low = hexValue(bytes[i + 2])
            else { throw .invalidEncoding }
            out.append(high << 4 | low)
            i += 3
        } else {
            out.append(byte)
            i += 1
        }
    }
    return out
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
