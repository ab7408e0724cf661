/// The TeX macros an old site's MathJax or KaTeX configuration defines, found in its layouts and
/// scripts (`TeX: { Macros: { RR: "\\mathbb{R}" } }` of MathJax 2, `tex: { macros: … }` of
/// MathJax 3, KaTeX's `macros: { "\\RR": "\\mathbb{R}" }`), for `markdown.math_macros`: posts
/// written with them typeset as they did. The object is read, no script runs; an entry whose
/// value is no string (a function) ends the reading of that object.
enum MathMacroImport {
    struct Macro: Equatable {
        var name: String
        var body: String
        var parameterCount: Int
    }

    /// Whether a file of the old site may configure its math: a layout, include, partial or script.
    static func mayConfigure(_ relativePath: String) -> Bool {
        let folders: Set<Substring> = ["_layouts", "_includes", "layouts", "partials", "templates", "themes", "js", "javascripts", "scripts", "assets", "static"]
        let parts = relativePath.split(separator: "/")
        guard let name = parts.last, let dot = name.lastIndex(of: ".") else { return false }
        let kinds: Set<Substring> = ["html", "htm", "js", "mjs", "liquid", "njk", "hbs", "tmpl", "tera", "jinja", "jinja2", "j2", "astro", "ejs", "pug"]
        guard kinds.contains(name[name.index(after: dot)...].lowercased()[...]) else { return false }
        return parts.count == 1 || parts.dropLast().contains { folders.contains($0) }
    }

    /// The macros `text` defines, in the order written; the first definition of a name counts.
    static func macros(in text: String) -> [Macro] {
        let bytes = Array(text.utf8)
        var found: [Macro] = []
        var index = 0
        let word = Array("acros".utf8)
        while let at = firstIndex(of: word, in: bytes, from: index) {
            index = at + word.count
            // `Macros:` or `macros:`, then the object.
            guard at > 0, bytes[at - 1] == UInt8(ascii: "M") || bytes[at - 1] == UInt8(ascii: "m") else { continue }
            var cursor = index
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") { cursor += 1 }
            skipBlanks(bytes, &cursor)
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") || bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            skipBlanks(bytes, &cursor)
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "{") else { continue }
            cursor += 1
            for macro in entries(bytes, &cursor) where !found.contains(where: { $0.name == macro.name }) { found.append(macro) }
            index = cursor
        }
        return found
    }

    /// The entries of an object from after its `{`, up to its `}` or the first it cannot read.
    private static func entries(_ bytes: [UInt8], _ cursor: inout Int) -> [Macro] {
        var macros: [Macro] = []
        while true {
            skipBlanks(bytes, &cursor)
            guard cursor < bytes.count, bytes[cursor] != UInt8(ascii: "}") else { return macros }
            guard let key = string(bytes, &cursor) ?? identifier(bytes, &cursor) else { return macros }
            skipBlanks(bytes, &cursor)
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return macros }
            cursor += 1
            skipBlanks(bytes, &cursor)
            var body: String?
            var count = 0
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "[") {
                cursor += 1
                skipBlanks(bytes, &cursor)
                body = string(bytes, &cursor)
                skipBlanks(bytes, &cursor)
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") {
                    cursor += 1
                    skipBlanks(bytes, &cursor)
                    var digits = 0
                    while cursor < bytes.count, (48...57).contains(bytes[cursor]) {
                        digits = digits * 10 + Int(bytes[cursor]) - 48
                        cursor += 1
                    }
                    count = digits
                }
                // Optional default arguments and the rest of the list.
                while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "]") {
                    if string(bytes, &cursor) == nil { cursor += 1 }
                }
                cursor += 1
            } else {
                body = string(bytes, &cursor)
            }
            guard let body else { return macros }
            let name = String(key.drop { $0 == "\\" })
            if TeXMacroSetting.isName(name), !body.isEmpty, count <= 9 { macros.append(Macro(name: name, body: body, parameterCount: count)) }
            skipBlanks(bytes, &cursor)
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { cursor += 1 }
        }
    }

    /// A JavaScript string literal at `cursor` as the string it stands for (`"\\mathbb{R}"` is `\mathbb{R}`).
    private static func string(_ bytes: [UInt8], _ cursor: inout Int) -> String? {
        guard cursor < bytes.count, let quote = Optional(bytes[cursor]), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") || quote == UInt8(ascii: "`")
        else { return nil }
        var out: [UInt8] = []
        var index = cursor + 1
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index += 1
                switch bytes[index] {
                case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
                default: out.append(bytes[index])
                }
            } else {
                out.append(bytes[index])
            }
            index += 1
        }
        guard index < bytes.count else { return nil }
        cursor = index + 1
        return String(decoding: out, as: UTF8.self)
    }

    private static func identifier(_ bytes: [UInt8], _ cursor: inout Int) -> String? {
        let start = cursor
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "_") || bytes[cursor] == UInt8(ascii: "$") || (48...57).contains(bytes[cursor])
            || (65...90).contains(bytes[cursor]) || (97...122).contains(bytes[cursor])
        { cursor += 1 }
        return cursor > start ? String(decoding: bytes[start..<cursor], as: UTF8.self) : nil
    }

    /// Blanks, line breaks and comments (`// …`, `/* … */`).
    private static func skipBlanks(_ bytes: [UInt8], _ cursor: inout Int) {
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                cursor += 1
            } else if byte == UInt8(ascii: "/"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "/") {
                while cursor < bytes.count, bytes[cursor] != 0x0A { cursor += 1 }
            } else if byte == UInt8(ascii: "/"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "*") {
                cursor += 2
                while cursor + 1 < bytes.count, !(bytes[cursor] == UInt8(ascii: "*") && bytes[cursor + 1] == UInt8(ascii: "/")) { cursor += 1 }
                cursor = min(bytes.count, cursor + 2)
            } else {
                return
            }
        }
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return needle.withUnsafeBufferPointer { needle in bytes.withUnsafeBufferPointer { ByteSearch.firstOffset(of: needle, in: $0, from: start) } }
    }

    /// The macros as `site.yml` lines under `markdown:`, each body in single quotes so that its backslashes stay.
    static func yamlLines(_ macros: [Macro]) -> [String] {
        guard !macros.isEmpty else { return [] }
        return ["  math_macros:   # the old site's MathJax or KaTeX macros, which its posts use"]
            + macros.map { macro in
                let body = "'" + macro.body.replacingOccurrences(of: "'", with: "''") + "'"
                return "    \(macro.name): " + (macro.parameterCount > 0 ? "[\(body), \(macro.parameterCount)]" : body)
            }
    }
}
