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
    /// Inlined, so each copy has a known length and becomes a few moves instead of a call.
    @inline(__always)
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
        buffer.write(maximumCount: Self.numberRoom) { Self.write(value, to: $0) }
    }

    mutating func integer(_ value: Int) {
        buffer.write(maximumCount: 24) { target in
            guard value < 0 else { return Self.writeDigits(value.magnitude, to: target) }
            target[0] = UInt8(ascii: "-")
            return 1 + Self.writeDigits(value.magnitude, to: target + 1)
        }
    }

    /// A point as `x,y`.
    mutating func point(_ x: Double, _ y: Double) {
        buffer.write(maximumCount: 2 * Self.numberRoom + 1) { target in
            let length = Self.write(x, to: target)
            target[length] = UInt8(ascii: ",")
            return length + 1 + Self.write(y, to: target + length + 1)
        }
    }

    /// The most bytes `write(_:to:)` needs: a sign, 14 digits, a point and a decimal.
    private static let numberRoom = 20

    /// Writes a coordinate at `target` and returns its length. Digits go straight into the
    /// buffer: one capacity check per number instead of one per byte.
    @inline(__always)
    private static func write(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let scaled = value * 10
        guard scaled.isFinite, abs(scaled) < 1e15 else {
            target[0] = UInt8(ascii: "0")
            return 1
        }
        // Half away from zero by truncation, cheaper than `rounded()`.
        let units = Int(scaled + (scaled < 0 ? -0.5 : 0.5))
        var length = 0
        if units < 0 {
            target[0] = UInt8(ascii: "-")
            length = 1
        }
        let magnitude = units.magnitude
        let whole = magnitude / 10
        let fraction = magnitude - whole * 10
        length += writeDigits(whole, to: target + length)
        if fraction != 0 {
            target[length] = UInt8(ascii: ".")
            target[length + 1] = UInt8(truncatingIfNeeded: 48 + fraction)
            length += 2
        }
        return length
    }

    /// Writes the decimal digits of `value` at `target` (at most 20) and returns how many.
    @inline(__always)
    private static func writeDigits(_ value: UInt, to target: UnsafeMutablePointer<UInt8>) -> Int {
        // Coordinates are mostly below 10 000: those take a table look-up per two digits.
        if value < 10 {
            target[0] = UInt8(truncatingIfNeeded: 48 + value)
            return 1
        }
        if value < 100 {
            writePair(value, to: target)
            return 2
        }
        if value < 10_000 {
            let high = value / 100
            let low = value - high * 100
            if high < 10 {
                target[0] = UInt8(truncatingIfNeeded: 48 + high)
                writePair(low, to: target + 1)
                return 3
            }
            writePair(high, to: target)
            writePair(low, to: target + 2)
            return 4
        }
        var length = 1
        var rest = value / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        rest = value
        var index = length
        repeat {
            index -= 1
            let next = rest / 10
            target[index] = UInt8(truncatingIfNeeded: 48 + rest - next * 10)
            rest = next
        } while rest > 0
        return length
    }

    /// The two digits of `value` (below 100).
    @inline(__always)
    private static func writePair(_ value: UInt, to target: UnsafeMutablePointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        let index = Int(truncatingIfNeeded: value) * 2
        target[0] = pairs[index]
        target[1] = pairs[index + 1]
    }

    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

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
