import Foundation

@testable import Preview

/// A temporary folder of files, removed when the test ends.
final class TemporaryFolder {
    let url: URL
    var path: String { url.path }

    init(_ name: String = "preview-test") throws {
        url = FileManager.default.temporaryDirectory.appending(path: "\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to relative: String) throws {
        let file = url.appending(path: relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Writes a file next to the folder (outside it), removed with the folder.
    func writeBeside(_ text: String, named name: String) throws {
        let file = url.deletingLastPathComponent().appending(path: name)
        try Data(text.utf8).write(to: file)
        beside.append(file)
    }

    private var beside: [URL] = []

    deinit {
        try? FileManager.default.removeItem(at: url)
        for file in beside { try? FileManager.default.removeItem(at: file) }
    }
}

/// A built site as `site build` would leave it, with a file of every served type.
func makeStaticSite() throws -> TemporaryFolder {
    let site = try TemporaryFolder("preview-static")
    try site.write("<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>\n", to: "index.html")
    try site.write("<!doctype html><html><body><h1>Hello post</h1></body></html>\n", to: "posts/hello/index.html")
    try site.write("<!doctype html><html><body><h1>Page not found</h1></body></html>\n", to: "404.html")
    try site.write("body { color: red; }\n", to: "assets/style.css")
    try site.write("console.log(1)\n", to: "assets/app.js")
    try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n", to: "assets/logo.svg")
    try site.write("<rss/>\n", to: "feed.xml")
    try site.write("{}\n", to: "data.json")
    try site.write("hello\n", to: "robots.txt")
    for name in ["a.png", "a.jpg", "a.jpeg", "a.webp", "a.gif", "favicon.ico", "font.woff2"] {
        try site.write("binary", to: "files/\(name)")
    }
    try site.write("späť\n", to: "files/ünï cödé.txt")
    try site.writeBeside("secret\n", named: "preview-outside-\(site.url.lastPathComponent).txt")
    return site
}

/// An HTTP daemon on an ephemeral loopback port serving `folder` as a finished build.
final class StaticServer {
    let responder = SiteResponder()
    let events = EventHub()
    let daemon: HTTPDaemon
    var port: Int { daemon.port }

    init(serving folder: String?, limits: ServerLimits = ServerLimits()) throws {
        responder.publish(folder: folder, failure: nil, buildID: "test-1")
        let responder = self.responder
        daemon = try HTTPDaemon(
            host: "127.0.0.1", port: 0, limits: limits, events: events,
            greeting: { "event: hello\ndata: \(responder.buildID)\n\n" },
            respond: { responder.respond(to: $0) })
    }

    deinit { daemon.stop() }
}

import Synchronization

/// A counter tests can share with the server's threads.
final class Counter: Sendable {
    private let value = Mutex(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}
