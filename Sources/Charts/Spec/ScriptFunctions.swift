/// What a chart configuration written for a script holds that JSON5 does not: functions
/// (`callback: function(value) { return '$' + value; }`, `label: (c) => c.parsed.y + ' rows'`,
/// `label(context) { … }`), which format ticks and tooltips; variables (`animations: animation`);
/// and a list's holes (`data: [,,,1, 2]`, where nothing is drawn). Read leniently: each function
/// and variable becomes the text of its source, each hole `null`, so the rest of the
/// configuration reads as JSON5 and a reader may still take a unit from a tick's format.
enum ScriptFunctions {
    /// What a variable's text starts with.
    static let variableMark: Character = "\u{1}"

    struct Lenient {
        var text: String
        /// The line (from 0) of the first function, and of the first variable.
        var functionLine: Int?
        var variableLine: Int?
    }

    /// The text read leniently; nil when it holds none of these.
    static func lenient(_ text: String) -> Lenient? {
        let bytes = Array(text.utf8)
        guard bytes.count <= 1 << 20 else { return nil }
        var replacements: [(range: Range<Int>, with: [UInt8])] = []
        var functionStart: Int?, variableStart: Int?
        var stack: [UInt8] = []
        var previous: UInt8?  // the last byte that is no blank or comment
        var index = 0
        func replace(_ range: Range<Int>, quoted: Bool, key: Range<Int>? = nil) {
            var with = key.map { Array(bytes[$0]) + Array(": ".utf8) } ?? []
            with += quoted ? quotedString(bytes[range]) : Array("null".utf8)
            replacements.append((range, with))
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case .quote, .apostrophe, .backtick:
                index = stringEnd(bytes, from: index)
                previous = .quote
                continue
            case .slash where index + 1 < bytes.count && (bytes[index + 1] == .slash || bytes[index + 1] == .star):
                index = commentEnd(bytes, from: index)
                continue
            case .equals where index + 1 < bytes.count && bytes[index + 1] == .greater:
                if var start = arrowStart(bytes, before: index), let end = arrowEnd(bytes, from: index + 2) {
                    // The arrow's parameters are behind: what was made of them goes, and what they
                    // reach into (a method whose body closed early, `c(){'(')=>}`) goes into the arrow.
                    while let last = replacements.last, last.range.lowerBound >= start || last.range.upperBound > start {
                        start = min(start, last.range.lowerBound)
                        replacements.removeLast()
                    }
                    replace(start..<end, quoted: true)
                    functionStart = functionStart.map { min($0, start) } ?? start
                    index = end
                    previous = .quote
                    continue
                }
            case .openBracket, .openBrace, .openParen:
                stack.append(byte)
            case .closeBracket, .closeBrace, .closeParen:
                if !stack.isEmpty { stack.removeLast() }
            case .comma where stack.last == .openBracket && (previous == .openBracket || previous == .comma):
                // A hole in a list: `[,,1]`.
                replacements.append((index..<index, Array("null".utf8)))
            default:
                guard isIdentifierStart(byte), index == 0 || !isIdentifier(bytes[index - 1]) else { break }
                var end = index
                while end < bytes.count, isIdentifier(bytes[end]) || bytes[end] == .dot { end += 1 }
                let word = bytes[index..<end]
                let next = bytes[end...].firstIndex { !isBlank($0) }.map { bytes[$0] }
                if word.elementsEqual("function".utf8), let functionEnd = functionEnd(bytes, from: end) {
                    replace(index..<functionEnd, quoted: true)
                    functionStart = functionStart ?? index
                    index = functionEnd
                    previous = .quote
                    continue
                }
                let isKeyPlace = stack.last == .openBrace && (previous == .openBrace || previous == .comma)
                if isKeyPlace, next == .openParen, let method = methodEnd(bytes, name: index) {
                    // `label(context) { … }` where a key goes.
                    replace(index..<method.end, quoted: true, key: index..<method.nameEnd)
                    functionStart = functionStart ?? index
                    index = method.end
                    previous = .quote
                    continue
                }
                let isValuePlace = previous == .colon || (stack.last == .openBracket && (previous == .openBracket || previous == .comma))
                if isValuePlace, next == nil || next == .comma || next == .closeBrace || next == .closeBracket {
                    let literal = ["true", "false", "null", "Infinity", "NaN", "undefined"].first { word.elementsEqual($0.utf8) }
                    if literal == "undefined" {
                        replace(index..<end, quoted: false)
                    } else if literal == nil {
                        // Marked, so a reader can tell a variable's name from a text written.
                        replacements.append((index..<end, Array("\"\\u0001".utf8) + Array(quotedString(bytes[index..<end]).dropFirst())))
                        variableStart = variableStart ?? index
                    }
                }
                index = end
                previous = bytes[end - 1]
                continue
            }
            if !isBlank(byte) { previous = byte }
            index += 1
        }
        guard !replacements.isEmpty else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + replacements.count * 8)
        var last = 0
        // In order, none overlapping another: the scan makes them so.
        for replacement in replacements where replacement.range.lowerBound >= last {
            result += bytes[last..<replacement.range.lowerBound]
            result += replacement.with
            last = replacement.range.upperBound
        }
        result += bytes[last...]
        func line(_ offset: Int?) -> Int? { offset.map { bytes[..<$0].reduce(0) { $0 + ($1 == .newline ? 1 : 0) } } }
        return Lenient(text: String(decoding: result, as: UTF8.self), functionLine: line(functionStart), variableLine: line(variableStart))
    }

    /// `option = {…};` or `var option = {…}; myChart.setOption(option);`, as ECharts' examples and
    /// themes write a configuration: the object alone, the script around it blanked (its lines
    /// kept, so messages point at the lines written); nil for any other text.
    static func assignedObject(in text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = bytes.firstIndex { !isBlank($0) } ?? bytes.count
        for keyword in ["var ", "let ", "const "] where bytes[index...].starts(with: keyword.utf8) { index += keyword.utf8.count }
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        let name = index
        while index < bytes.count, isIdentifier(bytes[index]) || bytes[index] == .dot { index += 1 }
        guard index > name, isIdentifierStart(bytes[name]) else { return nil }
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == .equals, index + 1 < bytes.count, bytes[index + 1] != .equals else { return nil }
        index += 1
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == .openBrace, let end = closing(bytes, from: index) else { return nil }
        var kept = bytes
        for position in Array(0..<index) + Array(end..<bytes.count) where kept[position] != .newline { kept[position] = .space }
        return String(decoding: kept, as: UTF8.self)
    }

    /// An object followed by the `;` that ends a statement (`{ type: 'line', … };`, as hexo-tag-chart's
    /// README writes it): the object alone, lines kept; nil for any other text.
    static func objectEndingAStatement(in text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let start = bytes.firstIndex(where: { !isBlank($0) }), bytes[start] == .openBrace, let end = closing(bytes, from: start),
            bytes[end...].contains(UInt8(ascii: ";")), bytes[end...].allSatisfy({ isBlank($0) || $0 == UInt8(ascii: ";") })
        else { return nil }
        var kept = bytes
        for position in end..<bytes.count where kept[position] == UInt8(ascii: ";") { kept[position] = .space }
        return String(decoding: kept, as: UTF8.self)
    }

    /// A tick format a function writes, `'$' + value` or `value + '%'`: the text before the value
    /// and the text after it; nil for any other function.
    static func tickAffixes(_ source: String) -> (prefix: String, suffix: String)? {
        guard let body = source.range(of: "return ").map({ source[$0.upperBound...] }) ?? source.range(of: "=>").map({ source[$0.upperBound...] })
        else { return nil }
        let expression = body.prefix { $0 != ";" && $0 != "}" && $0 != "\n" }.trimmingBlanks()
        let parts = expression.split(separator: "+").map { $0.trimmingBlanks() }
        guard (2...3).contains(parts.count) else { return nil }
        func literal(_ part: String) -> String? {
            guard part.count >= 2, let quote = part.first, quote == "'" || quote == "\"" || quote == "`", part.last == quote else { return nil }
            let text = String(part.dropFirst().dropLast())
            return text.count <= 6 && !text.contains(where: \.isNumber) ? text : nil
        }
        let literals = parts.map(literal)
        // One value (a parameter, or a method of it: `value.toLocaleString()`), text around it.
        guard literals.filter({ $0 == nil }).count == 1, let value = literals.firstIndex(where: { $0 == nil }) else { return nil }
        let prefix = literals[..<value].compactMap { $0 }.joined(), suffix = literals[(value + 1)...].compactMap { $0 }.joined()
        return prefix.isEmpty && suffix.isEmpty ? nil : (prefix, suffix)
    }

    // MARK: Scanning

    private static func quotedString(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = [.quote]
        for byte in bytes {
            switch byte {
            case .quote, .backslash: result += [.backslash, byte]
            case .newline: result += Array("\\n".utf8)
            case 0x09: result += Array("\\t".utf8)
            case 0x0D: continue
            case ..<0x20: result.append(.space)
            default: result.append(byte)
            }
        }
        return result + [.quote]
    }

    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == .backslash { index += 2; continue }
            if bytes[index] == quote { return index + 1 }
            index += 1
        }
        return bytes.count
    }

    private static func commentEnd(_ bytes: [UInt8], from start: Int) -> Int {
        if bytes[start + 1] == .slash { return bytes[start...].firstIndex(of: .newline) ?? bytes.count }
        var index = start + 2
        while index + 1 < bytes.count, !(bytes[index] == .star && bytes[index + 1] == .slash) { index += 1 }
        return min(bytes.count, index + 2)
    }

    /// The end of the bracket that opens at `start` (`(`, `[` or `{`), strings and comments skipped.
    private static func closing(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case .quote, .apostrophe, .backtick:
                index = stringEnd(bytes, from: index)
                continue
            case .slash where index + 1 < bytes.count && (bytes[index + 1] == .slash || bytes[index + 1] == .star):
                index = commentEnd(bytes, from: index)
                continue
            case .openParen, .openBracket, .openBrace: depth += 1
            case .closeParen, .closeBracket, .closeBrace:
                depth -= 1
                if depth == 0 { return index + 1 }
                if depth < 0 { return nil }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// `function name(a, b) { … }` from after the word: the end of its body.
    private static func functionEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard let open = bytes[start...].firstIndex(where: { !isBlank($0) && !isIdentifier($0) }), bytes[open] == .openParen,
            let parameters = closing(bytes, from: open), let brace = bytes[parameters...].firstIndex(where: { !isBlank($0) }), bytes[brace] == .openBrace
        else { return nil }
        return closing(bytes, from: brace)
    }

    /// Where the parameters of an arrow at `arrow` (its `=`) start: `(a, b) =>` or `value =>`.
    private static func arrowStart(_ bytes: [UInt8], before arrow: Int) -> Int? {
        guard var index = bytes[..<arrow].lastIndex(where: { !isBlank($0) }) else { return nil }
        if bytes[index] == .closeParen {
            var depth = 0
            while index >= 0 {
                if bytes[index] == .closeParen { depth += 1 }
                if bytes[index] == .openParen {
                    depth -= 1
                    if depth == 0 { return index }
                }
                index -= 1
            }
            return nil
        }
        guard isIdentifier(bytes[index]) else { return nil }
        while index > 0, isIdentifier(bytes[index - 1]) { index -= 1 }
        return index
    }

    /// The end of an arrow's body: a block, or an expression up to the `,` or bracket that ends it.
    private static func arrowEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard let first = bytes[start...].firstIndex(where: { !isBlank($0) }) else { return nil }
        if bytes[first] == .openBrace { return closing(bytes, from: first) }
        var index = first
        while index < bytes.count {
            switch bytes[index] {
            case .quote, .apostrophe, .backtick:
                index = stringEnd(bytes, from: index)
                continue
            case .openParen, .openBracket, .openBrace:
                guard let end = closing(bytes, from: index) else { return nil }
                index = end
                continue
            case .comma, .closeParen, .closeBracket, .closeBrace, .newline:
                return index
            default:
                index += 1
            }
        }
        return bytes.count
    }

    /// `name(a) { … }` from its name: where the name ends and the body does.
    private static func methodEnd(_ bytes: [UInt8], name start: Int) -> (nameEnd: Int, end: Int)? {
        var index = start
        while index < bytes.count, isIdentifier(bytes[index]) { index += 1 }
        let nameEnd = index
        guard index < bytes.count, bytes[index] == .openParen, let parameters = closing(bytes, from: index),
            let brace = bytes[parameters...].firstIndex(where: { !isBlank($0) }), bytes[brace] == .openBrace, let end = closing(bytes, from: brace)
        else { return nil }
        return (nameEnd, end)
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == .space || byte == .newline || byte == 0x09 || byte == 0x0D }
    private static func isIdentifierStart(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == .underscore || byte == 0x24 }
    private static func isIdentifier(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) }
}
