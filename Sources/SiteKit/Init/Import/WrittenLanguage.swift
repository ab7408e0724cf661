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
        guard var (code, count) = counts.max(by: { $0.value < $1.value }), count * 3 >= withProse * 2 else { return nil }
        if code == "zh", traditional > simplified { code = "zh-Hant" }
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
        var inFence = false
        let bytes = Array(body.utf8.prefix(bytesRead))
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let start = line.drop { $0 == UInt8(ascii: " ") }
            if start.starts(with: "```".utf8) || start.starts(with: "~~~".utf8) {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            var index = line.startIndex
            while index < line.endIndex {
                let byte = line[index]
                if byte < 0x80 {
                    // Latin letters; digits and punctuation are no one's.
                    if (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") { other += 1 }
                    index += 1
                } else if byte < 0xE0 {
                    // Two bytes: accented Latin, Greek, Cyrillic, Hebrew, Arabic letters.
                    other += 1
                    index += 2
                } else if byte < 0xF0 {
                    // Three bytes: the scalar's top bits tell the block.
                    let next = index + 1 < line.endIndex ? line[index + 1] : 0
                    let last = index + 2 < line.endIndex ? line[index + 2] : 0
                    let value = (UInt32(byte & 0x0F) << 12) | (UInt32(next & 0x3F) << 6)
                    switch value {
                    case 0x4E00...0x9FC0, 0x3400...0x4DC0:
                        han += 1
                        let scalar = value | UInt32(last & 0x3F)
                        if simplified.contains(scalar) { simplifiedOnly += 1 } else if traditional.contains(scalar) { traditionalOnly += 1 }
                    case 0x3040...0x30C0: kana += 1
                    case 0xAC00...0xD7C0, 0x1100...0x11C0: hangul += 1
                    default: break
                    }
                    index += 3
                } else {
                    index += 4
                }
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
