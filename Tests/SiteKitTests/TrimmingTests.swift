import Testing

@testable import SiteKit

/// `trimmingSpaces()` takes its fast ways by bytes and by scalars; they must agree with Unicode.
@Suite struct TrimmingTests {
    @Test func aScalarIsASpaceExactlyWhenUnicodeSaysItsCharacterIsWhiteSpace() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(scalar.isSpaceOrBreak == Character(scalar).isWhitespace, "U+\(String(value, radix: 16))")
        }
    }

    @Test func textIsTrimmedOfEverySpaceAtItsEnds() {
        #expect("数据库索引".trimmingSpaces() == "数据库索引")
        #expect("\u{3000}数据\u{3000}".trimmingSpaces() == "数据")
        #expect(" \t\n a b \u{00A0}".trimmingSpaces() == "a b")
        #expect("é ".trimmingSpaces() == "é" && " ".trimmingSpaces() == "" && "".trimmingSpaces() == "")
        #expect("e\u{301}\u{2003}".trimmingSpaces() == "e\u{301}")
    }
}
