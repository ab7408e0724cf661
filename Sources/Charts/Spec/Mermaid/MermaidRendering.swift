import Diagnostics

extension ChartEngine {
    /// A ```mermaid block: its pie or xychart drawn as the chart block it reads as, every
    /// diagnostic moved back to the Mermaid line it is about; any other diagram left as code.
    static func renderMermaid(_ block: ChartBlock, settings: ChartSettings, standalone: Bool, image withImage: Bool) -> RenderedChart {
        let source = SourceText(block.body, path: block.path, firstLine: block.firstLine, columnOffset: block.columnOffset)
        switch MermaidChart.read(source) {
        case .otherDiagram:
            // Said at the fence, the line the reader sees the block start on.
            let fence = SourceLocation(path: block.path, line: max(1, block.firstLine - 1), column: 1 + block.columnOffset)
            return RenderedChart(html: "", diagnostics: [.warning(MermaidMessages.otherDiagram, at: fence)], isLeftAsCode: true)
        case .chart(let chart):
            var rendered = render(block.rewritten(as: chart.body), settings: settings, standalone: standalone, image: withImage)
            let leftOut = chart.leftOut.map { source.diagnostic(.warning, $0.message, at: place(ofLine: $0.line, in: source)) }
            rendered.diagnostics = bounded(leftOut + rendered.diagnostics.map { moved($0, from: chart, to: source, block: block) })
            return rendered
        }
    }

    /// A diagnostic about a line of the rewritten block, put on the Mermaid line it came from.
    private static func moved(_ diagnostic: Diagnostic, from chart: MermaidChart, to source: SourceText, block: ChartBlock) -> Diagnostic {
        guard let location = diagnostic.location, location.path == block.path, chart.lines.indices.contains(location.line - 1) else {
            return diagnostic
        }
        let line = chart.lines[location.line - 1]
        guard line.isVerbatim else {
            return source.diagnostic(diagnostic.severity, diagnostic.message, at: place(ofLine: line.origin, in: source))
        }
        // The same text: the column and the excerpt stay as they are.
        var moved = diagnostic
        moved.location = SourceLocation(path: block.path, line: block.firstLine + line.origin, column: location.column + block.columnOffset)
        return moved
    }

    /// The first character of a line that is not a blank.
    private static func place(ofLine line: Int, in source: SourceText) -> SourcePlace {
        SourcePlace(line: line, offset: source.lines.indices.contains(line) ? CellSplitter.trimmedRange(source.lines[line]).lowerBound : 0)
    }
}
