import Diagnostics
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import SiteKit

/// Nothing from outside the site folder is read into the site: links, `data:` paths, and
/// characters that would break the XML of what is published.
@Suite struct SiteBoundaryTests {
    /// A folder outside the site holding a "private key".
    private func outsideFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("-----BEGIN PRIVATE KEY-----\nsecret\n".utf8).write(to: folder.appending(path: "id_rsa"))
        try Data("Label,Value\nSecretRow,987654\n".utf8).write(to: folder.appending(path: "secret.csv"))
        return folder
    }

    private func link(_ site: TemporarySite, _ path: String, to target: String) throws {
        let url = site.root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    @Test func aLinkOutOfTheSiteIsAnErrorAndNothingIsPublished() throws {
        let outside = try outsideFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01")])
        try link(site, "content/linked", to: outside.path)
        try link(site, "content/etc", to: "/etc")
        try link(site, "content/posts/key.txt", to: outside.appending(path: "id_rsa").path)
        let report = site.build()
        #expect(!report.succeeded)
        let messages = report.diagnostics.errors.map(\.message)
        #expect(messages.contains { $0.hasPrefix("content/linked is a symbolic link to \(realPath(outside.path)!), outside the site folder") })
        #expect(messages.contains { $0.hasPrefix("content/etc is a symbolic link to /etc, outside the site folder") })
        #expect(messages.contains { $0.hasPrefix("content/posts/key.txt is a symbolic link to ") })
        #expect(!site.exists("public"))
    }

    @Test func aLinkThatStaysInsideTheSiteIsFollowed() throws {
        let site = TemporarySite(files: [
            "content/posts/a.md": post(title: "A", date: "2026-01-01", body: "![A photo](photo.jpg)"),
            "shared/photo.jpg": "JPEG",
        ])
        try link(site, "content/posts/photo.jpg", to: "../../shared/photo.jpg")
        try link(site, "content/images", to: site.root.appending(path: "shared").path)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("public/posts/a/photo.jpg") == "JPEG")
        #expect(site.read("public/images/photo.jpg") == "JPEG")
    }

    @Test func aThemeLinkOutOfTheSiteIsAnError() throws {
        let outside = try outsideFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01")])
        try link(site, "themes/default/assets/key", to: outside.appending(path: "id_rsa").path)
        let report = site.build()
        #expect(report.diagnostics.errors.contains { $0.message.hasPrefix("themes/default/assets/key is a symbolic link to ") })
        #expect(!site.exists("public"))
    }

    @Test(arguments: ["../../../../../../../../tmp/OUTSIDE/secret.csv", "/../OUTSIDE/secret.csv", "../../linked/secret.csv"])
    func dataPathsOutsideContentAndDataAreRefusedWithoutReading(path: String) throws {
        let outside = try outsideFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let name = path.replacingOccurrences(of: "OUTSIDE", with: outside.lastPathComponent)
        let chart = "```chart\ntype: bar\ndata: \(name)\n---\n```\n"
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01", body: chart)])
        // A link inside the site's folder that leads out of it does not help either.
        try link(site, "linked", to: outside.path)
        let report = site.build()
        let error = try #require(report.diagnostics.errors.first)
        #expect(error.message.contains("outside the site's content/, data/ and static/ folders"), "\(error.message)")
        #expect(!report.diagnostics.formatted().contains("SecretRow"))
        #expect(!report.diagnostics.formatted().contains("987654"))
    }

    @Test func theEtcPasswdIsNeverPrinted() throws {
        let chart = "```chart\ntype: bar\ndata: ../../../../../../../../etc/passwd\n---\n```\n"
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01", body: chart)])
        let report = site.build()
        #expect(!report.succeeded)
        #expect(!report.diagnostics.formatted().contains("root:"))
    }

    @Test func dataFilesNextToThePostAndInDataAreRead() throws {
        let chart = "```chart\ntype: bar\ndata: steps.csv\n---\n```\n\n```chart\ntype: bar\ndata: /data/sleep.csv\n---\n```\n"
        let site = TemporarySite(files: [
            "content/posts/a.md": post(title: "A", date: "2026-01-01", body: chart),
            "content/posts/steps.csv": "Day,Steps\nMon,898\n", "data/sleep.csv": "Day,Hours\nMon,7.5\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.read("public/posts/a/index.html"))
        #expect(html.contains("898"))
        #expect(html.contains("7.5"))
    }

    /// A Vega-Lite spec names its file by the published site's address (`/data/cities.csv`), which is
    /// in static/ (or content/): read from there when the site's folder has no such file.
    @Test func aDataFileNamedByItsAddressIsReadFromStatic() throws {
        let spec = "```vega-lite\n{\"data\": {\"url\": \"/data/cities.csv\"}, \"mark\": \"bar\", \"encoding\": {\"x\": {\"field\": \"city\", \"type\": \"nominal\"}, \"y\": {\"field\": \"pop\", \"type\": \"quantitative\"}}}\n```\n"
        let block = "```chart\ntype: bar\ndata: /downloads/steps.csv\n---\n```\n"
        let site = TemporarySite(files: [
            "content/posts/a.md": post(title: "A", date: "2026-01-01", body: spec + "\n" + block),
            "static/data/cities.csv": "city,pop\nParis,2.1\nLyon,0.5\n", "content/downloads/steps.csv": "Day,Steps\nMon,898\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.read("public/posts/a/index.html"))
        #expect(html.contains("Paris: 2.1; Lyon: 0.5.") && html.contains("Mon: 898"), "\(html)")
        // Still never outside the site.
        let outside = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01", body: "```chart\ntype: bar\ndata: /../../etc/passwd\n---\n```\n")])
        #expect(!outside.build().succeeded)
    }

    @Test func anUnreadableFolderIsAnError() throws {
        guard getuid() != 0 else {
            // Root reads every folder; the command-line tests run this case as an unprivileged user.
            return
        }
        let site = TemporarySite(files: [
            "content/posts/a.md": post(title: "A", date: "2026-01-01"), "content/private/b.md": "# B",
        ])
        chmod(site.root.appending(path: "content/private").path, 0)
        defer { chmod(site.root.appending(path: "content/private").path, 0o755) }
        let report = site.build()
        #expect(report.diagnostics.errors.contains { $0.message.hasPrefix("cannot read the folder content/private") })
    }

    @Test func controlCharactersNeverReachTheFeedOrThePage() throws {
        let body = "Colours: \u{1B}[31mred\u{1B}[0m and \u{FFFF}.\n\n```chart\ntype: bar\ntitle: odd\u{FFFE}\n---\nA | 1\n```\n"
        let site = TemporarySite(files: [
            "content/posts/a.md": post(
                title: "\"Escaped \\e title \\uFFFE\"", date: "2026-01-01", extra: "description: \"bell \\a\"\n", body: body)
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warnings = report.diagnostics.warnings.filter { $0.message.contains("that XML does not allow") }
        #expect(warnings.count == 2)  // one for the file's text, one for its YAML escapes
        #expect(warnings.first { $0.location?.line == 8 }?.location?.column == 10)
        let feed = try #require(site.read("public/feed.xml"))
        #expect(XMLParser(data: Data(feed.utf8)).parse())
        let page = try #require(site.read("public/posts/a/index.html"))
        for text in [feed, page] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0xFFFE || $0.value == 0xFFFF })
        }
        let svg = try #require(page.range(of: "<svg").map { page[$0.lowerBound...] }).prefix { _ in true }
        let end = try #require(svg.range(of: "</svg>"))
        #expect(XMLParser(data: Data(svg[..<end.upperBound].utf8)).parse())
    }
}
