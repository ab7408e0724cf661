import Testing

@testable import Charts

@Suite struct SVGWriterTests {
    /// What `number` must write, spelled out the slow way: one decimal, half away from zero, no `.0`.
    private func expected(_ value: Double) -> String {
        let scaled = value * 10
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "0" }
        let units = Int(scaled + (scaled < 0 ? -0.5 : 0.5))
        let magnitude = units.magnitude
        let fraction = magnitude % 10
        return (units < 0 ? "-" : "") + "\(magnitude / 10)" + (fraction == 0 ? "" : ".\(fraction)")
    }

    @Test func numbersHaveOneDecimalAtMost() {
        var values: [Double] = [0, -0.0, 0.04, -0.04, 0.05, -0.05, 9.95, 99.95, 999.95, 9999.95, 1e14 - 0.5, -1e14 + 0.5, 1e15, .nan, .infinity]
        var generator = SystemRandomNumberGenerator()
        for magnitude in [1.0, 10, 100, 1000, 10_000, 1e6, 1e9, 1e13] {
            for _ in 0..<300 { values.append(Double.random(in: -magnitude...magnitude, using: &generator)) }
        }
        for value in values {
            var writer = SVGWriter(capacity: 8)
            writer.number(value)
            #expect(writer.string == expected(value), "\(value)")
        }
        // Every whole number up to five digits: each pair of the digit table is used.
        var whole = SVGWriter(capacity: 8)
        var wholeExpected = ""
        for number in 0..<12_000 {
            whole.number(Double(number))
            whole += " "
            wholeExpected += "\(number) "
        }
        #expect(whole.string == wholeExpected)
        var writer = SVGWriter(capacity: 8)
        writer.point(-12.34, 1234.56)
        writer += " "
        writer.integer(Int.min)
        writer += " "
        writer.integer(1_234_567)
        #expect(writer.string == "-12.3,1234.6 -9223372036854775808 1234567")
    }

    @Test func everyASCIICharacterIsEscapedAsXMLNeeds() {
        let special: [UInt8: String] = [38: "&amp;", 60: "&lt;", 62: "&gt;", 34: "&quot;", 39: "&#39;", 9: " "]
        for byte in UInt8(0)..<128 {
            let text = "a" + String(UnicodeScalar(byte)) + "b"
            var writer = SVGWriter(capacity: 8)
            writer.escaped(text)
            let middle = special[byte] ?? (byte < 32 ? "" : String(UnicodeScalar(byte)))
            #expect(writer.string == "a" + middle + "b", "byte \(byte)")
        }
    }

    @Test func onlyTheNonASCIISpanIsValidatedSlowly() {
        var writer = SVGWriter(capacity: 8)
        writer += "<a>"
        writer.escaped("Café & <b> · 中文")
        writer += "</a><b>"
        writer.raw("·")
        writer += "</b>"
        #expect(writer.string == "<a>Café &amp; &lt;b&gt; · 中文</a><b>·</b>")
    }

    @Test func manyScatteredNonASCIISpansMakeTheSameString() {
        // Spans near and far apart, more of them than are kept apart (the rest join the last one),
        // characters of one to four bytes, escaped and raw: the string is the bytes, in order.
        var writer = SVGWriter(capacity: 8)
        var expected = ""
        let words = ["é", "中文", "🙂", "·", "Zürich", "São Paulo", "Ω"]
        for index in 0..<60 {
            let filler = String(repeating: "x", count: [0, 3, 255, 256, 300, 1000][index % 6])
            writer += "<t>"
            writer.raw(filler)
            let word = words[index % words.count]
            if index.isMultiple(of: 2) { writer.escaped(word + " & " + word) } else { writer.raw(word) }
            writer += "</t>"
            expected += "<t>" + filler + (index.isMultiple(of: 2) ? word + " &amp; " + word : word) + "</t>"
        }
        #expect(writer.string == expected)
        #expect(writer.string.utf8.count == writer.byteCount)
    }
}
