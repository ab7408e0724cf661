/// A Mermaid diagram of a kind this engine draws, `pie` or `xychart-beta`, as GitHub, GitLab,
/// Obsidian and Mermaid-enabled Hugo, Jekyll and Docusaurus blogs write them in ```mermaid
/// fences, rewritten as a chart block. Each line of the new block remembers the Mermaid line it
/// came from, so every diagnostic points at what the author wrote.
///
/// What Mermaid only styles (`%%{init}%%`, a front matter's `config:`) is passed over; what it
/// names for assistive technology (`accTitle`, `accDescr`) becomes the title and description.
struct MermaidChart {
    /// One line of the chart block, and the Mermaid line it stands for.
    struct Line {
        var text: String
        var origin: Int
        /// The Mermaid line as it is (a pie's `"Dogs" : 386`), so columns keep their place.
        var isVerbatim = false
    }

    var lines: [Line] = []
    /// Lines left out, with why: warnings at their Mermaid lines.
    var leftOut: [(line: Int, message: String)] = []

    var body: String { lines.map(\.text).joined(separator: "\n") }

    enum Reading {
        case chart(MermaidChart)
        /// A diagram this engine does not draw (a flowchart, a sequence diagram): its Mermaid keyword.
        case otherDiagram(String)
    }

    /// Reads the lines of a ```mermaid block.
    static func read(_ source: SourceText) -> Reading {
        var reader = MermaidHeader(source.lines)
        guard let (keywordLine, words) = reader.diagramLine() else { return .otherDiagram("") }
        switch words.first?.lowercased() ?? "" {
        case "pie": return .chart(pie(source, reader, keywordLine, words))
        case "xychart-beta", "xychart": return .chart(xyChart(source, reader, keywordLine, words))
        case let other: return .otherDiagram(other)
        }
    }

    // MARK: pie

    private static func pie(_ source: SourceText, _ reader: MermaidHeader, _ keywordLine: Int, _ words: [Substring]) -> MermaidChart {
        var chart = MermaidChart()
        var header = reader.common
        var showsData = false
        // `pie showData title Pets adopted`: the title is all that follows `title`.
        var rest = words.dropFirst()
        if rest.first?.lowercased() == "showdata" {
            showsData = true
            rest = rest.dropFirst()
        }
        if rest.first?.lowercased() == "title" { header.title = (rest.dropFirst().joined(separator: " "), keywordLine) }
        var rows: [Line] = []
        for index in reader.bodyLines(after: keywordLine) {
            let line = source.lines[index]
            let text = line.trimmingBlanks()
            if let title = MermaidHeader.value(of: "title", in: text) {
                header.title = (title, index)
            } else if text.hasPrefix("\""), CellSplitter.firstUnquoted(.colon, in: line) != nil {
                // `"Dogs" : 386` is a row as chart blocks read it.
                rows.append(Line(text: String(line), origin: index, isVerbatim: true))
            } else if !reader.isAccessibilityLine(index) {
                chart.leftOut.append((index, MermaidMessages.unreadPieLine(text)))
            }
        }
        chart.lines.append(Line(text: "type: pie", origin: keywordLine))
        chart.lines += header.lines(at: keywordLine)
        // Mermaid's showData writes each slice's value beside its name; here the slices carry both.
        if showsData { chart.lines.append(Line(text: "labels: both", origin: keywordLine)) }
        chart.lines.append(Line(text: "---", origin: rows.first?.origin ?? keywordLine))
        chart.lines += rows
        return chart
    }

    // MARK: xychart

    private static func xyChart(_ source: SourceText, _ reader: MermaidHeader, _ keywordLine: Int, _ words: [Substring]) -> MermaidChart {
        var chart = MermaidChart()
        var header = reader.common
        let isSideways = reader.common.isSideways || words.dropFirst().contains { $0.lowercased() == "horizontal" }
        var categories: [String]?
        var xRange: (low: Double, high: Double)?
        var xTitle: String?, yTitle: String?
        var yRange: (low: String, high: String, line: Int)?
        var series: [(kind: String, name: String?, values: [String], line: Int)] = []
        for index in reader.bodyLines(after: keywordLine) {
            let text = source.lines[index].trimmingBlanks()
            let word = text.prefix { !$0.isWhitespace && $0 != "[" }.lowercased()
            let rest = MermaidAxis(String(text.dropFirst(word.count)))
            switch word {
            case "title":
                header.title = (MermaidHeader.unquoted(rest.text), index)
            case "x-axis":
                xTitle = rest.title ?? xTitle
                if let list = rest.list { categories = list }
                if let range = rest.range, let low = Double(range.low), let high = Double(range.high) { xRange = (low, high) }
            case "y-axis":
                yTitle = rest.title ?? yTitle
                if let range = rest.range { yRange = (range.low, range.high, index) }
            case "bar", "line":
                guard let values = rest.list else {
                    chart.leftOut.append((index, MermaidMessages.seriesWithoutValues(word)))
                    continue
                }
                series.append((word, rest.title, values, index))
            default:
                if !reader.isAccessibilityLine(index) { chart.leftOut.append((index, MermaidMessages.unreadXYLine(text))) }
            }
        }
        // Bars, or lines; lines beside bars are drawn over them (`lines:`), as Mermaid draws them.
        let kind = series.contains { $0.kind == "bar" } ? "bar" : "line"
        chart.lines.append(Line(text: "type: \(kind)", origin: keywordLine))
        if isSideways, kind == "bar" { chart.lines.append(Line(text: "orientation: horizontal", origin: keywordLine)) }
        chart.lines += header.lines(at: keywordLine)
        // Bars lying down draw Mermaid's x-axis (the categories) on the left and its y-axis (the values)
        // along the bottom: here axes are named by where they are drawn.
        let (categoryKey, valueKey) = isSideways && kind == "bar" ? ("y-axis", "x-axis") : ("x-axis", "y-axis")
        if let xTitle { chart.lines.append(Line(text: "\(categoryKey): \(xTitle)", origin: keywordLine)) }
        if let yTitle { chart.lines.append(Line(text: "\(valueKey): \(yTitle)", origin: yRange?.line ?? keywordLine)) }
        if let yRange {
            chart.lines.append(Line(text: "min: \(yRange.low)", origin: yRange.line))
            chart.lines.append(Line(text: "max: \(yRange.high)", origin: yRange.line))
        }
        // The first row names the columns: the x-axis, then each series (Mermaid names none).
        // Each kind numbered on its own: "Bar 1", "Line 1", "Line 2".
        let names = series.enumerated().map { index, line in
            line.name ?? (series.count == 1 ? yTitle ?? "Value"
                : "\(line.kind == "bar" ? "Bar" : "Line") \(series[...index].filter { $0.kind == line.kind }.count)")
        }
        if kind == "bar", series.contains(where: { $0.kind == "line" }) {
            // Quoted only where a comma or a quote would split the name.
            let lineNames = zip(series, names).filter { $0.0.kind == "line" }.map { $0.1.contains(",") || $0.1.contains("\"") ? Cell.quoted($0.1) : $0.1 }
            chart.lines.append(Line(text: "lines: " + lineNames.joined(separator: ", "), origin: series.first { $0.kind == "line" }?.line ?? keywordLine))
        }
        let firstSeriesLine = series.first?.line ?? keywordLine
        chart.lines.append(Line(text: "---", origin: firstSeriesLine))
        chart.lines.append(Line(text: (["Label"] + names).map(Cell.quoted).joined(separator: " | "), origin: firstSeriesLine))
        let count = series.map(\.values.count).max() ?? 0
        for row in 0..<count {
            let label: String
            if let categories, row < categories.count {
                label = categories[row]
            } else if let xRange {
                // A numeric x-axis spreads the values evenly from its low end to its high end.
                let step = count > 1 ? (xRange.high - xRange.low) / Double(count - 1) : 0
                label = MermaidAxis.plain(xRange.low + step * Double(row))
            } else {
                label = String(row + 1)
            }
            // A value the series lacks is missing, as chart blocks write it.
            let cells = series.map { row < $0.values.count && !$0.values[row].isEmpty ? $0.values[row] : "-" }
            chart.lines.append(Line(text: ([Cell.quoted(label)] + cells).joined(separator: " | "), origin: series.first { row < $0.values.count }?.line ?? firstSeriesLine))
        }
        return chart
    }
}
