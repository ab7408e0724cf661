import CCmark

/// GFM task lists: a list item whose text starts with `[ ]` or `[x]` gets a disabled checkbox,
/// which tells assistive technology whether it is checked. Unlike cmark-gfm's markup, the box
/// and the item's first paragraph are wrapped in a `<label>`, so the box has a name.
enum TaskLists {
    /// Bytes a text holds when it may have a task box.
    static let signs: [StaticString] = ["[ ]", "[x]", "[X]"]

    static func mark(in document: OpaquePointer) {
        let items = MarkdownTree.blocks(in: document) { MarkdownTree.type($0) == CMARK_NODE_ITEM }
        for item in items {
            guard let paragraph = cmark_node_first_child(item), MarkdownTree.type(paragraph) == CMARK_NODE_PARAGRAPH,
                let text = cmark_node_first_child(paragraph), MarkdownTree.type(text) == CMARK_NODE_TEXT
            else { continue }
            let literal = MarkdownTree.literal(text)
            let utf8 = Array(literal.utf8.prefix(4))
            guard utf8.count >= 3, utf8[0] == UInt8(ascii: "["), utf8[2] == UInt8(ascii: "]") else { continue }
            let checked: Bool
            switch utf8[1] {
            case UInt8(ascii: " "): checked = false
            case UInt8(ascii: "x"), UInt8(ascii: "X"): checked = true
            default: continue
            }
            // "[x]" alone, or followed by a space: "[x]y" is text.
            guard utf8.count == 3 || utf8[3] == UInt8(ascii: " ") else { continue }
            let box = checked ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" />" : "<input type=\"checkbox\" disabled=\"\" />"
            // The item's words label the box, so a screen reader hears "open, checkbox, not checked".
            let label = MarkdownTree.markup("<label>" + box, exit: "</label>")
            let rest = String(literal.utf8.dropFirst(3))!
            cmark_node_insert_before(text, label)
            if !rest.isEmpty { cmark_node_insert_before(text, MarkdownTree.text(rest)) }
            cmark_node_unlink(text)
            cmark_node_free(text)
            while let next = cmark_node_next(label) {
                cmark_node_unlink(next)
                cmark_node_append_child(label, next)
            }
        }
    }
}
