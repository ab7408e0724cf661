import Foundation
import CCmark
import Charts
import Diagnostics
import Templates

/// Links in the text to the site's own files and pages, turned into their published addresses.
extension ShortcodeExpander {
    /// Where a link's destination that starts at `index` ends, when one does: after `](` (an inline
    /// link) or `]: ` (a link definition), up to a blank or `)`; or inside the quotes of a raw HTML
    /// `href="…"` or `src="…"` (as Eleventy and Pelican follow those too), up to the closing quote.
    func destinationEnd(at index: Int, limit: Int) -> Int? {
        guard index >= 2, index < limit else { return nil }
        let quote = text[index - 1]
        if quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\""), text[index - 2] == UInt8(ascii: "="),
            isAttribute(["href", "src"], endingAt: index - 2)
        {
            var end = index
            while end < limit, text[end] != quote, text[end] > 0x20 { end += 1 }
            return end < limit && text[end] == quote ? end : nil
        }
        let inDestination = text[index - 1] == UInt8(ascii: "(") && text[index - 2] == UInt8(ascii: "]")
        let inDefinition = text[index - 1] == UInt8(ascii: " ") && index >= 3 && text[index - 2] == UInt8(ascii: ":") && text[index - 3] == UInt8(ascii: "]")
        guard inDestination || inDefinition else { return nil }
        var end = index
        while end < limit, text[end] > 0x20, text[end] != UInt8(ascii: ")") { end += 1 }
        return end
    }

    /// Whether the text just before `end` is one of `names` as an attribute's name (after a blank, any case).
    func isAttribute(_ names: [String], endingAt end: Int) -> Bool {
        names.contains { name in
            let start = end - name.utf8.count
            guard start >= 1, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: "\n") || text[start - 1] == UInt8(ascii: "\t") else { return false }
            return zip(text[start..<end], name.utf8).allSatisfy { $0 | 0x20 == $1 }
        }
    }

    /// A link to another Markdown file by its path from this one (`[b](b.md)`, `[about](../about.md#me)`),
    /// as GitHub and Obsidian follow it, or from `content/` after a slash (`/blog/a.md`, as Eleventy
    /// follows it): the target below `content/`, the link as written, and where it ends. Addresses
    /// (`https://…/a.md`) are left alone; a path that climbs out of `content/` is too, with a warning.
    /// A file's name with blanks is written percent-encoded (`My%20Notes/index.md`) or in angle
    /// brackets (`<My Notes/index.md>`), as editors and VitePress sites write it: the file's name is read.
    mutating func markdownFileLink(at index: Int, limit: Int) -> (target: String, written: String, end: Int)? {
        guard index < limit, text[index] != UInt8(ascii: "#") else { return nil }
        let start: Int
        let end: Int
        if text[index] == UInt8(ascii: "<") {
            guard index >= 2, text[index - 1] == UInt8(ascii: "("), text[index - 2] == UInt8(ascii: "]"),
                let close = text[(index + 1)..<limit].firstIndex(where: { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\n") }),
                text[close] == UInt8(ascii: ">")
            else { return nil }
            (start, end) = (index + 1, close)
        } else {
            guard let destinationEnd = destinationEnd(at: index, limit: limit) else { return nil }
            (start, end) = (index, destinationEnd)
        }
        let pathEnd = text[start..<end].firstIndex(of: UInt8(ascii: "#")) ?? end
        // A scheme (`https:`, `mailto:`) makes it an address.
        guard !text[start..<pathEnd].contains(UInt8(ascii: ":")) else { return nil }
        let written = String(decoding: text[start..<pathEnd], as: UTF8.self)
        let path = written.contains("%") ? written.removingPercentEncoding ?? written : written
        guard PageFileName.isMarkdown(path) else { return nil }
        let fragment = String(decoding: text[pathEnd..<end], as: UTF8.self)
        guard !path.hasPrefix("//") else { return nil }
        guard let target = pathBelowContent(path[...], fromTheFilesFolder: !path.hasPrefix("/")) else {
            warnOfLinkOutOfContent(path, at: index)
            return nil
        }
        let after = start == index ? end : end + 1
        return (target + fragment, String(decoding: text[index..<after], as: UTF8.self), after)
    }

    /// A path a link names as a path below `content/`: from this file's folder there
    /// (`content/posts/a.md` → `posts`) or from `content/` itself; nil when `..` climbs out of it.
    func pathBelowContent(_ written: Substring, fromTheFilesFolder: Bool) -> String? {
        var folder: [Substring] = []
        if fromTheFilesFolder {
            folder = environment.path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            if folder.first == "content" { folder.removeFirst() }
        }
        return resolvedPath(written, from: folder.joined(separator: "/"))
    }

    /// A link to a file by a path whose `..` climbs out of `content/`: no page or file of the site is
    /// there, so the link is left as written and leads nowhere on the built site.
    mutating func warnOfLinkOutOfContent(_ written: String, at offset: Int) {
        warning(
            "the link to '\(written.shortenedForMessage(limit: 80))' climbs out of content/, where no page or file of the site is, so it leads nowhere; link a file below content/ (fewer ../) or an address",
            at: offset)
    }

    /// Pelican's links to the site's own files, as a link's destination: `{filename}/articles/a.md`
    /// (a page, by its file: from `content/` after a slash, else from this file's folder), and
    /// `{static}/images/a.png` or `{attach}` (a file, at its address); Pelican 3's `|filename|` too.
    mutating func pelicanLink(at index: Int, limit: Int) -> (page: String?, url: String, written: String, end: Int)? {
        guard let end = destinationEnd(at: index, limit: limit) else { return nil }
        let written = String(decoding: text[index..<end], as: UTF8.self)
        guard let marker = ["{filename}", "{static}", "{attach}", "|filename|", "|static|", "|attach|"].first(where: written.hasPrefix) else { return nil }
        var rest = written.dropFirst(marker.count)
        var fragment = ""
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[hash...])
            rest = rest[..<hash]
        }
        guard let path = pathBelowContent(rest, fromTheFilesFolder: !rest.hasPrefix("/")) else {
            warnOfLinkOutOfContent(written, at: index)
            return nil
        }
        let isPage = marker.contains("filename") && (PageFileName.isMarkdown(path) || path.hasSuffix(".ipynb"))
        return (isPage ? path + fragment : nil, liquidOutput.relativeURL("/" + path) + fragment, written, end)
    }

    /// Whether a link's destination or a parameter's value may be a page's address from the site's
    /// root: `/about/`, `/about#now`; not `//host/x`, a file (`/img/a.png`), one cmark would rewrite
    /// (an escape, an entity), a query, a scheme, or an address with the base path already.
    static func mayNamePageAddress(_ written: String, basePath: String) -> Bool {
        guard written.hasPrefix("/"), !written.hasPrefix("//"), !written.contains(where: { "\\&?:".contains($0) }) else { return false }
        let path = written.prefix { $0 != "#" }
        guard !(path.split(separator: "/", omittingEmptySubsequences: false).last?.contains(".") ?? false) else { return false }
        return basePath == "/" || !written.hasPrefix(basePath)
    }

    /// Zola's link to a page by its file below `content/` (`@/blog/a.md#part`), as a link's
    /// destination (`[text](@/blog/a.md)`) or a link definition's (`[a]: @/blog/a.md`): the target
    /// after `@/`, and where the destination ends.
    func internalLink(at index: Int, limit: Int) -> (target: String, end: Int)? {
        guard index + 2 < limit, text[index + 1] == UInt8(ascii: "/"), let end = destinationEnd(at: index, limit: limit), end > index + 2 else {
            return nil
        }
        return (String(decoding: text[(index + 2)..<end], as: UTF8.self), end)
    }

    /// A marker for a link to another page, resolved once every page is read.
    mutating func reference(
        to target: String, form: PageReference.Form, at offset: Int, fallback: String? = nil, quietly: Bool = false, besideThePage: Bool = false,
        namesAnAddress: Bool = false
    ) -> String {
        references.append(
            PageReference(
                target: target, form: form, location: positions.location(of: offset), excerpt: positions.excerpt(at: offset),
                fallback: fallback, fallsBackQuietly: quietly, looksBesideThePage: besideThePage, namesAnAddress: namesAnAddress))
        return PageReference.marker(references.count - 1)
    }
}
