import Diagnostics
import Foundation
import Testing

@testable import Charts

/// A kind the engine has never seen, defined here, outside the engine's sources: one tick mark
/// per row, with a key of its own.
private struct TallyKind: ChartKind {
    var name: String { "tally" }

    struct Options: KindOptions {
        var mark = "|"
    }

    var keys: [String] { ["mark"] }

    func read(_ value: inout OptionValue, into options: inout Options) {
        guard let text = value.nonEmptyText else {
            value.warn("'mark' needs a character; using '|'")
            return
        }
        options.mark = text
    }

    func validate(_ spec: inout ChartSpec<TallyKind>, diagnostics: inout [Diagnostic]) {
        for row in spec.table.rows where (row.values.first ?? nil).map({ $0 > 100 }) == true {
            diagnostics.append(spec.table.source.diagnostic(.warning, "more than 100 tallies in \"\(row.label)\"", at: row.labelPlace))
        }
    }

    var widths: [LayoutWidth] { [.fluid] }

    struct Layout: ChartLayout {
        var counts: [Int]
        var labels: [String]
        var mark: String
        var width: Double { 200 }
        var height: Double { Double(counts.count) * 20 }
        var legend: [LegendEntry] { [] }
        var table: DataTableContent {
            DataTableContent(labelHeader: "Row", columns: ["Tallies"], rowNames: labels, cells: counts.map { [String($0)] })
        }
        func summary() -> String { "Tallies: " + zip(labels, counts).map { "\($0) \($1)" }.joined(separator: ", ") }
    }

    func layouts(_ context: ChartContext<TallyKind>, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [Layout] {
        let counts = context.rows.map { Int(($0.values.first ?? nil) ?? 0) }
        return widths.map { _ in Layout(counts: counts, labels: context.rows.map(\.label), mark: context.own.mark) }
    }

    func draw(_ layout: Layout, _ context: ChartContext<TallyKind>, into svg: inout SVGWriter) {
        for (index, count) in layout.counts.enumerated() {
            svg += "<text class=\"tally-row\" y=\""
            svg.number(Double(index + 1) * 18)
            svg += "\">"
            svg.escaped(String(repeating: layout.mark, count: min(count, 100)))
            svg += "</text>"
        }
    }

    func figureClasses(_ options: Options) -> String { " chart-tally-marked" }

    var style: KindStyle { KindStyle(rules: [".tally-row{letter-spacing:2px}\n"], motion: [".chart-animated .tally-row{animation:tally-in .3s}\n@keyframes tally-in{from{opacity:0}}\n"]) }
}

@Suite struct PluginSeamTests {
    let kinds = ChartKinds(ChartRegistry.standard.kinds + [TallyKind()])

    func render(_ body: String, kinds: ChartKinds) -> RenderedChart {
        var settings = ChartSettings()
        settings.kinds = kinds
        return ChartEngine.figure(for: ChartBlock(body: body, path: "post.md", firstLine: 3, idSeed: "seam"), settings: settings)
    }

    @Test func aKindFromOutsideTheEngineDrawsThroughIt() throws {
        let chart = render("type: tally\nmark: x\ntitle: Votes\n---\nYes | 3\nNo | 2", kinds: kinds)
        #expect(chart.diagnostics.isEmpty, "\(chart.diagnostics.formatted())")
        // The engine frames it: classes, accessible name and description, the data table.
        #expect(chart.html.hasPrefix("<figure class=\"chart chart-tally chart-tally-marked chart-animated\""))
        #expect(chart.html.contains("aria-roledescription=\"tally chart\""))
        #expect(chart.html.contains("<desc id=\"c-"))
        #expect(chart.html.contains("Tallies: Yes 3, No 2</desc>"))
        // Its own key reached its own options, and its drawing used them.
        #expect(chart.html.contains(">xxx</text>") && chart.html.contains(">xx</text>"))
        #expect(chart.html.contains("<table aria-label=\"Votes: data\"><thead><tr><th scope=\"col\">Row</th><th scope=\"col\">Tallies</th>"))
    }

    @Test func itsKeysValidationAndStyleAreItsOwn() throws {
        // A typo of its key is suggested from its keys; another kind's key is refused for it.
        let typo = render("type: tally\nmakr: x\norientation: horizontal\n---\nYes | 300", kinds: kinds)
        let messages = typo.diagnostics.map(\.message)
        #expect(messages.contains("unknown key 'makr' is ignored; did you mean 'mark'?"), "\(messages)")
        #expect(messages.contains("key 'orientation' does not apply to tally charts and is ignored; remove it"))
        #expect(messages.contains("more than 100 tallies in \"Yes\""))
        // Its stylesheet part is in the sheet of the kinds it is registered with, motion inside the query.
        let sheet = kinds.stylesheet
        #expect(sheet.contains(".tally-row{letter-spacing:2px}"))
        let motion = try #require(sheet.components(separatedBy: "@media (prefers-reduced-motion:no-preference){").last)
        #expect(motion.contains("@keyframes tally-in"))
        #expect(!ChartRegistry.standard.stylesheet.contains("tally"))
    }

    /// What other tools call a kind is the kind's own list; each name leads to header lines that draw.
    @Test func otherToolsNamesLeadToLinesThatDraw() throws {
        let kinds = ChartRegistry.standard
        for kind in kinds.kinds {
            for (name, lines) in kind.otherNames {
                #expect(!kinds.names.contains(name) && name == name.lowercased(), "\(name)")
                #expect(lines.first == "type: \(kind.name)", "\(name) → \(lines)")
                let chart = render(lines.joined(separator: "\n") + "\n---\nx | y\n1 | 1\n2 | 2\n", kinds: kinds)
                #expect(!chart.diagnostics.hasErrors, "\(name): \(chart.diagnostics.formatted())")
            }
        }
        #expect(kinds.headerLines(forOtherName: "stacked_column") == ["type: bar", "stacked: yes"])
        #expect(kinds.headerLines(forOtherName: "tally") == nil)
    }

    @Test func withoutTheRegistryLineTheKindDoesNotExist() {
        let chart = render("type: tally\n---\nYes | 3", kinds: ChartRegistry.standard)
        #expect(chart.html.isEmpty)
        #expect(chart.diagnostics.first?.message.hasPrefix("unknown type 'tally'") == true)
    }

    /// The engine's pipeline (entry points, parser, writer) names no kind: every kind-specific
    /// decision is the kind's.
    @Test func theEngineNamesNoKind() throws {
        let charts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Charts")
        let files = ["ChartEngine.swift"] + ["Spec", "SVG", "Style"].flatMap { folder in
            // Every file below the folder, in its subfolders too (Spec/Mermaid).
            (FileManager.default.subpaths(atPath: charts.appendingPathComponent(folder).path) ?? [])
                .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }
        #expect(files.count > 10)
        let kindTypes = ["BarKind", "RadialKind", "LineKind", "AreaKind", "ScatterKind", "kind.name ==", "isHorizontal", ".innerRadius"]
        for file in files {
            let text = try String(contentsOf: charts.appendingPathComponent(file), encoding: .utf8)
            for word in kindTypes {
                #expect(!text.contains(word), "\(file) mentions \(word)")
            }
        }
    }
}
