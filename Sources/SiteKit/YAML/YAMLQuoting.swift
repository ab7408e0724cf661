extension String {
    /// The text as a YAML double-quoted scalar, which reads back as the text itself: the one
    /// escaper for the YAML site writes (`site new post`'s title, `site init --from`'s site.yml).
    var yamlQuoted: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
