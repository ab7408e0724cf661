/// Writes markup straight into one growing UTF-8 buffer: numbers with fixed decimals, text
/// escaped. The buffer becomes one `String` at the end.
struct SVGWriter {
    private let buffer: ByteBuffer

    init(capacity: Int = 4096) {
        buffer = ByteBuffer(capacity: capacity)
    }

    /// Everything written so far.
    var string: String { buffer.string }

    /// Markup the engine spells out: a literal's bytes are copied straight from the binary.
    static func += (writer: inout SVGWriter, text: StaticString) {
        writer.buffer.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), isASCII: text.isASCII)
    }

    /// Text that is already markup (colours, ids, class lists), written unescaped.
    mutating func raw(_ text: String) {
        append(text)
    }

    private func append(_ text: String) {
        // Literals and native strings hand over their bytes in one piece.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            buffer.append(bytes, isASCII: Self.isASCII(bytes))
        }
        if done == nil {
            for byte in text.utf8 { byte < 0x80 ? buffer.append(byte) : buffer.appendNonASCII(byte) }
        }
    }

    /// A coordinate with at most one decimal, rounded half away from zero, no trailing `.0`.
    mutating func number(_ value: Double) {
        let scaled = value * 10
        guard scaled.isFinite, abs(scaled) < 1e15 else {
            buffer.append(UInt8(ascii: "0"))
            return
        }
        // Half away from zero by truncation, cheaper than `rounded()`.
        var units = Int(scaled + (scaled < 0 ? -0.5 : 0.5))
        if units < 0 {
            buffer.append(UInt8(ascii: "-"))
            units = -units
        }
        let whole = units / 10
        digits(whole)
        let fraction = units - whole * 10
        if fraction != 0 {
            buffer.append(UInt8(ascii: "."))
            buffer.append(UInt8(truncatingIfNeeded: 48 + fraction))
        }
    }

    mutating func integer(_ value: Int) {
        if value < 0 {
            buffer.append(UInt8(ascii: "-"))
            digits(-value)
        } else {
            digits(value)
        }
    }

    private func digits(_ value: Int) {
        // Coordinates are mostly below 1000: write those without a loop.
        if value < 10 {
            buffer.append(UInt8(truncatingIfNeeded: 48 + value))
            return
        }
        if value < 100 {
            let tens = value / 10
            buffer.append(UInt8(truncatingIfNeeded: 48 + tens))
            buffer.append(UInt8(truncatingIfNeeded: 48 + value - tens * 10))
            return
        }
        if value < 1000 {
            let hundreds = value / 100
            let rest = value - hundreds * 100
            let tens = rest / 10
            buffer.append(UInt8(truncatingIfNeeded: 48 + hundreds))
            buffer.append(UInt8(truncatingIfNeeded: 48 + tens))
            buffer.append(UInt8(truncatingIfNeeded: 48 + rest - tens * 10))
            return
        }
        var divisor = 10
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            buffer.append(UInt8(truncatingIfNeeded: 48 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// A point as `x,y`.
    mutating func point(_ x: Double, _ y: Double) {
        number(x)
        buffer.append(UInt8(ascii: ","))
        number(y)
    }

    /// Author text for an element's content or a double-quoted attribute value.
    mutating func escaped(_ text: String) {
        let plain: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: Self.needsEscaping) else { return false }
            buffer.append(bytes, isASCII: Self.isASCII(bytes))
            return true
        }
        if plain == true { return }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            case UInt8(ascii: "\""): append("&quot;")
            case UInt8(ascii: "'"): append("&#39;")
            case UInt8(ascii: "\t"): buffer.append(UInt8(ascii: " "))
            case 0..<32: break  // control characters are not allowed in XML
            case 0x80...: buffer.appendNonASCII(byte)
            default: buffer.append(byte)
            }
        }
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // One OR over all bytes: no branch per byte.
        bytes.reduce(0, |) < 0x80
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 32 || byte == 38 || byte == 60 || byte == 62 || byte == 34 || byte == 39
    }
}
