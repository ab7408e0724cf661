/// An HTML tag written as JSX writes it, as HTML: `className` is `class`, `htmlFor` is `for`, a
/// text or number in braces (`src={"a.png"}`, `width={400}`) is that value, and a style object
/// (`style={{ maxWidth: '100%', marginTop: 8 }}`) is its CSS (`max-width: 100%; margin-top: 8px`,
/// a number in pixels as React writes it). What only a script could work out (`src={cover}`, a
/// spread `{...props}`, a handler) is left out.
enum JSXAttributes {
    static func htmlTag(_ tag: String) -> String {
        var scanner = Scanner(Array(tag.utf8))
        guard scanner.take(UInt8(ascii: "<")) else { return tag }
        let name = scanner.word()
        var html = "<" + name
        while true {
            scanner.skipSpaces()
            if scanner.atEnd { break }
            if scanner.take(UInt8(ascii: "/")) { continue }
            if scanner.take(UInt8(ascii: ">")) { break }
            if scanner.peek == UInt8(ascii: "{") {
                _ = scanner.braced()
                continue
            }
            let written = scanner.word()
            guard !written.isEmpty else {
                scanner.advance()
                continue
            }
            let attribute = ["className": "class", "htmlFor": "for"][written] ?? written
            scanner.skipSpaces()
            guard scanner.take(UInt8(ascii: "=")) else {
                html += " " + attribute
                continue
            }
            scanner.skipSpaces()
            if let quoted = scanner.quoted() {
                html += " \(attribute)=\"\(quoted.xmlEscaped)\""
            } else if let expression = scanner.braced() {
                let value = attribute == "style" ? css(ofStyleObject: expression) : plainValue(of: expression)
                if let value { html += " \(attribute)=\"\(value.xmlEscaped)\"" }
            } else {
                html += " \(attribute)=\"\(scanner.word().xmlEscaped)\""
            }
        }
        let selfClosing = tag.hasSuffix("/>")
        return html + (selfClosing ? " />" : ">")
    }

    /// `"a.png"`, `'a'`, `` `a` `` without `${`, or a number: the value; nil for anything else.
    static func plainValue(of expression: String) -> String? {
        let text = expression.trimmingSpaces()
        if let first = text.first, let last = text.last, text.count >= 2, first == last, ["\"", "'", "`"].contains(first) {
            let inner = String(text.dropFirst().dropLast())
            return first == "`" && inner.contains("${") ? nil : inner
        }
        if Double(text) != nil { return text }
        if text == "true" || text == "false" { return text }
        return nil
    }

    /// CSS properties React writes without a unit when given a number.
    private static let unitless: Set = ["opacity", "z-index", "flex", "flex-grow", "flex-shrink", "font-weight", "line-height", "order", "zoom", "aspect-ratio"]

    /// `{ maxWidth: '100%', marginTop: 8 }` as `max-width: 100%; margin-top: 8px`; nil when a value is no plain one.
    static func css(ofStyleObject expression: String) -> String? {
        var text = expression.trimmingSpaces()
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        text = String(text.dropFirst().dropLast())
        var declarations: [String] = []
        for pair in splitOutsideQuotes(text) {
            let trimmed = pair.trimmingSpaces()
            if trimmed.isEmpty { continue }
            guard let colon = trimmed.firstIndex(of: ":") else { return nil }
            var key = trimmed[..<colon].trimmingSpaces()
            if let quote = key.first, quote == "'" || quote == "\"", key.last == quote, key.count >= 2 { key = String(key.dropFirst().dropLast()) }
            guard let value = plainValue(of: String(trimmed[trimmed.index(after: colon)...])) else { return nil }
            let property = kebabCased(key)
            let isNumber = Double(value) != nil
            declarations.append("\(property): \(value)\(isNumber && value != "0" && !unitless.contains(property) ? "px" : "")")
        }
        return declarations.joined(separator: "; ")
    }

    private static func kebabCased(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The parts of `text` between commas that are not inside quotes.
    private static func splitOutsideQuotes(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" || character == "`" {
                quote = character
            } else if character == "," {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    /// Reads a tag's bytes: names, quoted values and braced expressions.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index >= bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[index] }

        mutating func advance() { index += 1 }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        mutating func skipSpaces() {
            while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            }
        }

        /// A name, or an unquoted value: up to a space, `=`, `>` or `/>`.
        mutating func word() -> String {
            let start = index
            while let byte = peek, ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "="), UInt8(ascii: ">")].contains(byte) {
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") { break }
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func quoted() -> String? {
            guard let open = peek, open == UInt8(ascii: "\"") || open == UInt8(ascii: "'") else { return nil }
            guard let close = bytes[(index + 1)...].firstIndex(of: open) else { return nil }
            defer { index = close + 1 }
            return String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
        }

        /// A `{…}` expression's text (without the outer braces), quotes inside it read as quotes.
        mutating func braced() -> String? {
            guard peek == UInt8(ascii: "{") else { return nil }
            let start = index + 1
            var depth = 0
            var quote: UInt8?
            while let byte = peek {
                index += 1
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
                    quote = byte
                } else if byte == UInt8(ascii: "{") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 { return String(decoding: bytes[start..<(index - 1)], as: UTF8.self) }
                }
            }
            return nil
        }
    }
}
