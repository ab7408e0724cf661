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
