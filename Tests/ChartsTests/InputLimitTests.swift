import Diagnostics
import Foundation
import Testing

@testable import Charts

/// Input that used to crash the engine or flood the terminal: huge values, huge lines,
/// thousands of mistakes, characters XML forbids.
@Suite struct InputLimitTests {
    @Test(arguments: [
        "type: bar\n---\nA | 1.7976931348623157e308\n",
        "type: bar\n---\nA | 1e308\nB | -1e308\n",
        "type: bar\norientation: horizontal\n---\nA | 9e300\n",
        "type: bar\nstacked: yes\n---\nDay | x | y\nMon | 1e16 | 1e16\n",
        "type: pie\n---\nA | 1e300\nB | 1e300\n",
    ])
    func hugeValuesAreErrorsNotCrashes(body: String) {
        let result = render(body)
        #expect(result.html.isEmpty)
        #expect(result.diagnostics.errors.contains { $0.message.contains("is too large to chart") })
    }

    @Test func hugeRangeOptionsAreIgnoredWithAWarning() {
        let result = render("type: bar\nmin: -1e308\nmax: 1e308\n---\nA | 5\n")
        #expect(!result.html.isEmpty)
        #expect(isWellFormed(result.html))
        #expect(result.diagnostics.warnings.count == 2)
        #expect(result.diagnostics.allSatisfy { $0.message.contains("is beyond ±1,000,000,000,000,000") })
    }

    @Test func theLargestAllowedValuesStillDraw() {
        let result = render("type: bar\n---\nA | 1e15\nB | -1e15\nC | 0.000001\n")
        #expect(!result.html.isEmpty)
        #expect(isWellFormed(result.html))
    }

    @Test func tinyValuesDraw() {
        let result = render("type: bar\n---\nA | 1e-300\nB | 2e-300\n")
        #expect(!result.html.isEmpty)
        #expect(isWellFormed(result.html))
    }

    @Test func aLongLineOfBadColoursGivesABoundedReport() {
        let colors = (0..<20_000).map { "nope\($0)" }.joined(separator: ", ")
        let result = render("type: bar\ncolors: \(colors)\n---\nA | 1\n")
        #expect(!result.html.isEmpty)
        #expect(result.diagnostics.count == ChartEngine.diagnosticsPerBlock + 1)
        #expect(result.diagnostics.last?.message == "… and 19,980 more in this chart block; fix the ones above first")
        let printed = result.diagnostics.formatted()
        #expect(printed.utf8.count < 10_000)
        for diagnostic in result.diagnostics {
            #expect((diagnostic.sourceLine?.count ?? 0) <= SourceExcerpt.width + 2)
        }
    }

    @Test func theExcerptKeepsTheCaretUnderTheMistake() throws {
        let colors = Array(repeating: "#336699", count: 2_000).joined(separator: ", ")
        let result = render("type: bar\ncolors: \(colors), wrong\n---\nA | 1\n")
        let last = try #require(result.diagnostics.first { $0.message.hasPrefix("'wrong'") })
        let excerpt = try #require(last.excerpt)
        #expect(excerpt.text.hasPrefix("…"))
        let caret = excerpt.text.index(excerpt.text.startIndex, offsetBy: excerpt.caretIndent)
        #expect(excerpt.text[caret...].hasPrefix("wrong"))
    }

    @Test func aColumnTitleOfOverAThousandCharactersIsAnErrorAtItsPlace() throws {
        // Found by the fuzzer: a 112,000-character column title, written into each of 630 marks' names,
        // made a 10 MB figure. A long row label stays allowed (it is written a fixed number of times).
        let long = String(repeating: "a ", count: 600) + "end"
        let result = render("type: bar\n---\nDay | \(long)\nMon | 1\n")
        let error = try #require(result.diagnostics.errors.first)
        #expect(result.html.isEmpty)
        #expect(error.message.contains("1,203 characters, more than the 1,000"))
        #expect(error.location?.line == 12 && error.location?.column == 7, "\(String(describing: error.location))")
        #expect(!render("type: bar\n---\nDay | \(String(repeating: "é", count: 1000))\nMon | 1\n").html.isEmpty)
    }

    /// Found by the fuzzer: the messages that name titles as an example (`columns: A, B`) wrote a
    /// 29,000-character label title out in full.
    @Test func messagesThatSuggestColumnsShortenTheTitlesTheyName() {
        // A label column's title has no limit; a value column's may have 1,000 characters.
        let long = String(repeating: "a ", count: 14_000)
        let title = String(repeating: "b", count: 990)
        let bodies = [
            "type: bar\n---\n\(long) | B | C\nx | 1 | 2 | 3\ny | 4 | 5 | 6\n",
            "type: line\n---\n\(long) | \(title) | \(title)\nx | 1 | 2\nx | 3 | 4\n",
            "type: bar\n---\n\(long) | Code | " + (1...40).map { "\(title)\($0)" }.joined(separator: " | ") + "\n"
                + "x | A | " + (1...40).map(String.init).joined(separator: " | ") + "\ny | B | " + (1...40).map(String.init).joined(separator: " | ") + "\n",
        ]
        for body in bodies {
            let result = render(body)
            #expect(!result.diagnostics.isEmpty)
            #expect(result.diagnostics.allSatisfy { $0.formatted().utf8.count < 4000 }, "\(result.diagnostics.map { $0.formatted().utf8.count })")
        }
    }

    @Test func aHugeHeaderLineAndTenThousandBadRowsStayBounded() {
        var body = "type: bar\n" + String(repeating: "x", count: 100_000) + "\n---\n"
        for index in 0..<10_000 { body += "R\(index) | nine\n" }
        let result = render(body)
        #expect(result.diagnostics.count == ChartEngine.diagnosticsPerBlock + 1)
        #expect(result.diagnostics.last?.message.hasPrefix("… and 9,98") == true)
        #expect(result.diagnostics.formatted().utf8.count < 10_000)
        #expect(result.diagnostics.allSatisfy { $0.message.count < 400 })
    }

    @Test(arguments: ["\u{1B}[31mred\u{1B}[0m", "odd\u{FFFE}", "odd\u{FFFF}", "bell\u{07}"])
    func charactersXMLForbidsAreDropped(text: String) {
        let body = "type: donut\ntitle: \(text)\ndescription: \(text)\nsource: \(text)\n---\n\(text) | 1\nB | 2\n"
        for result in [render(body), ChartEngine.standaloneSVG(for: ChartBlock(body: body, path: "a.md", firstLine: 1, idSeed: "a"))] {
            #expect(!result.html.isEmpty)
            #expect(isWellFormed(result.html))
            #expect(!result.html.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0xFFFE || $0.value == 0xFFFF || $0.value == 7 })
        }
    }
}
