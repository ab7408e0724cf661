import Foundation
import Testing

@testable import Charts

/// Golden files: every chart kind as a page figure and as a standalone SVG, compared byte for
/// byte; `RECORD_SNAPSHOTS=1 swift test` writes them anew (then review the diff, and look at them).
@Suite struct SnapshotTests {
    static let fixtures: [(name: String, body: String)] = [
        ("donut", "type: donut\ntitle: Spending, March\ndescription: Housing took more than half of the month.\nunit: $\n---\nHousing | 1120\nFood    | 420\nTravel  | 180\nFun     | 290"),
        ("pie", "type: pie\ntitle: Favourite colours\n---\nOrange: 10\nBlue: 20\nIndigo: 30\nPurple: 40\nCyan: 50\nTeal: 60"),
        ("bar", "type: bar\ntitle: Steps per day\n---\nMon | 898\nTue | 670\nWed | 725\nThu | 439\nFri | 1232\nSat | 771\nSun | 365"),
        ("bar-horizontal", "type: bar\norientation: horizontal\ntitle: Under-five mortality, 2019\nsource: UNICEF, 2019\nunit: \" per 1,000\"\n---\nNigeria | 117.2\nSomalia | 116.9\nChad | 113.7\nCentral African Republic | 110.0\nSierra Leone | 109.2\nGuinea | 98.8\nSouth Sudan | 96.2\nMali | 94.0\nBenin | 90.2\nBurkina Faso | 87.5"),
        ("bar-grouped", "type: bar\ntitle: Steps, two weeks\n---\n| Day | Week 1 | Week 2 |\n|---|---:|---:|\n| Mon | 898 | 1020 |\n| Tue | 670 | 840 |\n| Wed | 725 | 610 |\n| Thu | 439 | 980 |\n| Fri | 1232 | 1105 |\n| Sat | 771 | 1340 |\n| Sun | 365 | 520 |"),
        ("bar-stacked", "type: bar\nstacked: yes\nunit: \" h\"\ny-axis: Hours\n---\nDay | Social | Video | Work\nMon | 1.5 | 2 | 3\nTue | 1 | 1.5 | 4\nWed | 2 | 2.5 | 2.5"),
        ("bar-negative", "type: bar\nunit: €\nx-axis: Month\n---\nJan: 420\nFeb: -180\nMar: 260\nApr: -75"),
        ("donut-empty", "type: donut\n---\nA: 0\nB: 0"),
        ("line", "type: line\ntitle: Steps in March\ny-axis: Steps\nrule: 10000 Daily goal\n---\n| Day | Steps |\n| 2026-03-01 | 6100 |\n| 2026-03-02 | 9850 |\n| 2026-03-03 | 8400 |\n| 2026-03-04 | - |\n| 2026-03-05 | 7300 |\n| 2026-03-07 | 11020 |\n| 2026-03-08 | 4300 |"),
        ("line-series", "type: line\ncurve: monotone\nband: 2021 2022 Lockdowns\n---\nYear | Rent | Food\n2019 | 820 | 410\n2020 | 850 | 455\n2021 | 860 | 470\n2022 | 910 | 530\n2023 | 980 | 560"),
        ("area-stacked", "type: area\nstacked: yes\nunit: $\ncurve: step\n---\nMonth | Housing | Food | Fun\n2025-01 | 1120 | 400 | 260\n2025-02 | 1120 | 380 | 310\n2025-03 | 1150 | 420 | 240\n2025-04 | 1150 | 395 | 280"),
        ("histogram", "type: histogram\ntitle: Commute times\nunit: \" min\"\n---\nminutes\n12\n18.5\n22\n24\n25.5\n27\n31\n33\n34\n38.5\n41\n47\n55"),
        ("scatter", "type: scatter\ntitle: Steps against sleep\n---\n| Night | Sleep (h) | Steps | Day |\n| Mon | 6.2 | 7400 | Weekday |\n| Tue | 7.5 | 9100 | Weekday |\n| Sat | 8.4 | 12050 | Weekend |\n| Sun | 5.9 | 4300 | Weekend |"),
    ]

    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    }

    @Test(arguments: fixtures.map(\.name))
    func matchesGoldenFiles(name: String) throws {
        let body = try #require(Self.fixtures.first { $0.name == name }?.body)
        let block = ChartBlock(body: body, path: "content/posts/\(name).md", firstLine: 5, idSeed: "content/posts/\(name).md#0")
        let figure = ChartEngine.figure(for: block)
        let standalone = ChartEngine.standaloneSVG(for: block)
        #expect(!figure.diagnostics.hasErrors)
        try compare(figure.html + "\n", to: "\(name).html")
        try compare(standalone.html, to: "\(name).svg")
    }

    /// A page's chart and its image are made in one call, the image's marks copied from the
    /// figure's widest drawing: both must be exactly what each call makes alone.
    @Test(arguments: fixtures.map(\.name))
    func theImageMadeWithTheFigureIsTheStandaloneSVG(name: String) throws {
        let body = try #require(Self.fixtures.first { $0.name == name }?.body)
        let block = ChartBlock(body: body, path: "content/posts/\(name).md", firstLine: 5, idSeed: "content/posts/\(name).md#0")
        let both = ChartEngine.figure(for: block, withImage: true)
        let image = try #require(both.image)
        #expect(both.html == ChartEngine.figure(for: block).html)
        #expect(image.svg == ChartEngine.standaloneSVG(for: block).html)
    }

    private func compare(_ actual: String, to file: String) throws {
        let url = Self.folder.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(file); run RECORD_SNAPSHOTS=1 swift test --filter ChartsTests")
            return
        }
        #expect(actual == expected, "\(file) differs from its golden file; re-record with RECORD_SNAPSHOTS=1 if the change is intended")
    }
}
