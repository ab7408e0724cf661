import Charts
import Diagnostics

/// Block text with position markers (1️⃣ … 9️⃣) where diagnostics are expected, as swift-format's
/// tests write them; the markers are removed before parsing.
struct MarkedBlock {
    var text: String
    /// Marker number → (line index within the block, 1-based column).
    var markers: [Int: (line: Int, column: Int)] = [:]

    init(_ marked: String) {
        var text = ""
        var line = 0, column = 1
        for character in marked {
            let scalars = Array(character.unicodeScalars)
            if scalars.count == 3, scalars[1].value == 0xFE0F, scalars[2].value == 0x20E3,
                let digit = Int(String(scalars[0]))
            {
                markers[digit] = (line, column)
                continue
            }
            text.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
    }

    /// The block as the pipeline would hand it over: it starts on line 10 of `post.md`.
    func block(columnOffset: Int = 0, readData: (@Sendable (String) throws -> String)? = nil) -> ChartBlock {
        ChartBlock(body: text, path: "post.md", firstLine: 10, columnOffset: columnOffset, idSeed: "post.md#0", readData: readData)
    }

    /// Where marker `number` points in the Markdown file.
    func location(_ number: Int, columnOffset: Int = 0) -> SourceLocation? {
        guard let marker = markers[number] else { return nil }
        return SourceLocation(path: "post.md", line: 10 + marker.line, column: marker.column + columnOffset)
    }
}

/// Renders a block body (no markers) and returns the result.
func render(_ body: String, locale: String = "en", seed: String = "post.md#0") -> RenderedChart {
    ChartEngine.figure(for: ChartBlock(body: body, path: "post.md", firstLine: 10, idSeed: seed), settings: ChartSettings(locale: locale))
}

extension String {
    /// How often `needle` occurs.
    func occurrences(of needle: String) -> Int {
        var count = 0
        var rest = self[...]
        while let range = rest.range(of: needle) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
