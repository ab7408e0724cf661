import CTOML

extension FrontMatterFormat {
    /// `+++` … `+++`, as Hugo and Zola write it, read by toml++.
    static let toml = FrontMatterFormat(
        name: "TOML", hint: "check the quotes, and that each line is key = value",
        delimiters: .fence("+++", alsoClosing: nil), parse: { text throws(ParseProblem) in try parseTOML(text) })
}

/// Parses a TOML text into the tree every front-matter format reads into: strings are quoted
/// scalars, numbers, booleans and dates plain ones in TOML's spelling (`2019-03-05T10:00:00+01:00`).
func parseTOML(_ text: String) throws(ParseProblem) -> YAMLNode? {
    var text = text
    let outcome: Result<YAMLNode?, ParseProblem> = text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { chars in
            var result = site_toml_parse(chars.baseAddress, chars.count)
            defer { site_toml_free(&result) }
            if let error = result.error {
                return .failure(
                    ParseProblem(
                        message: String(cString: error), line: max(1, Int(result.error_line)),
                        column: max(1, Int(result.error_column))))
            }
            let nodes = UnsafeBufferPointer(start: result.nodes, count: result.count)
            var position = 0
            let root = tree(at: &position, in: nodes).node
            return .success(root.mappingEntries?.isEmpty == true ? nil : root)
        }
    }
    return try outcome.get()
}

/// The node at `position` with its children (which follow it), its key and the key's place; moves past them.
private func tree(at position: inout Int, in nodes: UnsafeBufferPointer<site_toml_node>)
    -> (node: YAMLNode, key: YAMLNode?)
{
    let flat = nodes[position]
    position += 1
    var key: YAMLNode?
    if let name = flat.key {
        key = YAMLNode(
            value: .scalar(String(cString: name), quoted: true), line: max(1, Int(flat.key_line)),
            column: max(1, Int(flat.key_column)))
    }
    // Tables made by a header (`[params]`) carry no place of their own; their key's will do.
    let line = flat.line > 0 ? Int(flat.line) : key?.line ?? 1
    let column = flat.line > 0 ? Int(flat.column) : key?.column ?? 1
    let value: YAMLNode.Value
    switch flat.kind {
    case SITE_TOML_TABLE:
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        for _ in 0..<flat.children {
            let child = tree(at: &position, in: nodes)
            pairs.append((child.key ?? YAMLNode(value: .scalar("", quoted: true), line: line, column: column), child.node))
        }
        value = .mapping(pairs)
    case SITE_TOML_ARRAY:
        var items: [YAMLNode] = []
        for _ in 0..<flat.children { items.append(tree(at: &position, in: nodes).node) }
        value = .sequence(items)
    case SITE_TOML_STRING:
        value = .scalar(flat.text.map { String(cString: $0) } ?? "", quoted: true)
    default:
        value = .scalar(flat.text.map { String(cString: $0) } ?? "", quoted: false)
    }
    return (YAMLNode(value: value, line: line, column: column), key)
}
