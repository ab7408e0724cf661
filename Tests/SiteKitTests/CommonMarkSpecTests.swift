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

/// `shared/spec/commonmark/spec.json`; nil when it is absent.
private func loadSpecExamples() -> [SpecExample]? {
    sharedSpecFile("commonmark/spec.json").flatMap { try? JSONDecoder().decode([SpecExample].self, from: $0) }
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
