import Diagnostics
import Foundation
import SiteKit
import Testing

@testable import Preview

@Suite struct RequestPathTests {
    @Test func decodesSegments() throws {
        let path = try RequestPath(decoding: "/posts/caf%C3%A9/./x%20y/")
        #expect(path.segments == ["posts", "café", "x y"])
        #expect(path.hasTrailingSlash)
        #expect(try RequestPath(decoding: "/").segments.isEmpty)
        #expect(try RequestPath(decoding: "//a//b").relative == "a/b")
    }

    @Test(arguments: [
        ("/%", RequestPath.Problem.invalidEncoding), ("/%g0", .invalidEncoding), ("/%ff", .invalidEncoding),
        ("/a%00", .forbiddenCharacter), ("/a\\b", .forbiddenCharacter), ("/a%5Cb", .forbiddenCharacter),
        ("/..", .parentSegment), ("/a/%2e%2E/b", .parentSegment), ("/a%2f..%2fb", .parentSegment),
        ("relative", .notAbsolute),
    ])
    func refuses(raw: String, problem: RequestPath.Problem) {
        #expect(throws: problem) { try RequestPath(decoding: raw) }
    }
}

@Suite struct SmallValueTests {
    @Test func contentTypes() {
        #expect(contentType(forPath: "a/B.HTML") == "text/html; charset=utf-8")
        #expect(contentType(forPath: "noextension") == "application/octet-stream")
        #expect(contentType(forPath: "archive.tar.gz") == "application/octet-stream")
    }

    @Test func snippetGoesBeforeTheLastClosingBody() {
        let page = Array("<html><body>a</body><!-- </body> --></BODY></html>".utf8)
        let result = String(decoding: injecting("<s>", into: page), as: UTF8.self)
        #expect(result == "<html><body>a</body><!-- </body> --><s></BODY></html>")
        #expect(String(decoding: injecting("<s>", into: Array("<p>x".utf8)), as: UTF8.self) == "<p>x<s>")
        #expect(String(decoding: injecting("<s>", into: []), as: UTF8.self) == "<s>")
    }

    @Test func snippetListensForReloadAndCSS() {
        let snippet = liveReloadSnippet(buildID: "abc-3")
        #expect(snippet.contains("let build = \"abc-3\""))
        #expect(snippet.contains("addEventListener(\"reload\""))
        #expect(snippet.contains("addEventListener(\"css\""))
        #expect(snippet.contains("link[rel=\"stylesheet\"]"))
    }

    @Test func entityTagsFollowContent() {
        #expect(entityTag(of: Array("a".utf8)) == entityTag(of: Array("a".utf8)))
        #expect(entityTag(of: Array("a".utf8)) != entityTag(of: Array("b".utf8)))
        #expect(ifNoneMatch("*", matches: "\"x\""))
        #expect(ifNoneMatch(" \"y\" ,W/\"x\"", matches: "\"x\""))
        #expect(!ifNoneMatch("\"y\"", matches: "\"x\""))
    }

    @Test func loopbackHosts() {
        #expect(isLoopback(host: "127.0.0.1"))
        #expect(isLoopback(host: "localhost"))
        #expect(isLoopback(host: "::1"))
        #expect(!isLoopback(host: "0.0.0.0"))
        #expect(!isLoopback(host: "192.168.1.4"))
        #expect(displayURL(host: "0.0.0.0", port: 8000) == "http://127.0.0.1:8000/")
        #expect(displayURL(host: "::1", port: 8000) == "http://[::1]:8000/")
        #expect(displayURL(host: "localhost", port: 81) == "http://localhost:81/")
    }

    @Test func publicHostsAreWarnedAbout() {
        let root = URL(filePath: "/tmp")
        #expect(startupWarnings(for: ServeOptions(build: BuildOptions(root: root))).isEmpty)
        let warnings = startupWarnings(for: ServeOptions(build: BuildOptions(root: root), host: "0.0.0.0"))
        #expect(warnings.count == 1)
        #expect(warnings[0].contains("anyone who can reach this machine can see the preview"))
    }

    @Test func listenErrorsSayWhatToDo() {
        #expect(ListenError.portInUse(host: "127.0.0.1", port: 8000).description == "port 8000 is in use; try --port 8001")
        #expect(ListenError.unknownHost("nowhere.invalid").description.contains("try --host 127.0.0.1"))
        #expect(throws: ListenError.unknownHost("nowhere.invalid")) {
            try openListeningSocket(host: "nowhere.invalid", port: 0)
        }
    }

    @Test func editorNoiseIsIgnored() {
        #expect(isRelevantChange("content/posts/a.md"))
        #expect(!isRelevantChange("content/posts/.a.md.swp"))
        #expect(!isRelevantChange("content/posts/a.md~"))
        #expect(!isRelevantChange("content/posts/4913"))
        #expect(!isRelevantChange("content/.#a.md"))
        #expect(isStylesheetOnly(["themes/default/assets/style.css", "themes/default/assets/x.CSS"]))
        #expect(!isStylesheetOnly(["themes/default/assets/style.css", "content/a.md"]))
        #expect(!isStylesheetOnly([]))
    }
}

@Suite struct ErrorOverlayTests {
    @Test func listsEveryDiagnosticEscapedAndSorted() {
        let diagnostics = [
            Diagnostic.error("second <problem>", at: SourceLocation(path: "content/b.md", line: 9, column: 3), sourceLine: "\tx <y>"),
            Diagnostic.error("first & only", at: SourceLocation(path: "content/a.md", line: 2, column: 1), sourceLine: "abc"),
            Diagnostic.warning("no location"),
        ]
        let page = String(decoding: errorOverlayPage(for: diagnostics, buildID: "b-1"), as: UTF8.self)
        #expect(page.contains("2 errors"))
        #expect(page.contains("content/a.md:2:1"))
        #expect(page.contains("first &amp; only"))
        #expect(page.contains("second &lt;problem&gt;"))
        #expect(page.contains("<pre> x &lt;y&gt;\n  <span class=\"caret\">^</span></pre>"))
        #expect(page.contains("no location"))
        #expect(page.range(of: "content/a.md")!.lowerBound < page.range(of: "content/b.md")!.lowerBound)
        #expect(page.contains("let build = \"b-1\""))
    }

    @Test func aRepeatedWarningIsListedOnceWithItsOtherPlaces() {
        let diagnostics = [Diagnostic.error("broken", at: SourceLocation(path: "content/z.md", line: 1))]
            + (1...3).map { Diagnostic.warning("taxonomy 'theme-tags' is unknown", at: SourceLocation(path: "content/t\($0).md", line: 9)) }
        let page = String(decoding: errorOverlayPage(for: diagnostics, buildID: "b-1"), as: UTF8.self)
        #expect(page.components(separatedBy: "taxonomy &#39;theme-tags&#39; is unknown").count == 2 || page.components(separatedBy: "taxonomy 'theme-tags' is unknown").count == 2)
        #expect(page.contains("the same in 2 more places: content/t2.md:9, content/t3.md:9"))
        #expect(page.contains("broken"))
    }
}
