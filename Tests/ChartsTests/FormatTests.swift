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
        ("en", .nan, 0, "NaN"), ("en", -.infinity, 0, "−∞"), ("en", .infinity, 2, "∞"),
    ])
    func numbersPerLocale(locale: String, value: Double, decimals: Int, expected: String) {
        #expect(NumberStyle(locale: locale).format(value, decimals: decimals) == expected)
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
        for color in Palette.okabeIto {
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
