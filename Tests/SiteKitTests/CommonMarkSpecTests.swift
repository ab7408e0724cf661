import Foundation
import Testing

@testable import SiteKit

/// One example of the CommonMark spec suite.
private struct SpecExample: Decodable {
    var markdown: String
    var html: String
    var example: Int
    var section: String
}

/// `shared/spec/commonmark/spec.json` next to the package (or next to a folder above it, for a
/// worktree); nil when it is absent.
private func loadSpecExamples() -> [SpecExample]? {
    var folder = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    while folder.path != "/" {
        folder = folder.deletingLastPathComponent()
        let file = folder.appending(path: "shared/spec/commonmark/spec.json")
        if let data = FileManager.default.contents(atPath: file.path) {
            return try? JSONDecoder().decode([SpecExample].self, from: data)
        }
    }
    return nil
}

@Suite struct CommonMarkSpecTests {
    @Test func allSpecExamplesPassThroughThePageRenderer() throws {
        guard let examples = loadSpecExamples() else {
            print("skipped: ../shared/spec/commonmark/spec.json is absent, so the CommonMark suite did not run")
            return
        }
        #expect(examples.count == 652)
        var failures: [Int] = []
        for example in examples {
            let rendered = renderMarkdown(
                example.markdown, options: MarkdownOptions(unsafe: true, charts: ChartContext(path: "spec.md")))
            if rendered.html != example.html { failures.append(example.example) }
        }
        let passed = examples.count - failures.count
        print("CommonMark spec: \(passed) of \(examples.count) passed")
        #expect(passed == 652, "failed examples: \(failures.prefix(20))")
    }
}
