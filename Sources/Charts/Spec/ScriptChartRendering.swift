import Diagnostics

/// A chart configured for a script library (Chart.js, ECharts, Vega-Lite), rewritten as a chart block.
struct ScriptChart {
    /// The chart block's lines.
    var lines: [String] = []
    /// Series left out, with why.
    var leftOut: [String] = []

    var body: String { lines.joined(separator: "\n") }

    /// Adds the header line `key: value`, the value on one line (a title written over two in the
    /// configuration would otherwise start a line of its own).
    mutating func header(_ key: String, _ value: String) {
        lines.append("\(key): " + value.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    enum Reading {
        case chart(ScriptChart)
        /// Not drawn, with why and the line (of the text, from 0) it is about: the block stays code.
        case notDrawn(String, line: Int = 0)
        /// Drawn as nothing: an error.
        case invalid(String)
    }
}

extension ChartEngine {
    /// A Chart.js or ECharts configuration (```chartjs and ```echarts, Hugo themes' `{{< chart >}}`
    /// and `{{< echarts >}}`): its chart drawn as the chart block it reads as, every diagnostic said
    /// at the block's first line; a type this engine has not, or a configuration holding script,
    /// left as code with a warning.
    static func renderScriptChart(_ block: ChartBlock, settings: ChartSettings, standalone: Bool, image withImage: Bool) -> RenderedChart {
        let start = SourceLocation(path: block.path, line: max(1, block.firstLine), column: 1 + block.columnOffset)
        let reading =
            switch block.syntax {
            case .echarts: EChartsOption.read(block.body)
            case .vegaLite: VegaLiteSpec.read(block.body)
            default: ChartJSConfig.read(block.body)
            }
        switch reading {
        case .notDrawn(let reason, let line):
            var place = start
            place.line += line
            return RenderedChart(html: "", diagnostics: [.warning(reason, at: place)], isLeftAsCode: true)
        case .invalid(let reason):
            return RenderedChart(html: "", diagnostics: [.error(reason, at: start)])
        case .chart(let chart):
            var rendered = render(block.rewritten(as: chart.body), settings: settings, standalone: standalone, image: withImage)
            // The rewritten block's lines are not the author's: each diagnostic is said where the configuration starts.
            let moved = rendered.diagnostics.map { diagnostic in
                var moved = diagnostic
                moved.location = start
                moved.excerpt = nil
                return moved
            }
            rendered.diagnostics = bounded(chart.leftOut.map { .warning($0, at: start) } + moved)
            return rendered
        }
    }
}
