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
