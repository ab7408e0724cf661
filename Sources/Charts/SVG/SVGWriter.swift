/// Writes markup straight into one growing string: numbers with fixed decimals, text escaped.
struct SVGWriter {
    var out: String

    init(capacity: Int = 4096) {
        out = ""
        out.reserveCapacity(capacity)
    }

    static func += (writer: inout SVGWriter, text: String) {
        writer.out += text
    }

    /// A coordinate with at most one decimal, rounded half away from zero, no trailing `.0`.
    mutating func number(_ value: Double) {
        let tenths = (value * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e15 else {
            out += "0"
            return
        }
        var units = Int(tenths)
        if units < 0 {
            out += "-"
            units = -units
        }
        out += String(units / 10)
        let fraction = units % 10
        if fraction != 0 {
            out += "."
            out.unicodeScalars.append(Unicode.Scalar(UInt8(48 + fraction)))
        }
    }

    mutating func integer(_ value: Int) {
        out += String(value)
    }

    /// A point as `x,y`.
    mutating func point(_ x: Double, _ y: Double) {
        number(x)
        out += ","
        number(y)
    }

    /// Text for an element's content or a double-quoted attribute value.
    mutating func escaped(_ text: String) {
        Escaping.append(text, to: &out)
    }
}

/// HTML/XML escaping of author text.
enum Escaping {
    static func append(_ text: String, to out: inout String) {
        // Most labels need no escaping; check bytes first and append in one piece.
        if !text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 || $0 < 32 }) {
            out += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t": out += " "
            case _ where scalar.value < 32: break  // control characters are not allowed in XML
            default: out.unicodeScalars.append(scalar)
            }
        }
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        append(text, to: &out)
        return out
    }
}
