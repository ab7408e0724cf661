/// `markdown: { math_macros: … }` in `site.yml`: TeX macros every page's formulas know, written
/// as MathJax's and KaTeX's configurations write theirs, a name and its body, or the body and
/// how many arguments it takes:
///
///     markdown:
///       math_macros:
///         RR: '\mathbb{R}'
///         norm: ['\left\lVert #1 \right\rVert', 1]
enum TeXMacroSetting {
    /// The macros by name; a wrong entry is an error at its place that says how to write one.
    static func read(_ node: YAMLNode, reader: inout YAMLFieldReader) -> [String: TeXPage.Macro] {
        guard let entries = node.mappingEntries else {
            if !node.isNull { reader.error("'markdown.math_macros' must be a mapping of names to TeX, e.g. math_macros: {RR: '\\mathbb{R}'}", at: node) }
            return [:]
        }
        var macros: [String: TeXPage.Macro] = [:]
        for (written, keyNode, value) in entries {
            // KaTeX's keys carry the backslash (`"\\RR"`), MathJax's do not.
            let name = String(written.drop { $0 == "\\" })
            guard isName(name) else {
                reader.error("'\(written.shortenedForMessage())' is no TeX command name: write letters only, e.g. RR for \\RR", at: keyNode)
                continue
            }
            var body: String?
            var parameterCount = 0
            if let text = value.scalarText {
                body = text
            } else if case .sequence(let items) = value.value, (1...2).contains(items.count), let text = items[0].scalarText {
                body = text
                if items.count == 2 {
                    guard let count = items[1].scalarText.flatMap({ Int($0) }), (0...9).contains(count) else {
                        reader.error("a macro takes 0 to 9 arguments, written as a number: \(name): ['\\frac{#1}{2}', 1]", at: items[1])
                        continue
                    }
                    parameterCount = count
                }
            }
            guard let body, !body.isEmpty else {
                reader.error("write the macro's TeX, in single quotes so that each backslash stays one: \(name): '\\mathbb{R}', or with its arguments: \(name): ['\\frac{#1}{2}', 1]", at: value)
                continue
            }
            macros[name] = TeXPage.Macro(parameterCount: parameterCount, body: TeXToken.tokens(of: body))
        }
        return macros
    }

    /// A TeX control word's name: letters only (`RR`, `norm`).
    static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }
}
