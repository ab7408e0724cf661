import Foundation
import Testing

@testable import SiteKit

/// Input too large to build gets an error with a position, never an abort inside cmark.
@Suite struct OversizedInputTests {
    @Test func aPostOverTheSizeLimitIsAnError() {
        let body = String(repeating: "```chart\ntype: bar\n---\nA | 1\n```\n", count: (largestMarkdownFile / 32) + 10)
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01", body: body)])
        let report = site.build()
        let error = report.diagnostics.errors.first
        #expect(error?.message.hasPrefix("content/posts/a.md is 3") == true, "\(String(describing: error))")
        #expect(error?.location?.line == 1)
    }

    @Test func tooManyChartBlocksInOneFileAreOneError() {
        let body = String(repeating: "```chart\ntype: bar\n---\nA | 1\n```\n", count: ChartLimits.blocksPerFile + 5)
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01", body: body)])
        let report = site.build()
        #expect(report.diagnostics.errors.count == 1)
        let error = report.diagnostics.errors.first
        #expect(error?.message == "this file has 10005 chart blocks; at most 10000 are drawn in one file: split it into several posts")
        // The 10,001st block: 5 lines of front matter and a blank line, then 5 lines a block.
        #expect(error?.location?.line == 7 + 5 * ChartLimits.blocksPerFile)
    }

    @Test func aHugeChartBlockIsAnError() {
        let rows = String(repeating: "Row | 1\n", count: 140_000)
        let site = TemporarySite(files: [
            "content/posts/a.md": post(title: "A", date: "2026-01-01", body: "```chart\ntype: bar\n---\n\(rows)```\n")
        ])
        let report = site.build()
        #expect(report.diagnostics.errors.first?.message.hasPrefix("this chart block is 1.1 MB; blocks over 1 MB are not drawn") == true)
        #expect(report.diagnostics.errors.first?.location?.line == 7)
    }
}
