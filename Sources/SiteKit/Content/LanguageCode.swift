import Foundation
import Synchronization

/// Language codes as translations are named by them: `fr`, `zh-cn`, `pt-BR`, `sr-Latn`.
enum LanguageCode {
    /// The ISO 639-1 codes: a two-letter suffix is a language only when it is one of these, so
    /// `node.js.md` and `notes.md` are no translations.
    private static let codes: Set<String> = Set(
        """
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el
        en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu
        ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na
        nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so
        sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        """.split(whereSeparator: \.isWhitespace).map(String.init))

    /// The language code that ends `stem` after a dot (`index.zh-cn` → `zh-cn`), lowercased; nil
    /// when the stem ends in no known code.
    static func suffix(of stem: String) -> String? {
        // Bytes, not characters: most stems have no dot, and this runs for every file.
        guard let dot = stem.utf8.lastIndex(of: UInt8(ascii: ".")), dot != stem.utf8.startIndex else { return nil }
        let code = stem[stem.utf8.index(after: dot)...].lowercased()
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, codes.contains(String(first)), parts.count <= 3 else { return nil }
        // A region or script: `cn`, `br`, `419`, `latn`.
        if parts.count == 2 {
            let region = parts[1]
            guard (2...4).contains(region.count), region.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        }
        // A script and a region: `zh-hant-tw` (as Stack's demo names its Taiwanese translation).
        if parts.count == 3 {
            let (script, region) = (parts[1], parts[2])
            guard script.count == 4, script.allSatisfy({ $0.isASCII && $0.isLetter }),
                (2...3).contains(region.count), region.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { return nil }
        }
        return code
    }

    /// Whether a code is an ISO 639-1 language's, with a region or script or not (`zh`, `pt-br`, `zh-hant`).
    static func isKnown(_ code: String) -> Bool {
        suffix(of: "x." + code) == code.lowercased()
    }

    /// The language without its region or script, in small letters: `de-CH` → `de`.
    static func primary(of code: String) -> String {
        String(code.lowercased().prefix { $0 != "-" && $0 != "_" })
    }

    /// The way the language's script runs, as `dir` says it: `rtl` for Arabic, Hebrew, Persian,
    /// Urdu (`ar`, `he`, `fa-ir`, `pa-Arab`), `ltr` for the others and for codes not known.
    static func direction(of code: String) -> String {
        // Asked for every page written, of the few codes a site has: Foundation's answer is kept.
        if let known = directions.withLock({ $0[code] }) { return known }
        let direction = Locale.Language(identifier: code).characterDirection == .rightToLeft ? "rtl" : "ltr"
        directions.withLock { $0[code] = direction }
        return direction
    }

    private static let directions = Mutex<[String: String]>([:])

    /// The language's name in itself, as a reader looks for it: `zh-cn` → 中文（中国大陆）,
    /// `fr` → Français; the code itself when the name is not known.
    static func name(of code: String) -> String {
        let parts = code.split(separator: "-")
        var identifier = String(parts.first ?? "")
        if parts.count == 2 { identifier += "_" + (parts[1].count == 2 ? parts[1].uppercased() : parts[1].capitalized) }
        guard let name = Locale(identifier: identifier).localizedString(forIdentifier: identifier), !name.isEmpty else { return code }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Whether a translation's code names the site's own language (`en` for a site in `en` or `en-GB`).
    static func isSiteLanguage(_ code: String, site: String) -> Bool {
        let site = site.lowercased()
        return code == site || code == site.split(separator: "-").first.map(String.init)
    }

    /// A file's language when it makes the file a translation: nil for none, and for the site's own
    /// (`index.en.md` in an English site is the page itself).
    static func translation(_ code: String?, site: String) -> String? {
        code.flatMap { isSiteLanguage($0, site: site) ? nil : $0 }
    }
}
