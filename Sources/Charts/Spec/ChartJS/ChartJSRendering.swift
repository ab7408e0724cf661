import Diagnostics

extension ChartEngine {
    /// A Chart.js configuration (```chartjs, or a Hugo theme's `{{< chart >}}`): its bar, line,
    /// pie, doughnut or scatter chart drawn as the chart block it reads as, every diagnostic said at
    /// the block's first line; any other type, or a configuration holding script, left as code.
    static func renderChartJS(_ block: ChartBlock, settings: ChartSettings, standalone: Bool, image withImage: Bool) -> RenderedChart {
        let start = SourceLocation(path: block.path, line: max(1, block.firstLine), column: 1 + block.columnOffset)
        switch ChartJSConfig.read(block.body) {
        case .notDrawn(let reason, let line):
            var place = start
            place.line += line
            return RenderedChart(html: "", diagnostics: [.warning(reason, at: place)], isLeftAsCode: true)
        case .invalid(let reason):
            return RenderedChart(html: "", diagnostics: [.error(reason, at: start)])
        case .chart(let config):
            var rewritten = block
            rewritten.body = config.body
            rewritten.firstLine = 1
            rewritten.columnOffset = 0
            rewritten.syntax = .chart
            var rendered = render(rewritten, settings: settings, standalone: standalone, image: withImage)
            // The rewritten block's lines are not the author's: each diagnostic is said where the configuration starts.
            let moved = rendered.diagnostics.map { diagnostic in
                var moved = diagnostic
                moved.location = start
                moved.excerpt = nil
                return moved
            }
            rendered.diagnostics = bounded(config.leftOut.map { .warning($0, at: start) } + moved)
            return rendered
        }
    }
}
