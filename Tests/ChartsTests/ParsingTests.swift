import Diagnostics
import Foundation
import Testing

@testable import Charts

@Suite struct ParsingTests {
    func spec(_ body: String) throws -> any AnyChartSpec {
        let block = ChartBlock(body: body, path: "post.md", firstLine: 1, idSeed: "x")
        let (spec, diagnostics) = SpecParser.parse(block)
        #expect(!diagnostics.hasErrors, "\(diagnostics.formatted())")
        return try #require(spec)
    }

    /// Other tools' names for keys and values (`xlabel`, `subtitle`, `stack`, `ymax`, `smooth: true`,
    /// `sort: desc`, `legend: bottom`, `labels: false`, `colors: [a, b]`) are read as this engine's,
    /// without a warning; a size (`height: 300`) is ignored with one that says why.
    @Test func otherToolsKeysAndValuesAreRead() throws {
        let body = "type: line\nxlabel: Month\nylabel: Visitors\nsubtitle: Up in spring\nymax: 10\nsmooth: true\nsort: desc\nlegend: bottom\nlabels: false\ncolours: [teal, #0072B2]\n---\nJan: 1\nFeb: 2\n"
        let (parsed, diagnostics) = SpecParser.parse(ChartBlock(body: body, path: "post.md", firstLine: 1, idSeed: "x"))
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        let line = try #require(parsed as? ChartSpec<LineKind>)
        #expect(line.options.description == "Up in spring" && line.options.sort == .descending && line.options.showsLegend && line.options.labels == LabelContent.none)
        #expect(line.options.colors.count == 2)
        #expect(line.own.curve == .monotone && line.own.plot.maximum == 10, "\(line.own.plot)")
        #expect(line.own.plot.xAxis == .titled("Month") && line.own.plot.yAxis == .titled("Visitors"), "\(line.own.plot)")
        let lying = try parsedSpec("type: bar\nhorizontal: yes\n---\nA: 1\n", as: BarKind.self)
        #expect(lying.own.isHorizontal, "horizontal: yes, as other tools write it")
        let stacked = try parsedSpec("type: area\nstack: yes\n---\nX | A | B\n1 | 1 | 2\n2 | 3 | 4\n", as: AreaKind.self)
        #expect(stacked.own.isStacked)
        let sized = SpecParser.parse(ChartBlock(body: "type: bar\nheight: 300\n---\nA: 1\n", path: "post.md", firstLine: 1, idSeed: "x")).diagnostics
        #expect(sized.map(\.message) == [Messages.sizeKey("height")])
    }

    /// An axis title says the values' unit in each mark's name: "Steps" as " steps", a unit in
    /// brackets as that unit (`Turnout (%)` → 54.9%), "Number of Visits" as " visits"; a money
    /// sign, which goes before a number, is left to the title.
    @Test func anAxisTitleReadsAsTheValuesUnit() {
        func name(_ title: String) -> String? {
            let html = render("type: bar\ny-axis: \(title)\n---\nHome: 137\n").html
            guard let start = html.range(of: "<title>Home: "), let end = html[start.upperBound...].range(of: "</title>") else { return nil }
            return String(html[start.upperBound..<end.lowerBound])
        }
        #expect(name("Steps") == "137 steps")
        #expect(name("Number of Visits") == "137 visits")
        #expect(name("Turnout (%)") == "137%")
        #expect(name("Weight (kg)") == "137 kg")
        #expect(name("Revenue ($)") == "137")
        // A title in Title Case reads in lower case, its acronyms kept.
        #expect(name("Failed Login Count") == "137 failed login count")
        #expect(name("API Calls per Day") == "137 API calls per day")
        #expect(name("Deaths per 1,000 Live Births") == "137 deaths per 1,000 live births")
        #expect(name("GDP") == "137 GDP")
        // One titled column whose values the axis title names is not named twice ("Mon, Visits: 137 visits").
        #expect(render("type: bar\ny-axis: Visits\n---\n| Day | Visits |\n| Mon | 137 |\n").html.contains("<title>Mon: 137 visits</title>"))
        #expect(render("type: bar\n---\n| Day | Visits |\n| Mon | 137 |\n").html.contains("<title>Mon, Visits: 137</title>"))
    }

    @Test func colonRows() throws {
        let spec = try spec("type: pie\n---\nHousing: 1120\nFood: 420")
        #expect(spec.kindName == "pie")
        #expect(spec.table.rows.map(\.label) == ["Housing", "Food"])
        #expect(spec.table.rows.map(\.values) == [[1120], [420]])
        #expect(spec.table.series == [""])
    }

    /// A clock's colon is no `Label:value` colon: ISO timestamps and times of day before a value
    /// parted by a blank, as logs and exports print them (`2026-03-01T00:00:00Z 1200` was split at
    /// its first colon, `Mon 7:30` read as `Mon 7` | `30`); `Q1:20`, written without a blank, stays a label and a value.
    @Test func aClocksColonPartsNoCells() throws {
        let stamped = try spec("type: line\n---\n2026-03-01T00:00:00Z 1200\n2026-03-02T00:00:00Z 1350\n")
        #expect(stamped.table.rows.map(\.label) == ["2026-03-01T00:00:00Z", "2026-03-02T00:00:00Z"] && stamped.table.rows.map(\.values) == [[1200], [1350]])
        let dated = try spec("type: line\n---\n2026-03-01 10:30 5\n2026-03-01 11:00 7\n")
        #expect(dated.table.rows.map(\.label) == ["2026-03-01 10:30", "2026-03-01 11:00"] && dated.table.rows.map(\.values) == [[5], [7]])
        let times = try spec("type: line\n---\n10:30 1200\n11:00 1350\n")
        #expect(times.table.rows.map(\.label) == ["10:30", "11:00"] && times.table.rows.map(\.values) == [[1200], [1350]])
        let sleep = try spec("type: bar\n---\nMon 7:30\nTue 8:15\n")
        #expect(sleep.table.rows.map(\.label) == ["Mon", "Tue"] && sleep.table.rows.map(\.values) == [[450], [495]])
        let quarters = try spec("type: bar\n---\nQ1:20\nQ2:25\n")
        #expect(quarters.table.rows.map(\.label) == ["Q1", "Q2"] && quarters.table.rows.map(\.values) == [[20], [25]])
        let meeting = try spec("type: bar\n---\n09:00: 12\n10:00: 15\n")
        #expect(meeting.table.rows.map(\.label) == ["09:00", "10:00"] && meeting.table.rows.map(\.values) == [[12], [15]])
    }

    @Test(arguments: [
        "Mon | 898\nTue | 670",
        "| Mon | 898 |\n| Tue | 670 |",
        "Day | Steps\nMon | 898\nTue | 670",
        "| Day | Steps |\n|---|---:|\n| Mon | 898 |\n| Tue | 670 |",
        "Day | Steps\n---|---\nMon | 898\nTue | 670",
    ])
    func pipeTablesInEveryForm(rows: String) throws {
        let spec = try spec("type: bar\n---\n" + rows)
        #expect(spec.table.rows.map(\.label) == ["Mon", "Tue"])
        #expect(spec.table.rows.map(\.values) == [[898], [670]])
    }

    /// Cells copied from a spreadsheet (Google Sheets, Excel, Numbers) arrive separated by tabs.
    @Test func rowsPastedFromASpreadsheet() throws {
        let spec = try self.spec("type: bar\n---\nDay\tWeek 1\tWeek 2\nMon\t898\t1,020\n\tTue\t670\t\n")
        #expect(spec.table.series == ["Week 1", "Week 2"])
        #expect(spec.table.rows.map(\.label) == ["Mon", "Tue"])
        // Indentation and trailing tabs are not cells; an empty inner cell is a gap.
        #expect(spec.table.rows.map(\.values) == [[898, 1020], [670, nil]])
        let twoColumns = try self.spec("type: pie\n---\nCategory\tShare\nHousing\t1120\nFood\t420")
        #expect(twoColumns.table.series == ["Share"])
        #expect(twoColumns.table.rows.map(\.values) == [[1120], [420]])
    }

    /// Comma-separated values pasted into the block, as a spreadsheet or a download writes them:
    /// read as a data file would be, quotes and all; semicolons (Europe's CSV) with decimal commas.
    @Test func commaSeparatedValuesPastedIn() throws {
        let csv = try self.spec("type: bar\n---\nfruit,count,\"price, $\"\nApples,12,\"1,200\"\n\"Pears, green\",7,3.5\n")
        #expect(csv.table.series == ["count", "price, $"])
        #expect(csv.table.rows.map(\.label) == ["Apples", "Pears, green"])
        #expect(csv.table.rows.map(\.values) == [[12, 1200], [7, 3.5]])
        let headless = try self.spec("type: pie\n---\nApples,12\nPears,7\n")
        #expect(headless.table.rows.map(\.values) == [[12], [7]])
        let european = try self.spec("type: bar\n---\nMonat;Umsatz\nJan;1.200,5\nFeb;980\n")
        #expect(european.table.rows.map(\.values) == [[1200.5], [980]])
        // A comma in a value of `Label: value` rows is a thousands separator, as before.
        let colon = try self.spec("type: bar\n---\nRent: 1,200\nFood: 1,430\n")
        #expect(colon.table.rows.map(\.values) == [[1200], [1430]])
        let piped = try self.spec("type: bar\n---\nRent, flat | 1,200\nFood | 430\n")
        #expect(piped.table.rows.map(\.label) == ["Rent, flat", "Food"])
    }

    /// Rows whose cells only blanks part, as a console prints a table or a writer jots one down: a
    /// row's last words that are numbers are its values, the words before them its label. A comma
    /// inside such a number is its thousands, not a CSV separator (`New York 3,400` was read as
    /// `New York 3` | `400`).
    @Test func rowsPartedByBlanks() throws {
        let rent = try self.spec("type: bar\n---\nNew York 3,400\nParis 1,900\nSan Francisco 3,100\n")
        #expect(rent.table.rows.map(\.label) == ["New York", "Paris", "San Francisco"])
        #expect(rent.table.rows.map(\.values) == [[3400], [1900], [3100]])
        // A row of titles over rows of numbers alone (R's or pandas' print): each word a column.
        let console = try self.spec("type: line\n---\nyear sales costs\n2020 12 8\n2021   15   -\n2022 19 11   # estimate\n")
        #expect(console.table.series == ["sales", "costs"])
        #expect(console.table.rows.map(\.label) == ["2020", "2021", "2022"])
        #expect(console.table.rows.map(\.values) == [[12, 8], [15, nil], [19, 11]])
        let scatter = try self.spec("type: scatter\n---\nheight weight\n170 65\n180 80.5\n165 58\n")
        #expect(scatter.table.series == ["weight"])
        #expect(scatter.table.rows.map(\.values) == [[65], [80.5], [58]])
        // A label ending in a number keeps it when other rows have fewer (`Windows 10 45` beside `Linux 5`);
        // a number that makes a date or tells rows apart with the words before it is the label's.
        let versions = try self.spec("type: bar\n---\nOS share\nWindows 10 45\nWindows 11 30\nLinux 5\n")
        #expect(versions.table.rows.map(\.label) == ["Windows 10", "Windows 11", "Linux"])
        #expect(versions.table.series == ["share"])
        let months = try self.spec("type: line\n---\nJan 2024 12.3\nFeb 2024 13.1\nMar 2024 11\n")
        #expect(months.table.rows.map(\.label) == ["Jan 2024", "Feb 2024", "Mar 2024"])
        #expect(months.table.rows.map(\.values) == [[12.3], [13.1], [11]])
        let weeks = try self.spec("type: bar\n---\nWeek 1 340\nWeek 2 355\n")
        #expect(weeks.table.rows.map(\.label) == ["Week 1", "Week 2"])
        // Quotes keep a label whole; a list marker before it is dropped; a title of two words names the one series.
        let quoted = try self.spec("type: pie\n---\nitem monthly cost\n- Rent 1200\n- \"Food & drink\" 400\n")
        #expect(quoted.table.rows.map(\.label) == ["Rent", "Food & drink"])
        #expect(quoted.table.series == ["monthly cost"])
        // pandas and R print each row's number first, with no title for it: that number is no cell.
        let pandas = try self.spec("type: bar\n---\n            city  rent\n0          Paris  1900\n1       New York  3400\n2  San Francisco  3100\n")
        #expect(pandas.table.rows.map(\.label) == ["Paris", "New York", "San Francisco"])
        #expect(pandas.table.series == ["rent"])
        let r = try self.spec("type: line\n---\n  year sales costs\n1 2020    12     8\n2 2021    15     9\n3 2022    19    11\n")
        #expect(r.table.rows.map(\.label) == ["2020", "2021", "2022"])
        #expect(r.table.rows.map(\.values) == [[12, 8], [15, 9], [19, 11]])
        // A report's credits and notes after such rows are the chart's, as after any rows.
        let credited = try self.spec("type: bar\n---\ncity rent\n0 Paris 1900\n1 Lyon 850\nSource: City surveys\nNote: Median asking rent.\n")
        #expect(credited.table.rows.map(\.label) == ["Paris", "Lyon"])
        #expect(credited.options.source == "City surveys" && credited.options.note == "Median asking rent.")
        // Numbered rows under as many titles are data (periods 1, 2, 3), not row numbers.
        let periods = try self.spec("type: bar\n---\nperiod sales\n1 12\n2 15\n3 19\n")
        #expect(periods.table.rows.map(\.label) == ["1", "2", "3"])
        // A word between every row's label and its values parts them: `Rent - 1200`, `Food = 400`, `Fun → 90`.
        for separator in ["-", "—", "=", "->", "→"] {
            let parted = try self.spec("type: bar\n---\nRent \(separator) 1,200\nFood \(separator) 400\n")
            #expect(parted.table.rows.map(\.label) == ["Rent", "Food"], "\(separator)")
            #expect(parted.table.rows.map(\.values) == [[1200], [400]], "\(separator)")
        }
        // Commas outside numbers are still a pasted CSV's.
        let csv = try self.spec("type: bar\n---\nRent, 1200\nFood, 400\n")
        #expect(csv.table.rows.map(\.label) == ["Rent", "Food"])
    }

    /// A column of the years the figures are of (`Country | GDP | Year`, as an encyclopedia's table
    /// writes them) is no series: left out with a warning; one year for every row names the figures before it.
    @Test func aColumnOfTheFiguresYearsIsLeftOut() throws {
        let body = "type: bar\n---\n| Country | IMF | Year | World Bank | Year |\n|---|---|---|---|---|\n| USA | 27,360 | 2023 | 25,462 | 2022 |\n| China | 17,794 | 2023 | 17,963 | 2021 |\n"
        let (parsed, diagnostics) = SpecParser.parse(ChartBlock(body: body, path: "post.md", firstLine: 1, idSeed: "x"))
        let spec = try #require(parsed)
        #expect(spec.table.series == ["IMF (2023)", "World Bank"])
        #expect(spec.table.rows.map(\.values) == [[27360, 25462], [17794, 17963]])
        #expect(diagnostics.map(\.message) == [
            Messages.yearColumnLeftOut("Year", sample: "2023", titles: ["Country", "IMF", "Year", "World Bank", "Year"]),
            Messages.yearColumnLeftOut("Year", sample: "2022", titles: ["Country", "IMF", "Year", "World Bank", "Year"]),
        ])
        #expect(diagnostics.map { $0.location?.line } == [5, 5])
        // `GDP (USD bn)` takes the year inside its brackets.
        let bracketed = try self.spec("type: bar\n---\nCountry,GDP (USD bn),Year\nUSA,\"27,360\",2023\nChina,\"17,794\",2023\n")
        #expect(bracketed.table.series == ["GDP (USD bn, 2023)"])
        // Kept: years named in `columns:`, years that are the only values, a column of other numbers titled so, long data's years.
        #expect(try self.spec("type: bar\ncolumns: Country, GDP, Year\n---\nCountry | GDP | Year\nUSA | 5 | 2023\nChina | 4 | 2023\n").table.series == ["GDP", "Year"])
        #expect(try self.spec("type: bar\n---\nBand | Year\nA | 1967\nB | 1971\n").table.series == ["Year"])
        #expect(try self.spec("type: bar\n---\nShop | Sales | Visits per year\nA | 5 | 1967\nB | 4 | 1971\n").table.series == ["Sales", "Visits per year"])
        let long = SpecParser.parse(ChartBlock(body: "type: bar\n---\nCountry | Year | GDP\nUSA | 2022 | 5\nUSA | 2023 | 6\n", path: "post.md", firstLine: 1, idSeed: "x"))
        #expect(long.0?.table.series == ["Year", "GDP"])
    }

    /// Rows pasted from a YAML or Markdown list keep their labels without the list's markers.
    @Test func listMarkersBeforeLabelsAreDropped() throws {
        let spec = try self.spec("type: pie\n---\n- Apples: 3\n* Pears: 4\n+ \"Plums: dried\": 5\n-5 °C: 6\n")
        #expect(spec.table.rows.map(\.label) == ["Apples", "Pears", "Plums: dried", "-5 °C"])
        #expect(spec.table.rows.map(\.values) == [[3], [4], [5], [6]])
    }

    /// Values written `45.5%` in every row are percentages: the unit is `%` unless the header names one.
    @Test func percentSignsOnEveryValueMakeTheUnit() throws {
        let written = try self.spec("type: bar\n---\nYes | 45.5%\nNo | 30 %\nMaybe | -\n")
        #expect(written.options.unit == "%")
        #expect(written.table.rows.map(\.values) == [[45.5], [30], [nil]])
        #expect(ChartEngine.figure(for: ChartBlock(body: "type: bar\n---\nYes | 45.5%\nNo | 30%\n", path: "p.md", firstLine: 1, idSeed: "x")).html
            .contains(">45.5%<"))
        #expect(try self.spec("type: bar\n---\nYes | 45%\nNo | 30\n").options.unit == "")
        #expect(try self.spec("type: bar\nunit: pts\n---\nYes | 45%\n").options.unit == "pts")
        #expect(try self.spec("type: bar\nformat: percent\n---\nYes | 45%\n").options.unit == "")
    }

    @Test func twoColumnHeaderNamesTheSeries() throws {
        let spec = try spec("type: bar\n---\nDay | Steps\nMon | 898")
        #expect(spec.table.labelHeader == "Day")
        #expect(spec.table.series == ["Steps"])
    }

    @Test func threeColumnsMakeAHeader() throws {
        let spec = try spec("type: bar\n---\nDay | Week 1 | Week 2\nMon | 898 | 1020\nTue | 670 | -")
        #expect(spec.table.series == ["Week 1", "Week 2"])
        #expect(spec.table.rows[1].values == [670, nil])
    }

    @Test func headerKeysAreCaseInsensitiveAndIndentationFree() throws {
        let spec = try spec("  TYPE: Donut\n\tTitle: Spending: March\n   Inner-Radius: 0.5\n---\nA: 1")
        #expect(spec.kindName == "donut")
        #expect(spec.options.title == "Spending: March")
        #expect((spec as? ChartSpec<RadialKind>)?.own.innerRadius == 0.5)
    }

    @Test func commentsAndBlankLinesAreIgnored() throws {
        let spec = try spec("# a chart\ntype: pie\n\n# data below\n---\n\nA: 1\n# B: 2\n\nC: 3\n")
        #expect(spec.table.rows.map(\.label) == ["A", "C"])
    }

    /// A table pasted from a post keeps its Markdown: the chart shows the text, and values are numbers.
    @Test func aPastedMarkdownTableIsReadAsTheTextItShows() throws {
        let spec = try spec(
            "type: bar\n---\n| **Country** | GDP |\n|:--|--:|\n| **USA** | 25,462 |\n| *China* | **17,963** |\n| `Japan` | 4,231[^1] |\n"
                + "| [Germany](https://de.example) | ~4,072 |\n| [1] snake_case_name | ≈ 3,900 |\n| \"*kept*\" | 1 |\n")
        #expect(spec.table.labelHeader == "Country")
        #expect(spec.table.rows.map(\.label) == ["USA", "China", "Japan", "Germany", "[1] snake_case_name", "*kept*"])
        #expect(spec.table.rows.map(\.values) == [[25462], [17963], [4231], [4072], [3900], [1]])
    }

    @Test(arguments: [
        ("**bold**", "bold"), ("__b__", "b"), ("~~old~~", "old"), ("***both***", "both"), ("`code`", "code"), ("a *b* c", "a b c"),
        ("🍎 **Apples**", "🍎 Apples"), ("**USA** (est.)", "USA (est.)"), ("_Bananas_, ripe", "Bananas, ripe"), ("snake_case_name", "snake_case_name"),
        ("5*3*2", "5*3*2"), ("a * b * c", "a * b * c"), ("2 * 3", "2 * 3"),
        ("*", "*"), ("** **", "** **"), ("[a](b) and [c][d]", "a and c"), ("x [^n]", "x"), ("[open", "[open"), ("[x]", "[x]"),
    ])
    func markdownInACell(text: String, plain: String) {
        #expect(MarkdownCell.plainText(text) == plain)
    }

    @Test func quotedLabelsMayContainPipesAndColons() throws {
        let spec = try spec("type: bar\n---\n\"10:30\": 4\n\"A | B\" | 5")
        #expect(spec.table.rows.map(\.label) == ["10:30", "A | B"])
        #expect(spec.table.rows.map(\.values) == [[4], [5]])
    }

    @Test(arguments: [
        ("1,120", 1120.0), ("1_000_000", 1_000_000), ("12.5", 12.5), ("56%", 56), ("-3", -3), ("−3", -3),
        ("+4", 4), ("$1,120", 1120), ("1.5e3", 1500), ("0.25", 0.25),
        // Accounting's negatives, and thousands grouped by a space, a no-break space or a narrow one.
        ("(300)", -300), ("($1,200.50)", -1200.5), ("$(50.00)", -50), ("$ (1,234.10)", -1234.1), ("€ (3)", -3), ("( 12 )", -12), ("1 234", 1234), ("1\u{A0}234\u{A0}567", 1_234_567),
        ("1\u{202F}234.5", 1234.5),
        // Switzerland's apostrophe between thousands, typed or typographic.
        ("1'234", 1234), ("1’234’567.25", 1_234_567.25),
        // A footnote mark after the value: the number is the value.
        ("3*", 3), ("12.5†", 12.5), ("1,200‡", 1200), ("45%*", 45), ("$7**", 7),
    ])
    func numbers(text: String, value: Double) {
        #expect(NumberParser.parse(text[...], unit: "") == .number(value, decimals: NumberParserDecimals.of(text)))
    }

    /// Values as they come out of a Wikipedia table: a reference after the number (`[1]`, `[a]`,
    /// `[note 3]`), and the words
    /// that say it is estimated or a bound (`c.`, `about`, `up to`). The number is the value.
    @Test(arguments: [
        ("1,411.8[1]", 1411.8, 1), ("335.0[a][2]", 335, 1), ("12[note 3]", 12, 0), ("7.5%[12]", 7.5, 1),
        ("c. 12,000", 12000, 0), ("about 45,000", 45000, 0), ("Approx. 3.5", 3.5, 1), ("ca. 300", 300, 0),
        ("up to 50%", 50, 0), ("more than $1,000", 1000, 0), ("≈ 30,000", 30000, 0), ("over 9000", 9000, 0),
        // An en dash or a figure dash as a word processor turns a typed minus.
        ("–5", -5, 0), ("‒1.5", -1.5, 1), ("–$300", -300, 0),
        // A share written beside the value, as survey tables write them.
        ("120 (60%)", 120, 0), ("$1,200 (12.5 %)", 1200, 0), ("7 (<1%)", 7, 0),
    ])
    func numbersWithMarksAroundThem(text: String, value: Double, decimals: Int) {
        #expect(NumberParser.parse(text[...], unit: "") == .number(value, decimals: decimals))
    }

    /// A table copied from Wikipedia marks names too (`Germany[a]`, `Population[1]`, `China[b][4]`):
    /// the name is the word; a label in brackets of its own, or a bracket after a blank, stays as written.
    @Test func namesLoseTheirFootnoteMarks() throws {
        let table = try spec("type: bar\n---\nCountry | Population[1]\nGermany[a] | 83.2[3]\nChina[b][4] | 1,411\nItem [1] | 5\n[Draft] | 2\nArray[i] | 3\nSpain[citation needed] | 48.6\n").table
        #expect(table.series == ["Population"])
        #expect(table.rows.map(\.label) == ["Germany", "China", "Item [1]", "[Draft]", "Array", "Spain"])
        #expect(FootnoteMarks.removed(from: "Mali[note 2]") == "Mali" && FootnoteMarks.removed(from: "Index[key]") == "Index[key]")
    }

    /// `Tue | 8   # tempo`: a comment after a row's last value is no part of it, as YAML writes them;
    /// a `#` in a name, or one that follows no number, stays.
    @Test func aCommentAfterTheLastValueIsLeftOut() throws {
        let table = try spec("type: bar\n---\nMon | 5   # easy\nTue | 8\t# tempo\nIssue #12 | 3\nC# | 4 # the language\n").table
        #expect(table.series.count == 1 && table.rows.map(\.label) == ["Mon", "Tue", "Issue #12", "C#"])
        #expect(table.rows.map(\.values) == [[5], [8], [3], [4]])
        let (_, diagnostics) = SpecParser.parse(ChartBlock(body: "type: bar\n---\nMon | 5\nTue | five # easy\n", path: "p.md", firstLine: 1, idSeed: "x"))
        #expect(diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("\"five # easy\" is not a number") }, "\(diagnostics)")
    }

    /// `3.8×` beside `2.5x`: one unit, the speed-up a benchmark's table writes either way.
    @Test func aMultiplicationSignIsTheTimesUnit() throws {
        let table = try spec("type: bar\n---\nBaseline | 1x\nCache | 2.5x\nParallel | 3.8×\n").table
        #expect(table.rows.map(\.values) == [[1], [2.5], [3.8]])
        #expect(try spec("type: bar\n---\nA | 1.5×\nB | 2×\n").table.rows.map(\.values) == [[1.5], [2]])
    }

    /// `1/3`, `1/4`, `5/12`: fractions over different wholes are the shares they are; over one whole
    /// (`7/10`, `8/10`) they stay scores with that whole as the unit.
    @Test func fractionsOverDifferentWholesAreShares() throws {
        let pizza = try spec("type: pie\n---\nAnna | 1/3\nBen | 1/4\nCleo | 5/12\n")
        let shares: [[Double?]] = [[1.0 / 3], [0.25], [5.0 / 12]]
        #expect(pizza.table.rows.map(\.values) == shares)
        let scores = try spec("type: bar\n---\nFilm A | 7/10\nFilm B | 8.5/10\n")
        let written: [[Double?]] = [[7], [8.5]]
        #expect(scores.table.rows.map(\.values) == written)
        #expect(scores.options.unit == "/10")
    }

    /// What only looks like those stays no number: a reference alone, a word that merely begins
    /// like one of the estimate's words.
    @Test(arguments: ["[1]", "overhead 5", "about", "c.", "aboutness 3", "120 (sixty %)"])
    func lookalikesOfMarkedNumbersAreNoNumbers(text: String) {
        if case .number = NumberParser.parse(text[...], unit: "") { Issue.record("\(text) read as a number") }
    }

    /// Sums written with a currency sign (`$1,200`, `350 €`) are money when the header names no
    /// unit. A point is the decimal point, as the contract says, but `1.200 €` (where the euro sign
    /// follows the number, a point often separates thousands) gets a warning that says how it is read.
    /// A number's exponent takes its decimals away.
    @Test func currencyWrittenInTheValuesIsTheUnit() throws {
        let (euros, diagnostics) = SpecParser.parse(
            ChartBlock(body: "type: bar\n---\nRent | 1.200 €\nFood | 350 €\nFees | 12.5 €\nTax | 1.250\n", path: "p.md", firstLine: 1, idSeed: "x"))
        #expect(euros?.table.rows.map(\.values) == [[1.2], [350], [12.5], [1.25]])
        #expect(euros?.options.unit == "€")
        #expect(diagnostics.map(\.message) == ["\"1.200 €\" is read as 1.200 (row \"Rent\"): a point is the decimal point; if it separates thousands, write 1200 €"])
        #expect(diagnostics.first?.severity == .warning && diagnostics.first?.location?.line == 3)
        let dollars = try spec("type: bar\n---\nQ1 | ($1,200)\nQ2 | $3,400\nQ3 | 2.1e3\n")
        #expect(dollars.options.unit == "$")
        #expect(dollars.table.rows.map(\.values) == [[-1200], [3400], [2100]])
        #expect(dollars.table.decimals == 0)
        // Two currencies: no unit is made up; a unit the header names stands.
        #expect(try spec("type: bar\n---\nA | $5\nB | £6\n").options.unit == "")
        #expect(try spec("type: bar\nunit: \" USD\"\n---\nA | $5\n").options.unit == " USD")
        #expect(NumberParser.parse("5e-2"[...], unit: "") == .number(0.05, decimals: 2))
    }

    /// A unit every value column's title ends with (`Revenue ($)`, `Weight (kg)`, `Share [%]`) is the
    /// values' unit, as a spreadsheet's header gives it; a word in brackets that is no unit
    /// (`(est.)`), two different units, or a `unit:` line leave it as it is.
    @Test func aUnitInTheColumnTitlesIsTheValuesUnit() throws {
        #expect(try spec("type: bar\n---\n| Month | Revenue ($) |\n| Jan | 1200 |\n| Feb | 1500 |\n").options.unit == "$")
        #expect(try spec("type: line\n---\n| Week | Weight (kg) |\n| 1 | 81.2 |\n| 2 | 80.5 |\n").options.unit == " kg")
        #expect(try spec("type: bar\n---\n| Party | 2019 [%] | 2024 [%] |\n| A | 40 | 38 |\n| B | 35 | 37 |\n").options.unit == "%")
        #expect(try spec("type: bar\n---\n| Year | Sales (est.) |\n| 2024 | 5 |\n| 2025 | 6 |\n").options.unit == "")
        #expect(try spec("type: bar\n---\n| Year | Sales ($) | Staff (h) |\n| 2024 | 5 | 6 |\n| 2025 | 6 | 7 |\n").options.unit == "")
        #expect(try spec("type: bar\nunit: €\n---\n| Month | Revenue ($) |\n| Jan | 1200 |\n| Feb | 1500 |\n").options.unit == "€")
        let html = ChartEngine.figure(for: ChartBlock(body: "type: bar\n---\n| Month | Revenue ($) |\n| Jan | 1200 |\n| Feb | 1500 |\n", path: "p.md", firstLine: 1, idSeed: "x")).html
        #expect(html.contains("Jan: $1,200; Feb: $1,500.") && html.contains("<td>$1,200</td>"), "\(html)")
    }

    /// Values written with a magnitude's letter (`1.2k`, `3.4M`, `$4.5B`, `2bn`), as bloggers round
    /// big numbers: read as the number they stand for, and written compact as the writer wrote them.
    /// A unit the block names that ends in the letter is the unit; a time is no number, and the
    /// error says how to write it.
    @Test func magnitudesAreNumbersAndTheChartWritesThemSo() throws {
        let users = try spec("type: bar\n---\nJan | 1.2k\nFeb | 950\nMar | 1.1M\n")
        #expect(users.table.rows.map(\.values) == [[1200], [950], [1_100_000]])
        #expect(users.options.numberFormat == .compact)
        let money = try spec("type: bar\n---\n2023 | $5.1B\n2024 | 2bn\n2025 | 3T\n")
        #expect(money.table.rows.map(\.values) == [[5.1e9], [2e9], [3e12]])
        #expect(money.options.unit == "$")
        #expect(try spec("type: bar\nunit: \" k\"\n---\nA | 5k\nB | 6 k\n").table.rows.map(\.values) == [[5], [6]])
        let html = ChartEngine.figure(for: ChartBlock(body: "type: bar\n---\nJan | 1.2k\nFeb | 3.4k\n", path: "p.md", firstLine: 1, idSeed: "x")).html
        #expect(html.contains("Jan: 1.2k; Feb: 3.4k."), "\(html)")
        // A time beside numbers is no number; the error says how to write it.
        let time = ChartEngine.figure(for: ChartBlock(body: "type: line\n---\n| Race | Time |\n| 5k | 0:24:13 |\n| 10k | 51 |\n", path: "p.md", firstLine: 1, idSeed: "x"))
        #expect(time.diagnostics.first?.message == "\"0:24:13\" is not a number (row \"5k\"); a time or a duration is no number here: write it in one unit, e.g. 24.22 with unit: \" min\"")
        // The magnitudes' words: `$1.2 million`, `3 Billion`, German's `Mio.`/`Mrd.`, India's lakh and crore.
        let words = try spec("type: bar\n---\nA | 1.2 million\nB | 3 Billion\nC | 450 thousand\nD | 5 lakh\nE | 2 crore\n")
        #expect(words.table.rows.map(\.values) == [[1_200_000], [3e9], [450_000], [500_000], [20_000_000]])
        #expect(words.options.numberFormat == .compact)
        let german = render("type: bar\n---\nA | 2,5 Mio. €\nB | 1,2 Mrd. €\n")
        #expect(german.diagnostics.isEmpty && german.html.contains("A: €2.5M; B: €1.2B."), "\(german.diagnostics.formatted())")
        // The British press's `£620m` and `£2.5tn`: after a money sign `m` is millions; without one it may be metres.
        let pounds = try spec("type: bar\n---\nDefence | £3.4bn\nSchools | £620m\nDebt | £2.5tn\nRoads | -£45m\n")
        #expect(pounds.options.unit == "£" && pounds.table.rows.map(\.values) == [[3.4e9], [6.2e8], [2.5e12], [-4.5e7]])
        #expect(pounds.options.numberFormat == .compact)
        #expect(NumberParser.hasMagnitude("£620m") && !NumberParser.hasMagnitude("620m"))
        // Beside values written with a magnitude, `620m` is millions too; alone it may be metres.
        let budget = try spec("type: bar\n---\nDefence | 1.2 billion\nHealth | 850 million\nRoads | 620m\n")
        #expect(budget.table.rows.map(\.values) == [[1.2e9], [8.5e8], [6.2e8]])
        #expect(try spec("type: bar\n---\nA | 620m\nB | 12m\n").table.rows.map(\.values) == [[620], [12]])
        guard case .invalid = NumberParser.parse("620m"[...], unit: "") else { Issue.record("620m may be metres: no number"); return }
        // Yen and rupees are money as dollars are, and India writes its thousands in lakhs.
        let rupees = try spec("type: bar\n---\nA | ₹1,20,000\nB | ₹90,000\nC | ₹1,00,00,000\n")
        #expect(rupees.options.unit == "₹" && rupees.table.rows.map(\.values) == [[120_000], [90_000], [10_000_000]])
        #expect(try spec("type: bar\n---\nA | ¥1,200\nB | ¥900\n").options.unit == "¥")
        // At least or at most that much (`>5,000`, `≤ 10`, `5,000+`, `10k+`) is drawn as that much.
        for (text, value) in [(">5,000", 5000.0), ("<1%", 1), ("≥ 12", 12), ("≤3", 3), (">= 7", 7), ("5,000+", 5000), ("10k+", 10_000)] {
            guard case .number(let read, _) = NumberParser.parse(text[...], unit: "") else {
                Issue.record("\(text) is not read")
                continue
            }
            #expect(read == value, "\(text)")
        }
        for text in ["5kg", "k", "1.2.3k", "12 km", "1,20,00", "12,34,5678", "+", ">", "1e+"] {
            guard case .invalid = NumberParser.parse(text[...], unit: "") else {
                Issue.record("\(text) parsed as a number")
                continue
            }
        }
    }

    /// Values written as much of Europe writes them (`4,5`, `−1,2`, `1.234,5`) read so when no value
    /// of the block is written with a decimal point; a block that mixes the two keeps its errors.
    @Test func decimalCommasAreReadWhenEveryValueFitsThem() throws {
        let temperatures = try spec("type: line\n---\nDatum | Temp\n14.03.2026 | 4,5\n15.03.2026 | −1,2\n16.03.2026 | 2,0\n")
        #expect(temperatures.table.rows.map(\.values) == [[4.5], [-1.2], [2]])
        #expect(temperatures.table.decimals == 1)
        let grouped = try spec("type: bar\n---\nRegion | 2023 | 2024\nNord | 1.234,5 | 2.001.000\nSüd | 1,25 | 7\n")
        #expect(grouped.table.rows.map(\.values) == [[1234.5, 2_001_000], [1.25, 7]])
        let html = render("type: bar\n---\nMon | 1,5\nTue | 2,25\n", locale: "de").html
        #expect(html.contains("Mon: 1,5; Tue: 2,25."), "\(html)")
        let mixed = render("type: bar\n---\nMon | 1.5\nTue | 2,25\n")
        #expect(mixed.diagnostics.errors.map(\.message) == ["\"2,25\" is not a number (row \"Tue\"); use '.' as the decimal point and ',' between thousands, e.g. 2.25"])
        // A tab-separated paste from a German spreadsheet.
        #expect(try spec("type: bar\n---\nMonat\tUmsatz\nJan\t1.200,50\nFeb\t980,25\n").table.rows.map(\.values) == [[1200.5], [980.25]])
    }

    /// The same unit after every value (`8 hours`, `12h`, `30 km/h`) is the block's unit, as a
    /// `unit:` line would give it; values with different units, or a unit the block names, keep
    /// their errors, and a magnitude's letter (`1.2k`) is never taken for a unit.
    @Test func aUnitAfterEveryValueIsTheBlocksUnit() throws {
        // Without a header: the first row's `8 hours` is no longer taken for a column's title.
        #expect(try spec("type: bar\n---\nSleep | 8 hours\nWork | 9 hours\n").table.rows.count == 2)
        let day = try spec("type: donut\n---\nSleep: 8 hours\nWork: 9 hours\nPlay: 7 hours\n")
        #expect(day.options.unit == " hours" && day.table.rows.map(\.values) == [[8], [9], [7]])
        #expect(render("type: donut\n---\nSleep: 8 hours\nWork: 9 hours\nPlay: 7 hours\n").html.contains("<title>Sleep: 8 hours, 33%</title>"))
        #expect(try spec("type: bar\n---\n| Task | Time |\n| Code | 12h |\n| Mail | 2.5h |\n| Chat | - |\n").options.unit == "h")
        #expect(try spec("type: line\n---\nLap | Speed\n1 | 30 km/h\n2 | 32,5 km/h\n").table.rows.map(\.values) == [[30], [32.5]])
        #expect(render("type: bar\n---\nItem | Weight\nA | 12 kg\nB | 15 lb\n").diagnostics.errorCount == 2)
        #expect(render("type: bar\nunit: h\n---\nA | 12h\nB | 3 hrs\n").diagnostics.errorCount == 1)
        // A unit's singular and plural are one unit; a value of 1 keeps the singular.
        let naps = render("type: bar\n---\nMon: 1 hour\nTue: 2 hours\nWed: 3 hours\n")
        #expect(naps.diagnostics.isEmpty && naps.html.contains("Mon: 1 hour; Tue: 2 hours; Wed: 3 hours."), "\(naps.diagnostics.formatted())")
        // A currency's code before or after the number.
        let codes = try spec("type: bar\n---\nA | USD 1,200\nB | 950 USD\n")
        #expect(codes.options.unit == " USD" && codes.table.rows.map(\.values) == [[1200], [950]])
        // A letter after one value of many (Eurostat's `p`, provisional) is no unit; its `:` is a gap.
        let flagged = render("type: bar\n---\nGeo\t2019\t2020\nDE\t3473260.0\t3403730.0\nFR\t2437635.0\t2317832.0 p\nEL\t:\t165326.0\n")
        #expect(flagged.diagnostics.errors.map(\.message) == ["\"2317832.0 p\" is not a number (row \"FR\"); write the number alone and its unit once in the header: unit: \" p\""], "\(flagged.diagnostics.formatted())")
        let letters = render("type: bar\n---\nA | 1.2k\nB | 3.4k\nC | lots\n")
        #expect(letters.diagnostics.errors.map(\.message) == ["\"lots\" is not a number (row \"C\"); write it with digits, e.g. 1,120.5, or '-' for a missing value"])
    }

    /// `Label: value` rows split at the colon with a blank after it, so a label may hold a time
    /// or a link (`09:00: 12`), and `2019:5` still splits; both cells are the text their Markdown
    /// shows, as a pasted table's are (`[Paris](…): **12**`). Missing values as people type them
    /// (`n.a.`, `?`, `k.A.`) are gaps.
    @Test func colonRowsWithTimesLinksAndMarkdown() throws {
        #expect(try spec("type: bar\n---\n09:00: 12\n10:30: 18\n").table.rows.map(\.label) == ["09:00", "10:30"])
        #expect(try spec("type: bar\n---\n2019:5\n2020:6\n").table.rows.map(\.values) == [[5], [6]])
        let linked = try spec("type: bar\n---\n[Paris](https://example.com/paris): **12**\n`Lyon`: _8_\n")
        #expect(linked.table.rows.map(\.label) == ["Paris", "Lyon"] && linked.table.rows.map(\.values) == [[12], [8]])
        #expect(try spec("type: bar\n---\n\"Time: 09:00\": 3\nOther: 4\n").table.rows.map(\.label) == ["Time: 09:00", "Other"])
        let gaps = try spec("type: line\n---\nMonth | Web | App\n2024-01 | 120 | n.a.\n2024-02 | 135 | ?\n2024-03 | 140 | k.A.\n")
        #expect(gaps.table.rows.map(\.values) == [[120, nil], [135, nil], [140, nil]])
    }

    @Test(arguments: [
        ("3:45:12", 13512.0, 0, true), ("4:05", 245, 0, false), ("0:09.58", 9.58, 2, false), ("-0:12", -12, 0, false),
        ("26:00:00", 93600, 0, true), (" 1:02:03.5 ", 3723.5, 1, true),
        // As sleep and workout logs write them.
        ("7h 30m", 27000, 0, true), ("7h30", 27000, 0, true), ("1h 2m 3s", 3723, 0, true), ("12 min 30 sec", 750, 0, false), ("2 hours, 15 minutes", 8100, 0, true),
    ])
    func durations(text: String, seconds: Double, decimals: Int, hours: Bool) throws {
        let read = try #require(NumberParser.duration(text))
        #expect(abs(read.seconds - seconds) < 1e-9 && read.decimals == decimals && read.hasHours == hours)
    }

    @Test(arguments: ["9:5", "1:75", "12:30 pm", "1:2:3", "1234:00", "10:30:", ":30", "1.5:00", "8h", "45 min", "45m", "5s", "30m 7h", "7h 75m", "7h30x", "h30"])
    func notDurations(text: String) {
        #expect(NumberParser.duration(text) == nil)
    }

    /// Durations in every row (race times, song lengths) are read as seconds and written as the
    /// writer wrote them, in names, the table and the value axis, whose ticks step as a clock does.
    @Test func durationsInEveryRowAreDrawnAsDurations() throws {
        let races = render("type: line\n---\n2019-04-15: 3:45:12\n2020-10-11: 3:38:40\n2021-04-18: 3:31:05\n")
        #expect(races.diagnostics.isEmpty, "\(races.diagnostics.formatted())")
        #expect(races.html.contains("<title>Apr 15, 2019: 3:45:12</title>") && races.html.contains(">3:30:00</text>"), "\(races.html)")
        let songs = render("type: bar\n---\nIntro: 1:05\nBohemian Rhapsody: 5:55\nOutro: -\n")
        #expect(songs.html.contains("<title>Bohemian Rhapsody: 5:55</title>") && songs.html.contains(">2:00</text>") && songs.html.contains(">6:00</text>"), "\(songs.html)")
        let sleep = render("type: bar\n---\nMon | 7h 30m\nTue | 6h 45m\nWed | 8h\n")
        #expect(sleep.diagnostics.isEmpty && sleep.html.contains("<title>Wed: 8h</title>"), "8h beside 7h 30m is a duration")
        // So are minutes and seconds written with one letter, as time trackers export them.
        let week = render("type: bar\n---\nReading: 2h 30m\nCoding: 5h\nMeetings: 45m\nCalls: 1m 30s\nBreak: 40s\n")
        #expect(week.diagnostics.isEmpty && week.html.contains("<title>Meetings: 45m</title>") && week.html.contains("<title>Break: 40s</title>"), "\(week.diagnostics.formatted())")
        #expect(try spec("type: bar\n---\nA: 45m\nB: 12m\n").options.unit == "m", "alone, millions or metres")
        // Written with letters, as sleep logs write them: so in names, the table and the ticks.
        #expect(sleep.html.contains("<title>Mon: 7h 30m</title>") && sleep.html.contains("<td>6h 45m</td>"), "\(sleep.html)")
        #expect(sleep.html.contains(">6h</text>") && sleep.html.contains(">0</text>") && !sleep.html.contains(":00</text>"))
        #expect(ValueFormatter.lettered(3723, decimals: 0) == "1h 2m 3s" && ValueFormatter.lettered(-9.58, decimals: 2) == "−9.58s")
        #expect(ValueFormatter.lettered(2700, decimals: 0) == "45m" && ValueFormatter.lettered(0.001, decimals: 0) == "0")
        #expect(render("type: bar\n---\nMon | 8 hours\nTue | 7 hours\n").html.contains("<title>Mon: 8 hours</title>"), "alone, a number with its unit")
        let day = render("type: donut\n---\nSleep: 7:30:00\nWork: 8:15:00\n")
        #expect(day.html.contains(">15:45:00</text>"), "the total is a duration too")
        // `format: duration` writes seconds so; a minute and more of them with minutes.
        #expect(render("type: bar\nformat: duration\n---\nBolt: 9.58\nGay: 9.69\n").html.contains("<title>Bolt: 0:09.58</title>"))
        #expect(render("type: bar\nformat: duration\n---\nA: 5400\n").html.contains("<title>A: 1:30:00</title>"))
        #expect(NiceScale(low: 0, high: 21600, durations: true).step == 7200 && NiceScale(low: 0, high: 3300, durations: true).step == 900)
    }

    /// Header values in single quotes, as YAML writes them (`title: 'Steps, March'`, `''` for a
    /// quote inside); a value with a lone quote inside stays as written.
    @Test func singleQuotedHeaderValuesAreUnquoted() throws {
        #expect(try spec("type: bar\ntitle: 'Steps, March'\nunit: ' h'\n---\nA: 1\n").options.title == "Steps, March")
        #expect(try spec("type: bar\nunit: ' h'\n---\nA: 1\n").options.unit == " h")
        #expect(try spec("type: bar\ntitle: 'It''s up'\n---\nA: 1\n").options.title == "It's up")
        #expect(try spec("type: bar\ntitle: 'a' and 'b'\n---\nA: 1\n").options.title == "'a' and 'b'")
    }

    /// Durations under a header row of titles, as a runner's splits are kept in a table (the
    /// titles are no values that stop the reading as durations).
    @Test(arguments: [
        "Split | Time\n5K | 24:31\nHalf | 1:45:12\n",
        "| Split | Time |\n|:--|--:|\n| 5K | 24:31 |\n| Half | 1:45:12 |\n",
        "Split | Men | Women\n5K | 24:31 | 26:10\nHalf | 1:45:12 | 1:55:00\n",
    ])
    func durationsUnderAHeaderAreDurations(rows: String) throws {
        let splits = render("type: bar\n---\n" + rows)
        #expect(splits.diagnostics.isEmpty, "\(splits.diagnostics.formatted())")
        #expect(splits.html.contains("Half") && splits.html.contains("1:45:12</title>"), "\(splits.html)")
        #expect(!splits.html.contains("<title>Split"), "the header row is no bar")
    }

    /// `Yes: 120 (60%)`: the values are the counts, not percentages; the pie works out the shares.
    @Test func aShareBesideAValueLeavesTheValue() throws {
        let survey = try spec("type: pie\n---\nYes: 120 (60%)\nNo: 80 (40%)\n")
        #expect(survey.options.unit == "" && survey.table.rows.map(\.values) == [[120], [80]])
        #expect(render("type: pie\n---\nYes: 120 (60%)\nNo: 80 (40%)\n").html.contains("<title>Yes: 120, 60%</title>"))
    }

    /// A benchmark tool's `12.3 ms ± 0.4 ms` (or `5.2 +/- 0.3`): each value is drawn, with its unit,
    /// and one warning says the uncertainties are left out (no error bars).
    @Test func uncertaintiesAreLeftOutWithOneWarning() throws {
        let timing = render("type: bar\n---\ngrep: 12.3 ms ± 0.4 ms\nrg: 3.1 ms ± 0.2 ms\n")
        #expect(timing.html.contains("<title>grep: 12.3 ms</title>"), "\(timing.diagnostics.formatted())")
        #expect(timing.diagnostics.map(\.message) == [Messages.uncertaintiesLeftOut] && timing.diagnostics.first?.location?.line == 12)
        #expect(try spec("type: bar\n---\nA: 5.2 +/- 0.3\nB: 6.1 ± 0.2\n").table.rows.map(\.values) == [[5.2], [6.1]])
        // A lone `–` is still a gap.
        #expect(try spec("type: bar\n---\nA: –\nB: 2\n").table.rows.map(\.values) == [[nil], [2]])
    }

    /// A table copied from a report ends in where its data is from and what to keep in mind: a
    /// `Source: …` row is the chart's source (unless the header names one), a `Note: …` row its
    /// note (after the header's); rows of a numbered list are named without their numbers (`1. Apples`),
    /// while labels that only start with a number keep it (`2. Bundesliga` beside `3. Liga`).
    @Test func sourceAndNoteRowsAndNumberedLists() throws {
        let spending = render("type: bar\n---\nHousing: 1120\nFood: 420\nSource: Household survey 2024\n")
        #expect(spending.diagnostics.isEmpty && spending.html.contains(">Source: Household survey 2024</span>"), "\(spending.diagnostics.formatted())")
        #expect(try spec("type: bar\nsource: Mine\n---\nA: 1\nB: 2\nSource: Theirs\n").options.source == "Mine")
        let noted = render("type: bar\n---\n| Country | Share |\n|---|---|\n| A | 10% |\n| B | 20% |\n| *Note: estimates* | |\n")
        #expect(noted.diagnostics.isEmpty, "\(noted.diagnostics.formatted())")
        #expect(!noted.html.contains("Note: estimates: no data"))
        #expect(noted.html.contains("<span class=\"chart-note\">Note: estimates</span>"))
        // A note in the header comes first; the rows' notes follow it, in their order.
        #expect(try spec("type: bar\nnote: Mine.\n---\nA: 1\nB: 2\nC: 3\nNote: First.\nN.B.: Second.\n").options.note == "Mine. First. Second.")
        // The credits in bold, a plural, another language, N.B.; rows whose first word only starts like one are data.
        #expect(try spec("type: bar\n---\n| A | 1 |\n| B | 2 |\n| **Source:** OECD | |\n").options.source == "OECD")
        #expect(try spec("type: bar\n---\nA: 1\nB: 2\nSources: OECD, IMF\n").options.source == "OECD, IMF")
        // A colon inside the emphasis, as bold labels are often written.
        let bold = try spec("type: bar\n---\n**Paris:** 12\n*Lyon:* 8\n__Nice:__ 5\nA: 1\n**Source:** OECD\n")
        #expect(bold.table.rows.map(\.label) == ["Paris", "Lyon", "Nice", "A"] && bold.table.rows.map(\.values) == [[12], [8], [5], [1]])
        #expect(bold.options.source == "OECD")
        #expect(try spec("type: bar\n---\nA: 1\nB: 2\nQuelle: Destatis\n").options.source == "Destatis")
        #expect(try spec("type: bar\n---\nA: 1\nB: 2\nC: 3\nN.B.: estimates\n").options.note == "estimates")
        let data = try spec("type: bar\n---\nHousing: 1120\nFood: 420\nFun: 290\nSourdough: 12\nNotebooks: 3\n")
        #expect(data.table.rows.map(\.label) == ["Housing", "Food", "Fun", "Sourdough", "Notebooks"] && data.options.source == nil)
        // A row named Source with a number is data.
        #expect(try spec("type: bar\n---\nSource: 12\nSink: 8\nOther: 3\n").table.rows.count == 3)
        #expect(try spec("type: bar\n---\n1. Apples: 10\n2. Pears: 5\n3) Plums: 3\n").table.rows.map(\.label) == ["Apples", "Pears", "Plums"])
        #expect(try spec("type: bar\n---\n2. Bundesliga: 18\n3. Liga: 20\n").table.rows.map(\.label) == ["2. Bundesliga", "3. Liga"])
    }

    /// A row of units under the titles (`, $bn, m`), as statistical tables have one, goes into the
    /// titles (`GDP ($bn)`); one unit for every column is the values' unit, as a title's is.
    @Test func aRowOfUnitsUnderTheTitles() throws {
        let gdp = try spec("type: line\n---\nYear,GDP,Population\n,$bn,m\n2020,\"1,234\",50.1\n2021,\"1,301\",50.4\n")
        #expect(gdp.table.series == ["GDP ($bn)", "Population (m)"] && gdp.table.rows.map(\.values) == [[1234, 50.1], [1301, 50.4]])
        let weights = try spec("type: bar\n---\n| Dog | Weight |\n| | kg |\n| Rex | 30 |\n| Bo | 12 |\n")
        #expect(weights.options.unit == " kg" && weights.table.rows.count == 2)
        // A first data row with an empty label and a gap is data.
        #expect(try spec("type: bar\n---\n| Dog | Weight |\n| | - |\n| Rex | 30 |\n| Bo | 12 |\n").table.rows.count == 3)
    }

    /// A price per something (`$12/mo`, `€45 per hour`) and a score out of a whole (`8.7/10`)
    /// written with every value are the block's unit, the money sign before the number and the rest
    /// after it, on the marks and in the header's `unit:` too; the ticks keep only the money sign.
    /// Values written in different units (`12ms`, `1.2s`) get one message that names them all.
    @Test func aPriceOrAScoreWrittenWithEveryValueIsTheUnit() throws {
        let plans = render("type: bar\n---\nBasic: $12/mo\nPro: $29/mo\nTeam: $99/mo\n")
        #expect(plans.diagnostics.isEmpty, "\(plans.diagnostics.formatted())")
        #expect(plans.html.contains("<title>Basic: $12/mo</title>") && plans.html.contains(">$99/mo</text>"), "\(plans.html)")
        #expect(plans.html.contains(">$100</text>") && !plans.html.contains(">$100/mo</text>"))
        #expect(try spec("type: bar\n---\nA: €45 per hour\nB: €60 per hour\n").options.unit == "€ per hour")
        let named = render("type: bar\nunit: $/mo\n---\nBasic: $12/mo\nPro: 29\n")
        #expect(named.diagnostics.isEmpty && named.html.contains("<title>Pro: $29/mo</title>"), "\(named.diagnostics.formatted())")
        // Money in millions or billions (`unit: $M`, `£bn`) is written `$12.1M`, and so are its ticks.
        let budget = render("type: bar\nunit: £bn\n---\n2019/20 | 848\n2020/21 | 1,112\n")
        #expect(budget.diagnostics.isEmpty && budget.html.contains("<title>2020/21: £1,112bn</title>"), "\(budget.html)")
        #expect(budget.html.contains(">£1,000bn</text>"))
        let films = render("type: bar\n---\nThe Matrix: 8.7/10\nInception: 8.8/10\n")
        #expect(films.diagnostics.isEmpty && films.html.contains("<title>Inception: 8.8/10</title>"), "\(films.html)")
        // Scores out of different wholes are no one unit: each is the share of its whole.
        let parts = render("type: bar\n---\nA: 3/4\nB: 4/5\n")
        #expect(parts.diagnostics.isEmpty && parts.html.contains("<title>B: 0.80</title>"), "\(parts.diagnostics.formatted())")
        let latency = render("type: bar\n---\np50: 12ms\np95: 85ms\np99: 1.2s\n")
        #expect(latency.diagnostics.errors.count == 3)
        #expect(latency.diagnostics.errors.allSatisfy {
            $0.message.hasSuffix("the values are written in different units (ms, s): write them all in one, as numbers alone, and that unit once in the header, e.g. unit: \"ms\"")
        }, "\(latency.diagnostics.formatted())")
    }

    /// A spreadsheet's copy ends its rows in tabs (`Jan⇥120⇥⇥`): the empty columns are no series.
    /// Accounting's `(3.4%)` is a percentage as `2.1%` is.
    @Test func emptyLastColumnsAreLeftOutAndAParenthesisedPercentIsOne() throws {
        let pasted = try spec("type: bar\n---\nMonth\tSales\t\t\nJan\t120\t\t\nFeb\t90\t\t\n")
        #expect(pasted.table.series == ["Sales"] && pasted.table.rows.map(\.values) == [[120], [90]])
        // A column with a value in any row stays.
        #expect(try spec("type: bar\n---\nMonth\tA\tB\nJan\t1\t\nFeb\t2\t3\n").table.series == ["A", "B"])
        let losses = try spec("type: bar\n---\nQ1 | (3.4%)\nQ2 | 2.1%\n")
        #expect(losses.options.unit == "%" && losses.table.rows.map(\.values) == [[-3.4], [2.1]])
    }

    /// A Markdown table's `<br>` (a line broken inside a GitHub cell) is a space in a label or title.
    @Test func aLineBreakInACellIsASpace() throws {
        let table = try spec("type: bar\n---\n| Region<br>(2024) | Sales |\n|---|---|\n| North<br/>East | 120 |\n| South | 90 |\n").table
        #expect(table.labelHeader == "Region (2024)" && table.rows.map(\.label) == ["North East", "South"])
    }

    /// A table pasted from GitHub, which shows its cells' inline HTML: the words, with short super-
    /// and subscripts raised and lowered; a `<` that opens no tag stays; a value in bold is a number.
    @Test func inlineHTMLInACellIsWhatGitHubShows() throws {
        let table = try spec("""
            type: bar
            ---
            | Country | Medals |
            |---|---:|
            | <b>USA</b> | 126 |
            | China<sup>1</sup> | 91 |
            | Japan <i>(host)</i> | <strong>45</strong> |
            | CO<sub>2</sub> in m<sup>3</sup> | 7 |
            | <5 entries | 3 |
            | Note<sup>a long one</sup> | 2 |
            """).table
        #expect(table.rows.map(\.label) == ["USA", "China¹", "Japan (host)", "CO₂ in m³", "<5 entries", "Notea long one"], "\(table.rows.map(\.label))")
        #expect(table.rows.map(\.values) == [[126], [91], [45], [7], [3], [2]])
        #expect(RichText.plain("x<sub>i</sub>") == "xi" && RichText.plain("10<sup>-3</sup>") == "10⁻³" && RichText.plain("a</sup>b") == "ab")
        // Linear in the text: 40,000 unclosed `<sup>` in one label read at once.
        #expect(RichText.plain(String(repeating: "a<sup>", count: 40_000)) == String(repeating: "a", count: 40_000))
    }

    /// Slices written as fractions under `unit: %` (0.62 and 0.38, as a spreadsheet exports
    /// shares) add up to 1%: they are read as fractions of one, each said once, with a warning.
    @Test func slicesThatAddUpToOneWithAPercentUnitAreFractions() throws {
        let result = ChartEngine.figure(for: ChartBlock(body: "type: pie\nunit: %\n---\nA: 0.62\nB: 0.38\n", path: "p.md", firstLine: 1, idSeed: "x"))
        #expect(result.html.contains(">A: 62%; B: 38%. Total 100%.</desc>"), "\(result.html)")
        #expect(result.diagnostics.map(\.message) == [
            "the pie chart's values add up to 1 with unit: %, so they are read as fractions (0.62 is 62%); write format: percent instead of unit: %, or write the percentages themselves"
        ])
        #expect(result.diagnostics.first?.location?.line == 4)
        // Shares written as percentages, or small values that do not make a whole, stay as written.
        #expect(ChartEngine.figure(for: ChartBlock(body: "type: pie\nunit: %\n---\nA: 62\nB: 38\n", path: "p.md", firstLine: 1, idSeed: "x")).diagnostics.isEmpty)
        #expect(ChartEngine.figure(for: ChartBlock(body: "type: pie\nunit: %\n---\nA: 0.2\nB: 0.3\n", path: "p.md", firstLine: 1, idSeed: "x")).html.contains("A: 0.2%"))
    }

    @Test(arguments: ["12 h", "12h"])
    func theBlocksUnitIsStripped(text: String) {
        #expect(NumberParser.parse(text[...], unit: " h") == .number(12, decimals: 0))
    }

    @Test(arguments: ["", "-", "  ", "–"])
    func missingValues(text: String) {
        #expect(NumberParser.parse(text[...], unit: "") == .missing)
    }

    @Test(arguments: ["nine", "1,5", "1,2345", "1.2.3", "12,", "1e", "$", "1,000.5,5", "()", "(x)", "-(5)", "1  234", "12 34", "1 2345", "1'23", "O'Neil"])
    func notNumbers(text: String) {
        guard case .invalid = NumberParser.parse(text[...], unit: "") else {
            Issue.record("\(text) parsed as a number")
            return
        }
    }

    @Test func missingIsDistinctFromZero() throws {
        let spec = try spec("type: bar\n---\nA: 0\nB: -\nC:\n")
        #expect(spec.table.rows.map(\.values) == [[0], [nil], [nil]])
    }

    /// A row that ends in a pipe the title row does not end in leaves its last cell empty, as a
    /// Markdown table writes a blank cell; where the titles end in a pipe too, it is an outer pipe.
    @Test func aTrailingPipeLeavesTheLastCellEmpty() throws {
        let gaps = try spec("type: bar\n---\nRegion | 2023 | 2024\nSüd |  | 1500\nOst | 980 | \n")
        #expect(gaps.table.rows.map(\.values) == [[nil, 1500], [980, nil]])
        let line = try spec("type: line\n---\nDate | °C\n2024-03-01 | 4.5\n2024-03-02 |\n2024-03-03 | -2\n")
        #expect(line.table.rows.map(\.values) == [[4.5], [nil], [-2]])
        let outer = try spec("type: bar\n---\n| Day | A | B |\n| Mon | 1 | 2 |\n")
        #expect(outer.table.rows.map(\.values) == [[1, 2]])
        let block = ChartBlock(body: "type: bar\n---\n| Day | A | B |\n| Mon | 1 |\n", path: "post.md", firstLine: 1, idSeed: "x")
        #expect(SpecParser.parse(block).1.hasErrors, "a short row between outer pipes is still short")
    }

    /// A pie's row that adds up the others is left out; one that does not (a slice named "All") stays.
    @Test func aPiesTotalRowIsNoSlice() throws {
        let block = ChartBlock(body: "type: pie\n---\nActivity | Share\nSleep | 33%\nWork | 38%\nCommute | 4%\nOther | 24%\nTotal | 100%\n", path: "p.md", firstLine: 1, idSeed: "x")
        let figure = ChartEngine.figure(for: block)
        #expect(figure.diagnostics.count == 1 && figure.diagnostics[0].message.contains("adds up the others"))
        #expect(!figure.html.contains("<title>Total") && !figure.html.contains(">Total<") && figure.html.contains("Commute: 4%; Other: 24%. Total 99%."))
        let kept = ChartEngine.figure(for: ChartBlock(body: "type: donut\n---\nA: 5\nB: 3\nAll: 2\n", path: "p.md", firstLine: 1, idSeed: "y"))
        #expect(kept.diagnostics.isEmpty && kept.html.contains("All"))
    }

    /// A bar chart's row that adds up the others in every series (a pasted spreadsheet's last) is
    /// left out at its place, with a warning; one that does not add them up is a bar.
    @Test func aBarChartsTotalRowIsNoBar() throws {
        let body = "type: bar\n---\n| Region | 2023 | 2024 |\n|---|---|---|\n| North | 1,200 | 1,350 |\n| South | 980 | 1,010 |\n| **Total** | **2,180** | **2,360** |\n"
        let figure = ChartEngine.figure(for: ChartBlock(body: body, path: "p.md", firstLine: 1, idSeed: "x"))
        #expect(figure.diagnostics.count == 1 && figure.diagnostics[0].message.contains("row \"Total\" adds up the others"), "\(figure.diagnostics)")
        #expect(figure.diagnostics.first?.location == SourceLocation(path: "p.md", line: 7, column: 3))
        #expect(!figure.html.contains("<title>Total") && figure.html.contains("<title>South, 2024: 1,010</title>"))
        // Off by more than rounding in one series, or named otherwise: a bar of its own.
        for kept in ["North: 10\nSouth: 20\nTotal: 35\n", "North: 10\nSouth: 20\nBoth: 30\n", "Sum: 10\nNorth: 10\n"] {
            let figure = ChartEngine.figure(for: ChartBlock(body: "type: bar\n---\n" + kept, path: "p.md", firstLine: 1, idSeed: "y"))
            #expect(figure.diagnostics.isEmpty, "\(kept): \(figure.diagnostics)")
            #expect(figure.html.contains("<title>\(kept.split(separator: "\n").last!.split(separator: ":")[0]):"), "\(kept)")
        }
    }

    @Test func totalNamesAreToldInAnyCase() {
        for name in ["Total", "  TOTAL ", "Grand total", "合计", "总计", "Gesamt", "sum", "All"] {
            #expect(TotalWords.isTotalName(name), "\(name)")
        }
        for name in ["Sun", "Sat", "Totally", "Summer", "", "to", "Alles gut", "合"] {
            #expect(!TotalWords.isTotalName(name), "\(name)")
        }
    }

    @Test func aQuotedYearNamesTheColumn() throws {
        let spec = try spec("type: bar\n---\nRegion | \"2023\"\nCairo | 120\nGiza | 80\n")
        #expect(spec.table.series == ["2023"] && spec.table.labelHeader == "Region")
        #expect(spec.table.rows.map(\.label) == ["Cairo", "Giza"])
    }

    @Test func aYearTenTimesEveryOtherValueNamesTheColumn() throws {
        // As a survey's table is pasted: one series named by its year, shares below it.
        let survey = try spec("type: bar\nunit: %\n---\nAnswer | 2023\nChinese | 6.13\nEnglish | 92.65\nKorean | 0.32\n")
        #expect(survey.table.series == ["2023"] && survey.table.labelHeader == "Answer")
        #expect(survey.table.rows.map(\.label) == ["Chinese", "English", "Korean"])
        // A year among values of its size, a gap, or a word, may be data: drawn so, with the warning.
        for rest in ["Cairo | 1200\nGiza | 800", "Cairo | 120\nGiza | -", "Cairo | 120\nGiza | -250"] {
            let figure = render("type: bar\n---\nRegion | 2023\n" + rest)
            #expect(figure.diagnostics.map(\.message) == [Messages.firstRowReadAsData("Region | 2023")], "\(rest)")
        }
    }

    @Test func computedValuesShareTheirColumnsDecimals() throws {
        // Shares as pandas or Plotly write them: each to four significant digits made 93.37 beside 3.292.
        let table = try spec("""
            type: bar
            ---
            Answer | 2023 | 2022 | Hand
            Yes | 93.37309265136719 | 90.78 | 1.5
            No | 3.2924578189849854 | 4.055 | 2
            Never | 0.33344533443450928 | 5.167 | 3.25
            """).table
        #expect(table.rows.map { $0.decimals[0] } == [2, 2, 2])
        // Values a writer wrote keep their own decimals.
        #expect(table.rows.map { $0.decimals[1] } == [2, 3, 3] && table.rows.map { $0.decimals[2] } == [1, 0, 2])
        #expect(table.decimals == 3)
        let html = render("type: bar\nunit: %\n---\nAnswer | Share\nYes | 93.37309265136719\nNo | 3.2924578189849854\n").html
        #expect(html.contains("<title>No, Share: 3.29%</title>") && html.contains("<title>Yes, Share: 93.37%</title>"))
        for text in ["93.37309265136719", "92,65195465", "12.3456789%", "1.234567890e5x"] { #expect(NumberParser.wasComputed(text) == (text != "1.234567890e5x"), "\(text)") }
        for text in ["1,234,567", "3.141592", "12345678", "2023", "0.0000031", "-0.00000045", "0.000001235"] { #expect(!NumberParser.wasComputed(text), "\(text)") }
        #expect(NumberParser.wasComputed("0.000123456789") && NumberParser.wasComputed("10.0000001"))
        // Small values written by hand keep their digits: 0.0000031 was shown as 0.000003100.
        let small = render("type: bar\n---\nv1 | 0.00012\nv2 | 0.000045\nv3 | 0.0000031\n").html
        #expect(small.contains("<title>v3: 0.0000031</title>") && !small.contains("0.000003100"), "\(small)")
    }

    @Test func crlfAndTabs() throws {
        let spec = try spec("type: bar\r\ntitle:\tSteps\r\n---\r\nMon\t|\t898\r\nTue | 670\r\n")
        #expect(spec.options.title == "Steps")
        #expect(spec.table.rows.map(\.label) == ["Mon", "Tue"])
        #expect(spec.table.rows.map(\.values) == [[898], [670]])
    }

    @Test func headerOptions() throws {
        let spec = try spec("""
            type: bar
            orientation: horizontal
            stacked: yes
            unit: " per 1,000"
            labels: both
            legend: none
            x-axis: hidden
            y-axis: Countries
            min: -10
            max: 200
            sort: descending
            colors: #336699, tomato, rgb(1, 2, 3), #abc
            animate: no
            source: UNICEF
            ---
            A | 1 | 2
            B | 5 | 3
            C | 3 | 1
            """)
        let options = spec.options
        let own = try #require((spec as? ChartSpec<BarKind>)?.own)
        #expect(own.isHorizontal && own.isStacked && !options.animates && !options.showsLegend)
        #expect(options.unit == " per 1,000")
        #expect(options.labels == .both)
        #expect(own.xAxis == .hidden)
        #expect(own.yAxis == .titled("Countries"))
        #expect(own.minimum == -10 && own.maximum == 200)
        #expect(options.colors.map(\.hex) == ["#336699", "#FF6347", "#010203", "#AABBCC"])
        #expect(options.source == "UNICEF")
        // Sorted by the first series, largest first; the first row was the header.
        #expect(spec.table.rows.map(\.label) == ["B", "C"])
    }

    /// Values as other tools and people write them: Plotly's `h` and `v`, plurals of the labels' contents.
    @Test func headerValuesWrittenAsOtherToolsDo() throws {
        for (written, horizontal) in [("h", true), ("v", false), ("H", true)] {
            let drawn = render("type: bar\norientation: \(written)\n---\nA: 1\nB: 2\n")
            #expect(drawn.diagnostics.isEmpty, "\(drawn.diagnostics.formatted())")
            #expect(try (spec("type: bar\norientation: \(written)\n---\nA: 1\nB: 2\n") as? ChartSpec<BarKind>)?.own.isHorizontal == horizontal)
        }
        for (written, content) in [("values", LabelContent.value), ("percentages", .percent), ("Percentage", .percent)] {
            let drawn = render("type: pie\nlabels: \(written)\n---\nA: 1\nB: 2\n")
            #expect(drawn.diagnostics.isEmpty, "\(drawn.diagnostics.formatted())")
            #expect(try spec("type: pie\nlabels: \(written)\n---\nA: 1\nB: 2\n").options.labels == content)
        }
        #expect(render("type: bar\norientation: sideways\n---\nA: 1\nB: 2\n").diagnostics.map(\.message).first?.contains("unknown value 'sideways'") == true)
        // Keys as other tools name them: credits, a palette, Highcharts' stacking, a maximum's value, decimals.
        let grouped = "---\nX | A | B\nQ1 | 1 | 2.25\nQ2 | 3 | 4\n"
        for header in ["credit: OECD", "credits: OECD", "data-source: OECD", "palette: teal, #d62728", "stacking: normal", "stacked: normal", "max-value: 10", "decimals: 1"] {
            let drawn = render("type: bar\n\(header)\n" + grouped)
            #expect(drawn.diagnostics.isEmpty, "\(header): \(drawn.diagnostics.formatted())")
        }
        #expect(try spec("type: bar\ncredit: OECD\n" + grouped).options.source == "OECD")
        #expect(try spec("type: bar\npalette: teal, #d62728\n" + grouped).options.colors.count == 2)
        #expect(try (spec("type: bar\nstacking: normal\n" + grouped) as? ChartSpec<BarKind>)?.own.isStacked == true)
        #expect(try (spec("type: bar\nmax-value: 10\n" + grouped) as? ChartSpec<BarKind>)?.own.maximum == 10)
        #expect(render("type: bar\ndecimals: 1\n" + grouped).html.contains("<title>Q1, A: 1.0</title>"))
        // A donut's hole as Plotly (`hole: 0.4`) and Chart.js (`cutout: 50%`) write it.
        for (header, radius) in [("hole: 0.4", 0.4), ("cutout: 50%", 0.5), ("inner-radius: 0.3", 0.3)] {
            let drawn = render("type: donut\n\(header)\n---\nA: 1\nB: 2\n")
            #expect(drawn.diagnostics.isEmpty, "\(header): \(drawn.diagnostics.formatted())")
            #expect(try (spec("type: donut\n\(header)\n---\nA: 1\nB: 2\n") as? ChartSpec<RadialKind>)?.own.innerRadius == radius)
        }
        // The word above a donut's total, as ApexCharts' `total.label` sets it, in either spelling; or no total at rest.
        for header in ["center-label: Spent", "centre-label: Spent", "total-label: Spent"] {
            let drawn = render("type: donut\n\(header)\n---\nA: 1\nB: 2\n")
            #expect(drawn.diagnostics.isEmpty, "\(header): \(drawn.diagnostics.formatted())")
            #expect(drawn.html.contains("<g class=\"centre-total\"><text class=\"centre-caption\" y=\"-12\">Spent</text><text class=\"centre-value\" y=\"14\">3</text></g>"), "\(header)")
        }
        let hidden = render("type: donut\ncenter-label: none\n---\nA: 1\nB: 2\n")
        #expect(hidden.diagnostics.isEmpty && hidden.html.contains("<g class=\"centre-total\"></g>") && hidden.html.contains("<g class=\"centre-item k-1\""))
        #expect(render("type: donut\ncenter-label: <b>&</b>\n---\nA: 1\nB: 2\n").html.contains(">&lt;b&gt;&amp;&lt;/b&gt;</text>"))
        #expect(render("type: pie\ncenter-label: Spent\n---\nA: 1\nB: 2\n").diagnostics.map(\.message) == [Messages.keyNotForKind("center-label", kind: "pie")])
        // A unit placed as it is spaced, and as Highcharts' and Datawrapper's prefix and suffix place it.
        for (header, name) in [
            ("unit: \" €\"", "A: 1,200 €"), ("unit: \"USD \"", "A: USD\u{00A0}1,200"), ("unit: €", "A: €1,200"), ("prefix: USD", "A: USD\u{00A0}1,200"),
            ("prefix: $", "A: $1,200"), ("suffix: €", "A: 1,200 €"), ("suffix: \" kg\"", "A: 1,200 kg"), ("suffix: %", "A: 1,200%"),
        ] {
            let drawn = render("type: bar\n\(header)\n---\nA: 1200\nB: 2\n")
            #expect(drawn.diagnostics.isEmpty && drawn.html.contains("<title>\(name)</title>"), "\(header): \(drawn.diagnostics.formatted())")
        }
        // What every chart does without a setting: named as ignored, and why.
        #expect(render("type: bar\ntooltip: true\n---\nA: 1\nB: 2\n").diagnostics.map(\.message) == [Messages.interactionKey("tooltip")])
        #expect(render("type: bar\nresponsive: true\n---\nA: 1\nB: 2\n").diagnostics.map(\.message) == [Messages.sizeKey("responsive")])
        // A chart speaks its page's language: a language of its own is named as ignored, and why.
        let french = render("type: bar\nlocale: fr\n---\nA: 1\nB: 2\n")
        #expect(french.diagnostics.map(\.message) == [Messages.languageKey("locale")] && french.diagnostics.first?.location?.column == 1)
    }

    @Test func sortAscendingPutsMissingLast() throws {
        let spec = try spec("type: bar\nsort: ascending\n---\nA: 5\nB: -\nC: 1\nD: 3")
        #expect(spec.table.rows.map(\.label) == ["C", "D", "A", "B"])
    }

    @Test func dataFileIsReadAsCSV() throws {
        let block = ChartBlock(
            body: "type: bar\ndata: steps.csv\n---\n", path: "content/posts/a.md", firstLine: 3, idSeed: "x",
            readData: { name in
                #expect(name == "steps.csv")
                return "Day,Steps\nMon,898\n\"Tue, late\",\"1,670\"\n"
            })
        let (spec, diagnostics) = SpecParser.parse(block)
        #expect(diagnostics.isEmpty)
        let table = try #require(spec?.table)
        #expect(table.rows.map(\.label) == ["Mon", "Tue, late"])
        #expect(table.rows.map(\.values) == [[898], [1670]])
        #expect(table.series == ["Steps"])
    }

    @Test func aDoubledQuoteInAQuotedCellIsOneQuote() throws {
        let block = ChartBlock(
            body: "type: bar\ndata: quotes.csv\n", path: "content/posts/a.md", firstLine: 3, idSeed: "x",
            readData: { _ in "Name,Value\n\"He said \"\"hi\"\"\",1\n\"a, b\",2\n" })
        let (spec, diagnostics) = SpecParser.parse(block)
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        #expect(spec?.table.rows.map(\.label) == ["He said \"hi\"", "a, b"])
    }

    /// Spreadsheets save "CSV" with the separator of the writer's language: tabs (a .tsv), or
    /// semicolons with decimal commas (Excel in German, French, Spanish…). The first line tells.
    @Test(arguments: [
        ("Day\tSteps\nMon\t898\nTue\t1670.5\n", [898.0, 1670.5]),
        ("Tag;Schritte\nMon;898\nTue;1.670,5\n", [898.0, 1670.5]),
        ("Jour;Pas\nMon;898,25\nTue;1670.5\n", [898.25, 1670.5]),
        ("Day,Steps\nMon,898\nTue,\"1,670.5\"\n", [898.0, 1670.5]),
        // Columns parted by blanks, as gnuplot's `.dat` files and a console's saved table are.
        ("# steps per day\nDay   Steps\nMon     898\nTue  1670.5\n", [898.0, 1670.5]),
    ])
    func dataFilesUseTheSeparatorOfTheirFirstLine(file: String, values: [Double]) throws {
        let block = ChartBlock(
            body: "type: bar\ndata: steps.csv\n---\n", path: "content/posts/a.md", firstLine: 3, idSeed: "x",
            readData: { _ in file })
        let (spec, diagnostics) = SpecParser.parse(block)
        #expect(!diagnostics.hasErrors, "\(diagnostics.formatted())")
        let table = try #require(spec?.table)
        #expect(table.rows.map(\.label) == ["Mon", "Tue"])
        #expect(table.rows.map(\.values) == values.map { [$0] })
        #expect(table.series.count == 1 && !table.series[0].isEmpty)
    }

    /// Data files of every separator, quotes, decimal marks and ragged rows, generated: each one
    /// is a table or diagnostics, never a trap.
    @Test func generatedDataFilesAreReadWithoutATrap() {
        var numbers = SeededNumbers(seed: 20_261_202)
        func next(_ bound: Int) -> Int { numbers.next(bound) }
        let alphabet = Array("0123456789;,\t\"\n.-a %€")
        for _ in 0..<3_000 {
            let file = String((0..<next(60)).map { _ in alphabet[next(alphabet.count)] })
            for kind in ["bar", "line", "scatter", "pie"] {
                let block = ChartBlock(
                    body: "type: \(kind)\ndata: x.csv\n---\n", path: "content/posts/a.md", firstLine: 3, idSeed: "x",
                    readData: { _ in file })
                let chart = ChartEngine.figure(for: block)
                #expect(chart.html.isEmpty == chart.diagnostics.hasErrors, "\(kind): \(file.debugDescription)")
                // The same text as the block's own rows (pasted cells, pipes, colons).
                let inline = ChartEngine.figure(for: ChartBlock(
                    body: "type: \(kind)\n---\n" + file.replacingOccurrences(of: ";", with: "|"), path: "content/posts/a.md",
                    firstLine: 3, idSeed: "x"))
                #expect(inline.html.isEmpty == inline.diagnostics.hasErrors, "\(kind) rows: \(file.debugDescription)")
            }
        }
    }

    @Test func decimalsFollowTheData() throws {
        let spec = try spec("type: bar\n---\nA: 110.0\nB: 87.5")
        #expect(spec.table.decimals == 1)
    }
}

/// Fraction digits as written, for the expectations above.
enum NumberParserDecimals {
    static func of(_ text: String) -> Int {
        guard let point = text.firstIndex(of: ".") else { return 0 }
        let written = text[text.index(after: point)...].prefix { $0 != "e" }.filter(\.isNumber).count
        // `1.5e3` is 1500: its exponent takes the written decimals away.
        guard let e = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: e)...]) else { return written }
        return max(0, written - exponent)
    }
}
