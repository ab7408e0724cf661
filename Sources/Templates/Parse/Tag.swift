/// What a tag does, told by the sigil after its opening delimiter.
enum TagKind: Equatable {
    case variable  // {{name}}
    case unescapedVariable  // {{{name}}} or {{&name}}
    case section  // {{#name}}
    case invertedSection  // {{^name}}
    case close  // {{/name}}
    case comment  // {{! text}}
    case partial  // {{>name}}
    case parent  // {{<name}}
    case block  // {{$name}}
    case setDelimiters  // {{=<% %>=}}

    /// Tags that print nothing themselves, so a line holding only them disappears.
    var canStandAlone: Bool { self != .variable && self != .unescapedVariable }

    /// Tags that need a matching `{{/name}}`.
    var opensSection: Bool {
        self == .section || self == .invertedSection || self == .parent || self == .block
    }

    /// How a message names what this tag opens.
    var noun: String {
        switch self {
        case .section: "section"
        case .invertedSection: "inverted section"
        case .parent: "parent"
        case .block: "block"
        default: "tag"
        }
    }

    var sigil: String {
        switch self {
        case .section: "#"
        case .invertedSection: "^"
        case .close: "/"
        case .parent: "<"
        case .block: "$"
        case .partial: ">"
        default: ""
        }
    }
}

/// One tag as written in the source.
struct Tag {
    var kind: TagKind
    /// The name, trimmed; dynamic names keep their leading `*`.
    var name: String
    /// The whole tag, delimiters included, as byte offsets.
    var range: Range<Int>
    /// The delimiters in force, to write suggestions the author can paste.
    var delimiters: Delimiters

    /// True when the tag's line holds only whitespace and tags that print nothing.
    var isStandalone = false
    /// The whitespace before the tag on its standalone line.
    var indentation = ""
    /// For a standalone block: the indentation its content is written at.
    var contentIndentation: String?

    /// `{{/name}}` with the delimiters in force.
    var closingTag: String { delimiters.open + "/" + name + delimiters.close }
    /// The tag as written, rebuilt from its kind and name.
    var spelled: String { delimiters.open + kind.sigil + name + delimiters.close }
}

/// The opening and closing delimiters, `{{` and `}}` until a set-delimiter tag changes them.
struct Delimiters {
    var open = "{{"
    var close = "}}"
}

/// A piece of a template on its way to the tree.
enum Token {
    /// Literal text; a newline only ever ends a text token, so lines are easy to find.
    case text(Range<Int>)
    /// The start of a line that standalone partials indent.
    case lineStart
    /// The newline after `{{$name}}{{/name}}` on a line of its own, kept unless the block's
    /// content already ended the line.
    case lineEnd(Range<Int>)
    case tag(Tag)
}
