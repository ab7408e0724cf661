import Diagnostics
import Foundation
import Testing

@testable import SiteKit

private let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

@Suite struct InitTests {
    @Test func theEmbeddedThemeMatchesThemesDefault() throws {
        let theme = packageRoot.appending(path: "themes/default")
        guard FileManager.default.fileExists(atPath: theme.path) else {
            print("skipped: themes/default is absent, so the embedded theme was not compared")
            return
        }
        let onDisk = walkFiles(in: theme, shownAs: "themes/default", siteRoot: packageRoot).files.map {
            "themes/default/\($0.relativePath)"
        }
        let embedded = EmbeddedSite.files.map(\.path).filter { $0.hasPrefix("themes/default/") }
        #expect(embedded == onDisk, "run scripts/embed-theme: the embedded theme's files differ from themes/default")
        for file in EmbeddedSite.files where file.path.hasPrefix("themes/default/") {
            let data = FileManager.default.contents(atPath: packageRoot.appending(path: file.path).path)
            #expect(data == file.contents, "run scripts/embed-theme: \(file.path) is stale")
        }
    }

    @Test func theGeneratorWouldWriteTheSameFile() throws {
        let script = packageRoot.appending(path: "scripts/embed-theme")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            print("skipped: python3 is absent, so scripts/embed-theme --check did not run")
            return
        }
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/python3")
        process.arguments = [script.path, "--check"]
        try process.run()
        process.waitUntilExit()
        #expect(
            process.terminationStatus == 0, "Sources/SiteKit/Init/EmbeddedSite.swift or ShippedTheme.swift is stale; run scripts/embed-theme")
    }

    @Test func initWritesASiteWithASamplePostAndChart() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try initSite(at: folder)
        #expect(written.contains("site.yml"))
        let posts = written.filter { $0.hasPrefix("content/posts/") }
        #expect(posts.count == 1)
        let sample = try String(contentsOf: folder.appending(path: posts[0]), encoding: .utf8)
        #expect(sample.contains("```chart"))
        #expect(throws: Diagnostic.self) { try initSite(at: folder) }
    }

    @Test func newPostWritesADatedFile() throws {
        let site = TemporarySite()
        let date = try #require(parsePostDate("2026-03-14T09:30:00Z", in: .gmt))
        let path = try newPost(titled: "Hello \"World\"", in: site.root, date: date, timeZone: .gmt)
        #expect(path == "content/posts/2026-03-14-hello-world.md")
        let text = try #require(site.read(path))
        #expect(text.hasPrefix("---\ntitle: \"Hello \\\"World\\\"\"\ndate: 2026-03-14T09:30:00Z\n"))
        #expect(throws: Diagnostic.self) { try newPost(titled: "Hello \"World\"", in: site.root, date: date) }
        let (page, diagnostics) = loadPage(
            ContentFile(path: path, relativePath: String(path.dropFirst(8)), url: site.root.appending(path: path)),
            config: SiteConfig())
        #expect(diagnostics.isEmpty)
        #expect(page?.title == "Hello \"World\"")
    }
}
