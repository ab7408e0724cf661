import Testing

@testable import SiteKit

/// Escaping and link rewriting for the feed, byte by byte.
@Suite struct XMLEscapingTests {
    @Test func escapesTheFiveCharactersAndKeepsUnicode() {
        #expect("Tom & Jerry's <b>\"ünï\"</b> 🎉".xmlEscaped == "Tom &amp; Jerry&apos;s &lt;b&gt;&quot;ünï&quot;&lt;/b&gt; 🎉")
        #expect("plain ✓".xmlEscaped == "plain ✓")
        #expect("".xmlEscaped == "")
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
