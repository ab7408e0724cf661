extension String {
    /// The text safe to place in HTML element content or a quoted attribute.
    var htmlEscaped: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for character in unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
