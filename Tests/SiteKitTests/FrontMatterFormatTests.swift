import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// TOML and JSON front matter beside YAML, read into one tree with positions.
@Suite struct FrontMatterFormatTests {
    func load(_ path: String, _ text: String) -> (Page?, [Diagnostic]) {
        loadTestPage(path, Data(text.utf8))
    }

    @Test func tomlBetweenPlusLines() throws {
        let split = splitFrontMatter("+++\r\ntitle = \"A\"\r\n+++\r\nBody\r\n")
        #expect(split.format?.name == "TOML")
        #expect(split.frontMatter == "title = \"A\"\r\n")
        #expect(split.body == "Body\r\n")
        #expect(split.bodyLineOffset == 3)
    }

    @Test func jsonObjectFirst() throws {
        let split = splitFrontMatter("{\n  \"title\": \"A {brace}\",\n  \"n\": \"}\"\n}\nBody\n")
        #expect(split.format?.name == "JSON")
        #expect(split.frontMatter == "{\n  \"title\": \"A {brace}\",\n  \"n\": \"}\"\n}")
        #expect(split.body == "Body\n")
        #expect(split.bodyLineOffset == 4)
    }

    @Test func blankLinesMayComeFirst() throws {
        // Zola's theme pages start so.
        let split = splitFrontMatter("\n  \n+++\ntitle = \"A\"\n+++\nBody\n")
        #expect(split.format?.name == "TOML")
        #expect(split.frontMatter == "title = \"A\"\n")
        #expect(split.body == "Body\n")
        #expect(split.frontMatterLineOffset == 3)
        #expect(split.bodyLineOffset == 5)
        // Messages count the blank lines: `date = nope` is on line 4 of the file.
        let (_, diagnostics) = load("content/posts/t.md", "\n+++\ntitle = \"A\"\ndate = nope\n+++\nBody\n")
        #expect(diagnostics.errors.first?.location?.line == 4)
        // Without front matter, the blank lines stay part of the body.
        #expect(splitFrontMatter("\n# Title\n").body == "\n# Title\n")
    }

    @Test func aShortcodeOnTheFirstLineIsNotJSON() {
        #expect(splitFrontMatter("{{< youtube x >}}\n").format == nil)
        #expect(splitFrontMatter("{% raw %}\n").format == nil)
    }

    @Test func tomlTypesAndTables() throws {
        let root = try #require(try parseTOML("title = \"T\"\nweight = 3\ndraft = false\ndate = 2019-03-05T10:00:00-08:00\ntags = [\"a\", \"b\"]\n[params]\nmath = true\n"))
        let entries = try #require(root.mappingEntries)
        #expect(Set(entries.map(\.key)) == ["date", "draft", "params", "tags", "title", "weight"])
        let byKey = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.value) })
        #expect(byKey["title"]?.value == .scalar("T", quoted: true))
        #expect(byKey["weight"]?.value == .scalar("3", quoted: false))
        #expect(byKey["draft"]?.value == .scalar("false", quoted: false))
        #expect(byKey["date"]?.scalarText == "2019-03-05T10:00:00-08:00")
        #expect(byKey["tags"]?.value == .sequence([
            YAMLNode(value: .scalar("a", quoted: true), line: 5, column: 9),
            YAMLNode(value: .scalar("b", quoted: true), line: 5, column: 14),
        ]))
        #expect(byKey["params"]?.mappingEntries?.first?.key == "math")
        // Keys keep their place, for messages.
        let title = try #require(entries.first { $0.key == "title" })
        #expect((title.keyNode.line, title.keyNode.column) == (1, 1))
    }

    @Test func aTOMLPostReadsLikeAYAMLOne() throws {
        let (page, diagnostics) = load(
            "content/posts/t.md",
            "+++\ntitle = \"From Hugo\"\ndate = \"2019-03-05\"\ntags = [\"go\"]\ncategories = [\"Tech\"]\naliases = [\"/old/\"]\n[params]\nmath = true\n+++\n\nHello.\n")
        let loaded = try #require(page)
        #expect(diagnostics.isEmpty)
        #expect(loaded.title == "From Hugo")
        #expect(DateText(timeZone: .gmt).iso(try #require(loaded.date)) == "2019-03-05T00:00:00Z")
        #expect(loaded.tags == ["go"])
        #expect(loaded.terms["categories"] == ["Tech"])
        #expect(loaded.aliases.map(\.path) == ["/old/"])
        #expect(loaded.params["math"] == .bool(true))
        #expect(loaded.html == "<p>Hello.</p>\n")
    }

    @Test func malformedTOMLIsAnErrorAtItsPlace() throws {
        let (_, diagnostics) = load("content/posts/t.md", "+++\ntitle = \"A\"\ndate = \n+++\nBody\n")
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.hasPrefix("malformed TOML: "))
        #expect(error.message.contains("key = value"))
        #expect(error.location?.line == 3)
        // One problem, one message: no "has no date" after it.
        #expect(diagnostics.errors.count == 1)
    }

    /// gray-matter's fences that name their language (Eleventy's posts): `---json` … `---`.
    @Test func aFenceMayNameItsLanguage() throws {
        let (json, jsonProblems) = load("content/posts/j.md", "---json\n{\"title\": \"From JSON\", \"date\": \"2023-01-23\", \"tags\": [\"a\"]}\n---\nBody\n")
        #expect(jsonProblems.isEmpty, "\(jsonProblems)")
        #expect(json?.title == "From JSON" && json?.tags == ["a"])
        #expect(json?.html == "<p>Body</p>\n")
        let (toml, _) = load("content/posts/t.md", "---toml\ntitle = \"From TOML\"\ndate = 2023-01-23\n---\nBody\n")
        #expect(toml?.title == "From TOML")
        let (yaml, _) = load("content/posts/y.md", "---yaml\ntitle: From YAML\ndate: 2023-01-23\n---\nBody\n")
        #expect(yaml?.title == "From YAML")
        let (_, unclosed) = load("content/posts/u.md", "---json\n{\"title\": \"A\"}\nBody\n")
        #expect(unclosed.errors.first?.message.contains("add a line '---' after it") == true)
        // An error in the JSON is at its line in the file.
        let (_, broken) = load("content/posts/b.md", "---json\n{\"title\": \"A\"\n\"date\": \"x\"}\n---\nBody\n")
        #expect(broken.errors.first?.message.hasPrefix("malformed JSON: ") == true)
        #expect(broken.errors.first?.location?.line == 3)
    }

    /// Eleventy's `---js` front matter: its `const name = value;` lines are read; anything else is
    /// an error at its line, so a draft is never published by a line left unread.
    @Test func javaScriptFrontMatterReadsItsConstLines() throws {
        let (draft, problems) = load("content/posts/f.md", "---js\nconst title = \"A fifth post\";\nconst date = \"2023-01-23\";\n\n// a note\nconst draft = true;\n---\nBody\n")
        #expect(problems.isEmpty, "\(problems)")
        #expect(draft?.title == "A fifth post" && draft?.isDraft == true)
        let (_, code) = load("content/posts/g.md", "---js\nconst title = \"A\";\nmodule.exports = { draft: true };\n---\nBody\n")
        let error = try #require(code.errors.first)
        #expect(error.message.hasPrefix("malformed JavaScript: only lines like const title"))
        #expect(error.location?.line == 3)
        // An object over several lines, as Eleventy's base blog writes its navigation; the lines after it keep their numbers.
        let (about, aboutProblems) = load(
            "content/about.md", "---js\nconst eleventyNavigation = {\n\tkey: \"Über uns\",\n\torder: 3, // third\n};\nconst title = 'About';\nconst draft = [1, 2;\n---\nBody\n")
        #expect(aboutProblems.errors.first?.location?.line == 7, "\(aboutProblems)")
        #expect(about == nil || about?.menu == nil || about?.menu?.name == "Über uns")
        let (fine, fineProblems) = load("content/about.md", "---js\nconst eleventyNavigation = {\n\tkey: \"Über uns\",\n\torder: 3\n};\nconst title = 'About';\n---\nBody\n")
        #expect(fineProblems.isEmpty, "\(fineProblems)")
        #expect(fine?.title == "About" && fine?.menu == MenuEntry(weight: 3, name: "Über uns"))
    }

    /// Pelican's `Key: value` lines (Python-Markdown's metadata), as data and Python blogs write them.
    @Test func pelicanMetadataLinesAreFrontMatter() throws {
        let text = "Title: Numba vs Cython\r\ndate: 2012-08-24 10:41\r\nTags: numba, cython,benchmarks\r\nAuthors: Ada; Grace\r\n"
            + "Summary: A long summary\r\n    on two lines.\r\nStatus: draft\r\n\r\nThe body: starts here.\r\n"
        let split = splitFrontMatter(text)
        #expect(split.format?.name == "Pelican metadata")
        #expect(split.body == "The body: starts here.\r\n")
        #expect(split.bodyLineOffset == 8)
        let (page, problems) = load("content/posts/2012-08-24-numba.md", text)
        #expect(problems.isEmpty, "\(problems)")
        let post = try #require(page)
        #expect(post.title == "Numba vs Cython")
        #expect(post.tags == ["numba", "cython", "benchmarks"])
        #expect(post.authors == ["Ada", "Grace"])
        #expect(post.isDraft)
        #expect(!post.html.contains("Title:"))
        // A post that only starts with a colon in its first line, or has no title among such lines, keeps its text.
        #expect(splitFrontMatter("Note: read this first.\n\nBody\n").format == nil)
        #expect(splitFrontMatter("Title: A\nand a line that is no field\n\nBody\n").format == nil)
        #expect(splitFrontMatter("http://example.com: a link\n\nBody\n").format == nil)
    }

    /// Hexo's scaffolds indent lists with tabs, which YAML forbids and Hexo reads as two spaces each.
    @Test func hexoListsIndentedByTabsAreRead() throws {
        let text = "---\r\ntitle: Android 启动\r\ndate: 2020-09-14 16:43:32\r\ntags:\r\n\t- Android\r\n\t- linux\r\n\r\n---\r\nBody\r\n"
        let (page, problems) = load("content/posts/android.md", text)
        #expect(problems.isEmpty, "\(problems)")
        #expect(try #require(page).tags == ["Android", "linux"])
        // Tabs that do not help keep the first problem where it is.
        let (_, broken) = load("content/posts/b.md", "---\ntitle: [A\ntags:\n\t- a\n---\nBody\n")
        #expect(broken.errors.first?.message.hasPrefix("malformed YAML") == true)
        #expect(broken.errors.first?.location?.line == 3)
    }

    /// A key without a space after its colon (`title:Text`) is told at its line, whatever libyaml says further down.
    @Test func aKeyWithoutASpaceAfterItsColonIsToldWhereItIs() throws {
        let (_, title) = load("content/posts/a.md", "---\ntitle:算法\ndate: 2019-12-13 13:12:37\n---\nBody\n")
        let error = try #require(title.errors.first)
        #expect(error.message.contains("'title:算法' has no space after its colon") && error.message.contains("write title: 算法"))
        #expect(error.location == SourceLocation(path: "content/posts/a.md", line: 2, column: 7))
        let (_, last) = load("content/posts/b.md", "---\ntitle: B\ntags:\n\t- x\ntypora-root-url:../\n---\nBody\n")
        #expect(last.errors.first?.location?.line == 5)
        #expect(last.errors.first?.message.contains("'typora-root-url:../' has no space after its colon") == true)
        // An address is the value, not the key.
        let (_, address) = load("content/posts/c.md", "---\ntitle: C\nlink:http://x\ndate: 2019-12-13\n---\nBody\n")
        #expect(address.errors.first?.message.contains("write link: http://x") == true)
    }

    /// A closing `---` with text after it on its line (an AI-written post's run-on words) closes
    /// nothing: the error is said at that line, with what to do, not at the next `---`.
    @Test func aFenceWithTextAfterItIsToldWhereItIs() throws {
        let (_, problems) = load("content/posts/a.md", "---\ntitle: A\ndate: 2024-01-01\n---chemix-foo bar baz\n---\nBody\n")
        let error = try #require(problems.errors.first)
        #expect(error.message == "malformed YAML: this line starts with --- but has text after it, so it does not close the front matter and the post's text was read as YAML; put --- alone on its line and the text on the next")
        #expect(error.location == SourceLocation(path: "content/posts/a.md", line: 4, column: 4))
    }

    /// A quote never closed (`title:  "CHP consulting`) is told where it opened, not at the end of
    /// the front matter where the YAML reader gave up.
    @Test func aQuoteNeverClosedIsToldWhereItOpened() throws {
        let (_, problems) = load("content/chp.md", "---\ntitle:  \"CHP consulting\npermalink: /chp-consulting/\n\n---\nFeasibility.\n")
        let error = try #require(problems.errors.first)
        #expect(error.message == "malformed YAML: this quoted value is never closed, so the rest of the front matter was read as part of it; end it with the same quote mark")
        #expect(error.location == SourceLocation(path: "content/chp.md", line: 2, column: 9))
    }

    /// Hexo's front matter before Hexo 3: no opening `---`, only the closing one.
    @Test func hexoFrontMatterWithoutAnOpeningFence() throws {
        let text = "title: Hello World\r\ndate: 2013/7/13 20:46:25\r\ntags:\r\n- hexo\r\n---\r\nWelcome.\r\n"
        let split = splitFrontMatter(text)
        #expect(split.format?.name == "YAML")
        #expect(split.body == "Welcome.\r\n")
        #expect(split.bodyLineOffset == 5)
        let (page, problems) = load("content/posts/hello.md", text)
        #expect(problems.isEmpty, "\(problems)")
        let post = try #require(page)
        #expect(post.title == "Hello World" && post.tags == ["hexo"])
        #expect(DateText(timeZone: .gmt).iso(try #require(post.date)) == "2013-07-13T20:46:25Z")
        #expect(!post.html.contains("Hello World"))
        // A key's problem is at its line of the file.
        let (_, typo) = load("content/posts/t.md", "title: T\ndate: 2013-07-13\ndescripton: x\n---\nBody\n")
        #expect(typo.warnings.first?.location == SourceLocation(path: "content/posts/t.md", line: 3, column: 1))
        // Text over a rule or a setext heading stays text: a blank line, no title or date, a line of prose.
        #expect(splitFrontMatter("Note: read this.\n\n---\nBody\n").format == nil)
        #expect(splitFrontMatter("Update: a new release\n---\nBody\n").format == nil)
        #expect(splitFrontMatter("Date: today\nand then some prose\n---\nBody\n").format == nil)
        #expect(splitFrontMatter("title: never closed\nBody\n").format == nil)
    }

    @Test func unclosedTOMLAndJSONSayWhatCloses() throws {
        let (_, toml) = load("content/posts/t.md", "+++\ntitle = \"A\"\nBody\n")
        #expect(toml.errors.first?.message.contains("'+++'") == true)
        #expect(toml.errors.first?.location?.line == 1)
        let (_, json) = load("content/posts/j.md", "{\n\"title\": \"A\"\nBody\n")
        #expect(json.errors.first?.message.contains("JSON") == true)
        #expect(json.errors.first?.location?.line == 1)
    }

    @Test func aJSONPostWithPositions() throws {
        let (page, diagnostics) = load(
            "content/posts/j.md", "{\n  \"title\": \"From JSON\",\n  \"date\": \"2019-04-25 9:00:00\",\n  \"descripton\": \"x\"\n}\n\nBody\n")
        #expect(try #require(page).title == "From JSON")
        let warning = try #require(diagnostics.warnings.first)
        #expect(warning.message.contains("did you mean 'description'"))
        #expect(warning.location == SourceLocation(path: "content/posts/j.md", line: 4, column: 3))
    }

    @Test func malformedJSONIsAnError() throws {
        let (_, diagnostics) = load("content/posts/j.md", "{\n  \"title\": \"A\",,\n}\nBody\n")
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.hasPrefix("malformed JSON: "))
        #expect(error.location?.line == 2)
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        for (name, text) in [
            ("json", "{\n\"title\": \"Deep\", \"a\": \(deep)\n}\nx\n"),
            ("yaml", "---\ntitle: Deep\na: \(deep)\n---\nx\n"),
            ("toml", "+++\ntitle = \"Deep\"\na = \(deep)\n+++\nx\n"),
        ] {
            let (_, diagnostics) = load("content/posts/\(name).md", text)
            let error = try #require(diagnostics.errors.first, "\(name)")
            #expect(error.message.contains("nested"), "\(name): \(error.message)")
        }
    }
}
