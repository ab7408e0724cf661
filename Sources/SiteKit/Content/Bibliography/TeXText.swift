import Foundation

/// A BibTeX field's TeX as the words it prints: accents on their letters (`M{\"u}ller` →
/// `Müller`), TeX's special letters and escaped characters, dashes and quotes, the text of
/// `\emph{…}` and other commands, and no grouping braces or `$` around math.
enum TeXText {
    static func plain(_ tex: String) -> String {
        guard tex.contains(where: { "\\{}$~-`'".contains($0) }) else { return tex }
        var out = String.UnicodeScalarView()
        var scalars = Array(tex.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "{", "}", "$": continue
            case "~": out.append("\u{00A0}")
            case "-" where scalars.first == "-":
                scalars.removeFirst()
                if scalars.first == "-" {
                    scalars.removeFirst()
                    out.append("\u{2014}")
                } else {
                    out.append("\u{2013}")
                }
            case "`" where scalars.first == "`":
                scalars.removeFirst()
                out.append("\u{201C}")
            case "'" where scalars.first == "'":
                scalars.removeFirst()
                out.append("\u{201D}")
            case "\\": command(in: &scalars, into: &out)
            default: out.append(scalar)
            }
        }
        return String(out).precomposedStringWithCanonicalMapping.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            .joined(separator: " ")
    }

    /// The accents TeX puts on the letter after them, as combining marks.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = [
        "\"": "\u{0308}", "'": "\u{0301}", "`": "\u{0300}", "^": "\u{0302}", "~": "\u{0303}", "=": "\u{0304}", ".": "\u{0307}",
        "u": "\u{0306}", "v": "\u{030C}", "H": "\u{030B}", "c": "\u{0327}", "k": "\u{0328}", "r": "\u{030A}", "d": "\u{0323}", "b": "\u{0331}",
    ]

    /// Letters TeX names by a command.
    private static let letters: [String: String] = [
        "ss": "ß", "o": "ø", "O": "Ø", "ae": "æ", "AE": "Æ", "oe": "œ", "OE": "Œ", "aa": "å", "AA": "Å", "l": "ł", "L": "Ł",
        "i": "ı", "j": "ȷ", "dh": "ð", "DH": "Ð", "th": "þ", "TH": "Þ", "dag": "†", "S": "§", "P": "¶", "copyright": "©",
        "textendash": "–", "textemdash": "—", "ldots": "…", "dots": "…", "textregistered": "®", "texttrademark": "™",
    ]

    /// What follows a backslash: an escaped character, an accent on the next letter, a letter by
    /// name, or a command whose argument's text is kept.
    private static func command(in scalars: inout ArraySlice<Unicode.Scalar>, into out: inout String.UnicodeScalarView) {
        guard let first = scalars.popFirst() else { return }
        if "&%$#_{}\\ ,;:!".unicodeScalars.contains(first) {
            if first == "\\" || first == "," || first == ";" || first == ":" || first == "!" { out.append(" ") } else { out.append(first) }
            return
        }
        // A one-character accent (`\"u`, `\'{e}`), or a letter accent (`\c c`, `\v{s}`) below.
        if !first.properties.isAlphabetic, let mark = accents[first] {
            accent(mark, in: &scalars, into: &out)
            return
        }
        var name = String(first)
        if first.properties.isAlphabetic {
            while let next = scalars.first, next.properties.isAlphabetic, next.isASCII {
                name.unicodeScalars.append(next)
                scalars.removeFirst()
            }
        }
        if name.count == 1, let mark = accents[first], let next = scalars.first, next == "{" || next == " " {
            accent(mark, in: &scalars, into: &out)
            return
        }
        if let letter = letters[name] {
            out.append(contentsOf: letter.unicodeScalars)
            // `\ss{}` and `\o ` end their name with braces or a space.
            if scalars.first == " " { scalars.removeFirst() }
            if scalars.starts(with: ["{", "}"]) { scalars.removeFirst(2) }
            return
        }
        // Any other command (`\emph{…}`, `\textsc{…}`, `\url{…}`): its argument's text stays, braces go below.
        if scalars.first == " " { scalars.removeFirst() }
    }

    /// An accent on the letter after it (`u`, `{u}`, `{\i}`).
    private static func accent(_ mark: Unicode.Scalar, in scalars: inout ArraySlice<Unicode.Scalar>, into out: inout String.UnicodeScalarView) {
        while scalars.first == " " { scalars.removeFirst() }
        var braced = false
        if scalars.first == "{" {
            braced = true
            scalars.removeFirst()
        }
        var letter: Unicode.Scalar?
        if scalars.first == "\\", scalars.dropFirst().first == "i" || scalars.dropFirst().first == "j" {
            letter = scalars.dropFirst().first == "i" ? "i" : "j"
            scalars.removeFirst(2)
        } else {
            letter = scalars.popFirst()
        }
        if braced, scalars.first == "}" { scalars.removeFirst() }
        if let letter { out.append(letter) }
        out.append(mark)
    }
}
