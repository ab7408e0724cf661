import Diagnostics

/// Values a blogger writes otherwise than the contract's `1,234.5`: with a decimal comma, as
/// much of Europe writes numbers (`4,5`, `1.234,5`), each with the same unit after it (`8 hours`,
/// `12h`, `$12/mo`, `8.7/10`), as durations (`3:45:12`), or with an uncertainty (`12.3 ms ± 0.4`).
/// A block whose values do not all read as written is read again so, when they fit that form.
/// And the rows a table copied from a report ends with: its source and its notes.
extension DataReader {
    /// A reader for the rows' values as they are written; nil when they fit no other form.
    func rereading(_ rows: [RawRow], _ cells: [Cell]) -> DataReader? {
        var values = rows.flatMap { cells[$0.cells].dropFirst().map(\.text) }
        var reader = self
        // `12.3 ms ± 0.4 ms`, as benchmark tools print it: the values before their uncertainties.
        if !dropsUncertainties, values.contains(where: { NumberParser.withoutUncertainty($0) != nil }) {
            reader.dropsUncertainties = true
            values = values.map { NumberParser.withoutUncertainty($0).map(String.init) ?? $0 }
        }
        // `3:45:12`, `4:05` in every row: durations, read as seconds and written as they were. A
        // first row of titles (`Split | Time`) is the header, not a value.
        let titles = rows.first.map { cells[$0.cells].dropFirst().count } ?? 0
        let firstRowIsTitles = rows.count > 1 && values.prefix(titles).allSatisfy { NumberParser.duration($0) == nil && !Self.readsAsNumber($0) }
        if unit.isEmpty, !readsDurations, Self.areDurations(firstRowIsTitles ? Array(values.dropFirst(titles)) : values) {
            reader.readsDurations = true
            return reader
        }
        if unit.isEmpty, let written = sharedUnit(of: values) {
            reader.unit = written.unit
            reader.singularUnit = written.singular
            reader.unitIsWritten = true
        }
        if !readsDecimalCommas, reader.writesDecimalCommas(values) { reader.readsDecimalCommas = true }
        return reader.unitIsWritten || reader.readsDecimalCommas || reader.dropsUncertainties ? reader : nil
    }

    /// Where the first value with an uncertainty is, for the warning that it is left out.
    func firstUncertainty(_ rows: [RawRow], _ cells: [Cell]) -> SourcePlace? {
        for row in rows {
            for cell in cells[row.cells].dropFirst() where NumberParser.withoutUncertainty(cell.text) != nil {
                return SourcePlace(line: row.line, offset: cell.offset)
            }
        }
        return nil
    }

    /// Whether a cell reads as a number or a gap, as the contract writes them.
    private static func readsAsNumber(_ text: String) -> Bool {
        if case .invalid = NumberParser.parse(text, unit: "") { return false }
        return true
    }

    /// Whether every value that is not missing is a duration, and one at least is.
    static func areDurations(_ values: [String]) -> Bool {
        var any = false
        // `8h` beside `7h 30m` is a duration; a column of `8h` alone is 8 with a unit.
        let singleUnits = values.contains { NumberParser.duration($0) != nil }
        for text in values {
            if NumberParser.duration(text, singleUnits: singleUnits) != nil { any = true; continue }
            guard case .missing = NumberParser.parse(text, unit: "") else { return false }
        }
        return any
    }

    /// `4.5` ↔ `4,5`: a number's points and commas swapped, those between digits (`2,5 Mio.`
    /// keeps the point of its abbreviation).
    static func swappingPointsAndCommas(_ text: String) -> String {
        var bytes = Array(text.utf8)
        let isDigit = { (byte: UInt8) in byte >= 48 && byte <= 57 }
        for index in bytes.indices.dropFirst().dropLast() where isDigit(bytes[index - 1]) && isDigit(bytes[index + 1]) {
            if bytes[index] == UInt8(ascii: ",") {
                bytes[index] = UInt8(ascii: ".")
            } else if bytes[index] == UInt8(ascii: ".") {
                bytes[index] = UInt8(ascii: ",")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether some value reads only with a decimal comma (`4,5`) and none only with a decimal
    /// point (`4.5`); values that read either way (`1,234`) say nothing.
    private func writesDecimalCommas(_ values: [String]) -> Bool {
        var needsCommas = false
        for text in values {
            let asWritten = NumberParser.parse(text, unit: unit)
            let swapped = NumberParser.parse(Self.swappingPointsAndCommas(text), unit: unit)
            switch (asWritten, swapped) {
            case (.number, .invalid): return false
            case (.invalid, .number): needsCommas = true
            default: break
            }
        }
        return needsCommas
    }

    /// The unit written with every value that does not read as written (`8 hours` → " hours",
    /// `12h` → "h", `USD 1,200` → " USD"), when they all have the same, or its singular and plural
    /// (`1 hour`, `2 hours`: " hours", and " hour" for the values written so); nil otherwise.
    private func sharedUnit(of values: [String]) -> (unit: String, singular: String?)? {
        var found: Set<String> = []
        // A unit is written with most values; a letter after one or two (Eurostat's `2317832.0 p`,
        // provisional) is a mark of those values, not the unit.
        var withUnit = 0, without = 0
        for text in values {
            switch NumberParser.parse(text, unit: unit) {
            case .number: without += 1
            case .missing: break
            case .invalid:
                guard let word = Self.unitWritten(with: text) else { continue }
                withUnit += 1
                found.insert(word)
                if found.count > 2 { return nil }
            }
        }
        guard withUnit > without else { return nil }
        let words = found.sorted { $0.count < $1.count }
        switch words.count {
        case 1: return (words[0], nil)
        case 2 where words[1] == words[0] + "s": return (words[1], words[0])
        default: return nil
        }
    }

    /// The unit a cell writes with its number: the word after it, with the space before it
    /// (`8 hours` → " hours", `12h` → "h", `30 km/h` → " km/h"), or a currency's code before it
    /// (`USD 1,200` → " USD", written after the number as a unit is); nil when there is none.
    static func unitWritten(with text: String) -> String? {
        let reads = { (written: Substring) in
            if case .number = NumberParser.parse(written, unit: "") { return true }
            if case .number = NumberParser.parse(swappingPointsAndCommas(String(written)), unit: "") { return true }
            return false
        }
        let code = text.prefix(3)
        if code.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }), text.dropFirst(3).first == " " || text.dropFirst(3).first == "\u{A0}",
            reads(text.dropFirst(4))
        {
            return " " + code
        }
        guard let last = text.lastIndex(where: \.isNumber) else { return nil }
        let rest = text[text.index(after: last)...]
        // A score out of a whole: `8.7/10`, `4/5`.
        if rest.isEmpty, let slash = text.lastIndex(of: "/"), text[text.index(after: slash)...].count <= 3, reads(text[..<slash]) {
            return String(text[slash...])
        }
        var word = rest.drop { $0 == " " }
        // `45 per hour`: the word that makes a rate, and the unit after it.
        let per = word.hasPrefix("per ") ? "per " : ""
        word = word.dropFirst(per.count)
        guard !word.isEmpty, word.count <= 16, word.first?.isLetter == true || word.first == "°" || word.first == "/",
            word.allSatisfy({ $0.isLetter || "/°²³.".contains($0) }), reads(text[..<rest.startIndex])
        else { return nil }
        let unit = rest.first == " " ? " " + per + word : String(word)
        // `$12/mo`: a price per something, its money sign before the number.
        let number = text[..<rest.startIndex].drop { " (~≈-−+".contains($0) }
        if let sign = number.first, ValueFormatter.currencySymbols.contains(String(sign)), unit.first == "/" || unit.first == " " {
            return String(sign) + unit
        }
        return unit
    }

    /// The different units the block's values are written with (`12ms` and `1.2s`: "ms", "s"),
    /// the most used first, for the message that asks for one.
    func unitsWritten(in rows: [RawRow], _ cells: [Cell]) -> [String] {
        var counts: [String: Int] = [:]
        for row in rows {
            for cell in cells[row.cells].dropFirst() {
                if case .invalid = NumberParser.parse(cell.text, unit: unit), let written = Self.unitWritten(with: cell.text) {
                    counts[written, default: 0] += 1
                }
            }
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
    }

    /// Rows after the data that say where it is from or what to keep in mind, as a table copied
    /// from a report ends (`Source: Household survey 2024`, `*Note: estimates*`): taken off the
    /// rows. A source is the chart's, and so is a note (their texts, returned).
    func peelNotes(from raw: inout [RawRow], _ cells: [Cell]) -> (source: String?, note: String?) {
        var source: String?
        var notes: [String] = []
        while raw.count > 2, let last = raw.last {
            let row = cells[last.cells]
            guard let label = row.first, !label.wasQuoted, let (word, rest) = Self.noteWord(label.text) else { break }
            // The note's text: after its word in the label, or in the cell beside it; any other cell holds no number.
            let others = row.dropFirst().map(\.text).filter { !$0.isEmpty }
            guard others.allSatisfy({ if case .invalid = NumberParser.parse($0, unit: unit) { true } else { false } }) else { break }
            let text = ([rest] + others).filter { !$0.isEmpty }.joined(separator: " ")
            raw.removeLast()
            if Self.sourceWords.contains(word) {
                source = source ?? (text.isEmpty ? nil : text)
            } else if !text.isEmpty {
                // Peeled from the last row up: the first note written is put first.
                notes.insert(text, at: 0)
            }
        }
        return (source, notes.isEmpty ? nil : notes.joined(separator: " "))
    }

    /// Every word of `sourceWords` and `noteWords`, as `noteWord` compares a label's first.
    private static let allNoteWords = sourceWords.union(noteWords)
    /// The words a line of credits starts with (`Source: OECD`), before its colon.
    static let sourceWords: Set<String> = ["source", "sources", "quelle", "quellen", "fuente", "fuentes", "data"]
    private static let noteWords: Set<String> = ["note", "notes", "nb", "n.b.", "anmerkung", "hinweis", "remarque"]

    /// `Source: OECD` → ("source", "OECD"), `Note` → ("note", ""); nil when a label starts with neither.
    static func noteWord(_ label: String) -> (word: String, rest: String)? {
        // Most labels' first word is none of the words above (`Fun`, `South`): they are not read further.
        let letters = label.utf8.drop { $0 == .space || $0 == .star || $0 == .underscore || $0 == .tilde || $0 == .openBracket || $0 == .backtick }
        let run = letters.prefix { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || $0 == UInt8(ascii: ".") }
        guard run.count <= 9, Self.allNoteWords.contains(String(decoding: run, as: UTF8.self).lowercased()) else { return nil }
        let plain = MarkdownCell.plainText(label).trimmingBlanks()
        let end = plain.firstIndex(of: ":") ?? plain.endIndex
        let word = plain[..<end].trimmingBlanks().lowercased()
        guard sourceWords.contains(word) || noteWords.contains(word) else { return nil }
        // `Data` alone is a row's name too (`Data | 5`); only `Data: …` with a colon says where it is from.
        if word == "data", end == plain.endIndex { return nil }
        let rest = end < plain.endIndex ? String(plain[plain.index(after: end)...]).trimmingBlanks() : ""
        return (word, rest)
    }
}
