import Diagnostics
import Testing

@testable import Charts

/// `type: histogram`: values counted into ranges of one width and drawn as bars that meet.
@Suite struct HistogramTests {
    func parsed(_ body: String) -> (spec: ChartSpec<HistogramKind>?, diagnostics: [Diagnostic]) {
        let (spec, diagnostics) = SpecParser.parse(ChartBlock(body: body, path: "post.md", firstLine: 1, idSeed: "x"))
        return (spec as? ChartSpec<HistogramKind>, diagnostics)
    }

    /// Ranges of a nice width (1, 2 or 5 times a power of ten, near what Sturges' rule asks for so
    /// many values), starting on a multiple of it; each holds its lower edge, the last its upper one.
    @Test func valuesAreCountedIntoNiceRanges() throws {
        let bins = try #require(HistogramBins.counting([3.2, 7.9, 8.0, 12.5, 14.1, 19.99, 20.0, 24.4]))
        // 8 values: 4 ranges asked; (24.4 − 3.2) / 4 = 5.3 → 5.
        #expect(bins.width == 5)
        #expect(bins.start == 0)
        #expect(bins.counts == [1, 2, 2, 1, 2])
        #expect(bins.counts.reduce(0, +) == 8)
        // The last range holds a value on its upper edge.
        #expect(HistogramBins.counting([0.5, 5, 10], width: 5)?.counts == [1, 2])
        // Floating point does not push a value on an edge into the range below it.
        #expect(HistogramBins.counting([0.1, 0.2, 0.3, 0.7], width: 0.1)?.counts == [1, 1, 1, 0, 0, 1])
        // Asked for: about so many ranges, or this width.
        #expect(HistogramBins.counting(Array(stride(from: 0.0, to: 100, by: 1)), count: 10)?.width == 10)
        #expect(HistogramBins.counting([1, 2, 3], width: 0.5)?.width == 0.5)
        // One value, or all alike: one range.
        #expect(HistogramBins.counting([42.5])?.counts == [1])
        #expect(HistogramBins.counting([])  == nil)
        // A width that would make more than 100 ranges is refused.
        #expect(HistogramBins.counting([0, 1000], width: 1) == nil)
    }

    /// Whole numbers are counted in whole ranges: a die's faces each their own, ages by decade (`20–29`).
    @Test func wholeNumbersHaveRangesOfWholeNumbers() throws {
        let die = try #require(HistogramBins.counting([1, 2, 2, 3, 6, 6, 6]))
        #expect(die.width == 1)
        #expect(die.counts == [1, 2, 1, 0, 0, 3])
        let plain = ValueFormatter(style: .english, unit: "", decimals: 0)
        #expect(die.labels(plain, decimals: 0) { "\($0) to \($1)" } == ["1", "2", "3", "4", "5", "6"])
        let ages = try #require(HistogramBins.counting([18, 25, 29, 30, 41, 80], width: 10))
        #expect(ages.counts == [1, 2, 1, 1, 0, 0, 0, 1])
        #expect(ages.labels(plain, decimals: 0) { "\($0) to \($1)" }[1] == "20–29")
        #expect(ages.end == 89)
        // Wide ranges of large numbers are named as continuous ones, compact as an axis writes them;
        // ranges below zero with words, not a dash between minus signs.
        let large = try #require(HistogramBins.counting([1e9, 2.5e9, 3e9]))
        #expect(large.labels(plain, decimals: 0) { "\($0) to \($1)" } == ["1B–1.5B", "1.5B–2B", "2B–2.5B", "2.5B–3B"])
        let signed = try #require(HistogramBins.counting([-5, -3.2, 0, 2.5, 7]))
        #expect(signed.labels(plain, decimals: 0) { "\($0) to \($1)" }.first == "−6 to −4")
        // Durations (seconds) in ranges a clock divides into.
        #expect(HistogramBins.counting([90, 125, 105, 190], durations: true)?.width == 30)
        #expect(HistogramBins.counting([13512, 14553, 14281, 15340, 12069, 17100, 18622, 14399], durations: true)?.width == 1800)
    }

    /// Rows are values alone (`12`) under an optional title, or labelled (`Ana | 34`); the chart is
    /// the bars of the ranges' counts, named by their edges, with a sentence of its own.
    @Test func aBlockOfValuesDrawsTheirRanges() throws {
        let bare = parsed("type: histogram\ntitle: Commute\nunit: \" min\"\n---\nminutes\n12\n25\n31\n\n33\n38.5\n47\n")
        #expect(!bare.diagnostics.hasErrors, "\(bare.diagnostics.formatted())")
        let spec = try #require(bare.spec)
        #expect(spec.table.series == ["minutes"])
        #expect(spec.own.bins?.counts.reduce(0, +) == 6)
        let chart = ChartEngine.figure(for: ChartBlock(body: "type: histogram\ntitle: Ages\n---\n| Name | Age |\n| Ana | 34 |\n| Bo | 38 |\n| Cy | 51 |\n| Di | 22 |\n", path: "post.md", firstLine: 1, idSeed: "x"))
        #expect(chart.diagnostics.isEmpty, "\(chart.diagnostics.formatted())")
        #expect(chart.html.contains("class=\"chart chart-histogram chart-bar chart-bar-v"))
        #expect(chart.html.contains("aria-roledescription=\"histogram\""))
        #expect(chart.html.contains("<title>20–29, Count: 1</title>"))
        #expect(chart.html.contains("<th scope=\"col\">Age</th><th scope=\"col\">Count</th>"))
        #expect(chart.html.contains("Histogram, values counted in ranges of 10 from 20 to 59 (n = 4); the most, 2, in 30–39."))
        // Another tool's name for it is said.
        #expect(parsed("type: hist\n---\n1\n2").diagnostics.map(\.message) == ["unknown type 'hist'; write 'type: histogram'"])
        // Several columns are series counted in the same ranges, their bars side by side in each.
        let two = parsed("type: histogram\nbin-width: 10\n---\nPerson | Women | Men\nA | 161 | 178\nB | 158 | 183\nC | 170 | 175\n")
        #expect(two.diagnostics.isEmpty)
        #expect(two.spec?.own.bins?.start == 150 && two.spec?.own.seriesCounts == [[1, 1, 1, 0], [0, 0, 2, 1]])
        let grouped = ChartEngine.figure(for: ChartBlock(body: "type: histogram\nbin-width: 10\n---\nPerson | Women | Men\nA | 161 | 178\nB | 158 | 183\n", path: "post.md", firstLine: 1, idSeed: "x"))
        #expect(grouped.html.contains("<title>160–169, Women: 1</title>") && grouped.html.contains("<title>170–179, Men: 1</title>"))
        #expect(grouped.html.contains("class=\"legend-item"), "a legend names the series")
        #expect(parsed("type: histogram\nbins: 0\n---\n1\n2").diagnostics.map(\.message) == [HistogramMessages.binCount("0")])
        // A value alone has no label to name its row by in a message.
        #expect(parsed("type: histogram\n---\n1e308\n2").diagnostics.first?.message.hasPrefix("\"1e308\" is too large to chart; ") == true)
    }
}
