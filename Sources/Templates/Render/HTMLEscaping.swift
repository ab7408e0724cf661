extension Array where Element == UInt8 {
    /// Appends `text` with `& < > " '` replaced by entities, so author text never becomes markup;
    /// characters XML forbids (C0 controls but tab and line ends, U+FFFE, U+FFFF) are dropped.
    mutating func appendEscapingHTML(_ text: String) {
        let utf8 = text.utf8
        guard utf8.contains(where: needsEscaping) else {
            append(contentsOf: utf8)
            return
        }
        let bytes = Array(utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "&"): append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "'"): append(contentsOf: "&#39;".utf8)
            case UInt8(ascii: "<"): append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): append(contentsOf: "&quot;".utf8)
            case 0x09, 0x0A, 0x0D: append(byte)
            case 0..<0x20: continue
            case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] & 0xFE == 0xBE:
                index += 2
            default: append(byte)
            }
        }
    }
}

private func needsEscaping(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: true
    case 0x09, 0x0A, 0x0D: false
    case 0..<0x20: true
    default: false
    }
}
