import CCmark
import Foundation

/// Gives every heading an id, GitHub's way (`## Data & methods` → `data--methods`, repeats
/// `-1`, `-2`) or the writer's own (`## Methods {#how}`, Hugo's and kramdown's syntax), and makes
/// its text a link to itself, so a reader can copy a link to the section. A screen reader hears
/// the heading's own words as the link's name. The h2 and h3 headings come back for a table of
/// contents.
enum HeadingIDs {
    /// - Parameters:
    ///   - attributes: headings' kramdown attribute lists (`{: .no_toc}` keeps one out of the contents).
    ///   - placeholders: what each shortcode placeholder reads as (a formula's TeX), for the ids and the contents.
    /// `id` with the first number after `start` that makes an id `isTaken` says no heading has
    /// (`a-1`, `a-2`, …), and that number.
    static func numbered(_ id: String, after start: Int, isTaken: (String) -> Bool) -> (id: String, number: Int) {
        var number = start
        var numbered: String
        repeat {
            number += 1
            numbered = id + "-" + String(number)
        } while isTaken(numbered)
        return (numbered, number)
    }

    static func assign(
        in document: OpaquePointer, attributes: [OpaquePointer: KramdownAttributes.Attributes] = [:], placeholders: [String] = []
    ) -> [ContentsEntry] {
        let headings = MarkdownTree.blocks(in: document) { MarkdownTree.type($0) == CMARK_NODE_HEADING }
        // A post has a handful of headings: a list searched in order beats hashing every id.
        var used: [(id: String, repeats: Int)] = []
        var contents: [ContentsEntry] = []
        for heading in headings {
            let listed = attributes[heading]
            let custom = customID(of: heading) ?? listed?.id
            let (words, holdsLink) = MarkdownTree.plainText(of: heading)
            // A formula in a heading (`## The case $n = 1$`) reads as its TeX: GitHub's id `the-case-n--1`, not markup.
            let text = ShortcodeExpansion.replacingPlaceholders(in: words, with: placeholders).trimmingSpaces()
            var id = custom ?? slug(text)
            if id.isEmpty { id = "section" }
            if let seen = used.firstIndex(where: { $0.id == id }) {
                // A repeat gets the next number whose id no heading has yet ("A", "A-1", "A" → a, a-1, a-2);
                // a writer's own id is theirs to repeat.
                if custom == nil {
                    let next = numbered(id, after: used[seen].repeats) { candidate in used.contains { $0.id == candidate } }
                    used[seen].repeats = next.number
                    id = next.id
                    used.append((id, 0))
                }
            } else {
                used.append((id, 0))
            }
            let level = Int(cmark_node_get_heading_level(heading))
            // kramdown's `.no_toc` and Pandoc's `.unlisted` keep a heading out of the contents.
            if level == 2 || level == 3, listed?.classes.contains("no_toc") != true, listed?.classes.contains("unlisted") != true {
                // A formula keeps its place in the contents, typeset when the placeholders are filled in.
                let markup = text == words.trimmingSpaces() ? nil : words.trimmingSpaces().xmlEscaped
                contents.append(ContentsEntry(level: level, id: id, text: text, markup: markup))
            }
            // A slug holds only letters, digits, `-` and `_`: only a writer's own id can need escaping.
            let escaped = custom == nil ? id : id.xmlEscaped
            // The tags go in an inline part: a block puts line breaks after its opening tag and before its closing one.
            // A heading that holds a link of its own keeps it, with only the id: links cannot nest.
            let block = MarkdownTree.block("")
            let linked = !holdsLink && listed?.hasAnchor != false
            let inline = MarkdownTree.markup(
                opening(level: level, id: escaped, linked: linked, attributes: listed), exit: linked ? closings[level].linked : closings[level].plain)
            MarkdownTree.moveChildren(of: heading, to: inline)
            cmark_node_append_child(block, inline)
            MarkdownTree.replace(heading, with: block)
        }
        return contents
    }

    /// `<h2 id="x">`, or `<h2 id="x"><a class="heading-link" href="#x">`, written as bytes in one
    /// allocation (a `String` append costs hundreds of instructions each).
    private static func opening(level: Int, id: String, linked: Bool, attributes: KramdownAttributes.Attributes? = nil) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 * id.utf8.count + 56)
        bytes += "<h".utf8
        bytes.append(UInt8(ascii: "0") + UInt8(level))
        bytes += " id=\"".utf8
        bytes += id.utf8
        bytes += "\"".utf8
        // The classes and the rest of a kramdown list follow the id, written already.
        if var attributes {
            attributes.id = nil
            bytes += attributes.html.utf8
        }
        if linked {
            bytes += "><a class=\"heading-link\" href=\"#".utf8
            bytes += id.utf8
            bytes += "\"".utf8
        }
        bytes += ">".utf8
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let closings = (0...6).map { (plain: "</h\($0)>", linked: "</a></h\($0)>") }

    /// GitHub's heading slug: lowercase; letters, digits, `-` and `_` kept; spaces become `-`; the rest dropped.
    static func slug(_ text: String) -> String {
        var text = text
        let ascii: String? = text.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            // ASCII, as most headings are: bytes, not characters.
            return String(unsafeUninitializedCapacity: utf8.count) { bytes in
                var count = 0
                for byte in utf8 {
                    switch byte {
                    case UInt8(ascii: " "): bytes[count] = UInt8(ascii: "-")
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes[count] = byte + 32
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
                        UInt8(ascii: "_"):
                        bytes[count] = byte
                    default: continue
                    }
                    count += 1
                }
                return count
            }
        }
        if let ascii { return ascii }
        var slug = ""
        for character in text.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
                slug.append(character)
            }
        }
        return slug
    }

    /// `{#id}` at the end of the heading's text, removed from it.
    private static func customID(of heading: OpaquePointer) -> String? {
        MarkdownTree.takeTrailingBraces(of: heading, opening: "{#") { braces in
            let id = braces.dropFirst(2).dropLast()
            guard !id.isEmpty, id.allSatisfy({ !$0.isWhitespace && $0 != "{" && $0 != "}" && $0 != "\"" }) else { return nil }
            return String(id)
        }
    }
}
