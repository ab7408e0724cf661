import Glibc

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

    /// How many bytes are written so far.
    var byteCount: Int { buffer.count }

    /// The bytes written so far, and whether they are all ASCII.
    var bytes: (bytes: [UInt8], isASCII: Bool) { buffer.bytes }

    /// Bytes that are already markup, valid UTF-8 (`MarkupPieces`).
    mutating func append(markup: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        buffer.append(markup, isASCII: isASCII)
    }

    /// A copy of what `other` wrote in `range`: markup drawn once and needed twice.
    mutating func append(copyOf range: Range<Int>, in other: SVGWriter) {
        buffer.append(copyOf: range, in: other.buffer)
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
        buffer.write(maximumCount: CoordinateDigits.room) { CoordinateDigits.write(value, to: $0) }
    }

    /// A colour as `#RRGGBB`.
    mutating func color(_ color: Color) {
        buffer.write(maximumCount: 7) { target in
            let digits = Self.hexDigits.utf8Start
            target[0] = UInt8(ascii: "#")
            target[1] = digits[Int(color.red >> 4)]
            target[2] = digits[Int(color.red & 0xF)]
            target[3] = digits[Int(color.green >> 4)]
            target[4] = digits[Int(color.green & 0xF)]
            target[5] = digits[Int(color.blue >> 4)]
            target[6] = digits[Int(color.blue & 0xF)]
            return 7
        }
    }

    private static let hexDigits: StaticString = "0123456789ABCDEF"

    mutating func integer(_ value: Int) {
        buffer.write(maximumCount: 24) { target in
            guard value < 0 else { return CoordinateDigits.writeDigits(value.magnitude, to: target) }
            target[0] = UInt8(ascii: "-")
            return 1 + CoordinateDigits.writeDigits(value.magnitude, to: target + 1)
        }
    }

    /// A point as `x,y`.
    mutating func point(_ x: Double, _ y: Double) {
        buffer.write(maximumCount: 2 * CoordinateDigits.room + 1) { target in
            let length = CoordinateDigits.write(x, to: target)
            target[length] = UInt8(ascii: ",")
            return length + 1 + CoordinateDigits.write(y, to: target + length + 1)
        }
    }

    /// Author text for an element's content or a double-quoted attribute value; characters XML
    /// forbids (C0 controls, U+FFFE, U+FFFF) are dropped, so the SVG always parses.
    mutating func escaped(_ text: String) {
        buffer.appendEscaped(text)
    }

    /// Author text escaped between two pieces of markup, e.g. `<title>`, the text, `</title>`.
    @inline(__always)
    mutating func escaped(_ text: String, between open: StaticString, and close: StaticString) {
        self += open
        escaped(text)
        self += close
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // One OR over all bytes: no branch per byte.
        bytes.reduce(0, |) < 0x80
    }
}
