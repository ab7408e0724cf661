import Testing

@testable import SiteKit

/// The word-at-a-time scan for characters XML forbids agrees with a plain scalar check.
@Suite struct XMLCharactersTests {
    static func reference(_ text: String) -> Bool {
        text.unicodeScalars.contains { !XMLCharacters.isAllowed($0) }
    }

    @Test func everyPlaceInAWordIsSeen() {
        for forbidden in ["\u{1B}", "\u{0}", "\u{1F}", "\u{FFFE}", "\u{FFFF}"] {
            for length in 0..<20 {
                for place in 0...length {
                    var text = String(repeating: "a", count: length)
                    text.insert(contentsOf: forbidden, at: text.index(text.startIndex, offsetBy: place))
                    #expect(XMLCharacters.hasForbidden(text), "\(forbidden.unicodeScalars.first!.value) at \(place) of \(length)")
                }
            }
        }
    }

    @Test func allowedTextNearTheForbiddenIsNotFlagged() {
        // Tabs, line breaks, and characters whose UTF-8 starts with EF (U+FFFD, U+F000, U+FFFC).
        for text in ["", "plain", "a\tb\nc\r\n", "\u{FFFD}\u{FFFD}", "\u{F000}xxxxxxxx\u{FFFC}", "é ü 🙂 ✓", String(repeating: "\u{FFFD}", count: 9)] {
            #expect(!XMLCharacters.hasForbidden(text), "\(text)")
        }
    }

    @Test func agreesWithTheScalarCheckOnRandomText() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [String] = ["a", "\t", "\n", "\r", "\u{1B}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{F8FF}", "é", "🙂", " ", "\u{7F}"]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(XMLCharacters.hasForbidden(text) == Self.reference(text), "\(Array(text.unicodeScalars.map(\.value)))")
        }
    }
}
