import Foundation
import SiteKit
import Synchronization
import Testing

@testable import Preview

/// A site folder with one post and a theme stylesheet.
func makeSourceSite() throws -> TemporaryFolder {
    let site = try TemporaryFolder("preview-source")
    try site.write("title: Test\n", to: "site.yml")
    try site.write("First version of the post.\n", to: "content/hello.md")
    try site.write("body { color: black; }\n", to: "themes/default/assets/style.css")
    return site
}

/// Lines the server logged, for assertions.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: String { lines.withLock { $0.joined(separator: "\n") } }
}

func startPreview(
    _ site: TemporaryFolder, preferPolling: Bool = false, log: LogLines = LogLines(),
    build: (@Sendable (BuildOptions) -> BuildReport)? = fakeBuild
) throws -> (PreviewServer, Int) {
    var settings = PreviewServer.Settings()
    settings.preferPolling = preferPolling
    settings.build = build
    let server = PreviewServer(
        ServeOptions(build: BuildOptions(root: site.url), host: "127.0.0.1", port: 0), settings: settings,
        log: { log.append($0) })
    let port = try server.start()
    return (server, port)
}

/// Reads the event stream until an event of `name` arrives.
func awaitEvent(_ name: String, on stream: RawConnection, timeout: Double = 30) -> String {
    stream.setTimeout(timeout)
    return stream.receive { bytes in
        let text = bytes.text
        guard let start = text.range(of: "event: \(name)\n") else { return false }
        return text[start.upperBound...].contains("\n\n")
    }.text
}

@Suite struct ServeLoopTests {
    @Test func editingAPostReloadsThePageWithTheNewContent() throws {
        let site = try makeSourceSite()
        let log = LogLines()
        let (server, port) = try startPreview(site, log: log)
        defer { server.stop() }
        #expect(server.url == "http://127.0.0.1:\(port)/")
        #expect(try request("/hello/", port: port).text.contains("First version"))
        let (stream, _) = try openEventStream(port: port)
        try site.write("Second version of the post.\n", to: "content/hello.md")
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        let page = try request("/hello/", port: port)
        #expect(page.text.contains("Second version"))
        #expect(!page.text.contains("First version"))
        #expect(log.all.contains("Rebuilt 1 page"))
        #expect(log.all.contains("content/hello.md"))
    }

    @Test func aBrokenBuildShowsTheOverlayUntilTheFileIsFixed() throws {
        let site = try makeSourceSite()
        let log = LogLines()
        let (server, port) = try startPreview(site, log: log)
        defer { server.stop() }
        let (stream, _) = try openEventStream(port: port)
        try site.write("Intro\n```chart\ntype: BROKEN <b>\n```\n", to: "content/hello.md")
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        for path in ["/hello/", "/", "/missing/"] {
            let overlay = try request(path, port: port)
            #expect(overlay.status == 500)
            #expect(overlay.text.contains("content/hello.md:3:7"))
            #expect(overlay.text.contains("unknown chart type &lt;BROKEN&gt;; use pie, donut or bar"))
            #expect(overlay.text.contains("type: BROKEN &lt;b&gt;\n      <span class=\"caret\">^</span>"))
            #expect(!overlay.text.contains("<b>"))
            #expect(overlay.text.contains("EventSource"))
        }
        // Other files are still served while the build is broken.
        #expect(try request("/assets/style.css", port: port).status == 200)
        #expect(log.all.contains("content/hello.md:3:7: error: unknown chart type <BROKEN>"))
        #expect(log.all.contains("    type: BROKEN <b>\n          ^"))
        #expect(log.all.contains("The build failed with 1 error"))

        try site.write("Fixed post.\n", to: "content/hello.md")
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        let page = try request("/hello/", port: port)
        #expect(page.status == 200)
        #expect(page.text.contains("Fixed post."))
    }

    @Test func aStylesheetChangeSwapsCSSWithoutReload() throws {
        let site = try makeSourceSite()
        let (server, port) = try startPreview(site)
        defer { server.stop() }
        let (stream, _) = try openEventStream(port: port)
        try site.write("body { color: navy; }\n", to: "themes/default/assets/style.css")
        let received = awaitEvent("css", on: stream)
        #expect(received.contains("event: css"))
        #expect(!received.contains("event: reload"))
        #expect(try request("/assets/style.css", port: port).text == "body { color: navy; }\n")
    }

    @Test(arguments: [false, true])
    func postsInNewFoldersAreSeen(polling: Bool) throws {
        let site = try makeSourceSite()
        let (server, port) = try startPreview(site, preferPolling: polling)
        defer { server.stop() }
        let (stream, _) = try openEventStream(port: port)
        try site.write("A post in a new folder.\n", to: "content/2026/march/new.md")
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        #expect(try request("/2026/march/new/", port: port).text.contains("A post in a new folder."))
        // A later edit inside the new folder is seen too.
        try site.write("Edited in the new folder.\n", to: "content/2026/march/new.md")
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        #expect(try request("/2026/march/new/", port: port).text.contains("Edited in the new folder."))
    }

    @Test func savingByRenameIsSeen() throws {
        let site = try makeSourceSite()
        let (server, port) = try startPreview(site)
        defer { server.stop() }
        let (stream, _) = try openEventStream(port: port)
        try site.write("Saved by rename.\n", to: "content/.hello.md.swp")
        try FileManager.default.removeItem(atPath: site.path + "/content/hello.md")
        try FileManager.default.moveItem(atPath: site.path + "/content/.hello.md.swp", toPath: site.path + "/content/hello.md")
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        #expect(try request("/hello/", port: port).text.contains("Saved by rename."))
    }

    @Test func siteYAMLChangesRebuild() throws {
        let site = try makeSourceSite()
        let builds = Counter()
        let (server, port) = try startPreview(site) { options in
            builds.increment()
            return fakeBuild(options)
        }
        defer { server.stop() }
        let (stream, _) = try openEventStream(port: port)
        try site.write("title: Renamed\n", to: "site.yml")
        #expect(awaitEvent("reload", on: stream).contains("event: reload"))
        #expect(builds.count == 2)
    }

    @Test func aBusyPortIsAClearError() throws {
        let site = try makeSourceSite()
        let (first, port) = try startPreview(site)
        defer { first.stop() }
        let second = PreviewServer(
            ServeOptions(build: BuildOptions(root: site.url), host: "127.0.0.1", port: port),
            settings: PreviewServer.Settings(build: fakeBuild), log: { _ in })
        #expect(throws: ListenError.portInUse(host: "127.0.0.1", port: port)) { try second.start() }
        #expect(ListenError.portInUse(host: "127.0.0.1", port: 8000).description == "port 8000 is in use; try --port 8001")
        #expect(runPreviewServer(ServeOptions(build: BuildOptions(root: site.url), port: port)) == 1)
    }

    @Test func badPortsAreUsageErrors() {
        #expect(runPreviewServer(ServeOptions(build: BuildOptions(root: URL(filePath: "/nonexistent")), port: 70000)) == 2)
        #expect(runPreviewServer(ServeOptions(build: BuildOptions(root: URL(filePath: "/nonexistent")), port: -1)) == 2)
    }

    @Test func stoppingClosesTheSocketAndRemovesThePreviewBuild() throws {
        let site = try makeSourceSite()
        let output = Mutex<URL?>(nil)
        let (server, port) = try startPreview(site) { options in
            output.withLock { $0 = options.output }
            return fakeBuild(options)
        }
        let folder = try #require(output.withLock { $0 })
        #expect(!folder.path.hasPrefix(site.path))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/index.html"))
        let (stream, _) = try openEventStream(port: port)
        server.stop()
        stream.setTimeout(3)
        _ = stream.receive()
        #expect(server.events.count == 0)
        #expect(throws: (any Error).self) { try RawConnection(port: port) }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(!FileManager.default.fileExists(atPath: site.path + "/public"))
    }
}

@Suite struct RebuildOrderTests {
    @Test func aSaveDuringABuildIsBuiltToo() throws {
        let site = try makeSourceSite()
        let builds = Counter()
        let (server, port) = try startPreview(site) { options in
            builds.increment()
            if builds.count == 2 { usleep(400_000) }  // the first rebuild is slow
            return fakeBuild(options)
        }
        defer { server.stop() }
        let (stream, _) = try openEventStream(port: port)
        try site.write("During the first rebuild.\n", to: "content/hello.md")
        usleep(250_000)  // past the debounce: the slow rebuild is running
        try site.write("Saved while building.\n", to: "content/other.md")
        var received = ""
        for _ in 0..<2 { received += awaitEvent("reload", on: stream) }
        #expect(received.components(separatedBy: "event: reload").count - 1 == 2)
        #expect(try request("/other/", port: port).text.contains("Saved while building."))
        #expect(try request("/hello/", port: port).text.contains("During the first rebuild."))
    }

    @Test func aFolderThatIsNoSiteShowsWhyInTheOverlay() throws {
        let folder = try TemporaryFolder("preview-empty")
        let log = LogLines()
        let (server, port) = try startPreview(folder, log: log, build: nil)
        defer { server.stop() }
        let response = try request("/", port: port)
        #expect(response.status == 500)
        #expect(response.text.contains("site.yml"))
        #expect(log.all.contains("site.yml"))
    }
}
