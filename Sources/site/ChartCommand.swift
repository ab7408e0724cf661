import Charts
import Diagnostics
import Foundation
import SiteKit

/// `site chart FILE|- [--html] [--language CODE]`
func runChart(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
    let html = arguments.flag("--html")
    let language = try arguments.option("--language", "--lang") ?? "en"
    let inputs = try arguments.positionals(known: ["--html", "--language"])
    guard inputs.count == 1, let input = inputs.first else {
        throw UsageError(
            inputs.isEmpty
                ? "name a file with one chart block, or - for standard input"
                : "site chart takes one file, got \(inputs.count)")
    }
    let data: Data
    let path: String
    var folder: URL?
    if input == "-" {
        path = "<stdin>"
        data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
        let url = URL(filePath: input, relativeTo: currentFolder()).absoluteURL
        guard let contents = FileManager.default.contents(atPath: url.path) else {
            Terminal.report([.error("cannot read \(input); check the file name")])
            return 1
        }
        path = input
        data = contents
        folder = url.deletingLastPathComponent()
    }
    // Decoded as a post is: a byte-order mark dropped, bad bytes and control characters reported.
    let text: String
    switch decodeUTF8(data, path: path) {
    case .success(let decoded):
        text = decoded.text
        if let warning = decoded.warning { Terminal.report([warning]) }
    case .failure(let problem):
        Terminal.report([problem])
        return 1
    }
    let (body, firstLine, fenced) = stripFences(text)
    // A block of Obsidian's Charts plugin is drawn as a build draws it.
    let obsidian = fenced == .chart ? obsidianChartsAsJSON(body) : nil
    let block = ChartBlock(
        body: obsidian ?? body, path: path, firstLine: firstLine, idSeed: path,
        readData: folder.map { folder in
            { @Sendable name in try readDataFile(name, besideChartIn: folder) }
        }, syntax: obsidian == nil ? fenced : .obsidianCharts)
    let settings = chartSettings(forLanguage: language)
    let chart = html ? ChartEngine.figure(for: block, settings: settings) : ChartEngine.standaloneSVG(for: block, settings: settings)
    Terminal.report(chart.diagnostics)
    if chart.diagnostics.hasErrors { return 1 }
    Terminal.output(chart.html.hasSuffix("\n") ? chart.html : chart.html + "\n")
    return 0
}

/// The block's body, the line it starts on and its language, without its fences when the file
/// has them (```chart, or another tool's: ```chartjs, ```plotly, ```highcharts, ```mermaid…).
private func stripFences(_ text: String) -> (body: String, firstLine: Int, syntax: ChartSyntax) {
    // Split on the byte: "\r\n" is a single Character and would hide the line break.
    var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
        let line = String(Substring(bytes))
        return line.hasSuffix("\r") ? String(line.dropLast()) : line
    }
    guard let open = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return (text, 1, .chart) }
    let opening = lines[open].trimmingCharacters(in: .whitespaces)
    guard opening.hasPrefix("```") || opening.hasPrefix("~~~"),
        let syntax = chartSyntax(ofFenceInfo: String(opening.drop { $0 == "`" || $0 == "~" }), readsMermaid: true)
    else {
        return (text, 1, .chart)
    }
    let fence = String(lines[open].trimmingCharacters(in: .whitespaces).prefix(3))
    lines.removeSubrange(0...open)
    if let close = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(fence) }) {
        lines.removeSubrange(close...)
    }
    return (lines.joined(separator: "\n") + "\n", open + 2, syntax)
}
