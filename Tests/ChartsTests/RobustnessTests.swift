import Diagnostics
import Testing

@testable import Charts

/// Bad input never crashes: random blocks built from the characters that matter to the parser.
@Suite struct RobustnessTests {
    static let pieces = [
        "type: ", "pie", "donut", "bar", "\n", "\r\n", "---", "|", ":", "\"", "#", "-", " ", "\t", "1", "0", "9,999",
        "1,5", ".", "e", "%", "$", "inf", "nan", "−", "Zürich", "שלום", "☕️", "orientation: horizontal\n", "stacked: yes\n",
        "min: 5\n", "max: -5\n", "inner-radius: 0.9\n", "labels: both\n", "colors: #fff, nope\n", "unit: h\n", "1e308", "<>&",
    ]

    @Test func randomBlocksNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<1500 {
            var body = ["type: pie\n---\n", "type: donut\n---\n", "type: bar\n---\n", ""][round % 4]
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                body += Self.pieces.randomElement(using: &generator)!
            }
            let block = ChartBlock(body: body, path: "fuzz.md", firstLine: 1, idSeed: "fuzz")
            let figure = ChartEngine.figure(for: block)
            let standalone = ChartEngine.standaloneSVG(for: block)
            // Either markup or an error, never both and never neither.
            #expect(figure.html.isEmpty == figure.diagnostics.hasErrors, "\(body)")
            #expect(standalone.html.isEmpty == standalone.diagnostics.hasErrors)
            for diagnostic in figure.diagnostics {
                #expect((diagnostic.location?.line ?? 0) >= 1)
                #expect((diagnostic.location?.column ?? 0) >= 1)
            }
            if !figure.html.isEmpty { #expect(isWellFormed(figure.html), "\(body)") }
        }
    }

    @Test(arguments: [
        "type: bar\n---\nA: 1e15\nB: -1e15",
        "type: bar\nmin: 10\nmax: 5\n---\nA: 7",
        "type: bar\n---\nA: 0.0000001\nB: 0.0000002",
        "type: donut\ninner-radius: 0.9\n---\nA: 1\nB: 1000000",
        "type: pie\n---\nA: 1\nB: 0\nC: 0",
        "type: bar\nstacked: yes\n---\nDay | A | B\nMon | - | -\nTue | 0 | 0",
        "type: bar\norientation: horizontal\nx-axis: hidden\ny-axis: hidden\n---\nA: 1",
        "type: bar\n---\n" + String(repeating: "Row: 1\n", count: 300),
    ])
    func extremeButValidInput(body: String) {
        let result = render(body)
        #expect(!result.html.isEmpty)
        #expect(isWellFormed(result.html))
    }
}
