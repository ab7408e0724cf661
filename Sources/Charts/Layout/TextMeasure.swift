/// Estimates how wide text is drawn in the charts' sans-serif face, so labels can be fitted
/// without a browser. Widths are Helvetica/Arial advances in thousandths of an em, widened by
/// `safety` because `system-ui` is wider on some systems (DejaVu Sans on Linux, SF on Apple).
enum TextMeasure {
    static let safety = 1.12

    /// The width of `text` at `size` pixels (bold text is about 6 % wider).
    static func width(_ text: some StringProtocol, size: Double, bold: Bool = false) -> Double {
        // Most labels are ASCII: their bytes are read faster than decoded scalars.
        let asciiUnits = text.utf8.withContiguousStorageIfAvailable(asciiWidth) ?? nil
        let units = asciiUnits ?? text.unicodeScalars.reduce(0) { $0 + advance($1) }
        return Double(units) / 1000 * size * (bold ? 1.06 : 1) * safety
    }

    /// The width of one character in thousandths of an em (the sum of its scalars' advances).
    static func units(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + advance($1) }
    }

    /// `text` as it fits in `width`: whole, or cut with "…" (nil when not even one letter fits).
    static func fit(_ text: String, width: Double, size: Double, bold: Bool = false) -> String? {
        cut(text, width: width, keepsFirstCharacter: false) { self.width($0, size: size, bold: bold) }
    }

    /// `text` whole when `measure` finds it fits `width`, else the most of its start that fits
    /// with "…" after it; with `keepsFirstCharacter`, never less than one character.
    static func cut(_ text: String, width: Double, keepsFirstCharacter: Bool, measure: (String) -> Double) -> String? {
        if measure(text) <= width { return text }
        var kept = ""
        var used = measure("…")
        for character in text {
            let next = measure(String(character))
            if used + next > width, !(keepsFirstCharacter && kept.isEmpty) { break }
            kept.append(character)
            used += next
        }
        while let last = kept.last, !(keepsFirstCharacter && kept.count == 1), last == " " || last == "," || last == "-" {
            kept.removeLast()
        }
        return kept.isEmpty ? nil : kept + "…"
    }

    /// The width in thousandths of an em of ASCII text; nil when there is any other byte.
    private static func asciiWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let table = ascii
        var units = 0
        for byte in bytes {
            guard byte < 128 else { return nil }
            units += table[Int(byte)]
        }
        return units
    }

    private static func advance(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 128 { return ascii[Int(value)] }
        switch value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0  // combining marks, format controls
        case 0x0590...0x08FF: return 520  // Hebrew, Arabic
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60: return 1000  // CJK, Hangul, full width
        case 0x1F000...0x1FAFF, 0x2600...0x27BF: return 1150  // emoji
        case 0x2026: return 1000
        default: return 600
        }
    }

    // Arial advances for ASCII 32…126; control characters count as nothing.
    private static let ascii: [Int] = {
        var table = [Int](repeating: 0, count: 128)
        let printable: [Int] = [
            278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
            556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
            1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ … O
            667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
            333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
            556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p … ~
        ]
        for (offset, width) in printable.enumerated() { table[32 + offset] = width }
        table[9] = 278
        return table
    }()
}
