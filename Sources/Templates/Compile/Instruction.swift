import Diagnostics

/// One step of a template: plain data, so reading it never retains anything.
struct Instruction: Sendable {
    enum Operation: UInt8, Sendable {
        /// Text: `operand` is its offset in the text buffer, `extent` its length.
        case text
        case lineStart
        /// A newline (`operand`, `extent` as for text) written unless the line just ended.
        case lineEnd
        /// A value: `operand` is the name's index.
        case escapedValue, rawValue
        /// A section: `operand` is the name's index; its body runs to `extent`.
        case section, invertedSection
        /// `operand` indexes `inclusions`; the overrides' content runs to `extent`.
        case inclusion
        /// `operand` indexes `blocks`; the default content runs to `extent`.
        case block
    }

    var operation: Operation
    var operand: Int32
    var extent: Int32

    init(_ operation: Operation, _ operand: Int32, _ extent: Int32) {
        self.operation = operation
        self.operand = operand
        self.extent = extent
    }
}

/// One part of a dotted name (`page` and `title` of `page.title`), with the hash a
/// `TemplateObject` looks it up by, made once when the template compiles.
struct NamePart: Sendable {
    var name: String
    var hash: UInt64
}

/// A range of the text buffer or of the name parts.
struct Segment: Sendable {
    var start: Int32
    var count: Int32
}

struct CompiledInclusion: Sendable {
    enum Target: Sendable {
        case template(Int)
        case dynamic(Int32)
        case missing
    }

    var target: Target
    var name: String
    var indentation: Segment?
    /// Block name → the instructions that replace it.
    var overrides: [String: Range<Int>]
    var location: SourceLocation
}

struct CompiledBlock: Sendable {
    var name: String
    var indentation: Segment
}
