import Diagnostics

/// One piece of a parsed template; rendering walks these without looking at the source again.
enum Node: Sendable {
    case text(String)
    /// Where a line begins: standalone partials and blocks add their indentation here.
    case lineStart
    /// A newline written only when the output is not already at the start of a line.
    case lineEnd(String)
    case value(Name, escaped: Bool)
    case section(Name, [Node])
    case invertedSection(Name, [Node])
    /// A partial `{{>name}}` or a parent `{{<name}}…{{/name}}`.
    case inclusion(Inclusion)
    /// `{{$name}}default{{/name}}`: a place a child template may fill.
    case block(Block)
}

/// A dotted name looked up in the context stack.
enum Name: Sendable, Hashable {
    /// `{{.}}`: the top of the context stack.
    case implicit
    /// `{{post.title}}`: the first part is searched down the stack, the rest inside it.
    case path([String])

    /// Nil when the name has an empty part (`a..b`).
    init?(_ text: String) {
        if text == "." {
            self = .implicit
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        self = .path(parts)
    }
}

/// A partial or parent tag: which template to render there, and how.
struct Inclusion: Sendable {
    enum Target: Sendable {
        /// The template's index in the library; nil when there is no such template.
        case template(Int?)
        /// `{{>*name}}`: the template named by the value of `name`.
        case dynamic(Name)
    }

    var target: Target
    /// The name as written, for messages.
    var name: String
    /// Whitespace added to each line of the included template; nil when the tag is inline.
    var indentation: String?
    /// A parent's blocks, by name, that replace the blocks of the template it includes.
    var overrides: [String: [Node]]
    var location: SourceLocation
}

/// A block: its name, its default content, and the indentation its content is given here.
struct Block: Sendable {
    var name: String
    var content: [Node]
    var indentation: String
}
