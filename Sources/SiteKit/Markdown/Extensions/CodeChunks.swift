import CCmark

/// R Markdown's and Quarto's code chunks, as their posts hold them before (or without) running:
/// ```` ```{r label, echo=FALSE} ```` or ```` ```{python} ```` with `#| echo: false` option lines,
/// and the ```` ```{.r .cell-code} ```` blocks of Quarto's frozen output (whose ```` ```{=html} ````
/// blocks are raw HTML). Each becomes a code block
/// in its language, without its option lines, for the highlighting pass; a chunk that asks not to
/// show its code (`echo` or `include` false) is left out, as knitr and Quarto leave it out.
enum CodeChunks {
    static let signs: [StaticString] = ["```{", "~~~{"]

    static func apply(in document: OpaquePointer) {
        let blocks = MarkdownTree.blocks(in: document) { node in
            MarkdownTree.type(node) == CMARK_NODE_CODE_BLOCK && cmark_node_get_fence_info(node).map { $0.pointee == UInt8(ascii: "{") } == true
        }
        for block in blocks {
            let info = String(cString: cmark_node_get_fence_info(block))
            // Pandoc's raw block (```{=html}, as Quarto writes a widget): HTML as it is, where raw HTML may be; another format's, nothing.
            if info.trimmingSpaces().hasPrefix("{=") {
                if info.trimmingSpaces() == "{=html}", let raw = cmark_node_new(CMARK_NODE_HTML_BLOCK) {
                    cmark_node_set_literal(raw, MarkdownTree.literal(block))
                    MarkdownTree.replace(block, with: raw)
                } else {
                    cmark_node_unlink(block)
                    cmark_node_free(block)
                }
                continue
            }
            guard let chunk = Chunk(info: info, code: MarkdownTree.literal(block)) else { continue }
            if chunk.hidesCode {
                cmark_node_unlink(block)
                cmark_node_free(block)
                continue
            }
            cmark_node_set_fence_info(block, chunk.language)
            cmark_node_set_literal(block, chunk.code)
        }
    }

    struct Chunk: Equatable {
        var language: String
        var code: String
        var hidesCode: Bool

        /// `{r label, echo=FALSE}` or `{.python .cell-code}` with the block's code; nil for another info string.
        init?(info: String, code: String) {
            let trimmed = info.trimmingSpaces()
            guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}") else { return nil }
            let inner = trimmed.dropFirst().dropLast()
            let words = inner.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
            guard let first = words.first else { return nil }
            // `{.r .cell-code}`: the first class names the language.
            let name = first.hasPrefix(".") ? first.dropFirst() : first
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "+" }) else { return nil }
            language = name.lowercased()
            // knitr's options in the braces (`echo=FALSE`, `include = F`) and Quarto's `#|` lines.
            var options: [String: String] = [:]
            for part in inner.split(separator: ",").dropFirst() {
                let pair = part.split(separator: "=", maxSplits: 1)
                if pair.count == 2 { options[pair[0].trimmingSpaces().lowercased()] = pair[1].trimmingSpaces().lowercased() }
            }
            var lines: [Substring] = []
            for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingSpaces()
                if trimmed.hasPrefix("#|") {
                    let option = trimmed.dropFirst(2)
                    let pair = option.split(maxSplits: 1, whereSeparator: { $0 == ":" || $0 == "=" })
                    if pair.count == 2 {
                        options[pair[0].trimmingSpaces().lowercased()] = pair[1].trimmingSpaces().lowercased().trimmingCharacters(in: [",", "\"", "'"])
                    }
                    continue
                }
                lines.append(line)
            }
            self.code = lines.joined(separator: "\n")
            let isFalse: (String?) -> Bool = { value in ["false", "f", "no"].contains(value ?? "") }
            hidesCode = isFalse(options["echo"]) || isFalse(options["include"])
        }
    }
}
