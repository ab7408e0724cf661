import Glibc

extension ByteBuffer {
    /// Author text escaped for XML content or a double-quoted attribute value; characters XML
    /// forbids (C0 controls, U+FFFE, U+FFFF) are dropped. A method of the buffer, not of the
    /// writer that holds it: the writer's field, read inside the closure, was retained per call.
    func appendEscaped(_ text: String) {
        let plain: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            // One pass, without a branch per byte: whether any byte needs escaping, and whether all are ASCII.
            var special: UInt64 = 0
            var all: UInt8 = 0
            for byte in bytes {
                all |= byte
                special |= Self.escapedBelow64 >> UInt64(byte & 63) & (byte < 64 ? 1 : 0)
            }
            guard special == 0 else { return false }
            // U+FFFE and U+FFFF start with 0xEF, which ASCII text (nearly all of it) cannot hold.
            let isASCII = all < 0x80
            guard isASCII || !Self.mayHoldNonCharacter(bytes) else { return false }
            append(bytes, isASCII: isASCII)
            return true
        }
        if plain == true { return }
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "&"): append(literal: "&amp;")
            case UInt8(ascii: "<"): append(literal: "&lt;")
            case UInt8(ascii: ">"): append(literal: "&gt;")
            case UInt8(ascii: "\""): append(literal: "&quot;")
            case UInt8(ascii: "'"): append(literal: "&#39;")
            case UInt8(ascii: "\t"): append(UInt8(ascii: " "))
            case 0..<32: break  // control characters are not allowed in XML
            case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] & 0xFE == 0xBE:
                index += 2  // U+FFFE and U+FFFF are not allowed either
            case 0x80...: appendNonASCII(byte)
            default: append(byte)
            }
        }
    }

    @inline(__always) private func append(literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount), isASCII: true)
    }

    /// Whether the text has a 0xEF byte, which starts U+FFFE and U+FFFF: memchr, not a byte loop.
    private static func mayHoldNonCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, 0xEF, bytes.count) != nil
    }

    /// Control characters (0–31), `"` (34), `&` (38), `'` (39), `<` (60) and `>` (62): all below
    /// 64, one bit each in a mask, tested with a shift.
    private static let escapedBelow64: UInt64 = 0xFFFF_FFFF | 1 << 34 | 1 << 38 | 1 << 39 | 1 << 60 | 1 << 62
}
