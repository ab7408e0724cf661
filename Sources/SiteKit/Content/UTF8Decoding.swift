import Diagnostics
import Foundation

/// The file's text, or an error pointing at the first byte that is not UTF-8.
///
/// Characters XML forbids are replaced (see `XMLCharacters`), with one warning for the file.
public func decodeUTF8(_ data: Data, path: String) -> Result<DecodedText, Diagnostic> {
    var bytes = data[...]
    // A byte-order mark says nothing useful; drop it so it does not end up in titles.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
        return .failure(invalidUTF8(in: Array(bytes), path: path))
    }
    let cleaned = XMLCharacters.cleaned(text)
    guard cleaned.count > 0 else { return .success(DecodedText(text: text)) }
    return .success(
        DecodedText(
            text: cleaned.text,
            warning: XMLCharacters.warning(
                count: cleaned.count,
                at: SourceLocation(path: path, line: cleaned.first?.line ?? 1, column: cleaned.first?.column ?? 1))))
}

/// A file's text and, when characters had to be replaced, the warning that says so.
public struct DecodedText: Sendable {
    public var text: String
    public var warning: Diagnostic?
}

private func invalidUTF8(in bytes: [UInt8], path: String) -> Diagnostic {
    // Find the first offending byte by decoding scalar by scalar.
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    var line = 1
    var column = 1
    var lineStart = 0
    loop: while true {
        let before = offset
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            offset += UTF8.width(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
                lineStart = offset
            } else {
                column += 1
            }
        case .emptyInput:
            break loop
        case .error:
            offset = before
            break loop
        }
    }
    let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let shown = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
    return .error(
        "the file is not UTF-8 (byte 0x\(String(bytes[min(offset, bytes.count - 1)], radix: 16, uppercase: true)) at offset \(offset)); save it as UTF-8 in your editor",
        at: SourceLocation(path: path, line: line, column: column),
        sourceLine: shown)
}
