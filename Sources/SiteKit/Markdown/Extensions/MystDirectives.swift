/// MyST Markdown's directives and roles, as Jupyter Book, mystmd and Sphinx's MyST-Parser posts
/// write them, read as this site's own constructs before the shortcodes are expanded:
///
///     ```{note} Title               a callout of that kind (`:class: dropdown` folds it);
///     :class: dropdown              `{admonition} Title` takes its kind from `:class:`
///     Text.
///     ```
///     ```{code-cell} ipython3       fenced code in its language (`:linenos:`, `:emphasize-lines:`,
///     import pandas as pd           `:caption:` as the code's options)
///     ```
///     ```{figure} images/a.png      the picture, its caption under it (`:alt:` its text)
///     The caption.
///     ```
///     {math}`x^2`, {sub}`2`, {abbr}`CSS (Cascading Style Sheets)`, {doc}`the post <other>`
///
/// `{math}` is display math, `{image}` a picture, `{tab-set}`/`{tab-item}` the theme's tabs,
/// `{include}` the file it names (`{literalinclude}` as code); navigation directives (`{toctree}`, `{tableofcontents}`,
/// ABlog's `{postlist}`) are left out, and those that set text apart (`{margin}`, `{card}`,
/// `{div}`) are a `<div>` of their name, so their text shows; fences of other names (R Markdown's
/// ```` ```{r} ````) are left to what reads them. Colon fences (`:::{note}`) are read as backtick fences are. Each directive keeps
/// its lines, so diagnostics below it point where the writer wrote; code is left alone.
enum MystDirectives {
    /// Whether the text may hold a directive or a role: one look for each opening.
    static func mayHold(_ text: String) -> Bool {
        text.utf8Offset(of: "```{", from: 0) != nil || text.utf8Offset(of: ":::{", from: 0) != nil || text.utf8Offset(of: "~~~{", from: 0) != nil
            || text.utf8Offset(of: "}`", from: 0) != nil
    }

    /// The text with each directive and role as this site says it; without the theme's tabs, a
    /// `{tab-item}` is a callout of its title.
    static func rewritten(_ text: String, themeHasTabs: Bool = true) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let out = rewritten(lines, tabs: themeHasTabs)
        let joined = out.joined(separator: "\n")
        return joined == text ? text : joined
    }

    /// The callout kinds MyST names (Sphinx's), as the theme's.
    private static let calloutKinds: [String: (kind: String, title: String?)] = [
        "note": ("note", nil), "tip": ("tip", nil), "hint": ("tip", "Hint"), "important": ("important", nil), "warning": ("warning", nil),
        "caution": ("caution", nil), "attention": ("warning", "Attention"), "danger": ("danger", nil), "error": ("danger", "Error"),
        "seealso": ("note", "See also"), "admonition": ("note", nil), "dropdown": ("note", nil),
    ]

    /// Directives that make navigation or lists of the old site's own, which the theme makes: left out.
    private static let leftOut: Set<String> = ["toctree", "tableofcontents", "postlist", "bibliography", "glossary", "contents"]

    /// Directives that set their text apart (sphinx-design's cards and grids, Jupyter Book's
    /// margin notes): a `<div>` of their name, their text shown.
    private static let divs: Set<String> = [
        "div", "margin", "sidebar", "epigraph", "pull-quote", "highlights", "topic", "rubric", "container", "aside", "blockquote",
        "card", "grid", "grid-item", "grid-item-card", "versionadded", "versionchanged", "deprecated", "iframe",
    ]

    /// The directives read here; any other fence with braces (R Markdown's and Quarto's ```` ```{r} ````
    /// chunks, a MyST extension's own) is left to what reads it.
    private static let known: Set<String> = leftOut.union(divs).union(calloutKinds.keys).union([
        "code-block", "code", "sourcecode", "code-cell", "math", "figure", "image", "include", "literalinclude", "tab-set", "tabs", "tab-item", "tab",
    ])

    private static func rewritten(_ lines: [String], tabs: Bool) -> [String] {
        var out: [String] = []
        out.reserveCapacity(lines.count)
        // Each line read as a fence once; a directive's end is then looked for among these.
        let fences = lines.map(fenceOpening)
        // For each fence character, the shortest directive fence no bare fence closes further on:
        // any directive after it that is as long is not closed either, and is not looked for again.
        var unclosed: [Character: Int] = [:]
        var index = 0
        var plainFence: (character: Character, count: Int)?
        while index < lines.count {
            let line = lines[index]
            let fence = fences[index]
            // Code fences without a directive are passed over whole.
            if let open = plainFence {
                out.append(line)
                if let close = fence, close.character == open.character, close.count >= open.count, close.info.isEmpty { plainFence = nil }
                index += 1
                continue
            }
            guard let fence else {
                out.append(inlineRoles(line))
                index += 1
                continue
            }
            guard let directive = directive(fence.info) else {
                if fence.character != ":" { plainFence = (fence.character, fence.count) }
                out.append(line)
                index += 1
                continue
            }
            // The directive's end: a bare fence of its character, at least as long.
            var end = lines.count
            if fence.count < unclosed[fence.character] ?? .max {
                end = index + 1
                while end < lines.count {
                    if let close = fences[end], close.character == fence.character, close.count >= fence.count, close.info.isEmpty { break }
                    end += 1
                }
            }
            guard end < lines.count else {
                unclosed[fence.character] = min(fence.count, unclosed[fence.character] ?? .max)
                out.append(line)
                index += 1
                continue
            }
            var options: [String: String] = [:]
            var bodyStart = index + 1
            while bodyStart < end, let option = option(lines[bodyStart]) {
                options[option.key] = option.value
                bodyStart += 1
            }
            let body = Array(lines[bodyStart..<end])
            out += converted(
                directive.name, argument: directive.argument, options: options, body: body, optionLines: bodyStart - index - 1, fence: fence, tabs: tabs)
            index = end + 1
        }
        return out
    }

    /// The lines a directive becomes: as many as it had (its opening, options, body and closing).
    private static func converted(
        _ name: String, argument: String, options: [String: String], body: [String], optionLines: Int, fence: (character: Character, count: Int, info: String),
        tabs: Bool
    ) -> [String] {
        let total = body.count + optionLines + 2
        func padded(_ lines: [String]) -> [String] { lines + Array(repeating: "", count: max(0, total - lines.count)) }
        let ticks = String(repeating: fence.character == ":" ? "`" : fence.character, count: max(3, fence.count))
        switch name {
        case _ where calloutKinds[name] != nil:
            var (kind, title) = calloutKinds[name]!
            let classes = (options["class"] ?? "").split(separator: " ").map(String.init)
            if name == "admonition", let known = classes.lazy.compactMap({ calloutKinds[$0]?.kind }).first { kind = known }
            if !argument.isEmpty { title = argument }
            let folds = name == "dropdown" || classes.contains("dropdown")
            var attributes = ".callout-" + kind
            if let title { attributes += " title=\"" + title.replacingOccurrences(of: "\"", with: "'") + "\"" }
            if folds { attributes += " collapse=\"" + (options["open"] != nil ? "false" : "true") + "\"" }
            return ["::: {" + attributes + "}"] + Array(repeating: "", count: optionLines) + rewritten(body, tabs: tabs) + [":::"]
        case "code-block", "code", "sourcecode", "code-cell":
            var language = argument.split(separator: " ").first.map(String.init) ?? ""
            if language.hasPrefix("ipython") { language = "python" }
            var info = language
            if options["linenos"] != nil || options["number-lines"] != nil { info += " linenos=true" }
            if let start = options["lineno-start"] ?? options["number-lines"], Int(start) != nil { info += " linenostart=" + start }
            if let lines = options["emphasize-lines"] {
                info += " hl_lines=\"" + lines.replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: "  ", with: " ") + "\""
            }
            if let caption = options["caption"] ?? options["filename"] { info += " title=\"" + caption.replacingOccurrences(of: "\"", with: "'") + "\"" }
            return padded([ticks + info] + body + [ticks])
        case "math":
            return padded(["$$"] + body + ["$$"])
        case "figure", "image":
            let caption = body.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }.joined(separator: " ")
            let alt = (options["alt"] ?? MarkdownTree.inline(caption)?.plain ?? "").replacingOccurrences(of: "]", with: "\\]")
            var lines = ["![" + alt + "](" + destination(argument) + ")"]
            if name == "figure", !caption.isEmpty {
                let mark = caption.contains("_") ? "*" : "_"
                lines.append(mark + caption + mark)
            }
            return padded(lines)
        case "include":
            return padded(["{{< include \"" + argument.replacingOccurrences(of: "\"", with: "") + "\" >}}"])
        case "literalinclude":
            // The file as code, in the language `:language:` names (else its extension's).
            let language = options["language"] ?? String(argument.split(separator: ".").last.map { $0 == Substring(argument) ? "" : $0 } ?? "")
            return padded(["{{< readfile file=\"" + argument.replacingOccurrences(of: "\"", with: "") + "\" code=\"true\" lang=\"" + language.replacingOccurrences(of: "\"", with: "") + "\" >}}"])
        case "tab-set", "tabs":
            guard tabs else { return ["::: {.tab-set}"] + Array(repeating: "", count: optionLines) + rewritten(body, tabs: tabs) + [":::"] }
            return ["{{< tabs >}}"] + Array(repeating: "", count: optionLines) + rewritten(body, tabs: tabs) + ["{{< /tabs >}}"]
        case "tab-item", "tab":
            let title = argument.replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: ">}}", with: "> }}")
            guard tabs else { return ["::: {.callout-note title=\"" + title + "\"}"] + Array(repeating: "", count: optionLines) + rewritten(body, tabs: tabs) + [":::"] }
            return ["{{< tab title=\"" + title + "\" >}}"] + Array(repeating: "", count: optionLines) + rewritten(body, tabs: tabs) + ["{{< /tab >}}"]
        case _ where leftOut.contains(name):
            return padded([])
        default:
            // A directive that sets its text apart (`{div}`, `{margin}`, `{card}`, `{epigraph}`): a div
            // of its name and class, its text shown.
            let classes = ([name] + (options["class"] ?? "").split(separator: " ").map(String.init)).filter(isName)
            return ["::: {" + classes.map { "." + $0 }.joined(separator: " ") + "}"] + Array(repeating: "", count: optionLines) + rewritten(body, tabs: tabs) + [":::"]
        }
    }

    /// A fence line: its character (`` ` ``, `~` or `:`), how many, and what follows; nil for any other line.
    private static func fenceOpening(_ line: String) -> (character: Character, count: Int, info: String)? {
        let trimmed = line.drop { $0 == " " }
        guard line.count - trimmed.count <= 3, let first = trimmed.first, first == "`" || first == "~" || first == ":" else { return nil }
        let count = trimmed.prefix { $0 == first }.count
        guard count >= 3 else { return nil }
        let info = String(trimmed.dropFirst(count)).trimmingSpaces()
        if first == "`", info.contains("`") { return nil }
        return (first, count, info)
    }

    /// `{name} argument` of a fence's info; nil for a language word or anything else.
    private static func directive(_ info: String) -> (name: String, argument: String)? {
        guard info.hasPrefix("{"), let close = info.firstIndex(of: "}") else { return nil }
        let name = info[info.index(after: info.startIndex)..<close].lowercased()
        guard known.contains(name) else { return nil }
        return (name, String(info[info.index(after: close)...]).trimmingSpaces())
    }

    /// `:key: value` at the top of a directive's body.
    private static func option(_ line: String) -> (key: String, value: String)? {
        let trimmed = line.trimmingSpaces()
        guard trimmed.hasPrefix(":"), let close = trimmed.dropFirst().firstIndex(of: ":") else { return nil }
        let key = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        return (key.lowercased(), String(trimmed[trimmed.index(after: close)...]).trimmingSpaces())
    }

    /// A link's destination as Markdown writes it: as it is, or in angle brackets when it holds a space or parenthesis.
    private static func destination(_ path: String) -> String {
        path.contains(where: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "<" || $0 == ">" }) ? "<" + path.replacingOccurrences(of: ">", with: "%3E") + ">" : path
    }

    private static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    /// A line with MyST's roles (`` {math}`x^2` ``) as Markdown says them; roles inside code spans
    /// stay. One pass over the line, however many braces and backticks it holds.
    static func inlineRoles(_ line: String) -> String {
        guard line.contains("}`") else { return line }
        let bytes = Array(line.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var backticks = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") { backticks += 1 }
            // In a code span (`` `{math}` ``) it is no role.
            guard byte == UInt8(ascii: "{"), backticks % 2 == 0 else {
                result.append(byte)
                index += 1
                continue
            }
            // The name runs to the first byte that cannot be in one; a role's name ends at `}` and a backtick.
            var close = index + 1
            while close < bytes.count, isNameByte(bytes[close]) { close += 1 }
            guard close > index + 1, close + 1 < bytes.count, bytes[close] == UInt8(ascii: "}"), bytes[close + 1] == UInt8(ascii: "`"),
                let name = String(validating: bytes[(index + 1)..<close], as: UTF8.self)?.lowercased(),
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == ":" })
            else {
                result.append(byte)
                index += 1
                continue
            }
            // No backtick closes it: none closes any role further on either.
            guard let end = bytes[(close + 2)...].firstIndex(of: UInt8(ascii: "`")) else { break }
            let content = String(decoding: bytes[(close + 2)..<end], as: UTF8.self)
            result += role(name, content).utf8
            index = end + 1
        }
        result += bytes[index...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether a byte may be part of a role's name: ASCII letters, digits, `-` and `:`, and any byte
    /// of a character past ASCII (the name is checked as characters once it is whole).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
    }

    /// What a role says: `{math}` a formula, `{sub}` and `{sup}` their marks, `{abbr}` an
    /// abbreviation, `{doc}` and `{download}` a link, any other its text.
    private static func role(_ name: String, _ content: String) -> String {
        // `text <target>`: Sphinx's way of naming a link's text.
        let (text, target): (String, String) = {
            guard content.hasSuffix(">"), let open = content.lastIndex(of: "<") else { return (content, content) }
            return (content[..<open].trimmingSpaces(), String(content[content.index(after: open)..<content.index(before: content.endIndex)]))
        }()
        switch name {
        case "math", "eq": return "$" + content + "$"
        case "sub", "subscript": return "<sub>" + content.xmlEscaped + "</sub>"
        case "sup", "superscript": return "<sup>" + content.xmlEscaped + "</sup>"
        case "kbd": return "<kbd>" + content.xmlEscaped + "</kbd>"
        case "abbr":
            guard content.hasSuffix(")"), let open = content.lastIndex(of: "(") else { return "<abbr>" + content.xmlEscaped + "</abbr>" }
            let short = content[..<open].trimmingSpaces(), long = content[content.index(after: open)..<content.index(before: content.endIndex)]
            return "<abbr title=\"" + String(long).xmlEscaped + "\">" + short.xmlEscaped + "</abbr>"
        case "doc", "download":
            let path = name == "doc" && !target.contains(".") && !target.contains("://") ? target + ".md" : target
            return "[" + text.replacingOccurrences(of: "]", with: "\\]") + "](" + destination(path) + ")"
        case "code", "literal", "file", "command", "program", "envvar", "samp": return "`" + content + "`"
        default: return text
        }
    }
}
