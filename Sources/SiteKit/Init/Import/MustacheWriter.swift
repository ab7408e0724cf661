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
    var fallback: String?

    var mustache: String {
        switch value {
        case .text(let text): return raw ? text : text.xmlEscaped
        case .key(let key):
            let shown = raw ? "{{{\(key)}}}" : "{{\(key)}}"
            guard let fallback else { return shown }
            return "{{#\(key)}}\(shown){{/\(key)}}{{^\(key)}}\(fallback.xmlEscaped){{/\(key)}}"
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
