import Foundation

/// One entry of a BibTeX file: `@article{gregor2015draw, title = {…}, …}`, its fields' text as
/// BibTeX reads it (macros expanded, `#` pasted, blanks collapsed), still TeX (see `TeXText`).
struct BibEntry: Sendable, Equatable {
    var key: String
    /// `article`, `inproceedings`, `misc`, … lowercased.
    var type: String
    /// Field names lowercased.
    var fields: [String: String]
    /// Each author (or, without authors, editor) as BibTeX splits the name.
    var authors: [PersonName]
}

/// Reads BibTeX files: entries cut by `BibTeXEntryTexts`, each read by BibTeX's grammar
/// (`field = {…}`, `"…"`, a number or a macro, pasted with `#`; `@string` macros and the months).
///
/// Debian's btparse was the first choice, and fuzzing showed it cannot read a writer's broken
/// file safely: it hands the text near a syntax error to printf as the format (`%n` aborts),
/// asserts on unclosed strings, reads memory its name splitter never set, and corrupted the heap
/// on one fuzzed file. A build must not crash on a bibliography, so the grammar is read here.
enum BibTeXFile {
    /// The regular entries of the file at `path` (already found inside the site), and how many
    /// of its entries could not be read.
    static func entries(atPath path: String) -> (entries: [BibEntry], unreadable: Int) {
        guard let data = readFile(atPath: path) else { return ([], 0) }
        return entries(in: Array(data))
    }

    static func entries(in bytes: [UInt8]) -> (entries: [BibEntry], unreadable: Int) {
        let (texts, malformed) = BibTeXEntryTexts.split(bytes)
        var macros = monthMacros
        var entries: [BibEntry] = []
        var unreadable = malformed
        for text in texts {
            var reader = EntryReader(bytes: text.bytes, macros: macros)
            guard let entry = reader.read() else {
                unreadable += 1
                continue
            }
            switch entry {
            case .macros(let defined): macros.merge(defined) { _, new in new }
            case .regular(let type, let key, let fields):
                let people = fields["author"] ?? fields["editor"]
                entries.append(BibEntry(key: key, type: type, fields: fields, authors: people.map(PersonName.names) ?? []))
            case .other: continue
            }
        }
        return (entries, unreadable)
    }

    /// BibTeX's own month macros.
    private static let monthMacros: [String: String] = [
        "jan": "January", "feb": "February", "mar": "March", "apr": "April", "may": "May", "jun": "June",
        "jul": "July", "aug": "August", "sep": "September", "oct": "October", "nov": "November", "dec": "December",
    ]
}

/// One entry's text (`@type{…}` or `@type(…)`), read by BibTeX's grammar.
private struct EntryReader {
    enum Entry {
        case regular(type: String, key: String, fields: [String: String])
        case macros([String: String])
        case other
    }

    let bytes: ArraySlice<UInt8>
    /// The macros known so far: an `@string` entry may use the ones it defined before.
    var macros: [String: String]
    var index: Int

    init(bytes: ArraySlice<UInt8>, macros: [String: String]) {
        self.bytes = bytes
        self.macros = macros
        index = bytes.startIndex
    }

    /// The entry, or nil when it breaks BibTeX's grammar.
    mutating func read() -> Entry? {
        guard take(UInt8(ascii: "@")) else { return nil }
        let type = name().lowercased()
        skipBlanks()
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "(") else { return nil }
        let close = bytes[index] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ")")
        index += 1
        switch type {
        case "comment", "preamble": return .other
        case "string":
            guard let fields = fieldList(until: close, definesMacros: true) else { return nil }
            return .macros(fields)
        default:
            skipBlanks()
            let keyStart = index
            while index < bytes.endIndex, bytes[index] != UInt8(ascii: ","), bytes[index] != close, !isBlank(bytes[index]) { index += 1 }
            let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
            skipBlanks()
            guard !key.isEmpty, index < bytes.endIndex else { return nil }
            if bytes[index] == close { return .regular(type: type, key: key, fields: [:]) }
            guard take(UInt8(ascii: ",")) else { return nil }
            guard let fields = fieldList(until: close, definesMacros: false) else { return nil }
            return .regular(type: type, key: key, fields: fields)
        }
    }

    /// `name = value, …` up to the entry's closing brace (a comma before it allowed); field names lowercased.
    private mutating func fieldList(until close: UInt8, definesMacros: Bool) -> [String: String]? {
        var fields: [String: String] = [:]
        while true {
            skipBlanks()
            guard index < bytes.endIndex else { return nil }
            if bytes[index] == close { return fields }
            let field = name().lowercased()
            guard !field.isEmpty else { return nil }
            skipBlanks()
            guard take(UInt8(ascii: "=")) else { return nil }
            guard let value = value() else { return nil }
            fields[field] = value
            if definesMacros { macros[field] = value }
            skipBlanks()
            if take(UInt8(ascii: ",")) { continue }
            guard index < bytes.endIndex, bytes[index] == close else { return nil }
        }
    }

    /// Parts pasted with `#`, blanks collapsed.
    /// The most bytes a field's value may have (an abstract is a few kilobytes).
    static let longestValue = 65_536

    private mutating func value() -> String? {
        var text = ""
        repeat {
            skipBlanks()
            guard index < bytes.endIndex else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard let part = delimited(close: UInt8(ascii: "}")) else { return nil }
                text += part
            case UInt8(ascii: "\""):
                guard let part = delimited(close: UInt8(ascii: "\"")) else { return nil }
                text += part
            default:
                let word = name()
                guard !word.isEmpty else { return nil }
                // A number as written; a macro BibTeX does not know reads as nothing, as BibTeX warns and reads it.
                text += word.allSatisfy(\.isNumber) ? word : macros[word.lowercased()] ?? ""
            }
            // Macros pasted into macros double at each step (`@string{b = a # a}`): a value past any a
            // reference holds makes the entry unreadable instead of the build slow.
            guard text.utf8.count <= Self.longestValue else { return nil }
            skipBlanks()
        } while take(UInt8(ascii: "#"))
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// The text after the opening brace or quote up to the `close` that ends it (braces inside
    /// balanced), without the delimiters.
    private mutating func delimited(close: UInt8) -> String? {
        index += 1
        let start = index
        var depth = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                if depth == 0 {
                    // In a quoted value, a brace that closes nothing: the value is broken.
                    guard close == UInt8(ascii: "}") else { return nil }
                    index += 1
                    return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
                }
                depth -= 1
            } else if byte == close, depth == 0 {
                index += 1
                return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    /// A name: a field's, a type's, a macro's, or a number.
    private mutating func name() -> String {
        let start = index
        while index < bytes.endIndex, isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        !isBlank(byte) && byte >= 0x21 && !"{}()\",=#%'@".utf8.contains(byte)
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private mutating func skipBlanks() {
        while index < bytes.endIndex, isBlank(bytes[index]) { index += 1 }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.endIndex, bytes[index] == byte else { return false }
        index += 1
        return true
    }
}
