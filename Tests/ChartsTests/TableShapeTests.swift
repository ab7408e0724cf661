import Diagnostics
import Testing

@testable import Charts

/// Data as bloggers download it: files with more columns than the chart needs, "long" tables
/// with one row per value, and the markers other tools write for a missing value.
@Suite struct TableShapeTests {
    private func parse(_ header: String, file: String) -> (table: DataTable?, diagnostics: [Diagnostic]) {
        let block = ChartBlock(
            body: header, path: "content/posts/a.md", firstLine: 3, idSeed: "x", readData: { _ in file })
        let (spec, diagnostics) = SpecParser.parse(block)
        return (spec?.table, diagnostics)
    }

    /// NOAA's monthly CO₂ file in its shape: six titles, seven cells a row (the extra cells are in
    /// columns the chart leaves out), and `-9.99` in a column it leaves out too.
    private let ragged = """
        Date,Decimal Date,Average,Interpolated,Trend,Number of Days
        1958-03,1958.2027,315.71,314.44,-01,-9.99,-0.99
        1958-04,1958.2877,317.45,315.16,-01,-9.99,-0.99
        """

    /// The World Bank's CSV in its shape: a byte order mark, two lines about the data and blank
    /// lines above the table, a comma ending every line. The table is read from its titles down.
    @Test func theLinesAboveADownloadedTableAreNoRows() throws {
        let file = "\u{FEFF}\"Data Source\",\"World Development Indicators\",\r\n\r\n\"Last Updated Date\",\"2024-06-28\",\r\n\r\n"
            + "\"Country Name\",\"Country Code\",\"2022\",\"2023\",\r\n\"Aruba\",\"ABW\",\"3279343543.58\",\"\",\r\n\"France\",\"FRA\",\"2779092235824.08\",\"3030904090310.08\",\r\n"
        let (table, diagnostics) = parse("type: bar\ndata: wb.csv\ncolumns: Country Name, 2022, 2023\n", file: file)
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        #expect(table?.series == ["2022", "2023"] && table?.rows.map(\.label) == ["Aruba", "France"])
        #expect(table?.rows.first?.values == [3279343543.58, nil])
        // Columns from one title to another; the error about a column of words says so when many sit side by side.
        let years = (2000...2010).map(String.init)
        let many = "Country,Code," + years.joined(separator: ",") + "\nAruba,ABW," + years.map { _ in "1" }.joined(separator: ",") + "\nChad,TCD," + years.map { _ in "2" }.joined(separator: ",") + "\n"
        let ranged = parse("type: line\ndata: wb.csv\ncolumns: Country, 2000..2010\n", file: many)
        #expect(ranged.diagnostics.isEmpty && ranged.table?.series == ["Aruba", "Chad"] && ranged.table?.rows.count == 11, "\(ranged.diagnostics.formatted())")
        #expect(parse("type: bar\ndata: wb.csv\ncolumns: Country, 2010…2008\n", file: many).table?.series == ["2010", "2009", "2008"])
        let words = parse("type: line\ndata: wb.csv\n", file: many).diagnostics
        #expect(words.first?.message.hasSuffix("keep the others with 'columns: Country, 2000..2010'") == true, "\(words.formatted())")
        #expect(parse("type: line\ndata: wb.csv\ncolumns: Country, 2000..2020\n", file: many).diagnostics.first?.message.hasPrefix("no column is titled \"2020\"") == true)
        // A title above a two-column table is one too; a header one cell short of its rows is no preamble.
        #expect(parse("type: bar\ndata: x.csv\n", file: "Steps per day\nDay,Steps\nMon,898\nTue,670\n").table?.rows.count == 2)
        #expect(parse("type: line\ndata: co2.csv\ncolumns: Date, Average\n", file: ragged).table?.labelHeader == "Date")
    }

    /// Our World in Data's shape (`Entity,Code,Year,Value`, a row per country and year): the error
    /// about the column of codes says to group by the entity, with the years and the values.
    @Test func longDataWithACodeColumnIsToldToGroup() throws {
        let file = "Entity,Code,Year,Life expectancy\nFrance,FRA,2019,82.8\nFrance,FRA,2020,82.2\nGermany,DEU,2019,81.3\nGermany,DEU,2020,81.1\n"
        let error = try #require(parse("type: line\ndata: owid.csv\n", file: file).diagnostics.first)
        #expect(error.message.hasSuffix("the rows are long data, one per Entity and Year: draw a series for each with 'group-by: Entity' and 'columns: Year, Life expectancy'"), "\(error.message)")
        let (table, diagnostics) = parse("type: line\ndata: owid.csv\ngroup-by: Entity\ncolumns: Year, Life expectancy\n", file: file)
        #expect(diagnostics.isEmpty && table?.series == ["France", "Germany"] && table?.rows.map(\.values) == [[82.8, 81.3], [82.2, 81.1]], "\(diagnostics.formatted())")
    }

    /// Eurostat's TSV in its shape: codes before the backslash in the first title, each row's codes
    /// in its first cell, flags after values, `:` for none. Rows are named by their last code, the
    /// flags dropped, and a line runs over the years.
    @Test func eurostatsTableReadsAsItsCountries() throws {
        let file = "freq,unit,geo\\TIME_PERIOD\t2019 \t2020 \nA,CP_MEUR,DE\t3473260.0 \t3403730.0 \nA,CP_MEUR,FR\t2437635.0 \t2317832.0 p\nA,CP_MEUR,EL\t: \t165326.0 e\n"
        let (table, diagnostics) = parse("type: line\ndata: eu.tsv\n", file: file)
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        #expect(table?.series == ["DE", "FR", "EL"] && table?.rows.map(\.label) == ["2019", "2020"])
        #expect(table?.rows.map(\.values) == [[3473260, 2437635, nil], [3403730, 2317832, 165326]])
    }

    /// The same downloads pasted into the block whole, as a writer copies a file's text: the World
    /// Bank's lines above its table are no rows, Eurostat's rows read as in the file.
    @Test func aDownloadPastedIntoTheBlockReadsAsTheFile() throws {
        let bank = "\"Data Source\",\"World Development Indicators\",\n\n\"Last Updated Date\",\"2024-06-28\",\n\n"
            + "\"Country Name\",\"Country Code\",\"2022\",\"2023\",\n\"Aruba\",\"ABW\",\"3279343543.58\",\"\",\n\"France\",\"FRA\",\"2779092235824.08\",\"3030904090310.08\",\n"
        let (table, diagnostics) = parse("type: bar\ncolumns: Country Name, 2022, 2023\n---\n" + bank, file: "")
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        #expect(table?.series == ["2022", "2023"] && table?.rows.map(\.label) == ["Aruba", "France"])
        let words = parse("type: bar\n---\n" + bank, file: "").diagnostics
        #expect(words.first?.message.hasSuffix("keep the others with 'columns: Country Name, 2022, 2023'") == true, "\(words.formatted())")
        let eurostat = "geo\\time\t2021 \t2022 \t2023 \nDE\t3.2 \t1.8 p\t-0.3 p\nFR\t6.4 \t2.5 \t0.9 e\nIT\t8.3 \t4.0 \t: \n"
        let pasted = parse("type: bar\n---\n" + eurostat, file: "")
        #expect(pasted.diagnostics.isEmpty, "\(pasted.diagnostics.formatted())")
        #expect(pasted.table?.series == ["2021", "2022", "2023"] && pasted.table?.rows.map(\.label) == ["DE", "FR", "IT"])
        #expect(pasted.table?.rows.map(\.values) == [[3.2, 1.8, -0.3], [6.4, 2.5, 0.9], [8.3, 4.0, nil]])
        // A unit after a value in another pasted table stays a unit, as before.
        #expect(parse("type: bar\n---\nCity\tRain\nLeeds\t3 mm\nYork\t4 cm\n", file: "").diagnostics.hasErrors)
    }

    /// FRED writes `.` for a month without a value: a gap, as `NA` and the World Bank's `..` are.
    @Test func fredsPointIsAGap() throws {
        let (table, diagnostics) = parse("type: line\ndata: fred.csv\n", file: "DATE,UNRATE\n2020-04-01,14.8\n2020-05-01,.\n2020-06-01,11.0\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        #expect(table?.rows.map(\.values) == [[14.8], [nil], [11.0]])
    }

    @Test func columnsKeepsTheNamedColumnsInTheirOrder() throws {
        let (table, diagnostics) = parse("type: line\ndata: co2.csv\ncolumns: Date, interpolated,  AVERAGE\n", file: ragged)
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        let rows = try #require(table).rows
        #expect(table?.labelHeader == "Date")
        #expect(table?.series == ["Interpolated", "Average"])
        #expect(rows.map(\.label) == ["1958-03", "1958-04"])
        #expect(rows.map(\.values) == [[314.44, 315.71], [315.16, 317.45]])
        // A value's place is its own cell in the file: `315.71` starts at column 19 of line 2.
        #expect(rows[0].valuePlaces[1] == SourcePlace(line: 1, offset: 18))
    }

    @Test func aColumnNumberNamesAColumnToo() throws {
        let (table, diagnostics) = parse("type: bar\ndata: co2.csv\ncolumns: 1, 3\n", file: ragged)
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        #expect(table?.series == ["Average"])
    }

    @Test func anUnknownColumnIsAnErrorUnderItsNameInTheBlock() throws {
        let (table, diagnostics) = parse("type: line\ndata: co2.csv\ncolumns: Date, Avrage\n", file: ragged)
        #expect(table == nil)
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.contains("no column is titled \"Avrage\" in content/posts/co2.csv"))
        #expect(error.message.contains("did you mean \"Average\"?"))
        // Line 5 of the post (the block starts on line 3), under "Avrage".
        #expect(error.location == SourceLocation(path: "content/posts/a.md", line: 5, column: 16))
    }

    /// Without `columns:`, every row one cell longer than the titles is one error at the titles.
    @Test func rowsLongerThanTheTitlesAreOneErrorAtTheTitles() throws {
        let (_, diagnostics) = parse("type: line\ndata: co2.csv\n", file: ragged)
        #expect(diagnostics.errors.count == 1)
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.hasPrefix("the first row has 6 titles (Date | Decimal Date | Average | Interpolated | Trend | Number of Days) but every other row has 7 cells"))
        #expect(error.message.hasSuffix("(e.g. columns: Date, Decimal Date)"))
        #expect(error.location?.path == "content/posts/co2.csv" && error.location?.line == 1)
    }

    /// One ragged row among others is that row's error, naming the file's separator.
    @Test func oneRaggedRowIsItsOwnErrorNamingTheFilesSeparator() throws {
        let (_, diagnostics) = parse("type: line\ndata: x.csv\n", file: "Day,Steps\nMon,1\nTue,2,3\nWed,4\n")
        let error = try #require(diagnostics.errors.first)
        #expect(diagnostics.errors.count == 1)
        #expect(error.message.contains("has 3 cells but the table has 2 columns"))
        #expect(error.message.hasSuffix("quote a label that contains ',', or a number written with one (\"1,200\")"))
    }

    private let long = """
        country,code,year,gdp
        United States,USA,2001,10.58
        United States,USA,2000,10.25
        China,CHN,2000,1.21
        China,CHN,2002,1.47
        India,IND,2001,0.49
        """

    @Test func groupByTurnsLongRowsIntoASeriesPerGroup() throws {
        let (table, diagnostics) = parse("type: line\ndata: gdp.csv\ngroup-by: Country\ncolumns: year, gdp\n", file: long)
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        let rows = try #require(table).rows
        #expect(table?.labelHeader == "year")
        #expect(table?.series == ["United States", "China", "India"])
        // Years in order, whatever order the rows came in; a year a group lacks is a gap.
        #expect(rows.map(\.label) == ["2000", "2001", "2002"])
        #expect(rows.map(\.values) == [[10.25, 1.21, nil], [10.58, nil, 0.49], [nil, 1.47, nil]])
        // Each value keeps the place of its own line: China's 2002 is on line 5 of the file.
        #expect(rows[2].valuePlaces[1].line == 4)
    }

    @Test func labelsThatAreNotAllNumbersOrDatesKeepTheirOrder() throws {
        let file = "k,x,v\na,nan,1\na,2,2\nb,inf,3\nb,1,4\n"
        let (table, diagnostics) = parse("type: bar\ndata: t.csv\ngroup-by: k\n", file: file)
        #expect(!diagnostics.hasErrors, "\(diagnostics.formatted())")
        #expect(table?.rows.map(\.label) == ["nan", "2", "inf", "1"])
    }

    @Test func groupsPicksAndOrdersTheGroups() throws {
        let (table, diagnostics) = parse(
            "type: line\ndata: gdp.csv\ngroup-by: country\ngroups: india, China\ncolumns: year, gdp\n", file: long)
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        #expect(table?.series == ["India", "China"])
        #expect(table?.rows.map(\.label) == ["2000", "2001", "2002"])
        #expect(table?.rows.map(\.values) == [[nil, 1.21], [0.49, nil], [nil, 1.47]])
    }

    @Test func anUnknownGroupIsAnErrorWithTheNearestName() throws {
        let (_, diagnostics) = parse("type: line\ndata: gdp.csv\ngroup-by: country\ngroups: China, Indai\ncolumns: year, gdp\n", file: long)
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.contains("no row has \"Indai\" in column \"country\" (it holds 3 different names); did you mean \"India\"?"))
        #expect(error.location?.line == 6 && error.location?.column == 16)
    }

    @Test func anUnknownGroupFarFromEveryNameListsTheNames() throws {
        let (_, diagnostics) = parse("type: line\ndata: gdp.csv\ngroup-by: country\ngroups: Germany\ncolumns: year, gdp\n", file: long)
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.hasSuffix("(it holds 3 different names); write a name as the column spells it: United States, China, India"), "\(error.message)")
    }

    /// Messages about one series call a group a group: the file has no column of that name.
    @Test func aGroupDrawnFlatIsCalledAGroup() throws {
        let block = ChartBlock(
            body: "type: line\ndata: rates.csv\ngroup-by: country\n", path: "content/posts/x.md", firstLine: 2, idSeed: "x",
            readData: { _ in "date,country,rate\n2001,Japan,121.5\n2002,Japan,125.2\n2001,Euro,0.89\n2002,Euro,0.94\n" })
        let chart = ChartEngine.figure(for: block)
        let warning = try #require(chart.diagnostics.first { $0.message.contains("drawn flat") })
        #expect(warning.message.hasPrefix("group \"Euro\" is drawn flat"), "\(warning.message)")
    }

    /// The Rust survey's table: a completion rate in percent beside counts. One value axis has one unit,
    /// so the writer hears of it once (not also that the rate lies flat beside the views).
    @Test func aPercentColumnBesideCountsIsWarnedAboutOnce() throws {
        let block = ChartBlock(
            body: "type: bar\n---\nSurvey | Started | Completion rate | Views\n2024 | 9 450 | 77.4% | 13 564\n2025 | 9 389 | 76.2% | 20 397\n",
            path: "content/posts/x.md", firstLine: 2, idSeed: "x")
        let chart = ChartEngine.figure(for: block)
        #expect(chart.diagnostics.count == 1, "\(chart.diagnostics.formatted())")
        #expect(chart.diagnostics.first?.message.hasPrefix("column \"Completion rate\" is written in percent and the others are not") == true)
        #expect(chart.diagnostics.first?.location?.line == 5 && chart.diagnostics.first?.location?.column == 16)
        // Stacked, a rate would be added to counts: said too, for bars and areas.
        for kind in ["bar", "area"] {
            let stacked = ChartEngine.figure(
                for: ChartBlock(body: block.body.replacingOccurrences(of: "type: bar\n", with: "type: \(kind)\nstacked: yes\n"), path: "content/posts/x.md", firstLine: 2, idSeed: "x"))
            #expect(stacked.diagnostics.map(\.message) == chart.diagnostics.map(\.message), "\(kind): \(stacked.diagnostics.formatted())")
        }
        // All in percent, stacked: one unit, nothing to say.
        let shares = ChartEngine.figure(
            for: ChartBlock(body: "type: bar\nstacked: yes\n---\nYear | Yes | No\n2024 | 60% | 40%\n2025 | 55% | 45%\n", path: "content/posts/x.md", firstLine: 2, idSeed: "x"))
        #expect(shares.diagnostics.isEmpty, "\(shares.diagnostics.formatted())")
    }

    /// A scatter has an axis for each column: a rate in percent against a count keeps its `%` on its own axis.
    @Test func aScatterKeepsEachAxisPercent() throws {
        let block = ChartBlock(
            body: "type: scatter\n---\nCountry | Vaccinated | Deaths per 100k\nA | 45% | 120\nB | 60% | 80\nC | 75.5% | 40\n",
            path: "content/posts/x.md", firstLine: 2, idSeed: "x")
        let chart = ChartEngine.figure(for: block)
        #expect(chart.diagnostics.isEmpty, "\(chart.diagnostics.formatted())")
        #expect(chart.html.contains("<title>C: Vaccinated 75.5%, Deaths per 100k 40</title>"))
        #expect(chart.html.contains(">60%</text>"), "the x ticks say percent")
        #expect(chart.html.contains("against Vaccinated (45% to 75.5%)"))
        #expect(chart.html.contains("<td>75.5%</td>"))
        let xFirst = ChartEngine.figure(for: ChartBlock(
            body: "type: scatter\n---\nRate | Deaths\n45% | 120\n60% | 80\n", path: "content/posts/x.md", firstLine: 2, idSeed: "x"))
        #expect(xFirst.html.contains("<title>Rate 45%, Deaths 120</title>"))
    }

    @Test func groupByWithTwoValueColumnsAsksWhichOne() throws {
        let (_, diagnostics) = parse("type: line\ndata: gdp.csv\ngroup-by: country\n", file: long)
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.contains("needs exactly two other columns"))
        #expect(error.message.contains("'columns: code, gdp'"))
    }

    @Test func twoValuesForOneGroupAndLabelAreAnError() throws {
        let (_, diagnostics) = parse(
            "type: line\ndata: gdp.csv\ngroup-by: country\ncolumns: year, gdp\n", file: long + "\nChina,CHN,2000,1.3\n")
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.contains("\"China\" has a second value at \"2000\" (the first is on line 4)"))
        #expect(error.location?.path == "content/posts/gdp.csv" && error.location?.line == 7)
    }

    @Test func groupsWithoutGroupByIsAWarning() {
        let (table, diagnostics) = parse("type: line\ndata: gdp.csv\ngroups: China\ncolumns: year, gdp\n", file: long)
        #expect(table != nil)
        #expect(diagnostics.warnings.contains { $0.message == Messages.groupsWithoutGroupBy })
    }

    @Test func theDuplicateLabelsOfLongDataSuggestGroupBy() throws {
        let (_, diagnostics) = parse("type: line\ndata: gdp.csv\ncolumns: country, year, gdp\n", file: long)
        let warning = try #require(diagnostics.warnings.first)
        #expect(warning.message.contains("duplicate label \"United States\""))
        #expect(warning.message.contains("write 'group-by: country' and 'columns: year, gdp'"))
    }

    @Test func aColumnOfWordsBesideNumbersIsOneError() throws {
        let (_, diagnostics) = parse("type: bar\ndata: gdp.csv\n", file: long)
        #expect(diagnostics.errors.count == 1)
        let error = try #require(diagnostics.errors.first)
        // The rows are long data (a row per country and year), so the way out is to group them.
        #expect(error.message == "column \"code\" holds words (\"USA\"), not numbers to draw; the rows are long data, one per country and year: draw a series for each with 'group-by: country' and 'columns: year, gdp'")
        #expect(error.location?.line == 2 && error.location?.column == 15)
    }

    @Test func columnsWorkOnTheBlocksOwnRowsToo() throws {
        let (table, diagnostics) = parse("type: bar\ncolumns: Day, Week 2\n---\nDay | Week 1 | Week 2\nMon | 1 | 2\nTue | 3 | 4\n", file: "")
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        #expect(table?.series == ["Week 2"])
        #expect(table?.rows.map(\.values) == [[2], [4]])
    }

    /// A survey's table, answers down and years across, drawn as one bar a year: `transpose: yes`
    /// (Datawrapper's) makes each column a row. Values and places go with their cells; shares
    /// already written as shares are said once.
    @Test func transposeMakesEachColumnARow() throws {
        let body = "type: bar\nstacked: percent\ntranspose: yes\n---\nAnswer | 2023 | 2024\nDaily | 40% | 45%\nWeekly | 30% | 28%\nNever | 30% | 27%\n"
        let (table, diagnostics) = parse(body, file: "")
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        #expect(table?.series == ["Daily", "Weekly", "Never"])
        #expect(table?.rows.map(\.label) == ["2023", "2024"])
        #expect(table?.rows.map(\.values) == [[40, 30, 30], [45, 28, 27]])
        #expect(table?.labelHeader == nil, "the corner named the answers")
        // 2024's Weekly value stays where it is written: the block's line 6 (from 0), `Weekly | 30% | 28%`, at offset 15.
        let place = try #require(table?.rows[1].valuePlaces[1])
        #expect(place.line == 6 && place.offset == 15, "\(place)")
        let chart = ChartEngine.figure(for: ChartBlock(body: body, path: "content/posts/a.md", firstLine: 3, idSeed: "x"))
        #expect(chart.html.contains("2024: Daily 45%, Weekly 28%, Never 27%"), "\(chart.html)")
        // The years' column, untitled now, is headed as dates are.
        #expect(chart.html.contains("<thead><tr><th scope=\"col\">Date</th><th scope=\"col\">Daily</th>"), "\(chart.html)")
        // After `columns:`, which names the columns as written.
        let (picked, _) = parse("type: bar\ncolumns: Answer, 2024\ntranspose: yes\n---\nAnswer | 2023 | 2024\nDaily | 40 | 45\nWeekly | 30 | 28\n", file: "")
        #expect(picked?.rows.map(\.label) == ["2024"] && picked?.series == ["Daily", "Weekly"])
        // No titles to turn, and a row longer than the titles: errors that say so.
        let (_, untitled) = parse("type: bar\ntranspose: yes\n---\nDaily: 40\nWeekly: 30\n", file: "")
        #expect(untitled.errors.map(\.message) == [Messages.transposeNeedsTitles])
        let (_, ragged) = parse("type: bar\ntranspose: yes\n---\nAnswer | 2023 | 2024\nDaily | 40 | 45 | 7\nWeekly | 30 | 28\n", file: "")
        #expect(ragged.errors.first?.message.hasPrefix("row \"Daily\" has 4 cells but the table has 3 columns") == true, "\(ragged.formatted())")
        #expect(parse("type: bar\ntranspose: no\n---\nAnswer | A | B\nDaily | 40 | 45\n", file: "").table?.rows.map(\.label) == ["Daily"])
        // A scatter's x is values, not categories: read as written, with a warning at the key.
        let (points, said) = parse("type: scatter\ntranspose: yes\n---\nx | y\n1 | 2\n3 | 4\n", file: "")
        #expect(points?.rows.map(\.label) == ["1", "3"])
        #expect(said.map(\.message) == [Messages.transposeNeedsCategories("scatter")] && said.first?.location?.line == 4, "\(said.formatted())")
    }

    @Test func columnsNeedATitledFirstRow() throws {
        let (_, diagnostics) = parse("type: bar\ncolumns: Day, Steps\n---\nMon: 1\nTue: 3\n", file: "")
        #expect(diagnostics.errors.first?.message == Messages.shapeNeedsTitles)
    }

    @Test(arguments: ["NA", "N/A", "n/a", "#N/A", "null", "NULL", "None", "<NA>", "..", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!"])
    func markersOfOtherToolsAreGaps(marker: String) throws {
        let (table, diagnostics) = parse("type: line\n---\nYear | A\n2001 | 1\n2002 | \(marker)\n2003 | 3\n", file: "")
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        #expect(table?.rows.map(\.values) == [[1], [nil], [3]])
    }

    @Test func aScatterGroupColumnStartingWithAGapIsStillText() throws {
        let (table, diagnostics) = parse("type: scatter\n---\nx | y | kind\n1 | 2 | NA\n2 | 3 | Weekend\n3 | 1 | Weekday\n", file: "")
        #expect(!diagnostics.hasErrors, "\(diagnostics.formatted())")
        #expect(table?.textSeries == [1])
    }

    @Test func moreSeriesThanColoursIsAWarningAtTheFirstThatRepeatsAColour() throws {
        let titles = (1...10).map { "S\($0)" }.joined(separator: " | ")
        let row = (1...10).map(String.init).joined(separator: " | ")
        let (table, diagnostics) = parse("type: line\n---\nDay | \(titles)\nMon | \(row)\nTue | \(row)\n", file: "")
        #expect(table != nil)
        let warning = try #require(diagnostics.warnings.first)
        #expect(warning.message.hasPrefix("10 series share 8 colours"))
        #expect(warning.location?.line == 6)
        let (_, quiet) = parse("type: line\ncolors: \((1...10).map { _ in "#000000" }.joined(separator: ", "))\n---\nDay | \(titles)\nMon | \(row)\n", file: "")
        #expect(!quiet.contains { $0.message.contains("series share") })
    }

    @Test func aRowTooShortForAChosenColumnIsAnErrorInTheFile() throws {
        let (_, diagnostics) = parse("type: line\ndata: co2.csv\ncolumns: Date, Trend\n", file: ragged + "\n1958-05,1958.3\n")
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.contains("row \"1958-05\" has 2 cells but the table has 6 columns"))
        #expect(error.location?.path == "content/posts/co2.csv" && error.location?.line == 4)
    }

    /// Generated files under every shape key: each is a table or diagnostics, never a trap.
    @Test func generatedFilesUnderEveryShapeAreReadWithoutATrap() {
        var numbers = SeededNumbers(seed: 20_261_203)
        func next(_ bound: Int) -> Int { numbers.next(bound) }
        let alphabet = Array("0123ab,,,\n\n\"-. N/A")
        let shapes = [
            "group-by: 2\ncolumns: 1, 3", "group-by: 1\ngroups: a, b", "columns: 3, 1", "columns: 2", "group-by: a\ncolumns: b, 0",
            "group-by: 3\ngroups: 1, 2, zz\ncolumns: 2, 1", "transpose: yes", "columns: 2, 1\ntranspose: yes", "group-by: 1\ntranspose: yes",
        ]
        for _ in 0..<2_000 {
            let file = String((0..<next(50)).map { _ in alphabet[next(alphabet.count)] })
            for kind in ["line", "scatter", "bar"] {
                let shape = shapes[next(shapes.count)]
                let block = ChartBlock(
                    body: "type: \(kind)\ndata: x.csv\n\(shape)\n", path: "content/posts/a.md", firstLine: 3, idSeed: "x",
                    readData: { _ in file })
                let chart = ChartEngine.figure(for: block)
                #expect(chart.html.isEmpty == chart.diagnostics.hasErrors, "\(kind), \(shape): \(file.debugDescription)")
            }
        }
    }

    /// Excel's "CSV UTF-8": a byte order mark, CRLF line ends, quoted titles, a notes column with gaps.
    @Test func aSpreadsheetsCSVWithAByteOrderMarkFindsItsColumns() throws {
        let file = "\u{FEFF}\"Date\",\"Sales\",\"Notes\"\r\n2026-01,\"1,200\",ok\r\n2026-02,900,\r\n2026-03,1100,\"late, again\"\r\n\r\n"
        let (table, diagnostics) = parse("type: line\ndata: sales.csv\ncolumns: Date, Sales\n", file: file)
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        #expect(table?.labelHeader == "Date")
        #expect(table?.rows.map(\.values) == [[1200], [900], [1100]])
        let (_, all) = parse("type: line\ndata: sales.csv\n", file: file)
        #expect(all.errors.map(\.message) == ["column \"Notes\" holds words (\"ok\"), not numbers to draw; keep the others with 'columns: Date, Sales'"])
    }
}
