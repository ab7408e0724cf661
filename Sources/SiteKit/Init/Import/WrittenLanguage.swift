/// The language most of an old site's pages are written in, told from the letters of their prose
/// (fenced code left out): Chinese, Japanese and Korean have scripts of their own; languages that
/// share the Latin alphabet are not told apart. For a site whose configuration names no language,
/// or names English (Hugo's and Jekyll's default) over posts written in Chinese.
struct WrittenLanguage: Equatable {
    /// `zh`, `zh-Hant`, `ja` or `ko`.
    var code: String
    /// How `site.yml`'s comment and the warning name it: "Chinese".
    var name: String
    /// Pages written in it, of `pageCount` pages with prose.
    var pageCount: Int
    var ofPages: Int

    /// Of each page, the first this many bytes of its body are read: enough to tell its script.
    static let bytesRead = 16_384

    /// The CJK language two in three pages with prose are written in, if one is.
    static func ofMost(_ bodies: [Substring]) -> WrittenLanguage? {
        var counts: [String: Int] = [:]
        var withProse = 0
        for body in bodies {
            guard let script = script(of: body) else { continue }
            withProse += 1
            if let script { counts[script, default: 0] += 1 }
        }
        // Chinese counts as one language, written in the characters most of its pages use.
        let traditional = counts.removeValue(forKey: "zh-Hant") ?? 0, simplified = counts["zh"] ?? 0
        if traditional + simplified > 0 { counts["zh"] = traditional + simplified }
        guard let (most, count) = counts.max(by: { $0.value < $1.value }), count * 3 >= withProse * 2 else { return nil }
        let code = most == "zh" && traditional > simplified ? "zh-Hant" : most
        return WrittenLanguage(code: code, name: names[code] ?? code, pageCount: count, ofPages: withProse)
    }

    private static let names = ["zh": "Chinese", "zh-Hant": "Chinese (traditional characters)", "ja": "Japanese", "ko": "Korean"]

    /// Common characters written one way in simplified Chinese and another in traditional: which
    /// of the two a Chinese page uses most tells `zh` from `zh-Hant`.
    private static let simplified = Set("这个们说国时会来为对过还发样么没让门问题经现实".unicodeScalars.map(\.value))
    private static let traditional = Set("這個們說國時會來為對過還發樣麼沒讓門問題經現實".unicodeScalars.map(\.value))

    /// `zh`, `zh-Hant`, `ja` or `ko` for a body whose prose is mostly in that script, `.some(nil)` for one
    /// mostly in other letters, nil for one without letters. One Chinese character stands for
    /// about a word, so it weighs as three Latin letters.
    private static func script(of body: Substring) -> String?? {
        var han = 0, kana = 0, hangul = 0, other = 0, simplifiedOnly = 0, traditionalOnly = 0
        let bytes = Array(body.utf8.prefix(bytesRead))
        // Code is no one's prose: its blocks are skipped as the shortcode reader finds them.
        var code = codeBlockRanges(in: bytes)[...]
        var index = 0
        while index < bytes.count {
            if let block = code.first, index >= block.lowerBound {
                index = max(index, block.upperBound)
                code = code.dropFirst()
                continue
            }
            let byte = bytes[index]
            if byte < 0x80 {
                // Latin letters; digits and punctuation are no one's.
                if (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") { other += 1 }
                index += 1
            } else if byte < 0xE0 {
                // Two bytes: accented Latin, Greek, Cyrillic, Hebrew, Arabic letters.
                other += 1
                index += 2
            } else if byte < 0xF0 {
                // Three bytes: Han, kana and Hangul are all here.
                guard index + 2 < bytes.count else { break }
                let scalar = UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                switch scalar {
                case 0x4E00...0x9FFF, 0x3400...0x4DBF:
                    han += 1
                    if simplified.contains(scalar) { simplifiedOnly += 1 } else if traditional.contains(scalar) { traditionalOnly += 1 }
                case 0x3040...0x30FF: kana += 1
                case 0xAC00...0xD7FF, 0x1100...0x11FF: hangul += 1
                default: break
                }
                index += 3
            } else {
                index += 4
            }
        }
        let cjk = han + kana + hangul
        guard cjk + other > 0 else { return nil }
        guard cjk * 3 > other else { return .some(nil) }
        // Japanese writes kana between its kanji; Chinese has none, Korean a few hanja at most.
        if kana * 10 > han { return "ja" }
        if hangul > han { return "ko" }
        return traditionalOnly > simplifiedOnly ? "zh-Hant" : "zh"
    }
}
