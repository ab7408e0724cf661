import Diagnostics
import Foundation
import Testing

@testable import Charts

@Suite struct LayoutTests {
    func context(_ body: String) throws -> ChartContext {
        let (spec, diagnostics) = SpecParser.parse(ChartBlock(body: body, path: "p.md", firstLine: 1, idSeed: "x"))
        #expect(!diagnostics.hasErrors)
        let parsed = try #require(spec)
        return ChartContext(
            spec: parsed, id: "c-test", format: ValueFormatter(style: .english, unit: parsed.options.unit, decimals: parsed.table.decimals),
            isStandalone: false)
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
    ])
    func barsStayInsideThePlot(body: String) throws {
        var diagnostics: [Diagnostic] = []
        let layout = BarLayout(try context(body), diagnostics: &diagnostics)
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

    /// A 328 px phone column scales a chart by 328 / width; 12 px text must stay at 10.5 px or more.
    @Test(arguments: [
        "type: bar\ny-axis: Steps\n---\nMon | 898\nTue | 670\nWed | 725\nThu | 439\nFri | 1232\nSat | 771\nSun | 365",
        "type: bar\nlabels: none\ny-axis: Steps\nx-axis: Day of the week\n---\nDay | First | Second\nMon | 898 | 812\nTue | 670 | 904\nWed | 725 | 760\nThu | 439 | 915\nFri | 1232 | 988\nSat | 771 | 702\nSun | 365 | 640",
        "type: bar\norientation: horizontal\nx-axis: Deaths before age five per 1,000 live births\n---\nNigeria | 117.2\nCentral African Republic | 110.0\nBurkina Faso | 87.5",
    ])
    func everydayBarChartsStayLegibleOnPhones(body: String) throws {
        var diagnostics: [Diagnostic] = []
        let layout = BarLayout(try context(body), diagnostics: &diagnostics)
        #expect(12 * 328 / layout.width >= 10.5, "laid out \(layout.width) wide")
        #expect(diagnostics.isEmpty, "no label is shortened: \(diagnostics.map(\.message))")
        if let title = layout.xTitle {
            let half = TextMeasure.width(title.text, size: BarLayout.tickSize, bold: true) / 2
            #expect(title.x - half >= 0 && title.x + half <= layout.width)
        }
    }

    @Test func manyCategoriesWidenTheChartUpToTheFullWidth() throws {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        let body = "type: bar\n---\n" + months.map { "\($0) | 100" }.joined(separator: "\n")
        var diagnostics: [Diagnostic] = []
        let layout = BarLayout(try context(body), diagnostics: &diagnostics)
        #expect(layout.width > BarLayout.narrowWidth && layout.width <= BarLayout.width)
        let few = BarLayout(try context("type: bar\n---\nA | 1\nB | 2"), diagnostics: &diagnostics)
        #expect(few.width == BarLayout.narrowWidth)
    }

    @Test(arguments: [false, true])
    func categoryLabelsNeverOverlap(horizontal: Bool) throws {
        let rows = ["Nigeria", "Somalia", "Chad", "Central African Republic", "Sierra Leone", "Guinea", "South Sudan", "Mali", "Benin", "Burkina Faso"]
        let body = "type: bar\norientation: \(horizontal ? "horizontal" : "vertical")\n---\n" + rows.map { "\($0) | 100" }.joined(separator: "\n")
        var diagnostics: [Diagnostic] = []
        let layout = BarLayout(try context(body), diagnostics: &diagnostics)
        let labels = layout.categoryLabels
        #expect(labels.count == rows.count)
        for (a, b) in zip(labels, labels.dropFirst()) {
            if horizontal {
                #expect(b.y - a.y >= BarLayout.categorySize)
            } else if a.isSlanted {
                // Slanted labels are parallel lines; their distance is the band times sin 40°.
                #expect((b.x - a.x) * BarLayout.slantSine >= BarLayout.categorySize)
                #expect(TextMeasure.width(a.text, size: BarLayout.categorySize) <= BarLayout.maximumSlantedWidth)
            } else {
                let gap = (b.x - TextMeasure.width(b.text, size: BarLayout.categorySize) / 2) - (a.x + TextMeasure.width(a.text, size: BarLayout.categorySize) / 2)
                #expect(gap > 0, "\(a.text) / \(b.text)")
            }
        }
        for label in labels where label.full != nil {
            #expect(label.text.hasSuffix("…"))
            #expect(label.full!.hasPrefix(String(label.text.dropLast())))
        }
        if horizontal {
            // Labels end left of the plot.
            #expect(labels.allSatisfy { $0.x - TextMeasure.width($0.text, size: BarLayout.categorySize) >= 0 })
        }
    }

    @Test func sliceLabelsOnlyWhereTheyFit() throws {
        let layout = RadialLayout(try context("type: donut\n---\nBig: 990\nTiny: 10"), isDonut: true)
        #expect(layout.sliceLabels[0] == ["99%"])
        #expect(layout.sliceLabels[1] == nil)
        #expect(layout.legend.map(\.name) == ["Big", "Tiny"])
    }

    @Test func donutFiguresAgreeEverywhere() throws {
        let layout = RadialLayout(try context("type: donut\nunit: $\n---\nHousing | 1120\nFood | 420\nTravel | 180\nFun | 290"), isDonut: true)
        #expect(layout.names == ["Housing: $1,120, 56%", "Food: $420, 21%", "Travel: $180, 9%", "Fun: $290, 14%"])
        #expect(layout.legend.map(\.detail) == ["$1,120 · 56%", "$420 · 21%", "$180 · 9%", "$290 · 14%"])
        #expect(layout.shares == ["56%", "21%", "9%", "14%"])
        #expect(layout.totalText == "$2,010")
        #expect(layout.inner == layout.outer * 0.62)
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
