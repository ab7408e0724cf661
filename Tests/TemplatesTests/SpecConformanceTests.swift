import Testing

@testable import Templates

/// The Mustache spec, one parameterised test per file so a failure names its case.
@Suite(.enabled(if: MustacheSpec.isAvailable, Comment(rawValue: MustacheSpec.missingMessage)))
struct SpecConformanceTests {
    @Test(arguments: MustacheSpec.cases("comments.json"))
    func comments(_ test: SpecCase) throws { try check(test) }

    @Test(arguments: MustacheSpec.cases("delimiters.json"))
    func delimiters(_ test: SpecCase) throws { try check(test) }

    @Test(arguments: MustacheSpec.cases("interpolation.json"))
    func interpolation(_ test: SpecCase) throws { try check(test) }

    @Test(arguments: MustacheSpec.cases("inverted.json"))
    func inverted(_ test: SpecCase) throws { try check(test) }

    @Test(arguments: MustacheSpec.cases("partials.json"))
    func partials(_ test: SpecCase) throws { try check(test) }

    @Test(arguments: MustacheSpec.cases("sections.json"))
    func sections(_ test: SpecCase) throws { try check(test) }

    @Test(arguments: MustacheSpec.cases("~inheritance.json"))
    func inheritance(_ test: SpecCase) throws { try check(test) }

    @Test(arguments: MustacheSpec.cases("~dynamic-names.json"))
    func dynamicNames(_ test: SpecCase) throws { try check(test) }

    @Test func everyRequiredAndInheritanceCaseRanAndPassed() throws {
        let required = MustacheSpec.requiredFiles.flatMap(MustacheSpec.cases)
        let inheritance = MustacheSpec.cases("~inheritance.json")
        #expect(required.count == MustacheSpec.requiredCount)
        #expect(inheritance.count == MustacheSpec.inheritanceCount)
        let passed = (required + inheritance).filter { (try? $0.render()) == $0.expected }
        #expect(passed.count == MustacheSpec.requiredCount + MustacheSpec.inheritanceCount)
    }

    private func check(_ test: SpecCase) throws {
        let rendered = try test.render()
        #expect(rendered == test.expected, "\(test.description)\ntemplate: \(test.template.debugDescription)")
    }
}
