import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// Posts written as Jupyter notebooks (fastpages, Quarto, Pelican blogs): read as the Markdown post
/// they show, with their outputs. The notebooks here are written for the tests, in the shapes
/// Jupyter saves (nbformat 4, and nbformat 3 of older blogs).
@Suite struct NotebookTests {
    /// A fastpages post: title, summary and fields in the first cell, a hidden cell, printed text,
    /// a plot, a pandas table, an error with a terminal's colours.
    static let fastpages = """
        {
         "cells": [
          {"cell_type": "markdown", "metadata": {}, "source": ["# Steps in *March*\\n", "> Counting a month of walks.\\n", "\\n", "- toc: true\\n", "- categories: [health, data]\\n", "\\n", "Some words first."]},
          {"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [], "source": ["#hide\\n", "import secret_setup"]},
          {"cell_type": "code", "execution_count": 2, "metadata": {}, "source": "steps = [4200, 8100]\\nprint(sum(steps))",
           "outputs": [{"name": "stdout", "output_type": "stream", "text": ["12300\\n"]}]},
          {"cell_type": "code", "execution_count": 3, "metadata": {}, "source": ["plot(steps)"],
           "outputs": [{"output_type": "display_data", "metadata": {}, "data": {"image/png": "iVBORw0KGgo=\\n", "text/plain": ["<Figure size 640x480>"]}}]},
          {"cell_type": "code", "execution_count": 4, "metadata": {}, "source": ["#hide_input\\n", "table"],
           "outputs": [{"output_type": "execute_result", "execution_count": 4, "metadata": {}, "data": {"text/html": ["<table border=\\"1\\" class=\\"dataframe\\">\\n", "\\n", "<tr><th></th><td>4200</td></tr>\\n", "</table>"], "text/plain": ["   0\\n0  4200"]}}]},
          {"cell_type": "code", "execution_count": 6, "metadata": {}, "source": ["Markdown(summary)"],
           "outputs": [{"output_type": "display_data", "metadata": {}, "data": {"text/markdown": ["**Total:** 12,300 steps"], "text/plain": ["<IPython.core.display.Markdown object>"]}}]},
          {"cell_type": "code", "execution_count": 5, "metadata": {}, "source": ["1/0"],
           "outputs": [{"output_type": "error", "ename": "ZeroDivisionError", "evalue": "division by zero", "traceback": ["\\u001b[0;31mZeroDivisionError\\u001b[0m: division by zero"]}]},
          {"cell_type": "raw", "metadata": {}, "source": ["\\\\begin{latex}"]}
         ],
         "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
         "nbformat": 4, "nbformat_minor": 4
        }
        """

    @Test func aFastpagesNotebookIsAPostWithItsOutputs() throws {
        let markdown = try Notebook(json: Data(Self.fastpages.utf8)).markdown
        #expect(markdown.hasPrefix("---\ntitle: \"Steps in *March*\"\ntoc: true\ncategories: [health, data]\ndescription: \"Counting a month of walks.\"\n---\n\nSome words first.\n\n"))
        #expect(!markdown.contains("secret_setup"))
        #expect(markdown.contains("```python\nsteps = [4200, 8100]\nprint(sum(steps))\n```\n\n```output\n12300\n```\n"))
        #expect(markdown.contains("![Image output of the code above](data:image/png;base64,iVBORw0KGgo=)"))
        // `#hide_input`: the table without its code; one HTML block, its blank line gone.
        #expect(!markdown.contains("```python\n#hide_input"))
        #expect(
            markdown.contains(
                "<div class=\"notebook-output\" role=\"group\" tabindex=\"0\" aria-label=\"Output of the code above\">\n<table class=\"dataframe\">\n<tr><td></td><td>4200</td></tr>\n</table>\n</div>"))
        #expect(markdown.contains("```output\nZeroDivisionError: division by zero\n```"))
        // Markdown the code displayed is the post's Markdown.
        #expect(markdown.contains("```python\nMarkdown(summary)\n```\n\n**Total:** 12,300 steps\n\n"))
        #expect(!markdown.contains("\u{1B}") && !markdown.contains("begin{latex}"))
    }

    /// A Quarto notebook's front matter is its first raw cell; nbformat 3 keeps cells in worksheets.
    @Test func quartoFrontMatterAndTheOlderFormat() throws {
        let quarto = """
            {"cells": [{"cell_type": "raw", "metadata": {}, "source": ["---\\n", "title: A Quarto post\\n", "date: 2024-05-01\\n", "---"]},
             {"cell_type": "code", "metadata": {}, "outputs": [], "source": ["x <- 1"], "execution_count": null}],
             "metadata": {"kernelspec": {"language": "R", "name": "ir"}}, "nbformat": 4, "nbformat_minor": 5}
            """
        #expect(try Notebook(json: Data(quarto.utf8)).markdown == "---\ntitle: A Quarto post\ndate: 2024-05-01\n---\n\n```r\nx <- 1\n```\n\n")
        let old = """
            {"metadata": {"name": ""}, "nbformat": 3, "nbformat_minor": 0, "worksheets": [{"cells": [
             {"cell_type": "heading", "level": 2, "metadata": {}, "source": ["Results"]},
             {"cell_type": "code", "collapsed": false, "input": ["%matplotlib inline\\n", "x"], "language": "python", "metadata": {},
              "outputs": [{"output_type": "pyout", "prompt_number": 1, "metadata": {}, "text": ["3"]},
                          {"output_type": "display_data", "metadata": {}, "png": "iVBO\\nRw0="}]}
            ], "metadata": {}}]}
            """
        let markdown = try Notebook(json: Data(old.utf8)).markdown
        #expect(markdown == "## Results\n\n```python\n%matplotlib inline\nx\n```\n\n```output\n3\n```\n\n![Image output of the code above](data:image/png;base64,iVBORw0=)\n\n")
    }

    /// Pelican's metadata lines in a first raw cell (where `site init --from` puts pelican-ipynb's
    /// `.nbdata`) open the Markdown as a Pelican post's do; any other raw cell shows nothing.
    /// Quarto's cell options at a cell's top are followed and not shown: `echo: false` shows the
    /// output alone, `output: false` the code alone, `include: false` neither.
    @Test func quartoCellOptionsAreFollowed() throws {
        func cell(_ source: String) -> [String: Any] {
            let last = source.split(separator: "\n").last.map(String.init) ?? ""
            return ["cell_type": "code", "metadata": [String: Any](), "execution_count": 1, "source": source,
                    "outputs": [["output_type": "stream", "name": "stdout", "text": "out of " + last + "\n"]]]
        }
        let cells = [cell("#| echo: false\nprint(1)"), cell("#| output: false\n#| label: fig-a\nprint(2)"), cell("#| include: false\nprint(3)"), cell("print(4)")]
        let notebook: [String: Any] = ["cells": cells, "metadata": ["kernelspec": ["language": "python"]], "nbformat": 4, "nbformat_minor": 5]
        let markdown = try Notebook(json: JSONSerialization.data(withJSONObject: notebook)).markdown
        #expect(!markdown.contains("#|"), "\(markdown)")
        #expect(!markdown.contains("```python\nprint(1)") && markdown.contains("out of print(1)"))
        #expect(markdown.contains("```python\nprint(2)\n```") && !markdown.contains("out of print(2)"))
        #expect(!markdown.contains("print(3)"))
        #expect(markdown.contains("```python\nprint(4)\n```") && markdown.contains("out of print(4)"))
        // A plot's text is its `fig-alt`, else its caption.
        var plot = cell("#| fig-cap: \"Steps [per] day\"\nplot()")
        plot["outputs"] = [["output_type": "display_data", "metadata": [String: Any](), "data": ["image/png": "iVBORw0KGgo="]]]
        let plotted: [String: Any] = ["cells": [plot], "metadata": [String: Any](), "nbformat": 4, "nbformat_minor": 5]
        let withCaption = try Notebook(json: JSONSerialization.data(withJSONObject: plotted)).markdown
        #expect(withCaption.contains("![Steps \\[per\\] day](data:image/png;base64,iVBORw0KGgo=)"), "\(withCaption)")
    }

    @Test func aFirstRawCellOfPelicanMetadataIsTheFrontMatter() throws {
        let json = """
            {"cells": [{"cell_type": "raw", "metadata": {}, "source": "Title: Prices\\nDate: 2018-06-26\\nTags: a, b"},
             {"cell_type": "markdown", "metadata": {}, "source": ["Text."]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 2}
            """
        #expect(try Notebook(json: Data(json.utf8)).markdown == "Title: Prices\nDate: 2018-06-26\nTags: a, b\n\nText.\n\n")
        let other = #"{"cells": [{"cell_type": "raw", "metadata": {}, "source": "\\begin{equation}"}, {"cell_type": "markdown", "metadata": {}, "source": "Text."}], "metadata": {}}"#
        #expect(try Notebook(json: Data(other.utf8)).markdown == "Text.\n\n")
    }

    /// What a notebook's JSON holds is not markup: an image's data keeps to base64, a program's
    /// control characters are replaced with a warning, as a file's are.
    @Test func aNotebooksOutputsCannotWriteMarkup() throws {
        let json = #"{"cells": [{"cell_type": "code", "source": "x", "outputs": [{"output_type": "stream", "text": "bell\u0007"}, {"output_type": "display_data", "data": {"image/png": "iVBO) <b>x</b>"}}]}], "metadata": {}}"#
        #expect(try Notebook(json: Data(json.utf8)).markdown.contains("](data:image/png;base64,iVBObx/b)"))
        let (page, problems) = loadTestPage("content/posts/2024-01-02-nb.ipynb", Data(json.utf8))
        #expect(try #require(page).html.contains("bell\u{FFFD}"))
        #expect(problems.warnings.contains { $0.message.contains("that XML does not allow") }, "\(problems)")
    }

    @Test func aFileThatIsNoNotebookSaysSo() {
        #expect(throws: NotebookProblem.self) { try Notebook(json: Data("not json".utf8)) }
        #expect(throws: NotebookProblem.self) { try Notebook(json: Data("{\"metadata\": {}}".utf8)) }
    }

    /// In a build: a notebook among the posts is a post page; one elsewhere is a download, copied as it is.
    /// Charts a notebook's code made with Altair (its embedding script, or JupyterLab's Vega-Lite
    /// MIME type) or Plotly are drawn as the post's own fenced blocks are: inline SVG, no script;
    /// their records keep only the fields they draw. One the engine cannot draw (remote data)
    /// keeps what the notebook showed.
    @Test func altairAndPlotlyOutputsAreDrawnCharts() throws {
        let spec = #"{"mark": "bar", "encoding": {"x": {"field": "day", "type": "nominal"}, "y": {"field": "steps", "type": "quantitative"}}, "data": {"name": "data-1"}, "datasets": {"data-1": [{"day": "Mon", "steps": 4200, "note": "rain"}, {"day": "Tue", "steps": 8100, "note": "sun"}]}}"#
        let altairHTML = "<div id=\"altair-viz-1\"></div>\n<script type=\"text/javascript\">\n  (function(spec, embedOpt){\n    vegaEmbed(outputDiv, spec, embedOpt);\n  })(\(spec), {\"mode\": \"vega-lite\"});\n</script>"
        let remote = #"{"mark": "line", "data": {"url": "https://example.com/stocks.csv"}, "encoding": {"x": {"field": "date", "type": "temporal"}, "y": {"field": "price", "type": "quantitative"}}}"#
        let remoteHTML = "<div id=\"altair-viz-2\"></div><script>(function(spec, embedOpt){ vegaEmbed(outputDiv, spec, embedOpt); })(\(remote), {\"mode\": \"vega-lite\"});</script>"
        let plotly = #"{"data": [{"type": "bar", "x": ["Mon", "Tue"], "y": [3, 5], "name": "km"}], "layout": {"title": {"text": "Runs"}}}"#
        func output(_ bundle: String) -> String {
            #"{"cell_type": "code", "metadata": {}, "execution_count": 1, "source": ["chart"], "outputs": [{"output_type": "execute_result", "execution_count": 1, "metadata": {}, "data": "# + bundle + "}]}"
        }
        func quoted(_ text: String) -> String { String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), as: UTF8.self) }
        let notebook = """
            {"cells": [
              \(output(#"{"text/html": "# + quoted(altairHTML) + #", "text/plain": ["alt.Chart(...)"]}"#)),
              \(output(#"{"application/vnd.vegalite.v4+json": "# + spec + #", "text/plain": ["alt.Chart(...)"]}"#)),
              \(output(#"{"application/vnd.plotly.v1+json": "# + plotly + #", "text/html": ["<div>plotly</div><script>Plotly.newPlot()</script>"]}"#)),
              \(output(#"{"text/html": "# + quoted(remoteHTML) + #", "text/plain": ["alt.Chart(...)"]}"#))
            ], "metadata": {"kernelspec": {"language": "python"}}, "nbformat": 4, "nbformat_minor": 4}
            """
        let markdown = try Notebook(json: Data(notebook.utf8)).markdown
        let fences = markdown.components(separatedBy: "```vega-lite\n").dropFirst()
        #expect(fences.count == 2, "\(markdown)")
        for fence in fences {
            #expect(fence.hasPrefix(#"{"data":{"values":"#) || fence.hasPrefix(#"{"data":{"name":"data-1"},"datasets":{"data-1":[{"day":"Mon","steps":4200}"#), "\(fence.prefix(200))")
            #expect(!fence.prefix(while: { $0 != "`" }).contains("rain"), "fields the chart does not draw are left out")
        }
        #expect(markdown.contains("```plotly\n{\"data\":[{"), "\(markdown)")
        #expect(!markdown.contains("Plotly.newPlot"))
        // Remote data cannot be drawn: the notebook's own output stays.
        #expect(markdown.contains("vegaEmbed(outputDiv, spec, embedOpt); })(") && markdown.contains("example.com/stocks.csv"))
        let site = TemporarySite(files: ["content/posts/2024-03-01-charts.ipynb": notebook], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/charts/index.html"))
        #expect(page.components(separatedBy: "<figure class=\"chart").count - 1 == 3, "\(page)")
        #expect(page.contains("Mon: 4,200; Tue: 8,100.") && page.contains("Mon: 3; Tue: 5."), "\(page)")
    }

    @Test func aNotebookAmongThePostsIsAPost() throws {
        let site = TemporarySite(
            files: [
                "content/posts/2024-03-01-steps.ipynb": Self.fastpages,
                "content/downloads/steps.ipynb": Self.fastpages,
                "content/posts/2024-03-02-broken.ipynb": "{ not a notebook",
            ], theme: defaultTheme)
        let report = site.build()
        let broken = try #require(report.diagnostics.errors.first)
        #expect(broken.location?.path == "content/posts/2024-03-02-broken.ipynb")
        #expect(broken.message.contains("not a Jupyter notebook"))
        site.remove("content/posts/2024-03-02-broken.ipynb")
        let second = site.build()
        #expect(second.succeeded, "\(second.diagnostics)")
        let page = try #require(site.read("public/posts/steps/index.html"))
        #expect(page.contains("Steps in <em>March</em>") || page.contains("Steps in *March*"))
        #expect(page.contains("<code class=\"language-output\">12300\n</code>"))
        // The plot is a file beside the page, named by its bytes, which the page links.
        let plot = "notebook-" + ContentName.hex(of: Data(base64Encoded: "iVBORw0KGgo=")!) + ".png"
        #expect(page.contains("<img src=\"\(plot)\" alt=\"Image output of the code above\""), "\(page)")
        #expect(site.readData("public/posts/steps/" + plot) == Data(base64Encoded: "iVBORw0KGgo="))
        #expect(!page.contains("data:image"))
        #expect(page.contains("<table class=\"dataframe\">"))
        #expect(site.exists("public/downloads/steps.ipynb"))
        // The feed's plot is the file, at the post's address (its content's base).
        let feed = try #require(site.read("public/feed.xml"))
        #expect(!feed.contains("data:image") && feed.contains("&lt;img src=&quot;\(plot)&quot;"), "\(feed)")
        // The same bytes keep their name build after build.
        #expect(site.build().succeeded)
        #expect(site.exists("public/posts/steps/" + plot))
    }

    @Test func embeddedImagesBecomeLinksToThePage() {
        let html = "<p>A <img src=\"data:image/png;base64,iVBO\" alt=\"Plot of &lt;steps&gt;\" /> and <img src=\"/a.png\" alt=\"kept\" />"
            + " <img alt=\"\" src=\"data:image/gif;base64,R0l\"></p>"
        #expect(
            withoutEmbeddedImages(html, linkingTo: "https://e.org/posts/a/")
                == "<p>A <a href=\"https://e.org/posts/a/\">Plot of &lt;steps&gt;</a> and <img src=\"/a.png\" alt=\"kept\" />"
                + " <a href=\"https://e.org/posts/a/\">An image on the page</a></p>")
        #expect(withoutEmbeddedImages("<p>no images</p>", linkingTo: "x") == "<p>no images</p>")
    }

    /// Pelican's tag: a notebook shown inside a post, from a slice of its cells.
    @Test func aPelicanPostShowsANotebookFromItsTag() throws {
        let tag = try #require(NotebookTag("downloads/notebooks/steps.ipynb cells[2:]"))
        #expect(tag.path == "downloads/notebooks/steps.ipynb" && tag.cells(of: 7) == 2..<7)
        #expect(NotebookTag("a.ipynb cells[1:-1]")?.cells(of: 5) == 1..<4)
        #expect(NotebookTag("a.ipynb")?.cells(of: 5) == nil)
        #expect(NotebookTag("a.png") == nil)
        let site = TemporarySite(
            files: [
                "content/downloads/notebooks/steps.ipynb": Self.fastpages,
                "content/downloads/code/sort.py": "def sort(xs):\n    return sorted(xs)  # <b>\n",
                "content/downloads/notebooks/math.ipynb": #"{"cells": [{"cell_type": "markdown", "metadata": {}, "source": ["The mean $\\bar{x}$ of it."]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}"#,
                "content/posts/2014-03-11-steps.md": "Title: Steps\nDate: 2014-03-11 10:00\n\nBefore.\n\n{% notebook downloads/notebooks/steps.ipynb cells[2:] %}\n\nAfter.\n\n{% notebook downloads/missing.ipynb %}\n\n"
                    + "{% include_code sort.py lang:python Sorting things %}\n\nWrite `{% literal notebook a.ipynb %}`.\n\n{% notebook downloads/notebooks/math.ipynb %}\n\n"
                    + "{% include_code The return from:2 to:2 sort.py %}\n\n{% include_code Trees lang:cpp cpp/tree.h %}\n",
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warning = try #require(report.diagnostics.warnings.first { $0.message.contains("missing.ipynb") })
        #expect(warning.message.contains("there is no notebook downloads/missing.ipynb"))
        let page = try #require(site.read("public/posts/steps/index.html"))
        #expect(page.contains("<code class=\"language-output\">12300\n</code>") && page.contains("After."))
        // The slice leaves the first cells out: the fastpages header is not shown.
        #expect(!page.contains("Some words first."))
        #expect(site.exists("public/downloads/notebooks/steps.ipynb"))
        // Octopress's code file, and Pelican's way to write a tag as text.
        #expect(page.contains("<strong>Sorting things</strong>") && page.contains("<code class=\"language-python\">") && page.contains("&lt;b&gt;"))
        #expect(page.contains("<code>{% notebook a.ipynb %}</code>"))
        // Octopress's and Hexo's order, the file last after the title, and Hexo's lines from:2 to:2.
        #expect(page.contains("<strong>The return</strong></p>\n<pre class=\"highlight\"><code class=\"language-py\">    <span class=\"hl-keyword\">return</span>"), "\(page)")
        #expect(page.components(separatedBy: "def</span> sort").count == 2, "only the second line the second time")
        let missing = try #require(report.diagnostics.warnings.first { $0.message.contains("include_code Trees") })
        #expect(missing.message.hasSuffix("there is no cpp/tree.h in content/downloads/code/ (nor in content/); copy it there"), "\(missing.message)")
        // A notebook's formulas are typeset like the post's.
        #expect(page.contains("The mean <math>"), "\(page)")

        // A post that is mostly its notebook reads as long as the notebook: its cells' words count.
        let words = Array(repeating: "walked", count: 700).joined(separator: " ")
        site.write(
            "content/downloads/notebooks/long.ipynb",
            #"{"cells": [{"cell_type": "markdown", "metadata": {}, "source": ["# + "\"\(words)\"" + #"]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}"#)
        site.write("content/posts/2014-03-12-long.md", "Title: Long\nDate: 2014-03-12 10:00\n\nBefore.\n\n{% notebook downloads/notebooks/long.ipynb %}\n")
        #expect(site.build().succeeded)
        let long = site.read("public/posts/long/index.html") ?? ""
        #expect(long.contains("4 min read"), "\(long.components(separatedBy: "reading-time").dropFirst().first?.prefix(40) ?? "")")
    }
}
