/// Values a blogger writes otherwise than the contract's `1,234.5`: with a decimal comma, as
/// much of Europe writes numbers (`4,5`, `1.234,5`), or each with the same unit after it
/// (`8 hours`, `12h`). A block whose values do not all read as written is read again so, when
/// they fit that form.
extension DataReader {
    /// A reader for the rows' values as they are written; nil when they fit no other form.
    func rereading(_ rows: [RawRow], _ cells: [Cell]) -> DataReader? {
        let values = rows.flatMap { cells[$0.cells].dropFirst().map(\.text) }
        var reader = self
        if unit.isEmpty, let written = sharedUnit(after: values) {
            reader.unit = written
            reader.unitIsWritten = true
        }
        if !readsDecimalCommas, reader.writesDecimalCommas(values) { reader.readsDecimalCommas = true }
        return reader.unitIsWritten || reader.readsDecimalCommas ? reader : nil
    }

    /// `4.5` ↔ `4,5`: a number's points and commas swapped.
    static func swappingPointsAndCommas(_ text: String) -> String {
        String(text.map { $0 == "," ? "." : $0 == "." ? "," : $0 })
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

    /// The unit after the number in every value that does not read as written (`8 hours` → " hours",
    /// `12h` → "h"), when they all have the same; nil otherwise.
    private func sharedUnit(after values: [String]) -> String? {
        var found: String?
        for text in values {
            guard case .invalid = NumberParser.parse(text, unit: unit), let word = Self.wordAfterNumber(text) else { continue }
            guard found == nil || found == word else { return nil }
            found = word
        }
        return found
    }

    /// The word after a cell's number, with the space before it (`8 hours` → " hours", `12h` →
    /// "h", `30 km/h` → " km/h"); nil when the cell is not a number followed by a word.
    static func wordAfterNumber(_ text: String) -> String? {
        guard let last = text.lastIndex(where: \.isNumber) else { return nil }
        let rest = text[text.index(after: last)...]
        let word = rest.drop { $0 == " " }
        guard !word.isEmpty, word.count <= 16, word.first?.isLetter == true || word.first == "°" || word.first == "/",
            word.allSatisfy({ $0.isLetter || "/°²³.".contains($0) })
        else { return nil }
        let number = text[..<rest.startIndex]
        let reads = { (written: String) in if case .number = NumberParser.parse(written, unit: "") { true } else { false } }
        guard reads(String(number)) || reads(swappingPointsAndCommas(String(number))) else { return nil }
        return rest.first == " " ? " " + word : String(word)
    }
}
