import Diagnostics
import Templates

/// Template text with position markers (`1️⃣`, `2️⃣`, …) taken out, remembering where each stood,
/// so a test states where a diagnostic must point by writing the marker there.
struct MarkedSource {
    static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"]

    var text = ""
    /// Marker number → (line, column), both 1-based, columns in characters.
    var positions: [Int: (line: Int, column: Int)] = [:]

    init(_ marked: String) {
        var line = 1
        var column = 1
        for character in marked {
            if let index = Self.markers.firstIndex(of: character) {
                positions[index + 1] = (line, column)
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
    }

    /// The location of marker `number` in a file at `path`.
    func location(_ number: Int, path: String) -> SourceLocation? {
        positions[number].map { SourceLocation(path: path, line: $0.line, column: $0.column) }
    }
}

/// The diagnostics of a library made of one template, or none when it parses.
func templateErrors(_ text: String, path: String = "layouts/page.mustache") -> [Diagnostic] {
    do {
        _ = try TemplateLibrary(sources: ["page": (path, text)])
        return []
    } catch {
        return error.diagnostics
    }
}
