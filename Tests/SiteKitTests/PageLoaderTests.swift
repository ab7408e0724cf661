import Diagnostics
import Foundation
import Testing

@testable import SiteKit

@Suite struct PageLoaderTests {
    func load(_ path: String, _ text: String, config: SiteConfig = SiteConfig()) -> (Page?, [Diagnostic]) {
        load(path, Data(text.utf8), config: config)
    }

    func load(_ path: String, _ data: Data, config: SiteConfig = SiteConfig()) -> (Page?, [Diagnostic]) {
        loadTestPage(path, data, config: config)
    }

    @Test func readsFrontMatterFields() throws {
        let (page, diagnostics) = load(
            "content/posts/x.md",
            "---\ntitle: \"Hello: world\"\ndate: 2026-03-14T09:00:00Z\nupdated: 2026-03-15\ntags: [a, B c]\ndescription: Short.\nslug: Custom Slug\n---\n\n# Hi\n"
        )
        let loaded = try #require(page)
        #expect(diagnostics.isEmpty)
        #expect(loaded.title == "Hello: world")
        #expect(loaded.tags == ["a", "B c"])
        #expect(loaded.slug == "custom-slug")
        #expect(loaded.description == "Short.")
        #expect(loaded.updated != nil)
        #expect(loaded.html == "<h1 id=\"hi\"><a class=\"heading-link\" href=\"#hi\">Hi</a></h1>\n")
        #expect(loaded.isPost)
    }

    @Test func commaSeparatedTags() throws {
        let (page, _) = load("content/posts/x.md", post(title: "T", date: "2026-01-01", tags: "one, two ,three"))
        #expect(try #require(page).tags == ["one", "two", "three"])
    }

    @Test func aJekyllNameGivesDateAndSlug() throws {
        let (page, diagnostics) = load("content/posts/2026-03-14-my-post.md", "---\ntitle: T\n---\nBody\n")
        let loaded = try #require(page)
        #expect(diagnostics.isEmpty)
        #expect(loaded.slug == "my-post")
        #expect(DateText(timeZone: .gmt).iso(try #require(loaded.date)) == "2026-03-14T00:00:00Z")
    }

    @Test func aPostWithoutDateLoadsWithoutOne() throws {
        let (page, diagnostics) = load("content/posts/undated.md", "---\ntitle: T\n---\nBody\n")
        #expect(diagnostics.isEmpty)
        #expect(try #require(page).date == nil)
    }

    /// `date: false` (Eleventy LibDoc's pages that show no date) is no date, as Eleventy reads it;
    /// quoted, it is text that is no date.
    @Test func dateFalseIsNoDate() throws {
        let (page, diagnostics) = load("content/posts/welcome.md", "---\ntitle: Welcome\ndate: false\nauthor: false\n---\nBody\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try #require(page).date == nil)
        let (_, quoted) = load("content/posts/q.md", "---\ntitle: Q\ndate: \"false\"\n---\nBody\n")
        #expect(quoted.errors.first?.message.hasPrefix("'false' is not a date") == true)
    }

    @Test func aPageNeedsNoDate() {
        let (page, diagnostics) = load("content/about.md", "---\ntitle: About\n---\nMe.\n")
        #expect(diagnostics.isEmpty)
        #expect(page?.kind == .page)
    }

    @Test func aListWhereTextBelongsIsAnErrorAtItsPosition() throws {
        let (_, diagnostics) = load("content/posts/x.md", "---\ndate: 2026-01-01\ntitle:\n  - one\n  - two\n---\n")
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.contains("'title' must be text, not a list"))
        #expect(error.location == SourceLocation(path: "content/posts/x.md", line: 4, column: 3))
        #expect(error.sourceLine == "  - one")
    }

    @Test func malformedYAMLPointsAtLibyamlsMark() throws {
        let (_, diagnostics) = load("content/posts/x.md", "---\ndate: 2026-01-01\ntitle: a\n  b: c\n---\nBody\n")
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.hasPrefix("malformed YAML"))
        #expect(error.location?.line == 4)
        #expect(error.sourceLine == "  b: c")
    }

    /// `title: ViMax: Agentic Video Generation` (two houbb.github.io posts, one of PaperMod's): YAML
    /// refuses the second ": ", Jekyll drops the front matter and Hugo stops; here the value is read
    /// as the text it is, with a warning at its line saying how to quote it.
    @Test func aValueWithAnUnquotedColonIsReadAsText() throws {
        let (page, diagnostics) = load(
            "content/posts/x.md",
            "---\ntitle: ViMax: Agentic Video Generation\ndate: 2026-05-21\ndescription: Step 1: read \"the\" docs\\now\ntags: [ai]\nauthor:\n  - name: Ada: the first\n---\nBody\n")
        #expect(diagnostics.errors.isEmpty, "\(diagnostics)")
        let loaded = try #require(page)
        #expect(loaded.title == "ViMax: Agentic Video Generation")
        #expect(loaded.description == "Step 1: read \"the\" docs\\now")
        #expect(loaded.terms["tags"] == ["ai"])
        #expect(loaded.authors == ["Ada: the first"])
        let warnings = diagnostics.warnings
        #expect(warnings.count == 3)
        #expect(
            warnings.first?.message
                == "the value of 'title' holds ': ', which YAML reads as another key, so it is read as the text 'ViMax: Agentic Video Generation'; put it in quotes to say so: title: \"ViMax: Agentic Video Generation\"")
        #expect(warnings.first?.location == SourceLocation(path: "content/posts/x.md", line: 2, column: 1))
        #expect(warnings.first?.sourceLine == "title: ViMax: Agentic Video Generation")
        // A comment after the value, or another problem, stays an error.
        for text in ["---\ntitle: a: b # note\n---\n", "---\ntitle: \"a\": b\n---\n", "---\ntitle: a\n  b: c\n---\n"] {
            #expect(load("content/posts/x.md", text).1.errors.first?.message.hasPrefix("malformed YAML") == true, "\(text)")
        }
    }

    @Test func aBadDateIsAnError() throws {
        let (_, diagnostics) = load("content/posts/x.md", "---\ntitle: T\ndate: 2026-02-30\n---\n")
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.contains("'2026-02-30' is not a date"))
        #expect(error.location == SourceLocation(path: "content/posts/x.md", line: 3, column: 7))
    }

    /// Hexo's categories written as paths (`- [Diary, Games]`, `- [leetcode]`): each name a term, once.
    @Test func hexosCategoryPathsAreItsTerms() throws {
        let (page, diagnostics) = load("content/posts/x.md", "---\ntitle: T\ndate: 2023-07-29\ncategories:\n  - [Diary, Games]\n  - [Diary]\n  - Life\n---\nBody\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(page?.terms["categories"] == ["Diary", "Games", "Life"])
        let (_, mixed) = load("content/posts/x.md", "---\ntitle: T\ndate: 2023-07-29\ntags:\n  - {a: b}\n---\nBody\n")
        #expect(mixed.errors.first?.message == "each of 'tags' must be text, not a mapping")
    }

    /// A template kept among the pages (Obsidian's, Templater's): its placeholder is no date, and
    /// the page builds without one, with a warning.
    @Test func aTemplatesPlaceholderIsNoDate() throws {
        for written in ["\"{{date}} {{time}}\"", "<% tp.file.creation_date() %>"] {
            let (page, diagnostics) = load("content/templates/diary.md", "---\ntitle: Diary\ndate: \(written)\n---\nToday.\n")
            #expect(diagnostics.errors.isEmpty, "\(written): \(diagnostics)")
            #expect(page?.date == nil)
            #expect(diagnostics.first?.message.hasSuffix("is a template's placeholder, not a date, so the page has none; fill in the date, or keep templates outside content/") == true, "\(diagnostics)")
        }
    }

    /// An update date the page can do without: a typo in it (`19:01:4`, as a Hugo Academic site
    /// has it) is a warning, and the page builds without it; a bad publish date stays an error.
    @Test func aBadUpdateDateIsAWarning() throws {
        let (page, diagnostics) = load("content/posts/x.md", "---\ntitle: T\ndate: 2020-04-08\nlastmod: '2022-05-30T19:01:4+02:00'\n---\nBody\n")
        #expect(diagnostics.errors.isEmpty)
        let warning = try #require(diagnostics.first { $0.severity == .warning })
        #expect(warning.message.hasPrefix("'2022-05-30T19:01:4+02:00' is not a date, so the page shows no date it was updated; write it as"))
        #expect(warning.location == SourceLocation(path: "content/posts/x.md", line: 4, column: 10))
        #expect(page?.updated == nil && page?.date != nil)
        let (_, published) = load("content/posts/x.md", "---\ntitle: T\ndate: 2020-04-08\npublishDate: 2019-13-24T15:30:00+02:00\n---\n")
        #expect(published.errors.first?.message.contains("is not a date") == true)
        // Front Matter CMS writes `updated: ['']`: a list of one date is that date, an empty one none.
        let (listed, listedProblems) = load("content/posts/x.md", "---\ntitle: T\ndate: 2024-05-25\nupdated:\n  - ''\n---\n")
        #expect(listedProblems.isEmpty, "\(listedProblems)")
        #expect(listed?.updated == nil)
        let (one, _) = load("content/posts/x.md", "---\ntitle: T\ndate: 2024-05-25\nupdated: [2024-06-01]\n---\n")
        #expect(one?.updated != nil)
    }

    /// Gatsby and Next.js blogs name their dates for their own queries: `dateCreated`, `createdAt`,
    /// `publishedAt`, `postdate` date the post; `dateModified`, `updatedAt` say when it was updated.
    @Test func aScriptedBlogsOwnDateKeysDateThePost() throws {
        for key in ["dateCreated", "createdAt", "publishedAt", "postdate", "date_created"] {
            let (page, diagnostics) = load("content/posts/x.md", "---\ntitle: T\n\(key): 2019-02-21\n---\nBody\n")
            #expect(diagnostics.isEmpty, "\(key): \(diagnostics)")
            #expect(page?.date == ISO8601DateFormatter().date(from: "2019-02-21T00:00:00Z"), "\(key)")
        }
        for key in ["dateModified", "updatedAt", "updated_at"] {
            let (page, diagnostics) = load("content/posts/x.md", "---\ntitle: T\ndate: 2019-02-21\n\(key): 2019-09-29\n---\nBody\n")
            #expect(diagnostics.isEmpty, "\(key): \(diagnostics)")
            #expect(page?.updated == ISO8601DateFormatter().date(from: "2019-09-29T00:00:00Z"), "\(key)")
        }
    }

    /// Jekyll's own 3.9.3 release post has `date: 2023-01-29 18:30:22 2023 -0800` (a year typed
    /// twice); Ruby reads it. The file name dates the post, with a warning at the bad value.
    @Test func aBadDateBesideADatedFileNameIsAWarningAndTheNameDatesThePost() throws {
        let (page, diagnostics) = load(
            "content/posts/2023-01-29-jekyll-3-9-3-released.md", "---\ntitle: T\ndate: 2023-01-29 18:30:22 2023 -0800\n---\nBody\n")
        #expect(diagnostics.errors.isEmpty)
        let warning = try #require(diagnostics.first { $0.severity == .warning })
        #expect(warning.message.contains("is dated 2023-01-29 from its file name"))
        #expect(warning.location == SourceLocation(path: "content/posts/2023-01-29-jekyll-3-9-3-released.md", line: 3, column: 7))
        let date = try #require(page?.date)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        #expect(calendar.dateComponents([.year, .month, .day], from: date) == DateComponents(year: 2023, month: 1, day: 29))
        // Without a dated name it stays an error (the test above).
    }

    /// A value pasted by mistake (a whole chart block in a JSON string, as the fuzzer made) is
    /// quoted shortened: the message stays a line, not 60 KB.
    @Test func aHugeBadValueIsQuotedShortened() throws {
        let pasted = String(repeating: "inner-radius: 0.9\\nA | 1\\n", count: 2000)
        for (name, text) in [
            ("date", "{\n  \"title\": \"T\",\n  \"date\": \"2022-12-01,\(pasted)\"\n}\nBody\n"),
            ("key", "---\ntitle: T\ndate: 2026-01-01\n\(String(repeating: "k", count: 5000)): 1\n---\n"),
            ("draft", "---\ntitle: T\ndate: 2026-01-01\ndraft: \(String(repeating: "y", count: 5000))\n---\n"),
        ] {
            let (_, diagnostics) = load("content/posts/x.md", text)
            #expect(!diagnostics.isEmpty, "\(name)")
            for diagnostic in diagnostics {
                #expect(diagnostic.message.utf8.count < 400, "\(name): \(diagnostic.message.prefix(120))")
            }
        }
    }

    @Test func crlfFrontMatterIsRead() throws {
        let (page, diagnostics) = load(
            "content/posts/x.md", "---\r\ntitle: Windows\r\ndate: 2026-01-02\r\ntags: [a]\r\n---\r\n\r\nBody\r\n")
        let loaded = try #require(page)
        #expect(diagnostics.isEmpty)
        #expect(loaded.title == "Windows")
        #expect(loaded.tags == ["a"])
        #expect(loaded.html == "<p>Body</p>\n")
    }

    /// An empty container in a file with Windows line ends (a VuePress post's `::: tip`, nothing in
    /// it but a CRLF): `"\r\n"` is one Character, and taking two off the text inside crashed the build.
    @Test func anEmptyContainerInAWindowsFileIsDrawn() throws {
        let site = TemporarySite(
            files: ["content/posts/x.md": "---\r\ntitle: Windows\r\ndate: 2026-01-02\r\n---\r\n::: tip\r\n\r\n:::\r\n\r\n::: warning\r\nCareful.\r\n:::\r\n"],
            theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/x/index.html"))
        #expect(page.contains("<div class=\"callout callout-tip\" role=\"note\"><p class=\"callout-title\">Tip</p>"), "\(page)")
        #expect(page.contains("<p>Careful.</p>"))
        #expect(ShortcodeExpander.codeLines("\r\n") == "" && ShortcodeExpander.codeLines("\r\nx = 1\r\n\r\n") == "x = 1")
    }

    @Test func aFileThatIsNotUTF8IsAnErrorAtTheBadByte() throws {
        var data = Data("---\ntitle: T\ndate: 2026-01-01\n---\nCaf".utf8)
        data.append(0xE9)  // Latin-1 é
        data.append(contentsOf: Array("\n".utf8))
        let (page, diagnostics) = load("content/posts/x.md", data)
        #expect(page == nil)
        let error = try #require(diagnostics.errors.first)
        #expect(error.message.contains("not UTF-8"))
        #expect(error.location == SourceLocation(path: "content/posts/x.md", line: 5, column: 4))
    }

    @Test func anUnknownKeyCloseToAKnownOneIsAWarning() throws {
        let (_, diagnostics) = load(
            "content/posts/x.md", "---\ntitle: T\ndate: 2026-01-01\ntagz: [a]\nlayout: post\n---\n")
        #expect(diagnostics.errors.isEmpty)
        #expect(diagnostics.warnings.count == 1)
        #expect(diagnostics.warnings.first?.message.contains("did you mean 'tags'?") == true)
    }

    @Test func chartErrorLinesCountTheFrontMatter() throws {
        let text = "---\ntitle: T\ndate: 2026-01-01\n---\n\n```chart\ntype: dougnut\n---\nA: 1\n```\n"
        let (_, diagnostics) = load("content/posts/x.md", text)
        let error = try #require(diagnostics.errors.first)
        #expect(error.location?.path == "content/posts/x.md")
        #expect(error.location?.line == 7)
        #expect(error.sourceLine == "type: dougnut")
        #expect(error.message.contains("donut"))
    }

    @Test func wordsAreCountedForTheReadingTime() throws {
        let words = Array(repeating: "word", count: 441).joined(separator: " \t\r\n")
        let (page, _) = load("content/posts/x.md", post(title: "T", date: "2026-01-01", body: words))
        let loaded = try #require(page)
        #expect(loaded.wordCount == 441)
        #expect(loaded.readingMinutes == 3)
    }

    /// A chart of 300 rows is drawn, not read: it adds no minute to the reading time.
    @Test func aChartsRowsAreLeftOutOfTheReadingTime() throws {
        let rows = (1...300).map { "Row number \($0) | \($0)" }.joined(separator: "\n")
        let body = "Ten words of text before the chart, and after it.\n\n```chart\ntype: bar\ntitle: Many rows\n---\n" + rows
            + "\n```\n\n数据很好\n\n```chart\ntype: pie\n---\n东京: 1\n大阪: 2\n```\n"
        let (page, diagnostics) = load("content/posts/x.md", post(title: "T", date: "2026-01-01", body: body))
        #expect(!diagnostics.hasErrors)
        let loaded = try #require(page)
        #expect(loaded.wordCount == 11, "the sentence and the CJK run, not the rows or fences")
        #expect(loaded.cjkCharacterCount == 4)
        #expect(loaded.readingMinutes == 1)
    }

    /// A plot's inline SVG (as Quarto's frozen Julia and R output holds it), a widget's script and
    /// a style are drawn or run, not read: 5,000 path words add no minute.
    @Test func inlineSVGScriptsAndStylesAreLeftOutOfTheReadingTime() throws {
        let path = Array(repeating: "L1 2", count: 2500).joined(separator: " ")
        let body = "Five words before the plot.\n\n<svg viewBox=\"0 0 9 9\"><path d=\"M0 0 \(path)\"/></svg>\n\n<script>var a = [1, 2, 3];</script>\n<style>p { color: red }</style>\n\nThree words after.\n"
        let (page, _) = load("content/posts/x.md", post(title: "T", date: "2026-01-01", body: body))
        let loaded = try #require(page)
        #expect(loaded.wordCount == 8, "\(loaded.wordCount)")
        #expect(loaded.readingMinutes == 1)
    }
}

/// The word count behind reading times, eight bytes at a time, against a plain split.
@Suite struct WordCountTests {
    @Test(arguments: [
        "", " ", "one", "one two", "  lead and trail  ", "tab\tseparated\twords", "crlf\r\nlines\r\nhere",
        "a b c d e f g h i j k l m n o p", "exactly8 exactly8", "héllo wörld — ünïcode ✓ 🎉 text",
        String(repeating: "word ", count: 37) + "end", "\n\n\n# Title\n\nSome *Markdown* text.\n",
    ])
    func matchesASplitOnSpaces(text: String) {
        let expected = text.split(whereSeparator: { ["\n", "\r", "\r\n", "\t", " "].contains($0) }).count
        #expect(countWords(text) == expected)
    }

    @Test func everyOffsetAcrossTheEightByteBoundaries() {
        for length in 0..<40 {
            let text = String((0..<length).map { $0 % 3 == 2 ? " " : "x" })
            #expect(countWords(text) == text.split(separator: " ").count, "\(text)")
        }
    }

    /// Chinese, Japanese and Korean are read character by character (a Chinese blog's 2,000-
    /// character posts were all "1 min read"), counted as a decode of the scalars would.
    @Test(arguments: [
        "", "plain ASCII text only", "面向对象编程 (OOP) 是一种程序设计", "日本語のテキスト、カタカナ", "한국어 텍스트",
        "mixed café — ’quotes’ and 中文, 𠀀 and 🎉", String(repeating: "ab中", count: 17),
    ])
    func cjkCharactersAreCounted(text: String) {
        let expected = text.unicodeScalars.filter { scalar in
            [0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
                0x20000...0x2FA1F].contains { $0.contains(Int(scalar.value)) }
        }.count
        #expect(countCJKCharacters(text) == expected)
    }

    @Test func aChinesePostReadsAtFiveHundredCharactersAMinute() {
        var page = Page(kind: .post, source: ContentFile(path: "content/posts/a.md", relativePath: "posts/a.md", absolutePath: "/a.md"), title: "", slug: "a", sitePath: "")
        page.cjkCharacterCount = 2_000
        #expect(page.readingMinutes == 4)
        page.wordCount = 440
        #expect(page.readingMinutes == 6)
    }
}
