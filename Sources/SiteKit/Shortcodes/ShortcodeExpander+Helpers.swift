import Foundation
import CCmark
import Charts
import Diagnostics
import Templates

/// Links written as old sites write them (to page addresses, up the folders, from the site's root), searching, and the expander's diagnostics.
extension ShortcodeExpander {
    // MARK: Helpers

    /// A Markdown link from the site's root to an address without a file extension
    /// (`[cache](/backend/cache/)`, `[me](/about#now)`), as Hugo sites write links to their pages by
    /// their paths below content/ (a render hook or Hugo's own then finds the page and writes its
    /// URL, with the base path): the address and where it ends. Addresses that already start with
    /// the site's base path, have a query, or name a file (`/images/a.png`) are left alone, and
    /// so is any address no page answers (see `PageDirectory.sitePath(forAddress:)`).
    func pageAddressLink(at index: Int, limit: Int) -> (address: String, end: Int)? {
        // A link's destination has `](` or `]: ` before it: never at the text's first byte.
        guard index >= 2, index + 1 < limit, text[index + 1] != UInt8(ascii: "/"), text[index - 1] == UInt8(ascii: "(") || text[index - 1] == UInt8(ascii: " "),
            let end = destinationEnd(at: index, limit: limit)
        else { return nil }
        let address = String(decoding: text[index..<end], as: UTF8.self)
        return Self.mayNamePageAddress(address, basePath: environment.config.basePath) ? (address, end) : nil
    }

    /// A link to a file by a path that climbs out of the page's folder (`![](../images/a.png)`, as
    /// Typora and Obsidian write it beside a post in `content/posts/`), or out of `content/` into
    /// `static/` (`../../static/img/a.png`, so that an editor shows a Hugo post's picture): the
    /// file's address, since the page's address is not its file's place. Only when the file is
    /// there and is no page bundle's (whose files move with its page); anything else stays as written.
    func climbingFileLink(at index: Int, limit: Int) -> (url: String, end: Int)? {
        guard index + 2 < limit, text[index + 1] == UInt8(ascii: "."), text[index + 2] == UInt8(ascii: "/"),
            let locator = environment.markdown.charts.dataFiles, let end = destinationEnd(at: index, limit: limit)
        else { return nil }
        guard let file = fileDestination(index..<end), !PageFileName.isMarkdown(file.path) else { return nil }
        let folder = environment.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        // The file, from the site's folder, where it is (below content/ or static/, as the locator allows).
        guard let fromRoot = resolvedPath(file.path, from: folder), let address = publishedAddress(ofFileAt: fromRoot, locator: locator) else { return nil }
        return (address + file.rest, end)
    }

    /// A link from the site's root to a file of the site, in a site with a base path
    /// (`![chart](/images/a.png)` where the site is at `/blog/`): the file's address with the base
    /// path, as the author meant it (the old site's render wrote it without, and it led nowhere).
    /// Only when the file is in `static/` or `content/` (and no bundle's); anything else stays.
    func rootFileLink(at index: Int, limit: Int) -> (url: String, end: Int)? {
        let base = environment.config.basePath
        guard base != "/", index + 1 < limit, text[index + 1] != UInt8(ascii: "/"), let locator = environment.markdown.charts.dataFiles,
            let end = destinationEnd(at: index, limit: limit)
        else { return nil }
        guard let file = fileDestination(index..<end), !file.written.hasPrefix(base), let lastPart = file.written.split(separator: "/").last,
            lastPart.contains("."), !PageFileName.isMarkdown(file.written), let fromRoot = resolvedPath(file.path, from: ""), !fromRoot.isEmpty
        else { return nil }
        for folder in ["static", "content"] {
            if let address = publishedAddress(ofFileAt: folder + "/" + fromRoot, locator: locator) { return (address + file.rest, end) }
        }
        return nil
    }

    /// A link's destination that names a file of the site: its path as written (percent escapes
    /// kept) and decoded, and what follows the path (`#part`, `?v=2`); nil for a destination
    /// cmark would rewrite (an escape, an entity) or an address with a scheme.
    func fileDestination(_ range: Range<Int>) -> (written: String, path: String, rest: String)? {
        let destination = text[range]
        guard !destination.contains(UInt8(ascii: ":")), !destination.contains(UInt8(ascii: "\\")), !destination.contains(UInt8(ascii: "&")) else { return nil }
        let pathEnd = destination.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? range.upperBound
        let written = String(decoding: text[range.lowerBound..<pathEnd], as: UTF8.self)
        let path = written.contains("%") ? written.removingPercentEncoding ?? written : written
        return (written, path, String(decoding: text[pathEnd..<range.upperBound], as: UTF8.self))
    }

    /// The address of a file of the site by its path from the site's folder (`content/images/a.png`,
    /// `static/img/b.png`), when the locator finds a file (not a folder) there and it is no page bundle's (whose files
    /// are published in its page's folder, not at their paths); nil otherwise.
    func publishedAddress(ofFileAt fromRoot: String, locator: DataFileLocator) -> String? {
        // A folder is no file: `../other-post#part` from a bundle is an address, which the browser
        // reads from the page's, as Hugo leaves it (its folder is not published at its path).
        guard let path = locator.firstPath(of: ["/" + fromRoot]), isRegularFile(atPath: path) else { return nil }
        if let inStatic = fromRoot.below("static") { return environment.config.url(inStatic) }
        guard let inContent = fromRoot.below("content") else { return nil }
        var parts = inContent.split(separator: "/").dropLast()
        while !parts.isEmpty {
            if locator.firstPath(of: ["/content/" + parts.joined(separator: "/") + "/index.md"]) != nil { return nil }
            parts = parts.dropLast()
        }
        return environment.config.url(inContent)
    }

    /// Hugo's escaped calls inside code, shown without their comment marks (and Pelican's `{% literal … %}` as the tag it writes).
    func unescapedHugo(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        // Jekyll runs Liquid over code too: `{% raw %}` and `{% endraw %}` there, written to show Liquid, go.
        if environment.readsLiquid, bytes.contains(bytes: "raw"), let kept = Self.withoutRawTags(bytes) {
            return unescapedHugo(kept[...])
        }
        // Pelican's `{% literal notebook a.ipynb %}`, written in code to show a tag, is that tag.
        if environment.readsLiquid, bytes.contains(bytes: "{% literal ") {
            let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "{% literal ", with: "{% ")
            return unescapedHugo(Array(text.utf8)[...])
        }
        // Nearly all code has no `/*` after `{{`: one pass over the bytes, no string made.
        guard zip(bytes, bytes.dropFirst()).contains(where: { $0 == UInt8(ascii: "/") && $1 == UInt8(ascii: "*") }) else {
            return Array(bytes)
        }
        if let shown = ZolaEscapes.unescaped(bytes) { return unescapedHugo(shown[...]) }
        // A comment in code (`/* … */`) is no escaped call: the text is made only for one.
        guard bytes.contains(bytes: "{{</*") || bytes.contains(bytes: "{{%/*")
            || bytes.contains(bytes: "*/>}}") || bytes.contains(bytes: "*/%}}")
        else { return Array(bytes) }
        var text = String(decoding: bytes, as: UTF8.self)
        for (from, to) in [("{{</*", "{{<"), ("*/>}}", ">}}"), ("{{%/*", "{{%"), ("*/%}}", "%}}")] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return Array(text.utf8)
    }

    /// The bytes without Liquid's `{% raw %}` and `{% endraw %}` tags (`{%- raw -%}` too), or nil when they hold none.
    static func withoutRawTags(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        var index = bytes.startIndex
        var copied = index
        while index + 1 < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            var end = index + 2
            while end + 1 < bytes.endIndex, end - index < 40, !(bytes[end] == UInt8(ascii: "%") && bytes[end + 1] == UInt8(ascii: "}")) { end += 1 }
            guard end + 1 < bytes.endIndex, bytes[end] == UInt8(ascii: "%") else {
                index += 2
                continue
            }
            let word = String(decoding: bytes[(index + 2)..<end], as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " -\t"))
            if word == "raw" || word == "endraw" {
                out += bytes[copied..<index]
                copied = end + 2
            }
            index = end + 2
        }
        guard copied > bytes.startIndex else { return nil }
        out += bytes[copied...]
        return out
    }

    /// The first `needle` at or after `start`, ending by `limit`.
    mutating func find(_ needle: [UInt8], from start: Int, limit: Int) -> Int? {
        let found: Int?
        if let last = searches[needle], last.from <= start, last.found.map({ start <= $0 }) ?? true {
            found = last.found
        } else {
            found = text.offset(of: needle, from: start)
            searches[needle] = (start, found)
        }
        guard let found, found + needle.count <= limit else { return nil }
        return found
    }

    /// The range without spaces at either end.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isSpace(text[lower]) { lower += 1 }
        while upper > lower, isSpace(text[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// A tag's words without Liquid's whitespace-control dashes (`{%- x -%}`) and spaces.
    func liquidContent(_ range: Range<Int>) -> Range<Int> {
        var range = trimmed(range)
        if range.lowerBound < range.upperBound, text[range.lowerBound] == UInt8(ascii: "-") {
            range = trimmed(range.lowerBound + 1..<range.upperBound)
        }
        if range.lowerBound < range.upperBound, text[range.upperBound - 1] == UInt8(ascii: "-") {
            range = trimmed(range.lowerBound..<range.upperBound - 1)
        }
        return range
    }

    /// Messages a post may get from this stage; past that, one more says how many were left out.
    static let diagnosticLimit = 100

    /// False once the post has its share of messages (a hostile or broken post must not make thousands).
    mutating func reports() -> Bool {
        guard diagnostics.count < Self.diagnosticLimit else {
            if diagnostics.count == Self.diagnosticLimit {
                diagnostics.append(
                    .warning(
                        "\(environment.path) has more problems with shortcodes or Liquid tags than the \(Self.diagnosticLimit) shown; fix these and build again"
                    ))
            }
            return false
        }
        return true
    }

    mutating func error(_ message: String, at offset: Int) {
        guard reports() else {
            // The build must still fail when the message was left out.
            if !diagnostics.hasErrors { diagnostics.append(.error(message, at: positions.location(of: offset))) }
            return
        }
        diagnostics.append(positions.error(message, at: offset))
    }

    mutating func warning(_ message: String, at offset: Int) {
        guard reports() else { return }
        diagnostics.append(positions.warning(message, at: offset))
    }
}
