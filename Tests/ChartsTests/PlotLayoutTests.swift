import Diagnostics
import Foundation
import Testing

@testable import Charts

/// Lines, areas and scatters: the calendar, the time axis, gaps, curves, columns, formats.
@Suite struct PlotLayoutTests {
    func lineLayouts(_ body: String) throws -> [SeriesLayout] {
        let context = try chartContext(body, as: LineKind.self)
        var diagnostics: [Diagnostic] = []
        return LineKind().layouts(context, widths: [.narrow, .wide], diagnostics: &diagnostics)
    }

    func rows(_ pairs: [(String, String)]) -> String {
        pairs.map { "\($0.0) | \($0.1)" }.joined(separator: "\n")
    }

    @Test func calendarDaysRoundTripAcrossLeapYearsAndCenturies() {
        #expect(CalendarDate.days(1970, 1, 1) == 0)
        #expect(CalendarDate.days(2024, 3, 1) - CalendarDate.days(2024, 2, 28) == 2)
        #expect(CalendarDate.days(2023, 3, 1) - CalendarDate.days(2023, 2, 28) == 1)
        #expect(CalendarDate.days(2000, 3, 1) - CalendarDate.days(2000, 2, 28) == 2)
        #expect(CalendarDate.days(1900, 3, 1) - CalendarDate.days(1900, 2, 28) == 1)
        for day in stride(from: -800_000, through: 800_000, by: 997) {
            let date = CalendarDate(days: Double(day))
            #expect(CalendarDate.days(date.year, date.month, date.day) == day)
        }
        #expect(CalendarDate(year: 2026, month: 3, day: 2).weekday == 0, "2 March 2026 is a Monday")
        #expect(CalendarDate(year: 2026, month: 3, day: 1).weekday == 6)
    }

    @Test(arguments: [
        ("2026", CalendarDate.Precision.year), ("2026-03", .month), ("2026-03-14", .day), ("2026-03-14 09:30", .minute),
        ("2026-03-14T09:30:00Z", .minute), ("2026-03-14T09:30:00.250+01:00", .minute), ("2024-02-29", .day),
    ])
    func datesAreRead(text: String, precision: CalendarDate.Precision) throws {
        let parsed = try #require(CalendarDate.parse(text))
        #expect(parsed.precision == precision)
    }

    @Test(arguments: ["2023-02-29", "2026-13", "26-03-14", "12", "250", "Mar 14", "2026-03-14 25:00", "2026/03/14"])
    func nonDatesAreNot(text: String) {
        #expect(CalendarDate.parse(text) == nil)
    }

    /// Dates as spreadsheets write them, one column at a time: (labels, the site's language, the dates read).
    @Test(arguments: [
        (["3/4/2026", "3/18/2026"], "en", ["2026-03-04", "2026-03-18"]),
        (["3/4/2026", "4/5/2026"], "en", ["2026-03-04", "2026-04-05"]),
        (["3/4/2026", "4/5/2026"], "en-GB", ["2026-04-03", "2026-05-04"]),
        (["3/4/2026", "4/5/2026"], "de", ["2026-04-03", "2026-05-04"]),
        // A number over 12 tells the order, whatever the language.
        (["3/4/2026", "13/4/2026"], "en", ["2026-04-03", "2026-04-13"]),
        (["3/4/2026", "4/13/2026"], "fr", ["2026-03-04", "2026-04-13"]),
        (["14.03.2026", "1.4.2026"], "en", ["2026-03-14", "2026-04-01"]),
        (["2026/03/14", "2026/4/1"], "en", ["2026-03-14", "2026-04-01"]),
        (["2026-3-14", "2026-4-1"], "en", ["2026-03-14", "2026-04-01"]),
        (["Mar 2026", "April 2026", "Sept. 2026"], "en", ["2026-03-01", "2026-04-01", "2026-09-01"]),
        // Excel's `mmm-yy` and a year's apostrophe: two digits after a dash or an apostrophe are a year.
        (["Nov-23", "Dec-23", "Jan-24", "Feb-24"], "en", ["2023-11-01", "2023-12-01", "2024-01-01", "2024-02-01"]),
        (["Jan '99", "Jan ’00", "Jan '69"], "en", ["1999-01-01", "2000-01-01", "2069-01-01"]),
        (["2025-Q4", "2026 Q1", "2026Q2", "2026/q3"], "en", ["2025-10-01", "2026-01-01", "2026-04-01", "2026-07-01"]),
        (["Q4 2025", "Q1-2026", "q2/2026"], "de", ["2025-10-01", "2026-01-01", "2026-04-01"]),
        // A day with its month's name, month first or day first, as bloggers paste dates from a page.
        (["April 15, 2024", "Apr. 29 2024", "May 3rd, 2024", "Sept 30, 2024"], "en", ["2024-04-15", "2024-04-29", "2024-05-03", "2024-09-30"]),
        (["15 April 2024", "1st May 2024", "15-Jun-2024", "09 Feb 2025"], "en-GB", ["2024-04-15", "2024-05-01", "2024-06-15", "2025-02-09"]),
        // ISO weeks start on their Monday: week 1 of 2025 on 2024-12-30, 2020 had a week 53.
        (["2024-W01", "2024W05", "2025-W1", "2020-W53"], "en", ["2024-01-01", "2024-01-29", "2024-12-30", "2020-12-28"]),
    ])
    func writtenDatesMakeATimeAxis(labels: [String], locale: String, dates: [String]) throws {
        let read = try #require(WrittenDates.parse(labels, slashMonthFirst: DateNames(locale: locale).slashMonthFirst))
        #expect(read.map { String(format: "%04d-%02d-%02d", $0.date.year, $0.date.month, $0.date.day) } == dates)
    }

    @Test(arguments: [
        ["3/4/2026", "2026-03-05"], ["2/30/2026", "3/1/2026"], ["13/13/2026"], ["3/4/26", "3/5/26"], ["Mar 14", "Mar 15"],
        ["1/2/3"], ["Smarch 2026"], ["12-31-2026"], ["2026-Q5"], ["Q0 2026"], ["Q1 26"], ["QQ 2026"], ["2026-Q1", "Mar 2026"],
        ["Jan-2"], ["Jan-245"], ["Jan 24", "Feb 24"], ["Jan-xx"], ["Jan-24-25"],
        ["April 31, 2024"], ["Apr 15, 24"], ["Smarch 15, 2024"], ["April 15, 2024, 10:00"], ["Ma 15, 2024"], ["April 123, 2024"],
        ["April 15, 2024", "Q1 2024"], ["15 April"], ["April 1st 2nd 2024"],
        ["2021-W53"], ["2024-W00"], ["2024-W54"], ["24-W05"], ["2024-W05", "2024-Q1"],
    ])
    func otherLabelsAreNotWrittenDates(labels: [String]) {
        #expect(WrittenDates.parse(labels, slashMonthFirst: true) == nil)
    }

    @Test func writtenDatesAreDrawnLikeISODates() throws {
        let written = try lineLayouts("type: line\n---\n" + rows([("1/2/2026", "1"), ("2/9/2026", "2"), ("6/1/2026", "3")]))[1]
        let iso = try lineLayouts("type: line\n---\n" + rows([("2026-01-02", "1"), ("2026-02-09", "2"), ("2026-06-01", "3")]))[1]
        #expect(written.plot.xPositions == iso.plot.xPositions)
        #expect(written.plot.x.texts == ["Jan 2, 2026", "Feb 9, 2026", "Jun 1, 2026"])
    }

    /// Quarterly figures (earnings, GDP) as statistics offices write them: a time axis with a
    /// tick per quarter named `Q2`, each year's first named by its year, and no month between.
    @Test func quartersMakeATimeAxisTickedByQuarter() throws {
        let quarters = (0..<8).map { ("\(2024 + $0 / 4)-Q\($0 % 4 + 1)", "\(10 + $0)") }
        let layout = try lineLayouts("type: line\n---\n" + rows(quarters))[1]
        #expect(layout.plot.x.texts.prefix(3) == ["Q1 2024", "Q2 2024", "Q3 2024"])
        #expect(layout.plot.xTicks.map(\.text) == ["2024", "Q2", "Q3", "Q4", "2025", "Q2", "Q3", "Q4"])
        let monthly = try lineLayouts("type: line\n---\n" + rows([("2024-01", "1"), ("2024-04", "2"), ("2025-10", "3")]))[1]
        #expect(monthly.plot.xTicks.map(\.text).contains("Apr"), "months keep their names")
    }

    /// Whole x values (training steps, counts) are ticked at whole numbers, never between them;
    /// values with decimals keep the nice steps between.
    @Test func wholeXValuesAreTickedAtWholeNumbers() throws {
        let steps = try lineLayouts("type: line\n---\n" + rows([("1", "1.2e-5"), ("2", "3.4E-06"), ("3", "8.1e-7")]))[1]
        #expect(steps.plot.x.kind == .number)
        #expect(steps.plot.xTicks.map(\.text) == ["1", "2", "3"], "\(steps.plot.xTicks.map(\.text))")
        let halves = try lineLayouts("type: line\n---\n" + rows([("0.5", "1"), ("1.5", "2"), ("2.5", "3")]))[1]
        #expect(halves.plot.xTicks.map(\.text).contains("1.0"), "\(halves.plot.xTicks.map(\.text))")
    }

    /// Counts (runs, cats, visits) are ticked at whole numbers on the value axis, on lines and bars
    /// alike: 3, 4, 5 runs, not 3.0, 3.5, 4.0; values with decimals keep the finer steps.
    @Test func wholeValuesAreTickedAtWholeNumbers() throws {
        let runs = try lineLayouts("type: line\n---\n" + rows([("2024-W01", "3"), ("2024-W02", "5"), ("2024-W03", "4")]))
        for layout in runs { #expect(layout.plot.yTicks.map(\.text) == ["3", "4", "5"], "\(layout.plot.yTicks.map(\.text))") }
        let halves = try lineLayouts("type: line\n---\n" + rows([("2024-W01", "3"), ("2024-W02", "5"), ("2024-W03", "4.5")]))[1]
        #expect(halves.plot.yTicks.map(\.text).contains("3.5"), "\(halves.plot.yTicks.map(\.text))")
        var diagnostics: [Diagnostic] = []
        let cats = BarLayout(try chartContext("type: bar\n---\nAnn | 1\nBo | 2\n", as: BarKind.self), width: .wide, diagnostics: &diagnostics)
        #expect(cats.tickLabels.map(\.text) == ["0", "1", "2"], "\(cats.tickLabels.map(\.text))")
        let shares = BarLayout(try chartContext("type: bar\n---\nAnn | 0.5\nBo | 1.5\n", as: BarKind.self), width: .wide, diagnostics: &diagnostics)
        #expect(shares.tickLabels.count > 3, "\(shares.tickLabels.map(\.text))")
        // A scatter's axes each on their own: whole children per family against fractional hours.
        let scatter = try #require(ScatterKind().layouts(
            try chartContext("type: scatter\n---\nChildren | Hours\n1 | 2.5\n2 | 3.5\n3 | 3\n", as: ScatterKind.self), widths: [.wide],
            diagnostics: &diagnostics).first)
        #expect(scatter.xTicks.map(\.text).allSatisfy { !$0.contains(".") }, "\(scatter.xTicks.map(\.text))")
        #expect(scatter.yTicks.map(\.text).contains { $0.contains(".") }, "\(scatter.yTicks.map(\.text))")
    }

    /// Weekly figures written as ISO weeks (`2024-W05`) are drawn to scale, a missing week leaving
    /// its room; the ticks name weeks (`W5`) and a new year's first by its year.
    @Test func isoWeeksMakeATimeAxisTickedByWeek() throws {
        let layout = try lineLayouts("type: line\n---\n" + rows([("2023-W51", "1"), ("2023-W52", "2"), ("2024-W01", "3"), ("2024-W03", "4")]))[1]
        let x = layout.plot.xPositions
        #expect(abs((x[3] - x[2]) - 2 * (x[1] - x[0])) < 0.01, "\(x)")
        #expect(layout.plot.x.texts == ["2023-W51", "2023-W52", "2024-W01", "2024-W03"])
        #expect(layout.plot.xTicks.map(\.text) == ["W51", "W52", "2024", "W2", "W3"], "\(layout.plot.xTicks.map(\.text))")
    }

    @Test func aLogScaleSpansPowersOfTenWithEqualRoomForEqualRatios() throws {
        let layout = try lineLayouts("type: line\nscale: log\n---\n" + rows([("2024", "3"), ("2025", "300"), ("2026", "30,000")]))[1]
        let plot = layout.plot
        #expect(plot.yTicks.map(\.text) == ["1", "10", "100", "1k", "10k", "100k"])
        // 3 → 300 → 30,000: each a hundredfold, each the same height.
        let y = try plot.tops[0].map { try #require($0) }
        #expect(abs((y[0] - y[1]) - (y[1] - y[2])) < 0.01)
        #expect(plot.base == plot.plotBottom)
    }

    @Test func aLogScaleOfFewDecadesTicksTwoAndFiveToo() {
        #expect(LogScale(low: 0.012, high: 0.3).ticks == [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1])
        #expect(LogScale(low: 5, high: 5).ticks == [1, 2, 5, 10])
        #expect(LogScale(low: 0, high: -1).ticks == [1, 2, 5, 10], "no positive value: one decade from 1")
        #expect(LogScale(low: 1, high: 1e300).ticks.count <= 31, "bounded however wide the data")
        #expect(LogScale.decimals(of: 0.05) == 2 && LogScale.decimals(of: 1) == 0)
    }

    @Test func zeroAndNegativesOnALogScaleAreGapsWithOneWarning() throws {
        let body = "type: line\nscale: log\n---\nDay | A | B\nMon | 1 | 0\nTue | -2 | 5\nWed | 3 | 6\n"
        let result = render(body)
        #expect(result.diagnostics.map(\.message) == [PlotMessages.notOnALogScale(2)])
        #expect(result.diagnostics.first?.sourceLine == "Mon | 1 | 0")
        let plot = try lineLayouts(body)[1].plot
        #expect(plot.tops[0][1] == nil && plot.tops[1][0] == nil && plot.tops[0][2] != nil)
        #expect(result.html.contains("<td>-2</td>") || result.html.contains("<td>−2</td>"), "the table keeps the value")
    }

    /// Dates written in more than one form (`2024-01-15`, `2024/02/15`) are categories, evenly
    /// spaced: one warning says so and how to get a time axis; one form, or labels that are not all
    /// dates, say nothing.
    @Test func datesOfSeveralFormsAreNamed() {
        let mixed = render("type: line\n---\n2024-01-15 | 10\n2024/02/15 | 12\n15.03.2024 | 11\n")
        #expect(mixed.diagnostics.map(\.message) == [PlotMessages.datesOfSeveralForms("2024-01-15", "2024/02/15")], "\(mixed.diagnostics.formatted())")
        #expect(render("type: line\n---\n2024-01-15 | 10\n2024-02-03 | 12\n").diagnostics.isEmpty)
        #expect(render("type: area\n---\n15.01.2024 | 10\n3.2.2024 | 12\n").diagnostics.isEmpty, "one form, digits of any count")
        #expect(render("type: line\n---\n2024-01-15 | 10\nLater | 12\n").diagnostics.isEmpty)
    }

    /// A day no calendar has (`2023-02-29`, `2024-04-31`) among dates makes the labels categories: said at it.
    @Test func aDayNoCalendarHasIsNamed() {
        let leap = render("type: line\n---\n2024-02-28 | 10\n2024-02-29 | 30\n2023-02-29 | 5\n")
        #expect(leap.diagnostics.map(\.message) == [PlotMessages.impossibleDay("2023-02-29")], "\(leap.diagnostics.formatted())")
        #expect(render("type: area\n---\n2024-04-30 | 1\n2024-04-31 | 2\n").diagnostics.map(\.message) == [PlotMessages.impossibleDay("2024-04-31")])
        #expect(render("type: line\n---\n2024-02-29 | 1\n2024-03-01 | 2\n").diagnostics.isEmpty, "2024 is a leap year")
        #expect(render("type: line\n---\n2024-13-01 | 1\nLater | 2\n").diagnostics.isEmpty, "labels that are not all dates say nothing")
    }

    @Test(arguments: [
        ("type: line\nmin: 0\nscale: log\n", ["min: 0 is left out: a log scale never reaches 0 or below; write a positive min such as min: 1, or leave it out"], "min: 0"),
        ("type: line\nscale: log\nmax: -5\nmin: 0\n", [
            "max: -5 is left out: a log scale never reaches 0 or below; write a positive max such as max: 1000, or leave it out",
            "min: 0 is left out: a log scale never reaches 0 or below; write a positive min such as min: 1, or leave it out",
        ], "max: -5"),
        ("type: scatter\ny-scale: log\nmin: 0.5\nmax: -0.25\n", ["max: -0.25 is left out: a log scale never reaches 0 or below; write a positive max such as max: 1000, or leave it out"], "max: -0.25"),
        ("type: line\nmin: 0\n", [], ""),
    ])
    func aBoundALogScaleCannotReachIsWarnedAboutOnce(header: String, messages: [String], line: String) {
        let result = render(header + "---\nx | y\n1 | 10\n2 | 100\n")
        #expect(result.diagnostics.map(\.message) == messages)
        if !line.isEmpty { #expect(result.diagnostics.first?.sourceLine == line) }
    }

    /// Health against wealth, the classic of data blogs: x in powers of ten.
    @Test func aScatterTakesALogScaleOnEitherAxis() throws {
        let body = "type: scatter\nx-scale: log\n---\nCountry | GDP | Life\nA | 450 | 60\nB | 4,500 | 70\nC | 45,000 | 80\nD | 0 | 50\n"
        let context = try chartContext(body, as: ScatterKind.self)
        var diagnostics: [Diagnostic] = []
        let layouts = ScatterKind().layouts(context, widths: [.narrow, .wide], diagnostics: &diagnostics)
        #expect(diagnostics.map(\.message) == [PlotMessages.pointsOffALogScale(1)], "warned once, not per width")
        let wide = try #require(layouts.last)
        #expect(wide.xTicks.map(\.text) == ["100", "1k", "10k", "100k"])
        let x = wide.positions.map { $0?.x }
        #expect(x[3] == nil, "0 has no place on a log axis")
        let (a, b, c) = (try #require(x[0]), try #require(x[1]), try #require(x[2]))
        #expect(abs((b - a) - (c - b)) < 0.01, "tenfold steps take equal room")
        #expect(!render(body).html.contains("<title>D:"), "the point left out is not drawn")
        let yLog = render("type: scatter\ny-scale: log\n---\nx | y\n1 | 0.5\n2 | 50\n")
        #expect(yLog.diagnostics.isEmpty && yLog.html.contains(">0.1</text>") && yLog.html.contains(">100</text>"))
    }

    /// `trendline: yes` draws the least-squares line through the points, dashed behind them and
    /// labelled over them, inside the plot; on a log axis it is fitted in powers of ten (straight there).
    @Test func aScatterDrawsItsTrendLine() throws {
        let fit = try #require(ScatterLayout.leastSquares([1, 2, 3, 4], [3, 5, 7, 9]))
        #expect(abs(fit.slope - 2) < 1e-12 && abs(fit.intercept - 1) < 1e-12)
        #expect(ScatterLayout.leastSquares([2, 2, 2], [1, 2, 3]) == nil, "x that does not vary has no line")
        // A line leaving the plot is cut at its edge.
        let cut = try #require(ScatterLayout.clipped((0, 100), (100, -50), top: 0, bottom: 100))
        #expect(cut.0.y == 100 && cut.1.y == 0 && abs(cut.1.x - 66.667) < 0.01)
        #expect(ScatterLayout.clipped((0, -10), (100, -5), top: 0, bottom: 100) == nil)
        let body = "type: scatter\ntrendline: yes\n---\nx | y\n1 | 3\n2 | 5.5\n3 | 6.5\n4 | 9\n"
        var sink: [Diagnostic] = []
        let layout = try #require(ScatterKind().layouts(try chartContext(body, as: ScatterKind.self), widths: [.wide], diagnostics: &sink).last)
        let trend = try #require(layout.trend)
        #expect(trend.from.x == layout.positions[0]?.x && trend.to.x == layout.positions[3]?.x, "from the first x to the last")
        #expect(trend.from.y > trend.to.y, "rising to the right")
        #expect(trend.from.y <= layout.plotBottom && trend.to.y >= layout.plotTop)
        let chart = render(body)
        #expect(chart.diagnostics.isEmpty)
        // Drawn with a stroke of its own where no stylesheet reaches, dashed as the stylesheet draws it.
        #expect(chart.html.contains("<g class=\"trend\" aria-hidden=\"true\"><path fill=\"none\" stroke=\"currentColor\" stroke-dasharray=\"6 4\" d=\"M"))
        #expect(chart.html.contains("<text class=\"trend-label\" aria-hidden=\"true\" text-anchor=\"end\""))
        #expect(chart.html.contains(">trend</text>"))
        // Its slope, said where a screen reader hears the chart: the least-squares slope is 1.9.
        #expect(chart.html.contains("Along the trend line, y changes by +1.9 for every 1 of x.</desc>"), "\(chart.html)")
        #expect(!render("type: scatter\n---\nx | y\n1 | 3\n2 | 5\n").html.contains("Along the trend line"))
        let steps = render("type: scatter\ntrendline: yes\n---\nSteps | Sleep (h)\n4000 | 7.5\n8000 | 6.5\n12000 | 5.5\n", locale: "de")
        #expect(steps.html.contains("Along the trend line, Sleep (h) changes by −0,25 for every 1.000 of Steps.</desc>"), "\(steps.html)")
        #expect(!render("type: scatter\n---\nx | y\n1 | 3\n2 | 5\n").html.contains("class=\"trend\""), "none unless asked")
        #expect(render("type: scatter\ntrendline: linear\n---\nx | y\n1 | 3\n2 | 5\n").html.contains("class=\"trend\""))
        #expect(render("type: bar\ntrendline: yes\n---\nA: 1\n").diagnostics.first?.message == Messages.keyNotForKind("trendline", kind: "bar"))
        // On a log axis: straight between the fitted ends.
        let logged = render("type: scatter\nx-scale: log\ntrendline: yes\n---\nx | y\n10 | 1\n100 | 2\n1000 | 3\n")
        #expect(logged.diagnostics.isEmpty && logged.html.contains("class=\"trend\""))
    }

    @Test func scaleIsALineKey() {
        let area = render("type: area\nscale: log\n---\nMon: 1\nTue: 2\n")
        #expect(area.diagnostics.first?.message == Messages.keyNotForKind("scale", kind: "area"))
    }

    @Test func aTimeAxisIsDrawnToScale() throws {
        // January, February, then June: the gap after February is four months wide.
        let layout = try lineLayouts("type: line\n---\n" + rows([("2026-01", "1"), ("2026-02", "2"), ("2026-06", "3")]))[1]
        let x = layout.plot.xPositions
        let ratio = (x[2] - x[1]) / (x[1] - x[0])
        let expected = Double(CalendarDate.days(2026, 6, 1) - CalendarDate.days(2026, 2, 1)) / 31
        #expect(abs(ratio - expected) < 0.01)
        // Data written by the month gets month ticks, never days.
        #expect(layout.plot.xTicks.allSatisfy { !$0.text.contains(where: \.isNumber) || $0.text == "2026" }, "\(layout.plot.xTicks.map(\.text))")
    }

    /// A "wide" table (a row per country, a column per year, as the World Bank publishes them) is
    /// turned for a line or an area, which run over time: the years are the rows and each country
    /// a series. A bar chart keeps it as written, and so does a table whose rows are the dates.
    @Test func aWideTableRunsOverTime() throws {
        let wide = "---\nCountry | 2019 | 2020 | 2021\nAruba | 1 | 2 | -\nFrance | 3 | 4.5 | 5\n"
        let line = try parsedSpec("type: line\n" + wide, as: LineKind.self)
        #expect(line.table.series == ["Aruba", "France"] && line.table.rows.map(\.label) == ["2019", "2020", "2021"])
        #expect(line.table.rows.map(\.values) == [[1, 3], [2, 4.5], [nil, 5]])
        #expect(line.table.rows.map(\.decimals) == [[0, 0], [0, 1], [0, 0]])
        #expect(try parsedSpec("type: area\n" + wide, as: AreaKind.self).table.series == ["Aruba", "France"])
        #expect(try parsedSpec("type: bar\n" + wide, as: BarKind.self).table.series == ["2019", "2020", "2021"])
        let long = try parsedSpec("type: line\n---\nYear | 2019 | 2020\n2022 | 1 | 2\n2023 | 3 | 4\n", as: LineKind.self)
        #expect(long.table.series == ["2019", "2020"])
        // Months, quarters or weekdays under years compare the years over a season: each year is a series.
        for rows in ["Jan | 100 | 120\nFeb | 110 | -\nMar | 130 | 150", "Q1 | 1 | 2\nQ2 | 3 | 4", "Mon | 1 | 2\nTuesday | 3 | 4"] {
            let seasons = try parsedSpec("type: line\n---\nPeriod | 2023 | 2024\n" + rows + "\n", as: LineKind.self)
            #expect(seasons.table.series == ["2023", "2024"], "\(rows)")
        }
        // A pasted table's `Total` row under the months keeps them the rows; it adds them up, so the
        // line and the area leave it out, with a warning at its label.
        let totalled = "Month | 2023 | 2024\nJan | 1,200 | 1,450\nFeb | 1,100 | -\nMar | 1,350 | 1,600\n*Total* | 3,650 | 3,050\n"
        for kind in ["line", "area"] {
            let drawn = render("type: \(kind)\n---\n" + totalled)
            #expect(drawn.diagnostics.map(\.message) == [PlotMessages.totalRow("Total", drawing: kind)], "\(drawn.diagnostics.formatted())")
            #expect(drawn.diagnostics.first?.location?.line == 16 && drawn.diagnostics.first?.location?.column == 1)
        }
        let months = try parsedSpec("type: line\n---\n" + totalled, as: LineKind.self)
        #expect(months.table.series == ["2023", "2024"] && months.table.rows.map(\.label) == ["Jan", "Feb", "Mar"])
        // A Total that is not the sum stays a point; a lone Total row, or one under countries, still turns.
        #expect(try parsedSpec("type: line\n---\nMonth | 2023 | 2024\nJan | 1 | 2\nFeb | 3 | 4\nTotal | 9 | 9\n", as: LineKind.self).table.rows.count == 3)
        #expect(try parsedSpec("type: line\n---\nWhat | 2023 | 2024\nTotal | 9 | 9\n", as: LineKind.self).table.series == ["Total"])
        #expect(try parsedSpec("type: line\n" + wide + "Total | 4 | 6.5 | 5\n", as: LineKind.self).table.series == ["Aruba", "France", "Total"])
    }

    /// Ticks within one year would name none (`Apr 15 … Jul 8`): the first names it, in the form
    /// of its step; where a tick already says the year, or the axis crosses into another, nothing changes.
    @Test func aTimeAxisWithinOneYearNamesItAtItsFirstTick() throws {
        let days = try lineLayouts("type: line\n---\n" + rows([("2024-04-15", "1"), ("2024-05-20", "3"), ("2024-07-08", "2")]))[1]
        let dayTicks = days.plot.xTicks.map(\.text)
        #expect(dayTicks.first?.hasSuffix(", 2024") == true && dayTicks.dropFirst().allSatisfy { !$0.contains("2024") }, "\(dayTicks)")
        let months = try lineLayouts("type: line\n---\n" + rows([("2024-02", "1"), ("2024-04", "3"), ("2024-06", "2")]))[1]
        #expect(months.plot.xTicks.map(\.text) == ["Feb 2024", "Mar", "Apr", "May", "Jun"], "\(months.plot.xTicks.map(\.text))")
        let quarters = try lineLayouts("type: line\n---\n" + rows([("2024-Q2", "1"), ("2024-Q3", "3"), ("2024-Q4", "2")]))[1]
        #expect(quarters.plot.xTicks.first?.text == "Q2 2024", "\(quarters.plot.xTicks.map(\.text))")
        // In the page's language.
        let german = render("type: line\n---\n" + rows([("2024-02", "1"), ("2024-06", "2")]), locale: "de").html
        #expect(german.contains(/<g class="ticks" text-anchor="middle"><text [^>]*>[^<]* 2024<\/text>/), "\(german)")
        // Across New Year the year's first tick names it, as before.
        let across = try lineLayouts("type: line\n---\n" + rows([("2023-11", "1"), ("2024-03", "2")]))[1]
        #expect(across.plot.xTicks.map(\.text) == ["Nov", "Dec", "2024", "Feb", "Mar"], "\(across.plot.xTicks.map(\.text))")
    }

    /// Monthly data written as full dates (as spreadsheets and FRED export it) counts by the month:
    /// month ticks, on which its points fall, and not weeks between them, and points named by
    /// their months; quarterly data by the quarter; yearly data gets year ticks.
    @Test func datesOnTheFirstOfEachMonthGetMonthTicks() throws {
        let monthly = try lineLayouts("type: line\n---\n" + rows([("2026-03-01", "5"), ("2026-01-01", "3"), ("2026-02-01", "4")]))[1]
        let labels = monthly.plot.xTicks.map(\.text)
        #expect(labels == ["2026", "Feb", "Mar"], "month ticks, January named by its year: \(labels)")
        #expect(monthly.plot.x.texts[0] == "Mar 2026", "the points are months, as FRED's and spreadsheets' monthly data are")
        let yearly = try lineLayouts("type: line\n---\n" + rows((2015...2024).map { ("\($0)-01-01", "1") }))[1]
        #expect(yearly.plot.xTicks.allSatisfy { $0.text.count == 4 }, "\(yearly.plot.xTicks.map(\.text))")
        let quarterly = try lineLayouts("type: line\n---\n" + rows([("2023-01-01", "5"), ("2023-04-01", "6"), ("2023-07-01", "7"), ("2023-10-01", "8")]))[1]
        #expect(quarterly.plot.x.texts == ["Q1 2023", "Q2 2023", "Q3 2023", "Q4 2023"], "\(quarterly.plot.x.texts)")
        // One date stays as written.
        let one = try lineLayouts("type: line\n---\n" + rows([("2026-01-01", "5")]))[1]
        #expect(one.plot.xTicks.map(\.text) == ["Jan 1"], "\(one.plot.xTicks.map(\.text))")
    }

    @Test func theAxisKeepsItsStepAcrossALeapDay() throws {
        let days = (26...29).map { ("2024-02-\($0)", "5") } + (1...3).map { ("2024-03-0\($0)", "6") }
        let layout = try lineLayouts("type: line\n---\n" + rows(days))[1]
        let x = layout.plot.xPositions
        let steps = zip(x, x.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { abs($0 - steps[0]) < 0.01 }, "\(steps)")
        #expect(layout.plot.xTicks.map(\.text).contains("Feb 29"), "\(layout.plot.xTicks.map(\.text))")
        #expect(layout.plot.x.texts[3] == "Feb 29, 2024")
    }

    @Test func aNewYearIsNamedOnItsFirstTick() throws {
        let days = (20...31).map { ("2025-12-\($0)", "5") } + (1...9).map { ("2026-01-0\($0)", "6") }
        for layout in try lineLayouts("type: line\n---\n" + rows(days)) {
            let labels = layout.plot.xTicks.map(\.text)
            #expect(labels.contains("2026"), "\(labels)")
            #expect(!labels.contains("2025"), "the first tick names its day, not its year: \(labels)")
        }
    }

    @Test(arguments: [1, 7, 40, 400, 4000, 40000])
    func timeTicksNeverCollide(spanDays: Int) throws {
        let start = CalendarDate.days(2020, 1, 1)
        let points = stride(from: 0, through: spanDays, by: max(1, spanDays / 30)).map { offset -> (String, String) in
            let date = CalendarDate(days: Double(start + offset))
            let text = String(format: "%04d-%02d-%02d", date.year, date.month, date.day)
            return (text, "\(offset % 7)")
        }
        for layout in try lineLayouts("type: line\n---\n" + rows(points)) {
            let ticks = layout.plot.xTicks
            #expect(ticks.count >= 2, "\(spanDays) days: \(ticks.map(\.text))")
            for (a, b) in zip(ticks, ticks.dropFirst()) {
                let gap = (b.x - TextWrap.width(b.text, size: 12) / 2) - (a.x + TextWrap.width(a.text, size: 12) / 2)
                #expect(gap > 0, "\(a.text) / \(b.text) over \(spanDays) days")
            }
            for tick in ticks {
                #expect(tick.x - TextWrap.width(tick.text, size: 12) / 2 >= 0 && tick.x + TextWrap.width(tick.text, size: 12) / 2 <= layout.width + 0.5)
            }
        }
    }

    @Test func missingValuesLeaveGapsAndALonePointADot() throws {
        let chart = ChartEngine.figure(
            for: ChartBlock(body: "type: line\n---\nA | 1\nB | 2\nC | -\nD | 4\nE | -\nF | 5\nG | 6", path: "p.md", firstLine: 1, idSeed: "gap"))
        let path = try #require(chart.html.components(separatedBy: "<path class=\"series k-1\"").dropFirst().first)
        let d = try #require(path.components(separatedBy: "d=\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(d.filter { $0 == "M" }.count == 2, "two runs: A–B and F–G (\(d))")
        #expect(chart.html.occurrences(of: "<circle class=\"lone\"") == 2, "D stands alone, once per width")
    }

    /// A missing value's name is "no data", not "no data steps"; with several series the unit
    /// goes with each value there is.
    @Test func aMissingValuesNameCarriesNoUnit() throws {
        let one = ChartEngine.figure(
            for: ChartBlock(body: "type: line\ny-axis: Steps\n---\nMar 14 | 8200\nMar 15 | -\nMar 16 | 9000", path: "p.md", firstLine: 1, idSeed: "u"))
        #expect(one.html.contains("Mar 15: no data<") && !one.html.contains("no data steps"), "\(one.html)")
        #expect(one.html.contains("Mar 14: 8,200 steps<"))
        let two = ChartEngine.figure(
            for: ChartBlock(body: "type: line\ny-axis: Steps\n---\nDay | Walk | Run\nMon | 8200 | 3100\nTue | 7000 | -", path: "p.md", firstLine: 1, idSeed: "v"))
        #expect(two.html.contains("Mon: Walk 8,200, Run 3,100 steps<"), "\(two.html)")
        #expect(two.html.contains("Tue: Walk 7,000 steps, Run no data<"))
    }

    @Test func monotoneCurvesNeverOvershoot() throws {
        var svg = SVGWriter(capacity: 256)
        let points: [(x: Double, y: Double)?] = [(0, 100), (10, 20), (20, 20), (30, 80), (40, 60)]
        Curve.write(points, curve: .monotone, into: &svg)
        let numbers = svg.string.split(whereSeparator: { "MCL ,".contains($0) }).compactMap { Double($0) }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        #expect(ys.allSatisfy { $0 >= 20 - 1e-9 && $0 <= 100 + 1e-9 }, "\(ys)")
        // A flat run stays flat: both control points between the equal points sit on it.
        let second = svg.string.components(separatedBy: "C").dropFirst(2).first ?? ""
        #expect(second.contains(",20 ") && second.hasSuffix("20,20"), "\(second)")
    }

    /// Years of daily values on a plot 300 units wide: within each unit the line keeps its first,
    /// lowest, highest and last point, so it looks the same in a fraction of the path; sparse
    /// runs and other curves keep every point.
    @Test func denseLinesKeepEachUnitsExtremes() throws {
        let run: [(x: Double, y: Double)] = (0..<3000).map { i in
            let wave: Double = 40 * sin(Double(i) / 7)
            return (x: 10 + Double(i) * 0.1, y: 100 + wave + Double(i % 13))
        }
        let thinned = Curve.thinned(run, curve: .linear)
        #expect(thinned.count <= 4 * 301 && thinned.count >= 2 * 300, "\(thinned.count)")
        #expect(thinned.first! == run.first! && thinned.last! == run.last!)
        #expect(zip(thinned, thinned.dropFirst()).allSatisfy { $0.x < $1.x }, "in order, each once")
        // Every unit's lowest and highest are kept.
        for column in stride(from: 10.0, to: 309.0, by: 37.0) {
            let inColumn = run.filter { ($0.x).rounded(.down) == column }
            let kept = thinned.filter { ($0.x).rounded(.down) == column }
            #expect(kept.map(\.y).min() == inColumn.map(\.y).min() && kept.map(\.y).max() == inColumn.map(\.y).max())
        }
        #expect(Curve.thinned(run, curve: .monotone).count == run.count)
        let sparse = (0..<50).map { i in (x: Double(i) * 6, y: Double(i % 5)) }
        #expect(Curve.thinned(sparse, curve: .linear).count == 50)
        // Drawn: a 5,000-day line's path is a fifth of what it was.
        let body = "type: line\n---\n" + (0..<5000).map { "\(Double($0)) | \(Double($0 % 17) + sin(Double($0)))" }.joined(separator: "\n")
        let chart = ChartEngine.figure(for: ChartBlock(body: body, path: "p.md", firstLine: 1, idSeed: "dense"))
        let path = try #require(chart.html.firstMatch(of: #/class="series[^>]*d="([^"]*)"/#)).output.1
        #expect(path.count < 30_000, "\(path.count)")
    }

    @Test func stackedAreasStartWhereTheSeriesBelowEnds() throws {
        let context = try chartContext("type: area\nstacked: yes\n---\nM | A | B\n2025-01 | 10 | 5\n2025-02 | 20 | 0", as: AreaKind.self)
        var diagnostics: [Diagnostic] = []
        let plot = AreaKind().layouts(context, widths: [.wide], diagnostics: &diagnostics)[0].plot
        #expect(plot.bottoms[1][0] == plot.tops[0][0])
        #expect(plot.bottoms[1][1] == plot.tops[1][1], "a zero segment has no height")
        #expect(plot.yTicks.first?.text == "0")
    }

    @Test func endLabelsOrALegend() throws {
        let few = try lineLayouts("type: line\n---\nYear | Rent | Food\n2020 | 1 | 2\n2021 | 2 | 3")[1]
        #expect(few.plot.endLabels.count == 2 && few.legend.isEmpty)
        let long = try lineLayouts("type: line\n---\nYear | Rent of a two-room flat in the city centre | Food\n2020 | 1 | 2\n2021 | 2 | 3")[0]
        #expect(long.plot.endLabels.isEmpty && long.legend.count == 2)
        let single = try lineLayouts("type: line\n---\nYear | Rent\n2020 | 1\n2021 | 2")[1]
        #expect(single.plot.endLabels.isEmpty && single.legend.isEmpty)
    }

    @Test func aLineFarFromZeroFitsItsValues() throws {
        let plot = try lineLayouts("type: line\n---\n2026-03-01 | 61.5\n2026-03-02 | 64.2\n2026-03-03 | 62.8")[1].plot
        #expect(plot.yTicks.first.map { $0.text != "0" } == true, "\(plot.yTicks.map(\.text))")
        let area = try chartContext("type: area\n---\n2026-03-01 | 61.5\n2026-03-02 | 64.2", as: AreaKind.self)
        var diagnostics: [Diagnostic] = []
        #expect(AreaKind().layouts(area, widths: [.wide], diagnostics: &diagnostics)[0].plot.yTicks.first?.text == "0")
    }

    @Test func referencesAreInTheDescriptionAndTheCaption() throws {
        let chart = ChartEngine.figure(
            for: ChartBlock(
                body: "type: line\nrule: 38 World average\nband: 2020-03 2021-06 Lockdowns\n---\n2019-01 | 40.5\n2022-01 | 36.1",
                path: "p.md", firstLine: 1, idSeed: "refs"))
        #expect(chart.diagnostics.isEmpty, "\(chart.diagnostics.formatted())")
        let sentence = "World average: 38 (reference line); Lockdowns: Mar 2020 to Jun 2021 (shaded)."
        #expect(chart.html.contains(sentence + "</desc>"))
        #expect(chart.html.contains("<caption>\(sentence)</caption>"))
        #expect(chart.html.contains("class=\"rule\"") && chart.html.contains("class=\"band\""))
    }

    /// A rule's label sits above the rule at the right end, unless a line runs through it there:
    /// then below it, or at the left end, wherever no line crosses.
    @Test func aRuleLabelKeepsClearOfTheLines() {
        let plot = (left: 50.0, right: 450.0, bottom: 250.0)
        let place = { (lines: [[(x: Double, y: Double)?]]) in
            RuleLabelPlace.clearest(for: "Daily goal", at: 100, left: plot.left, right: plot.right, bottom: plot.bottom, avoiding: lines)
        }
        let aboveRight = RuleLabelPlace(x: 448, y: 95, anchorsAtEnd: true)
        #expect(place([]) == aboveRight)
        // Far below the rule everywhere: the label stays.
        #expect(place([[(50, 200), (250, 210), (450, 220)]]) == aboveRight)
        // A line above the rule dipping to it at the right end: below the rule, at the right.
        #expect(place([[(50, 40), (400, 40), (420, 90), (440, 40), (450, 40)]]) == RuleLabelPlace(x: 448, y: 115, anchorsAtEnd: true))
        // A line hugging the rule at the right end, above and below: the left end.
        #expect(place([[(50, 200), (300, 200), (400, 90), (420, 110), (440, 90), (450, 110)]]) == RuleLabelPlace(x: 54, y: 95, anchorsAtEnd: false))
        // A gap (nil) breaks the line: no segment joins its two sides.
        #expect(place([[(50, 200), (350, 40), nil, (450, 160)]]) == aboveRight)
        // Crossed everywhere: the place crossed least, the first of them on a tie.
        let zigzag: [(x: Double, y: Double)?] = stride(from: 50.0, through: 450, by: 10).map { ($0, $0.truncatingRemainder(dividingBy: 20) == 0 ? 70 : 130) }
        #expect(place([zigzag]) == aboveRight)
        // A bar standing up through the right end: below the rule there is bar too, so the left end.
        let bars = { (boxes: [RuleLabelPlace.Box]) in
            RuleLabelPlace.clearest(for: "Daily goal", at: 100, left: plot.left, right: plot.right, bottom: plot.bottom, avoiding: [], boxes: boxes)
        }
        #expect(bars([(400, 440, 60, 250)]) == RuleLabelPlace(x: 54, y: 95, anchorsAtEnd: false))
        // Bars below the rule leave it where it was.
        #expect(bars([(60, 100, 150, 250), (400, 440, 130, 250)]) == aboveRight)
        // A scatter's points count too: a cloud at the right end just above the rule (at y 50.7)
        // moves the label below it there.
        let rows = (0..<12).map { "\(188 + $0) | \(52 + ($0 % 3))" }.joined(separator: "\n")
        let scatter = ChartEngine.figure(
            for: ChartBlock(body: "type: scatter\nrule: 50 Goal\n---\nX | Y\n0 | 0\n" + rows, path: "p.md", firstLine: 1, idSeed: "rule"))
        #expect(scatter.diagnostics.isEmpty, "\(scatter.diagnostics.formatted())")
        #expect(scatter.html.contains("d=\"M49.8,50.7H324.6\""))
        #expect(scatter.html.contains("x=\"322.6\" y=\"65.7\" text-anchor=\"end\">Goal</text>"), "\(scatter.html)")
    }

    @Test func scatterColumnsByPositionAndKind() throws {
        let named = ScatterColumns(try parsedSpec("type: scatter\n---\nNight | Sleep | Steps | Day\nMon | 6 | 7000 | Weekday", as: ScatterKind.self).table)
        #expect(named.namesPoints && named.xSeries == 0 && named.ySeries == 1 && named.groupText == 0)
        #expect(named.xTitle == "Sleep" && named.yTitle == "Steps" && named.groupTitle == "Day")
        let plain = ScatterColumns(try parsedSpec("type: scatter\n---\nSleep | Steps\n6 | 7000\n7 | 8000", as: ScatterKind.self).table)
        #expect(!plain.namesPoints && plain.xSeries == nil && plain.ySeries == 0 && plain.xTitle == "Sleep")
        // A first point without its x is no name: the column is still x.
        let gap = ScatterColumns(try parsedSpec("type: scatter\n---\nSleep | Steps\n- | 7000\n7 | 8000", as: ScatterKind.self).table)
        #expect(!gap.namesPoints && gap.ySeries == 0)
    }

    /// `x | y | Name`: a text column whose cells all differ names the points (no legend of a
    /// colour each); beside a group column it is still the names, and a column that repeats is the group.
    @Test func aTextColumnOfDifferentCellsNamesThePoints() throws {
        let people = ChartEngine.figure(for: ChartBlock(
            body: "type: scatter\n---\nHeight (cm) | Weight (kg) | Name\n170 | 65 | Ann\n182 | 80 | Bob\n165 | 55 | Cy", path: "p.md", firstLine: 1, idSeed: "n"))
        #expect(people.html.contains("<title>Ann: Height (cm) 170, Weight (kg) 65</title>"), "\(people.html)")
        #expect(!people.html.contains("<ul class=\"chart-legend\""))
        let both = ScatterColumns(try parsedSpec("type: scatter\n---\nx | y | Team | Name\n1 | 2 | Red | Ann\n2 | 3 | Red | Bob\n3 | 1 | Blue | Cy", as: ScatterKind.self).table)
        #expect(both.nameText == 1 && both.groupText == 0 && both.groupTitle == "Team")
    }

    @Test func scatterNamesGroupsAndDescription() throws {
        let chart = ChartEngine.figure(
            for: ChartBlock(
                body: "type: scatter\n---\nNight | Sleep (h) | Steps | Day\nMon | 6.5 | 7000 | Weekday\nSat | 8.0 | 11000 | Weekend\nTue | 7.0 | 8200 | Weekday",
                path: "p.md", firstLine: 1, idSeed: "sc"))
        #expect(chart.diagnostics.isEmpty, "\(chart.diagnostics.formatted())")
        #expect(chart.html.contains("<title>Mon: Sleep (h) 6.5, Steps 7,000 (Weekday)</title>"))
        #expect(chart.html.contains("Steps rises strongly with Sleep (h)"))
        let legend = try #require(chart.html.components(separatedBy: "<ul class=\"chart-legend\"").dropFirst().first)
        #expect(legend.range(of: "Weekday")!.lowerBound < legend.range(of: "Weekend")!.lowerBound)
        #expect(chart.html.contains("<th scope=\"col\">Night</th><th scope=\"col\">Sleep (h)</th><th scope=\"col\">Steps</th><th scope=\"col\">Day</th>"))
        #expect(chart.html.contains("tabindex=\"0\""), "three points are focusable")
    }

    /// A line of a few points is drawn 2.5 units wide; one of a thousand days, thinner, so it reads as a line.
    @Test func aCrowdedLineIsDrawnThinner() throws {
        func widths(_ count: Int) -> Set<String> {
            let rows = (0..<count).map { "\($0) | \(($0 * 7) % 11)" }.joined(separator: "\n")
            let html = ChartEngine.figure(for: ChartBlock(body: "type: line\n---\nx | y\n" + rows, path: "p.md", firstLine: 1, idSeed: "w")).html
            return Set(html.components(separatedBy: "<path class=\"series k-1\"").dropFirst().compactMap {
                $0.components(separatedBy: "stroke-width=\"").dropFirst().first?.components(separatedBy: "\"").first
            })
        }
        #expect(widths(12) == ["2.5"])
        #expect(widths(1000) == ["1.2"])
    }

    @Test func manyPointsLeaveTabToTheTable() throws {
        let body = "type: scatter\n---\nx | y\n" + (1...13).map { "\($0) | \($0 * 2)" }.joined(separator: "\n")
        let chart = ChartEngine.figure(for: ChartBlock(body: body, path: "p.md", firstLine: 1, idSeed: "many"))
        #expect(!chart.html.contains("tabindex=\"0\"") && chart.html.contains("tabindex=\"-1\""))
        #expect(chart.diagnostics.isEmpty, "repeated x values are no duplicate labels: \(chart.diagnostics.formatted())")
    }
}

extension PlotLayoutTests {
    /// Data from 0.6 to 99.3 get axes from 0 to 100, not −50 to 150: padding is judged after the
    /// nice bounds, and never crosses 0. A point right on a nice bound still gets room.
    @Test func scatterAxesHugTheirPoints() throws {
        let body = "type: scatter\n---\nx | y\n0.6 | 17.9\n46.3 | 44.3\n99.3 | 61.4\n55.4 | 10.7\n8.1 | 98.2"
        let context = try chartContext(body, as: ScatterKind.self)
        var diagnostics: [Diagnostic] = []
        for layout in ScatterKind().layouts(context, widths: [.narrow, .wide], diagnostics: &diagnostics) {
            #expect(layout.xTicks.first?.text == "0" && layout.xTicks.last?.text == "100", "\(layout.xTicks.map(\.text))")
            #expect(layout.yTicks.first?.text == "0" && layout.yTicks.last?.text == "100", "\(layout.yTicks.map(\.text))")
            #expect(layout.positions.allSatisfy { $0.map { $0.x >= layout.plotLeft && $0.x <= layout.plotRight } ?? false })
        }
        let onBound = ScatterLayout.scale(low: 3, high: 100, targetTicks: 5)
        #expect(onBound.lower == 0 && onBound.upper > 100, "a point at 100 is not drawn on the edge: \(onBound)")
        let negative = ScatterLayout.scale(low: -80, high: -3, targetTicks: 5)
        #expect(negative.upper <= 0 && negative.lower < -80, "\(negative)")
    }

    @Test func crowdedXsShareTheirSlots() throws {
        let days = (0..<2000).map { offset -> (String, String) in
            let date = CalendarDate(days: Double(CalendarDate.days(2020, 1, 1) + offset))
            return (String(format: "%04d-%02d-%02d", date.year, date.month, date.day), "\(offset % 50)")
        }
        for layout in try lineLayouts("type: line\n---\n" + rows(days)) {
            let slots = layout.plot.slots
            #expect(slots.count <= Int(layout.width / SeriesPlot.leastSlotWidth), "\(slots.count) slots at \(layout.width)")
            #expect(slots.count > 50)
            #expect(zip(slots, slots.dropFirst()).allSatisfy { $0.to == $1.from }, "the strips tile the plot")
            #expect(slots.first?.from == layout.plot.plotLeft && slots.last?.to == layout.plot.plotRight)
        }
    }
}

extension PlotLayoutTests {
    @Test func aTimeAxisSpeaksTheSitesLanguage() throws {
        let body = "type: line\n---\n" + (1...6).map { "2026-0\($0) | \($0 * 1500)" }.joined(separator: "\n")
        let chart = ChartEngine.figure(for: ChartBlock(body: body, path: "p.md", firstLine: 1, idSeed: "de"), settings: ChartSettings(locale: "de"))
        #expect(chart.html.contains(">März</text>") && chart.html.contains(">Juni</text>"), "\(chart.html.prefix(3000))")
        #expect(chart.html.contains("<title>März 2026: 4.500</title>"))
    }

    /// `01/03/2024` could be 3 January or 1 March: under a language that names no country the
    /// reading is said once, with how to settle it; `en-GB` reads day first, and writes `1 Mar 2024`.
    @Test func slashDatesEitherWayAreSaidOnce() throws {
        let body = "type: line\n---\n01/03/2024: 4.5\n02/03/2024: 5.1\n03/03/2024: 3.9\n"
        let plain = render(body)
        #expect(plain.diagnostics.map(\.message) == [
            "dates such as 01/03/2024 could be read day first or month first; they are read month first, as American English writes them: write them as 2024-03-01 to be sure, or name the country in the site's language (language: en-US or en-GB)"
        ])
        #expect(plain.diagnostics.first?.location?.line == 12)
        let british = render(body, locale: "en-GB")
        #expect(british.diagnostics.isEmpty && british.html.contains("<title>1 Mar 2024: 4.5</title>"), "\(british.html.prefix(2000))")
        #expect(render(body, locale: "en-US").diagnostics.isEmpty)
        // A day past 12 settles it; so does a date that reads the same either way.
        #expect(render("type: line\n---\n01/03/2024: 4\n25/03/2024: 5\n").diagnostics.isEmpty)
        #expect(render("type: line\n---\n01/01/2024: 4\n02/02/2024: 5\n").diagnostics.isEmpty)
    }

    /// Chinese, Japanese and Korean write dates as numbers with marks, year first: `3月`, `2026年3月`,
    /// `2026년 3월 14일`; never English month names.
    @Test func aTimeAxisInChineseJapaneseOrKoreanWritesMarkedNumbers() throws {
        let months = "type: line\nformat: currency\n---\n" + (1...6).map { "2026-0\($0) | \($0 * 1500)" }.joined(separator: "\n")
        let chinese = ChartEngine.figure(for: ChartBlock(body: months, path: "p.md", firstLine: 1, idSeed: "zh"), settings: ChartSettings(locale: "zh"))
        #expect(chinese.html.contains(">3月</text>") && chinese.html.contains(">6月</text>"), "\(chinese.html.prefix(3000))")
        #expect(chinese.html.contains("<title>2026年3月: ¥4,500</title>"))
        #expect(!chinese.html.contains("Mar"))
        let days = "type: line\n---\n2026-03-14 | 1\n2026-03-15 | 2\n2026-03-16 | 3"
        let korean = ChartEngine.figure(for: ChartBlock(body: days, path: "p.md", firstLine: 1, idSeed: "ko"), settings: ChartSettings(locale: "ko"))
        #expect(korean.html.contains("<title>2026년 3월 14일: 1</title>"), "\(korean.html.prefix(3000))")
        #expect(korean.html.contains(">3월 15일</text>"))
        let japanese = ChartEngine.figure(for: ChartBlock(body: days, path: "p.md", firstLine: 1, idSeed: "ja"), settings: ChartSettings(locale: "ja-JP"))
        #expect(japanese.html.contains("<title>2026年3月16日: 3</title>"))
    }

    /// A price against a rating: the currency the rows wrote is on the price's axis, names and
    /// description, and nowhere on the rating's (it was the other way round).
    @Test func aScatterWritesMoneyOnTheAxisWhoseValuesWereMoney() throws {
        let named = render("type: scatter\n---\nName, Price, Rating\n\"Cafe A\", \"$4.50\", 4.2\n\"Cafe B\", \"$3.00\", 3.9\n\"Cafe C\", \"$5.25\", 4.8\n")
        #expect(named.diagnostics.isEmpty, "\(named.diagnostics.formatted())")
        #expect(named.html.contains("<title>Cafe A: Price $4.50, Rating 4.2</title>"), "\(named.html)")
        #expect(named.html.contains("against Price ($3.00 to $5.25)") && named.html.contains("Rating (3.9 to 4.8)"))
        #expect(named.html.contains(">$4.0</text>") && !named.html.contains(">$4.2") && !named.html.contains("$5.0</text><text x=\"47\""))
        // x the label column.
        let bare = render("type: scatter\n---\nPrice | Rating\n$4.50 | 4.2\n$3.00 | 3.9\n$5.25 | 4.8\n")
        #expect(bare.html.contains("<title>Price $4.50, Rating 4.2</title>"), "\(bare.html)")
        // y alone.
        let y = render("type: scatter\n---\nRating | Price\n4.2 | $4.50\n3.9 | $3.00\n4.8 | $5.25\n")
        #expect(y.html.contains("<title>Rating 4.2, Price $4.50</title>"), "\(y.html)")
        // Both, and a unit the header names, as before.
        #expect(render("type: scatter\n---\nCost | Price\n$1 | $4.50\n$2 | $3.00\n").html.contains("<title>Cost $1, Price $4.50</title>"))
        #expect(render("type: scatter\nunit: kg\n---\nx | y\n1 | 4.5\n2 | 3\n").html.contains("<title>x 1, y 4.5kg</title>"))
    }

    /// Money beside counts in bars (`Revenue` in `$` beside `Orders`): one axis, one unit; the counts
    /// were written `$34`. Now neither column gets the sign, and the writer is told at the money.
    @Test func moneyBesideCountsIsNoUnitOfTheChart() {
        let mixed = render("type: bar\n---\nMonth | Revenue | Orders\nJan | $1,200 | 34\nFeb | $1,500 | 41\n")
        #expect(mixed.diagnostics.map(\.message) == [Messages.moneyColumnBesideOthers("Revenue", sign: "$")])
        #expect(mixed.diagnostics.first?.location?.line == 13 && mixed.diagnostics.first?.location?.column == 7)
        #expect(mixed.html.contains("<title>Jan, Orders: 34</title>") && mixed.html.contains("<title>Jan, Revenue: 1,200</title>"))
        // Every column money: the chart's unit, without a word.
        let money = render("type: line\n---\nMonth | Revenue | Costs\nJan | $1,200 | $900\nFeb | $1,500 | $1,000\n")
        #expect(money.diagnostics.isEmpty && money.html.contains("<title>Jan: Revenue $1,200, Costs $900</title>"))
        // A column of shares beside the money is no other unit: a pie leaves it out and keeps its `$`.
        let pie = render("type: pie\n---\nItem | Cost | Share\nRent | $1,200 | 71%\nFood | $400 | 24%\nFun | $90 | 5%\n")
        #expect(pie.diagnostics.isEmpty && pie.html.contains("<title>Rent: $1,200, 71%</title>"), "\(pie.html)")
    }
}
