import Diagnostics
import Testing

@testable import Charts

/// Every error and warning of the contract, at the position its marker shows.
@Suite struct ChartDiagnosticsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var block: String
        var severity: Diagnostic.Severity
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown type", block: "type: 1️⃣dougnut\n---\nA: 1", severity: .error,
             message: "unknown type 'dougnut'; did you mean 'donut'?"),
        Case(name: "unknown type without suggestion", block: "type: 1️⃣sankeydiagram\n---\nA: 1", severity: .error,
             message: "unknown type 'sankeydiagram'; use one of pie, donut, bar, line, area, scatter, histogram"),
        Case(name: "missing type", block: "1️⃣title: Hi\n---\nA: 1", severity: .error, message: Messages.missingType(known: ChartRegistry.standard.names)),
        Case(name: "no data", block: "type: pie\n1️⃣---\n# nothing yet\n", severity: .error, message: Messages.noData),
        Case(name: "not a number", block: "type: bar\n---\nMon | 5\nReading | 1️⃣nine", severity: .error,
             message: "\"nine\" is not a number (row \"Reading\"); write it with digits, e.g. 1,120.5, or '-' for a missing value"),
        Case(name: "unit in the cell", block: "type: bar\n---\nMon | 12 lb\nTue | 1️⃣15 kg", severity: .error,
             message: "\"15 kg\" is not a number (row \"Tue\"); the values are written in different units (kg, lb): write them all in one, as numbers alone, and that unit once in the header, e.g. unit: \" kg\""),
        Case(name: "unit glued to the number", block: "type: bar\n---\nSun: 2mi\nMon: 1️⃣3km", severity: .error,
             message: "\"3km\" is not a number (row \"Mon\"); the values are written in different units (km, mi): write them all in one, as numbers alone, and that unit once in the header, e.g. unit: \"km\""),
        Case(name: "decimal comma", block: "type: bar\n---\nSun: 2.5\nMon: 1️⃣1,5", severity: .error,
             message: "\"1,5\" is not a number (row \"Mon\"); use '.' as the decimal point and ',' between thousands, e.g. 1.5"),
        Case(name: "thousands written with points", block: "type: bar\n---\nRegion | 2023 | 2024\nNord | 1️⃣1.234,5 | 2.001.000\nSüd | 12.5 | 3\n", severity: .error,
             message: "\"1.234,5\" is not a number (row \"Nord\"); use '.' as the decimal point and ',' between thousands, e.g. 1,234.5"),
        Case(name: "too few cells", block: "type: bar\n---\nDay | A | B\nMon | 1 | 2\nTue | 31️⃣\n", severity: .error,
             message: "row \"Tue\" has 2 cells but the table has 3 columns (Day | A | B); add the missing values ('-' marks a missing one)"),
        Case(name: "too many cells", block: "type: bar\n---\nMon | 1\nTue | 3 | 1️⃣4", severity: .error,
             message: "row \"Tue\" has 3 cells but the table has 2 columns (Label | value 1); remove the extra cells or quote a label that contains '|'"),
        Case(name: "row without value", block: "type: bar\n---\nMon: 4\nTue and Wed1️⃣", severity: .error,
             message: "row 'Tue and Wed' has no value; write 'Label: value', 'Label | value' or 'Label,value' (one way for every row), or paste cells from a spreadsheet; quote labels containing ':', '|' or ','"),
        Case(name: "a row parted by blanks among colon rows", block: "type: bar\n---\nMon: 4\n1️⃣Tue 5", severity: .error,
             message: Messages.unclearBlankRow("Tue 5")),
        Case(name: "thousands with blanks in rows parted by blanks", block: "type: bar\n---\n1️⃣Paris 1 900\nLyon 850", severity: .error,
             message: Messages.unclearBlankRow("Paris 1 900")),
        Case(name: "titles parted by blanks like their words", block: "type: bar\n---\n1️⃣City median rent mean rent\nParis 1900 1800\nLyon 850 800", severity: .error,
             message: "the first row 'City median rent mean rent' titles 3 columns with blanks between words and between titles alike; write '|' between the titles (e.g. 'Label | Series 1 | Series 2')"),
        Case(name: "another tool's name for a kind", block: "type: 1️⃣Horizontal-Bar\n---\nA: 1", severity: .error,
             message: "unknown type 'Horizontal-Bar'; write 'type: bar' and 'orientation: horizontal'"),
        Case(name: "a doughnut", block: "type: 1️⃣doughnut\n---\nA: 1", severity: .error,
             message: "unknown type 'doughnut'; write 'type: donut'"),
        Case(name: "another tool's name for a histogram", block: "type: 1️⃣hist\n---\n1\n2", severity: .error,
             message: "unknown type 'hist'; write 'type: histogram'"),
        Case(name: "a histogram without values", block: "type: histogram\n---\n1️⃣Ana | -\nBo | -", severity: .error,
             message: HistogramMessages.noValues),
        Case(name: "a histogram's bin width too narrow", block: "type: histogram\nbin-width: 0.001\n---\n1️⃣1\n900", severity: .warning,
             message: HistogramMessages.tooManyBins("0.001", count: 2)),
        Case(name: "thousands comma in pasted CSV", block: "type: bar\n---\nname,value\nRent,1,1️⃣200\n", severity: .error,
             message: "row \"Rent\" has 3 cells but the table has 2 columns (name | value); remove the extra cells or quote a label that contains ',', or a number written with one (\"1,200\")"),
        Case(name: "Obsidian Charts block", block: "type: bar\nlabels: [Mon,Tue]\n1️⃣series:\n  - title: A\n    data: [1,2]\n", severity: .error,
             message: Messages.obsidianChart),
        Case(name: "missing separator", block: "type: pie\ntitle: x\n1️⃣Orange: 10\nBlue: 20", severity: .error,
             message: Messages.missingSeparator),
        Case(name: "missing separator before a table", block: "type: bar\n1️⃣Mon | 10", severity: .error,
             message: Messages.missingSeparator),
        Case(name: "data file without a file system", block: "type: bar\ndata: 1️⃣steps.csv\n---\n", severity: .error,
             message: Messages.noFileSystem("steps.csv")),
        Case(name: "unknown key", block: "type: pie\n1️⃣colrs: red\n---\nA: 1", severity: .warning,
             message: "unknown key 'colrs' is ignored; did you mean 'colors'?"),
        Case(name: "key of another kind", block: "type: pie\n1️⃣orientation: horizontal\n---\nA: 1", severity: .warning,
             message: Messages.keyNotForKind("orientation", kind: "pie")),
        Case(name: "negative slice", block: "type: donut\n---\nA: 5\nB: 1️⃣-3", severity: .warning,
             message: "negative value −3 in a donut chart is drawn as 0 (row \"B\"); a donut shows parts of a whole, use a bar chart for negative values"),
        Case(name: "non-finite slice", block: "type: pie\n---\nA: 5\nB: 1️⃣inf", severity: .warning,
             message: Messages.nonFinite("B", drawnAs: "0")),
        Case(name: "percentages that make no whole", block: "type: pie\n---\nA | 1️⃣50%\nB | 30%\nC | 25%\n", severity: .warning,
             message: RadialMessages.percentagesNotAWhole(total: "105%", first: "A", written: "50%", drawn: "48%", missing: nil, kind: "pie")),
        Case(name: "percentages short of a whole", block: "type: donut\n---\nA: 1️⃣50%\nB: 30%\n", severity: .warning,
             message: "the donut chart's percentages add up to 80%, not 100%, so each slice is drawn as its share of 80% (\"A\" 50% as 63%); add the missing 20% as a row (Other: 20%), or use a bar chart to compare them"),
        Case(name: "a column of names beside a rank", block: "type: bar\n---\n| Rank | Country | GDP | Year |\n| 1 | 1️⃣United States | 27,360,935 | 2023 |\n| 2 | China | 17,794,782 | 2023 |\n", severity: .error,
             message: "column \"Country\" holds words (\"United States\"), not numbers to draw; beside a rank, it names the rows: label them by it with 'columns: Country, GDP'"),
        Case(name: "a total row in a pie", block: "type: pie\n---\nSleep: 33%\nWork: 38%\nOther: 29%\n1️⃣Total: 100%\n", severity: .warning,
             message: RadialMessages.totalRow("Total", kind: "pie")),
        Case(name: "a year that may be a column's title", block: "type: bar\n---\nRegion | 1️⃣2023\nCairo | 1200\nGiza | 800\n", severity: .warning,
             message: Messages.firstRowReadAsData("Region | 2023")),
        Case(name: "more than 8 slices", block: "type: pie\n---\nA: 1\nB: 1\nC: 1\nD: 1\nE: 1\nF: 1\nG: 1\nH: 1\n1️⃣I: 1", severity: .warning,
             message: RadialMessages.tooManySlices(9)),
        Case(name: "duplicate label", block: "type: bar\n---\nMon: 1\n1️⃣Mon: 2", severity: .warning,
             message: Messages.duplicateLabel("Mon", firstLine: 12)),
        Case(name: "bad option value", block: "type: bar\norientation: 1️⃣horizontl\n---\nA: 1", severity: .warning,
             message: "unknown value 'horizontl' for 'orientation'; did you mean 'horizontal'? using 'vertical'"),
        Case(name: "bad colour", block: "type: bar\ncolors: #123456, 1️⃣blurple\n---\nA: 1", severity: .warning,
             message: Messages.badColor("blurple")),
        Case(name: "inner radius out of range", block: "type: donut\ninner-radius: 1️⃣2\n---\nA: 1", severity: .warning,
             message: RadialMessages.innerRadiusRange("2", using: "0.9")),
        Case(name: "header line without colon", block: "type: bar\n1️⃣just words\n---\nA: 1", severity: .warning,
             message: Messages.notKeyValue("just words")),
        Case(name: "unknown curve", block: "type: line\ncurve: 1️⃣monotonic\n---\n2026-03-01 | 4\n2026-03-02 | 5", severity: .warning,
             message: "unknown value 'monotonic' for 'curve'; did you mean 'monotone'? using 'linear'"),
        Case(name: "curve on a bar", block: "type: bar\n1️⃣curve: step\n---\nA: 1", severity: .warning,
             message: Messages.keyNotForKind("curve", kind: "bar")),
        Case(name: "typo of a line key", block: "type: line\n1️⃣curv: step\n---\nA: 1", severity: .warning,
             message: "unknown key 'curv' is ignored; did you mean 'curve'?"),
        Case(name: "rule without a number", block: "type: line\nrule: 1️⃣average 38\n---\nA: 1", severity: .warning,
             message: Messages.badNumberOption("average", key: "rule")),
        Case(name: "band with one bound", block: "type: area\nband: 1️⃣2020-03\n---\n2020-01 | 1\n2020-06 | 2", severity: .warning,
             message: PlotMessages.badBand("2020-03")),
        Case(name: "band off the axis", block: "type: line\nband: 1️⃣Mars Venus Planets\n---\n2026-03-01 | 4\n2026-03-02 | 5", severity: .warning,
             message: PlotMessages.bandOutsideAxis("Mars", axis: "dates")),
        Case(name: "band off a bar chart's labels", block: "type: bar\nband: 1️⃣Mon Sunday Weekend\n---\nMon: 1\nTue: 2", severity: .warning,
             message: PlotMessages.bandOutsideAxis("Sunday", axis: "the rows' labels")),
        Case(name: "a line value that is not a number", block: "type: line\n---\n2026-03-01 | 4\n2026-03-02 | 1️⃣five", severity: .error,
             message: Messages.notANumber("five", row: "2026-03-02", decimalComma: false)),
        Case(name: "non-finite value on a line", block: "type: line\n---\nA | 4\nB | 1️⃣inf", severity: .warning,
             message: Messages.nonFinite("B", drawnAs: "a gap")),
        Case(name: "scatter without two number columns", block: "type: scatter\n---\nName | Group\n1️⃣Ann | Red", severity: .error,
             message: ScatterColumns.needsTwoNumbers),
        Case(name: "scatter x of gaps only", block: "type: scatter\n---\nx | y\n1️⃣- | 1\n- | 2", severity: .error,
             message: Messages.seriesWithoutValues("x", drawn: false)),
        Case(name: "a line column of gaps", block: "type: line\n---\nYear | A | B\n2020 | 1️⃣- | 1\n2021 | - | 2", severity: .warning,
             message: Messages.seriesWithoutValues("A")),
        Case(name: "scatter x that is not a number", block: "type: scatter\n---\nx | y\n1 | 2\n1️⃣two | 3", severity: .error,
             message: PlotMessages.nonNumericX("two", column: "the x column ('x')")),
        Case(name: "scatter y that is not a number", block: "type: scatter\n---\nx | y\n1 | 2\n2 | 1️⃣three", severity: .error,
             message: Messages.notANumber("three", row: "2", decimalComma: false)),
        Case(name: "unknown format", block: "type: bar\nformat: 1️⃣kilo\n---\nA: 1", severity: .warning,
             message: Messages.badFormat("kilo")),
        Case(name: "too many decimals", block: "type: pie\nformat: 1️⃣decimals 9\n---\nA: 1", severity: .warning,
             message: Messages.badFormat("decimals 9")),
        Case(name: "Mermaid's pie", block: "1️⃣pie showData title Pets adopted\n    \"Dogs\" : 386\n    \"Cats\" : 85\n", severity: .error,
             message: Messages.mermaidPie(title: "Pets adopted")),
        Case(name: "Mermaid's xychart", block: "\n1️⃣xychart-beta\n    x-axis [jan, feb]\n    bar [5000, 6000]\n", severity: .error,
             message: Messages.mermaidXYChart),
        Case(name: "JSON of no chart library", block: "1️⃣{\n  \"type\": \"bar\",\n  \"series\": [{\"label\": \"A\", \"value\": 1}]\n}\n", severity: .error,
             message: Messages.jsonChart),
    ]

    /// A block in another tool's language gets its one error, and nothing else.
    @Test(arguments: ["pie\n\"A\" : 1\n", "{\"mark\": \"bar\"}\n", "xychart-beta horizontal\n  bar [1, 2]\n"])
    func aForeignBlockIsOneError(body: String) {
        let result = render(body)
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.description))")
        #expect(result.diagnostics.first?.isError == true)
    }

    @Test(arguments: cases)
    func diagnosticAtItsMarker(_ test: Case) throws {
        let marked = MarkedBlock(test.block)
        let result = ChartEngine.figure(for: marked.block())
        let found = result.diagnostics.filter { $0.message == test.message }
        #expect(found.count == 1, "got: \(result.diagnostics.map(\.description))")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.severity == test.severity)
        #expect(diagnostic.location == marked.location(1))
        let lineIndex = try #require(marked.markers[1]).line
        let sourceLines = marked.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(diagnostic.sourceLine == String(sourceLines[lineIndex]))
        #expect(result.html.isEmpty == (test.severity == .error))
    }

    @Test func columnsCountTheFenceIndentation() throws {
        let marked = MarkedBlock("type: bar\n---\nSun | 1\nMon | 1️⃣nine")
        let result = ChartEngine.figure(for: marked.block(columnOffset: 4))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.location == marked.location(1, columnOffset: 4))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let marked = MarkedBlock("type: bar\n---\nBern | 1\n\"Zürich ☕️\" | 1️⃣zwölf")
        let diagnostic = try #require(ChartEngine.figure(for: marked.block()).diagnostics.first)
        #expect(diagnostic.location == marked.location(1))
    }

    @Test func shortenedLabelsAreReported() throws {
        let marked = MarkedBlock("type: bar\n---\nA: 1\nB: 2\nC: 3\nD: 4\nE: 5\nF: 6\nG: 7\nH: 8\nI: 9\n1️⃣Central African Republic and the Democratic Republic of the Congo: 10")
        let result = ChartEngine.figure(for: marked.block())
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location == marked.location(1))
        #expect(diagnostic.message.hasPrefix("label \"Central African Republic and the Democratic Republic of the Congo\" is shortened to \"Central African R"))
        #expect(result.html.contains("…<title>Central African Republic and the Democratic Republic of the Congo</title></text>"))
    }

    @Test func aHeaderWithoutRowsIsNoData() {
        let result = render("type: bar\n---\nDay | Steps\n")
        #expect(result.diagnostics.map(\.message) == [Messages.noData])
    }

    /// `min:` and `max:` the wrong way round are both left out, and one that would cut marks off
    /// gives way to the values, each with a warning at the key; bounds around the values change nothing.
    @Test(arguments: ["bar", "line", "area", "scatter"])
    func boundsThatCutMarksOffGiveWay(kind: String) {
        let rows = kind == "scatter" ? "| x | y |\n1 | 20\n2 | 50\n" : "A | 20\nB | 50\n"
        let swapped = render("type: \(kind)\nmin: 100\nmax: 0\n---\n" + rows)
        #expect(swapped.diagnostics.warnings.map(\.message) == [AxisBounds.wrongWayRound(100, 0)], "\(swapped.diagnostics.formatted())")
        #expect(swapped.html.contains(">50</text>"), "the axis runs over the values")
        let low = render("type: \(kind)\nmax: 10\n---\n" + rows)
        #expect(low.diagnostics.warnings.count == 1 && low.diagnostics.warnings[0].message.contains("max: 10 would cut off the value 50"))
        #expect(low.diagnostics.warnings.first?.location?.line == 11, "at max: (the block starts on line 10)")
        let high = render("type: \(kind)\nmin: 30\n---\n" + rows)
        #expect(high.diagnostics.warnings.count == 1 && high.diagnostics.warnings[0].message.contains("lower 'min' to 20 or less"))
        #expect(render("type: \(kind)\nmin: 0\nmax: 100\n---\n" + rows).diagnostics.isEmpty)
    }

    /// Stacked bars are bounded by their stacks, not their segments.
    @Test func stackedBoundsAreTheStacks() {
        let result = render("type: bar\nstacked: yes\nmax: 60\n---\nDay | A | B\nMon | 40 | 30\n")
        #expect(result.diagnostics.warnings.count == 1 && result.diagnostics.warnings[0].message.contains("the value 70"), "\(result.diagnostics.formatted())")
    }

    /// A note in brackets after a number (`51.2 (est.)`, `3 (2019)`, as tables copied from the web
    /// write them) is named in the error, which says where the note goes; `(12)` stays a negative
    /// number and `120 (60%)` a value with its share.
    @Test func aNoteAfterANumberIsNamed() {
        let result = render("type: bar\n---\nFrance | 42.1\nGermany | 51.2 (est.)\nSpain | 3 (2019)\nItaly | (12)\nChad | 5 (60%)\n")
        #expect(result.diagnostics.errors.count == 2, "\(result.diagnostics.formatted())")
        #expect(result.diagnostics.errors.map(\.message).allSatisfy { $0.contains("is no part of the number") && $0.contains("'description:'") })
        #expect(result.diagnostics.errors.first?.message.contains("the note (est.)") == true)
    }

    /// A range (`50,000–70,000`, `2-5`, `10 to 20`) is no one value: every row says so, the first
    /// too (it is not taken for a header row), and says what to write instead.
    @Test func aRangeIsNoValue() {
        let result = render("type: bar\nunit: $\n---\nJunior | 50,000–70,000\nMid | 70,000-95,000\nSenior | 95,000 to 130,000\n")
        #expect(result.diagnostics.errors.count == 3, "\(result.diagnostics.formatted())")
        #expect(result.diagnostics.allSatisfy { $0.message.contains("a range is no one value") })
        // A season naming the column is still a header.
        #expect(render("type: bar\n---\nTeam | 2019-20\nA | 4\nB | 5\n").diagnostics.isEmpty)
    }

    /// A pie's second column that only repeats each slice's share (a results table's `Share`, in
    /// percent or as fractions) is left out without a word; any other second column is named.
    @Test func aPiesShareColumnNeedsNoWord() {
        let shares = render("type: pie\n---\nParty | Seats | Share\nRed | 120 | 40%\nBlue | 100 | 33.3%\nGreen | 80 | 26.7%\n")
        #expect(shares.diagnostics.isEmpty, "\(shares.diagnostics.formatted())")
        // The data table shows the shares once, as the chart works them out: no second `Share` column.
        #expect(shares.html.components(separatedBy: "<th scope=\"col\">Share</th>").count == 2, "\(shares.html)")
        #expect(!shares.html.contains("<td>40%</td><td>40%</td>"))
        let fractions = render("type: donut\n---\nParty | Seats | Share\nRed | 120 | 0.4\nBlue | 100 | 0.333\nGreen | 80 | 0.267\n")
        #expect(fractions.diagnostics.isEmpty, "\(fractions.diagnostics.formatted())")
        let other = render("type: pie\n---\nParty | Seats | Votes\nRed | 120 | 40\nBlue | 100 | 20\nGreen | 80 | 40\n")
        #expect(other.diagnostics.map(\.message) == ["a pie chart shows one series; using 'Seats' and ignoring the other columns (use a bar chart for several)"])
    }

    @Test func everyProblemIsReported() {
        let result = render("type: bar\ncolrs: red\n---\nSun | 1\nMon | x\nTue | y\nWed | 1 | 2")
        #expect(result.diagnostics.errors.count == 3)
        #expect(result.diagnostics.warnings.count == 1)
        #expect(result.html.isEmpty)
    }

    @Test func unreadableDataFile() throws {
        struct Missing: Error, CustomStringConvertible { var description: String { "no such file" } }
        let marked = MarkedBlock("type: bar\ndata: 1️⃣gone.csv\n---\n")
        let result = ChartEngine.figure(for: marked.block(readData: { _ in throw Missing() }))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == Messages.unreadableData("gone.csv", reason: "no such file"))
        #expect(diagnostic.location == marked.location(1))
        #expect(result.html.isEmpty)
    }

    @Test func errorsInADataFilePointIntoTheFile() throws {
        let block = ChartBlock(
            body: "type: bar\ndata: steps.csv\n---\n", path: "content/posts/a.md", firstLine: 3, idSeed: "x",
            readData: { _ in "Mon,898\nTue,lots\n" })
        let diagnostic = try #require(ChartEngine.figure(for: block).diagnostics.first)
        #expect(diagnostic.location == SourceLocation(path: "content/posts/steps.csv", line: 2, column: 5))
        #expect(diagnostic.sourceLine == "Tue,lots")
    }

    @Test func formattedLikeACompiler() throws {
        let marked = MarkedBlock("type: 1️⃣dougnut\n---\nA: 1")
        let diagnostic = try #require(ChartEngine.figure(for: marked.block()).diagnostics.first)
        #expect(diagnostic.formatted() == "post.md:10:7: error: unknown type 'dougnut'; did you mean 'donut'?\n    type: dougnut\n          ^")
    }
}
