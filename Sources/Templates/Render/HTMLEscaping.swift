extension Array where Element == UInt8 {
    /// Appends `text` with `& < > " '` replaced by entities, so author text never becomes markup.
    mutating func appendEscapingHTML(_ text: String) {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else {
            append(contentsOf: utf8)
            return
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "'"): append(contentsOf: "&#39;".utf8)
            case UInt8(ascii: "<"): append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): append(contentsOf: "&quot;".utf8)
            default: append(byte)
            }
        }
    }
}
