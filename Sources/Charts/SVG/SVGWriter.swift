/// Writes markup straight into one growing UTF-8 buffer: numbers with fixed decimals, text
/// escaped. Appending bytes is several times faster than appending to a `String`, and the
/// buffer becomes one `String` at the end.
struct SVGWriter {
    private(set) var bytes: [UInt8]

    init(capacity: Int = 4096) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Everything written so far.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    static func += (writer: inout SVGWriter, text: String) {
        // Literals and native strings hand over their bytes in one piece.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { writer.bytes.append(contentsOf: $0) }
        if done == nil { writer.bytes.append(contentsOf: text.utf8) }
    }

    /// A coordinate with at most one decimal, rounded half away from zero, no trailing `.0`.
    mutating func number(_ value: Double) {
        let tenths = (value * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e15 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var units = Int(tenths)
        if units < 0 {
            bytes.append(UInt8(ascii: "-"))
            units = -units
        }
        digits(units / 10)
        let fraction = units % 10
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(48 + fraction))
        }
    }

    mutating func integer(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            digits(-value)
        } else {
            digits(value)
        }
    }

    private mutating func digits(_ value: Int) {
        if value < 10 {
            bytes.append(UInt8(48 + value))
            return
        }
        var divisor = 10
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(48 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// A point as `x,y`.
    mutating func point(_ x: Double, _ y: Double) {
        number(x)
        bytes.append(UInt8(ascii: ","))
        number(y)
    }

    /// Text for an element's content or a double-quoted attribute value.
    mutating func escaped(_ text: String) {
        Escaping.append(text, to: &bytes)
    }
}

/// HTML/XML escaping of author text.
enum Escaping {
    static func append(_ text: String, to out: inout [UInt8]) {
        let plain: Bool? = text.utf8.withContiguousStorageIfAvailable { buffer in
            guard !buffer.contains(where: { $0 < 32 || $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }) else { return false }
            out.append(contentsOf: buffer)
            return true
        }
        if plain == true { return }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
            case UInt8(ascii: "\t"): out.append(UInt8(ascii: " "))
            case 0..<32: break  // control characters are not allowed in XML
            default: out.append(byte)
            }
        }
    }

    static func escaped(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
