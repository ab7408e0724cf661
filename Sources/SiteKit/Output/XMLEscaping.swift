extension StringProtocol {
    /// The text of HTML as cmark writes it with its character references read (`&amp;` → `&`,
    /// `&#39;`, `&#x2014;`), or nil for a named one other than `lt`, `gt`, `amp` and `quot`.
    var characterReferencesRead: String? {
        guard contains("&") else { return String(self) }
        var result = ""
        var rest = self[...]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].prefix(12).firstIndex(of: ";") else { return nil }
            let name = rest[rest.index(after: amp)..<semicolon]
            switch name {
            case "lt": result += "<"
            case "gt": result += ">"
            case "amp": result += "&"
            case "quot": result += "\""
            default:
                guard name.hasPrefix("#") else { return nil }
                let digits = name.dropFirst()
                let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                guard let value, let scalar = Unicode.Scalar(value) else { return nil }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}

extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` escaped, for XML and HTML text and attributes;
    /// characters XML forbids are dropped (see `XMLCharacters`), so the feed always parses.
    var xmlEscaped: String {
        guard mayNeedXMLEscaping else { return self }
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        // Every byte of a multi-byte character is 0x80 or more, so the ASCII cases never split one.
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 38: result.append(contentsOf: "&amp;".utf8)
            case 60: result.append(contentsOf: "&lt;".utf8)
            case 62: result.append(contentsOf: "&gt;".utf8)
            case 34: result.append(contentsOf: "&quot;".utf8)
            case 39: result.append(contentsOf: "&apos;".utf8)
            case 0x09, 0x0A, 0x0D: result.append(byte)
            case 0..<0x20: continue
            case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] & 0xFE == 0xBE:
                index += 2
            default: result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether the text holds a byte `xmlEscaped` may change: one pass without a branch per byte,
    /// since most text (titles, URLs, dates) holds none.
    private var mayNeedXMLEscaping: Bool {
        var text = self
        return text.withUTF8 { bytes in
            // Bit n: byte n (below 64) is special: the C0 controls, `"`, `&`, `'`, `<` and `>`.
            let specialBelow64: UInt64 = 0xFFFF_FFFF | 1 << 34 | 1 << 38 | 1 << 39 | 1 << 60 | 1 << 62
            var special: UInt64 = 0
            // 0xEF starts U+FFFE and U+FFFF, which are dropped.
            var nonCharacterStart: UInt8 = 0
            for byte in bytes {
                special |= specialBelow64 >> UInt64(byte & 63) & (byte < 64 ? 1 : 0)
                nonCharacterStart |= byte == 0xEF ? 1 : 0
            }
            return special != 0 || nonCharacterStart != 0
        }
    }

    /// The text with every occurrence of `target` replaced, left to right, compared byte for byte
    /// (found by `ByteSearch`).
    func replacingAll(_ target: String, with replacement: String) -> String {
        var target = target
        guard !target.isEmpty else { return self }
        var result: [UInt8] = []
        var found = false
        var text = self
        text.withUTF8 { bytes in
            target.withUTF8 { needle in
                var copied = 0
                while let hit = ByteSearch.firstOffset(of: needle, in: bytes, from: copied) {
                    if !found {
                        found = true
                        result.reserveCapacity(bytes.count + 256)
                    }
                    result.append(contentsOf: bytes[copied..<hit])
                    result.append(contentsOf: replacement.utf8)
                    copied = hit + needle.count
                }
                if found { result.append(contentsOf: bytes[copied...]) }
            }
        }
        return found ? String(decoding: result, as: UTF8.self) : self
    }
}
