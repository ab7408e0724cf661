import Foundation
import Testing

@testable import Preview

@Suite struct HTTPServingTests {
    let site: TemporaryFolder
    let server: StaticServer

    init() throws {
        site = try makeStaticSite()
        server = try StaticServer(serving: site.path)
    }

    @Test func servesTheHomePageWithTheLiveReloadSnippet() throws {
        let response = try request("/", port: server.port)
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        #expect(response.header("Cache-Control") == "no-cache")
        #expect(response.text.contains("<h1>Home</h1>"))
        #expect(response.text.contains("new EventSource(\"/__site/events\")"))
        // Injected before </body>, never written to the folder.
        #expect(response.text.range(of: "data-site-live-reload")!.lowerBound < response.text.range(of: "</body>")!.lowerBound)
        let onDisk = try String(contentsOfFile: site.path + "/index.html", encoding: .utf8)
        #expect(!onDisk.contains("EventSource"))
    }

    @Test func aFolderServesItsIndexAndWithoutSlashRedirects() throws {
        let page = try request("/posts/hello/", port: server.port)
        #expect(page.status == 200)
        #expect(page.text.contains("Hello post"))
        let redirect = try request("/posts/hello", port: server.port)
        #expect(redirect.status == 301)
        #expect(redirect.header("Location") == "/posts/hello/")
        // Never a protocol-relative URL that would leave the site.
        try FileManager.default.createDirectory(atPath: site.path + "/evil.example", withIntermediateDirectories: true)
        let doubled = try request("//evil.example", port: server.port)
        #expect(doubled.status == 301)
        #expect(doubled.header("Location") == "/evil.example/")
    }

    @Test func missingPathsGetTheSitesNotFoundPage() throws {
        let response = try request("/no/such/page/", port: server.port)
        #expect(response.status == 404)
        #expect(response.text.contains("Page not found"))
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
    }

    @Test(arguments: [
        ("/assets/style.css", "text/css; charset=utf-8"),
        ("/assets/app.js", "text/javascript; charset=utf-8"),
        ("/assets/logo.svg", "image/svg+xml"),
        ("/feed.xml", "application/xml; charset=utf-8"),
        ("/data.json", "application/json"),
        ("/robots.txt", "text/plain; charset=utf-8"),
        ("/files/a.png", "image/png"),
        ("/files/a.jpg", "image/jpeg"),
        ("/files/a.jpeg", "image/jpeg"),
        ("/files/a.webp", "image/webp"),
        ("/files/a.gif", "image/gif"),
        ("/files/favicon.ico", "image/x-icon"),
        ("/files/font.woff2", "font/woff2"),
    ])
    func contentTypeFollowsTheExtension(path: String, type: String) throws {
        let response = try request(path, port: server.port)
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == type)
        #expect(!response.text.contains("EventSource"))
    }

    @Test func percentEncodedNamesAreDecoded() throws {
        let response = try request("/files/%C3%BCn%C3%AF%20c%C3%B6d%C3%A9.txt", port: server.port)
        #expect(response.status == 200)
        #expect(response.text == "späť\n")
    }

    @Test(arguments: ["/%zz", "/files/%", "/files/%4", "/%C3%28", "/a%00b"])
    func invalidEncodingIsABadRequest(path: String) throws {
        #expect(try request(path, port: server.port).status == 400)
    }

    @Test(arguments: [
        "/../preview-outside.txt", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2Fetc%2Fpasswd", "/posts/..%2f..%2fetc/passwd",
        "/..\\..\\etc\\passwd", "/posts%5c..%5c..%5cetc%5cpasswd", "/index.html%00.css",
    ])
    func pathsCannotLeaveTheServedFolder(path: String) throws {
        let response = try request(path, port: server.port)
        #expect([400, 404].contains(response.status))
        #expect(!response.text.contains("root:"))
        #expect(!response.text.contains("secret"))
    }

    @Test func symlinksPointingOutsideAreRefused() throws {
        let outside = site.url.deletingLastPathComponent().appending(path: "preview-outside-\(site.url.lastPathComponent).txt")
        try FileManager.default.createSymbolicLink(atPath: site.path + "/leak.txt", withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: site.path + "/etc", withDestinationPath: "/etc")
        try FileManager.default.createSymbolicLink(atPath: site.path + "/same.css", withDestinationPath: "assets/style.css")
        let leak = try request("/leak.txt", port: server.port)
        #expect(leak.status == 403)
        #expect(!leak.text.contains("secret"))
        #expect(try request("/etc/passwd", port: server.port).status == 403)
        let inside = try request("/same.css", port: server.port)
        #expect(inside.status == 200)
        #expect(inside.text == "body { color: red; }\n")
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"])
    func onlyGetAndHeadAreAllowed(method: String) throws {
        let response = try request("/", method: method, port: server.port, headers: ["Content-Length": "0"])
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
    }

    @Test func headSendsTheHeadersWithoutTheBody() throws {
        let get = try request("/assets/style.css", port: server.port)
        let head = try request("/assets/style.css", method: "HEAD", port: server.port)
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Length") == String(get.body.count))
        #expect(head.header("ETag") == get.header("ETag"))
    }

    @Test func aMatchingETagGets304() throws {
        let first = try request("/assets/style.css", port: server.port)
        let etag = try #require(first.header("ETag"))
        #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
        let again = try request("/assets/style.css", port: server.port, headers: ["If-None-Match": etag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        let listed = try request("/assets/style.css", port: server.port, headers: ["If-None-Match": "\"nope\", W/\(etag)"])
        #expect(listed.status == 304)
        let other = try request("/assets/style.css", port: server.port, headers: ["If-None-Match": "\"nope\""])
        #expect(other.status == 200)
    }

    @Test func aRebuildIsServedAtOnce() throws {
        #expect(try request("/robots.txt", port: server.port).text == "hello\n")
        try site.write("changed\n", to: "robots.txt")
        // Served from memory until the next build is published.
        #expect(try request("/robots.txt", port: server.port).text == "hello\n")
        server.responder.publish(folder: site.path, failure: nil, buildID: "test-2")
        #expect(try request("/robots.txt", port: server.port).text == "changed\n")
    }
}

@Suite struct LargeFileTests {
    @Test func largeFilesAreServedFreshEachTime() throws {
        let site = try makeStaticSite()
        let big = String(repeating: "a", count: 9 * 1024 * 1024)
        try site.write(big, to: "video.txt")
        let server = try StaticServer(serving: site.path)
        let first = try request("/video.txt", port: server.port)
        #expect(first.body.count == big.utf8.count)
        try site.write("small now", to: "video.txt")
        // Not kept in memory, so the file on disk is read again.
        #expect(try request("/video.txt", port: server.port).text == "small now")
    }
}
