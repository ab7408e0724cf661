import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// Citations of a BibTeX bibliography, as pandoc (Quarto, R Markdown), jekyll-scholar and
/// Distill posts write them: author and year in the text, linked to a list of references.
@Suite struct CitationTests {
    static let bib = """
        @string{jmlr = "Journal of Machine Learning Research"}
        @article{gregor2015draw,
          title={{DRAW}: A Recurrent Neural Network for Image Generation},
          author={Gregor, Karol and Danihelka, Ivo and Graves, Alex and Rezende, Danilo Jimenez and Wierstra, Daan},
          journal=jmlr, volume={16}, number={2}, pages={1--10}, year={2015},
          doi={10.5555/draw}
        }
        @inproceedings{maaten2008,
          author = {van der Maaten, Laurens and Hinton, Geoffrey},
          title = "Visualizing Data using {t-SNE}", booktitle = {NeurIPS}, year = 2008
        }
        @misc{muller2021, author = {M{\\"u}ller, J{\\"o}rg}, title = {A \\emph{big} title -- with \\& more}, year = 2021,
          url = {https://example.org/m}}
        @article{broken,
          title = {Unclosed {brace,
          year = 2020
        }

        """

    func bibFile() throws -> (TemporarySite, String) {
        let site = TemporarySite(files: ["content/posts/refs.bib": Self.bib])
        return (site, site.root.appending(path: "content/posts/refs.bib").path)
    }

    @Test func entriesNamesAndMacrosAreRead() throws {
        let (site, path) = try bibFile()
        _ = site
        let read = BibTeXFile.entries(atPath: path)
        #expect(read.entries.map(\.key) == ["gregor2015draw", "maaten2008", "muller2021"])
        #expect(read.unreadable >= 1)
        let draw = try #require(read.entries.first)
        #expect(draw.type == "article" && draw.fields["journal"] == "Journal of Machine Learning Research")
        #expect(draw.authors.count == 5 && draw.authors[3] == PersonName(first: "Danilo Jimenez", von: "", last: "Rezende", jr: ""))
        #expect(read.entries[1].authors[0] == PersonName(first: "Laurens", von: "van der", last: "Maaten", jr: ""))
        #expect(BibTeXFile.entries(atPath: path + ".missing").entries.isEmpty)
    }

    /// Files that crashed btparse, tried first: a `%n` in the text around a syntax error (btparse
    /// handed that text to printf as its format), a file without an entry, a string that never
    /// closes. Each is read without a crash; what can be read is.
    @Test func filesThatCrashedBtparseAreRead() throws {
        let site = TemporarySite(files: [
            "evil.bib": "@article{a, author = {van der Maate%n%n%s, L} title = {t}}\n@misc{b, title = {50\\% of %n}, year = 2020}\n",
            "empty.bib": "Just a comment, no entries. 100% sure.\n",
            "runaway.bib": "@misc{c, title = \"never closed, year = 2021}\n@misc{d, title = {Fine}}\n",
        ])
        let evil = BibTeXFile.entries(atPath: site.root.appending(path: "evil.bib").path)
        #expect(evil.entries.map(\.key) == ["b"] && evil.unreadable == 1)
        #expect(evil.entries.first?.fields["title"] == "50\\% of %n")
        #expect(TeXText.plain(evil.entries.first?.fields["title"] ?? "") == "50% of %n")
        #expect(BibTeXFile.entries(atPath: site.root.appending(path: "empty.bib").path).entries.isEmpty)
        let runaway = BibTeXFile.entries(atPath: site.root.appending(path: "runaway.bib").path)
        #expect(runaway.entries.map(\.key) == ["d"] && runaway.unreadable == 1)
        // Macros pasted into macros double at each step (2^40 × 16 bytes here): past 64 KB a macro is
        // unreadable, and naming it reads as nothing (as an unknown macro does), not a slow build.
        var doubling = "@string{m0 = \"0123456789abcdef\"}\n"
        for level in 1...40 { doubling += "@string{m\(level) = m\(level - 1) # m\(level - 1)}\n" }
        doubling += "@misc{big, title = m40}\n@misc{small, title = m2}\n"
        let amplified = BibTeXFile.entries(in: Array(doubling.utf8))
        #expect(amplified.entries.map(\.key) == ["big", "small"], "\(amplified.entries.map(\.key))")
        #expect(amplified.entries.map { $0.fields["title"]?.count ?? -1 } == [0, 64])
    }

    @Test func namesSplitAsBibTeXSplitsThem() {
        #expect(
            PersonName.names(in: "Rezende, Danilo Jimenez and Ludwig van Beethoven and de la Fontaine, Jean and Smith, Jr., John and {Barnes and Noble} and Aristotle")
                == [
                    PersonName(first: "Danilo Jimenez", von: "", last: "Rezende", jr: ""),
                    PersonName(first: "Ludwig", von: "van", last: "Beethoven", jr: ""),
                    PersonName(first: "Jean", von: "de la", last: "Fontaine", jr: ""),
                    PersonName(first: "John", von: "", last: "Smith", jr: "Jr."),
                    PersonName(first: "", von: "", last: "{Barnes and Noble}", jr: ""),
                    PersonName(first: "", von: "", last: "Aristotle", jr: ""),
                ])
        #expect(PersonName.names(in: "Jean~de~La Fontaine and {\\'E}mile Zola").map(\.last) == ["La Fontaine", "Zola"])
        #expect(PersonName.names(in: " and , and {{ and }").count <= 3)
        #expect(PersonName.names(in: "").isEmpty)
    }

    @Test func texInFieldsReadsAsWords() {
        #expect(TeXText.plain("M{\\\"u}ller, J{\\\"o}rg") == "Müller, Jörg")
        #expect(TeXText.plain("Erd\\H{o}s and \\v{S}koda, {\\ss}, \\'{\\i}, \\c{c}a") == "Erdős and Škoda, ß, í, ça")
        #expect(TeXText.plain("A \\emph{big} title -- with \\& more, pp.~3---4 of $k$-means") == "A big title – with & more, pp.\u{00A0}3—4 of k-means")
        #expect(TeXText.plain("{DRAW}: ``quoted''") == "DRAW: “quoted”")
        #expect(TeXText.plain("plain text") == "plain text")
    }

    @Test func pandocsCitationSyntax() {
        func bracketed(_ text: String) -> [Citations.Item]? {
            Citations.bracketed(in: Array(text.utf8), at: 0, limit: text.utf8.count)?.items
        }
        #expect(bracketed("[@gregor2015draw]") == [Citations.Item(key: "gregor2015draw")])
        #expect(
            bracketed("[see @a:b.c, p. 33; -@maaten2008]")
                == [Citations.Item(key: "a:b.c", prefix: "see", locator: "p. 33"), Citations.Item(key: "maaten2008", suppressesAuthor: true)])
        // A link's text, an address and brackets without a key are no citation.
        #expect(bracketed("[@karpathy](https://x.com/karpathy)") == nil)
        #expect(bracketed("[mail me@example.com]") == nil)
        #expect(bracketed("[a; @b]") == nil)
        func narrative(_ text: String, at start: Int) -> String? {
            Citations.narrative(in: Array(text.utf8), at: start, limit: text.utf8.count)?.key
        }
        #expect(narrative("As @gregor2015draw.", at: 3) == "gregor2015draw")
        #expect(narrative("me@example.com", at: 2) == nil)
    }

    @Test func authorsYearsAndReferences() throws {
        let (site, path) = try bibFile()
        _ = site
        let entries = BibTeXFile.entries(atPath: path).entries
        #expect(entries.map(CitationStyle.authors) == ["Gregor et al.", "van der Maaten and Hinton", "Müller"])
        #expect(
            CitationStyle.reference(entries[0])
                == "Gregor, K., Danihelka, I., Graves, A., Rezende, D. J., &amp; Wierstra, D. (2015). DRAW: A Recurrent Neural Network for Image Generation. <em>Journal of Machine Learning Research</em>, 16(2), 1–10. <a href=\"https://doi.org/10.5555/draw\">https://doi.org/10.5555/draw</a>"
        )
        #expect(
            CitationStyle.reference(entries[2])
                == "Müller, J. (2021). A big title – with &amp; more. <a href=\"https://example.org/m\">https://example.org/m</a>")
    }

    /// A pandoc post's citations in a build: linked author-year citations, the list of what was
    /// cited at the end; an unknown key and a missing file said at their lines.
    @Test func aPostCitesItsBibliography() throws {
        let post = """
            ---
            title: Embeddings
            date: 2024-01-01
            bibliography: refs.bib
            ---
            Images come from @gregor2015draw, maps from t-SNE [see @maaten2008, p. 3; -@gregor2015draw].
            Write to me@example.com or @someone; [@nosuch] is no entry. `[@gregor2015draw]` is code.

            ## Results

            Done.
            """
        let site = TemporarySite(files: ["content/posts/emb/index.md": post, "content/posts/emb/refs.bib": Self.bib], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/emb/index.html"))
        #expect(page.contains("Images come from <span class=\"citation\"><a href=\"#ref-emb-gregor2015draw\" role=\"doc-biblioref\">Gregor et al. (2015)</a></span>"), "\(page)")
        #expect(page.contains("(see <a href=\"#ref-emb-maaten2008\" role=\"doc-biblioref\">van der Maaten and Hinton 2008, p. 3</a>; <a href=\"#ref-emb-gregor2015draw\" role=\"doc-biblioref\">2015</a>)"))
        #expect(page.contains("me@example.com</a> or @someone;") && page.contains("(nosuch?)") && page.contains("<code>[@gregor2015draw]</code>"))
        // The list: what was cited, by author, after the post's own text.
        let list = try #require(page.range(of: "<h2 id=\"emb-references\">References</h2>"))
        #expect(page.range(of: "Done.")!.lowerBound < list.lowerBound)
        let gregor = try #require(page.range(of: "<li id=\"ref-emb-gregor2015draw\">")), maaten = try #require(page.range(of: "<li id=\"ref-emb-maaten2008\">"))
        #expect(gregor.lowerBound < maaten.lowerBound && !page.contains("ref-emb-muller2021"))
        let warning = try #require(report.diagnostics.warnings.first { $0.message.contains("no entry 'nosuch'") })
        #expect(warning.location == SourceLocation(path: "content/posts/emb/index.md", line: 7, column: 38))
        #expect(report.diagnostics.warnings.contains { $0.message.contains("1 entry of refs.bib could not be read") })
        // A bibliography that is not there is an error at its line.
        site.write("content/posts/emb/index.md", post.replacingOccurrences(of: "refs.bib", with: "gone.bib"))
        let missing = try #require(site.build().diagnostics.errors.first)
        #expect(missing.message.contains("the bibliography gone.bib is not beside the post"))
        #expect(missing.location == SourceLocation(path: "content/posts/emb/index.md", line: 4, column: 1))
        // al-folio keeps its distill posts' files in assets/bibliography/, which an imported Jekyll site has below static/.
        site.write("static/assets/bibliography/gone.bib", Self.bib)
        let found = site.build()
        #expect(found.diagnostics.errors.isEmpty, "\(found.diagnostics)")
        #expect(site.read("public/posts/emb/index.html")?.contains("Gregor et al. (2015)") == true)
    }

    /// A CSL-JSON bibliography (`references.json`, as Zotero and Quarto write it) is read as a
    /// BibTeX file is: keys with a colon, people with particles, the year from `issued`, the
    /// container as the journal, braces kept as text; an item without an id is counted unread.
    @Test func aCSLJSONBibliography() throws {
        let json = """
            [
              {"id": "HicksHumphriesSlater:2024", "type": "article-journal", "title": "ChatGPT is {bullshit}",
               "container-title": "Ethics and Information Technology", "volume": "26", "issue": "2", "page": "38",
               "DOI": "10.1007/s10676-024-09775-5", "issued": {"date-parts": [[2024, 6]]},
               "author": [{"family": "Hicks", "given": "Michael Townsen"}, {"family": "Humphries", "given": "James"}, {"family": "Slater", "given": "Joe"}]},
              {"id": "vdm", "type": "book", "title": "Maps", "publisher": "MIT Press", "issued": {"raw": "2008-11"},
               "author": [{"family": "Maaten", "given": "Laurens", "non-dropping-particle": "van der"}]},
              {"type": "book", "title": "No id"}
            ]
            """
        let post = "---\ntitle: AI\ndate: 2024-01-01\nbibliography: llms.json\n---\nAs @HicksHumphriesSlater:2024 and [@vdm] argue.\n"
        let site = TemporarySite(files: ["content/posts/ai/index.md": post, "content/posts/ai/llms.json": json], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded && !report.diagnostics.warnings.contains { $0.message.contains("no entry") }, "\(report.diagnostics)")
        #expect(report.diagnostics.warnings.contains { $0.message.contains("1 entry of llms.json could not be read") }, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/ai/index.html"))
        #expect(page.contains(">Hicks et al. (2024)</a>") && page.contains(">van der Maaten 2008</a>"), "\(page)")
        #expect(page.contains("Hicks, M. T., Humphries, J., &amp; Slater, J. (2024). ChatGPT is {bullshit}. <em>Ethics and Information Technology</em>, 26(2), 38."), "\(page)")
        // The same in YAML, as pandoc's `references:` list.
        let yaml = "---\nreferences:\n- id: vdm\n  type: book\n  title: Maps\n  publisher: MIT Press\n  issued:\n    date-parts:\n    - [2008]\n  author:\n  - family: Maaten\n    given: Laurens\n    non-dropping-particle: van der\n---\n"
        site.write("content/posts/ai/refs.yaml", yaml)
        site.write("content/posts/ai/index.md", "---\ntitle: AI\ndate: 2024-01-01\nbibliography: refs.yaml\n---\nAs [@vdm] argue.\n")
        #expect(site.build().diagnostics.warnings.isEmpty)
        #expect(site.read("public/posts/ai/index.html")?.contains("van der Maaten, L. (2008). Maps. <em>MIT Press</em>.") == true, "\(site.read("public/posts/ai/index.html") ?? "")")
    }

    /// A Quarto post puts its list under its own heading with `::: {#refs}`.
    @Test func quartosRefsDivPlacesTheList() throws {
        let post = "---\ntitle: Q\ndate: 2024-01-03\nbibliography: refs.bib\n---\nAs @maaten2008 show.\n\n## Sources\n\n::: {#refs}\n:::\n\n## After\n\nThe end.\n"
        let site = TemporarySite(files: ["content/posts/q/index.qmd": post, "content/posts/q/refs.bib": Self.bib], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/q/index.html"))
        let sources = try #require(page.range(of: "Sources</a></h2>")), list = try #require(page.range(of: "<li id=\"ref-q-maaten2008\">"))
        let after = try #require(page.range(of: "After</a></h2>"))
        #expect(sources.lowerBound < list.lowerBound && list.lowerBound < after.lowerBound)
        #expect(!page.contains(">References</h2>"))
    }

    /// jekyll-scholar's tags read the site's `_bibliography/`, and `{% bibliography %}` places the list.
    @Test func jekyllScholarTagsAndDistillCitations() throws {
        let post = """
            ---
            title: Scholar
            date: 2024-01-02
            ---
            Simple {% cite gregor2015draw %}, several {% cite gregor2015draw maaten2008 --file papers %}, and Distill's <d-cite key="muller2021"></d-cite>.

            {% reference maaten2008 %}

            ## Sources

            {% bibliography --cited %}
            """
        let site = TemporarySite(files: ["content/posts/s.md": post, "content/_bibliography/references.bib": Self.bib], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/s/index.html"))
        #expect(page.contains("Simple <span class=\"citation\">(<a href=\"#ref-s-gregor2015draw\" role=\"doc-biblioref\">Gregor et al. 2015</a>)</span>"))
        #expect(page.contains(">van der Maaten and Hinton 2008</a>)") && page.contains(">Müller 2021</a>)"))
        #expect(page.contains("<span class=\"reference\">van der Maaten, L., &amp; Hinton, G. (2008). Visualizing Data using t-SNE. <em>NeurIPS</em>.</span>"))
        // The list stands where the post put it, under the post's own heading.
        let sources = try #require(page.range(of: "Sources</a></h2>")), list = try #require(page.range(of: "<section class=\"references\" role=\"doc-bibliography\">"))
        #expect(sources.lowerBound < list.lowerBound && !page.contains(">References</h2>"))
    }
}
