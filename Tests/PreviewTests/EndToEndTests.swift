import Foundation
import SiteKit
import Testing

@testable import Preview

/// A real site for SiteKit's build: `site.yml`, one post with a chart, and a tiny theme
/// with the layouts docs/theming.md asks for.
func makeRealSite() throws -> TemporaryFolder {
    let site = try TemporaryFolder("preview-real")
    try site.write("title: Preview Test\nbase_url: https://example.com/\ntheme: tiny\n", to: "site.yml")
    try site.write(helloPost(chartType: "pie", sentence: "The first draft."), to: "content/posts/2026-01-10-hello.md")
    let layouts = [
        "base": """
            <!doctype html>
            <html lang="{{site.language}}"><head><meta charset="utf-8"><title>{{page.document_title}}</title>
            <link rel="stylesheet" href="{{site.css_url}}"></head>
            <body>{{$content}}{{/content}}</body></html>

            """,
        "post": "{{<base}}{{$content}}{{#post}}<article><h1>{{title}}</h1>{{{content}}}</article>{{/post}}{{/content}}{{/base}}",
        "page": "{{<base}}{{$content}}{{{content}}}{{/content}}{{/base}}",
        "list": "{{<base}}{{$content}}<ul>{{#posts}}<li><a href=\"{{url}}\">{{title}}</a></li>{{/posts}}</ul>{{/content}}{{/base}}",
        "tags": "{{<base}}{{$content}}{{#tags}}<a href=\"{{url}}\">{{name}}</a>{{/tags}}{{/content}}{{/base}}",
        "tag": "{{<base}}{{$content}}{{#posts}}<a href=\"{{url}}\">{{title}}</a>{{/posts}}{{/content}}{{/base}}",
        "404": "{{<base}}{{$content}}<h1>Nothing here (tiny theme)</h1>{{/content}}{{/base}}",
    ]
    for (name, text) in layouts { try site.write(text, to: "themes/tiny/layouts/\(name).mustache") }
    try site.write("body { margin: 0; }\n", to: "themes/tiny/assets/style.css")
    return site
}

func helloPost(chartType: String, sentence: String) -> String {
    """
    ---
    title: Hello
    date: 2026-01-10T09:00:00Z
    tags: [notes]
    ---

    \(sentence)

    ```chart
    type: \(chartType)
    title: Buttons by colour
    ---
    Teal: 6
    Orange: 1
    ```

    """
}

@Suite struct EndToEndTests {
    let postPath = "content/posts/2026-01-10-hello.md"

    @Test func editingAPostShowsTheNewContent() throws {
        let site = try makeRealSite()
        let (server, port) = try startPreview(site, build: nil)
        defer { server.stop() }
        let first = try request("/posts/hello/", port: port)
        #expect(first.status == 200)
        #expect(first.text.contains("The first draft."))
        #expect(first.text.contains("<svg"))
        #expect(first.text.contains("data-site-live-reload"))
        let (stream, _) = try openEventStream(port: port)
        try site.write(helloPost(chartType: "pie", sentence: "The second draft."), to: postPath)
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        let second = try request("/posts/hello/", port: port)
        #expect(second.text.contains("The second draft."))
        #expect(second.header("ETag") != first.header("ETag"))
    }

    @Test func aBrokenChartShowsTheOverlayAndAFixBringsThePageBack() throws {
        let site = try makeRealSite()
        let log = LogLines()
        let (server, port) = try startPreview(site, log: log, build: nil)
        defer { server.stop() }
        let (stream, _) = try openEventStream(port: port)
        try site.write(helloPost(chartType: "pye", sentence: "Broken."), to: postPath)
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        let overlay = try request("/posts/hello/", port: port)
        #expect(overlay.status == 500)
        #expect(overlay.text.contains("\(postPath):10:7"))
        #expect(overlay.text.contains("unknown type &#39;pye&#39;"))
        #expect(overlay.text.contains("<pre>type: pye\n      <span class=\"caret\">^</span></pre>"))
        #expect(try request("/", port: port).status == 500)
        #expect(log.all.contains("\(postPath):10:7: error: unknown type 'pye'"))

        try site.write(helloPost(chartType: "pie", sentence: "Fixed."), to: postPath)
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        let page = try request("/posts/hello/", port: port)
        #expect(page.status == 200)
        #expect(page.text.contains("Fixed."))
        #expect(page.text.contains("<svg"))
    }

    @Test func badFrontMatterShowsTheOverlay() throws {
        let site = try makeRealSite()
        let (server, port) = try startPreview(site, build: nil)
        defer { server.stop() }
        let (stream, _) = try openEventStream(port: port)
        try site.write("---\ntitle: [unclosed\n---\nBody\n", to: postPath)
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        let overlay = try request("/posts/hello/", port: port)
        #expect(overlay.status == 500)
        #expect(overlay.text.contains(postPath))
    }

    @Test func theThemes404PageIsServedWithStatus404() throws {
        let site = try makeRealSite()
        let (server, port) = try startPreview(site, build: nil)
        defer { server.stop() }
        let response = try request("/no/such/page/", port: port)
        #expect(response.status == 404)
        #expect(response.text.contains("Nothing here (tiny theme)"))
    }

    @Test func servingLeavesPublicAndTheBuildOutputUntouched() throws {
        let site = try makeRealSite()
        let (server, port) = try startPreview(site, build: nil)
        #expect(try request("/posts/hello/", port: port).text.contains("EventSource"))
        server.stop()
        #expect(!FileManager.default.fileExists(atPath: site.path + "/public"))
        let report = buildSite(BuildOptions(root: site.url))
        #expect(report.succeeded)
        let page = try String(contentsOfFile: site.path + "/public/posts/hello/index.html", encoding: .utf8)
        #expect(page.contains("The first draft."))
        #expect(!page.contains("EventSource"))
        #expect(!page.contains("__site"))
    }
}
