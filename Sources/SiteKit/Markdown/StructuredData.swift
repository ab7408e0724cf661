import Foundation

/// A `data:` file in JSON or YAML (as Hugo sites keep data in `data/`, and as APIs hand it out)
/// read as the comma-separated rows a chart reads. Three shapes:
///
/// - a list of records, `[{"day": "Mon", "steps": 898}, …]`: a column per key, in the order the
///   keys first appear, the first key labelling the rows;
/// - a list of rows, `[["Day", "Steps"], ["Mon", 898]]`: as a CSV file would have them;
/// - a mapping of labels to values, `{"Mon": 898, "Tue": 670}`.
///
/// A mapping with one key holding such a list (`{"data": […]}`) is that list. Each row stays on
/// the line its record starts on, so a chart's message about a value names the file's line.
enum StructuredData {
    /// Whether `path` names a JSON or YAML file.
    static func isStructured(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".json") || lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml")
    }

    /// The file's rows as CSV text, or why they cannot be.
    static func csv(from text: String) throws(DataFileError) -> String {
        let root: YAMLNode?
        do {
            root = try parseYAML(text)
        } catch {
            throw .structure("line \(error.line), column \(error.column): \(error.message); fix the file's syntax")
        }
        guard var node = root else { throw .structure("the file is empty; write a list of records, e.g. [{\"day\": \"Mon\", \"steps\": 898}]") }
        if let entries = node.mappingEntries, entries.count == 1, case .sequence = entries[0].value.value { node = entries[0].value }
        var rows = Rows()
        switch node.value {
        case .sequence(let items) where items.allSatisfy({ $0.mappingEntries != nil }):
            var keys: [String] = []
            for item in items {
                for entry in item.mappingEntries ?? [] where !keys.contains(entry.key) { keys.append(entry.key) }
            }
            rows.add(keys, line: 1)
            for item in items {
                let entries = item.mappingEntries ?? []
                rows.add(try keys.map { key throws(DataFileError) in try cell(entries.first { $0.key == key }?.value) }, line: item.line)
            }
        case .sequence(let items) where items.allSatisfy({ if case .sequence = $0.value { true } else { false } }):
            for item in items {
                guard case .sequence(let cells) = item.value else { continue }
                rows.add(try cells.map { node throws(DataFileError) in try cell(node) }, line: item.line)
            }
        case .mapping:
            for entry in node.mappingEntries ?? [] { rows.add([entry.key, try cell(entry.value)], line: entry.keyNode.line) }
        default:
            let holds = node.kindDescription == "text" ? "one value" : "a list of mixed items"
            throw .structure(
                "it holds \(holds), not a table; write a list of records, e.g. [{\"day\": \"Mon\", \"steps\": 898}], a list of rows, or a mapping of labels to values")
        }
        return rows.text
    }

    /// One value as a CSV cell: a number or words as written, a gap for null.
    private static func cell(_ node: YAMLNode?) throws(DataFileError) -> String {
        guard let node, !node.isNull else { return "" }
        guard let text = node.scalarText else {
            throw .structure("line \(node.line) holds \(node.kindDescription) where a value belongs; each value is one number or words")
        }
        return text
    }
}

/// CSV lines, each row on its file line where it can be (after the rows before it).
private struct Rows {
    private var lines: [String] = []

    mutating func add(_ cells: [String], line: Int) {
        let index = max(line - 1, lines.count)
        while lines.count < index { lines.append("") }
        lines.append(cells.map(Self.quoted).joined(separator: ","))
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

    /// A cell in quotes when it holds a comma, a quote or blanks at its ends; quotes doubled.
    private static func quoted(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) || cell.first?.isWhitespace == true || cell.last?.isWhitespace == true
        else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"").replacingOccurrences(of: "\n", with: " ") + "\""
    }
}
