import CCmark
import Foundation

/// GFM strikethrough: `~~text~~` or `~text~` becomes `<del>`. Runs of one or two tildes open
/// when left-flanking and close when right-flanking, and a closer matches only an opener of
/// its own length, within one run of inlines.
enum Strikethrough {
    /// Bytes a text holds when it may strike something through.
    static let signs: [StaticString] = ["~"]

    static func apply(in document: OpaquePointer) {
        let texts = MarkdownTree.nodes(in: document) { node in
            MarkdownTree.type(node) == CMARK_NODE_TEXT && cmark_node_get_literal(node).map { strchr($0, 126) != nil } == true
        }
        // Each parent once: its inlines are matched together.
        var parents: [OpaquePointer] = []
        for text in texts {
            if let parent = cmark_node_parent(text), !parents.contains(parent) { parents.append(parent) }
        }
        for parent in parents { match(in: parent) }
    }

    private struct Run {
        var node: OpaquePointer
        var length: Int
        var canOpen: Bool
        var canClose: Bool
    }

    private static func match(in parent: OpaquePointer) {
        var runs: [Run] = []
        for child in MarkdownTree.children(of: parent) where MarkdownTree.type(child) == CMARK_NODE_TEXT {
            runs += split(child)
        }
        // One stack per run length, each run with its place in the text: a closer takes the top of
        // its own stack, and openers of the other length after that one are closed over. Linear,
        // however many unmatched tildes a text has.
        var openers: [[(run: Run, order: Int)]] = [[], []]
        for (order, run) in runs.enumerated() {
            let own = run.length - 1
            if run.canClose, let opener = openers[own].popLast() {
                let other = 1 - own
                while let last = openers[other].last, last.order > opener.order { openers[other].removeLast() }
                wrap(from: opener.run.node, to: run.node)
            } else if run.canOpen {
                openers[own].append((run, order))
            }
        }
    }

    /// Cuts a text node at its tilde runs of length 1 or 2; each run becomes a text node of its own.
    private static func split(_ node: OpaquePointer) -> [Run] {
        let text = Array(MarkdownTree.literal(node).unicodeScalars)
        guard text.contains("~") else { return [] }
        let before = neighbour(of: node, after: false)
        let after = neighbour(of: node, after: true)
        var pieces: [OpaquePointer] = []
        var runs: [Run] = []
        var plain = String.UnicodeScalarView()
        var index = 0
        while index < text.count {
            guard text[index] == "~" else {
                plain.append(text[index])
                index += 1
                continue
            }
            var end = index
            while end < text.count, text[end] == "~" { end += 1 }
            let length = end - index
            if length <= 2 {
                let previous = index > 0 ? Character(text[index - 1]) : before
                let next = end < text.count ? Character(text[end]) : after
                let left = !isSpace(next) && (!isPunctuation(next) || isSpace(previous) || isPunctuation(previous))
                let right = !isSpace(previous) && (!isPunctuation(previous) || isSpace(next) || isPunctuation(next))
                if left || right {
                    if !plain.isEmpty { pieces.append(MarkdownTree.text(String(plain))) }
                    plain = .init()
                    let marker = MarkdownTree.text(String(repeating: "~", count: length))
                    pieces.append(marker)
                    runs.append(Run(node: marker, length: length, canOpen: left, canClose: right))
                    index = end
                    continue
                }
            }
            plain.append(contentsOf: text[index..<end])
            index = end
        }
        guard !runs.isEmpty else { return [] }
        if !plain.isEmpty { pieces.append(MarkdownTree.text(String(plain))) }
        MarkdownTree.replace(node, with: pieces)
        return runs
    }

    /// What stands next to a text node for the flanking rules: a space at either end of the run of
    /// inlines, a letter where another inline (emphasis, code) is.
    private static func neighbour(of node: OpaquePointer, after: Bool) -> Character {
        guard let other = after ? cmark_node_next(node) : cmark_node_previous(node) else { return " " }
        switch MarkdownTree.type(other) {
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: return " "
        case CMARK_NODE_TEXT:
            let literal = MarkdownTree.literal(other)
            return (after ? literal.first : literal.last) ?? "a"
        default: return "a"
        }
    }

    private static func isSpace(_ character: Character) -> Bool { character.isWhitespace }
    private static func isPunctuation(_ character: Character) -> Bool {
        character.isPunctuation || character.isSymbol
    }

    /// Puts everything between two markers into a `<del>` and removes the markers.
    private static func wrap(from opener: OpaquePointer, to closer: OpaquePointer) {
        let deleted = MarkdownTree.markup("<del>", exit: "</del>")
        cmark_node_insert_before(opener, deleted)
        var node = cmark_node_next(opener)
        while let current = node, current != closer {
            node = cmark_node_next(current)
            cmark_node_unlink(current)
            cmark_node_append_child(deleted, current)
        }
        for marker in [opener, closer] {
            cmark_node_unlink(marker)
            cmark_node_free(marker)
        }
    }
}
