import Diagnostics
import Foundation
import Testing

@testable import Charts

@Suite struct LayoutTests {
    func context(_ body: String) throws -> ChartContext<BarKind> {
        try chartContext(body, as: BarKind.self)
    }

    func radial(_ body: String) throws -> ChartContext<RadialKind> {
        try chartContext(body, as: RadialKind.self)
    }

    @Test(arguments: [[1120.0, 420, 180, 290], [1], [0, 5, 0], [1e-9, 1e9], Array(repeating: 1.0, count: 50)])
    func slicesCoverExactlyOneTurn(values: [Double]) {
        let angles = ArcGeometry.angles(for: values)
        #expect(angles.first?.start == 0)
        #expect(angles.last?.end == ArcGeometry.fullTurn)
        for (a, b) in zip(angles, angles.dropFirst()) { #expect(a.end == b.start) }
        let covered = angles.map(\.span).reduce(0, +)
        #expect(abs(covered - ArcGeometry.fullTurn) < 1e-12)
    }

    @Test func slicesStartAtTwelveAndGoClockwise() {
        let angles = ArcGeometry.angles(for: [1, 3])
        let firstMiddle = ArcGeometry.point(10, angles[0].middle)
        // A quarter-turn slice starting at 12 o'clock has its middle up and to the right.
        #expect(firstMiddle.x > 0 && firstMiddle.y < 0)
    }

    @Test(arguments: [(0.0, 1232.0), (-180, 510), (0, 0.7), (0, 117.2), (-3, -1), (0, 1e7), (0, 3)])
    func ticksAreNice(low: Double, high: Double) {
        let scale = NiceScale(low: low, high: high)
        #expect(scale.lower <= min(0, low) && scale.upper >= max(0, high))
        let mantissa = scale.step / pow10(Int((log10(scale.step)).rounded(.down)))
        #expect([1, 2, 5].contains { abs(mantissa - $0) < 1e-9 }, "step \(scale.step)")
        #expect((2...12).contains(scale.ticks.count))
        #expect(scale.ticks.contains(0))
    }

    @Test(arguments: [(-2450.0, 3000.0, -3000.0, 3000.0), (0, 117.2, 0, 120), (0, 1232, 0, 1500), (-180, 510, -200, 600)])
    func theAxisEndsAtTheFirstTickPastTheData(low: Double, high: Double, lower: Double, upper: Double) {
        let scale = NiceScale(low: low, high: high)
        #expect(scale.lower == lower)
        #expect(scale.upper == upper)
        // Never a whole step of empty axis beyond the data.
        #expect(scale.upper - high < scale.step && min(0, low) - scale.lower < scale.step)
    }

    @Test(arguments: [
        "type: bar\n---\nMon | 898\nTue | 670\nWed | 725\nThu | 439\nFri | 1232\nSat | 771\nSun | 365",
        "type: bar\norientation: horizontal\n---\nNigeria | 117.2\nCentral African Republic | 110.0\nChad | -20",
        "type: bar\nstacked: yes\n---\nDay | A | B\nMon | 3 | -2\nTue | 5 | 4",
        "type: bar\n---\nDay | A | B | C\nMon | 3 | -2 | 1\nTue | 5 | 4 | -\nWed | - | - | 9",
        "type: bar\nmax: 500\nmin: 100\n---\nA: 50\nB: 900",
    ], [LayoutWidth.narrow, .wide])
    func barsStayInsideThePlot(body: String, width: LayoutWidth) throws {
        var diagnostics: [Diagnostic] = []
        let layout = BarLayout(try context(body), width: width, diagnostics: &diagnostics)
        #expect(layout.width == width.units)
        for mark in layout.marks {
            let along = [mark.from + layout.base, mark.to + layout.base]
            let (low, high) = layout.isHorizontal ? (layout.plotLeft, layout.plotRight) : (layout.plotTop, layout.plotBottom)
            let (crossLow, crossHigh) = layout.isHorizontal ? (layout.plotTop, layout.plotBottom) : (layout.plotLeft, layout.plotRight)
            for point in along { #expect(point >= low - 0.001 && point <= high + 0.001) }
            #expect(mark.across >= crossLow && mark.across + mark.thickness <= crossHigh)
        }
        #expect(layout.plotLeft >= 0 && layout.plotRight <= layout.width)
        #expect(layout.plotTop >= 0 && layout.plotBottom <= layout.height)
    }

    /// Labels a blogger writes, 16 characters or fewer, are wrapped or turned, never shortened.
    @Test(arguments: [
        ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
         "Jan 2", "Feb 2", "Mar 2", "Apr 2", "May 2", "Jun 2", "Jul 2", "Aug 2"],
        ["Housing", "Food", "Travel", "Fun"],
        ["Nigeria", "Somalia", "Chad", "Sierra Leone", "Burkina Faso", "Guinea-Bissau", "South Sudan"],
        ["WASHINGTON STATE", "MASSACHUSETTS", "Strongly disagree"],
        ["東京都", "Москва", "القاهرة", "São Paulo", "Zürich"],
    ], [false, true])
    func shortLabelsAreNeverShortened(labels: [String], horizontal: Bool) throws {
        let body = "type: bar\norientation: \(horizontal ? "horizontal" : "vertical")\n---\n" + labels.map { "\($0) | 10" }.joined(separator: "\n")
        for width in [LayoutWidth.narrow, .wide] {
            var diagnostics: [Diagnostic] = []
            let layout = BarLayout(try context(body), width: width, diagnostics: &diagnostics)
            #expect(layout.categoryLabels.count == labels.count, "never dropped")
            for (label, written) in zip(labels, layout.categoryLabels) where label.count <= TextWrap.keptCharacters {
                #expect(written.full == nil, "\(label) at \(width)")
                #expect(written.lines.joined(separator: " ") == label || written.lines.joined() == label)
            }
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        }
    }

    /// `stacked: percent` (or `100%`): every stack reaches the plot's top, ticked 0–100% whatever
    /// the values' unit and `max:`; the bars show shares, names and the table both ("$1,200 (48%)");
    /// a negative value is drawn as nothing, with a warning.
    /// An axis with room for one step ends at the top value rounded (0 and 6,000 for 6,000 kg), not at the next
    /// nice step (0 and 10k, 40 % of a small plot empty). On a phone, long names go above their bars, and the
    /// axis has the whole width for its steps.
    @Test func aNarrowAxisWithRoomForOneStepEndsNearTheTopValue() throws {
        let body = "type: bar\norientation: horizontal\n---\nAnimal | Weight\nAfrican bush elephant (Loxodonta africana) | 6,000 kg\nHippopotamus | 1,500 kg\nDomestic cat | 4.5 kg\n"
        var diagnostics: [Diagnostic] = []
        let narrow = BarLayout(try context(body), width: .narrow, diagnostics: &diagnostics)
        #expect(narrow.labelsAbove)
        #expect(narrow.tickLabels.map(\.text) == ["0", "2,000", "4,000", "6,000"], "\(narrow.tickLabels.map(\.text))")
        let longest = try #require(narrow.marks.map { abs($0.to - $0.from) }.max())
        #expect(longest > (narrow.plotRight - narrow.plotLeft) * 0.99, "the longest bar spans the plot")
        #expect(NiceScale(low: 0, high: 1234, targetTicks: 1).upper == 1300 && NiceScale(low: 0, high: 6500, targetTicks: 1).upper == 7000)
        #expect(NiceScale(low: 0, high: 9000, targetTicks: 1).upper == 10000, "a nice step close enough stays")
        // Wide, the usual nice steps.
        let wide = BarLayout(try context(body), width: .wide, diagnostics: &diagnostics)
        #expect(wide.tickLabels.count > 2, "\(wide.tickLabels.map(\.text))")
    }

    @Test func barsStackedToAWholeShowShares() throws {
        let body = "type: bar\nstacked: 100%\nunit: $\nmax: 5000\n---\nYear | Search | Social | Direct\n2022 | 1,200 | 800 | 500\n2023 | 900 | 1,500 | -40\n"
        var diagnostics: [Diagnostic] = []
        let layout = BarLayout(try context(body), width: .wide, diagnostics: &diagnostics)
        #expect(layout.tickLabels.map(\.text) == ["0%", "20%", "40%", "60%", "80%", "100%"])
        let tops = [0, 1].map { row in layout.marks.filter { $0.row == row }.map { min($0.from, $0.to) }.min() ?? 0 }
        #expect(abs(tops[0] - tops[1]) < 0.01, "\(tops)")
        #expect(layout.measures.labelTexts[0] == ["48%", "32%", "20%"])
        #expect(layout.measures.valueTexts[0][0] == "$1,200 (48%)")
        let chart = render(body)
        #expect(chart.diagnostics.map(\.message) == [
            "a negative value in bars stacked to 100% is drawn as 0 (row \"2023\"); shares of a whole are positive: use stacked: yes for values below zero"
        ])
        #expect(chart.html.contains("<title>2022, Search: $1,200 (48%)</title>") && chart.html.contains("<td>$1,200 (48%)</td>"))
        // Plain `stacked: yes` keeps the values' own scale.
        let plain = BarLayout(try context("type: bar\nstacked: yes\n---\nYear | A | B\n2022 | 1,200 | 800\n"), width: .wide, diagnostics: &diagnostics)
        #expect(plain.tickLabels.last?.text == "2,000" && plain.measures.labelTexts[0] == ["1,200", "800"])
    }

    /// A `Total` column that adds up the others is left out of stacked bars and areas, with a
    /// warning (stacked on them it would count every value twice); side by side, or when it does
    /// not add up, it stays.
    @Test func aTotalColumnIsLeftOutOfStacks() throws {
        let table = "---\n| Region | Q1 | Q2 | Total |\n|---|---|---|---|\n| North | 10 | 12 | 22 |\n| South | 8 | 9 | 17 |\n"
        let stacked = render("type: bar\nstacked: yes\n" + table)
        #expect(stacked.diagnostics.map(\.message) == [TotalWords.message("Total")] && !stacked.html.contains("Total: 22"), "\(stacked.diagnostics)")
        #expect(render("type: area\nstacked: yes\n" + table).diagnostics.map(\.message) == [TotalWords.message("Total")])
        #expect(render("type: bar\n" + table).html.contains("<title>North, Total: 22</title>"))
        let wrong = render("type: bar\nstacked: yes\n---\n| Region | Q1 | Q2 | Total |\n|---|---|---|---|\n| North | 10 | 12 | 30 |\n| South | 8 | 9 | 17 |\n")
        #expect(wrong.diagnostics.isEmpty && wrong.html.contains("<title>North, Total: 30</title>"))
    }

    /// `lines:` draws series as lines over the bars (a target beside revenue, a total over stacks):
    /// a point at each band's centre, broken where a value is missing; the bars take the bands as if
    /// the lines were not there, and the axis reaches the lines' values too.
    @Test func seriesNamedByLinesAreDrawnOverTheBars() throws {
        var diagnostics: [Diagnostic] = []
        let body = "type: bar\nlines: target\n---\nMonth | Revenue | Target\nJan | 50 | 55\nFeb | 60 | -\nMar | 75 | 120\n"
        let combo = BarLayout(try context(body), width: .wide, diagnostics: &diagnostics)
        let alone = BarLayout(try context("type: bar\n---\nMonth | Revenue\nJan | 50\nFeb | 60\nMar | 75\n"), width: .wide, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(combo.marks.count == 3 && combo.marks.map(\.thickness) == alone.marks.map(\.thickness))
        let line = try #require(combo.lines.first)
        #expect(line.series == 1 && line.points.count == 3 && line.points[1] == nil)
        let first = try #require(line.points[0]), bar = combo.marks[0]
        #expect(abs(first.across - (bar.across + bar.thickness / 2)) < 0.01)
        #expect(combo.tickLabels.map(\.text).last.flatMap(Double.init).map { $0 >= 120 } == true, "\(combo.tickLabels.map(\.text))")
        #expect(combo.legend.map(\.isLine) == [false, true])
        let html = render(body).html
        #expect(html.contains("<title>Mar, Target: 120</title>") && html.contains("class=\"bar-line k-2\""), "\(html)")
        #expect(html.contains("<span class=\"swatch swatch-line\""))
        // A value a line's point covers shows on hover and focus; one clear of the line stays written.
        let same = BarLayout(try context("type: bar\nlines: Copy\n---\nK | Sales | Copy\na | 50 | 50\nb | 60 | 60\n"), width: .wide, diagnostics: &diagnostics)
        #expect(same.marks.allSatisfy { !$0.labelAlways }, "\(same.marks.map(\.labelAlways))")
        let clear = BarLayout(try context("type: bar\nlines: Low\n---\nK | Sales | Low\na | 50 | 1\nb | 60 | 1\n"), width: .wide, diagnostics: &diagnostics)
        #expect(clear.marks.allSatisfy { $0.labelAlways && $0.labelInside })
        // A name that is no series, or lines for every series, are said; a Total drawn as a line over stacks stays.
        #expect(render("type: bar\nlines: Goal\n---\nMonth | Revenue\nJan | 50\n").diagnostics.map(\.message) == [BarMessages.noSuchLine("Goal", series: ["Revenue"])])
        #expect(render("type: bar\nlines: A, B\n---\nK | A | B\nx | 1 | 2\n").diagnostics.map(\.message) == [BarMessages.linesLeaveNoBars])
        let total = render("type: bar\nstacked: yes\nlines: Total\n---\n| Region | Q1 | Q2 | Total |\n|---|---|---|---|\n| North | 10 | 12 | 22 |\n")
        #expect(total.diagnostics.isEmpty && total.html.contains("<title>North, Total: 22</title>"), "\(total.diagnostics)")
    }

    /// Values sit inside their bars' ends as the bar tutorial writes them when every one fits across
    /// its bar; when one is too wide, all sit beyond their ends, never some in and some out.
    @Test func valuesOfOneChartSitAllInsideOrAllBeyond() throws {
        var diagnostics: [Diagnostic] = []
        let wideValues = BarLayout(
            try context("type: bar\nunit: £bn\n---\n2019/20 | 848\n2020/21 | 1,112\n2021/22 | 1,002\n2022/23 | 1,106\n"),
            width: .wide, diagnostics: &diagnostics)
        #expect(wideValues.marks.allSatisfy { !$0.labelInside && $0.labelAlways })
        let fitting = BarLayout(try context("type: bar\n---\nA | 848\nB | 1,112\nC | 1,002\n"), width: .narrow, diagnostics: &diagnostics)
        #expect(fitting.marks.allSatisfy { $0.labelInside })
    }

    /// A zero's bar has no length, so its written `0` is what tells it from a gap: shown, where a
    /// positive value's would be (above the baseline; right of it when the bars lie down).
    @Test func aZeroBarsValueIsWrittenBesideTheBaseline() throws {
        var diagnostics: [Diagnostic] = []
        for (orientation, horizontal) in [("vertical", false), ("horizontal", true)] {
            let layout = BarLayout(try context("type: bar\norientation: \(orientation)\n---\nMon | 5\nWed | 0\nThu | 10\n"), width: .wide, diagnostics: &diagnostics)
            let zero = try #require(layout.marks.first { $0.row == 1 })
            #expect(zero.labelAlways && !zero.labelInside, "\(orientation)")
            #expect(horizontal ? zero.labelAlong > zero.to : zero.labelAlong < zero.to, "\(orientation): \(zero.labelAlong) beside \(zero.to)")
        }
        let html = render("type: bar\norientation: horizontal\n---\nMon | 5\nWed | 0\n").html
        #expect(html.contains("<text aria-hidden=\"true\" class=\"bar-value\" x=\"5\""), "a zero's value reads rightward from the axis")
    }

    @Test func longLabelsWrapBeforeTheyAreShortened() throws {
        let body = "type: bar\norientation: horizontal\n---\nNigeria | 117.2\nCentral African Republic | 110.0\nNeither agree nor disagree | 12"
        var diagnostics: [Diagnostic] = []
        let layout = BarLayout(try context(body), width: .narrow, diagnostics: &diagnostics)
        #expect(layout.categoryLabels[1].lines == ["Central African", "Republic"])
        #expect(layout.categoryLabels[2].lines == ["Neither agree", "nor disagree"])
        #expect(diagnostics.isEmpty)
        // With room to spare, it stays on one line.
        let wide = BarLayout(try context(body), width: .wide, diagnostics: &diagnostics)
        #expect(wide.categoryLabels[1].lines == ["Central African Republic"])
        // A label that two lines cannot hold widens the label column, and only then is it shortened, with a warning.
        let long = "type: bar\norientation: horizontal\n---\nA | 1\nThe Democratic Republic of São Tomé and Príncipe | 2"
        let wider = BarLayout(try context(long), width: .wide, diagnostics: &diagnostics)
        #expect(wider.categoryLabels[1].full == nil, "\(wider.categoryLabels[1].lines)")
        #expect(diagnostics.isEmpty)
        // On a phone, where the column beside the bars would cut it, the labels go above their bars, the width theirs,
        // each just above its bar, and the bars start near the chart's left edge.
        let narrow = BarLayout(try context(long), width: .narrow, diagnostics: &diagnostics)
        #expect(narrow.labelsAbove)
        #expect(narrow.categoryLabels[1].lines.count == 2 && narrow.categoryLabels[1].full == nil, "\(narrow.categoryLabels[1].lines)")
        #expect(narrow.shortenedLabels.isEmpty)
        #expect(narrow.plotLeft < 20 && narrow.categoryLabels.allSatisfy { $0.x == narrow.plotLeft })
        for (label, mark) in zip(narrow.categoryLabels, narrow.marks) {
            let bottom = label.y + CategoryLabels.lineHeight * Double(label.lines.count - 1) + 4
            #expect(bottom <= mark.across && mark.across - bottom < 6, "\(label.text) sits just above its bar")
        }
        let kind = BarKind()
        _ = kind.layouts(try context(long), widths: kind.widths, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        // Short names beside the bars stay there on a phone too.
        #expect(!layout.labelsAbove)
    }

    /// Stacks of shares written to one decimal add up to 99.9 or 101.3: the axis ends at 100%, not
    /// 120%, and a `max:` written as the sum it meets is no bound that cuts a mark off.
    @Test func stackedSharesRoundedPastAWholeEndTheAxisThere() throws {
        let rows = "Feature | High | Medium | Low\nA | 34.2 | 40.1 | 26.7\nB | 43.3 | 36.9 | 20.6\nC | 19.6 | 27.6 | 54.1\n"
        var diagnostics: [Diagnostic] = []
        let shares = BarLayout(try context("type: bar\nstacked: yes\nunit: %\n---\n" + rows), width: .wide, diagnostics: &diagnostics)
        #expect(shares.tickLabels.last?.text == "100%", "\(shares.tickLabels.map(\.text))")
        // Fractions under `format: percent` alike.
        let fractions = BarLayout(try context("type: bar\nstacked: yes\nformat: percent\n---\nF | H | L\nA | 0.342 | 0.671\nB | 0.5 | 0.5\n"), width: .wide, diagnostics: &diagnostics)
        #expect(fractions.tickLabels.last?.text == "100%", "\(fractions.tickLabels.map(\.text))")
        // Sums well past the whole, or values that are no percentages, keep a nice axis above them.
        let over = BarLayout(try context("type: bar\nstacked: yes\nunit: %\n---\nF | H | L\nA | 60 | 50\nB | 50 | 50\n"), width: .wide, diagnostics: &diagnostics)
        #expect(over.tickLabels.last?.text == "120%", "\(over.tickLabels.map(\.text))")
        let counts = BarLayout(try context("type: bar\nstacked: yes\n---\n" + rows), width: .wide, diagnostics: &diagnostics)
        #expect(counts.tickLabels.last?.text == "120", "\(counts.tickLabels.map(\.text))")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let bounded = render("type: bar\nstacked: yes\nunit: %\nmax: 101.3\n---\n" + rows)
        #expect(bounded.diagnostics.isEmpty, "19.6 + 27.6 + 54.1 is 101.3 as written: \(bounded.diagnostics)")
    }

    /// A survey's answers under a few wide bars: on up to five level lines, whole, rather than turned and cut.
    @Test func longLabelsUnderFewWideBarsTakeMoreLevelLines() throws {
        let body = """
            type: bar
            ---
            Answer | 2023 | 2022
            Using Rust has helped us achieve our goals | 79 | 72
            Adopting Rust has been challenging | 34 | 39
            Overall, adopting Rust has slowed down our team | 8 | 9
            Using Rust has been worth the cost of adoption | 65 | 60
            We're likely to use Rust again in the future | 77 | 75
            """
        var diagnostics: [Diagnostic] = []
        let wide = BarLayout(try context(body), width: .wide, diagnostics: &diagnostics)
        #expect(wide.categoryLabels.allSatisfy { $0.angle == 0 && $0.full == nil && $0.lines.count <= CategoryLabels.mostLevelLines })
        #expect(wide.categoryLabels.contains { $0.lines.count >= 3 })
        #expect(wide.categoryLabels[0].lines.joined(separator: " ") == "Using Rust has helped us achieve our goals")
        // Balanced: no line is more than about twice as wide as another of its label.
        for label in wide.categoryLabels where label.lines.count >= 3 {
            let widths = label.lines.map { TextWrap.width($0, size: CategoryLabels.size) }
            #expect(widths.min()! * 2.5 >= widths.max()!, "\(label.lines)")
        }
        #expect(wide.shortenedLabels.isEmpty && diagnostics.isEmpty)
        // On a phone the bands are too narrow for a column of words: turned, and where they must be, shortened,
        // with a warning that says how to give them room.
        let kind = BarKind()
        _ = kind.layouts(try context(body), widths: kind.widths, diagnostics: &diagnostics)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.message.contains("'orientation: horizontal'") && $0.message.contains("on a phone") })
        #expect(TextWrap.lines("one two", width: 500, atMost: 5, size: 13) == nil, "one line is no case for more")
        #expect(TextWrap.lines(String(repeating: "word ", count: 40), width: 60, atMost: 5, size: 13) == nil, "more than five")
    }

    /// Fitting is linear in a label's length (fuzz/corpus/chart holds a 200,000-character one,
    /// which the fuzz target's one-second watchdog guards).
    @Test(arguments: [false, true])
    func aLabelOfThousandsOfWordsIsShortenedToTwoLines(horizontal: Bool) throws {
        let label = Array(repeating: "word", count: 5_000).joined(separator: " ")
        let body = "type: bar\norientation: \(horizontal ? "horizontal" : "vertical")\n---\n\(label) | 3\nB | 2"
        var diagnostics: [Diagnostic] = []
        let layout = BarLayout(try context(body), width: .narrow, diagnostics: &diagnostics)
        let written = layout.categoryLabels[0]
        #expect(written.full == label)
        #expect(written.lines.last?.hasSuffix("…") == true)
        #expect(written.lines.joined().utf8.count < 200)
        #expect(layout.shortenedLabels.map(\.row) == [0])
        let kind = BarKind()
        _ = kind.layouts(try context(body), widths: kind.widths, diagnostics: &diagnostics)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("to fit;") == true, "shortened at every width")
    }

    @Test func thirtyBarsTurnTheirLabelsOrLieDownOnAPhone() throws {
        let body = "type: bar\n---\n" + (1...30).map { "Day \($0) | \($0)" }.joined(separator: "\n")
        var diagnostics: [Diagnostic] = []
        let wide = BarLayout(try context(body), width: .wide, diagnostics: &diagnostics)
        #expect(!wide.isHorizontal)
        #expect(wide.categoryLabels.allSatisfy { $0.angle == 90 && $0.full == nil })
        let narrow = BarLayout(try context(body), width: .narrow, diagnostics: &diagnostics)
        #expect(narrow.isHorizontal, "too many to label under bars 340 units wide")
        #expect(narrow.categoryLabels.count == 30)
        #expect(diagnostics.isEmpty, "the wide layout labels them, so the writer need not act")
    }

    @Test func tooManyBarsForAnyWidthSuggestHorizontalBars() throws {
        let body = "type: bar\n---\n" + (1...60).map { "Row \($0) | \($0)" }.joined(separator: "\n")
        var diagnostics: [Diagnostic] = []
        let wide = BarLayout(try context(body), width: .wide, diagnostics: &diagnostics)
        #expect(wide.isHorizontal)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("orientation: horizontal") == true)
    }

    /// Three years of monthly bars on a phone stay upright, in time order, labelled level at calendar steps
    /// (each January; every quarter when wide) rather than laid down three dozen rows long; each bar keeps its own name.
    @Test func barsOverMonthsAreLabelledAtCalendarSteps() throws {
        let months = (2021...2023).flatMap { year in (1...12).map { String(format: "%d-%02d", year, $0) } }
        let body = "type: bar\nunit: $\n---\nMonth | Sales\n" + months.enumerated().map { "\($1) | \(800 + $0 * 37)" }.joined(separator: "\n")
        var diagnostics: [Diagnostic] = []
        let narrow = BarLayout(try context(body), width: .narrow, diagnostics: &diagnostics)
        #expect(!narrow.isHorizontal)
        let labels = narrow.categoryLabels
        #expect(labels.allSatisfy { $0.angle == 0 && $0.lines.count == 1 })
        #expect(labels.map(\.text) == ["2021", "2022", "2023"], "each January on a phone: \(labels.map { ($0.text, $0.x) })")
        // Under the first bar of each step (the first moved just clear of the value axis's ticks), never touching the next label.
        let band = (narrow.plotRight - narrow.plotLeft) / Double(months.count)
        #expect(labels[0].x - TextWrap.width("2021", size: CategoryLabels.size) / 2 >= narrow.plotLeft - 6.01)
        #expect(abs(labels[1].x - (narrow.plotLeft + band * 12.5)) < 0.01)
        for (a, b) in zip(labels, labels.dropFirst()) {
            #expect(b.x - a.x >= (TextWrap.width(a.text, size: CategoryLabels.size) + TextWrap.width(b.text, size: CategoryLabels.size)) / 2)
        }
        #expect(narrow.marks.count == 36)
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        let wide = BarLayout(try context(body), width: .wide, diagnostics: &diagnostics)
        #expect(wide.categoryLabels.map(\.text).prefix(5) == ["2021", "Apr", "Jul", "Oct", "2022"], "every quarter when wide")
    }

    @Test func fortyFiveYearsOfBarsAreLabelledEveryFifthYear() throws {
        let body = "type: bar\nunit: %\n---\n" + (1980...2024).map { "\($0) | \(Double($0 % 9) + 0.5)" }.joined(separator: "\n")
        var diagnostics: [Diagnostic] = []
        let wide = BarLayout(try context(body), width: .wide, diagnostics: &diagnostics)
        #expect(!wide.isHorizontal)
        #expect(wide.categoryLabels.map(\.text) == ["1980", "1985", "1990", "1995", "2000", "2005", "2010", "2015", "2020"])
        #expect(diagnostics.isEmpty, "no warning that the bars were laid down: \(diagnostics.formatted())")
    }

    /// A missing month leaves its label out: May's bar does not say "Apr" because April has none.
    /// A year of days on a phone stays upright too, its bars thin, rather than 365 rows laid down.
    @Test func barsOverDatesNameOnlyTheTicksTheyHold() throws {
        let months = [1, 2, 3, 5, 6, 9, 10, 11, 12].map { "2024-\(String(format: "%02d", $0)) | \($0 * 3)" }
        var diagnostics: [Diagnostic] = []
        let narrow = BarLayout(try context("type: bar\n---\n" + months.joined(separator: "\n")), width: .narrow, diagnostics: &diagnostics)
        #expect(narrow.categoryLabels.map(\.text) == ["2024", "Oct"], "\(narrow.categoryLabels.map(\.text))")
        let days = (0..<365).map { day in
            let date = CalendarDate(days: Double(20089 + day))
            return String(format: "%d-%02d-%02d | %d", date.year, date.month, date.day, 1000 + day % 17 * 300)
        }
        let year = BarLayout(try context("type: bar\n---\n" + days.joined(separator: "\n")), width: .narrow, diagnostics: &diagnostics)
        #expect(!year.isHorizontal && year.marks.count == 365)
        #expect(year.categoryLabels.first?.text == "2025")
        #expect(diagnostics.isEmpty, "\(diagnostics.formatted())")
        // Yields written at each year's last day name their years, leap years too (2000-12-31 is 365 days after its tick).
        let yearEnds = (1984...2025).map { "\($0)-12-31 | \(Double($0 % 7) + 1.5)" }
        let yields = BarLayout(try context("type: bar\nunit: %\n---\n" + yearEnds.joined(separator: "\n")), width: .narrow, diagnostics: &diagnostics)
        #expect(yields.categoryLabels.map(\.text) == ["1990", "2000", "2010", "2020"], "\(yields.categoryLabels.map(\.text))")
    }

    /// With labels above horizontal bars on a phone, a line over the bars runs through the bars' centres, not the labels.
    @Test func aLineOverBarsWithLabelsAboveCrossesTheBars() throws {
        let body = "type: bar\norientation: horizontal\nlines: Target\n---\nTeam | Actual | Target\n"
            + "The team that builds the payments platform | 12 | 14\nThe team that answers the support queue at night | 9 | 8\n"
        var diagnostics: [Diagnostic] = []
        let narrow = BarLayout(try context(body), width: .narrow, diagnostics: &diagnostics)
        #expect(narrow.labelsAbove)
        let points = try #require(narrow.lines.first).points.compactMap { $0 }
        #expect(points.count == 2)
        for (point, mark) in zip(points, narrow.marks) {
            #expect(abs(point.across - (mark.across + mark.thickness / 2)) < 0.01, "\(point.across) against a bar at \(mark.across)")
        }
    }

    /// Dates newest first (as many tables list them) are categories in the order written: turned, not thinned.
    @Test func barsOverDatesOutOfOrderKeepEveryLabel() throws {
        let body = "type: bar\n---\n" + (2000...2023).reversed().map { "\($0)-06 | \($0 - 1990)" }.joined(separator: "\n")
        var diagnostics: [Diagnostic] = []
        let wide = BarLayout(try context(body), width: .wide, diagnostics: &diagnostics)
        #expect(wide.categoryLabels.count == 24)
        #expect(wide.categoryLabels.first?.text == "2023-06")
    }

    /// Ten survey answers on a phone: slanting them would need the plot moved right, which leaves bands too
    /// narrow to slant in, so they stand upright, and upright labels need no room left of the plot.
    @Test func uprightLabelsKeepThePlotBesideItsTicks() throws {
        let rows = ["Current stable version", "Previous stable version", "A specific version of stable Rust equal to or newer than 1.83",
            "A specific version of stable Rust older than 1.83", "Beta release", "Latest nightly", "A specific version of nightly",
            "Custom fork", "I don't know", "Other"]
        let body = "type: bar\n---\n" + rows.enumerated().map { "\($1) | \($0 + 1).5%" }.joined(separator: "\n")
        var diagnostics: [Diagnostic] = []
        let narrow = BarLayout(try context(body), width: .narrow, diagnostics: &diagnostics)
        #expect(!narrow.isHorizontal)
        #expect(narrow.categoryLabels.allSatisfy { $0.angle == 90 })
        let widestTick = narrow.tickLabels.map { TextWrap.width($0.text, size: BarLayout.tickSize) }.max() ?? 0
        #expect(narrow.plotLeft <= widestTick + 12.5, "the plot starts after its tick labels, not \(narrow.plotLeft) units in")
    }

    @Test(arguments: [false, true], [LayoutWidth.narrow, .wide])
    func categoryLabelsNeverOverlap(horizontal: Bool, width: LayoutWidth) throws {
        let rows = ["Nigeria", "Somalia", "Chad", "Central African Republic", "Sierra Leone", "Guinea", "South Sudan", "Mali", "Benin", "Burkina Faso"]
        let body = "type: bar\norientation: \(horizontal ? "horizontal" : "vertical")\n---\n" + rows.map { "\($0) | 100" }.joined(separator: "\n")
        var diagnostics: [Diagnostic] = []
        let layout = BarLayout(try context(body), width: width, diagnostics: &diagnostics)
        let labels = layout.categoryLabels
        let size = CategoryLabels.size
        #expect(labels.count == rows.count)
        func widest(_ label: AxisLabel) -> Double { label.lines.map { TextWrap.width($0, size: size) }.max() ?? 0 }
        for (a, b) in zip(labels, labels.dropFirst()) {
            if horizontal {
                #expect(b.y - a.y >= CategoryLabels.lineHeight * Double(max(a.lines.count, b.lines.count)))
            } else if a.angle == 45 {
                // Turned labels are parallel lines; their distance is the band times sin 45°.
                #expect((b.x - a.x) * 0.7071 >= CategoryLabels.lineHeight * Double(a.lines.count))
            } else if a.angle == 90 {
                #expect(b.x - a.x >= CategoryLabels.lineHeight * Double(a.lines.count))
            } else {
                let gap = (b.x - widest(b) / 2) - (a.x + widest(a) / 2)
                #expect(gap > 0, "\(a.text) / \(b.text)")
            }
        }
        for label in labels where label.full != nil {
            #expect(label.text.hasSuffix("…"))
        }
        // Labels stay inside the chart: left of the plot, or (turned) right of the chart's left edge.
        for label in labels {
            let reach = horizontal ? widest(label) : label.angle == 45 ? widest(label) * 0.7071 : label.angle == 0 ? widest(label) / 2 : 0
            #expect(label.x - reach >= -0.5, "\(label.text) at \(width)")
        }
    }

    @Test func sliceLabelsOnlyWhereTheyFit() throws {
        let layout = RadialLayout(try radial("type: donut\n---\nBig: 990\nTiny: 10"))
        #expect(layout.sliceLabels[0] == ["99%"])
        #expect(layout.sliceLabels[1] == nil)
        #expect(layout.legend.map(\.name) == ["Big", "Tiny"])
    }

    @Test func donutFiguresAgreeEverywhere() throws {
        let layout = RadialLayout(try radial("type: donut\nunit: $\n---\nHousing | 1120\nFood | 420\nTravel | 180\nFun | 290"))
        #expect(layout.names == ["Housing: $1,120, 56%", "Food: $420, 21%", "Travel: $180, 9%", "Fun: $290, 14%"])
        #expect(layout.legend.map(\.detail) == ["$1,120 · 56%", "$420 · 21%", "$180 · 9%", "$290 · 14%"])
        #expect(layout.shares == ["56%", "21%", "9%", "14%"])
        #expect(layout.table.footer?.name == "Total" && layout.table.footer?.cells == ["$2,010", "100%"])
        #expect(layout.inner == layout.outer * 0.62)
    }

    /// Slices written as percentages that make 100 say each figure once, as written.
    @Test func percentagesThatMakeAWholeAreTheShares() throws {
        let layout = RadialLayout(try radial("type: donut\n---\nYes: 45.5%\nNo: 30%\nMaybe: 24.5%"))
        #expect(layout.names == ["Yes: 45.5%", "No: 30%", "Maybe: 24.5%"])
        #expect(layout.legend.map(\.detail) == ["45.5%", "30%", "24.5%"])
        #expect(layout.sliceLabels[0] == ["45.5%"])
        #expect(layout.shares == nil && layout.table.columns.count == 1)
        // Percentages that do not make 100 (several answers each) keep their shares of the whole.
        let multiple = RadialLayout(try radial("type: pie\n---\nEmail: 80%\nChat: 60%"))
        #expect(multiple.legend.map(\.detail) == ["80% · 57%", "60% · 43%"])
    }

    @Test func textFitting() {
        #expect(TextMeasure.fit("Chad", width: 100, size: 13) == "Chad")
        let short = TextMeasure.fit("Central African Republic", width: 80, size: 13)
        #expect(short?.hasSuffix("…") == true)
        #expect(TextMeasure.width(short ?? "", size: 13) <= 80)
        #expect(TextMeasure.fit("Central", width: 2, size: 13) == nil)
    }

    private func pow10(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<abs(exponent) { value *= 10 }
        return exponent < 0 ? 1 / value : value
    }
}
