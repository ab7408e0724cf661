/// TeX's math fonts (`\mathbb`, `\mathcal`, `\boldsymbol` …), written as Unicode's mathematical
/// letters: browsers draw MathML's `mathvariant` only as `normal`, so `\mathbb{R}` is `ℝ` itself.
enum MathFont: Sendable {
    case roman, bold, italic, boldItalic, script, boldScript, fraktur, boldFraktur, doubleStruck
    case sansSerif, sansSerifBold, sansSerifItalic, sansSerifBoldItalic, monospace

    /// The font a command asks for: `\mathbb`, `\bm`, `\textsf` …
    static let commands: [String: MathFont] = [
        "mathrm": .roman, "mathbf": .bold, "mathit": .italic, "mathnormal": .italic, "boldsymbol": .boldItalic, "bm": .boldItalic,
        "pmb": .boldItalic, "mathbfit": .boldItalic, "mathcal": .script, "mathscr": .script, "mathfrak": .fraktur,
        "mathbb": .doubleStruck, "Bbb": .doubleStruck, "mathsf": .sansSerif, "mathsfit": .sansSerifItalic, "mathtt": .monospace,
        "mathbfcal": .boldScript, "mathbffrak": .boldFraktur,
    ]

    /// Plain TeX's switches, which set the font for the rest of their group.
    static let switches: [String: MathFont] = [
        "rm": .roman, "bf": .bold, "it": .italic, "sf": .sansSerif, "tt": .monospace, "cal": .script, "mit": .italic,
    ]

    /// Where the font's capital A, small a and digit zero are in Unicode (nil: not there).
    private var starts: (latin: UInt32?, digits: UInt32?, greek: UInt32?) {
        switch self {
        case .roman: (nil, nil, nil)
        case .bold: (0x1D400, 0x1D7CE, 0x1D6A8)
        case .italic: (0x1D434, nil, 0x1D6E2)
        case .boldItalic: (0x1D468, 0x1D7CE, 0x1D71C)
        case .script: (0x1D49C, nil, nil)
        case .boldScript: (0x1D4D0, 0x1D7CE, nil)
        case .fraktur: (0x1D504, nil, nil)
        case .boldFraktur: (0x1D56C, 0x1D7CE, nil)
        case .doubleStruck: (0x1D538, 0x1D7D8, nil)
        case .sansSerif: (0x1D5A0, 0x1D7E2, nil)
        case .sansSerifBold: (0x1D5D4, 0x1D7EC, 0x1D756)
        case .sansSerifItalic: (0x1D608, nil, nil)
        case .sansSerifBoldItalic: (0x1D63C, 0x1D7EC, 0x1D790)
        case .monospace: (0x1D670, 0x1D7F6, nil)
        }
    }

    /// Letters Unicode had before its mathematical alphabets, which the alphabets leave out.
    private static let holes: [MathFont: [Unicode.Scalar: Unicode.Scalar]] = [
        .italic: ["h": "ℎ"],
        .script: [
            "B": "ℬ", "E": "ℰ", "F": "ℱ", "H": "ℋ", "I": "ℐ", "L": "ℒ", "M": "ℳ", "R": "ℛ", "e": "ℯ", "g": "ℊ", "o": "ℴ",
        ],
        .fraktur: ["C": "ℭ", "H": "ℌ", "I": "ℑ", "R": "ℜ", "Z": "ℨ"],
        .doubleStruck: ["C": "ℂ", "H": "ℍ", "N": "ℕ", "P": "ℙ", "Q": "ℚ", "R": "ℝ", "Z": "ℤ"],
    ]

    /// The character in this font, or the character itself where the font has none.
    func character(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if let hole = Self.holes[self]?[scalar] { return hole }
        let (latin, digits, greek) = starts
        let value = scalar.value
        var mapped: UInt32?
        switch value {
        case 0x41...0x5A: mapped = latin.map { $0 + value - 0x41 }
        case 0x61...0x7A: mapped = latin.map { $0 + 26 + value - 0x61 }
        case 0x30...0x39: mapped = digits.map { $0 + value - 0x30 }
        // Capital Alpha to Omega (with the gap at U+03A2 where the alphabets put capital theta symbol), then small alpha to omega.
        case 0x391...0x3A9: mapped = greek.map { $0 + value - 0x391 }
        case 0x3B1...0x3C9: mapped = greek.map { $0 + 26 + value - 0x3B1 }
        default: break
        }
        return mapped.flatMap(Unicode.Scalar.init) ?? scalar
    }

    func text(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(character(scalar)) }
        return String(out)
    }

    /// Whether letters in the font are set upright (MathML would slant a lone letter).
    var isUpright: Bool { self == .roman }
}
