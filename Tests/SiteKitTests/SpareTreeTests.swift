import Foundation
import Testing

@testable import SiteKit

/// A large site's replaced output is kept beside it and the next build writes over it, leaving
/// unchanged files alone; the result is byte for byte a fresh build.
@Suite struct SpareTreeTests {
    /// Enough posts for the site to count as large (`largeSitePageCount`).
    static func largeSite() -> TemporarySite {
        var files: [String: String] = [:]
        for index in 0..<largeSitePageCount {
            files["content/posts/p\(index).md"] = post(title: "Post \(index)", date: "2026-01-01", body: "Body \(index).")
        }
        return TemporarySite(files: files)
    }

    static func inode(_ site: TemporarySite, _ path: String) -> UInt64? {
        var status = stat()
        guard lstat(site.root.appending(path: path).path, &status) == 0 else { return nil }
        return UInt64(status.st_ino)
    }

    @Test func theNextBuildWritesOverTheSpareAndMatchesAFreshBuild() throws {
        let site = Self.largeSite()
        let spare = ".public.previous"
        #expect(site.build().succeeded)
        #expect(!site.exists(spare), "a first build has no old site to keep")
        let firstBuildFile = try #require(Self.inode(site, "public/posts/p1/index.html"))
        #expect(site.build().succeeded)
        // The first build's tree is now the spare, with a marker for the next build and a
        // .gitignore that keeps it out of `git status`; public/ has neither .gitignore.
        #expect(site.read("\(spare)/\(OutputFolder.markerName)") == OutputFolder.markerText)
        #expect(site.read("\(spare)/.gitignore") == OutputFolder.spareIgnoreText)
        #expect(!site.exists("public/.gitignore"))

        // What the spare holds beyond the site goes; a link in it is removed, never written through.
        site.write("\(spare)/stale/old/index.html", "from a post since deleted")
        site.write("outside.txt", "the user's file")
        site.remove("\(spare)/posts/p3/index.html")
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appending(path: "\(spare)/posts/p3/index.html").path,
            withDestinationPath: site.root.appending(path: "outside.txt").path)
        site.write("content/posts/p2.md", post(title: "Post 2, edited", date: "2026-01-01", body: "New body."))
        site.write("\(spare)/\(OutputFolder.markerName)", "an older version's marker\n")

        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(Self.inode(site, "public/posts/p1/index.html") == firstBuildFile, "an unchanged page is left as it was")
        #expect(site.read("public/posts/p2/index.html")?.contains("New body.") == true)
        #expect(site.read("outside.txt") == "the user's file")
        #expect(!site.exists("public/stale"))
        #expect(!site.exists("public/.gitignore"))
        #expect(site.read("public/posts/p3/index.html")?.contains("Body 3.") == true)
        #expect(site.read("public/\(OutputFolder.markerName)") == OutputFolder.markerText)

        let fresh = site.root.appending(path: "fresh")
        #expect(site.build(output: fresh).succeeded)
        let written = site.snapshot()
        #expect(written.count > largeSitePageCount)
        let freshFiles = site.snapshot("fresh")
        let differing = Set(written.keys).union(freshFiles.keys).filter { written[$0] != freshFiles[$0] }.sorted()
        #expect(differing.isEmpty, "writing over the spare must give what a fresh build gives; differing: \(differing)")
    }

    @Test func aFailedBuildLeavesTheSiteAndTheSpareInPlace() throws {
        let site = Self.largeSite()
        #expect(site.build().succeeded)
        #expect(site.build().succeeded)
        let before = site.snapshot()
        site.write("content/posts/broken.md", post(title: "Broken", date: "2026-13-45"))
        let report = site.build()
        #expect(!report.succeeded)
        #expect(site.snapshot() == before, "the failed build changed public/")
        // The spare it began to write over is the spare again, and nothing else is left behind.
        #expect(site.read(".public.previous/.gitignore") == OutputFolder.spareIgnoreText)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".") }
        #expect(hidden == [".public.previous"])
    }

    @Test func anInterruptedBuildsTreeIsWrittenOverNotDeleted() throws {
        let site = Self.largeSite()
        #expect(site.build(output: site.root.appending(path: "fresh")).succeeded)
        let robots = try #require(site.read("fresh/robots.txt"))
        // Process 999999 does not exist: its build was killed halfway.
        let abandoned = ".public.building-999999-1"
        site.write("\(abandoned)/\(OutputFolder.markerName)", OutputFolder.markerText)
        site.write("\(abandoned)/robots.txt", robots)
        site.write("\(abandoned)/posts/p1/index.html", "half written")
        site.write("\(abandoned)/posts/gone/index.html", "a page no post makes")
        let finished = try #require(Self.inode(site, "\(abandoned)/robots.txt"))
        #expect(site.build().succeeded)
        #expect(!site.exists(abandoned))
        #expect(Self.inode(site, "public/robots.txt") == finished, "the file it had finished is kept")
        #expect(site.read("public/posts/p1/index.html") == site.read("fresh/posts/p1/index.html"))
        #expect(!site.exists("public/posts/gone"))
    }

    @Test func aBuildAskedNotToKeepItsPreviousOutputRemovesIt() throws {
        // The preview's choice: its workspace is often memory.
        let site = Self.largeSite()
        for _ in 0..<2 { #expect(site.build(keepsPreviousBuild: false).succeeded) }
        let hidden = try hiddenEntries(in: site.root, settlingWithin: 20)
        #expect(hidden.isEmpty, "\(hidden)")
    }

    @Test func anOutputOutsideTheSiteFolderKeepsNoSpare() throws {
        // It may be a web server's folder, which would serve the spare's old pages.
        let site = Self.largeSite()
        let web = FileManager.default.temporaryDirectory.appending(path: "spare-web-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: web) }
        let output = web.appending(path: "blog")
        for _ in 0..<2 { #expect(site.build(output: output).succeeded) }
        let hidden = try hiddenEntries(in: web, settlingWithin: 20)
        #expect(hidden.isEmpty, "\(hidden)")
        #expect(FileManager.default.fileExists(atPath: output.appending(path: "posts/p1/index.html").path))
    }

    @Test func aSmallSiteKeepsNoSpare() throws {
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01")])
        for _ in 0..<3 { #expect(site.build().succeeded) }
        let hidden = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty)
    }

    @Test func aSpareSiteDidNotWriteIsNeverUsed() throws {
        let site = Self.largeSite()
        site.write(".public.previous/notes.txt", "someone's own folder")
        #expect(site.build().succeeded)
        #expect(site.build().succeeded)
        #expect(site.read(".public.previous/notes.txt") == "someone's own folder")
        #expect(!site.exists("public/notes.txt"))
    }
}
