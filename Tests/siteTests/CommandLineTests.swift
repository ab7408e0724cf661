import Foundation
import Testing

@testable import site

/// The `site` binary, run as a writer runs it.
@Suite struct CommandLineTests {
    @Test func helpListsTheCommands() throws {
        let run = try runSite(["--help"])
        #expect(run.status == 0)
        for command in ["build", "serve", "init", "new post", "chart", "theme update"] {
            #expect(run.output.contains(command))
        }
    }

    @Test(arguments: ["build", "serve", "init", "new", "chart", "theme"])
    func everyCommandHasHelp(command: String) throws {
        let run = try runSite([command, "--help"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("USAGE: site \(command)"))
    }

    @Test func versionIsPrinted() throws {
        let run = try runSite(["--version"])
        #expect(run.status == 0)
        // "site 0.1.0 (commit 1a2b3c4d5e6f)": the version, and the commit the binary was built from.
        let words = run.output.split(separator: " ")
        #expect(words.first == "site" && words.count == 4, "\(run.output)")
        #expect(words.count > 1 && words[1].split(separator: ".").count == 3)
        #expect(words.count > 2 && words[2] == "(commit")
        let commit = words.last.map { String($0.dropLast(2)) } ?? ""  // without ")\n"
        #expect(run.output.hasSuffix(")\n"))
        // Built from this checkout, the commit is its HEAD (with "+changes" while tracked files differ).
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "rev-parse", "--short=12", "HEAD"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return }
        git.waitUntilExit()
        let head = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if git.terminationStatus == 0, !head.isEmpty {
            #expect(commit == head || commit == head + "+changes", "\(commit) vs HEAD \(head)")
        } else {
            #expect(commit == "unknown")
        }
    }

    @Test func noCommandIsBadUsage() throws {
        let run = try runSite([])
        #expect(run.status == 2)
        #expect(run.error.contains("USAGE"))
    }

    @Test func anUnknownCommandSuggestsTheNearest() throws {
        let run = try runSite(["biuld"])
        #expect(run.status == 2)
        #expect(run.error.contains("did you mean 'build'?"))
    }

    @Test func anUnknownOptionIsBadUsageWithAHint() throws {
        let run = try runSite(["build", "--draft"])
        #expect(run.status == 2)
        #expect(run.error.contains("unknown option '--draft'; did you mean '--drafts'?"))
        #expect(run.error.contains("site build --help"))
    }

    @Test func anOptionWithoutItsValueIsBadUsage() throws {
        #expect(try runSite(["build", "-o"]).status == 2)
        #expect(try runSite(["serve", "--port", "nine"]).status == 2)
    }

    @Test func buildOutsideASiteFails() throws {
        let folder = TemporaryFolder()
        let run = try runSite(["build"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.error.contains("no site.yml"))
    }

    /// Counts in the summary lines read as English writes them: `14,013 pages`.
    @Test func countsAreGroupedByThousands() {
        #expect(plural(1, "page") == "1 page" && plural(0, "chart") == "0 charts" && plural(999, "file") == "999 files")
        #expect(plural(14_013, "page") == "14,013 pages" && plural(1_000_000, "file") == "1,000,000 files")
    }

    @Test func initThenBuildMakesASite() throws {
        let folder = TemporaryFolder()
        let created = try runSite(["init", "blog"], in: folder.url)
        #expect(created.status == 0, "\(created.error)")
        #expect(folder.read("blog/site.yml") != nil)
        let site = folder.url.appending(path: "blog")
        let built = try runSite(["build"], in: site)
        #expect(built.status == 0, "\(built.error)")
        #expect(built.output.hasPrefix("Built "))
        #expect(built.output.contains("1 chart in"))
        #expect(built.output.hasSuffix("→ public/\n"))
        #expect(folder.read("blog/public/index.html") != nil)
        #expect(folder.read("blog/public/posts/where-the-money-went/index.html")?.contains("<svg") == true)
        // A second init into the same folder is refused and changes nothing.
        let again = try runSite(["init", "blog"], in: folder.url)
        #expect(again.status == 1)
        #expect(again.error.contains("already holds a site"))
    }

    /// `site init . --from ../old` in an empty folder, as a writer moving from Hugo types it.
    @Test func initFromAnOldSiteMakesItsSiteAndSaysWhatStayed() throws {
        let folder = TemporaryFolder()
        folder.write("old/hugo.toml", "title = \"Old\"\nbaseURL = \"https://old.example/\"\n[permalinks]\nposts = \"/:year/:slug/\"\n")
        folder.write("old/content/posts/2020-02-03-hello.md", "+++\ntitle = \"Hello\"\n+++\nHi {{< mine >}}, {{< kind warm >}}.\n")
        folder.write("old/layouts/shortcodes/mine.html", #"{{ range .Params }}{{ . }}{{ end }}"#)
        folder.write("old/layouts/shortcodes/kind.html", #"<em class="{{ .Get 0 }}">kind</em>"#)
        try FileManager.default.createDirectory(at: folder.url.appending(path: "new"), withIntermediateDirectories: true)
        let created = try runSite(["init", ".", "--from", "../old"], in: folder.url.appending(path: "new"))
        #expect(created.status == 0, "\(created.error)")
        #expect(created.output.contains("from the Hugo site in"))
        #expect(created.output.contains("site.yml: title, base_url, permalinks, feed, term_feeds from hugo.toml."))
        #expect(created.output.contains("Copied 1 file (content/ 1)."))
        #expect(created.output.contains("Not carried over: the old theme's shortcodes mine, which the default theme lacks and site init could not write as Mustache:"))
        #expect(created.output.contains("Not carried over: what the old theme's shortcode mine drew (its template is not in the old site's folder, or could not be written as Mustache): content/posts/2020-02-03-hello.md calls it, and a stand-in in themes/default/shortcodes/ shows the image a call names with src, or its title, and the text inside"))
        #expect(created.output.contains("Translated: the old theme's shortcodes kind, written from their templates as themes/default/shortcodes/NAME.mustache"))
        // The post calls the old theme's shortcode: its stand-in shows nothing, and the site builds.
        let built = try runSite(["build"], in: folder.url.appending(path: "new"))
        #expect(built.status == 0, "\(built.error)")
        #expect(folder.read("new/public/2020/hello/index.html")?.contains("Hi , <em class=\"warm\">kind</em>.") == true)
        let missing = try runSite(["init", "other", "--from", "nowhere"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.error.contains("is not a folder"))
    }

    /// `site init blog --from export.xml` beside the export, as a writer leaving WordPress types it in
    /// their Downloads folder: the summary says how many posts and pages were written.
    @Test func initFromAWordPressExportBesideIt() throws {
        let folder = TemporaryFolder()
        let item = { (title: String, slug: String, type: String) in
            "<item><title>\(title)</title><link>https://w.example/\(slug)/</link><dc:creator>jo</dc:creator><content:encoded><![CDATA[Hello from \(title).]]></content:encoded><wp:post_id>1</wp:post_id><wp:post_date>2024-01-02 10:00:00</wp:post_date><wp:post_date_gmt>2024-01-02 10:00:00</wp:post_date_gmt><wp:post_name>\(slug)</wp:post_name><wp:status>publish</wp:status><wp:post_type>\(type)</wp:post_type></item>"
        }
        folder.write(
            "export.xml",
            "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n<rss version=\"2.0\" xmlns:content=\"http://purl.org/rss/1.0/modules/content/\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:wp=\"http://wordpress.org/export/1.2/\">\n<channel><title>W</title><link>https://w.example</link>"
                + item("First", "first", "post") + item("About", "about", "page") + "</channel></rss>\n")
        let created = try runSite(["init", "blog", "--from", "export.xml"], in: folder.url)
        #expect(created.status == 0, "\(created.error)")
        #expect(created.output.contains("from the WordPress site in") && created.output.contains("Translated: 1 post and 1 page of the export"), "\(created.output)")
        #expect(!created.output.contains("Copied 0 files"))
        let built = try runSite(["build"], in: folder.url.appending(path: "blog"))
        #expect(built.status == 0, "\(built.error)")
        #expect(folder.read("blog/public/first/index.html")?.contains("Hello from First.") == true)
        let notAnExport = try runSite(["init", "other", "--from", "blog/public/sitemap.xml"], in: folder.url)
        #expect(notAnExport.status == 1 && notAnExport.error.contains("is no WordPress export"), "\(notAnExport.error)")
    }

    @Test func buildWithErrorsExitsOneAndReportsPositions() throws {
        let folder = TemporaryFolder()
        #expect(try runSite(["init", "."], in: folder.url).status == 0)
        folder.write("content/posts/bad.md", "---\ntitle:\n  - a\ndate: 2026-01-01\n---\n")
        let run = try runSite(["build"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.error.contains("content/posts/bad.md:3:3: error: 'title' must be text, not a list"))
        #expect(run.error.contains("    ^"))
        #expect(run.error.contains("left unchanged"))
        #expect(!run.error.contains("\u{1B}["), "no colour when stderr is not a terminal")
    }

    /// The same error in many posts (the old theme's shortcode called everywhere) is one message,
    /// then every other place on a line of its own.
    @Test func anErrorRepeatedWordForWordIsShownOnceWithEveryPlace() throws {
        let folder = TemporaryFolder()
        #expect(try runSite(["init", "."], in: folder.url).status == 0)
        for day in 1...3 {
            folder.write("content/posts/p\(day).md", "---\ntitle: P\(day)\ndate: 2026-01-0\(day)\n---\nSee {{< imgtxt src=\"a.jpg\" >}}\n")
        }
        let run = try runSite(["build"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.error.components(separatedBy: "unknown shortcode 'imgtxt'").count == 2, "\(run.error)")
        #expect(run.error.contains("content/posts/p1.md:5:5: error: unknown shortcode 'imgtxt'"))
        #expect(run.error.contains("    … the same in 2 more places:\n    content/posts/p2.md:5:5\n    content/posts/p3.md:5:5\n"))
        #expect(run.error.contains("Build failed with 3 errors"))
    }

    @Test func buildToAnotherFolderWithOptions() throws {
        let folder = TemporaryFolder()
        #expect(try runSite(["init", "."], in: folder.url).status == 0)
        let run = try runSite(
            ["build", "--drafts", "--future", "--base-url", "https://x.org/", "-o", "out"], in: folder.url)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasSuffix("→ out/\n"))
        #expect(folder.read("out/feed.xml")?.contains("https://x.org/posts/") == true)
    }

    /// `site theme update` on a site's default theme: up to date after init; a file the writer
    /// changed is kept and named, with this version's under themes/default.new/.
    @Test func themeUpdateKeepsTheWritersChanges() throws {
        let folder = TemporaryFolder()
        #expect(try runSite(["init", "."], in: folder.url).status == 0)
        let fresh = try runSite(["theme", "update"], in: folder.url)
        #expect(fresh.status == 0 && fresh.output.hasPrefix("themes/default is up to date ("), "\(fresh.output)\(fresh.error)")
        let footer = try #require(folder.read("themes/default/partials/footer.mustache"))
        try Data((footer + "<p>Mine</p>\n").utf8).write(to: folder.url.appending(path: "themes/default/partials/footer.mustache"))
        let kept = try runSite(["theme", "update"], in: folder.url)
        #expect(kept.status == 0 && kept.output.contains("Kept 1 file you changed: partials/footer.mustache; this version's is in themes/default.new/"), "\(kept.output)")
        #expect(folder.read("themes/default.new/partials/footer.mustache") == footer)
        #expect(try runSite(["theme"], in: folder.url).status == 2)
        #expect(try runSite(["theme", "reset"], in: folder.url).status == 2)
        let outside = TemporaryFolder()
        let refused = try runSite(["theme", "update"], in: outside.url)
        #expect(refused.status == 1 && refused.error.contains("no site.yml"), "\(refused.error)")
    }

    @Test func newPostWritesAFileAndPrintsItsPath() throws {
        let folder = TemporaryFolder()
        #expect(try runSite(["init", "."], in: folder.url).status == 0)
        let run = try runSite(["new", "post", "My First Chart"], in: folder.url)
        #expect(run.status == 0, "\(run.error)")
        let path = run.output.trimmingCharacters(in: .newlines)
        #expect(path.hasPrefix("content/posts/"))
        #expect(path.hasSuffix("-my-first-chart.md"))
        #expect(folder.read(path)?.contains("title: \"My First Chart\"") == true)
        #expect(try runSite(["build"], in: folder.url).status == 0)
        #expect(try runSite(["new", "page", "x"], in: folder.url).status == 2)
        #expect(try runSite(["new", "post"], in: folder.url).status == 2)
    }

    static let chart = "type: bar\ntitle: Steps\n---\nMon: 898\nTue: 670\n"

    @Test func chartPrintsAStandaloneSVG() throws {
        let folder = TemporaryFolder()
        folder.write("steps.chart", Self.chart)
        let run = try runSite(["chart", "steps.chart"], in: folder.url)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("<svg"))
        #expect(run.output.contains("http://www.w3.org/2000/svg"))
    }

    @Test func chartSpeaksTheLanguageAskedFor() throws {
        let run = try runSite(["chart", "-", "--html", "--language", "de"], input: "type: bar\n---\nMo: 1200.5\nDi: 670\n")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("aria-roledescription=\"Balkendiagramm\"") && run.output.contains("Mo: 1.200,5; Di: 670."))
        #expect(run.output.contains("<summary>Daten</summary>"))
        #expect(try runSite(["chart", "-", "--language"], input: "type: bar\n---\nA: 1\n").status == 2)
    }

    @Test func chartReadsStandardInputAndPrintsAFigure() throws {
        let run = try runSite(["chart", "-", "--html"], input: "```chart\n" + Self.chart + "```\n")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("<figure"))
    }

    /// A block fenced in another tool's language is read in it: Chart.js, Highcharts, Mermaid.
    @Test func chartReadsTheLanguageItsFenceNames() throws {
        let chartJS = try runSite(["chart", "-", "--html"], input: "```chartjs\n{type: 'bar', data: {labels: ['a', 'b'], datasets: [{data: [1, 2]}]}}\n```\n")
        #expect(chartJS.status == 0 && chartJS.output.contains("a: 1; b: 2."), "\(chartJS.error)")
        let highcharts = try runSite(["chart", "-", "--html"], input: "~~~highcharts\nchart: {type: 'pie'},\nseries: [{data: [['A', 3], ['B', 5]]}]\n~~~\n")
        #expect(highcharts.status == 0 && highcharts.output.contains("A: 3, 38%"), "\(highcharts.error)")
        let mermaid = try runSite(["chart", "-", "--html"], input: "```mermaid\npie\n  \"Dogs\" : 3\n  \"Cats\" : 1\n```\n")
        #expect(mermaid.status == 0 && mermaid.output.contains("Dogs: 3, 75%"), "\(mermaid.error)")
    }

    @Test func chartErrorsGoToStandardErrorWithPositions() throws {
        let folder = TemporaryFolder()
        folder.write("bad.chart", "type: dougnut\n---\nA: 1\n")
        let run = try runSite(["chart", "bad.chart"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("bad.chart:1:"))
        #expect(run.error.contains("did you mean 'donut'?"))
    }

    /// A block saved by a Windows editor starts with a byte-order mark; bytes that are not UTF-8
    /// are an error at their place, as they are in a post.
    @Test func chartDecodesItsFileAsAPostIs() throws {
        let folder = TemporaryFolder()
        folder.write("bom.chart", "\u{FEFF}" + Self.chart)
        let run = try runSite(["chart", "bom.chart"], in: folder.url)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("<svg"))
        try Data("type: bar\n---\nMon: 8\u{01}98\n".utf8).write(to: folder.url.appending(path: "control.chart"))
        let control = try runSite(["chart", "control.chart"], in: folder.url)
        #expect(control.status == 1 && control.error.contains("control.chart:3:"))
        try Data([0x41, 0x3A, 0x20, 0xFF, 0x0A]).write(to: folder.url.appending(path: "latin1.chart"))
        let bad = try runSite(["chart", "latin1.chart"], in: folder.url)
        #expect(bad.status == 1 && bad.error.contains("latin1.chart:1:"))
    }

    /// A chart on its own reads its `data:` file beside it, with a build's words when it cannot.
    @Test func chartReadsItsDataFileBesideIt() throws {
        let folder = TemporaryFolder()
        folder.write("steps.csv", "Day,Steps\nMon,898\n")
        folder.write("ok.chart", "type: bar\ntitle: Steps\ndata: steps.csv\n")
        #expect(try runSite(["chart", "ok.chart"], in: folder.url).status == 0)
        folder.write("gone.chart", "type: bar\ntitle: Steps\ndata: gone.csv\n")
        let run = try runSite(["chart", "gone.chart"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.error.contains("cannot read data file 'gone.csv': there is no such file"))
        #expect(!run.error.contains("NSCocoaErrorDomain"))
    }

    @Test func chartOfAMissingFileFails() throws {
        let run = try runSite(["chart", "/nonexistent/x.chart"])
        #expect(run.status == 1)
        #expect(run.error.contains("cannot read"))
    }
}

@Suite struct SiteFolderTests {
    /// Zola's theme pages all carry `theme-tags = [...]`: one warning with the other places, not a
    /// screen of the same message.
    @Test func aRepeatedWarningIsShownOnceWithItsOtherPlaces() throws {
        let folder = TemporaryFolder()
        #expect(try runSite(["init", "."], in: folder.url).status == 0)
        for name in ["a", "b", "c"] {
            folder.write("content/posts/\(name).md", "+++\ntitle = \"\(name)\"\ndate = 2024-01-01\n[taxonomies]\ntheme-tags = [\"x\"]\n+++\nText.\n")
        }
        let run = try runSite(["build"], in: folder.url)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.components(separatedBy: "taxonomy 'theme-tags' is not one of this site's").count == 2)
        #expect(run.error.contains("content/posts/a.md:5:1: warning: taxonomy 'theme-tags'"))
        #expect(run.error.contains("… the same in 2 more places: content/posts/b.md:5, content/posts/c.md:5"))
    }

    @Test func buildFindsTheSiteFromASubfolder() throws {
        let folder = TemporaryFolder()
        #expect(try runSite(["init", "."], in: folder.url).status == 0)
        let run = try runSite(["build", "-o", "../../out"], in: folder.url.appending(path: "content/posts"))
        #expect(run.status == 0, "\(run.error)")
        #expect(folder.read("out/index.html") != nil)
        #expect(folder.read("public/index.html") == nil)
    }

    @Test func manyWarningsAreCountedNotAllPrinted() throws {
        let folder = TemporaryFolder()
        #expect(try runSite(["init", "."], in: folder.url).status == 0)
        // Twenty-five different typos of `description` (a repeated one is shown once, see above).
        let word = Array("description")
        let typos = (0..<25).map { index -> String in
            var letters = word
            letters[index % word.count] = ["x", "q", "z"][index / word.count]
            return String(letters)
        }
        for (index, typo) in typos.enumerated() {
            folder.write(
                "content/posts/p\(index).md", "---\ntitle: P\(index)\ndate: 2026-01-01\n\(typo): a\n---\nText.\n")
        }
        let run = try runSite(["build"], in: folder.url)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.components(separatedBy: "did you mean 'description'?").count - 1 == 20)
        #expect(run.error.contains("… and 5 more warnings (25 in all); site build --all-warnings shows every one."))
        // A large moved site has a thousand: --all-warnings shows each.
        let all = try runSite(["build", "--all-warnings"], in: folder.url)
        #expect(all.status == 0)
        #expect(all.error.components(separatedBy: "did you mean 'description'?").count - 1 == 25)
        #expect(!all.error.contains("more warnings"))
    }
}
