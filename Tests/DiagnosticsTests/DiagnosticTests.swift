import Testing

@testable import Diagnostics

@Test func formatsLikeACompiler() {
    let d = Diagnostic.error(
        "\"nine\" is not a number (row \"Reading\")",
        at: SourceLocation(path: "content/posts/week.md", line: 42, column: 12),
        sourceLine: "Reading  | nine")
    #expect(
        d.formatted() == """
            content/posts/week.md:42:12: error: "nine" is not a number (row "Reading")
                Reading  | nine
                           ^
            """)
}

@Test func sortsByFileThenLine() {
    let later = Diagnostic.warning("b", at: .init(path: "a.md", line: 9))
    let earlier = Diagnostic.error("a", at: .init(path: "a.md", line: 2))
    #expect([later, earlier].formatted() == "a.md:2:1: error: a\na.md:9:1: warning: b")
    #expect([later, earlier].hasErrors)
}

@Test(arguments: [("dougnut", "donut"), ("pi", "pie"), ("bra", "bar"), ("zzzzzz", nil)])
func suggestsTheNearestWord(typo: String, expected: String?) {
    #expect(nearestMatch(to: typo, among: ["pie", "donut", "bar"]) == expected)
}

@Test(arguments: [
    ("kitten", "sitting", 3), ("bar", "bra", 1), ("", "abc", 3), ("abc", "", 3), ("café", "cafe", 1),
    ("descripton", "description", 1), ("ca", "abc", 3), ("same", "same", 0), ("abcdef", "badcfe", 3),
])
func editDistancesCountASwapAsOneEdit(a: String, b: String, distance: Int) {
    #expect(editDistance(a, b) == distance)
    #expect(editDistance(b, a) == distance)
}

/// As `site build` and `site serve` print them: errors first; one repeated word for word once,
/// an error with every other place on a line of its own, a warning with the others on one line,
/// and warnings past the limit counted.
@Test func theTerminalShowsARepeatedDiagnosticOnce() {
    let places = (1...3).map { SourceLocation(path: "content/p\($0).md", line: 5, column: 5) }
    let diagnostics =
        places.map { Diagnostic.warning("no alt text", at: $0) } + places.reversed().map { Diagnostic.error("unknown shortcode 'imgtxt'", at: $0) }
        + [.warning("last one", at: .init(path: "z.md", line: 1))]
    let (text, hidden) = diagnostics.formattedForTerminal(colored: false, warningLimit: 1)
    #expect(
        text == """
            content/p1.md:5:5: error: unknown shortcode 'imgtxt'
                … the same in 2 more places:
                content/p2.md:5:5
                content/p3.md:5:5
            content/p1.md:5:5: warning: no alt text
                … the same in 2 more places: content/p2.md:5, content/p3.md:5
            """)
    #expect(hidden == 1)
}

/// Messages on a long line: each counts its column and cuts its excerpt as one message alone on
/// the line would, in whatever order they are asked for.
@Test func manyMessagesOnOneLongLineKeepTheirColumnsAndExcerpts() throws {
    let line = String(repeating: "é[a](b.md) ", count: 300) + "👩🏽‍💻 [end](x.md)"
    let text = "first line\r\n" + line + "\r\nlast"
    let bytes = Array(text.utf8)
    let source = SourceText(path: "a.md", bytes: bytes, lineOffset: 3)
    let links = bytes.indices.filter { bytes[$0] == UInt8(ascii: "[") }
    for offset in links + links.reversed().prefix(5) {
        let fresh = SourceText(path: "a.md", bytes: bytes, lineOffset: 3)
        let location = source.location(of: offset)
        #expect(location == fresh.location(of: offset))
        let before = String(decoding: bytes[13..<offset], as: UTF8.self)
        #expect(location == SourceLocation(path: "a.md", line: 5, column: before.count + 1))
        let excerpt = source.excerpt(at: offset)
        #expect(excerpt == SourceExcerpt(line: line, column: before.count + 1), "\(offset)")
    }
    // The last link, after an emoji of five scalars: one character before the space.
    let last = source.error("no page", at: links.last!)
    let excerpt = try #require(last.excerpt)
    #expect(excerpt.text.hasPrefix("…") && excerpt.text.hasSuffix("👩🏽‍💻 [end](x.md)"))
    #expect(excerpt.caretIndent == excerpt.text.count - "[end](x.md)".count)
    #expect(source.error("x", at: 0).excerpt?.text == "first line")
}
