import Diagnostics
import Foundation
import Templates
import Testing

@testable import SiteKit

/// Posts written for MathJax or KaTeX (kramdown's `$$…$$`, `\\(…\\)` in Hugo and Jekyll posts):
/// the TeX reaches the page as written, never turned into emphasis by its `_` and `*`. These tests
/// look at which TeX each formula holds (its annotation); `TeXTypesettingTests` at how it is drawn.
@Suite struct MathTests {
    func html(
        _ body: String, theme templates: [String: (path: String, text: String)] = [:], extensions: Set<MarkdownExtension> = MarkdownExtension.all,
        config: SiteConfig = SiteConfig()
    ) throws -> (html: String, diagnostics: [Diagnostic]) {
        let library = try TemplateLibrary(sources: templates)
        let options = MarkdownOptions(charts: ChartContext(path: "content/posts/x.md"), extensions: extensions)
        let expansion = expandShortcodes(
            in: body,
            environment: ShortcodeEnvironment(
                library: library, names: templates.keys.map { String($0.dropFirst("shortcodes/".count)) }.sorted(),
                config: config, path: "content/posts/x.md", lineOffset: 3, pageTitle: "X", pageParams: [:], markdown: options))
        let html = expansion.substitute(into: renderMarkdown(expansion.markdown, options: options).html)
        return (texShown(html), expansion.diagnostics)
    }

    /// The page with each typeset formula replaced by the TeX it holds, as code (`<code class="math">`
    /// inline, `<pre class="math">` for display math), so that tests can say which TeX each formula got.
    func texShown(_ html: String) -> String {
        let annotation = "<annotation encoding=\"application/x-tex\">"
        let region = "<div class=\"math-scroll\" role=\"group\" tabindex=\"0\" aria-label=\"Formula\">"
        var out = ""
        var cursor = html.startIndex
        while let start = html.range(of: "<math", range: cursor..<html.endIndex),
            let texStart = html.range(of: annotation, range: start.upperBound..<html.endIndex),
            let texEnd = html.range(of: "</annotation></semantics></math>", range: texStart.upperBound..<html.endIndex)
        {
            var before = html[cursor..<start.lowerBound]
            var after = texEnd.upperBound
            // A wide formula's scrolling region goes with it.
            if before.hasSuffix(region) {
                before = before.dropLast(region.count)
                after = html.index(after, offsetBy: "</div>".count)
            }
            let tex = html[texStart.upperBound..<texEnd.lowerBound]
            let isDisplay = html[start.upperBound...].hasPrefix(" display=\"block\"")
            out += before + (isDisplay ? "<pre class=\"math\">\(tex)</pre>" : "<code class=\"math\">\(tex)</code>")
            cursor = after
        }
        return out + html[cursor...]
    }

    @Test func inlineTeXKeepsItsUnderscoresAndStars() throws {
        #expect(
            try html("If $$x_i *y* z_i$$ and $$a<b$$, then.\n").html
                == "<p>If <code class=\"math\">x_i *y* z_i</code> and <code class=\"math\">a&lt;b</code>, then.</p>\n")
        // Without the extension cmark reads them as Markdown, as before.
        #expect(try html("If $$x_i *y* z_i$$.\n", extensions: MarkdownExtension.all.subtracting([.math])).html.contains("<em>y</em>"))
    }

    @Test func aFormulaOnLinesOfItsOwnIsDisplayMath() throws {
        let out = try html("The rule:\n\n$$\n\\frac{\\partial L}{\\partial c} = a_1\n$$\n\nDone.\n").html
        #expect(out == "<p>The rule:</p>\n<pre class=\"math\">\\frac{\\partial L}{\\partial c} = a_1</pre>\n<p>Done.</p>\n")
        // `\\[…\\]` is display math too; `\\(…\\)` inline, with Markdown's escapes read (`\_` is `_`).
        #expect(try html("\\\\[ a\\_1 \\\\]\n").html == "<pre class=\"math\">a_1</pre>\n")
        #expect(try html("So \\\\(\\nabla\\_x s = w\\\\) holds.\n").html == "<p>So <code class=\"math\">\\nabla_x s = w</code> holds.</p>\n")
    }

    @Test func singleDollarsFollowPandocsRule() throws {
        #expect(
            try html("When $a \\ne 0$, $x_i *y* z_i$ holds.\n").html
                == "<p>When <code class=\"math\">a \\ne 0</code>, <code class=\"math\">x_i *y* z_i</code> holds.</p>\n")
        // Prices stay text: a space after the opening dollar, a space before or a digit after the closing one.
        for text in ["It costs $5 or $10 a month.", "From $5-$10, or US$5 and US$10.", "A $ sign and $ x$.", "Escaped \\$x$ here."] {
            #expect(!(try html(text + "\n").html.contains("class=\"math\"")), "\(text)")
        }
        // Not across lines.
        #expect(!(try html("A $x\ny$ b.\n").html.contains("class=\"math\"")))
        // A dollar inside braces is no end, as MathJax balances braces first (lecture notes write
        // `\text{length($A$)}`, which was cut at its inner dollar, with two warnings).
        let nested = try html("So $\\mathbb{P}(A) = \\text{length($A$)}$ holds.\n")
        #expect(nested.diagnostics.isEmpty && nested.html.contains("<code class=\"math\">\\mathbb{P}(A) = \\text{length($A$)}</code> holds."), "\(nested)")
    }

    /// A blog of shell notes (wiloon.com's `$GOOS_$GOARCH`) turns `$…$` off; `$$…$$` and `\(…\)`
    /// stay formulas.
    /// A `$` in an HTML tag's attribute is markup (an editor's `data-path="_$.pages:0"`): no formula
    /// starts there, so the tag stays whole; text between tags is read as before.
    /// `\(^\)`, as an HTML-to-Markdown converter wrote `(^)` in a Hexo post: no letter, digit or
    /// command inside, so escaped parentheses and no formula (no warning); `\(x^2\)` stays one.
    @Test func escapedParenthesesAroundPunctuationAreNoFormula() throws {
        let out = try html("A smile \\(^\\) and \\(*\\), then \\(x^2\\).\n")
        #expect(out.html.hasPrefix("<p>A smile (^) and (*), then <code class=\"math\">x^2</code>"), "\(out.html)")
        #expect(out.diagnostics.isEmpty, "\(out.diagnostics)")
    }

    /// The TeX of a formula is the page's text, as MathJax reads it: R Markdown's HTML writes
    /// `\(p &lt; 0.05\)` and `\(\phi&#39;\)`, which were shown as TeX with a warning about `&` and `#`.
    @Test func charactersWrittenAsReferencesAreTheCharactersInAFormula() throws {
        let page = try html("<p>If <span class=\"math inline\">\\(\\phi_2 &lt; 0\\)</span> and <span class=\"math inline\">\\(\\phi&#39;\\)</span>.</p>\n")
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics.formatted())")
        #expect(page.html.contains("<code class=\"math\">\\phi_2 &lt; 0</code>") && page.html.contains("<code class=\"math\">\\phi&apos;</code>"), "\(page.html)")
        // In an aligned environment `&` still parts the cells.
        let aligned = try html("$$\\begin{aligned} a &= b \\\\ c &lt; d \\end{aligned}$$\n")
        #expect(aligned.diagnostics.isEmpty && aligned.html.contains("c &lt; d"), "\(aligned)")
    }

    /// `markdown.math_macros` in `site.yml`: every page's formulas know them; a page's own `\\newcommand` wins.
    @Test func theSitesMacrosAreKnownOnEveryPage() throws {
        let (config, diagnostics) = try configFromYAML("markdown:\n  math_macros:\n    RR: '\\mathbb{R}'\n    norm: ['\\lVert #1 \\rVert', 1]\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let page = try html("Let $x \\in \\RR$ and $\\norm{x}$.\n", config: config)
        #expect(page.diagnostics.isEmpty && page.html.contains("<code class=\"math\">x \\in \\RR</code>"), "\(page)")
        let own = try html("$\\newcommand{\\RR}{\\mathbf{R}}$ Let $\\RR$.\n", config: config)
        #expect(own.diagnostics.isEmpty, "\(own.diagnostics)")
        // Wrong entries: an error at each, saying how to write one.
        let (_, wrong) = try configFromYAML("markdown:\n  math_macros:\n    R-R: '\\mathbb{R}'\n    norm: ['\\lVert #1 \\rVert', ten]\n    empty: ''\n")
        #expect(wrong.count == 3 && wrong.allSatisfy { $0.severity == .error }, "\(wrong)")
        #expect(wrong.map { $0.location?.line } == [5, 6, 7])
    }

    /// `site.yml`'s text read as the build reads it.
    func configFromYAML(_ yaml: String) throws -> (SiteConfig, [Diagnostic]) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "math-macros-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(("title: T\nbase_url: https://example.org/\n" + yaml).utf8).write(to: folder.appending(path: "site.yml"))
        return loadConfig(root: folder, baseURLOverride: nil)
    }

    @Test func noFormulaStartsInsideAnHTMLTag() throws {
        let table = "<table><tr data-a=\"_$.pages:0\" title='$x$'><td data-b=\"_$.cell\">Cost $y_i$</td></tr></table>\n"
        let page = try html(table)
        #expect(page.html.contains("<tr data-a=\"_$.pages:0\" title='$x$'><td data-b=\"_$.cell\">"), "\(page.html)")
        #expect(page.html.contains("Cost <code class=\"math\">y_i</code>"), "\(page.html)")
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics)")
        // `a<b` is no tag, and `<span>` ends its own: the formulas after them are read.
        #expect(try html("If $a<b$ and $c>d$, <span class=\"x\">then $e$</span>.\n").html
            == "<p>If <code class=\"math\">a&lt;b</code> and <code class=\"math\">c&gt;d</code>, <span class=\"x\">then <code class=\"math\">e</code></span>.</p>\n")
        // Nor in raw HTML's code, which MathJax and KaTeX skip: R Markdown's rendered code (`x$a <- f(y$b)`).
        let rendered = "<pre class=\"r\"><code>e$start &lt;- as.Date(e$start)\nf$x &lt;- g$y</code></pre>\n\nThen $x_i$ and <CODE>$a$</CODE> and <kbd>$b$</kbd>.\n"
        let code = try html(rendered).html
        #expect(code.components(separatedBy: "class=\"math\"").count == 2 && code.contains("<code class=\"math\">x_i</code>"), "\(code)")
        #expect(code.contains("<CODE>$a$</CODE> and <kbd>$b$</kbd>"), "\(code)")
        // An element never closed is no code element; its closing tag is looked for once, not once a tag.
        let unclosed = try html("<code>open\n\n" + String(repeating: "<code>$x$ ", count: 2_000) + "\n").html
        #expect(unclosed.components(separatedBy: "class=\"math\"").count == 2_001)
        #expect(HTMLOpenTag.end(in: Array("<a\nhref='x'\n/>".utf8), at: 0, limit: 14) == 14)
        #expect(HTMLOpenTag.end(in: Array("<a\n\nhref='x'>".utf8), at: 0, limit: 13) == nil, "a blank line ends it")
        #expect(HTMLOpenTag.end(in: Array("<a href='x'class=y>".utf8), at: 0, limit: 19) == nil, "an attribute needs a blank before it")
    }

    /// blogdown's posts keep TeX from Markdown in backticks, and its themes' math-code.js makes such
    /// code the formula: with `math_in_code`, so does the build; without it, code stays code.
    @Test func formulasInBackticksAreFormulasWhereTheOldThemeMadeThemSo() throws {
        var config = SiteConfig()
        config.mathInCode = true
        let post = "Demand is `\\(Q = 10 - 2P\\)`, or `$x_i$`; `$$y^2$$` and `` \\[z\\] ``.\n\n$$\n`\\begin{aligned}\na &= b\n\\end{aligned}`\n$$\n\nCode stays: `\\(x) x + 1`, `$ ls`, `$...$`, `\\( \\)`, `$5 and $6`.\n"
        let read = try html(post, config: config).html
        #expect(read.contains("Demand is <code class=\"math\">Q = 10 - 2P</code>, or <code class=\"math\">x_i</code>;"), "\(read)")
        #expect(read.contains("<pre class=\"math\">y^2</pre>") && read.contains("<pre class=\"math\">z</pre>"), "\(read)")
        #expect(read.contains("<pre class=\"math\">\\begin{aligned}\na &amp;= b\n\\end{aligned}</pre>") || read.contains("<pre class=\"math\">\\begin{aligned}\na &= b\n\\end{aligned}</pre>"), "\(read)")
        #expect(read.contains("<code>\\(x) x + 1</code>, <code>$ ls</code>, <code>$...$</code>, <code>\\( \\)</code>, <code>$5 and $6</code>"), "\(read)")
        // Off (the default): the code is code, as Hugo writes it without the script.
        let plain = try html(post).html
        #expect(plain.contains("<code>\\(Q = 10 - 2P\\)</code>") && plain.components(separatedBy: "class=\"math\"").count == 2, "\(plain)")
    }

    @Test func singleDollarMathCanBeTurnedOff() throws {
        var config = SiteConfig()
        config.singleDollarMath = false
        let shell = try html("Named $GOOS_$GOARCH, so $x_i$ too; but \\(x_i\\) and $$y_i$$ are math.\n", config: config)
        #expect(shell.html == "<p>Named $GOOS_$GOARCH, so $x_i$ too; but <code class=\"math\">x_i</code> and <code class=\"math\">y_i</code> are math.</p>\n")
        #expect(shell.diagnostics.isEmpty, "\(shell.diagnostics)")
        // On by default, where the same line is a (broken) formula.
        #expect(try html("Named $GOOS_$GOARCH.\n").html.contains("class=\"math\""))
        // site.yml says it.
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\nmarkdown: { single_dollar_math: false }\n",
            files: ["content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\nexport $GOOS_$GOARCH and $x$.\n"])
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(site.read("public/posts/a/index.html")?.contains("export $GOOS_$GOARCH and $x$.") == true)
        site.write("site.yml", TemporarySite.defaultConfig + "\nmarkdown: { single_dollar_math: maybe }\n")
        #expect(!site.build().succeeded)
    }

    @Test func hugosPassthroughFormsKeepTheirTeX() throws {
        // Hugo's passthrough gives the TeX as written: `\_` stays (TeX's own escaped underscore).
        #expect(try html("So \\(a_1 * b\\_c\\) holds.\n").html == "<p>So <code class=\"math\">a_1 * b\\_c</code> holds.</p>\n")
        #expect(try html("\\[\nx^2_i\n\\]\n").html == "<pre class=\"math\">x^2_i</pre>\n")
        // In a sentence `\[1\]` is an escaped bracket, as is an escaped backslash before a parenthesis.
        #expect(try html("See \\[1\\] and \\\\(x).\n").html == "<p>See [1] and \\(x).</p>\n")
    }

    @Test func aFormulaInAQuoteLosesTheQuotesMarks() throws {
        #expect(try html("> $$\n> a_1 +\n> b_2\n> $$\n").html == "<blockquote>\n<pre class=\"math\">a_1 +\nb_2</pre>\n</blockquote>\n")
        #expect(try html("> Inline $x_i$ here.\n").html == "<blockquote>\n<p>Inline <code class=\"math\">x_i</code> here.</p>\n</blockquote>\n")
    }

    @Test func pricesCodeAndUnclosedDollarsStayText() throws {
        #expect(try html("It costs $5 or $10 a month.\n").html == "<p>It costs $5 or $10 a month.</p>\n")
        #expect(try html("Run `echo $$x$$` and:\n\n```sh\necho $$x$$\n```\n").html.contains("<code>echo $$x$$</code>"))
        #expect(!(try html("```sh\necho $$x$$\n```\n").html.contains("class=\"math\"")))
        // No formula across a blank line, nor after an escaped dollar.
        #expect(!(try html("$$a\n\nb$$\n").html.contains("class=\"math\"")))
        // kramdown's math block, its `$$` on lines of their own, may hold blank lines between equations (Jekyll posts do).
        let block = try html("Examples:\n\n$$\n\\text{Input}_1 = [p_0] \\\\\n\n\\text{Input}_2 = [p_{10}]\n$$\n\nAfter.\n")
        #expect(block.html.contains("<pre class=\"math\">\\text{Input}_1 = [p_0] \\\\\n\n\\text{Input}_2 = [p_{10}]</pre>") && !block.html.contains("<em>"), "\(block.html)")
        #expect(block.html.hasSuffix("<p>After.</p>\n"))
        // An unclosed one stays text, and does not reach past its longest.
        let unclosed = "$$\nx\n\n" + String(repeating: "Text.\n\n", count: MathSpans.longestMathBlock) + "$$\ny\n$$\n"
        #expect(try html(unclosed).html.components(separatedBy: "class=\"math\"").count == 2)
        #expect(!(try html("A \\$$ and $$ b.\n").html.contains("class=\"math\"")))
        // A lone dollar's formula never runs into a code span (al-folio's sample post).
        let lone = try html("It will render as $ E = mc^2 $. Less bold than double-dollar signs `$$`, see `$x$`.\n").html
        #expect(!lone.contains("class=\"math\"") && lone.contains("<code>$$</code>") && lone.contains("<code>$x$</code>"), "\(lone)")
    }

    /// A competitive-programming blog has posts of thousands of formulas: each is placed in one
    /// pass over the page (placing them one by one took seconds a post).
    @Test func aPostOfTwentyThousandFormulasKeepsEachInPlace() throws {
        let line = "Let $a_i$ be $x$ and $$b_j$$.\n\n$$\nc_k\n$$\n\n"
        let out = try html(String(repeating: line, count: 5_000)).html
        #expect(out.components(separatedBy: "<code class=\"math\">").count - 1 == 15_000)
        #expect(out.components(separatedBy: "<pre class=\"math\">c_k</pre>").count - 1 == 5_000)
        #expect(!out.contains("zzsiteshortcode") && !out.contains("<p></p>"))
    }

    @Test func theThemesMathShortcodeShowsAFormula() throws {
        let theme: [String: (path: String, text: String)] = [
            "shortcodes/math": ("math.mustache", "<span class=\"tex{{#display}} display{{/display}}\">{{inner}}</span>\n")
        ]
        let out = try html("Inline $$x_1$$.\n\n$$y$$\n", theme: theme).html
        // The template's last newline is not a space before the full stop.
        // A formula alone in its paragraph keeps it when the template makes it a phrase (a span),
        // as any shortcode does; the default theme's block of MathML takes the paragraph's place.
        #expect(out == "<p>Inline <span class=\"tex\">x_1</span>.</p>\n<p><span class=\"tex display\">y</span></p>\n")
    }

    @Test func theDefaultThemeTypesetsFormulasAndShowsTheRestAsTeX() throws {
        let site = TemporarySite(
            files: [
                "content/posts/m.md":
                    "---\ntitle: M\ndate: 2024-01-01\n---\nWith $$\\hat{y}_i$$ inline.\n\n$$\n\\sum_i x_i\n$$\n\nAnd $\\unknowncommand x$ too.\n"
            ],
            theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/m/index.html"))
        #expect(page.contains("With <math><semantics><msub><mover accent=\"true\"><mi>y</mi><mo stretchy=\"false\">^</mo></mover><mi>i</mi></msub>"))
        #expect(page.contains("<math display=\"block\"><semantics><mrow><munder><mo>∑</mo><mi>i</mi></munder><msub><mi>x</mi><mi>i</mi></msub></mrow>"))
        // A formula that cannot be typeset is shown as the theme's katex shortcode shows TeX, with a warning at the command.
        #expect(page.contains("And <code class=\"math\">\\unknowncommand x</code> too."))
        let warning = try #require(report.diagnostics.first { $0.message.contains("\\unknowncommand") })
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 11 && warning.location?.column == 6)
    }

    /// A formula in a title is typeset wherever the theme shows the title as a heading or a link
    /// (MathJax and KaTeX typeset a page whole); the document's title and the feed keep the TeX.
    @Test func formulasInTitlesAreTypesetWhereTitlesAreShown() throws {
        let rt = "<math><semantics><msub><mi>R</mi><mi>t</mi></msub>"
        let site = TemporarySite(
            files: [
                "content/posts/rt.md": "---\ntitle: \"Estimating COVID-19's $R_t$ <live>\"\ndate: 2024-01-02\n---\nText.\n",
                "content/posts/prices.md": "---\ntitle: \"From $5 to $10 & back\"\ndate: 2024-01-01\n---\nText.\n",
                "content/notes.md": "---\ntitle: \"Notes on \\\\(\\\\mathbb{R}^n\\\\)\"\n---\nText.\n",
                "content/bad.md": "---\ntitle: \"Why $\\\\nocommand x$ fails\"\n---\nText.\n",
            ],
            theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let post = try #require(site.read("public/posts/rt/index.html"))
        #expect(post.contains("<h1 class=\"post-title\">Estimating COVID-19&#39;s \(rt)"), "\(post)")
        #expect(post.contains("</math> &lt;live&gt;</h1>"), "\(post)")
        #expect(post.contains("<title>Estimating COVID-19&#39;s $R_t$ &lt;live&gt; · Test Blog</title>"), "\(post)")
        // The neighbour's link, the lists.
        let older = try #require(site.read("public/posts/prices/index.html"))
        #expect(older.contains("\(rt)") && older.contains("<h1 class=\"post-title\">From $5 to $10 &amp; back</h1>"), "\(older)")
        #expect(try #require(site.read("public/index.html")).contains("<a href=\"/blog/posts/rt/\">Estimating COVID-19&#39;s \(rt)"))
        let page = try #require(site.read("public/notes/index.html"))
        #expect(page.contains("<h1 class=\"page-title\">Notes on <math><semantics><msup><mi>ℝ</mi><mi>n</mi></msup>"), "\(page)")
        // A formula that cannot be typeset stays as written.
        #expect(try #require(site.read("public/bad/index.html")).contains("<h1 class=\"page-title\">Why $\\nocommand x$ fails</h1>"))
        let feed = try #require(site.read("public/feed.xml"))
        #expect(feed.contains("<title>Estimating COVID-19&apos;s $R_t$ &lt;live&gt;</title>"), "\(feed)")
    }

    @Test func theKatexShortcodeTypesetsItsInnerText() throws {
        let site = TemporarySite(
            files: [
                "content/posts/k.md":
                    "---\ntitle: K\ndate: 2024-01-01\n---\nSo {{< katex >}}x_i^2{{< /katex >}} and\n\n{{< katex display >}}\\frac12{{< /katex >}}\n\nNot {{< katex >}}\\oops{{< /katex >}}.\n"
            ],
            theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/k/index.html"))
        #expect(page.contains("So <math><semantics><msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>"))
        #expect(page.contains("<math display=\"block\"><semantics><mfrac><mn>1</mn><mn>2</mn></mfrac>"))
        #expect(page.contains("Not <code class=\"math\">\\oops</code>."))
        #expect(report.diagnostics.contains { $0.severity == .warning && $0.location?.line == 9 && $0.message.contains("\\oops") })
    }

    @Test func aSummaryReadsAFormulaAsItsTeX() throws {
        var page = TeXPage()
        let formula = try typesetMath("x_i^2", display: false, page: &page).get()
        #expect(listSummary(html: "<p>Let \(formula) be small.</p>", written: nil, description: nil) == "Let x_i^2 be small.")
    }

    /// jekyll-katex, which bloggers use to typeset at build time: `{% katex %}` (display unless
    /// `inline`) and `{% katexmm %}`, a stretch of Markdown whose `$…$` and `$$…$$` are formulas.
    @Test func jekyllKatexTagsAreTypeset() throws {
        let post = """
            ---
            title: K
            date: 2024-01-01
            ---
            {% katexmm %}
            For $x \\in \\mathbb{R}^d$ and **bold**:

            $$
            \\|f(u)\\|^2 \\le 1 \\tag{1}
            $$
            {% endkatexmm %}

            {% katex %}
            \\frac{a}{b}
            {% endkatex %}

            So {% katex inline %}e^{i\\pi}{% endkatex %} here.
            """
        let site = TemporarySite(files: ["content/posts/k.md": post], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/k/index.html"))
        #expect(page.contains("<p>For <math><semantics><mrow><mi>x</mi><mo>∈</mo><msup><mi>ℝ</mi><mi>d</mi></msup></mrow>"))
        #expect(page.contains("and <strong>bold</strong>:</p>"))
        #expect(page.contains("<mtext>(1)</mtext>"))
        #expect(page.contains("<math display=\"block\"><semantics><mfrac><mi>a</mi><mi>b</mi></mfrac>"))
        #expect(page.contains("So <math><semantics><msup><mi>e</mi>"))
        #expect(!page.contains("katex"))
    }

    /// A Jekyll post wrote `$…$` for MathJax through kramdown, which read it as Markdown first: its
    /// escapes of Markdown's marks are read, TeX's own are kept.
    @Test func singleDollarMathReadsMarkdownsEscapes() throws {
        #expect(try html("Take $x\\_i$ and $p^\\*$ in $\\\\{0, 1\\\\}$, with $a\\,b \\{c\\}$.\n").html
            == "<p>Take <code class=\"math\">x_i</code> and <code class=\"math\">p^*</code> in <code class=\"math\">\\{0, 1\\}</code>, with <code class=\"math\">a\\,b \\{c\\}</code>.</p>\n")
    }

    /// An older post wrote its TeX for Markdown-then-MathJax, so `\left\\{` and `\(` are what
    /// Markdown turned into `\left\{` and `(` for MathJax. Where the TeX as written cannot be
    /// typeset, the TeX Markdown left is, without a warning; TeX that can be is kept as written.
    @Test func texWrittenForMarkdownThenMathJaxIsReadAsMathJaxSawIt() throws {
        let body = """
            $$ f \\in \\left\\\\{ g : g \\geq 0 \\right\\\\} $$

            So $\\mathbb{P}\\_{n} \\left\\( x \\right\\)$ holds, and $a\\,b$ stays.

            $$ \\unknowncommand\\{x\\} $$

            """
        let out = try html(body)
        #expect(out.html.contains("<pre class=\"math\">f \\in \\left\\{ g : g \\geq 0 \\right\\}</pre>"))
        #expect(out.html.contains("So <code class=\"math\">\\mathbb{P}_{n} \\left( x \\right)</code> holds"))
        #expect(out.html.contains("<code class=\"math\">a\\,b</code> stays"))
        // Neither reading can be typeset: the TeX as written is shown, with the warning about it.
        #expect(out.html.contains("\\unknowncommand\\{x\\}"))
        #expect(out.diagnostics.map(\.message).filter { $0.contains("\\unknowncommand") }.count == 1)
        #expect(out.diagnostics.count == 1, "\(out.diagnostics)")
    }

    /// MathJax typesets `\begin{align} … \end{align}` standing in the text without delimiters.
    @Test func aBareEnvironmentIsDisplayMath() throws {
        let out = try html("Then\n\n\\begin{align} a &= b \\\\\\ c\\_1 &= d \\end{align}\n\nand \\begin{itemize} stays.\n").html
        #expect(out == "<p>Then</p>\n<pre class=\"math\">\\begin{align} a &amp;= b \\\\ c_1 &amp;= d \\end{align}</pre>\n<p>and \\begin{itemize} stays.</p>\n")
    }

    /// These environments do not nest: a paragraph of 20,000 openings never closed is read once
    /// (each looked to the paragraph's end, for minutes), and the last one, closed, is math.
    @Test func twentyThousandUnclosedEnvironmentsAreReadOnce() throws {
        let openings = Array(repeating: "\\begin{equation}", count: 20_000).joined(separator: "\n")
        let out = try html(openings + "\nx = 1\n\\end{equation}\n").html
        #expect(out.hasPrefix("<p>\\begin{equation}\n\\begin{equation}\n"))
        #expect(out.contains("\\begin{equation}\n<pre class=\"math\">\\begin{equation}\nx = 1\n\\end{equation}</pre>"), "\(out.suffix(300))")
        #expect(out.components(separatedBy: "<pre class=\"math\">").count == 2)
    }

    /// GitHub's and GitLab's display math: a fenced block of `math`. Other fences stay code.
    @Test func aMathFenceIsDisplayMath() throws {
        let out = try html("So:\n\n```math\nx_i^2\n```\n\n```python\nx = \"$a$\"\n```\n").html
        #expect(out.hasPrefix("<p>So:</p>\n<pre class=\"math\">x_i^2</pre>\n<pre"))
        #expect(out.contains("<span class=\"hl-string\">&quot;$a$&quot;</span>"))
    }

    /// A formula in a heading: the id is GitHub's, made from the TeX (`the-case-n--1`), never markup
    /// inside an attribute, and the contents show the formula typeset.
    @Test func aFormulaInAHeadingKeepsItsIDAndContentsWhole() throws {
        let site = TemporarySite(
            files: ["content/posts/h.md": "---\ntitle: H\ndate: 2024-01-01\ntoc: true\n---\n## The case $n = 1$\n\nx\n\n## Why $\\sigma^2$ & more\n\ny\n"],
            theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/h/index.html"))
        #expect(page.contains("<h2 id=\"the-case-n--1\"><a class=\"heading-link\" href=\"#the-case-n--1\">The case <math><semantics>"))
        #expect(page.contains("<h2 id=\"why-sigma2--more\">"))
        #expect(page.contains("<li><a href=\"#why-sigma2--more\">Why <math><semantics><msup><mi>σ</mi><mn>2</mn></msup>"))
        #expect(page.contains("</math> &amp; more</a>"))
        #expect(!page.contains("zzsiteshortcode"))
    }

    /// `\eqref{key}` in the text links to the labelled equation's number, even one further down.
    @Test func referencesInTheTextLinkToTheirEquations() throws {
        let out = try html("By \\eqref{loss}, and \\eqref{none}.\n\n$$\\begin{equation} L = 0 \\label{loss} \\end{equation}$$\n")
        #expect(out.html.hasPrefix("<p>By <a class=\"equation-ref\" href=\"#eq-loss\">(1)</a>, and (?).</p>"))
        #expect(out.diagnostics.map(\.message) == [
            "no equation of this page is labelled 'none', so the reference reads (?); add \\label{none} to the equation, or check the spelling"
        ])
    }

    /// Dollars in an indented code block are output or source, not formulas; indented text in a
    /// list is a paragraph, and its formulas are read.
    @Test func anIndentedCodeBlockHoldsNoFormula() throws {
        let out = try html("Output:\n\n    b'$^-\\x1f$' and $x$\n\nBut $y$ is.\n\n- item\n\n    more $z$\n").html
        #expect(out.contains("<pre><code>b'$^-\\x1f$' and $x$\n</code></pre>"))
        #expect(out.contains("<p>But <code class=\"math\">y</code> is.</p>"))
        #expect(out.contains("<p>more <code class=\"math\">z</code></p>"))
    }
}
