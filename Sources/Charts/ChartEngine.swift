import Diagnostics

/// One fenced ```chart block as the Markdown pipeline finds it.
public struct ChartBlock: Sendable {
    /// The block's text between the fences.
    public var body: String
    /// The Markdown file's path as the writer knows it (for diagnostics), e.g. `content/posts/a.md`.
    public var path: String
    /// The line in that file where the block's first body line is (the fence line + 1).
    public var firstLine: Int
    /// Columns of indentation the fence had, added to every column reported.
    public var columnOffset: Int
    /// Seed of the stable id: the page path and the block's index on the page.
    public var idSeed: String
    /// Reads a `data:` file named relative to the post; nil when there is no file system (stdin).
    public var readData: (@Sendable (String) throws -> String)?
    /// The language of the body: a chart block's own, or Mermaid's (a ```mermaid fence).
    public var syntax: ChartSyntax

    public init(
        body: String, path: String, firstLine: Int, columnOffset: Int = 0, idSeed: String,
        readData: (@Sendable (String) throws -> String)? = nil, syntax: ChartSyntax = .chart
    ) {
        self.body = body
        self.path = path
        self.firstLine = firstLine
        self.columnOffset = columnOffset
        self.idSeed = idSeed
        self.readData = readData
        self.syntax = syntax
    }
}

extension ChartBlock {
    /// This block as a chart block with `body`, as another tool's chart (Mermaid, Chart.js,
    /// ECharts) reads: its lines counted from 1, its columns from the left.
    func rewritten(as body: String) -> ChartBlock {
        var block = self
        block.body = body
        block.firstLine = 1
        block.columnOffset = 0
        block.syntax = .chart
        return block
    }
}

/// The languages a block may be written in.
public enum ChartSyntax: Sendable {
    /// ```chart: `type: bar`, the header, `---`, the rows.
    case chart
    /// ```mermaid: its `pie` and `xychart-beta` diagrams are drawn; any other is left as code.
    case mermaid
    /// ```chartjs, and Hugo themes' `{{< chart >}}`: a Chart.js configuration whose bar, line,
    /// pie, doughnut or scatter chart is drawn; any other is left as code.
    case chartJS
    /// ```echarts, and LoveIt's and FixIt's `{{< echarts >}}`: an ECharts option in JSON whose bar,
    /// line, pie or scatter series are drawn; any other is left as code.
    case echarts
    /// ```vega-lite: a Vega-Lite spec of one bar, line, area, point or arc mark over its values.
    case vegaLite
    /// ```plotly: a Plotly figure whose scatter (line, area, markers), bar or pie traces are drawn.
    case plotly
    /// ```highcharts, and blogs' `{{< highcharts >}}`: Highcharts options whose line, area, column,
    /// bar, pie or scatter series are drawn.
    case highcharts
    /// A ```chart block of Obsidian's Charts plugin (`labels:`, `series:`), handed on as JSON: its
    /// bar, line, pie and doughnut charts are drawn.
    case obsidianCharts

    /// The library whose configuration a block holds, as messages name it.
    var library: String {
        switch self {
        case .chart: "chart"
        case .mermaid: "Mermaid"
        case .chartJS: "Chart.js"
        case .echarts: "ECharts"
        case .vegaLite: "Vega-Lite"
        case .plotly: "Plotly"
        case .highcharts: "Highcharts"
        case .obsidianCharts: "Obsidian Charts"
        }
    }
}

/// Site-wide settings that change how charts are written.
public struct ChartSettings: Sendable {
    /// A BCP 47 language tag; decides number formatting (`en`: `1,120.5`) and month names.
    public var locale: String
    /// The phrases readers read and hear (the table's headers, the descriptions), in that language.
    public var words: ChartWords
    /// The kinds `type:` may name: the registry's, or (in tests) a list with a kind of their own.
    var kinds = ChartRegistry.standard
    /// Reads a title, description or source that holds inline Markdown (`[OECD](https://…)`, a
    /// bare web address, `*est.*`) as the caption's HTML and as plain text for the SVG's names;
    /// nil when the text is no such Markdown. Without it, captions are written as they are, escaped.
    public var captionMarkdown: (@Sendable (String) -> CaptionText?)?

    public init(locale: String = "en", words: ChartWords = .english, captionMarkdown: (@Sendable (String) -> CaptionText?)? = nil) {
        self.locale = locale
        self.words = words
        self.captionMarkdown = captionMarkdown
    }
}

/// What the engine made of one block: its markup (empty when there are errors) and every diagnostic.
public struct RenderedChart: Sendable {
    public var html: String
    public var diagnostics: [Diagnostic]
    /// The chart as a standalone SVG file, when asked for (`figure(for:settings:withImage:)`).
    public var image: ChartImage?
    /// A Mermaid diagram that is no chart (a flowchart): the block stays code, as written.
    public var isLeftAsCode: Bool

    public init(html: String, diagnostics: [Diagnostic], image: ChartImage? = nil, isLeftAsCode: Bool = false) {
        self.html = html
        self.diagnostics = diagnostics
        self.image = image
        self.isLeftAsCode = isLeftAsCode
    }
}

/// A chart as a standalone SVG file drawn at rest, with what an `<img>` of it needs: where
/// inline SVG and stylesheets do not reach (feed readers, link previews).
public struct ChartImage: Sendable {
    /// The id of the figure it stands for (`c-1a2b3c4d`), so a page can find that figure.
    public var figureID: String
    /// The SVG document, its stylesheet inside.
    public var svg: String
    /// The image's `alt`: the title, then the description.
    public var alternativeText: String
    public var width: Double
    public var height: Double
}

/// The chart engine's entry points: a block in, a figure or a standalone SVG out.
public enum ChartEngine {
    /// The `<figure>` for a page: the SVG, caption and data table, styled by `stylesheet`.
    ///
    /// - Parameter withImage: also draw the standalone SVG (`image`), from the same reading of the block.
    public static func figure(for block: ChartBlock, settings: ChartSettings = .init(), withImage: Bool = false) -> RenderedChart {
        render(block, settings: settings, standalone: false, image: withImage)
    }

    /// A standalone SVG document carrying its stylesheet inside it, drawn at rest (`site chart FILE`).
    public static func standaloneSVG(for block: ChartBlock, settings: ChartSettings = .init()) -> RenderedChart {
        render(block, settings: settings, standalone: true, image: false)
    }

    /// The shared stylesheet a site writes once and every page with a chart links.
    public static var stylesheet: String { ChartRegistry.standard.stylesheet }

    /// The names `type:` accepts, in registry order.
    public static var chartTypes: [String] { ChartRegistry.standard.names }

    /// The most diagnostics one block reports; the rest are counted in one last line.
    public static let diagnosticsPerBlock = 20

    /// The largest block body (or `data:` file) the engine reads: 1 MB is some 50,000 rows,
    /// far past what a chart can show.
    public static let largestBlockBytes = 1 << 20

    static func render(_ block: ChartBlock, settings: ChartSettings, standalone: Bool, image withImage: Bool) -> RenderedChart {
        guard block.body.utf8.count <= largestBlockBytes else {
            let size = NumberStyle.english.format(Double(block.body.utf8.count) / 1_048_576, decimals: 1)
            return RenderedChart(
                html: "",
                diagnostics: [
                    .error(
                        "this chart block is \(size) MB; blocks over 1 MB are not drawn: keep the rows a reader can take in, or summarise them",
                        at: SourceLocation(path: block.path, line: max(1, block.firstLine - 1), column: 1 + block.columnOffset))
                ])
        }
        var block = block
        // A library's configuration in a ```chart fence is read as that library's.
        if block.syntax == .chart, let library = JSONChartLibrary.recognise(block.body) { block.syntax = library }
        switch block.syntax {
        case .chart: break
        case .mermaid: return renderMermaid(block, settings: settings, standalone: standalone, image: withImage)
        case .chartJS: return renderScriptChart(block, ChartJSConfig.read(block.body), settings: settings, standalone: standalone, image: withImage)
        case .echarts: return renderScriptChart(block, EChartsOption.read(block.body), settings: settings, standalone: standalone, image: withImage)
        case .vegaLite: return renderScriptChart(block, VegaLiteSpec.read(block.body), settings: settings, standalone: standalone, image: withImage)
        case .plotly: return renderScriptChart(block, PlotlyFigure.read(block.body), settings: settings, standalone: standalone, image: withImage)
        case .highcharts: return renderScriptChart(block, HighchartsOptions.read(block.body), settings: settings, standalone: standalone, image: withImage)
        case .obsidianCharts:
            return renderScriptChart(block, ObsidianChartsBlock.read(block.body), settings: settings, standalone: standalone, image: withImage)
        }
        var (spec, diagnostics) = SpecParser.parse(block, kinds: settings.kinds)
        guard let spec, !diagnostics.hasErrors else {
            return RenderedChart(html: "", diagnostics: bounded(diagnostics))
        }
        let id = StableID.id(for: block.idSeed)
        let markups = spec.markup(id: id, settings: settings, figure: !standalone, image: standalone || withImage, diagnostics: &diagnostics)
        let markup = (standalone ? markups.image : markups.figure) ?? ChartMarkup(text: "", title: "", description: "")
        var image: ChartImage?
        if withImage, let svg = markups.image {
            image = ChartImage(figureID: id, svg: svg.text, alternativeText: svg.alternativeText, width: svg.width, height: svg.height)
        }
        return RenderedChart(html: markup.text, diagnostics: bounded(diagnostics), image: image)
    }

    /// The first `diagnosticsPerBlock` diagnostics, errors first, and a count of the others
    /// (placed where the first one left out was).
    static func bounded(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > diagnosticsPerBlock else { return diagnostics }
        let ordered = diagnostics.errors + diagnostics.warnings
        var kept = Array(ordered.prefix(diagnosticsPerBlock))
        let rest = ordered.dropFirst(diagnosticsPerBlock)
        let severity: Diagnostic.Severity = rest.contains(where: \.isError) ? .error : .warning
        kept.append(
            Diagnostic(
                severity, "… and \(groupedCount(rest.count)) more in this chart block; fix the ones above first",
                at: rest.first?.location))
        return kept
    }

    private static func groupedCount(_ count: Int) -> String {
        NumberStyle.english.format(Double(count), decimals: 0)
    }
}
