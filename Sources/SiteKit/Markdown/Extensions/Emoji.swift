import CCmark
import Glibc

/// `:tada:` → 🎉: an emoji called by name, as GitHub, GitHub Pages' jemoji, Hugo's
/// `enableEmoji` and Zola's `render_emoji` write them. The names are Unicode's
/// (`:partying_face:`) and GitHub's (`:+1:`, `:sweat_smile:`), from Debian's python3-emoji at
/// build time (`Plugins/EmojiNames`). Only text is read: code, URLs and raw HTML keep their
/// colons, and a name that is none (`12:30:45`, `:not_an_emoji:`) stays as written.
/// LoveIt's Font Awesome icons, `:(fab fa-github):`, and Material for MkDocs' (`:material-check:`,
/// `:octicons-clock-24:`) are read here too (`IconLabel`).
enum Emoji {
    /// Bytes a text holds when it may call one.
    static let signs: [StaticString] = [":"]

    /// Every name and its emoji, read once from the generated lines.
    static let characters: [String: String] = {
        var table: [String: String] = [:]
        let text = emojiNameLines.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        for line in text.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            table[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        return table
    }()

    /// The longest name, in bytes: a colon further on closes no name.
    private static let longestName = 80

    static func apply(in document: OpaquePointer) {
        let texts = MarkdownTree.nodes(in: document) { node in
            guard MarkdownTree.type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) else { return false }
            // Two colons at the least: one text in a hundred holds even one.
            guard let first = strchr(literal, Int32(UInt8(ascii: ":"))), strchr(first + 1, Int32(UInt8(ascii: ":"))) != nil else { return false }
            // An address written out (an autolink's text) keeps its colons.
            return strstr(literal, "://") == nil
        }
        for node in texts {
            let text = MarkdownTree.literal(node)
            if let replaced = withEmoji(text) { _ = cmark_node_set_literal(node, replaced) }
        }
    }

    /// `text` with each `:name:` that names an emoji replaced, or nil when it calls none.
    static func withEmoji(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: ":"), index == 0 || !isWordByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            if let icon = icon(in: bytes, at: index) {
                // Left out with the space that parts it from the words, or shown as the brand's name.
                var start = index, end = icon.end
                if icon.label == nil {
                    if end < bytes.count, bytes[end] == UInt8(ascii: " "), start == 0 || bytes[start - 1] == UInt8(ascii: " ") {
                        end += 1
                    } else if start > copied, bytes[start - 1] == UInt8(ascii: " ") {
                        start -= 1
                    }
                }
                out += bytes[copied..<start]
                out += (icon.label ?? "").utf8
                copied = end
                index = end
                continue
            }
            var end = index + 1
            while end < bytes.count, end - index <= longestName, bytes[end] != UInt8(ascii: ":"), bytes[end] > 32 { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ":"), end > index + 1,
                end + 1 == bytes.count || !isWordByte(bytes[end + 1]),
                let character = characters[String(decoding: bytes[(index + 1)..<end], as: UTF8.self)]
            else {
                index += 1
                continue
            }
            out += bytes[copied..<index]
            out += character.utf8
            copied = end + 1
            index = end + 1
        }
        guard copied > 0 else { return nil }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// LoveIt's icon, `:(fas fa-check fa-fw):`, at `index`: where it ends, and the brand's name it
    /// shows (`IconLabel`), nil for any other icon.
    private static func icon(in bytes: [UInt8], at index: Int) -> (end: Int, label: String?)? {
        if let icon = materialIcon(in: bytes, at: index) { return icon }
        guard index + 6 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") else { return nil }
        var close = index + 2
        while close + 1 < bytes.count, close - index <= longestName, bytes[close] != UInt8(ascii: ")") { close += 1 }
        guard close + 1 < bytes.count, bytes[close] == UInt8(ascii: ")"), bytes[close + 1] == UInt8(ascii: ":") else { return nil }
        let classes = String(decoding: bytes[(index + 2)..<close], as: UTF8.self)
        guard classes.split(separator: " ").contains(where: { $0.hasPrefix("fa-") }),
            classes.utf8.allSatisfy({ isWordByte($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: " ") })
        else { return nil }
        let beside = String(decoding: bytes[..<index] + bytes[(close + 2)...], as: UTF8.self)
        return (close + 2, IconLabel.label(forClasses: classes[...], beside: beside))
    }

    /// Material for MkDocs' icons, `:material-check:`, `:octicons-clock-24:`,
    /// `:fontawesome-brands-github:`, `:simple-python:`, with the attribute list that may follow
    /// (`{ .lg .middle }`, `{ style="color: #EE0F0F" }`): where it ends, and what it shows without
    /// the icon font (a yes or no mark, a brand's name alone in a link), as LoveIt's.
    private static func materialIcon(in bytes: [UInt8], at index: Int) -> (end: Int, label: String?)? {
        let sets: [(prefix: String, classes: (String) -> String)] = [
            ("material-", { "fa-" + $0 }), ("fontawesome-brands-", { "fab fa-" + $0 }), ("fontawesome-solid-", { "fas fa-" + $0 }),
            ("fontawesome-regular-", { "far fa-" + $0 }), ("simple-", { "fab fa-" + $0 }),
            ("octicons-", { "fa-" + ($0.split(separator: "-").last.map { Int($0) != nil } == true ? $0.split(separator: "-").dropLast().joined(separator: "-") : $0) }),
        ]
        guard index + 4 < bytes.count, bytes[index + 1] >= UInt8(ascii: "a"), bytes[index + 1] <= UInt8(ascii: "s") else { return nil }
        var close = index + 1
        while close < bytes.count, close - index <= longestName, isWordByte(bytes[close]) || bytes[close] == UInt8(ascii: "-") { close += 1 }
        guard close < bytes.count, bytes[close] == UInt8(ascii: ":") else { return nil }
        let name = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
        guard let set = sets.first(where: { name.hasPrefix($0.prefix) && name.count > $0.prefix.count }) else { return nil }
        var end = close + 1
        if end < bytes.count, bytes[end] == UInt8(ascii: "{"), let brace = bytes[end...].prefix(200).firstIndex(of: UInt8(ascii: "}")) { end = brace + 1 }
        let beside = String(decoding: bytes[..<index] + bytes[end...], as: UTF8.self)
        return (end, IconLabel.label(forClasses: Substring(set.classes(String(name.dropFirst(set.prefix.count)))), beside: beside))
    }

    /// An ASCII letter or digit, which a name's colon may not touch (`a:b:c`, `12:30:45`).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
    }
}
