/// The tabs of NexT's and Butterfly's `{% tabs name, 1 %}` block: each from a `<!-- tab Label -->`
/// line (`<!-- tab Label@icon -->`, the icon set aside) to its `<!-- endtab -->`; or of jekyll-tabs'
/// (al-folio's) `{% tabs group %}` block: each from a `{% tab group Label %}` to its `{% endtab %}`.
enum HexoTabs {
    struct Part {
        var label: String
        var range: Range<Int>
    }

    static func parts(in text: [UInt8], range: Range<Int>) -> [Part] {
        let commented = commentedParts(in: text, range: range)
        return commented.isEmpty ? taggedParts(in: text, range: range) : commented
    }

    /// jekyll-tabs' `{% tab group Label %}…{% endtab %}`: the label is what follows the group's name.
    private static func taggedParts(in text: [UInt8], range: Range<Int>) -> [Part] {
        let opening = Array("{% tab ".utf8), tagEnd = Array("%}".utf8), closing = Array("{% endtab %}".utf8)
        var parts: [Part] = []
        var index = range.lowerBound
        while let open = text[index..<range.upperBound].firstRange(of: opening)?.lowerBound,
            let wordsEnd = text[(open + opening.count)..<range.upperBound].firstRange(of: tagEnd)?.lowerBound
        {
            let words = String(decoding: text[(open + opening.count)..<wordsEnd], as: UTF8.self).split(whereSeparator: \.isWhitespace)
            let start = wordsEnd + tagEnd.count
            let end = text[start..<range.upperBound].firstRange(of: closing)?.lowerBound ?? range.upperBound
            parts.append(Part(label: words.dropFirst().joined(separator: " "), range: start..<end))
            index = min(range.upperBound, end + closing.count)
        }
        return parts
    }

    private static func commentedParts(in text: [UInt8], range: Range<Int>) -> [Part] {
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
