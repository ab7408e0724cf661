extension Array where Element == UInt8 {
    /// Appends `text` with `& < > " '` replaced by entities, so author text never becomes markup;
    /// characters XML forbids (C0 controls but tab and line ends, U+FFFE, U+FFFF) are dropped.
    mutating func appendEscapingHTML(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            // One pass without a branch per byte; most text has nothing to escape and is copied whole.
            var special: UInt64 = 0
            // 0xEF starts U+FFFE and U+FFFF, which are dropped.
            var nonCharacterStart: UInt8 = 0
            for byte in utf8 {
                special |= escapedBelow64 >> UInt64(byte & 63) & (byte < 64 ? 1 : 0)
                nonCharacterStart |= byte == 0xEF ? 1 : 0
            }
            guard special == 0, nonCharacterStart == 0 else { return false }
            append(contentsOf: utf8)
            return true
        }
        if plain { return }
        let bytes = Array(text.utf8)
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

/// `& < > " '` and the C0 controls but tab and line ends: all below 64, one bit each in a mask.
private let escapedBelow64: UInt64 =
    (0xFFFF_FFFF & ~(1 << 0x09 | 1 << 0x0A | 1 << 0x0D)) | 1 << 34 | 1 << 38 | 1 << 39 | 1 << 60 | 1 << 62

extension String {
    /// The text escaped as `{{name}}` escapes it: for HTML that code writes and a template shows
    /// whole (`{{{title_html}}}`), or a page the preview server writes itself.
    public var htmlEscaped: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        bytes.appendEscapingHTML(self)
        return String(decoding: bytes, as: UTF8.self)
    }
}
