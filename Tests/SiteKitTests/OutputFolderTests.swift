import Foundation
import Testing

@testable import SiteKit

/// The swap of a finished site into place, with the old site removed in the background.
@Suite struct OutputFolderTests {
    @Test func theOldSiteIsRemovedInTheBackgroundAfterTheSwap() throws {
        let site = TemporarySite(files: [:])
        for index in 0..<50 { site.write("public/posts/p\(index)/index.html", "old \(index)") }
        site.write("public/index.html", "old home")
        let output = try OutputFolder(destination: site.root.appending(path: "public"), root: site.root)
        try Data("new home".utf8).write(to: output.staging.appending(path: "index.html"))
        try output.commit(removingOldSiteInBackground: true)
        // The new site is in place at once, whatever the removal is doing.
        #expect(site.read("public/index.html") == "new home")
        #expect(!site.exists("public/posts"))
        // The old site goes within seconds, and with it every hidden folder the build made.
        let deadline = Date().addingTimeInterval(10)
        var leftovers: [String] = []
        repeat {
            leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".") }
            if leftovers.isEmpty { break }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        #expect(leftovers.isEmpty, "old site left behind: \(leftovers)")
    }
}
