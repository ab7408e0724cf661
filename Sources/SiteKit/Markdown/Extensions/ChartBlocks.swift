import CCmark
import Charts
import Diagnostics
import Foundation
import Synchronization

/// What the chart blocks of one file became.
struct ReplacedCharts {
    /// The blocks drawn without an error.
    var count = 0
    var diagnostics: [Diagnostic] = []
    var dataFiles: [DataFileRead] = []
    var images: [PageChartImage] = []
    /// The words and CJK characters of the blocks' fences and rows, which a reader does not read
    /// as text: the post's reading time leaves them out.
    var words = 0
    var cjkCharacters = 0
}

/// Swaps every chart code block for a custom block whose enter text is the figure.
///
/// A custom block, unlike an HTML block, is written even when raw HTML is switched off.
func replaceChartBlocks(in document: OpaquePointer, options: MarkdownOptions) -> ReplacedCharts {
    let readsMermaid = options.has(.mermaid)
    let chartNodes = MarkdownTree.blocks(in: document) { node in
        cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK && fenceSyntax(node, readsMermaid: readsMermaid) != nil
    }
    var count = 0
    var diagnostics: [Diagnostic] = []
    var words = 0, cjkCharacters = 0
    let context = options.charts
    let reads = DataFileLog()
    var figureBytes = 0
    var images: [PageChartImage] = []
    for (index, node) in chartNodes.enumerated() {
        if index == ChartLimits.blocksPerFile || figureBytes > ChartLimits.figureBytesPerFile {
            // Past the limits every remaining block is dropped with one error: cmark's buffer
            // would otherwise grow past what it can hold and abort the build.
            let line = context.lineOffset + Int(cmark_node_get_start_line(node))
            diagnostics.append(
                .error(
                    index == ChartLimits.blocksPerFile
                        ? "this file has \(chartNodes.count) chart blocks; at most \(ChartLimits.blocksPerFile) are drawn in one file: split it into several posts"
                        : "the charts of this file add up to over 256 MB of markup; split it into several posts",
                    at: SourceLocation(path: context.path, line: line, column: Int(cmark_node_get_start_column(node)))))
            for node in chartNodes[index...] {
                cmark_node_unlink(node)
                cmark_node_free(node)
            }
            break
        }
        var body = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        var syntax = fenceSyntax(node, readsMermaid: readsMermaid) ?? .chart
        if syntax == .chart, let json = obsidianChartsAsJSON(body) {
            body = json
            syntax = .obsidianCharts
        }
        let fenceLine = Int(cmark_node_get_start_line(node))
        let fenceColumn = Int(cmark_node_get_start_column(node))
        // A configuration in a file beside the post (```plotly file=line-chart.json, as Hugo Blox's
        // chart shortcode names it): the file's text is the block's.
        let file = configurationFile(node)
        if let file {
            let location = SourceLocation(path: context.path, line: context.lineOffset + fenceLine, column: fenceColumn)
            do throws(DataFileError) {
                guard let locator = context.dataFiles else { throw .missing }
                body = try reads.read(file, with: locator, asWritten: true)
            } catch {
                diagnostics.append(.error("the chart's file \(file.shortenedForMessage(limit: 60)) is not drawn: \(error)", at: location))
                cmark_node_unlink(node)
                cmark_node_free(node)
                continue
            }
        }
        // What is said about a figure in a file is said at the line that names the file.
        let block = ChartBlock(
            body: body, path: context.path, firstLine: context.lineOffset + fenceLine + (file == nil ? 1 : 0),
            columnOffset: max(0, fenceColumn - 1), idSeed: "\(context.path)#\(context.idScope)\(index)",
            readData: context.dataFiles.map { locator in
                { @Sendable name in try reads.read(name, with: locator) }
            }, syntax: syntax)
        let chart = ChartEngine.figure(for: block, settings: ChartSettings(locale: context.locale, words: context.words, captionMarkdown: chartCaption), withImage: context.drawsImages)
        diagnostics += chart.diagnostics
        // A Mermaid diagram that is no chart stays the code block it is, its words read; a figure in
        // a file that is not drawn is a link to that file, not an empty block of code.
        if chart.isLeftAsCode {
            if let file, let link = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) {
                figureLink(to: file).withCString { _ = cmark_node_set_on_enter(link, $0) }
                cmark_node_replace(node, link)
                cmark_node_free(node)
            }
            continue
        }
        // The rows, and the two fence lines, one word each.
        words += countWords(body) + 2
        cjkCharacters += countCJKCharacters(body)
        if let image = chart.image, !chart.html.isEmpty {
            images.append(PageChartImage(fileName: "chart-\(fileScope(context.idScope))\(index + 1).svg", image: image))
        }
        figureBytes += chart.html.utf8.count
        if !chart.diagnostics.hasErrors { count += 1 }
        guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
        chart.html.withCString { _ = cmark_node_set_on_enter(custom, $0) }
        cmark_node_replace(node, custom)
        cmark_node_free(node)
    }
    return ReplacedCharts(count: count, diagnostics: diagnostics, dataFiles: reads.all, images: images, words: words, cjkCharacters: cjkCharacters)
}

/// A paragraph that links a figure's file (`prices.json` beside the post; `/static/x.json` is
/// served at `/x.json`, as Hugo serves it).
private func figureLink(to file: String) -> String {
    let served = file.hasPrefix("/static/") ? String(file.dropFirst("/static".count)) : file
    let address = served.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? served
    return "<p class=\"chart-figure-link\"><a href=\"\(address.xmlEscaped)\">The chart’s figure (\(served.split(separator: "/").last.map(String.init)?.xmlEscaped ?? ""))</a></p>\n"
}

/// The part of a chart image's file name that sets a shortcode's charts apart from the page's
/// own (`inner-120-` for the scope `inner-120@`), so each has a file of its own.
private func fileScope(_ idScope: String) -> String {
    guard !idScope.isEmpty else { return "" }
    return idScope.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).joined(separator: "-") + "-"
}

/// How much chart markup one Markdown file may produce.
enum ChartLimits {
    static let blocksPerFile = 10_000
    static let figureBytesPerFile = 256 << 20
}

/// The `data:` files read while one document's charts are drawn.
private final class DataFileLog: Sendable {
    private let reads = Mutex<[DataFileRead]>([])
    func record(_ read: DataFileRead) { reads.withLock { $0.append(read) } }
    var all: [DataFileRead] { reads.withLock { $0 } }

    /// The text of the file `name` names (as `DataFileLocator` resolves it), its read recorded.
    func read(_ name: String, with locator: DataFileLocator, asWritten: Bool = false) throws(DataFileError) -> String {
        let resolved = Result { () throws(DataFileError) in try locator.path(of: name) }
        // A path that does not resolve is watched where it would be, so adding the file rebuilds.
        let path = (try? resolved.get()) ?? locator.pathInPostFolder(name)
        // Fingerprinted before reading: a file changing in between then looks changed next time.
        record(DataFileRead(path: path, fingerprint: .ofFile(atPath: path)))
        return try locator.read(atResolvedPath: resolved.get(), asWritten: asWritten)
    }
}

/// A ```chart block of Obsidian's Charts plugin (`labels:`, `series:`), as a note moved from a
/// vault keeps it: its YAML read here and handed on as JSON (`ChartSyntax.obsidianCharts`); nil
/// for any other block.
public func obsidianChartsAsJSON(_ body: String) -> String? {
    guard ChartEngine.isObsidianChartsBlock(body), let node = try? parseYAML(body), node.mappingEntries != nil else { return nil }
    return node.json
}

/// The language of a fenced block whose info string's first word is `chart`, or `mermaid` when
/// Mermaid's charts are read; nil for any other block.
private func fenceSyntax(_ node: OpaquePointer, readsMermaid: Bool) -> ChartSyntax? {
    guard let info = cmark_node_get_fence_info(node) else { return nil }
    return chartSyntax(ofFenceInfo: String(cString: info), readsMermaid: readsMermaid)
}

/// The language a fence's info string (`chart`, `chartjs`, `plotly file=x.json`) names for the
/// chart engine, or nil for any other block; `mermaid` only when Mermaid's charts are read.
public func chartSyntax(ofFenceInfo info: String, readsMermaid: Bool) -> ChartSyntax? {
    switch info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first {
    case "chart": return .chart
    case "chartjs": return .chartJS
    case "echarts": return .echarts
    // al-folio writes `vega_lite`.
    case "vega-lite", "vegalite", "vega_lite": return .vegaLite
    case "plotly": return .plotly
    case "highcharts": return .highcharts
    case "mermaid" where readsMermaid: return .mermaid
    default: return nil
    }
}

/// The file a fence's info string names with `file=` (`plotly file=line-chart.json`), or nil.
private func configurationFile(_ node: OpaquePointer) -> String? {
    guard let info = cmark_node_get_fence_info(node) else { return nil }
    let words = String(cString: info).split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let word = words.dropFirst().first(where: { $0.hasPrefix("file=") }) else { return nil }
    // Percent-encoded where the name has a space (`file=AWS%20Costs.json`).
    let written = word.dropFirst("file=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    let file = written.removingPercentEncoding ?? written
    return file.isEmpty ? nil : file
}

/// The words that start the info string of a block the chart engine draws (`chart` starts
/// `chartjs` too), for the quick test that spares the tree walk.
let chartFenceWords: [StaticString] = ["chart", "echarts", "vega", "plotly", "highcharts"]

extension UnsafeBufferPointer<UInt8> {
    /// Whether one of `words` follows a backtick or a tilde, spaces apart, as a fence's info string
    /// does: one pass from each fence mark (rare bytes, found by memchr), whatever the words.
    func containsFenceWord(anyOf words: [StaticString]) -> Bool {
        guard let base = baseAddress else { return false }
        for mark in [UInt8(ascii: "`"), UInt8(ascii: "~")] {
            var start = 0
            while start < count, let found = memchr(base + start, Int32(mark), count - start) {
                var index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                start = index
                // Quarto's braces (```{mermaid}) too.
                while index < count, self[index] == mark || self[index] == UInt8(ascii: " ") || self[index] == UInt8(ascii: "\t") || self[index] == UInt8(ascii: "{") {
                    index += 1
                }
                start = index
                for word in words where index + word.utf8CodeUnitCount <= count {
                    let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
                    if letters.indices.allSatisfy({ self[index + $0] == letters[$0] }) { return true }
                }
            }
        }
        return false
    }
}
