import Foundation

/// An sRGB colour that the engine can write and measure contrast against.
struct Color: Sendable, Equatable {
    let red: UInt8
    let green: UInt8
    let blue: UInt8
    /// Whether black text reads better on this colour than white, decided once.
    private let prefersBlackText: Bool

    /// `#RRGGBB`. The engine writes colours with `SVGWriter.color(_:)`, so a colour holds no
    /// string and copying a mark costs no reference counting.
    var hex: String { Self.hex(red, green, blue) }

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        let luminance = Self.luminance(red, green, blue)
        // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05).
        self.prefersBlackText = (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05)
    }

    init(hex: UInt32) {
        self.init(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// Reads `#rgb`, `#rrggbb`, `rgb(r, g, b)` or a common CSS colour name; nil otherwise.
    init?(css text: String) {
        let word = text.trimmingBlanks().lowercased()
        if word.hasPrefix("#") {
            let digits = Array(word.utf8.dropFirst())
            guard digits.count == 3 || digits.count == 6, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
            if digits.count == 3 {
                let r = value >> 8 & 0xF, g = value >> 4 & 0xF, b = value & 0xF
                self.init(hex: (r * 17) << 16 | (g * 17) << 8 | b * 17)
            } else {
                self.init(hex: value)
            }
        } else if word.hasPrefix("rgb(") && word.hasSuffix(")") {
            let inner = word.dropFirst(4).dropLast()
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { UInt8($0) }
            guard parts.count == 3 else { return nil }
            self.init(red: parts[0], green: parts[1], blue: parts[2])
        } else if let hex = Self.names[word] {
            self.init(hex: hex)
        } else {
            return nil
        }
    }

    private static func hex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for channel in [red, green, blue] {
            bytes.append(digits[Int(channel >> 4)])
            bytes.append(digits[Int(channel & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// WCAG relative luminance.
    var luminance: Double { Self.luminance(red, green, blue) }

    private static func luminance(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow24((c + 0.055) / 1.055)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio between two colours (1…21).
    func contrast(with other: Color) -> Double {
        let a = luminance, b = other.luminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    static let black = Color(hex: 0x000000)
    static let white = Color(hex: 0xFFFFFF)

    /// Black or white, whichever reads better on this colour (at least 4.5:1 whenever either can).
    var textColor: Color {
        prefersBlackText ? .black : .white
    }

    private static let names: [String: UInt32] = [
        "black": 0x000000, "white": 0xFFFFFF, "red": 0xFF0000, "green": 0x008000, "blue": 0x0000FF,
        "yellow": 0xFFFF00, "orange": 0xFFA500, "purple": 0x800080, "indigo": 0x4B0082, "cyan": 0x00FFFF,
        "teal": 0x008080, "magenta": 0xFF00FF, "pink": 0xFFC0CB, "brown": 0xA52A2A, "gray": 0x808080,
        "grey": 0x808080, "silver": 0xC0C0C0, "navy": 0x000080, "maroon": 0x800000, "olive": 0x808000,
        "lime": 0x00FF00, "aqua": 0x00FFFF, "fuchsia": 0xFF00FF, "gold": 0xFFD700, "coral": 0xFF7F50,
        "crimson": 0xDC143C, "salmon": 0xFA8072, "tomato": 0xFF6347, "violet": 0xEE82EE, "orchid": 0xDA70D6,
        "plum": 0xDDA0DD, "tan": 0xD2B48C, "khaki": 0xF0E68C, "turquoise": 0x40E0D0, "skyblue": 0x87CEEB,
        "steelblue": 0x4682B4, "royalblue": 0x4169E1, "slateblue": 0x6A5ACD, "seagreen": 0x2E8B57,
        "forestgreen": 0x228B22, "darkgreen": 0x006400, "darkblue": 0x00008B, "darkred": 0x8B0000,
        "darkorange": 0xFF8C00, "darkviolet": 0x9400D3, "lightblue": 0xADD8E6, "lightgreen": 0x90EE90,
        "lightgray": 0xD3D3D3, "lightgrey": 0xD3D3D3, "darkgray": 0xA9A9A9, "darkgrey": 0xA9A9A9,
        "dimgray": 0x696969, "dimgrey": 0x696969, "rebeccapurple": 0x663399, "goldenrod": 0xDAA520,
        "chocolate": 0xD2691E, "firebrick": 0xB22222, "midnightblue": 0x191970, "cadetblue": 0x5F9EA0,
        "mediumpurple": 0x9370DB, "hotpink": 0xFF69B4, "deeppink": 0xFF1493, "dodgerblue": 0x1E90FF,
        "deepskyblue": 0x00BFFF, "limegreen": 0x32CD32, "yellowgreen": 0x9ACD32, "sienna": 0xA0522D,
    ]
}

/// x^2.4 without Foundation.
private func pow24(_ x: Double) -> Double {
    // x^2.4 = x^2 * x^0.4 = x^2 * exp(0.4 ln x)
    guard x > 0 else { return 0 }
    return x * x * exp(0.4 * log(x))
}
