import Diagnostics
import Foundation

/// A block written in another chart tool's language: one error that says how to write it here,
/// instead of a warning for each of its lines.
enum ForeignSyntax {
    /// The error for a block in Mermaid's or a JSON chart language, or nil when it is not one.
    static func diagnostic(for source: SourceText) -> Diagnostic? {
        guard let index = source.lines.firstIndex(where: { !BlockSplitter.isBlankOrComment($0) }) else { return nil }
        let line = BlockSplitter.trimmed(source.lines[index])
        // Every block is checked: most start with `type:` and are ruled out by their first byte.
        guard let byte = line.utf8.first, byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P") || byte == UInt8(ascii: "x")
            || byte == UInt8(ascii: "X") || byte == UInt8(ascii: "{")
        else { return nil }
        let place = SourcePlace(line: index, offset: CellSplitter.trimmedRange(source.lines[index]).lowerBound)
        let words = line.split(whereSeparator: \.isWhitespace)
        guard let first = words.first?.lowercased() else { return nil }
        if first == "pie", words.count == 1 || ["title", "showdata"].contains(words[1].lowercased()) {
            // `pie showData title Pets adopted`: the title is whatever follows `title`.
            let title = line.range(of: "title ", options: .caseInsensitive).map { String(line[$0.upperBound...]).trimmingBlanks() }
            return source.diagnostic(.error, Messages.mermaidPie(title: title), at: place)
        }
        if first.hasPrefix("xychart") {
            return source.diagnostic(.error, Messages.mermaidXYChart, at: place)
        }
        if line == "{" || line.hasPrefix("{\"") || line.hasPrefix("{ \"") {
            return source.diagnostic(.error, Messages.jsonChart, at: place)
        }
        return nil
    }
}
