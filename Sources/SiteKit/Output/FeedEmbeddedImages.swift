/// A page's HTML with each image whose bytes are in its `src` (`data:`, as a notebook's plots are)
/// replaced by a link to the page named by the image's `alt`: such an image makes a feed many
/// megabytes (a blog of notebooks had a 12 MB feed), and feed readers drop `data:` images anyway.
func withoutEmbeddedImages(_ html: String, linkingTo page: String) -> String {
    // Nearly every page has none: one search, no copy.
    guard html.utf8Offset(of: "src=\"data:") != nil else { return html }
    var text = html
    return text.withUTF8 { bytes -> String in
        let opening: StaticString = "<img", closing: StaticString = ">"
        let needle = UnsafeBufferPointer(start: opening.utf8Start, count: opening.utf8CodeUnitCount)
        let tagEnd = UnsafeBufferPointer(start: closing.utf8Start, count: closing.utf8CodeUnitCount)
        var result: [UInt8] = []
        var copied = 0
        var from = 0
        while let start = ByteSearch.firstOffset(of: needle, in: bytes, from: from) {
            guard let end = ByteSearch.firstOffset(of: tagEnd, in: bytes, from: start) else { break }
            from = end + 1
            let tag = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...end]), as: UTF8.self)
            guard tag.utf8Offset(of: " src=\"data:") != nil else { continue }
            result += bytes[copied..<start]
            let alt = attribute("alt", in: tag) ?? ""
            result += Array("<a href=\"\(page.xmlEscaped)\">\(alt.isEmpty ? "An image on the page" : alt)</a>".utf8)
            copied = end + 1
        }
        guard copied > 0 else { return html }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}

/// A double-quoted attribute's value as written (still escaped), or nil.
private func attribute(_ name: String, in tag: String) -> String? {
    guard let start = tag.utf8Offset(of: " \(name)=\"") else { return nil }
    let valueStart = start + name.utf8.count + 3
    guard let end = tag.utf8Offset(of: "\"", from: valueStart) else { return nil }
    return String(tag.utf8Slice(valueStart..<end))
}
