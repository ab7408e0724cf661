import Foundation
import SiteKit
import Testing

@testable import Preview

/// The real build with the server's cache: an edit re-renders one post and nothing goes stale.
@Suite struct IncrementalRebuildTests {
    let postPath = "content/posts/2026-01-10-hello.md"
    let otherPath = "content/posts/2026-01-11-other.md"

    @Test func editingOnePostReRendersOnlyItAndTheListsFollow() throws {
        let site = try makeRealSite()
        try site.write("---\ntitle: Other\ndate: 2026-01-11\n---\n\nUntouched.\n", to: otherPath)
        let log = LogLines()
        let (server, port) = try startPreview(site, log: log, build: nil)
        defer { server.stop() }
        let (stream, _) = try openEventStream(port: port)
        try site.write(
            helloPost(chartType: "pie", sentence: "The second draft.").replacingOccurrences(
                of: "title: Hello", with: "title: Hello again"), to: postPath)
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        #expect(try request("/posts/hello/", port: port).text.contains("The second draft."))
        #expect(try request("/posts/other/", port: port).text.contains("Untouched."))
        #expect(try request("/", port: port).text.contains("Hello again"))
        #expect(try request("/tags/notes/", port: port).text.contains("Hello again"))
        #expect(log.all.contains("(1 of 2 Markdown files re-rendered)"), "\(log.all)")
        #expect(log.all.contains(" ms after changes to \(postPath)"))
    }

    @Test func aBrokenChartStaysOnTheOverlayWhileAnotherPostIsEdited() throws {
        let site = try makeRealSite()
        try site.write("---\ntitle: Other\ndate: 2026-01-11\n---\n\nFirst.\n", to: otherPath)
        let log = LogLines()
        let (server, port) = try startPreview(site, log: log, build: nil)
        defer { server.stop() }
        let (stream, _) = try openEventStream(port: port)
        try site.write(helloPost(chartType: "pye", sentence: "Broken."), to: postPath)
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        #expect(try request("/posts/hello/", port: port).status == 500)

        // The broken post's fragment and diagnostics now come from the cache.
        try site.write("---\ntitle: Other\ndate: 2026-01-11\n---\n\nSecond.\n", to: otherPath)
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        let overlay = try request("/posts/other/", port: port)
        #expect(overlay.status == 500)
        #expect(overlay.text.contains("\(postPath):10:7"))
        #expect(overlay.text.contains("unknown type &#39;pye&#39;"))

        try site.write(helloPost(chartType: "pie", sentence: "Fixed."), to: postPath)
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        #expect(try request("/posts/hello/", port: port).text.contains("Fixed."))
        #expect(try request("/posts/other/", port: port).text.contains("Second."))
    }

    @Test func aSaveOfTheSameBytesReloadsNothing() throws {
        let site = try makeRealSite()
        let log = LogLines()
        let (server, port) = try startPreview(site, log: log, build: nil)
        defer { server.stop() }
        let (stream, _) = try openEventStream(port: port)
        let text = try #require(String(data: try Data(contentsOf: site.url.appending(path: postPath)), encoding: .utf8))
        try site.write(text, to: postPath)
        let deadline = Date().addingTimeInterval(10)
        while !log.all.contains("No change"), Date() < deadline { usleep(20_000) }
        #expect(log.all.contains("No change after \(postPath): nothing to reload."), "\(log.all)")
        #expect(!awaitEvent("reload", on: stream, timeout: 0.5).contains("event: reload"))
        try site.write(text.replacingOccurrences(of: "title: Hello", with: "title: Hello there"), to: postPath)
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        #expect(try request("/posts/hello/", port: port).text.contains("Hello there"))
    }

    /// A Quarto post whose code ran shows the render Quarto froze: an edit to its text changes no
    /// page, and the log says why and what to run, not only that nothing changed.
    @Test func anEditToAFrozenQuartoPostSaysWhyNothingChanged() throws {
        let site = try makeRealSite()
        let qmd = "content/posts/2026-01-12-run/index.qmd"
        try site.write("---\ntitle: Run\ndate: 2026-01-12\n---\n\n```{r}\n1 + 1\n```\n", to: qmd)
        let frozen = ["hash": "0", "result": ["markdown": "---\ntitle: Run\ndate: 2026-01-12\n---\n\n```r\n1 + 1\n```\n\n```\n[1] 2\n```\n"]] as [String: Any]
        let render = "_freeze/posts/2026-01-12-run/index/execute-results/html.json"
        try site.write(String(decoding: try JSONSerialization.data(withJSONObject: frozen), as: UTF8.self), to: render)
        let log = LogLines()
        let (server, port) = try startPreview(site, log: log, build: nil)
        defer { server.stop() }
        #expect(try request("/posts/run/", port: port).text.contains("[1] 2"))
        try site.write("---\ntitle: Run\ndate: 2026-01-12\n---\n\nA new sentence.\n\n```{r}\n1 + 1\n```\n", to: qmd)
        let deadline = Date().addingTimeInterval(10)
        while !log.all.contains("No change"), Date() < deadline { usleep(20_000) }
        #expect(
            log.all.contains(
                "No change after \(qmd): its page shows the render Quarto froze (\(render)), which this edit does not change; run quarto render \(qmd) to see it."),
            "\(log.all)")
    }
}
