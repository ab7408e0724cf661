import Diagnostics

/// Characters XML 1.0 forbids (C0 controls but tab, newline and carriage return; U+FFFE and
/// U+FFFF), replaced by U+FFFD so every page, SVG and feed stays well-formed XML. A pasted
/// terminal colour code (ESC) is the usual culprit.
enum XMLCharacters {
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Whether XML 1.0 allows `scalar` in a document. (Lone surrogates cannot occur in a Swift string.)
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0..<0x20, 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    /// Whether `text` has a forbidden character: a scan of eight bytes at a time, as nearly every
    /// text has none; only a word holding a control byte (a line break, say) or an EF byte is
    /// looked at byte by byte.
    static func hasForbidden(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let count = bytes.count
            guard let base = UnsafeRawPointer(bytes.baseAddress) else { return false }
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            var index = 0
            while index + 8 <= count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A byte below 0x20, or a byte equal to 0xEF (that word XOR EF is zero there).
                let low = (word &- ones &* 0x20) & ~word & highs
                let flipped = word ^ (ones &* 0xEF)
                let ef = (flipped &- ones) & ~flipped & highs
                if low | ef != 0, isForbidden(bytes, from: index, to: index + 8) { return true }
                index += 8
            }
            return isForbidden(bytes, from: index, to: count)
        }
    }

    /// Whether a forbidden character starts at a byte in `start..<end`.
    private static func isForbidden(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        for index in start..<end {
            let byte = bytes[index]
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return true }
            // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] & 0xFE == 0xBE {
                return true
            }
        }
        return false
    }

    /// The text with every forbidden character replaced, how many there were and where the first is.
    static func cleaned(_ text: String) -> (text: String, count: Int, first: (line: Int, column: Int)?) {
        guard hasForbidden(text) else { return (text, 0, nil) }
        var result = String.UnicodeScalarView()
        var count = 0
        var first: (line: Int, column: Int)?
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if isAllowed(scalar) {
                result.append(scalar)
            } else {
                if first == nil { first = (line, column) }
                count += 1
                result.append(replacement)
            }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (String(result), count, first)
    }

    /// The warning for a file where `count` characters were replaced, the first at `location`.
    static func warning(count: Int, at location: SourceLocation) -> Diagnostic {
        let what = count == 1 ? "a character" : "\(count) characters"
        return .warning(
            "\(what) that XML does not allow (a control character such as ESC, or U+FFFE/U+FFFF) replaced by U+FFFD; delete \(count == 1 ? "it" : "them") (often a pasted terminal colour code)",
            at: location)
    }
}
