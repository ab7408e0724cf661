/// A shortcode's inner text is rendered as a document of its own, so its headings' ids are
/// unique within it but may repeat the post's (`## Setup` in the post and in a `{{< details >}}`).
/// The page's HTML, with the shortcodes' HTML in place, gets each repeat made unique as
/// `HeadingIDs` makes them within one document: `setup-1`, `setup-2`, with its anchor link.
enum UniqueHeadingIDs {
    /// `html` with every heading's id used once; the first of each keeps its id (the contents link to it).
    static func apply(to html: String) -> String {
        let bytes = Array(html.utf8)
        let headings = headings(in: bytes)
        // Every id first, so a new one never takes one a later heading has.
        let taken = Set(headings.map(\.id))
        var seen = Set<String>()
        var out: [UInt8] = []
        var copied = 0
        for heading in headings where !seen.insert(heading.id).inserted {
            let unique = HeadingIDs.numbered(heading.id, after: 0) { seen.contains($0) || taken.contains($0) }.id
            seen.insert(unique)
            out += bytes[copied..<heading.idRange.lowerBound]
            out += unique.utf8
            copied = heading.idRange.upperBound
            // Its anchor link, right after the tag, points at the new id.
            let link = Array("<a class=\"heading-link\" href=\"#\(heading.id)\"".utf8)
            if let tagEnd = bytes[copied...].firstIndex(of: UInt8(ascii: ">")), tagEnd + 1 + link.count <= bytes.count,
                bytes[(tagEnd + 1)..<(tagEnd + 1 + link.count)].elementsEqual(link)
            {
                out += bytes[copied...tagEnd]
                out += "<a class=\"heading-link\" href=\"#\(unique)\"".utf8
                copied = tagEnd + 1 + link.count
            }
        }
        guard copied > 0 else { return html }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// Each heading with an id as `HeadingIDs` writes it (`<h2 id="…"`): the id and where it is.
    private static func headings(in bytes: [UInt8]) -> [(id: String, idRange: Range<Int>)] {
        var found: [(id: String, idRange: Range<Int>)] = []
        var index = 0
        while let open = bytes.offset(of: Array("<h".utf8), from: index) {
            index = open + 2
            guard index + 6 < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[index]),
                bytes[(index + 1)..<(index + 6)].elementsEqual(" id=\"".utf8),
                let close = bytes[(index + 6)...].firstIndex(of: UInt8(ascii: "\""))
            else { continue }
            found.append((String(decoding: bytes[(index + 6)..<close], as: UTF8.self), (index + 6)..<close))
        }
        return found
    }
}
