/// `colors: #0072B2, rgb(0, 114, 178), teal`: the writer's palette, each colour checked for contrast.
enum ColorList {
    static func read(_ value: inout OptionValue) -> [Color] {
        // Split on commas outside parentheses, so rgb(1, 2, 3) stays whole.
        var result: [Color] = []
        var depth = 0
        var start = 0
        // `[red, blue]`, as YAML writes a list: the brackets are no part of the colours.
        var bytes = Array(value.text.utf8)
        if bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") {
            bytes[0] = UInt8(ascii: " ")
            bytes[bytes.count - 1] = UInt8(ascii: " ")
        }
        let valuePlace = value.entry.valuePlace
        for index in 0...bytes.count {
            let atEnd = index == bytes.count
            if !atEnd, bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if !atEnd, bytes[index] == UInt8(ascii: ")") { depth -= 1 }
            guard atEnd || (bytes[index] == .comma && depth == 0) else { continue }
            let word = String(decoding: bytes[start..<index], as: UTF8.self).trimmingBlanks()
            let lead = bytes[start..<index].prefix { $0.isSpace }.count
            if !word.isEmpty {
                let place = SourcePlace(line: valuePlace.line, offset: valuePlace.offset + start + lead)
                if let color = Color(css: word) {
                    result.append(color)
                    // A mark must stand out from the page in light and in dark mode.
                    let light = color.contrast(with: Palette.lightPage), dark = color.contrast(with: Palette.darkPage)
                    if min(light, dark) < Palette.markContrast {
                        value.warn(Messages.lowContrastColor(word, light: light, dark: dark), at: place)
                    }
                } else {
                    value.warn(Messages.badColor(word), at: place)
                }
            }
            start = index + 1
        }
        return result
    }
}
