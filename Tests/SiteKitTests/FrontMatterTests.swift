import Testing

@testable import SiteKit

@Suite struct FrontMatterTests {
    @Test func splitsYAMLFromBody() throws {
        let split = splitFrontMatter("---\ntitle: A\n---\n\nBody\n")
        #expect(split.frontMatter == "title: A\n")
        #expect(split.body == "\nBody\n")
        #expect(split.bodyLineOffset == 3)
    }

    @Test func splitsCRLFFrontMatter() {
        let split = splitFrontMatter("---\r\ntitle: A\r\n---\r\nBody\r\n")
        #expect(split.frontMatter == "title: A\r\n")
        #expect(split.body == "Body\r\n")
        #expect(split.bodyLineOffset == 3)
    }

    @Test func withoutFrontMatterTheWholeFileIsBody() {
        let split = splitFrontMatter("# Title\n---\n")
        #expect(split.frontMatter == nil)
        #expect(split.body == "# Title\n---\n")
        #expect(!split.isUnclosed)
    }

    @Test func anUnclosedFrontMatterIsNoticed() {
        #expect(splitFrontMatter("---\ntitle: A\nBody\n").isUnclosed)
    }

    @Test func dotsCloseTheFrontMatter() {
        #expect(splitFrontMatter("---\na: 1\n...\nBody").body == "Body")
    }
}
