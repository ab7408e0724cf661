import Charts
import Diagnostics
import Foundation

/// `site chart FILE|- [--html]`
func runChart(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
    let html = arguments.flag("--html")
    let inputs = try arguments.positionals(known: ["--html"])
    guard inputs.count == 1, let input = inputs.first else {
        throw UsageError(
            inputs.isEmpty
                ? "name a file with one chart block, or - for standard input"
                : "site chart takes one file, got \(inputs.count)")
    }
    let text: String
    let path: String
    var folder: URL?
    if input == "-" {
        path = "<stdin>"
        text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    } else {
        let url = URL(filePath: input, relativeTo: currentFolder()).absoluteURL
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Terminal.report([.error("cannot read \(input); check the file name")])
            return 1
        }
        guard let decoded = String(validating: data, as: UTF8.self) else {
            Terminal.report([.error("\(input) is not UTF-8 text; save it as UTF-8")])
            return 1
        }
        path = input
        text = decoded
        folder = url.deletingLastPathComponent()
    }
    let (body, firstLine) = stripFences(text)
    let block = ChartBlock(
        body: body, path: path, firstLine: firstLine, idSeed: path,
        readData: folder.map { folder in
            { @Sendable name in try String(contentsOf: folder.appending(path: name), encoding: .utf8) }
        })
    let chart = html ? ChartEngine.figure(for: block) : ChartEngine.standaloneSVG(for: block)
    Terminal.report(chart.diagnostics)
    if chart.diagnostics.hasErrors { return 1 }
    Terminal.output(chart.html.hasSuffix("\n") ? chart.html : chart.html + "\n")
    return 0
}

/// The block's body and the line it starts on, without ```chart fences when the file has them.
private func stripFences(_ text: String) -> (body: String, firstLine: Int) {
    // Split on the byte: "\r\n" is a single Character and would hide the line break.
    var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
        let line = String(Substring(bytes))
        return line.hasSuffix("\r") ? String(line.dropLast()) : line
    }
    guard let open = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
        lines[open].trimmingCharacters(in: .whitespaces).hasPrefix("```chart")
            || lines[open].trimmingCharacters(in: .whitespaces).hasPrefix("~~~chart")
    else {
        return (text, 1)
    }
    let fence = String(lines[open].trimmingCharacters(in: .whitespaces).prefix(3))
    lines.removeSubrange(0...open)
    if let close = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(fence) }) {
        lines.removeSubrange(close...)
    }
    return (lines.joined(separator: "\n") + "\n", open + 2)
}
