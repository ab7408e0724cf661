import Testing

@testable import SiteKit

@Suite struct YAMLTests {
    @Test func readsAMappingWithPositions() throws {
        let node = try #require(try parseYAML("title: Hello\ntags:\n  - a\n  - b\n"))
        let entries = try #require(node.mappingEntries)
        #expect(entries.map(\.key) == ["title", "tags"])
        #expect(entries[0].value.scalarText == "Hello")
        #expect(entries[0].value.line == 1 && entries[0].value.column == 8)
        guard case .sequence(let items) = entries[1].value.value else {
            Issue.record("tags should be a list")
            return
        }
        #expect(items.map(\.scalarText) == ["a", "b"])
        #expect(items[1].line == 4 && items[1].column == 5)
    }

    @Test func quotedScalarsAreMarked() throws {
        let node = try #require(try parseYAML("a: \"true\"\nb: true\n"))
        let entries = try #require(node.mappingEntries)
        #expect(entries[0].value.value == .scalar("true", quoted: true))
        #expect(entries[1].value.value == .scalar("true", quoted: false))
    }

    @Test func aliasesResolveToTheirAnchors() throws {
        let node = try #require(try parseYAML("a: &x hello\nb: *x\n"))
        #expect(node.mappingEntries?[1].value.scalarText == "hello")
    }

    /// Aliases of aliases ("a billion laughs": nine levels of `[*a, *a, …]`) stand for billions of
    /// values, which every reader of the tree would walk: refused where the total passes a million.
    @Test func aliasesThatStandForBillionsOfValuesAreRefused() throws {
        var text = "a0: &a0 [1, 2]\n"
        for level in 1...9 { text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n" }
        let problem = try #require(throws: ParseProblem.self) { try parseYAML(text) }
        #expect(problem.message.hasPrefix("aliases here stand for more than 1000000 values in all; write the values out"))
        #expect(problem.line == 7 && problem.saysWhatToDo)
        // Six levels (a million and more values in all, each alias counted) are refused too; five are read.
        let five = text.split(separator: "\n").prefix(6).joined(separator: "\n")
        let node = try #require(try parseYAML(five))
        guard case .sequence(let items)? = node.mappingEntries?[5].value.value else { Issue.record("a5 is no list"); return }
        #expect(items.count == 9)
    }

    @Test func malformedYAMLReportsLibyamlsMark() {
        #expect(throws: ParseProblem.self) { try parseYAML("title: a: b\n") }
        do {
            _ = try parseYAML("title: ok\ntags: [a, b\nnext: 1\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.line >= 2)
            #expect(error.message.contains("flow"))
        }
    }

    @Test func emptyTextIsNoDocument() throws {
        #expect(try parseYAML("") == nil)
    }

    @Test func sourceLinesQuoteLinesOfCRLFText() {
        let lines = SourceLines("one\r\ntwo\r\nthree")
        #expect(lines.line(1) == "one")
        #expect(lines.line(2) == "two")
        #expect(lines.line(3) == "three")
        #expect(lines.line(4) == nil)
    }
}
