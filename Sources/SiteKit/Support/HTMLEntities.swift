/// HTML's character references (`&lt;`, `&#39;`, `&#x2212;`) read back as characters.
enum HTMLEntities {
    /// Text with HTML's character references as the characters they stand for: an imported code
    /// block's (`&lt;` in `[code]`, which fenced code escapes again), a title's (`Blocks &amp; charts`,
    /// as WordPress stores it), a formula's in HTML (`\(p &lt; 0.05\)`, as MathJax reads the page's text).
    static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [Substring: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "hellip": "…", "ndash": "–", "mdash": "—", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”"]
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semicolon = after.prefix(10).firstIndex(of: ";") else {
                result += "&"
                rest = after
                continue
            }
            let name = after[..<semicolon]
            var character: String?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                character = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else if name.hasPrefix("#") {
                character = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else {
                character = named[name]
            }
            if let character {
                result += character
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }
}
