import Testing

@testable import SiteKit

/// The build's one byte search, against the plainest search there is.
@Suite struct ByteSearchTests {
    /// Texts short and long (the long ones take the rarest-byte path), needles of every kind of
    /// byte, found and missing, from every start: the same answer as a byte-by-byte comparison.
    @Test func findsWhatANaiveSearchFinds() {
        var generator = SplitMix(state: 42)
        let alphabet = Array("ab. <!-->{@/:e\n".utf8) + [0xC3, 0xA9]
        for round in 0..<400 {
            let length = round % 2 == 0 ? Int(generator.next() % 40) : 257 + Int(generator.next() % 600)
            let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let needleLength = 1 + Int(generator.next() % 4)
            // Half the needles are cut from the text, so they are found.
            let needle: [UInt8]
            if round % 4 < 2, text.count >= needleLength {
                let at = Int(generator.next() % UInt64(text.count - needleLength + 1))
                needle = Array(text[at..<at + needleLength])
            } else {
                needle = (0..<needleLength).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            }
            for start in [0, 1, length / 3, length - 1, length, length + 1] where start >= 0 {
                #expect(text.offset(of: needle, from: start) == naiveOffset(of: needle, in: text, from: start), "round \(round), start \(start)")
            }
        }
    }

    @Test func stringOffsetsAreUTF8Offsets() {
        let text = "é à <!--more--> and <!-- more -->"
        #expect(text.utf8Offset(of: "<!--") == 6)
        #expect(text.utf8Offset(of: "<!--", from: 7) == 22)
        #expect(text.utf8Offset(of: "à") == 3)
        #expect(text.utf8Offset(of: "", from: 5) == 5)
        #expect(text.utf8Offset(of: "x", from: 99) == nil)
        // A needle whose rarest byte is not its first, in a text long enough to look for it.
        let long = String(repeating: "the cat sat on the mat. ", count: 20) + "(@/blog/a.md)"
        #expect(long.utf8Offset(of: "(@/") == 480)
        #expect(long.utf8Offset(of: ".md") == 489)
        #expect(long.utf8Offset(of: ": @/") == nil)
    }

    private func naiveOffset(of needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start <= text.count, needle.count <= text.count - start else { return nil }
        for index in start...(text.count - needle.count) where Array(text[index..<index + needle.count]) == needle { return index }
        return nil
    }
}
