import Diagnostics

/// A template's text as UTF-8 bytes, with what diagnostics need to point into it.
struct TemplateSource {
    private let positions: SourceText

    init(path: String, text: String) {
        positions = SourceText(path: path, bytes: Array(text.utf8))
    }

    var path: String { positions.path }
    var bytes: [UInt8] { positions.bytes }

    /// The text of `range` as a String.
    func text(_ range: Range<Int>) -> String { positions.text(range) }

    /// `path:line:col` of a byte offset; the column counts characters, as the caret does.
    func location(of offset: Int) -> SourceLocation { positions.location(of: offset) }

    /// `line:col` alone, for messages that mention a second place in the same file.
    func shortLocation(of offset: Int) -> String {
        let location = location(of: offset)
        return "\(location.line):\(location.column)"
    }

    /// The whole source line holding `offset`, without its line ending.
    func sourceLine(at offset: Int) -> String { positions.line(at: offset) }

    func error(_ message: String, at offset: Int) -> Diagnostic { positions.error(message, at: offset) }

    func warning(_ message: String, at offset: Int) -> Diagnostic { positions.warning(message, at: offset) }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    /// Space or tab: the whitespace that may surround a standalone tag on its line.
    var isBlank: Bool { self == .space || self == .tab }

    /// Any whitespace a tag's name may be padded with.
    var isWhitespace: Bool { isBlank || self == .newline || self == .carriageReturn }
}
