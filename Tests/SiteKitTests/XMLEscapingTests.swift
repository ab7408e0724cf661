import Testing

@testable import SiteKit

/// Escaping and link rewriting for the feed, byte by byte.
@Suite struct XMLEscapingTests {
    @Test func escapesTheFiveCharactersAndKeepsUnicode() {
        #expect("Tom & Jerry's <b>\"ünï\"</b> 🎉".xmlEscaped == "Tom &amp; Jerry&apos;s &lt;b&gt;&quot;ünï&quot;&lt;/b&gt; 🎉")
        #expect("plain ✓".xmlEscaped == "plain ✓")
        #expect("".xmlEscaped == "")
    }

    /// The quick check that lets plain text through untouched sees each special byte wherever it is.
    @Test func eachSpecialCharacterIsSeenAnywhereInTheText() {
        let cases: [(String, String)] = [
            ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&apos;"),
            ("\u{1B}", ""), ("\u{0}", ""), ("\u{FFFE}", ""), ("\u{FFFF}", ""), ("\t", "\t"), ("\n", "\n"),
        ]
        for (character, escaped) in cases {
            for position in 0...9 {
                let text = String(repeating: "a", count: position) + character + "bcdefghij"
                #expect(text.xmlEscaped == String(repeating: "a", count: position) + escaped + "bcdefghij", "\(position)")
            }
        }
        // Bytes that only look like the special ones in the upper half, and U+FFFD, pass through.
        for text in ["ﾀ ＆ ＜ \u{FFFD} \u{FFEF} ©", "?=;:@[]{}|~`^%$#!*()+,-./0123456789"] {
            #expect(text.xmlEscaped == text)
        }
    }

    @Test func findsATextAfterAnOffsetByItsBytes() {
        let html = "<p>one</p><!-- x --><p>two <!--more--></p>é<!--more-->"
        #expect(html.utf8Offset(of: "<!--more-->") == 27)
        #expect(html.utf8Offset(of: "<!--more-->", from: 28) == 44)
        #expect(html.utf8Offset(of: "<p>", from: 1) == 20)
        #expect(html.utf8Offset(of: "<!--more-->", from: 45) == nil)
        #expect(html.utf8Offset(of: "missing") == nil)
        #expect(html.utf8Offset(of: "", from: 3) == 3)
        #expect("ab".utf8Offset(of: "abc") == nil)
        #expect("ab".utf8Offset(of: "b", from: 9) == nil)
    }

    @Test func replacesEveryOccurrenceLeftToRight() {
        let html = #"<a href="/x/">é</a><img src="/i.png"><a href="https://o/">o</a><a href="/"#
        #expect(
            html.replacingAll(#"href="/"#, with: #"href="https://e.org/"#)
                == #"<a href="https://e.org/x/">é</a><img src="/i.png"><a href="https://o/">o</a><a href="https://e.org/"#)
        #expect("aaa".replacingAll("aa", with: "b") == "ba")
        #expect("none here".replacingAll("href", with: "x") == "none here")
        #expect("ab".replacingAll("abc", with: "x") == "ab")
    }
}
