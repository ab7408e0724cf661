import Diagnostics
import Testing

@testable import Charts

/// `format:` — one way of writing numbers for ticks, labels, names and the table.
@Suite struct NumberFormatTests {
    func formatter(_ format: NumberFormat, locale: String = "en", unit: String = "") -> ValueFormatter {
        ValueFormatter(style: NumberStyle(locale: locale), unit: unit, decimals: 0, format: format)
    }

    @Test(arguments: [
        (NumberFormat.compact, "en", 1_234.0, 0, "1.23k"), (.compact, "en", 987, 0, "987"), (.compact, "en", 12_500_000, 0, "12.5M"), (.compact, "en", 250_400, 0, "250k"),
        (.compact, "en", 1_200, 0, "1.2k"), (.compact, "en", 1_410_000_000, 0, "1.41B"), (.compact, "en", 1_430_000_000, 0, "1.43B"),
        (.compact, "de", 1_234, 0, "1,23\u{00A0}Tsd."),
        (.percent, "en", 0.38, 2, "38%"), (.percent, "en", 0.385, 3, "38.5%"), (.percent, "de", 0.38, 2, "38\u{00A0}%"),
        (.currency, "en", 1120, 0, "$1,120"), (.currency, "en", 3.5, 1, "$3.50"), (.currency, "de", 1120, 0, "1.120\u{00A0}€"),
        (.currency, "en-GB", 1120, 0, "£1,120"), (.currency, "fr", 1120, 0, "1\u{202F}120\u{00A0}€"),
        (.decimals(2), "en", 3, 0, "3.00"), (.decimals(0), "en", 2.6, 1, "3"),
        // Small values keep their digits, up to twelve decimals.
        (.plain, "en", 0.0000034, 7, "0.0000034"), (.plain, "de", -0.00000081, 8, "−0,00000081"), (.plain, "en", 1.5e-12, 12, "0.000000000002"),
    ])
    func valuesAreWrittenAsAsked(format: NumberFormat, locale: String, value: Double, written: Int, expected: String) {
        #expect(formatter(format, locale: locale).value(value, decimals: written) == expected)
    }

    /// A value a computation wrote (a pandas mean, `115.30081300813008`) is shown with four
    /// significant digits; one written by hand with up to six decimals (a coordinate) as written.
    /// One in scientific notation keeps every digit of its mantissa (`3.4E-06` is 0.0000034).
    @Test(arguments: [
        ("115.30081300813008", 1), ("12.345678912", 2), ("0.000123456789", 7), ("48.856613", 6), ("112.34375", 5), ("1234567.123456789", 1),
        ("0.00000001234567", 11), ("3.4E-06", 7), ("8.1e-7", 8), ("1.2e-5", 6), ("2.1e3", 0), ("5e-2", 2),
    ])
    func computedValuesAreShownReadably(text: String, decimals: Int) {
        guard case .number(_, let shown) = NumberParser.parse(text, unit: "") else {
            Issue.record("\(text) is a number")
            return
        }
        #expect(shown == decimals, "\(text)")
    }

    /// Changes written with their sign (`+2.3pp`) keep it where values are said: names, labels and
    /// the table; ticks and a block without a written `+` have none.
    @Test func valuesWrittenWithAPlusKeepIt() {
        let changes = render("type: bar\n---\nYear | Change\n2015 | +2.3pp\n2017 | -1.1pp\n2019 | +0.04pp\n2021 | 0pp\n")
        #expect(changes.diagnostics.isEmpty, "\(changes.diagnostics.formatted())")
        #expect(changes.html.contains("<title>2015, Change: +2.3pp</title>") && changes.html.contains("<title>2017, Change: −1.1pp</title>"), "\(changes.html)")
        #expect(changes.html.contains("<title>2019, Change: +0.04pp</title>") && changes.html.contains("<title>2021, Change: 0pp</title>"), "\(changes.html)")
        #expect(!changes.html.contains(">+2<") && !changes.html.contains(">+1<"), "ticks have no sign")
        let plain = render("type: bar\n---\nYear | Change\n2015 | 2.3\n2017 | -1.1\n")
        #expect(plain.html.contains("<title>2015, Change: 2.3</title>"))
        // A column of counts beside the changes wrote no sign: sales are no change (`Sales: +1,200` was written).
        let beside = render("type: bar\n---\nRegion | Sales | Growth\nNorth | 1200 | +5\nEast | 980 | -3\n")
        #expect(beside.html.contains("<title>North, Sales: 1,200</title>") && beside.html.contains("<title>North, Growth: 5</title>"), "\(beside.html)")
        // A column with no value above zero cannot say whether it would write one: the signs stay.
        let falling = render("type: bar\n---\nX | A | B\nQ1 | +2.3 | -1\nQ2 | -1.1 | -2\n")
        #expect(falling.html.contains("<title>Q1, A: +2.3</title>") && falling.html.contains("<title>Q1, B: −1</title>"))
    }

    @Test func aCurrencyUnitIsPlacedAsTheLocalePlacesIt() {
        #expect(formatter(.currency, locale: "de", unit: "$").value(1120, decimals: 0) == "1.120\u{00A0}$")
        #expect(formatter(.currency, locale: "en", unit: "€").value(1120, decimals: 0) == "€1,120")
    }

    @Test func ticksFollowTheFormat() {
        #expect(formatter(.percent).ticks([0, 0.25, 0.5], step: 0.25, decimals: 2) == ["0%", "25%", "50%"])
        #expect(formatter(.compact).ticks([0, 2000, 4000], step: 2000, decimals: 0) == ["0", "2k", "4k"])
        #expect(formatter(.decimals(1)).ticks([0, 5, 10], step: 5, decimals: 0) == ["0.0", "5.0", "10.0"])
        #expect(formatter(.currency).ticks([0, 500, 1000], step: 500, decimals: 0) == ["$0", "$500", "$1,000"])
    }

    @Test func theFormatReachesNamesTheTableAndTheAxis() {
        let chart = ChartEngine.figure(
            for: ChartBlock(body: "type: bar\nformat: percent\n---\nYes | 0.62\nNo | 0.38", path: "p.md", firstLine: 1, idSeed: "fmt"))
        #expect(chart.diagnostics.isEmpty)
        #expect(chart.html.contains("<title>Yes: 62%</title>"))
        #expect(chart.html.contains("<td>38%</td>"))
        #expect(chart.html.contains(">60%</text>"))
        let donut = ChartEngine.figure(
            for: ChartBlock(body: "type: donut\nformat: currency\n---\nRent | 1120\nFood | 420", path: "p.md", firstLine: 1, idSeed: "fmt2"),
            settings: ChartSettings(locale: "de"))
        #expect(donut.html.contains("<title>Rent: 1.120\u{00A0}€, 73\u{00A0}%</title>"), "\(donut.html.prefix(2000))")
    }

    /// `currency:` names the money by its code, sign or name; it is written as the page's language writes money.
    @Test(arguments: [
        ("EUR", "en", "Rent: €1,120"), ("EUR", "de", "Rent: 1.120\u{00A0}€"), ("eur", "en", "Rent: €1,120"), ("€", "fr", "Rent: 1\u{202F}120\u{00A0}€"),
        ("CHF", "en", "Rent: CHF\u{00A0}1,120"), ("CHF", "de", "Rent: 1.120\u{00A0}CHF"), ("euro", "en", "Rent: €1,120"), ("dollars", "en", "Rent: $1,120"),
        ("yes", "en-GB", "Rent: £1,120"), ("USD", "ja", "Rent: $1,120"),
    ])
    func theCurrencyKeyNamesTheMoney(written: String, locale: String, name: String) {
        let chart = ChartEngine.figure(
            for: ChartBlock(body: "type: bar\ncurrency: \(written)\n---\nRent | 1120\nFood | 420", path: "p.md", firstLine: 1, idSeed: "cur"),
            settings: ChartSettings(locale: locale))
        #expect(chart.diagnostics.isEmpty, "\(chart.diagnostics.formatted())")
        #expect(chart.html.contains("<title>\(name)</title>"), "\(written) in \(locale)")
    }

    @Test func aCurrencyThatNamesNoMoneyIsAWarningThatSaysHowToWriteOne() {
        let chart = ChartEngine.figure(for: ChartBlock(body: "type: bar\ncurrency: bitcoins\n---\nRent | 1120\nFood | 420", path: "p.md", firstLine: 1, idSeed: "cur"))
        #expect(chart.diagnostics.map(\.message) == [Messages.unreadableCurrency("bitcoins")])
        #expect(chart.diagnostics.first?.location?.column == 11)
        #expect(chart.html.contains("<title>Rent: 1,120</title>"))
        // `no` is no money and no mistake.
        let plain = ChartEngine.figure(for: ChartBlock(body: "type: bar\ncurrency: no\n---\nRent | 1120\nFood | 420", path: "p.md", firstLine: 1, idSeed: "cur"))
        #expect(plain.diagnostics.isEmpty && plain.html.contains("<title>Rent: 1,120</title>"))
    }

    /// A dollar named by its country (`US$1,200`, `A$ 950`), as international publications write
    /// it, is money: read, and written with its letters before the number. It was no number.
    @Test func aCountrysDollarIsMoney() {
        let chart = ChartEngine.figure(for: ChartBlock(body: "type: bar\n---\nA | US$1,200\nB | US$ 950\nC | (US$50)\n", path: "p.md", firstLine: 1, idSeed: "usd"))
        #expect(chart.diagnostics.isEmpty, "\(chart.diagnostics.formatted())")
        #expect(chart.html.contains("<title>A: US$\u{00A0}1,200</title>") || chart.html.contains("<title>A: US$ 1,200</title>"), "\(chart.html)")
        #expect(chart.html.contains("<td>US$\u{00A0}950</td>") || chart.html.contains("<td>US$ 950</td>"))
        #expect(chart.html.contains("C: −US$") || chart.html.contains("C: US$\u{00A0}−50") || chart.html.contains("C: US$ −50"), "accounting's negative: \(chart.html)")
        #expect(NumberParser.currencySign(in: "A$ 950") == "A$ " && NumberParser.currencySign(in: "$950") == "$" && NumberParser.currencySign(in: "ABC 12") == nil)
    }

    /// A whole amount as German-speaking countries write prices (`24.–`, `35,- €`) is that amount;
    /// a trailing minus after digits (`1.234,56-`, as accounting exports write a negative) is not read so.
    @Test func aDashWhereTheCentsWouldBeIsAWholeAmount() {
        let swiss = render("type: bar\n---\nCoffee | CHF 4.50\nLunch | CHF 24.–\nDinner | CHF 35.-\n")
        #expect(swiss.diagnostics.isEmpty, "\(swiss.diagnostics.formatted())")
        #expect(swiss.html.contains("<title>Lunch: 24 CHF</title>") && swiss.html.contains("<title>Dinner: 35 CHF</title>"), "\(swiss.html)")
        let euros = render("type: bar\n---\nA | 35,- €\nB | 12,50 €\n")
        #expect(euros.diagnostics.isEmpty && euros.html.contains("<title>A: €35</title>"), "\(euros.html)")
        if case .number(let value, _) = NumberParser.parse("24.–", unit: "") { #expect(value == 24) } else { Issue.record("24.– is 24") }
        if case .number = NumberParser.parse("5-", unit: "") { Issue.record("5- is no whole amount") }
    }
}
