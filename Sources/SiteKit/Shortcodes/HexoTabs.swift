/// The tabs of NexT's and Butterfly's `{% tabs name, 1 %}` block: each from a `<!-- tab Label -->`
/// line (`<!-- tab Label@icon -->`, the icon set aside) to its `<!-- endtab -->`.
enum HexoTabs {
    struct Part {
        var label: String
        var range: Range<Int>
    }

    static func parts(in text: [UInt8], range: Range<Int>) -> [Part] {
        let opening = Array("<!-- tab".utf8), closing = Array("<!-- endtab -->".utf8), commentEnd = Array("-->".utf8)
        var parts: [Part] = []
        var index = range.lowerBound
        while let open = text[index..<range.upperBound].firstRange(of: opening)?.lowerBound,
            let labelEnd = text[(open + opening.count)..<range.upperBound].firstRange(of: commentEnd)?.lowerBound
        {
            let written = String(decoding: text[(open + opening.count)..<labelEnd], as: UTF8.self)
            // `<!-- tabs -->` or other words that start so are no tab.
            guard written.first.map({ $0 == " " }) ?? true else {
                index = labelEnd + commentEnd.count
                continue
            }
            let label = (written.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? "").trimmingSpaces()
            let start = labelEnd + commentEnd.count
            let end = text[start..<range.upperBound].firstRange(of: closing)?.lowerBound ?? range.upperBound
            parts.append(Part(label: label, range: start..<end))
            index = min(range.upperBound, end + closing.count)
        }
        return parts
    }
}
