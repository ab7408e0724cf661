import Testing

@testable import Charts

@Suite struct FormatTests {
    @Test(arguments: [
        ("en", 1120.0, 0, "1,120"), ("en", 0.5, 1, "0.5"), ("en", 1_234_567.891, 2, "1,234,567.89"),
        ("en", -1120, 0, "−1,120"), ("en", -0.04, 1, "0.0"), ("en", 999, 0, "999"), ("en", 2.5, 0, "3"),
        ("de", 1120, 0, "1.120"), ("de", 1120.5, 1, "1.120,5"), ("de-CH", 1120, 0, "1’120"),
        ("fr", 1120.5, 1, "1\u{202F}120,5"), ("es", 1120, 0, "1120"), ("es", 11200, 0, "11.200"),
        ("xx", 1120, 0, "1,120"), ("en-GB", 1120, 0, "1,120"),
        ("en", 0.05, 2, "0.05"), ("en", 1234.000001, 6, "1,234.000001"), ("de", -1234.5678, 3, "−1.234,568"),
        ("en", 8_999_999_999_999_999, 0, "8,999,999,999,999,999"), ("en", 1e17, 0, "1e+17"), ("en", -1e17, 0, "−1e+17"),
        // Too large for all its decimal places: as many as fit, grouped (was Swift's `1000000000000000.0`).
        ("de", 1e15, 2, "1.000.000.000.000.000"), ("en", 2.5e14, 2, "250,000,000,000,000.0"),
        ("en", .nan, 0, "NaN"), ("en", -.infinity, 0, "−∞"), ("en", .infinity, 2, "∞"),
    ])
    func numbersPerLocale(locale: String, value: Double, decimals: Int, expected: String) {
        #expect(NumberStyle(locale: locale).format(value, decimals: decimals) == expected)
    }

    @Test(arguments: [
        // Below the largest's unit, a tick in its own when the step is whole there (as spreadsheets and d3 write them).
        ("en", "", [0, 5e8, 1e9, 1.5e9, 2e9], 5e8, ["0", "500M", "1B", "1.5B", "2B"]),
        ("en", "", [0, 2e5, 4e5, 6e5, 8e5, 1e6], 2e5, ["0", "200k", "400k", "600k", "800k", "1M"]),
        ("en", "", [-2.5e5, 0, 2.5e5, 5e5, 7.5e5, 1e6], 2.5e5, ["−250k", "0", "250k", "500k", "750k", "1M"]),
        ("en", "$", [-5e6, 0, 5e6, 1e7], 5e6, ["−$5M", "$0", "$5M", "$10M"]),
        ("en", "", [0, 5000, 10000, 15000, 20000, 25000], 5000, ["0", "5k", "10k", "15k", "20k", "25k"]),
        ("en", "", [0, 2000, 4000, 6000, 8000], 2000, ["0", "2,000", "4,000", "6,000", "8,000"]),
        ("en", "%", [0, 2e4], 1e4, ["0%", "20k%"]),
        ("de", "", [0, 1e6, 2e6], 1e6, ["0", "1\u{00A0}Mio.", "2\u{00A0}Mio."]),
        ("fr", "", [0, 2.5e9, 5e9], 2.5e9, ["0", "2,5\u{00A0}Md", "5\u{00A0}Md"]),
        ("en", "", [0, 1e12, 2e12], 1e12, ["0", "1T", "2T"]),
    ] as [(String, String, [Double], Double, [String])])
    func largeTicksAreCompact(locale: String, unit: String, ticks: [Double], step: Double, expected: [String]) {
        let format = ValueFormatter(style: NumberStyle(locale: locale), unit: unit, decimals: 0)
        #expect(format.ticks(ticks, step: step, decimals: 0) == expected)
    }

    @Test func aShareThatRoundsToZeroReadsLessThanOnePercent() {
        let html = render("type: pie\n---\nBig | 100000\nTiny | 1\nNone | 0\n").html
        #expect(html.contains("<title>Tiny: 1, &lt;1%</title>"))
        #expect(html.contains("None: 0, 0%."))
        let bars = render("type: bar\nlabels: percent\n---\nBig | 100000\nTiny | 1\n").html
        #expect(bars.contains("&lt;1%"))
    }

    @Test func unitsArePrefixesOrSuffixes() {
        let dollars = ValueFormatter(style: .english, unit: "$", decimals: 0)
        #expect(dollars.value(1120) == "$1,120")
        #expect(dollars.value(-5) == "−$5")
        #expect(ValueFormatter(style: .english, unit: " per 1,000", decimals: 1).value(117.2) == "117.2 per 1,000")
        #expect(ValueFormatter(style: .english, unit: " h", decimals: 0).value(3) == "3 h")
        #expect(ValueFormatter(style: .english, unit: "%", decimals: 0).value(56) == "56%")
        #expect(ValueFormatter(style: NumberStyle(locale: "de"), unit: "€", decimals: 0).value(1120) == "€1.120")
        #expect(ValueFormatter(style: NumberStyle(locale: "de"), unit: "%", decimals: 1).value(56) == "56,0\u{00A0}%")
        #expect(dollars.value(-.infinity) == "−$∞")
        #expect(dollars.value(.nan) == "$NaN")
        #expect(dollars.tick(-5, decimals: 1) == "−$5.0")
        #expect(ValueFormatter(style: .english, unit: "%", decimals: 0).tick(50, decimals: 0) == "50%")
        #expect(ValueFormatter(style: .english, unit: " h", decimals: 0).tick(1500, decimals: 0) == "1,500")
        let longUnit = String(repeating: " steps and more", count: 40)
        #expect(ValueFormatter(style: .english, unit: longUnit, decimals: 2).value(-1) == "−1.00" + longUnit)
    }

    /// Where the largest bar is millions, its neighbours' thousands are written compactly too
    /// ("2.1M" beside "523k", not beside "522,969"); names and the table keep every digit, and a
    /// chart of thousands keeps them on its bars.
    @Test func barsBesideMillionsWriteThousandsCompactly() {
        let cities = render("type: bar\n---\nParis: 2 148 271\nLyon: 522 969\nMarseille: 873 076\nVillage: 950\n").html
        let onBars = cities.components(separatedBy: "class=\"bar-value").dropFirst().compactMap { $0.split(separator: ">").dropFirst().first?.split(separator: "<").first }
        // Each layout (wide and narrow) writes them.
        #expect(onBars.prefix(4) == ["2.1M", "523k", "873k", "950"], "\(onBars)")
        #expect(cities.contains("<title>Lyon: 522,969</title>"))
        #expect(render("type: bar\n---\nLyon: 522 969\nNice: 342 669\n").html.contains(">522,969</text>"))
    }

    /// Compact values on bars tell different values apart: 5.35M and 5.41M are not both "5.4M".
    /// Three digits where one decimal would merge them, every digit where three would too.
    @Test func barsDoNotWriteDifferentValuesAlike() {
        func onBars(_ rows: String) -> [String] {
            let html = render("type: bar\n---\n" + rows).html
            return Array(html.components(separatedBy: "class=\"bar-value").dropFirst().compactMap { $0.split(separator: ">").dropFirst().first?.split(separator: "<").first.map(String.init) }.prefix(4))
        }
        #expect(onBars("A: 5300000\nB: 5350000\nC: 5320000\nD: 5410000\n") == ["5.3M", "5.35M", "5.32M", "5.41M"])
        #expect(onBars("A: 5300000\nB: 5301000\nC: 5320000\nD: 5410000\n") == ["5,300,000", "5,301,000", "5,320,000", "5,410,000"])
        // Values one decimal tells apart keep it; the same value twice is no merge.
        #expect(onBars("A: 5300000\nB: 6400000\nC: 5300000\nD: 12000000\n") == ["5.3M", "6.4M", "5.3M", "12M"])
    }

    @Test func percentagesSumToExactlyOneHundred() {
        #expect(Percentages.largestRemainder([1120, 420, 180, 290]) == [56, 21, 9, 14])
        #expect(Percentages.largestRemainder([1, 1, 1]) == [34, 33, 33])
        #expect(Percentages.largestRemainder([10, 20, 30, 40, 50, 60]) == [5, 9, 14, 19, 24, 29])
        #expect(Percentages.largestRemainder([0, 0]) == [0, 0])
        #expect(Percentages.largestRemainder([5, -3, .nan]) == [100, 0, 0])
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let values = (0..<Int.random(in: 1...50, using: &generator)).map { _ in Double.random(in: 0...1000, using: &generator) }
            let shares = Percentages.largestRemainder(values)
            #expect(shares.reduce(0, +) == 100)
            #expect(shares.allSatisfy { $0 >= 0 })
        }
    }

    @Test func contrastPicksReadableText() {
        for color in Palette.colors {
            let text = color.textColor
            #expect(color.contrast(with: text) >= 4.5, "\(color.hex)")
        }
        #expect(Color(hex: 0x0072B2).textColor == .white)
        #expect(Color(hex: 0xF0E442).textColor == .black)
    }

    @Test func stableIDs() {
        #expect(StableID.id(for: "posts/a.md#0") == StableID.id(for: "posts/a.md#0"))
        #expect(StableID.id(for: "posts/a.md#0") != StableID.id(for: "posts/a.md#1"))
        // FNV-1a of the empty string is its offset basis.
        #expect(StableID.id(for: "") == "c-811c9dc5")
    }
}

@Suite struct TickSpacingTests {
    /// The tick labels of a rendered bar chart, with their x positions.
    private func ticks(in html: String) -> [(x: Double, text: String)] {
        guard let start = html.range(of: "<g class=\"ticks\""), let end = html[start.upperBound...].range(of: "</g>") else { return [] }
        let group = html[start.upperBound..<end.lowerBound]
        return group.components(separatedBy: "<text x=\"").dropFirst().compactMap { piece in
            guard let quote = piece.firstIndex(of: "\""), let x = Double(piece[..<quote]),
                let open = piece.firstIndex(of: ">"), let close = piece.firstIndex(of: "<")
            else { return nil }
            return (x, String(piece[piece.index(after: open)..<close]))
        }
    }

    @Test(arguments: [
        "type: bar\norientation: horizontal\nunit: %\n---\nCentral African Republic | 83\nSomalia | 100\nChad | 7\n",
        "type: bar\norientation: horizontal\nunit: $\n---\nA very long category label here | 1802466\nB | 12\n",
        "type: bar\norientation: horizontal\n---\nNigeria | 117.2\nSomalia | 116.9\nCentral African Republic | 110\n",
    ])
    func horizontalTickLabelsNeverTouch(body: String) throws {
        let labels = ticks(in: render(body).html)
        #expect(labels.count >= 2)
        for (left, right) in zip(labels, labels.dropFirst()) {
            let room = right.x - left.x
            let needed = (TextMeasure.width(left.text, size: 12) + TextMeasure.width(right.text, size: 12)) / 2
            #expect(room >= needed + 4, "\(left.text) and \(right.text) are \(room) apart")
        }
    }
}
