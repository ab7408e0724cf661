/// A Hugo shortcode's Go template written as a Mustache shortcode template, where it uses only
/// what Mustache can say: its parameters (`.Get "src"`, `.Get 0`), its inner text (`.Inner`, or
/// through `markdownify` as Markdown), the page's and the site's title and parameters, `with`, and
/// `if`/`else` on whether a parameter is given (`not`, `and`, `isset`), comments, `default`, and the
/// filters that change nothing here (`safeURL`, `relURL`, `safeHTMLAttr`…). Anything else (a loop,
/// `Scratch`, a partial, a comparison) leaves the shortcode untranslated, naming the action.
enum GoShortcodeTemplate {
    /// The Mustache text of `source`, or the first action it cannot say.
    static func mustache(from source: String) -> Result<String, Unsupported> {
        var translator = Translator()
        do {
            try translator.translate(source)
        } catch {
            return .failure(error)
        }
        return .success(translator.output)
    }

    typealias Unsupported = UntranslatableAction
}

private struct Translator {
    var writer = MustacheWriter()
    var output: String { writer.output }
    /// `$name := .Get "x"`: the names given to values.
    private var variables: [String: TranslatedValue] = [:]

    mutating func translate(_ source: String) throws(GoShortcodeTemplate.Unsupported) {
        var rest = Substring(source)
        var trimNextText = false
        while let open = rest.range(of: "{{") {
            var text = String(rest[..<open.lowerBound])
            if trimNextText { text = String(text.drop { $0.isWhitespace }) }
            rest = rest[open.upperBound...]
            let trimsBefore = rest.hasPrefix("- ") || rest.hasPrefix("-\n") || rest.hasPrefix("-\t")
            if trimsBefore { text = String(text.reversed().drop { $0.isWhitespace }.reversed()) }
            writer.append(text)
            guard let close = Self.actionEnd(in: rest) else { throw .init(action: "{{" + rest.prefix(40)) }
            var action = rest[..<close.lowerBound]
            rest = rest[close.upperBound...]
            if trimsBefore { action = action.dropFirst() }
            trimNextText = action.hasSuffix(" -") || action.hasSuffix("\n-") || action.hasSuffix("\t-")
            if trimNextText { action = action.dropLast() }
            try translateAction(action.trimmingCharacters(in: .whitespacesAndNewlines), written: "{{" + action + "}}")
        }
        writer.append(trimNextText ? String(rest.drop { $0.isWhitespace }) : String(rest))
        guard writer.isBalanced else { throw .init(action: "{{ if }} or {{ with }} without {{ end }}") }
    }

    /// Where the action that starts `text` ends: the first `}}` outside a quoted string.
    private static func actionEnd(in text: Substring) -> Range<Substring.Index>? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == "\\", open == "\"" {
                    index = text.index(after: index)
                } else if character == open {
                    quote = nil
                }
            } else if character == "\"" || character == "`" {
                quote = character
            } else if text[index...].hasPrefix("}}") {
                return index..<text.index(index, offsetBy: 2)
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return nil
    }

    private mutating func translateAction(_ action: String, written: String) throws(GoShortcodeTemplate.Unsupported) {
        let unsupported = GoShortcodeTemplate.Unsupported(action: written.trimmingCharacters(in: .whitespacesAndNewlines))
        if action.hasPrefix("/*"), action.hasSuffix("*/") { return }
        let words = Self.words(action)
        guard let first = words.first else { throw unsupported }
        switch first {
        case "end":
            guard words.count == 1, writer.close() else { throw unsupported }
        case "else":
            guard words.count == 1, writer.otherwise() else { throw unsupported }
        case "if", "with":
            let condition = try self.condition(Array(words.dropFirst()), unsupported: unsupported)
            guard first == "if" || (condition.keys.count == 1 && !condition.inverted) else { throw unsupported }
            writer.open(condition.keys, inverted: condition.inverted, dot: first == "with" ? condition.keys[0] : nil)
        default:
            if first.hasPrefix("$"), words.count >= 3, words[1] == ":=" || words[1] == "=" {
                let value = try expression(Array(words.dropFirst(2)), unsupported: unsupported)
                guard value.fallback == nil, value.raw == (value.value == .key("inner")) else { throw unsupported }
                variables[first] = value.value
                return
            }
            let shown = try expression(words, unsupported: unsupported)
            writer.append(shown.mustache)
        }
    }

    /// What an `if` or `with` tests: each key must be given (`and`), or none (`not`).
    private func condition(_ words: [String], unsupported: GoShortcodeTemplate.Unsupported) throws(GoShortcodeTemplate.Unsupported) -> (
        keys: [String], inverted: Bool
    ) {
        let words = Self.unwrapped(words)
        guard let first = words.first else { throw unsupported }
        if first == "not" {
            let inner = try condition(Array(words.dropFirst()), unsupported: unsupported)
            guard inner.keys.count == 1, !inner.inverted else { throw unsupported }
            return (inner.keys, true)
        }
        if first == "and" {
            var keys: [String] = []
            for operand in Self.operands(Array(words.dropFirst())) {
                let inner = try condition(operand, unsupported: unsupported)
                guard !inner.inverted else { throw unsupported }
                keys += inner.keys
            }
            guard keys.count >= 2 else { throw unsupported }
            return (keys, false)
        }
        // `isset .Params "x"`: whether the parameter is given.
        if first == "isset", words.count == 3, words[1] == ".Params" || words[1] == "$.Params", let name = Self.quoted(words[2]) {
            return ([name], false)
        }
        let value = try expression(words, unsupported: unsupported)
        guard case .key(let key) = value.value, value.fallback == nil else { throw unsupported }
        return ([key], false)
    }

    /// Functions and filters that change nothing a reader sees in a page this site writes.
    private static let unchanging: Set<String> = [
        "safeURL", "safeHTMLAttr", "safeCSS", "safeJS", "relURL", "absURL", "relLangURL", "absLangURL", "htmlUnescape", "string", "chomp",
    ]

    private func expression(_ words: [String], unsupported: GoShortcodeTemplate.Unsupported) throws(GoShortcodeTemplate.Unsupported) -> TranslatedOutput {
        // A pipeline: a value, then a filter after each `|` (whose last argument it is).
        let stages = Self.stages(Self.unwrapped(words))
        guard let head = stages.first, !head.isEmpty else { throw unsupported }
        var shown = try call(head, input: nil, unsupported: unsupported)
        for stage in stages.dropFirst() {
            shown = try call(stage, input: shown, unsupported: unsupported)
        }
        return shown
    }

    /// A function with its arguments (the pipeline's value last), or a value alone.
    private func call(_ words: [String], input: TranslatedOutput?, unsupported: GoShortcodeTemplate.Unsupported) throws(GoShortcodeTemplate.Unsupported) -> TranslatedOutput {
        let words = Self.unwrapped(words)
        guard let name = words.first else { throw unsupported }
        let arguments = Self.operands(Array(words.dropFirst()))
        func argument() throws(GoShortcodeTemplate.Unsupported) -> TranslatedOutput {
            if let input, arguments.isEmpty { return input }
            guard input == nil, arguments.count == 1 else { throw unsupported }
            return try call(arguments[0], input: nil, unsupported: unsupported)
        }
        switch name {
        case "markdownify", ".Page.RenderString", "$.Page.RenderString":
            var shown = try argument()
            guard case .key(let key) = shown.value, shown.fallback == nil else { throw unsupported }
            shown.value = .key(key.hasPrefix("page.") || key.hasPrefix("site.") ? key : key + "_html")
            if key == "inner" { shown.value = .key("inner_html") }
            shown.raw = true
            return shown
        case "plainify":
            var shown = try argument()
            guard case .key(let key) = shown.value, key != "inner", !key.contains(".") else { throw unsupported }
            shown.value = .key(key + "_text")
            return shown
        case "safeHTML":
            var shown = try argument()
            shown.raw = true
            return shown
        case "default":
            // `default "Figure" (.Get "title")`, or `.Get "title" | default "Figure"`; the fallback may be
            // another parameter (`.Get 1 | default (.Get 0)`: a link's text, else its address).
            guard let fallbackWords = arguments.first else { throw unsupported }
            let fallback: TranslatedValue
            if fallbackWords.count == 1, let text = Self.quoted(fallbackWords[0]) {
                fallback = .text(text)
            } else if case let other = try call(fallbackWords, input: nil, unsupported: unsupported), case .key(let key) = other.value, other.fallback == nil,
                !other.raw, !key.contains(".")
            {
                fallback = .key(key)
            } else {
                throw unsupported
            }
            var shown: TranslatedOutput
            if let input, arguments.count == 1 {
                shown = input
            } else if input == nil, arguments.count == 2 {
                shown = try call(arguments[1], input: nil, unsupported: unsupported)
            } else {
                throw unsupported
            }
            guard shown.fallback == nil else { throw unsupported }
            shown.fallback = fallback
            return shown
        case _ where Self.unchanging.contains(name):
            return try argument()
        default:
            guard input == nil else { throw unsupported }
            // Hugo's `.Inner` is HTML as written, shown as it is.
            let value = try value(words, unsupported: unsupported)
            return TranslatedOutput(value: value, raw: value == .key("inner"))
        }
    }

    /// A value: a parameter, the inner text, the page's or site's field, a variable, a quoted text.
    private func value(_ words: [String], unsupported: GoShortcodeTemplate.Unsupported) throws(GoShortcodeTemplate.Unsupported) -> TranslatedValue {
        let words = Self.unwrapped(words)
        guard let first = words.first else { throw unsupported }
        let inWith = writer.dot
        // `.Get` means the shortcode's own only where the dot is the shortcode (not inside `with`).
        let root = first.hasPrefix("$.") ? String(first.dropFirst()) : (inWith == nil ? first : "")
        if root == ".Get", words.count == 2 {
            if let name = Self.quoted(words[1]) { return .key(name) }
            if let position = Int(words[1]), position >= 0 { return .key(String(position)) }
            throw unsupported
        }
        guard words.count == 1 else { throw unsupported }
        if first == ".", let inWith { return .key(inWith) }
        if let text = Self.quoted(first) { return .text(text) }
        if let variable = variables[first] { return variable }
        guard let field = TranslatedValue.field(root, fields: Self.fields, parameters: Self.parameters) else { throw unsupported }
        return field
    }

    private static let fields = [".Inner": "inner", ".Page.Title": "page.title", ".Site.Title": "site.title", ".Site.BaseURL": "site.base_url"]
    private static let parameters = [(prefix: ".Page.Params.", key: "page.params."), (prefix: ".Site.Params.", key: "site.params.")]

    // MARK: Words

    /// The words of an action: quoted texts and parenthesized groups whole, `|` a word of its own.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "`":
                quote = character
                current.append(character)
            case "(":
                depth += 1
                current.append(character)
            case ")":
                depth -= 1
                current.append(character)
            case " " where depth == 0, "\t" where depth == 0, "\n" where depth == 0:
                if !current.isEmpty { words.append(current) }
                current = ""
            case "|" where depth == 0:
                if !current.isEmpty { words.append(current) }
                words.append("|")
                current = ""
            default:
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `(.Get "x")` as the words inside its parentheses; other words as they are.
    static func unwrapped(_ words: [String]) -> [String] {
        guard words.count == 1, let word = words.first, word.hasPrefix("("), word.hasSuffix(")") else { return words }
        return Self.words(String(word.dropFirst().dropLast()))
    }

    /// A function's arguments: each word alone, `.Get "x"` (a method and its argument) together.
    static func operands(_ words: [String]) -> [[String]] {
        var operands: [[String]] = []
        var index = 0
        while index < words.count {
            if words[index].hasSuffix(".Get"), index + 1 < words.count {
                operands.append([words[index], words[index + 1]])
                index += 2
            } else {
                operands.append([words[index]])
                index += 1
            }
        }
        return operands
    }

    /// The stages of a pipeline, split at `|`.
    static func stages(_ words: [String]) -> [[String]] {
        words.split(separator: "|", omittingEmptySubsequences: false).map(Array.init)
    }

    /// The text of a quoted word (`"src"`, `` `src` ``); nil for any other word.
    static func quoted(_ word: String) -> String? {
        TranslatedValue.quoted(word, quotes: ["\"", "`"])
    }
}
