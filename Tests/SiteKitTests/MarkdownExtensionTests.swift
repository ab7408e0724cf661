import Testing

@testable import SiteKit

/// Each Markdown extension at the edges a blogger's posts reach, through the page renderer.
@Suite struct MarkdownExtensionTests {
    func html(
        _ markdown: String, _ extensions: Set<MarkdownExtension> = MarkdownExtension.all, smart: Bool = false,
        idPrefix: String = ""
    ) -> String {
        renderMarkdown(
            markdown,
            options: MarkdownOptions(
                charts: ChartContext(path: "content/posts/a.md"), smart: smart, extensions: extensions,
                idPrefix: idPrefix)
        ).html
    }

    // MARK: embedded charts

    /// Altair's HTML in a post (as `chart.save()` writes it, or pasted from a notebook): its chart
    /// drawn in its place; a chart the engine cannot draw (remote data) stays the HTML it was.
    @Test func altairsHTMLIsItsChart() {
        let spec = #"{"mark": "bar", "encoding": {"x": {"field": "k", "type": "nominal"}, "y": {"field": "n", "type": "quantitative"}}, "data": {"values": [{"k": "Mon", "n": 3}, {"k": "Tue", "n": 5}]}}"#
        let page = "Before.\n\n<div id=\"vis\"></div>\n<script type=\"text/javascript\">\n  var spec = \(spec);\n  vegaEmbed('#vis', spec).then(function(result) {}).catch(console.error);\n</script>\n\nAfter.\n"
        let drawn = html(page)
        #expect(drawn.contains("<figure class=\"chart") && drawn.contains("Mon: 3; Tue: 5.") && !drawn.contains("vegaEmbed"), "\(drawn)")
        #expect(drawn.contains("<p>Before.</p>") && drawn.contains("<p>After.</p>"))
        let inline = html("<div id=\"v\"></div><script>vegaEmbed(\"#v\", \(spec));</script>\n")
        #expect(inline.contains("Mon: 3; Tue: 5."), "\(inline)")
        let remote = spec.replacingOccurrences(of: #""values": [{"k": "Mon", "n": 3}, {"k": "Tue", "n": 5}]"#, with: #""url": "https://example.com/d.csv""#)
        let kept = html("<div id=\"vis\"></div>\n<script>\n  var spec = \(remote);\n  vegaEmbed('#vis', spec);\n</script>\n")
        #expect(kept.contains("vegaEmbed('#vis', spec)") && !kept.contains("<figure"), "\(kept)")
        // Plotly's HTML (`fig.write_html()`), its traces and layout.
        let plotly = "<div>\n<div id=\"a1\" class=\"plotly-graph-div\" style=\"height:100%; width:100%;\"></div>\n<script type=\"text/javascript\">\n  window.PLOTLYENV=window.PLOTLYENV || {};\n  if (document.getElementById(\"a1\")) {                    Plotly.newPlot(                        \"a1\",                        [{\"type\":\"bar\",\"x\":[\"Mon\",\"Tue\"],\"y\":[3,5]}],                        {\"title\":{\"text\":\"Runs\"}},                        {\"responsive\": true}                    )                };\n</script>\n</div>\n"
        let drawnPlotly = html(plotly)
        #expect(drawnPlotly.contains(">Runs</title>") && drawnPlotly.contains("Mon: 3; Tue: 5.") && !drawnPlotly.contains("newPlot"), "\(drawnPlotly)")
    }

    /// R's widgets in a knitted page or Quarto's frozen output (a ```` ```{=html} ```` block of the
    /// widget's place and its data script), which only their scripts draw: a Plotly one is its chart,
    /// a DT table the table it shows; any other stays as it was.
    @Test func rsWidgetsAreTheirChartsAndTables() {
        let plotly = #"<div class="plotly html-widget html-fill-item" id="htmlwidget-a1" style="width:672px;height:480px;"></div>"#
            + "\n" + #"<script type="application/json" data-for="htmlwidget-a1">{"x":{"data":[{"x":["Mon","Tue"],"y":[3,5],"type":"bar","name":"Runs"}],"layout":{"title":{"text":"Runs by day"}},"config":{"responsive":true}},"evals":[],"jsHooks":[]}</script>"#
        let drawn = html("::: {.cell-output-display}\n```{=html}\n" + plotly + "\n```\n:::\n")
        #expect(drawn.contains(">Runs by day</title>") && drawn.contains("Mon: 3; Tue: 5.") && !drawn.contains("htmlwidget"), "\(drawn)")
        // knitr's Markdown output: the place after `<!--html_preserve-->` ends its block at its line, the data script is the next.
        let preserved = html("Text.\n\n<!--html_preserve-->" + plotly.replacingOccurrences(of: "\n<script", with: "\n<script") + "<!--/html_preserve-->\n\nAfter.\n")
        #expect(preserved.contains(">Runs by day</title>") && !preserved.contains("htmlwidget") && preserved.contains("<p>After.</p>"), "\(preserved)")
        let table = #"<div id="htmlwidget-b2" style="width:100%;height:auto;" class="datatables html-widget"></div>"#
            + "\n" + #"<script type="application/json" data-for="htmlwidget-b2">{"x":{"filter":"none","data":[["1","2"],["Mon","<b>Tue</b>"],[3.25,null]],"container":"<table class=\"display\">\n  <thead>\n    <tr>\n      <th> <\/th>\n      <th>Day<\/th>\n      <th>Km<\/th>\n    <\/tr>\n  <\/thead>\n<\/table>"},"evals":[],"jsHooks":[]}</script>"#
        let shown = html("```{=html}\n" + table + "\n```\n")
        #expect(shown.contains("<table>\n<thead>\n<tr>\n<th>Day</th>\n<th style=\"text-align: right\">Km</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>Mon</td>\n<td style=\"text-align: right\">3.25</td>\n</tr>\n<tr>\n<td>&lt;b&gt;Tue&lt;/b&gt;</td>"), "\(shown)")
        #expect(!shown.contains("<script"))
        // reactable's: its columns in order, a hidden one and the row details left out, a column without a name by its accessor.
        let reactable = #"<div class="reactable html-widget html-fill-item" id="htmlwidget-d4"></div>"# + "\n"
            + #"<script type="application/json" data-for="htmlwidget-d4">{"x":{"tag":{"name":"Reactable","attribs":{"data":{"team":["Lions","Bears"],"wins":[9,12],"code":["L","B"]},"columns":[{"accessor":".details","name":""},{"accessor":"team","name":"Team"},{"accessor":"code","name":"Code","show":false},{"accessor":"wins","name":""}]}}}}</script>"#
        let reacted = html("```{=html}\n" + reactable + "\n```\n")
        #expect(reacted.contains("<th>Team</th>\n<th style=\"text-align: right\">wins</th>") && reacted.contains("<td>Bears</td>\n<td style=\"text-align: right\">12</td>"), "\(reacted)")
        #expect(!reacted.contains("Code") && !reacted.contains(">L<"))
        let map = #"<div class="leaflet html-widget" id="htmlwidget-c3" style="height:400px;"></div>"# + "\n" + #"<script type="application/json" data-for="htmlwidget-c3">{"x":{"options":{}}}</script>"#
        #expect(html("```{=html}\n" + map + "\n```\n").contains("leaflet html-widget"))
    }

    // MARK: tables

    /// A table written in HTML (knitr's `kable()`) scrolls inside the column on a phone, as the
    /// theme lets it: it takes focus, so a keyboard can scroll it; one that says its own tabindex,
    /// and the tables of a notebook's output (whose region takes focus), keep theirs.
    @Test func tablesWrittenInHTMLTakeFocus() {
        let kable = html("<table class=\"table\">\n<thead><tr><th>Model</th><th>R²</th></tr></thead>\n<tbody><tr><td>lm</td><td>0.42</td></tr></tbody>\n</table>\n")
        #expect(kable.contains("<table tabindex=\"0\" class=\"table\">"), "\(kable)")
        #expect(html("<table tabindex=\"-1\"><tr><td>x</td></tr></table>\n").contains("<table tabindex=\"-1\">"))
        #expect(html("<div class=\"notebook-output\" tabindex=\"0\">\n<table><tr><td>x</td></tr></table>\n</div>\n").contains("<table>"))
        #expect(html("<tablet>x</tablet>\n").contains("<tablet>"))
        #expect(RawTables.focusable("<script>var t = '<table>';</script><table>") == "<script>var t = '<table>';</script><table tabindex=\"0\">")
        #expect(RawTables.focusable("<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"Table: a\">\n<table>\n</table></div><table>") == "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"Table: a\">\n<table>\n</table></div><table tabindex=\"0\">")
        #expect(!html("| a |\n|---|\n| 1 |\n").contains("tabindex"), "a post's own table fits a phone: no stop")
    }

    @Test func tableCellsKeepTheirAlignmentAndInlineMarkdown() {
        let out = html("| a | b | c |\n|:--|:-:|--:|\n| *x* | `y \\| z` | [l](/u) |\n")
        #expect(out.contains("<th style=\"text-align: left\">a</th>"))
        #expect(out.contains("<th style=\"text-align: center\">b</th>"))
        #expect(out.contains("<td style=\"text-align: left\"><em>x</em></td>"))
        #expect(out.contains("<td style=\"text-align: center\"><code>y | z</code></td>"))
        #expect(out.contains("<td style=\"text-align: right\"><a href=\"/u\">l</a></td>"))
    }

    /// kramdown's separator lines: `|---|` between body rows goes, rows after `|===|` are the foot.
    @Test func kramdownSeparatorLinesSplitTheBodyAndMakeAFoot() {
        let out = html("| a | b |\n|:--|--:|\n| 1 | 2 |\n|-----------|\n| 3 | 4 |\n|===========|\n| Sum | 10 |\n")
        #expect(!out.contains("---") && !out.contains("===") && !out.contains("—"), "\(out)")
        #expect(out.contains("<tbody>\n<tr>\n<td style=\"text-align: left\">1</td>"), "\(out)")
        #expect(out.contains("<td style=\"text-align: left\">3</td>"))
        #expect(out.contains("</tbody>\n<tfoot>\n<tr>\n<td style=\"text-align: left\">Sum</td>\n<td style=\"text-align: right\">10</td>\n</tr>\n</tfoot>"), "\(out)")
        // A cell of dashes among words is a cell.
        #expect(html("| a | b |\n|---|---|\n| --- | x |\n").contains("<td>---</td>") || html("| a | b |\n|---|---|\n| --- | x |\n").contains("—"))
    }

    @Test func rowsAreFilledOrCutToTheHeader() {
        let out = html("| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |\n")
        #expect(out.contains("<tr>\n<td>1</td>\n<td></td>\n</tr>"))
        #expect(!out.contains("3"))
    }

    @Test func aDelimiterRowOfTheWrongWidthIsNoTable() {
        #expect(!html("| a | b |\n|---|\n| 1 | 2 |\n").contains("<table>"))
    }

    @Test func tablesInListsQuotesAndAfterAParagraphLine() {
        let out = html("> | q |\n> |---|\n> | 1 |\n\n- item\n\n  | l |\n  |---|\n  | 2 |\n\nText\n| t |\n|---|\n| 3 |\n")
        #expect(out.contains("<blockquote>\n<table>"))
        #expect(out.contains("<p>item</p>\n<table>"))
        #expect(out.contains("<p>Text</p>\n<table>"))
        #expect(out.components(separatedBy: "<table>").count == 4)
    }

    @Test func aTableWithWindowsLineEndsIsATable() {
        let out = html("| a | b |\r\n|---|--:|\r\n| 1 | 2 |\r\n")
        #expect(out.contains("<td style=\"text-align: right\">2</td>"))
        #expect(!out.contains("\r"))
    }

    @Test func aTableTooWideForAPhoneIsAFocusableNamedRegion() {
        let wide = "| Month | Rent | Food | Travel | Fun | Gifts |\n|---|--:|--:|--:|--:|--:|\n| January | $1,120.00 | $420.15 | $180.00 | $290.40 | $35.00 |\n"
        let out = html(wide)
        #expect(out.hasPrefix("<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"Table: Month, Rent, Food, Travel, …\">\n<table>"))
        #expect(out.hasSuffix("</table>\n</div>\n"))
        #expect(html("| a | b |\n|---|---|\n| 1 | 2 |\n").hasPrefix("<table>"))
        // A link is as wide as its words, not its address (Congo's table of parameters).
        #expect(html("| Parameter | Description |\n|---|---|\n| `src` | A [page resource](https://gohugo.io/content-management/page-resources/) bundled. |\n").hasPrefix("<table>"))
        #expect(html("| Parameter | Description |\n|---|---|\n| `src` | https://gohugo.io/content-management/page-resources/ |\n").hasPrefix("<div class=\"table-scroll\""))
    }

    @Test func tableCellsFindTheDocumentsLinkDefinitions() {
        let out = html("| [home][] |\n|---|\n| x |\n\n[home]: https://example.org/\n")
        #expect(out.contains("<th><a href=\"https://example.org/\">home</a></th>"))
    }

    @Test func aCellThatLooksLikeABlockStaysInline() {
        let out = html("| a |\n|---|\n| # not a heading |\n| 1. not a list |\n| > not a quote |\n")
        #expect(out.contains("<td># not a heading</td>"))
        #expect(out.contains("<td>1. not a list</td>"))
        #expect(out.contains("<td>&gt; not a quote</td>"))
    }

    @Test func tablesSwitchedOffStayParagraphs() {
        var without = MarkdownExtension.all
        without.remove(.tables)
        #expect(html("| a |\n|---|\n| 1 |\n", without) == "<p>| a |\n|---|\n| 1 |</p>\n")
    }

    // MARK: strikethrough, autolinks

    @Test func aTildeInAURLDoesNotCutTheLink() {
        let out = html("See www.example.com/~user/ now.\n")
        #expect(out.contains("<a href=\"http://www.example.com/~user/\">www.example.com/~user/</a> now."))
    }

    @Test func strikethroughSpansOtherInlines() {
        #expect(html("~~a *b* c~~\n") == "<p><del>a <em>b</em> c</del></p>\n")
        #expect(html("\\~~not~~\n").contains("<del>") == html("~~not~~\n").contains("<del>"))
    }

    @Test func autolinksLeaveLinksCodeAndImagesAlone() {
        let out = html("[www.a.com](https://b.com) `https://c.com` ![www.d.com](/i.png) https://e.com.\n")
        #expect(out.contains("<a href=\"https://b.com\">www.a.com</a>"))
        #expect(out.contains("<code>https://c.com</code>"))
        #expect(out.contains("alt=\"www.d.com\""))
        #expect(out.contains("<a href=\"https://e.com\">https://e.com</a>."))
        #expect(out.components(separatedBy: "<a ").count == 3)
    }

    @Test func autolinksAreEscapedLikeAnyLink() {
        let out = html("https://example.com/\"onmouseover=alert(1)\n")
        #expect(!out.contains("\"onmouseover"))
    }

    // MARK: task lists

    @Test func taskBoxesAreLabelledByTheirItem() {
        let out = html("- [x] done *well*\n- [ ] open\n- [ ]no\n- [?] no\n")
        #expect(out.contains("<li><label><input type=\"checkbox\" checked=\"\" disabled=\"\" /> done <em>well</em></label></li>"))
        #expect(out.contains("<li><label><input type=\"checkbox\" disabled=\"\" /> open</label></li>"))
        #expect(out.contains("<li>[ ]no</li>"))
        #expect(out.contains("<li>[?] no</li>"))
    }

    @Test func aLooseTaskListLabelsTheFirstParagraph() {
        let out = html("- [x] first\n\n  more\n\n- [ ] second\n")
        #expect(out.contains("<li>\n<p><label><input type=\"checkbox\" checked=\"\" disabled=\"\" /> first</label></p>\n<p>more</p>"))
    }

    // MARK: footnotes

    @Test func footnotesAreNumberedInReferenceOrderWithThePagesPrefix() {
        let out = html("B[^b] A[^a] B again[^b]\n\n[^a]: Note A.\n[^b]: Note B.\n", idPrefix: "post-")
        #expect(out.contains("B<sup class=\"footnote-ref\"><a href=\"#post-fn1\" id=\"post-fnref1\">1</a></sup>"))
        #expect(out.contains("A<sup class=\"footnote-ref\"><a href=\"#post-fn2\" id=\"post-fnref2\">2</a></sup>"))
        #expect(out.contains("id=\"post-fnref1-2\""))
        #expect(out.contains("<li id=\"post-fn1\">\n<p>Note B. <a href=\"#post-fnref1\" class=\"footnote-backref\" aria-label=\"Back to reference 1\">↩</a></p>"))
    }

    /// Pandoc's inline notes, as R Markdown, Quarto and Obsidian posts write them.
    @Test func inlineNotesAreFootnotes() {
        let out = html("A claim.^[See [the paper](https://a.org) [p. 3].] Another^[Two.]\n\n`x^[1]` and \\^[not] and ^[open\n\n```\n^[code]\n```\n", idPrefix: "p-")
        #expect(out.contains("A claim.<sup class=\"footnote-ref\"><a href=\"#p-fn1\" id=\"p-fnref1\">1</a></sup> Another<sup"))
        #expect(out.contains("<li id=\"p-fn1\">\n<p>See <a href=\"https://a.org\">the paper</a> [p. 3]. <a href=\"#p-fnref1\""))
        #expect(out.contains("<li id=\"p-fn2\">\n<p>Two."))
        #expect(out.contains("<code>x^[1]</code>") && out.contains("^[not]") && out.contains("^[open") && out.contains("<code>^[code]\n</code>"))
        // A note over two lines of its paragraph, with brackets in a code span inside it.
        let long = html("Tables^[Built from `[[` and `[`,\nas you expect.] work.\n\nNext.\n")
        #expect(long.contains("<p>Tables<sup class=\"footnote-ref\">"), "\(long)")
        #expect(long.contains("<p>Built from <code>[[</code> and <code>[</code>, as you expect."))
        // The lines after the paragraph keep their numbers: an image there is reported on its own line.
        let rendered = renderMarkdown(
            "A^[one\ntwo] b.\n\n![](x.png)\n", options: MarkdownOptions(charts: ChartContext(path: "a.md"), extensions: MarkdownExtension.all))
        #expect(rendered.imagesWithoutText == [4])
        // A `^[` that a page of lines does not close stays text (each line was rescanned once per
        // line joined: a fuzzed post of 2,000 such lines took 0.7 s); the lines keep their numbers.
        let rows = String(repeating: "0.1 | 1\n", count: FootnoteDefinitions.longestNote.lines + 20)
        let open = renderMarkdown(
            "Note^[never closed\n" + rows + "closed here.]\n\n![](x.png)\n",
            options: MarkdownOptions(charts: ChartContext(path: "a.md"), extensions: MarkdownExtension.all))
        #expect(open.html.contains("Note^[never closed") && !open.html.contains("footnote-ref"))
        #expect(open.imagesWithoutText == [FootnoteDefinitions.longestNote.lines + 24])
    }

    @Test func definitionsInCodeAreCodeAndUnknownReferencesStayText() {
        let out = html("x[^nope] y[^code]\n\n```\n[^code]: not a note\n```\n")
        #expect(out.contains("x[^nope] y[^code]"))
        #expect(out.contains("<code>[^code]: not a note\n</code>"))
        #expect(!out.contains("footnotes"))
    }

    /// A note's links find the post's reference definitions, as GitHub's do (Material's docs define
    /// `[align]` at the page's end and use it in a note); a definition in code is not one.
    @Test func aNotesLinksFindThePostsDefinitions() {
        let out = html("x[^1]\n\n[^1]: See [align] and [code][c].\n\n[align]: https://example.com/align\n\n```\n[c]: /in-code/\n```\n")
        #expect(out.contains("<p>See <a href=\"https://example.com/align\">align</a> and [code][c]. <a href=\"#fnref1\""), "\(out)")
        // Ten thousand notes and as many definitions: each definition is read with notes a few times
        // the post's length over in all, not ten thousand times (minutes), and every note is listed.
        let many = (0..<10_000).map { "n[^\($0)] [l\($0)]" }.joined(separator: "\n") + "\n\n"
            + (0..<10_000).map { "[^\($0)]: Note [l\($0)].\n\n[l\($0)]: /\($0)/" }.joined(separator: "\n\n") + "\n"
        let start = ContinuousClock.now
        let listed = html(many)
        #expect(ContinuousClock.now - start < .seconds(60))
        #expect(listed.components(separatedBy: "<li id=\"fn").count == 10_001)
        #expect(listed.contains("<li id=\"fn1\">\n<p>Note <a href=\"/0/\">l0</a>."), "\(listed.suffix(3000))")
    }

    @Test func aDefinitionKeepsLaterLinesInPlace() {
        // The definition's lines stay as blank lines, so a chart below it reports the lines it would without the note.
        func lines(_ text: String) -> [Int?] {
            renderMarkdown(text, options: MarkdownOptions(charts: ChartContext(path: "a.md"), extensions: MarkdownExtension.all))
                .diagnostics.map { $0.location?.line }
        }
        let chart = "```chart\ntype: pie\n---\n```\n"
        let withNote = lines("x[^1]\n\n[^1]: note\n    more\n\n" + chart)
        #expect(withNote == lines("x\n\n\n\n\n" + chart))
        #expect(withNote == [8])
    }

    // MARK: heading ids and contents

    @Test func headingIdsFollowGitHub() {
        let out = html("## Data & methods\n\n## Data & methods\n\n## Ünïcödé: 100%!\n\n## Methods {#how}\n\n## \n")
        #expect(out.contains("<h2 id=\"data--methods\"><a class=\"heading-link\" href=\"#data--methods\">Data &amp; methods</a></h2>"))
        #expect(out.contains("<h2 id=\"data--methods-1\">"))
        #expect(out.contains("<h2 id=\"ünïcödé-100\">"))
        #expect(out.contains("<h2 id=\"how\"><a class=\"heading-link\" href=\"#how\">Methods</a></h2>"))
        #expect(out.contains("<h2 id=\"section\">"))
    }

    @Test func aNumberedRepeatNeverTakesAnIdAHeadingAlreadyHas() {
        let out = html("## A\n\n## A-1\n\n## A\n\n## A\n")
        let ids = out.split(separator: "<h2 id=\"", omittingEmptySubsequences: false).dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids == ["a", "a-1", "a-2", "a-3"])
    }

    @Test func aHeadingWithALinkKeepsItsLinkAndGetsOnlyAnId() {
        #expect(html("## See [this](/x)\n") == "<h2 id=\"see-this\">See <a href=\"/x\">this</a></h2>\n")
    }

    @Test func aCustomIdWithAQuoteIsText() {
        #expect(html("# T {#a\"b}\n").hasPrefix("<h1 id=\"t-ab\">"))
    }

    @Test func theContentsNestH3UnderH2() {
        let rendered = renderMarkdown(
            "# Title\n\n## One\n\n### One.a\n\n## Two\n\n#### Deep\n",
            options: MarkdownOptions(charts: ChartContext(path: "a.md"), extensions: [.headingIDs]))
        #expect(rendered.contents.map(\.id) == ["one", "onea", "two"])
        #expect(
            TableOfContents.html(rendered.contents)
                == "<ol><li><a href=\"#one\">One</a><ol><li><a href=\"#onea\">One.a</a></li></ol></li><li><a href=\"#two\">Two</a></li></ol>")
        #expect(TableOfContents.html([]) == "")
    }

    // MARK: kramdown attribute lists (Jekyll)

    @Test func anAttributeListAfterAParagraphIsItsOwn() {
        #expect(html("**Note:** read this.\n{: .notice #first title=\"A note\"}\n") == "<p id=\"first\" class=\"notice\" title=\"A note\"><strong>Note:</strong> read this.</p>\n")
        // Smart punctuation curls the quotes and joins the dashes before the pass reads them.
        #expect(html("Text.\n{: .notice--info title='It is' lang=\"en\"}\n", smart: true) == "<p class=\"notice--info\" title=\"It is\" lang=\"en\">Text.</p>\n")
        // Attributes a page cannot carry safely are left out; `style` only where raw HTML is allowed.
        #expect(html("Text.\n{: onclick=\"x()\" data-kind=\"a&b\" style=\"color: red\"}\n") == "<p data-kind=\"a&amp;b\" style=\"color: red\">Text.</p>\n")
        let safe = renderMarkdown(
            "Text.\n{: style=\"color: red\" .a}\n",
            options: MarkdownOptions(unsafe: false, charts: ChartContext(path: "a.md"), extensions: MarkdownExtension.all)).html
        #expect(safe == "<p class=\"a\">Text.</p>\n")
    }

    /// `{::options parse_block_html="true" /}` told kramdown how to read the post (the tables
    /// after it are HTML with Markdown inside): on a line of its own it goes, quotes curled or not.
    @Test func kramdownsOptionsLineGoes() {
        for smart in [false, true] {
            let out = html("Three points:\n\n{::options parse_block_html=\"true\" /}\n\n| x | y |\n|---|---|\n| 1 | 2 |\n", smart: smart)
            #expect(!out.contains("options") && out.hasPrefix("<p>Three points:</p>\n<table>"), "\(out)")
        }
        #expect(html("Write {::options x /} in a sentence.\n").contains("{::options x /}"))
    }

    /// `{::comment}` … `{:/comment}` is kept out of the page, over several blocks or inside a line;
    /// in fenced code it is an example and stays.
    @Test func kramdownsCommentsGo() {
        let out = html("Before {::comment}a note to self{:/comment}after.\n\n{::comment}\nA draft paragraph.\n\n- and a list\n{:/comment}\n\nKept.\n\n```\n{::comment}shown{:/}\n```\n")
        #expect(out == "<p>Before after.</p>\n<p>Kept.</p>\n<pre><code>{::comment}shown{:/}\n</code></pre>\n", "\(out)")
        // Never closed: the rest is the comment, as kramdown reads it.
        #expect(html("Shown.\n\n{::comment}\nHidden.\n") == "<p>Shown.</p>\n")
    }

    /// kramdown ends an HTML block where its element closes: a fence or Markdown right under
    /// `</div>` is read as such (Just the Docs' examples), each block keeping its line; HTML that
    /// goes on after the element, or an indented line that would become code, stays in the block.
    @Test func anHTMLBlockEndsWhereItsElementCloses() {
        let example = html("<div class=\"code-example\" markdown=\"1\">\nText **bold**.\n\n[Link](/a/).\n</div>\n```markdown\n[Link](/a/).\n```\n\nAfter *this*.\n")
        #expect(example.contains("<div class=\"code-example\">\n<p>Text <strong>bold</strong>.</p>\n<p><a href=\"/a/\">Link</a>.</p>\n</div>\n<pre"), "\(example)")
        #expect(example.contains("<code class=\"language-markdown\">") && example.hasSuffix("<p>After <em>this</em>.</p>\n"), "\(example)")
        #expect(html("<div>\nbar\n</div>\n*foo*\n") == "<div>\nbar\n</div>\n<p><em>foo</em></p>\n")
        // Nested elements end at the outer one; an indented line after it stays HTML.
        #expect(html("<div>\n<div>\nin\n</div>\n</div>\n*out*\n").hasSuffix("</div>\n</div>\n<p><em>out</em></p>\n"))
        #expect(html("<div>\nx\n</div>\n    <span>kept</span>\n") == "<div>\nx\n</div>\n    <span>kept</span>\n")
        #expect(html("<span>\nx\n</span>\n*inline element*\n").contains("*inline element*"))
        // Links read again find the post's definitions, wherever they are (not those shown in code).
        let links = html("<div>\nx\n</div>\nSee [the search] and [code].\n\n```\n[code]: /shown/\n```\n\n[the search]: #search\n")
        #expect(links.contains("<p>See <a href=\"#search\">the search</a> and [code].</p>"), "\(links)")
        // A fence under the closing tag with a blank line in it: the rest of the post is read again.
        let fence = html("<div>\nx\n</div>\n```md\na\n\n*b*\n```\n\nAfter *this*.\n")
        #expect(fence.hasSuffix("</div>\n<pre class=\"highlight\"><code class=\"language-md\">a\n\n*b*\n</code></pre>\n<p>After <em>this</em>.</p>\n"), "\(fence)")
    }

    /// Each block is read again only as far as it reaches, and a post of more blocks than any
    /// writer's (30,000, which took minutes) reads lines again only a few times its length over:
    /// its first blocks end at their closing tags, the rest as CommonMark ends them.
    @Test func hundredsOfHTMLBlocksEndingAtTheirClosingTagsAreReadInOnePass() {
        func blocks(_ count: Int) -> String {
            (0..<count).map { "<div id=\"d\($0)\">\n\n*x\($0)*\n\n</div>\n*y\($0)*" }.joined(separator: "\n\n") + "\n"
        }
        let out = html(blocks(300))
        #expect(out.hasPrefix("<div id=\"d0\">\n<p><em>x0</em></p>\n</div>\n<p><em>y0</em></p>\n<div id=\"d1\">"), "\(out.prefix(300))")
        #expect(out.hasSuffix("</div>\n<p><em>y299</em></p>\n"))
        let many = html(blocks(30_000))
        #expect(many.hasPrefix("<div id=\"d0\">\n<p><em>x0</em></p>\n</div>\n<p><em>y0</em></p>\n<div id=\"d1\">"))
        #expect(many.hasSuffix("</div>\n*y29999*\n"))
        let closings = html(String(repeating: "</div>\n", count: 20_000) + "*z*\n")
        #expect(closings.hasPrefix("</div>\n</div>\n") && closings.contains("</div>"))
    }

    @Test func anAttributeListOnAHeadingOrOnALineOfItsOwn() {
        let out = html("## One {: .no_toc}\n\n## Two\n{: #second .wide}\n\n- a\n- b\n{: .checklist}\n\n> quoted\n{: .big}\n")
        #expect(out.contains("<h2 id=\"one\" class=\"no_toc\"><a class=\"heading-link\" href=\"#one\">One</a></h2>"))
        #expect(out.contains("<h2 id=\"second\" class=\"wide\"><a class=\"heading-link\" href=\"#second\">Two</a></h2>"))
        #expect(out.contains("<div class=\"checklist\">\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n</div>"))
        #expect(out.contains("<blockquote class=\"big\">\n<p>quoted</p>\n</blockquote>\n"))
        #expect(!out.contains("{:"))
        #expect(html("> {: .first}\n>\n> Quoted.\n") == "<blockquote>\n<p>Quoted.</p>\n</blockquote>\n")
        // A list a blank line parts from the block before and none from the next is the next one's
        // (Just the Docs' callouts); one right under a block stays that block's.
        let before = html("Intro.\n\n{: .warning-title }\n> Careful\n>\n> Prices change.\n\n{: .note }\nA note.\n\nLast.\n{: .end }\n")
        #expect(before.contains("<p>Intro.</p>\n<blockquote class=\"warning-title\">\n<p>Careful</p>"), "\(before)")
        #expect(before.contains("<p class=\"note\">A note.</p>") && before.contains("<p class=\"end\">Last.</p>"), "\(before)")
        // Pandoc's (Quarto's) and goldmark's lists on a heading, without the colon; a bare {#id} as before.
        let pandoc = html("## [Recent posts](posts/) {.recent-heading}\n\n## Intro {#sec-intro .unnumbered}\n\n## Plain {#plain}\n")
        #expect(pandoc.contains("<h2 id=\"recent-posts\" class=\"recent-heading\">"), "\(pandoc)")
        #expect(pandoc.contains("<h2 id=\"sec-intro\" class=\"unnumbered\">") && pandoc.contains("<h2 id=\"plain\">"))
        #expect(!pandoc.contains("{"))
        // Goldmark's list of names and values alone; Book's `anchor=false` leaves out the anchor link. Braces of prose stay.
        let named = html("### Probably fast {anchor=false}\n\n## Levels {data-level=2}\n\n## Using {Swift}\n")
        #expect(named.contains("<h3 id=\"probably-fast\">Probably fast</h3>"), "\(named)")
        #expect(named.contains("<h2 id=\"levels\" data-level=\"2\"><a class=\"heading-link\" href=\"#levels\">Levels</a></h2>"), "\(named)")
        #expect(named.contains("<h2 id=\"using-swift\"><a class=\"heading-link\" href=\"#using-swift\">Using {Swift}</a></h2>"), "\(named)")
        // Python-Markdown's attr_list with spaces inside the braces, as MkDocs pages write it; a set in braces stays.
        let spaced = html("### with pip <small>recommended</small> { #with-pip data-toc-label=\"with pip\" }\n\n## Wide { .wide }\n\n## Set { x | x > 0 }\n")
        #expect(spaced.contains("<h3 id=\"with-pip\" data-toc-label=\"with pip\"><a class=\"heading-link\" href=\"#with-pip\">with pip <small>recommended</small></a></h3>"), "\(spaced)")
        #expect(spaced.contains("<h2 id=\"wide\" class=\"wide\">") && spaced.contains("Set { x | x &gt; 0 }</a></h2>"), "\(spaced)")
    }

    /// Goldmark's block attributes (Hugo's `attribute.block`, on Docsy's pages): `{.class}` and
    /// `{#id}` without the colon on the line after a paragraph, or on a line of their own after a
    /// block; prose in braces stays prose.
    @Test func goldmarksBlockAttributesWithoutTheColon() {
        let out = html("Big words.\n{.display-6}\n\n> quoted\n\n{#said .big}\n\nA set {a, b}\n{and this}\n")
        #expect(out.contains("<p class=\"display-6\">Big words.</p>"), "\(out)")
        #expect(out.contains("<blockquote id=\"said\" class=\"big\">"), "\(out)")
        #expect(out.contains("<p>A set {a, b}\n{and this}</p>"), "\(out)")
        #expect(html("Big words.\n{.display-6}\n", MarkdownExtension.all.subtracting([.attributes])).contains("{.display-6}"))
    }

    /// kramdown ends a paragraph at a line that is a list, as Jekyll posts put one under an image
    /// with its caption on the next line: the list is the image's paragraph's, the caption a new one.
    @Test func anAttributeListInsideAParagraphEndsIt() {
        #expect(
            html("![Chart](a.png)\n{: style=\"width: 640px;\" class=\"center\"}\n*Fig. 1. The caption.*\n", smart: true)
                == "<p class=\"center\" style=\"width: 640px;\"><img src=\"a.png\" alt=\"Chart\" /></p>\n<p><em>Fig. 1. The caption.</em></p>\n")
        // Two lists in one paragraph, and one on its first line (the paragraph's own).
        #expect(
            html("{: .first}\nOne\n{: .a}\nTwo\nmore\n{: .b}\nThree\n")
                == "<p class=\"first a\">One</p>\n<p class=\"b\">Two\nmore</p>\n<p>Three</p>\n")
        // A line that only looks like one stays text.
        #expect(html("One\n{: not a list}\nTwo\n") == "<p>One\n{: not a list}\nTwo</p>\n")
    }

    /// R Markdown's and Quarto's chunks as posts hold them before running, and the blocks of Quarto's frozen output.
    @Test func codeChunksShowTheirCode() {
        let out = html(
            "```{r setup, include=FALSE}\nlibrary(x)\n```\n\n```{r plot, echo = FALSE}\nplot(1)\n```\n\n"
                + "```{python}\n#| label: fig-a\n#| echo: true\nprint(1)\n```\n\n```{python}\n#| echo: false\nsecret()\n```\n\n"
                + "```{.r .cell-code}\nx <- 1\n```\n\n```{=html}\n<div class=\"widget\">w</div>\n```\n\n```{=latex}\n\\newpage\n```\n")
        #expect(!out.contains("library(x)") && !out.contains("plot(1)") && !out.contains("secret()") && !out.contains("newpage"))
        #expect(out.contains("<code class=\"language-python\">") && out.contains("print") && !out.contains("#|"))
        #expect(out.contains("<code class=\"language-r\">"))
        #expect(out.contains("<div class=\"widget\">w</div>"))
        #expect(!out.contains("{=html}"))
    }

    /// Pandoc's attributes after an image (`{width=672}`, Quarto's figures) and its raw inline HTML.
    @Test func pandocAttributesAndRawInlineHTML() {
        #expect(
            html("![A plot](p.png){fig-align='center' width=672 .wide}\n", smart: true)
                == "<p><img src=\"p.png\" alt=\"A plot\" class=\"wide\" width=\"672\" /></p>\n")
        #expect(html("A `<b>`{=html}bold`</b>`{=html} and `\\x`{=latex}.\n") == "<p>A <b>bold</b> and .</p>\n")
        // An image without words is still named as one, with or without attributes.
        let rendered = renderMarkdown(
            "![](a.png){width=10}\n\n![](b.png)\n",
            options: MarkdownOptions(charts: ChartContext(path: "a.md"), extensions: MarkdownExtension.all))
        #expect(rendered.imagesWithoutText == [1, 3])
        // A brace that is no list stays text.
        #expect(html("![A](a.png){not a list}\n") == "<p><img src=\"a.png\" alt=\"A\" />{not a list}</p>\n")
    }

    @Test func kramdownsContentsMarkerBecomesTheContents() {
        let rendered = renderMarkdown(
            "* TOC\n{:toc}\n\n## Skipped\n{: .no_toc}\n\n## Methods\n\n### Data\n",
            options: MarkdownOptions(charts: ChartContext(path: "a.md"), extensions: MarkdownExtension.all))
        #expect(rendered.html.hasPrefix("<div class=\"toc\"><ol><li><a href=\"#methods\">Methods</a><ol><li><a href=\"#data\">Data</a></li></ol></li></ol></div>\n"))
        #expect(rendered.contents.map(\.id) == ["methods", "data"])
        // VitePress's and VuePress's `[[toc]]`, Typora's `[TOC]`: the same; in a sentence, text.
        for mark in ["[[toc]]", "[TOC]"] {
            let other = renderMarkdown(
                "Intro.\n\n\(mark)\n\n## Methods\n\nSee \(mark) here.\n",
                options: MarkdownOptions(charts: ChartContext(path: "a.md"), extensions: MarkdownExtension.all))
            #expect(other.html.hasPrefix("<p>Intro.</p>\n<div class=\"toc\"><ol><li><a href=\"#methods\">Methods</a></li></ol></div>\n"), "\(mark): \(other.html)")
            #expect(other.html.contains("See \(mark) here."), "\(other.html)")
        }
    }

    @Test func aListAfterALinkLeavesTheTextAndOtherBracesStay() {
        #expect(
            html("See [the docs](https://example.com/ä \"Docs\"){:target=\"_blank\" rel=\"noopener\" title=\"x\" .ext onclick=\"y()\"}, now.\n")
                == "<p>See <a href=\"https://example.com/%C3%A4\" title=\"Docs\" class=\"ext\" target=\"_blank\" rel=\"noopener\">the docs</a>, now.</p>\n")
        // An image's list goes into its tag: width and height too, never an event handler or a second title.
        #expect(html("![A chart](a.png){: .wide}\n") == "<p><img src=\"a.png\" alt=\"A chart\" class=\"wide\" /></p>\n")
        #expect(
            html("![A *big* chart](<a b.png> \"T\"){: width=\"400\" height=300 title=\"x\" onload=\"y()\" #c} after\n")
                == "<p><img src=\"a%20b.png\" alt=\"A big chart\" title=\"T\" id=\"c\" width=\"400\" height=\"300\" /> after</p>\n")
        // Chirpy's `w` and `h` are the image's size.
        #expect(html("![x](a.png){: .shadow w='1212' h='668' }\n") == "<p><img src=\"a.png\" alt=\"x\" class=\"shadow\" width=\"1212\" height=\"668\" /></p>\n")
        // After code, emphasis or strong text the list goes into that tag; never a size, nor a handler.
        #expect(
            html("See `a<b`{: .filepath w=\"3\"}, *this*{: .x onclick=\"y()\"} and **that**{:#t}.\n")
                == "<p>See <code class=\"filepath\">a&lt;b</code>, <em class=\"x\">this</em> and <strong id=\"t\">that</strong>.</p>\n")
        // Chirpy's file name for code is shown above it, as the codeblock shortcode shows one; a
        // list with nothing this site writes leaves no empty wrapper.
        #expect(
            html("```sh\nls\n```\n{: file='bin/a&b.sh' .nolineno }\n")
                == "<figure class=\"codeblock nolineno\"><figcaption class=\"codeblock-name\">bin/a&amp;b.sh</figcaption>\n<pre class=\"highlight\"><code class=\"language-sh\"><span class=\"hl-function\">ls</span>\n</code></pre>\n</figure>\n")
        #expect(html("```sh\nls\n```\n{: lines='2' }\n").hasPrefix("<pre"))
        // Chirpy's caption: emphasis alone on the line under an image.
        #expect(html("![A](a.png){: width=\"9\" }\n_The caption_\n") == "<p class=\"captioned\"><img src=\"a.png\" alt=\"A\" width=\"9\" />\n<em>The caption</em></p>\n")
        #expect(html("![A](a.png)\n_The caption_ and more\n").hasPrefix("<p><img"))
        let safeImage = renderMarkdown(
            "![x](javascript:alert(1)){: width=\"5\"}\n",
            options: MarkdownOptions(unsafe: false, charts: ChartContext(path: "a.md"), extensions: MarkdownExtension.all)).html
        #expect(safeImage == "<p><img src=\"\" alt=\"x\" width=\"5\" /></p>\n")
        // cmark's own checks stay: where raw HTML is not allowed, a script URL is dropped as cmark drops it.
        let safe = renderMarkdown(
            "[x](javascript:alert(1)){:target=\"_blank\"}\n",
            options: MarkdownOptions(unsafe: false, charts: ChartContext(path: "a.md"), extensions: MarkdownExtension.all)).html
        #expect(safe == "<p><a href=\"\" target=\"_blank\">x</a></p>\n")
        #expect(html("A set {: like this} and {:.x} in text.\n") == "<p>A set {: like this} and {:.x} in text.</p>\n")
        #expect(html("Text.\n{: .notice}\n", MarkdownExtension.all.subtracting([.attributes])) == "<p>Text.\n{: .notice}</p>\n")
    }

    // MARK: definition lists

    @Test func termsAndDefinitionsMakeOneList() {
        #expect(
            html("Median\n: the *middle* value\n\nMean\n: the sum\nover the count\n: or the average\n")
                == "<dl>\n<dt>Median</dt>\n<dd>the <em>middle</em> value</dd>\n<dt>Mean</dt>\n<dd>the sum\nover the count</dd>\n<dd>or the average</dd>\n</dl>\n")
        // Two terms share a definition; a blank line before it makes it a paragraph.
        #expect(
            html("Mode\nModus\n\n: the commonest value\n\nAfter.\n")
                == "<dl>\n<dt>Mode</dt>\n<dt>Modus</dt>\n<dd>\n<p>the commonest value</p>\n</dd>\n</dl>\n<p>After.</p>\n")
        #expect(html("> Term\n> : Meaning\n") == "<blockquote>\n<dl>\n<dt>Term</dt>\n<dd>Meaning</dd>\n</dl>\n</blockquote>\n")
    }

    @Test func colonsThatDefineNothingStayText() {
        for text in ["Note:\nthis stays.\n", ": no term here\n", "A\n:b without a space\n", "A\n:\n"] {
            #expect(!html(text).contains("<dl>"), "\(text)")
        }
        #expect(html("Term\n: Meaning\n", MarkdownExtension.all.subtracting([.definitionLists])) == "<p>Term\n: Meaning</p>\n")
    }

    // MARK: alerts

    @Test func githubAlertsAndObsidianCalloutsBecomeCallouts() {
        #expect(
            html("> [!NOTE]\n> Useful *information*.\n\n> [!caution]\n> Two\n>\n> paragraphs.\n")
                == "<div class=\"callout callout-note\" role=\"note\"><p class=\"callout-title\">Note</p>\n<p>Useful <em>information</em>.</p>\n</div>\n"
                + "<div class=\"callout callout-danger\" role=\"note\"><p class=\"callout-title\">Caution</p>\n<p>Two</p>\n<p>paragraphs.</p>\n</div>\n")
        // Obsidian's title and fold mark; the title is text, escaped.
        #expect(html("> [!tip]- Keep \"all\" & check\n> Text.\n").hasPrefix("<div class=\"callout callout-tip\" role=\"note\"><p class=\"callout-title\">Keep &quot;all&quot; &amp; check</p>"))
        // Anything else stays a quote.
        for text in ["> [!unknown]\n> Text.\n", "> [!NOTE] *styled* title\n> Text.\n", "> Quote [!NOTE]\n", "> [link](/x)\n"] {
            #expect(html(text).hasPrefix("<blockquote>"), "\(text)")
        }
        #expect(html("> [!NOTE]\n> Text.\n", MarkdownExtension.all.subtracting([.alerts])).hasPrefix("<blockquote>"))
    }

    // MARK: mermaid

    /// Mermaid's pie and xychart are drawn as charts in the page, counted with the post's charts;
    /// a flowchart stays its code block, with a warning at its fence; switched off, all stay code.
    @Test func mermaidChartsAreDrawnAndOtherDiagramsStayCode() {
        let markdown = "Intro.\n\n```mermaid\npie title Pets\n  \"Dogs\" : 386\n  \"Cats\" : 85\n```\n\n~~~ mermaid\nflowchart LR\n  A --> B\n~~~\n"
        let rendered = renderMarkdown(
            markdown, options: MarkdownOptions(charts: ChartContext(path: "content/posts/a.md"), extensions: MarkdownExtension.all))
        #expect(rendered.chartCount == 1)
        #expect(rendered.html.contains("<figure class=\"chart chart-pie"))
        #expect(rendered.html.contains("<pre><code class=\"language-mermaid\">flowchart LR\n  A --&gt; B\n</code></pre>"), "\(rendered.html)")
        #expect(rendered.diagnostics.count == 1)
        #expect(rendered.diagnostics.first?.location?.line == 9)
        #expect(rendered.diagnostics.first?.message.contains("Mermaid diagram is shown as its code") == true)
        let off = renderMarkdown(
            markdown,
            options: MarkdownOptions(charts: ChartContext(path: "content/posts/a.md"), extensions: MarkdownExtension.all.subtracting([.mermaid])))
        #expect(off.chartCount == 0 && off.diagnostics.isEmpty)
        #expect(off.html.contains("<code class=\"language-mermaid\">pie title Pets"))
    }

    /// The fences other tools' chart configurations come in, al-folio's spellings among them,
    /// are drawn; a fence of another word that starts the same stays code.
    @Test func scriptLibraryFencesAreDrawn() {
        let markdown = """
            ```vega_lite
            {"data": {"values": [{"a": "x", "b": 1}]}, "mark": "bar", "encoding": {"x": {"field": "a"}, "y": {"field": "b"}}}
            ```

            ```plotly
            {"data": [{"type": "pie", "labels": ["a", "b"], "values": [1, 2]}]}
            ```

            ```plotlyjs
            {"data": []}
            ```

            """
        let rendered = renderMarkdown(markdown, options: MarkdownOptions(charts: ChartContext(path: "content/posts/a.md"), extensions: MarkdownExtension.all))
        #expect(rendered.chartCount == 2, "\(rendered.diagnostics)")
        #expect(rendered.html.contains("<figure class=\"chart chart-bar") && rendered.html.contains("<figure class=\"chart chart-pie"))
        #expect(rendered.html.contains("<code class=\"language-plotlyjs\">"))
    }

    /// A Plotly figure's credits (`Source: <a href=…>`, in an axis title) are the chart's source, its link kept.
    @Test func aPlotlyFiguresCreditsAreItsLinkedSource() {
        let markdown = """
            ```plotly
            {"data": [{"x": [1, 2, 3], "y": [4, 5, 7]}], "layout": {"xaxis": {"title": "Source: <a href='https://example.org/d'>Example & Co</a>"}}}
            ```
            """
        let rendered = renderMarkdown(markdown, options: MarkdownOptions(charts: ChartContext(path: "content/posts/a.md"), extensions: MarkdownExtension.all))
        #expect(rendered.chartCount == 1, "\(rendered.diagnostics)")
        #expect(rendered.html.contains("<span class=\"chart-source\">Source: <a href=\"https://example.org/d\">Example &amp; Co</a></span>"), "\(rendered.html.prefix(600))")
    }

    // MARK: highlighting and smart punctuation

    @Test func codeWithAKnownLanguageGetsTokenSpansAndStaysEscaped() {
        let out = html("```python\nprint(\"<script>\")  # done\n```\n")
        #expect(out.hasPrefix("<pre class=\"highlight\"><code class=\"language-python\">"))
        #expect(out.contains("<span class=\"hl-string\">&quot;&lt;script&gt;&quot;</span>"))
        #expect(out.contains("<span class=\"hl-comment\"># done</span>"))
        #expect(!out.contains("<script>"))
    }

    @Test(arguments: ["swift", "yaml", "toml", "typescript", "dockerfile", "rust", "ts", "yml"])
    func theLanguagesTheLibraryLacksAreHighlighted(language: String) {
        let samples = [
            "swift": "let x = \"a\" // c\n", "yaml": "key: \"v\" # c\n", "yml": "key: 1\n", "toml": "[t]\nkey = \"v\"\n",
            "typescript": "const x: number = 1;\n", "ts": "type A = string;\n", "dockerfile": "FROM debian:12\n",
            "rust": "fn main() {}\n",
        ]
        let out = html("```\(language)\n\(samples[language]!)```\n")
        #expect(out.contains("<span class=\"hl-"), "\(language): \(out)")
    }

    // MARK: Markdown inside HTML

    /// kramdown's `markdown="1"`: the lines inside the tag are Markdown, the attribute goes, and
    /// raw HTML switched off still leaves the tags out.
    @Test func markdownInsideATagThatAsksForIt() {
        let out = html("<div class=\"notice\" markdown=\"1\">\n**Bold** and `code`\n</div>\n")
        #expect(out == "<div class=\"notice\">\n<p><strong>Bold</strong> and <code>code</code></p>\n</div>\n", "\(out)")
        let spread = html("<section markdown='1'>\n\n## Inside\n\n</section>\n")
        #expect(spread.contains("<section>") && spread.contains(">Inside</a></h2>") && spread.contains("</section>"), "\(spread)")
        // Without the attribute, the block stays HTML as CommonMark has it.
        #expect(html("<div>\n**kept**\n</div>\n") == "<div>\n**kept**\n</div>\n")
        let safe = renderMarkdown(
            "<div markdown=\"1\">\n**Bold**\n</div>\n",
            options: MarkdownOptions(unsafe: false, charts: ChartContext(path: "content/posts/a.md"), extensions: MarkdownExtension.all)
        ).html
        #expect(!safe.contains("<div") && safe.contains("<strong>Bold</strong>"), "\(safe)")
    }

    // MARK: abbreviations

    /// kramdown's `*[CSS]: …` lines define abbreviations, are not shown, and wrap each whole word.
    @Test func abbreviationsAreDefinedAndMarked() {
        let out = html("## CSS and HTML\n\nThe CSS, not CSSOM, in `CSS` and [CSS](https://example.com/CSS).\n\n*[CSS]: Cascading \"Style\" Sheets\n*[HTML]: HyperText Markup Language\n")
        #expect(out.contains("<abbr title=\"Cascading &quot;Style&quot; Sheets\">CSS</abbr>, not CSSOM, in <code>CSS</code>"), "\(out)")
        #expect(out.contains("<a href=\"https://example.com/CSS\">CSS</a>"))
        #expect(out.contains("<abbr title=\"HyperText Markup Language\">HTML</abbr></a></h2>") || out.contains("<abbr title=\"HyperText Markup Language\">HTML</abbr>"))
        #expect(!out.contains("*[") && out.contains("id=\"css-and-html\""), "\(out)")
        // A paragraph that only looks like one stays text.
        #expect(html("*[not] a definition\n").contains("*[not] a definition"))
        #expect(html("CSS\n\n*[CSS]: x\n", MarkdownExtension.all.subtracting([.abbreviations])).contains("*[CSS]: x"))
    }

    // MARK: emoji

    /// GitHub's and Unicode's names become their emoji in text; code, URLs, raw HTML and
    /// colons that name nothing keep their text.
    @Test func emojiNamesInTextBecomeEmoji() {
        let out = html("Released :tada: at last :+1: :sweat_smile:, **:rocket:** and :partying_face:\n")
        #expect(out == "<p>Released 🎉 at last 👍 😅, <strong>🚀</strong> and 🥳</p>\n", "\(out)")
        // Two in a row, and one ending a line.
        #expect(html(":eyes::package:\n") == "<p>👀📦</p>\n")
        for kept in ["At 12:30:45 sharp.", "a:smile:b", "Not :a_name_of_nothing: here.", "`:tada:` and", "<span title=\":tada:\">x</span>"] {
            let written = html(kept + "\n")
            #expect(!written.contains("🎉") && !written.contains("😄"), "\(kept) → \(written)")
        }
        #expect(html("```\n:tada:\n```\n").contains(":tada:"))
        #expect(html("<https://example.com/:tada:/>\n") == "<p><a href=\"https://example.com/:tada:/\">https://example.com/:tada:/</a></p>\n")
        #expect(html(":tada:\n", MarkdownExtension.all.subtracting([.emoji])) == "<p>:tada:</p>\n")
        #expect(Emoji.characters.count > 4000 && Emoji.characters["thumbsup"] == "👍")
    }

    /// LoveIt's ruby annotations and fractions; the themes' escaped forms write the marks; code,
    /// links and a task box written about keep their text.
    @Test func loveItsRubyAndFractions() {
        #expect(html("A [漢字]^(かんじ) reading.\n") == "<p>A <ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby> reading.</p>\n")
        #expect(html("[Light]/[Dark] and [90]/[100]\n") == "<p><span class=\"fraction\"><sup>Light</sup>/<sub>Dark</sub></span> and <span class=\"fraction\"><sup>90</sup>/<sub>100</sub></span></p>\n")
        #expect(html("[Hugo]{?^}(A generator) and [1]{?/}[2]\n") == "<p>[Hugo]^(A generator) and [1]/[2]</p>\n")
        #expect(html("[1 < 2]^(x & \"y\")\n").contains("<ruby>1 &lt; 2<rp>(</rp><rt>x &amp; &quot;y&quot;</rt>"), "\(html("[1 < 2]^(x & \"y\")\n"))")
        for kept in ["`[a]^(b)`", "[x]/[ ] boxes", "[a](https://example.com)^(b)", "plain [a] text"] {
            #expect(!html(kept + "\n").contains("<ruby>") && !html(kept + "\n").contains("fraction"), "\(kept)")
        }
        #expect(html("[a]^(b)\n", MarkdownExtension.all.subtracting([.ruby])) == "<p>[a]^(b)</p>\n")
    }

    /// LoveIt's Font Awesome icons in text (`:(fab fa-js):`): no icon font is loaded, so a yes or
    /// no mark is its character, a brand alone in a link is its name, and any other icon, or a
    /// brand beside words that say it, is left out with the space beside it.
    @Test func loveItIconsInTextBecomeWordsOrNothing() {
        #expect(html("Insert **:(fab fa-js): Javascript** here.\n") == "<p>Insert <strong>Javascript</strong> here.</p>\n")
        #expect(html("| Language | Posts | Menus |\n|---|---|---|\n| en | :(far fa-check-square): | :(far fa-square): |\n").contains("<td>☑</td>\n<td>☐</td>"))
        #expect(html("[:(fab fa-github):](https://github.com/x) and [:(fab fa-github):  GitHub](https://github.com/y)\n")
            == "<p><a href=\"https://github.com/x\">GitHub</a> and <a href=\"https://github.com/y\"> GitHub</a></p>\n")
        #expect(html("Click below :(far fa-hand-point-down fa-fw): to see.\n") == "<p>Click below to see.</p>\n")
        for kept in ["A smiley :(", "`:(fas fa-check):`", "Odd :(fas check): words", ":(not an icon):"] {
            let written = html(kept + "\n")
            #expect(written.contains(":("), "\(kept) → \(written)")
        }
    }

    /// Admonitions and content tabs as `:::` blocks and tab shortcodes, line for line where a
    /// blank line follows them, in files with CRLF line ends too; what opens none stays.
    @Test func admonitionsAreReadLineForLine() {
        let text = "!!! note \"A\"\r\n    Body.\r\n\r\nAfter.\r\n\r\n=== \"One\"\r\n    1\r\n\r\n=== \"Two\"\r\n    2\r\n\r\nEnd.\r\n"
        let converted = Admonitions.asFencedDivs(text)
        #expect(converted.utf8.filter { $0 == 10 }.count == text.utf8.filter { $0 == 10 }.count, "\(converted)")
        #expect(converted.hasPrefix("::: {.callout-note title=\"A\"}\nBody.\r\n:::\nAfter.\r\n"), "\(converted)")
        #expect(converted.contains("{{< tabs >}}{{< tab title=\"One\" >}}\n1\r\n\r\n{{< /tab >}}{{< tab title=\"Two\" >}}\n2\r\n{{< /tab >}}{{< /tabs >}}\nEnd."), "\(converted)")
        for kept in ["!!!note\n    x\n", "Text !!! note\n", "```\n!!! note\n    x\n```\n", "=== A\n    x\n", "!!! \"quoted only\"\n"] {
            #expect(Admonitions.asFencedDivs(kept) == kept, "\(kept)")
        }
        // A theme without tabs: each tab a callout of its title, closed on the blank line before the next.
        let boxes = Admonitions.asFencedDivs("=== \"One\"\n    1\n\n=== \"Two\"\n    2\n\nEnd.\n", themeHasTabs: false)
        #expect(boxes == "::: {.callout-note title=\"One\"}\n1\n:::\n::: {.callout-note title=\"Two\"}\n2\n:::\nEnd.\n", "\(boxes)")
        let myst = MystDirectives.rewritten("::::{tab-set}\n:::{tab-item} pip\nx\n:::\n::::\n", themeHasTabs: false)
        #expect(myst == "::: {.tab-set}\n::: {.callout-note title=\"pip\"}\nx\n:::\n:::\n", "\(myst)")
    }

    /// Material for MkDocs' icons (`:material-check:`, `:octicons-clock-24:`,
    /// `:fontawesome-brands-github:`), read as LoveIt's are, with the attribute list after one.
    @Test func materialIconsInTextBecomeWordsOrNothing() {
        #expect(html("| Feature | Free |\n|---|---|\n| Search | :material-check: |\n| Sync | :material-close: |\n").contains("<td>✓</td>\n</tr>\n<tr>\n<td>Sync</td>\n<td>✗</td>"))
        #expect(html("Took :octicons-clock-24: 27 minutes.\n") == "<p>Took 27 minutes.</p>\n")
        #expect(html("[:fontawesome-brands-github:{ .lg .middle }](https://github.com/x) and :simple-python: Python\n")
            == "<p><a href=\"https://github.com/x\">GitHub</a> and Python</p>\n")
        for kept in [":material-:", "`:material-check:`", ":materials-check:", "a:material-check:"] {
            #expect(html(kept + "\n").contains(kept.replacingOccurrences(of: "`", with: "")), "\(kept)")
        }
    }

    /// Plain `<pre><code>` in a post's HTML (blogdown's `<pre class="r">`, a pasted
    /// `class="language-python"`), which a script coloured on the old site, is highlighted too;
    /// code that holds markup already, or an entity not read here, stays as written.
    @Test func plainPreformattedCodeInHTMLIsHighlighted() {
        let blogdown = html("Text.\n\n<pre class=\"r\"><code>x &lt;- c(1, 2) # &quot;two&quot; &amp; more &#x2192;\n</code></pre>\n\nAfter.\n")
        #expect(blogdown.contains("<pre class=\"highlight\"><code class=\"language-r\">"), "\(blogdown)")
        #expect(blogdown.contains("<span class=\"hl-comment\"># &quot;two&quot; &amp; more \u{2192}</span>"), "\(blogdown)")
        #expect(blogdown.contains("&lt;-") && blogdown.hasSuffix("<p>After.</p>\n"))
        let pasted = html("<pre><code class='language-python'>print(\"&lt;b&gt;\")\n</code></pre>\n")
        #expect(pasted.contains("<span class=\"hl-string\">&quot;&lt;b&gt;&quot;</span>"), "\(pasted)")
        // Already highlighted (Pandoc's spans), an unknown language, a named entity not read, highlighting off.
        for kept in [
            "<pre class=\"sourceCode r\"><code class=\"sourceCode r\"><span class=\"fu\">f</span>()</code></pre>\n",
            "<pre class=\"klingon\"><code>qapla'</code></pre>\n",
            "<pre class=\"r\"><code>x &nbsp; y</code></pre>\n",
        ] {
            #expect(html(kept) == kept)
        }
        let off = "<pre class=\"r\"><code>x &lt;- 1</code></pre>\n"
        #expect(html(off, MarkdownExtension.all.subtracting([.highlighting])) == off)
        #expect(PreformattedCode.highlighted(in: "<p>a</p><pre class=\"python\">\n<code>if x: pass</code>\n</pre><pre") .contains("<span class=\"hl-keyword\">if</span>"))
    }

    /// Blogs quote PHP without `<?php`, which the library's PHP needs before it colours anything.
    @Test func phpWithoutItsOpeningTagIsHighlighted() {
        let out = html("```php\n// Good\nfunction add(int $a): int { return $a + 1; } # done\n```\n")
        #expect(out.contains("<span class=\"hl-comment\">// Good</span>"))
        #expect(out.contains("<span class=\"hl-keyword\">function</span>"))
        #expect(out.contains("<span class=\"hl-variable\">$a</span>"))
        #expect(out.contains("<span class=\"hl-comment\"># done</span>"))
        let tagged = html("```php\n<?php echo \"<b>$name</b>\"; ?>\n```\n")
        #expect(tagged.contains("<span class=\"hl-keyword\">&lt;?php echo</span>"))
        #expect(tagged.contains("&quot;&lt;b&gt;") && !tagged.contains("<b>"))
        // A PHP template (HTML with PHP inside) keeps the library's reading.
        let template = html("```phtml\n<p><?php echo $title; ?></p>\n```\n")
        #expect(template.contains("class=\"language-phtml\"") && template.contains("<span class=\"hl-"))
    }

    @Test func threadsHighlightingAtOnceEachReadTheirLanguages() async {
        // Languages not read on any thread yet: each thread reads them itself (a definition reads
        // its file the first time it is used, which two threads must not do at once), in a different order.
        let samples = [
            ("ruby", "def a; \"<b>\" end # c\n"), ("perl", "my $a = \"x\"; # c\n"), ("lua", "local a = \"x\" -- c\n"),
            ("php", "<?php $a = \"x\"; // c\n"), ("haskell", "main = print \"x\" -- c\n"),
        ]
        let expected = samples.map { CodeHighlighter.html($0.1, language: $0.0) }
        #expect(expected.allSatisfy { $0?.contains("hl-string") == true }, "\(expected)")
        let results = await withTaskGroup(of: (Int, [String?]).self) { group in
            for task in 0..<8 {
                group.addTask {
                    let order = task % 2 == 0 ? Array(samples.indices) : samples.indices.reversed()
                    var outputs = [String?](repeating: nil, count: samples.count)
                    for _ in 0..<20 {
                        for index in order { outputs[index] = CodeHighlighter.html(samples[index].1, language: samples[index].0) }
                    }
                    return (task, outputs)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for (task, outputs) in results {
            #expect(outputs == expected, "task \(task)")
        }
    }

    /// Whatever the language and the text, highlighting only adds spans: without them, and with
    /// its escapes read, the code is every byte it was (emoji past UTF-16's first plane, CJK,
    /// markup characters, CRLF lines, a last line without its end, a long line, blank lines).
    @Test func highlightingKeepsEveryCharacterOfTheCode() throws {
        let codes = [
            "let s = \"😀 日本 <b>&amp;</b>\" // «ok» 🇫🇷\r\nlet t = 'x' + \"é\"\r\n\n\tlast without end",
            String(repeating: "x = [1, \"two\", 3.0] # 🙂 ", count: 400),
            "\n\n<?php echo \"<p>\"; ?>\n\n",
            "SELECT \"a\" FROM t WHERE b < 3 AND c > 'd&e'; -- ✓\n",
        ]
        for language in ["swift", "python", "js", "php", "sql", "yaml", "toml", "dockerfile", "bash", "go", "rust", "html", "r", "c++", "json"] {
            for code in codes {
                let html = try #require(CodeHighlighter.html(code, language: language), "\(language)")
                let text = html.replacing(/<\/?span[^>]*>/, with: "").replacingOccurrences(of: "&quot;", with: "\"")
                    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
                #expect(text == code + (code.hasSuffix("\n") ? "" : "\n"), "\(language): \(html.prefix(300))")
                #expect(!html.contains("<span class=\"hl-\"") && !html.contains("<span class=\"hl-keyword\"></span>"))
            }
        }
    }

    /// A fence word names a language by its name in any case, an extension, a file name or a word
    /// bloggers write for it; words that name none stay plain.
    @Test func fenceWordsNameLanguagesAsBloggersWriteThem() {
        let named = [
            "python", "Swift", "yaml", "toml", "typescript", "dockerfile", "r", "julia", "py", "js", "rs", "sh", "yml", "cpp", "Makefile",
            "console", "shell", "golang", "c++", "jsx", "tsx", "kotlin", "scala", "haskell", "elixir", "zig", "nix", "graphql", "terraform", "diff2html",
        ]
        for word in named { #expect(CodeHighlighter.languageName(for: word) != nil, "\(word)") }
        #expect(CodeHighlighter.languageName(for: "py") == "Python" && CodeHighlighter.languageName(for: "yml") == "YAML")
        for word in ["klingon", "text", "plaintext", "", "a/b", "no such"] { #expect(CodeHighlighter.languageName(for: word) == nil, "\(word)") }
    }

    /// Markdown shown as an example (al-folio's posts show each ```chart block so) keeps its fences
    /// marked and its code in a known language highlighted; code in a language the highlighter does
    /// not know is plain, not one grey italic note.
    @Test func markdownExamplesShowTheirFencedCodePlain() throws {
        let html = try #require(CodeHighlighter.html("# Head\n```chartjs\n{\"a\": 1}\n```\n```python\nimport x\n```\n", language: "markdown"))
        #expect(html.contains("<span class=\"hl-todo\">```chartjs</span>\n{&quot;a&quot;: 1}\n"), "\(html)")
        #expect(html.contains("<span class=\"hl-preproc\">import</span> x"), "\(html)")
    }

    /// A diff's added and removed lines have classes of their own, which the theme colours green and red.
    @Test func aDiffMarksItsAddedAndRemovedLines() {
        let out = html("```diff\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old line\n+new line\n same\n```\n")
        #expect(out.contains("<span class=\"hl-deleted\">-old line</span>") && out.contains("<span class=\"hl-inserted\">+new line</span>"), "\(out)")
        #expect(out.contains("\n same\n"))
    }

    @Test func unknownLanguagesAndChartsAreNotHighlighted() {
        #expect(html("```klingon\nx <y>\n```\n") == "<pre><code class=\"language-klingon\">x &lt;y&gt;\n</code></pre>\n")
        #expect(!html("```chart\ntype: pie\n---\nA | 1\n```\n").contains("hl-"))
        #expect(html("```../../etc/passwd\nx\n```\n").contains("<pre><code"))
    }

    @Test func smartPunctuationCurlsTextButNotCode() {
        let out = html("\"Quotes\" -- and... `\"code\" --`\n", smart: true)
        #expect(out == "<p>“Quotes” – and… <code>&quot;code&quot; --</code></p>\n")
        #expect(html("\"Quotes\"\n", smart: false) == "<p>&quot;Quotes&quot;</p>\n")
    }

    // MARK: hostile input (each would take hours if a pass were quadratic)

    @Test func aLinkEndingInAHundredThousandParenthesesIsCutInOnePass() {
        let out = html("http://a.org" + String(repeating: ")", count: 100_000) + "\n")
        #expect(out.hasPrefix("<p><a href=\"http://a.org\">http://a.org</a>)))"))
    }

    @Test func fiftyThousandUnmatchedTildesAreText() {
        let text = String(repeating: "~a ", count: 50_000) + String(repeating: "b~~ ", count: 50_000)
        let out = html(text + "\n")
        #expect(!out.contains("<del>"))
        #expect(out.utf8.count > text.utf8.count - 10)
    }

    @Test func aTableOfTwentyThousandColumnsAndTenThousandFootnotes() {
        let row = "|" + String(repeating: " a |", count: 20_000)
        let table = html(row + "\n" + "|" + String(repeating: "---|", count: 20_000) + "\n")
        #expect(table.components(separatedBy: "<th>").count == 20_001)
        let refs = (1...10_000).map { "x[^\($0)]" }.joined(separator: " ")
        let notes = (1...10_000).map { "[^\($0)]: n\($0)" }.joined(separator: "\n")
        let out = html(refs + "\n\n" + notes + "\n")
        #expect(out.contains("<li id=\"fn10000\">"))
    }

    @Test func aLineOfBracesAndBackticksIsReadForMySTRolesInOnePass() {
        let braces = String(repeating: "{", count: 200_000) + "}`x` and {sub}`2`"
        #expect(MystDirectives.rewritten(braces) == String(repeating: "{", count: 200_000) + "}`x` and <sub>2</sub>")
        // Each `{sub}` takes the text up to the next backtick, as MyST reads it.
        let roles = String(repeating: "{sub}`a ", count: 30_000)
        #expect(MystDirectives.rewritten(roles) == String(repeating: "<sub>a {sub}</sub>a ", count: 15_000))
        let opened = String(repeating: "{sub}`a", count: 30_001)
        #expect(MystDirectives.rewritten(opened).hasSuffix("</sub>a{sub}`a"))
    }

    @Test func thirtyThousandUnclosedMySTDirectivesAreLookedAtOnce() {
        let opened = Array(repeating: ":::{note}", count: 30_000).joined(separator: "\n")
        #expect(MystDirectives.rewritten(opened) == opened)
        // Closed by the first bare fence, as CommonMark closes the innermost.
        let nested = opened + "\nText.\n" + Array(repeating: ":::", count: 30_000).joined(separator: "\n")
        let out = MystDirectives.rewritten(nested)
        #expect(out.hasPrefix("::: {.callout-note}\n:::{note}\n:::{note}"))
        #expect(out.split(separator: "\n", omittingEmptySubsequences: false).count == 60_001)
        let options = ":::{note} Title\n" + Array(repeating: ":class: dropdown", count: 30_000).joined(separator: "\n") + "\nText.\n:::"
        #expect(MystDirectives.rewritten(options).hasPrefix("::: {.callout-note title=\"Title\" collapse=\"true\"}\n\n"))
    }

    @Test func thirtyThousandAttributeListsAboveAParagraphAreMergedInOnePass() {
        let lists = (0..<30_000).map { $0 % 2 == 0 ? "{: .c title=\"t\($0)\"}" : "{: #i\($0) data-n=\"\($0)\"}" }.joined(separator: "\n")
        let out = html(lists + "\nText.\n")
        let classes = Array(repeating: "c", count: 15_000).joined(separator: " ")
        #expect(out == "<p id=\"i29999\" class=\"\(classes)\" title=\"t29998\" data-n=\"29999\">Text.</p>\n", "\(out.suffix(200))")
    }

    @Test func aParagraphOfFifteenThousandListLinesIsSplitInOnePass() {
        let lines = (0..<15_000).map { "Line \($0).\n{: .n\($0)}" }.joined(separator: "\n")
        let out = html(lines + "\n")
        #expect(out.hasPrefix("<p class=\"n0\">Line 0.</p>\n<p class=\"n1\">Line 1.</p>\n"), "\(out.prefix(200))")
        #expect(out.hasSuffix("<p class=\"n14999\">Line 14999.</p>\n"))
        #expect(out.components(separatedBy: "<p class=").count == 15_001)
        // Lists on the first lines of the paragraph split off are its own.
        #expect(html("a\n{: .x}\n{: .y}\n{: .z}\nb\nc\n{: .w}\nd\n") == "<p class=\"x\">a</p>\n<p class=\"y z w\">b\nc</p>\n<p>d</p>\n")
    }

    @Test func aMinifiedLineStaysPlainInsteadOfTakingHours() {
        let minified = String(repeating: "var a=1;", count: 60_000)
        let out = html("```js\n" + minified + "\n```\n")
        #expect(out.hasPrefix("<pre><code class=\"language-js\">var a=1;"))
        #expect(!out.contains("hl-"))
        // A long line that is no bundle (a JSON record, a data URL's neighbour) is still coloured.
        let long = html("```js\n" + String(repeating: "var a=1;", count: 1_200) + "\n```\n")
        #expect(long.contains("<span class=\"hl-keyword\">var</span>"))
    }
}
