import Foundation
import CCmark
import Charts
import Diagnostics
import Templates

/// Hugo's shortcode calls, `{{< … >}}` and `{{% … %}}`, paired with their closing calls.
extension ShortcodeExpander {
    /// The construct that starts at `start` (`{{<`, `{{%`, `{%`, `{{`) expanded, and where the text goes on; nil when it is plain text.
    mutating func construct(at start: Int, limit: Int, depth: Int) -> ([UInt8], Int)? {
        if let escaped = ZolaEscapes.call(in: text[..<limit], at: start) { return (escaped.shown, escaped.end) }
        let second = text[start + 1]
        if second == UInt8(ascii: "{"), start + 2 < limit, text[start + 2] == UInt8(ascii: "<") || text[start + 2] == UInt8(ascii: "%") {
            return hugoCall(at: start, limit: limit, depth: depth)
        }
        if second == UInt8(ascii: "%") { return statement(at: start, limit: limit, depth: depth) }
        return expression(at: start, limit: limit, depth: depth)
    }

    // MARK: Hugo

    /// `{{< name args >}}` or `{{% name args %}}`, with its inner text up to `{{< /name >}}` when it has one.
    mutating func hugoCall(at start: Int, limit: Int, depth: Int) -> ([UInt8], Int)? {
        let isMarkdown = text[start + 2] == UInt8(ascii: "%")
        let close: [UInt8] = isMarkdown ? Array("%}}".utf8) : Array(">}}".utf8)
        // `{{</* x */>}}` is Hugo's way to show a call: it stays, without the comment marks.
        if start + 4 < limit, text[start + 3] == UInt8(ascii: "/"), text[start + 4] == UInt8(ascii: "*") {
            guard let end = find(Array("*/".utf8) + close, from: start + 5, limit: limit) else { return nil }
            return (Array(text[start..<start + 3]) + Array(text[start + 5..<end]) + close, end + 2 + close.count)
        }
        guard let end = find(close, from: start + 3, limit: limit) else { return nil }
        var content = trimmed(start + 3..<end)
        let afterTag = end + close.count
        if text[content].first == UInt8(ascii: "/") {
            let name = String(decoding: text[content].dropFirst(), as: UTF8.self).trimmingSpaces().shortenedForMessage(limit: 60)
            let (open, close) = isMarkdown ? ("{{%", "%}}") : ("{{<", ">}}")
            error("\(open) /\(name) \(close) closes a shortcode that was never opened; remove it or add \(open) \(name) \(close) before it", at: start)
            return ([], afterTag)
        }
        var selfClosing = false
        if text[content].last == UInt8(ascii: "/") {
            selfClosing = true
            content = trimmed(content.lowerBound..<content.upperBound - 1)
        }
        let nameEnd = text[content].firstIndex(where: isSpace) ?? content.upperBound
        let name = String(decoding: text[content.lowerBound..<nameEnd], as: UTF8.self)
        guard !name.isEmpty else { return nil }
        let arguments = shortcodeArguments(Substring(String(decoding: text[nameEnd..<content.upperBound], as: UTF8.self)))
        var call = ShortcodeCall(
            name: name, syntax: isMarkdown ? .hugoMarkdown : .hugoHTML, positional: arguments.positional,
            named: arguments.named, offset: start)
        var next = afterTag
        if !selfClosing, let (innerEnd, closingEnd) = hugoClosing(of: name, from: afterTag, limit: limit) {
            call.inner = String(decoding: text[afterTag..<innerEnd], as: UTF8.self)
            next = closingEnd
            return (render(call, innerRange: afterTag..<innerEnd, depth: depth, spanning: start..<next), next)
        }
        var rendered = render(call, innerRange: nil, depth: depth, spanning: start..<next)
        // A call that became a fenced block naming its file (Hugo Blox's chart, a `plotly json=…`)
        // keeps the lines it spanned, so that later lines keep their numbers in messages: one
        // written over several lines is followed by blank ones, and a one-line call takes the
        // blank line after it, when one follows.
        if rendered.first == UInt8(ascii: "`") {
            let spanned = text[start..<next].lazy.filter { $0 == UInt8(ascii: "\n") }.count
            let written = rendered.lazy.filter { $0 == UInt8(ascii: "\n") }.count
            if written < spanned {
                rendered += [UInt8](repeating: UInt8(ascii: "\n"), count: spanned - written)
            } else if written == spanned + 1, next + 1 < limit, text[next] == UInt8(ascii: "\n"), text[next + 1] == UInt8(ascii: "\n") {
                next += 1
            }
        }
        return (rendered, next)
    }

    /// Where the inner text of a `name` call ends and its closing tag ends; nil when no closing
    /// tag within `limit` closes it.
    mutating func hugoClosing(of name: String, from start: Int, limit: Int) -> (Int, Int)? {
        if hugoPairs == nil { hugoPairs = pairHugoCalls() }
        guard let found = hugoPairs?[name]?[start], found.1 <= limit else { return nil }
        return found
    }

    /// The calls a closing tag closes, by name, paired as brackets are (each closing tag closes
    /// the nearest opening of its name still open before it, so a `{{< chart data="…" >}}` without
    /// one before a `{{< chart >}}…{{< /chart >}}` stays a call of its own), found in one pass over
    /// the text for every name: from the end of each opening tag to (where its inner text ends,
    /// where its closing tag ends).
    mutating func pairHugoCalls() -> [String: [Int: (Int, Int)]] {
        var pairs: [String: [Int: (Int, Int)]] = [:]
        var open: [String: [Int]] = [:]
        var index = 0
        while let brace = find(Array("{{".utf8), from: index, limit: text.count) {
            guard brace + 2 < text.count, text[brace + 2] == UInt8(ascii: "<") || text[brace + 2] == UInt8(ascii: "%") else {
                index = brace + 2
                continue
            }
            let close: [UInt8] = text[brace + 2] == UInt8(ascii: "%") ? Array("%}}".utf8) : Array(">}}".utf8)
            guard let end = find(close, from: brace + 3, limit: text.count) else { break }
            let content = text[trimmed(brace + 3..<end)]
            let word = String(decoding: content.prefix { !isSpace($0) }, as: UTF8.self)
            if word.hasPrefix("/") {
                // `{{< /name >}}`, or `{{< / name >}}`.
                let name = word == "/" ? String(decoding: content.dropFirst(), as: UTF8.self).trimmingSpaces() : String(word.dropFirst())
                if let opening = open[name]?.popLast() { pairs[name, default: [:]][opening] = (brace, end + close.count) }
            } else if content.last != UInt8(ascii: "/") {
                open[word, default: []].append(end + close.count)
            }
            index = end + close.count
        }
        return pairs
    }

    // MARK: Liquid and Zola statements
}
