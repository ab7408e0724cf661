import Foundation

/// An action of a template another language writes that Mustache cannot say, as written.
struct UntranslatableAction: Error, Equatable {
    var action: String
}

/// A value a shortcode template translated from another language shows or tests: a key of the
/// shortcode's Mustache context (`src`, `0`, `inner`, `page.title`) or a text.
enum TranslatedValue: Equatable {
    case key(String)
    case text(String)
}

extension TranslatedValue {
    /// A field of the page or the site as another language names it (`.Page.Title`, `config.title`):
    /// one of `fields`, or a parameter below one of `parameters`' prefixes (`.Page.Params.x`,
    /// `page.extra.x` → `page.params.x`); nil for any other name, or a parameter of an odd name.
    static func field(_ written: String, fields: [String: String], parameters: [(prefix: String, key: String)]) -> TranslatedValue? {
        if let key = fields[written] { return .key(key) }
        for (prefix, key) in parameters where written.hasPrefix(prefix) {
            let name = written.dropFirst(prefix.count)
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return .key(key + name.lowercased())
        }
        return nil
    }

    /// A quoted word's text (`"src"`, `'src'`, `` `src` ``); nil for any other word.
    static func quoted(_ word: String, quotes: Set<Character>) -> String? {
        guard word.count >= 2, let first = word.first, quotes.contains(first), word.last == first else { return nil }
        return String(word.dropFirst().dropLast())
    }
}

/// What a translated template shows: a value, HTML-escaped or as it is, with a text for when the
/// key has no value (`default`).
struct TranslatedOutput {
    var value: TranslatedValue
    var raw = false
    /// What shows when the key is not given: a text, or another key (`default (.Get 0)`).
    var fallback: TranslatedValue?

    var mustache: String {
        switch value {
        case .text(let text): return raw ? text : text.xmlEscaped
        case .key(let key):
            let shown = raw ? "{{{\(key)}}}" : "{{\(key)}}"
            guard let fallback else { return shown }
            let otherwise = switch fallback {
            case .text(let text): text.xmlEscaped
            case .key(let other): raw ? "{{{\(other)}}}" : "{{\(other)}}"
            }
            return "{{#\(key)}}\(shown){{/\(key)}}{{^\(key)}}\(otherwise){{/\(key)}}"
        }
    }
}

/// The Mustache text of a translated template as it is written, with the sections its `if`s and
/// `with`s opened: each tests keys (all of them, for `and`), or their absence (`not`).
struct MustacheWriter {
    private(set) var output = ""
    private var blocks: [(keys: [String], inverted: Bool, pastElse: Bool, dot: String?)] = []

    mutating func append(_ text: String) { output += text }

    /// The key the innermost open `with` gives the dot; nil outside one.
    var dot: String? { blocks.last { $0.dot != nil }?.dot }

    var isBalanced: Bool { blocks.isEmpty }

    mutating func open(_ keys: [String], inverted: Bool, dot: String? = nil) {
        output += keys.map { (inverted ? "{{^" : "{{#") + $0 + "}}" }.joined()
        blocks.append((keys, inverted, false, dot))
    }

    /// `else`: the other case of a one-key section; false where Mustache cannot say it.
    mutating func otherwise() -> Bool {
        guard var block = blocks.popLast(), !block.pastElse, block.keys.count == 1 else { return false }
        let key = block.keys[0]
        output += "{{/\(key)}}" + (block.inverted ? "{{#\(key)}}" : "{{^\(key)}}")
        block.pastElse = true
        block.dot = nil
        blocks.append(block)
        return true
    }

    /// `end`: closes the innermost section; false when none is open.
    mutating func close() -> Bool {
        guard let block = blocks.popLast() else { return false }
        output += block.keys.reversed().map { "{{/\($0)}}" }.joined()
        return true
    }
}

/// Thrown by a translator for a tag Mustache cannot say; `translatedTags` names it.
struct UntranslatableTag: Error {}

/// A template of a language with `{{ output }}` and `{% tag %}` (Tera's, Liquid's) written as
/// Mustache: its text as it is, each output and tag as `translate` writes it (given the marker,
/// `{` or `%`, and what is inside, trimmed), comments (`{# … #}` where `commentMarker` is `#`)
/// left out, and `{{-`/`-}}` trimming the whitespace beside them. `translate` returns whether a
/// `/` right after the output goes (it wrote an address that ends in one); it throws for what it
/// cannot say, which leaves the template untranslated, naming that tag.
func translatedTags(
    of source: String, commentMarker: Character?, translate: (Character, String, inout MustacheWriter) throws(UntranslatableTag) -> Bool
) -> Result<String, UntranslatableAction> {
    var writer = MustacheWriter()
    var rest = Substring(source)
    var trimNextText = false
    var pending = ""
    while let brace = rest.firstIndex(of: "{") {
        let after = rest.index(after: brace)
        guard after < rest.endIndex, let marker = Optional(rest[after]), marker == "{" || marker == "%" || marker == commentMarker else {
            // A brace of the text (`{` in CSS or a script).
            pending += rest[...brace]
            rest = rest[after...]
            continue
        }
        var text = pending + rest[..<brace]
        pending = ""
        if trimNextText { text = String(text.drop { $0.isWhitespace }) }
        rest = rest[rest.index(after: after)...]
        let closing = marker == "{" ? "}}" : marker == "%" ? "%}" : String(marker) + "}"
        guard let close = rest.range(of: closing) else { return .failure(UntranslatableAction(action: "{" + String(marker) + rest.prefix(40))) }
        var inside = rest[..<close.lowerBound]
        let written = "{" + String(marker) + inside + closing
        rest = rest[close.upperBound...]
        if inside.hasPrefix("-") {
            inside = inside.dropFirst()
            text = String(text.reversed().drop { $0.isWhitespace }.reversed())
        }
        trimNextText = inside.hasSuffix("-")
        if trimNextText { inside = inside.dropLast() }
        let content = inside.trimmingCharacters(in: .whitespacesAndNewlines)
        writer.append(text)
        guard marker != commentMarker else { continue }
        do {
            if try translate(marker, content, &writer), rest.hasPrefix("/") { rest = rest.dropFirst() }
        } catch {
            return .failure(UntranslatableAction(action: written.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
    }
    let tail = pending + rest
    writer.append(trimNextText ? String(tail.drop { $0.isWhitespace }) : tail)
    guard writer.isBalanced else { return .failure(UntranslatableAction(action: "{% if %} without {% endif %}")) }
    return .success(writer.output)
}

extension MustacheWriter {
    /// A tag that opens, turns or closes a section on whether values are given, in the words Tera
    /// and Liquid share: `if a`, `if a and b`, `if not a` (Tera), `unless a` (Liquid), `else`,
    /// `endif`, `endunless`. `key` names the writer's key for a word (nil for a text); any other
    /// tag, or a condition Mustache cannot say, throws.
    mutating func section(_ content: String, key: (String) throws(UntranslatableTag) -> String?) throws(UntranslatableTag) {
        let words = content.split(whereSeparator: \.isWhitespace).map(String.init)
        switch words.first {
        case "endif", "endunless":
            guard words.count == 1, close() else { throw UntranslatableTag() }
        case "else":
            guard words.count == 1, otherwise() else { throw UntranslatableTag() }
        case "if", "unless":
            var rest = Array(words.dropFirst())
            let negated = rest.first == "not"
            if negated { rest.removeFirst() }
            let inverted = negated || words[0] == "unless"
            var keys: [String] = []
            for (index, word) in rest.enumerated() {
                if index % 2 == 1 {
                    guard word == "and" else { throw UntranslatableTag() }
                    continue
                }
                guard let found = try key(word) else { throw UntranslatableTag() }
                keys.append(found)
            }
            guard !keys.isEmpty, !inverted || keys.count == 1 else { throw UntranslatableTag() }
            open(keys, inverted: inverted)
        default:
            throw UntranslatableTag()
        }
    }
}
