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
