/// A caption part read as inline Markdown: its HTML for the figure's caption, and its plain text
/// for the SVG's title and description, the image's `alt` and the table's name.
public struct CaptionText: Sendable, Equatable {
    public var html: String
    public var plain: String

    public init(html: String, plain: String) {
        self.html = html
        self.plain = plain
    }
}

/// The caption's parts as HTML, where they hold Markdown (`source: "[OECD](https://…)"`); nil
/// parts are written as their plain text, escaped.
struct CaptionHTML: Sendable {
    var title: String?
    var description: String?
    var source: String?
    var note: String?
}

extension ChartOptions {
    /// These options with each caption part that holds Markdown read by `read`: its plain text
    /// in the part, its HTML in `captionHTML`; nil when no part holds any.
    func readingCaptions(with read: (String) -> CaptionText?) -> ChartOptions? {
        func reading(_ text: String?) -> CaptionText? {
            guard let text, Self.mayHoldMarkdown(text) else { return nil }
            return read(text)
        }
        let (titleRead, descriptionRead, sourceRead, noteRead) = (reading(title), reading(description), reading(source), reading(note))
        guard titleRead != nil || descriptionRead != nil || sourceRead != nil || noteRead != nil else { return nil }
        var options = self
        // The caption's title is hidden from assistive technology (the SVG's title names the chart):
        // a link in it could be focused unheard, so it shows as its text.
        if let read = titleRead { (options.title, options.captionHTML.title) = (read.plain, Self.withoutLinks(read.html)) }
        if let read = descriptionRead { (options.description, options.captionHTML.description) = (read.plain, read.html) }
        if let read = sourceRead { (options.source, options.captionHTML.source) = (read.plain, read.html) }
        if let read = noteRead { (options.note, options.captionHTML.note) = (read.plain, read.html) }
        return options
    }

    /// HTML without its links' tags (`<a href="…">OECD</a>` → `OECD`), as cmark writes them.
    private static func withoutLinks(_ html: String) -> String {
        var result = ""
        var rest = Substring(html)
        while let open = rest.firstRange(of: "<a ") ?? rest.firstRange(of: "</a>") {
            let close = rest.firstRange(of: "</a>")
            let tag = close.map { $0.lowerBound < open.lowerBound ? $0 : open } ?? open
            result += rest[..<tag.lowerBound]
            guard let end = rest[tag.lowerBound...].firstIndex(of: ">") else { return result + rest[tag.lowerBound...] }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// Whether `text` may hold inline Markdown: a mark of emphasis, code or a link, or a web address
    /// (`://`, `www.`); one pass over its bytes, as most titles hold none.
    private static func mayHoldMarkdown(_ text: String) -> Bool {
        let bytes = text.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "["), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "<"): return true
            case UInt8(ascii: ":") where bytes[index...].starts(with: "://".utf8): return true
            case UInt8(ascii: "w") where bytes[index...].starts(with: "www.".utf8): return true
            default: break
            }
            index = bytes.index(after: index)
        }
        return false
    }
}
