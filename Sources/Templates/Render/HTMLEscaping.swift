extension String {
    /// Appends `text` with `& < > " '` replaced by entities, so author text never becomes markup.
    mutating func appendEscapingHTML(_ text: String) {
        var extra = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "'"): extra += 4  // &amp; &#39;
            case UInt8(ascii: "<"), UInt8(ascii: ">"): extra += 3  // &lt; &gt;
            case UInt8(ascii: "\""): extra += 5  // &quot;
            default: break
            }
        }
        guard extra > 0 else {
            append(text)
            return
        }
        let escaped = String(unsafeUninitializedCapacity: text.utf8.count + extra) { buffer in
            var count = 0
            func write(_ entity: StaticString) {
                entity.withUTF8Buffer { bytes in
                    for byte in bytes {
                        buffer[count] = byte
                        count += 1
                    }
                }
            }
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "&"): write("&amp;")
                case UInt8(ascii: "'"): write("&#39;")
                case UInt8(ascii: "<"): write("&lt;")
                case UInt8(ascii: ">"): write("&gt;")
                case UInt8(ascii: "\""): write("&quot;")
                default:
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
        append(escaped)
    }
}
