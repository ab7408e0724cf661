import Foundation
import Testing

@testable import SiteKit

/// The swap of a finished site into place, with the old site removed in the background.
@Suite struct OutputFolderTests {
    @Test func theOldSiteIsRemovedInTheBackgroundAfterTheSwap() throws {
        let site = TemporarySite(files: [:])
        for index in 0..<50 { site.write("public/posts/p\(index)/index.html", "old \(index)") }
        site.write("public/index.html", "old home")
        site.write("public/\(OutputFolder.markerName)", OutputFolder.markerText)
        let output = try OutputFolder(destination: site.root.appending(path: "public"), root: site.root)
        try Data("new home".utf8).write(to: output.staging.appending(path: "index.html"))
        try output.commit(removingOldSiteInBackground: true)
        // The new site is in place at once, whatever the removal is doing.
        #expect(site.read("public/index.html") == "new home")
        #expect(!site.exists("public/posts"))
        // The old site goes within seconds, and with it every hidden folder the build made.
        let leftovers = try hiddenEntries(in: site.root, settlingWithin: 10)
        #expect(leftovers.isEmpty, "old site left behind: \(leftovers)")
    }

    @Test func aTreeStillBeingRemovedIsLeftToItsRemover() throws {
        let site = TemporarySite(files: [:])
        // A remover that still runs (this process stands in for it), and one that was killed.
        let running = ".public.old-\(getpid())-1"
        let killed = ".public.old-\(Int32.max - 1)-2"
        for name in [running, killed] { site.write("\(name)/index.html", "old") }
        let output = try OutputFolder(destination: site.root.appending(path: "public"), root: site.root)
        output.discard()
        // The next build does not wait for a removal under way; what nobody removes, it removes.
        #expect(site.exists("\(running)/index.html"))
        #expect(!site.exists(killed))
    }

    @Test func theBackgroundRemoverNamesTheOldTreeAfterItself() throws {
        let site = TemporarySite(files: [:])
        for index in 0..<200 { site.write("old/p\(index)/index.html", "old \(index)") }
        #expect(removeTreeInBackground(atPath: site.root.appending(path: "old").path, renamingWith: ".public.old-"))
        // Renamed before the call returns: the old name is gone at once.
        #expect(!site.exists("old"))
        let names = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".public.old-") }
        for name in names {
            let pid = Int32(name.dropFirst(".public.old-".count).prefix { $0 != "-" })
            #expect(pid != nil && pid != getpid(), "\(name) should carry the remover's process id")
        }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline,
            try FileManager.default.contentsOfDirectory(atPath: site.root.path).contains(where: { $0.hasPrefix(".public.old-") })
        {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(try !FileManager.default.contentsOfDirectory(atPath: site.root.path).contains { $0.hasPrefix(".public.old-") })
    }

    @Test func aTypoInTheOutputNeverDeletesAFolderSiteDidNotWrite() {
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01")])
        site.write("www/index.html", "my hand-written home page")
        site.write("www/keep.txt", "keep me")
        let report = site.build(output: site.root.appending(path: "www"))
        #expect(report.diagnostics.errors.first?.message.contains("holds files `site build` did not write") == true)
        #expect(site.read("www/keep.txt") == "keep me")
        #expect(site.read("www/index.html") == "my hand-written home page")
    }

    @Test func aFolderWithThePreviousBuildsMarkerIsReplaced() {
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01")])
        let output = site.root.appending(path: "out")
        #expect(site.build(output: output).succeeded)
        #expect(site.read("out/\(OutputFolder.markerName)") == OutputFolder.markerText)
        site.write("out/stale.html", "from an older build")
        #expect(site.build(output: output).succeeded)
        #expect(!site.exists("out/stale.html"))
        #expect(site.exists("out/posts/a/index.html"))
    }

    @Test func aSymlinkedPublicIsWrittenThroughAndNeverEmptiedOfOtherFiles() throws {
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01")])
        site.write("www/blog/keep.txt", "the user's own file")
        try FileManager.default.createSymbolicLink(atPath: site.root.appending(path: "public").path, withDestinationPath: "www/blog")
        let refused = site.build()
        #expect(refused.diagnostics.errors.first?.message.contains("did not write") == true)
        #expect(site.read("www/blog/keep.txt") == "the user's own file")
        // Once the folder is empty (or was built by site), builds go through the link, which stays.
        try FileManager.default.removeItem(at: site.root.appending(path: "www/blog/keep.txt"))
        for _ in 0..<2 {
            let report = site.build()
            #expect(report.succeeded, "\(report.diagnostics)")
        }
        #expect(site.exists("www/blog/posts/a/index.html"))
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: site.root.appending(path: "public").path)
        #expect(link == "www/blog")
        #expect(site.exists("public/posts/a/index.html"))
    }

    @Test func anImmutableOutputFailsInWordsAndLeavesNoStagingFolder() throws {
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01")])
        #expect(site.build().succeeded)
        let public_ = site.root.appending(path: "public").path
        guard run("/usr/bin/chattr", ["+i", public_]) == 0 else {
            print("skipped: chattr +i is not supported here (needs root and ext4)")
            return
        }
        defer { _ = run("/usr/bin/chattr", ["-i", public_]) }
        let report = site.build()
        let message = try #require(report.diagnostics.errors.first?.message)
        #expect(message.contains("Operation not permitted"), "\(message)")
        #expect(!message.contains("Success"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".public") }
        #expect(leftovers.isEmpty)
        #expect(site.exists("public/posts/a/index.html"))
    }
}

private func run(_ tool: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(filePath: tool)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
}
