extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` escaped, for XML and HTML text and attributes.
    var xmlEscaped: String {
        guard utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 16)
        for character in unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
