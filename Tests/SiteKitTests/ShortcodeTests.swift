import Diagnostics
import Foundation
import Templates
import Testing

@testable import SiteKit

/// Hugo's and Zola's shortcodes and Jekyll's Liquid tags, expanded before cmark reads the post.
@Suite struct ShortcodeTests {
    static let templates: [String: (path: String, text: String)] = [
        "shortcodes/youtube": ("youtube.mustache", "<iframe src=\"https://www.youtube-nocookie.com/embed/{{0}}{{id}}\" title=\"{{title}}\"></iframe>"),
        "shortcodes/note": ("note.mustache", "<aside>{{{inner_html}}}</aside>"),
        "shortcodes/md": ("md.mustache", "**{{0}}**"),
        "shortcodes/card": ("card.mustache", "<div class=\"card\">{{0}}{{#caption}}<p>{{{caption_html}}}</p>{{/caption}}</div>"),
        "shortcodes/ref": ("ref.mustache", "{{url}}"),
        "shortcodes/highlight": ("highlight.mustache", "{{{highlighted}}}"),
        "shortcodes/figure": ("figure.mustache", "<img src=\"{{src}}\" alt=\"{{alt}}\">"),
        "shortcodes/video": ("video.mustache", "<video src=\"{{src}}\"></video>"),
        "shortcodes/audio": ("audio.mustache", "<audio src=\"{{src}}\"></audio>"),
        "shortcodes/vimeo": ("vimeo.mustache", "<iframe src=\"https://player.vimeo.com/video/{{id}}\"></iframe>"),
        "shortcodes/details": ("details.mustache", "<details><summary>{{heading}}</summary>{{{inner_html}}}</details>"),
    ]

    func expand(
        _ body: String, config: SiteConfig = SiteConfig(), title: String = "X", params: TemplateObject = [:], extensions: Set<MarkdownExtension> = []
    ) throws -> ShortcodeExpansion {
        let library = try TemplateLibrary(sources: Self.templates)
        return expandShortcodes(
            in: body,
            environment: ShortcodeEnvironment(
                library: library, names: ["audio", "card", "details", "figure", "highlight", "md", "note", "ref", "video", "vimeo", "youtube"],
                markdownFields: ["note": ["inner"], "card": ["caption"], "details": ["inner"]],
                config: config,
                path: "content/posts/x.md", lineOffset: 3, pageTitle: title, pageParams: params,
                markdown: MarkdownOptions(charts: ChartContext(path: "content/posts/x.md"), extensions: extensions)))
    }

    func html(_ body: String, extensions: Set<MarkdownExtension> = []) throws -> String {
        let expansion = try expand(body, extensions: extensions)
        return expansion.substitute(
            into: renderMarkdown(expansion.markdown, options: MarkdownOptions(charts: ChartContext(path: "x.md"), extensions: extensions)).html)
    }

    /// A named parameter as inline Markdown, as Hugo's figure shows its caption (`markdownify`):
    /// only for a template that shows NAME_html; the plain value stays as written.
    @Test func aParameterIsMarkdownWhereTheTemplateShowsItsHTMLForm() throws {
        let shown = try html("{{< card x caption=\"Daily *steps*, <b>& more\" >}}\n")
        #expect(shown == "<div class=\"card\">x<p>Daily <em>steps</em>, <b>&amp; more</p></div>\n", "\(shown)")
        #expect(
            markdownFields(in: "{{{inner_html}}} {{{caption_html}}} {{#attr}}{{{attr_html}}}{{/attr}} {{alt_text}}")
                == ["inner", "caption", "attr", "alt"])
        #expect(markdownFields(in: "{{{highlighted}}}").isEmpty)
    }

    @Test func hugoCallsWithPositionalAndNamedParameters() throws {
        #expect(try html("{{< youtube ZJthWmvUzzc >}}\n") == "<iframe src=\"https://www.youtube-nocookie.com/embed/ZJthWmvUzzc\" title=\"\"></iframe>\n")
        #expect(try html("{{< youtube id=\"abc\" title=\"A \\\"talk\\\" & more\" />}}\n").contains("title=\"A &quot;talk&quot; &amp; more\""))
    }

    /// Hugo's inline shortcodes: the template written inside the call is shown where it stands,
    /// its Go where Mustache can say it, and again by a later call of its name; one whose Go asks
    /// for more is left out with a warning (without one when it loads a script that typesets
    /// formulas), as is a call before its template.
    @Test func inlineShortcodesShowTheTemplateThePageWrites() throws {
        let out = try html(
            "{{< css.inline >}}\n<style>.big { font-size: 2rem }</style>\n{{< /css.inline >}}\n\nNow {{< when.inline at=\"noon\" >}}at {{ .Get \"at\" }}{{< /when.inline >}} and {{< when.inline at=\"six\" />}}.\n")
        #expect(out.contains("<style>.big { font-size: 2rem }</style>"), "\(out)")
        #expect(out.contains("<p>Now at noon and at six.</p>"), "\(out)")
        let unsupported = try expand("{{< math.inline >}}\n{{ if or .Page.Params.math .Site.Params.math }}<script></script>{{ end }}\n{{</ math.inline >}}\nText.\n")
        #expect(unsupported.diagnostics.warnings.map(\.message) == [
            "the inline shortcode 'math.inline' is left out: its template's {{ if or .Page.Params.math .Site.Params.math }} is Go that site does not run; write what it shows as HTML or Markdown in its place"
        ])
        #expect(!unsupported.substitute(into: unsupported.markdown).contains("script"))
        // hugo-coder's, loading KaTeX for readers' browsers, goes without a word: formulas are typeset when the site is built.
        let katex = try expand("{{< math.inline >}}\n{{ if or .Page.Params.math .Site.Params.math }}<script defer src=\"https://cdn.jsdelivr.net/npm/katex@0.11.1/dist/katex.min.js\"></script>{{ end }}\n{{</ math.inline >}}\nText.\n")
        #expect(katex.diagnostics.isEmpty && !katex.substitute(into: katex.markdown).contains("script"))
        let early = try expand("{{< later.inline />}}\n")
        #expect(early.diagnostics.warnings.first?.message.hasPrefix("the inline shortcode 'later.inline' shows nothing here") == true)
        #expect(early.diagnostics.errors.isEmpty)
    }

    @Test func innerContentAndNesting() throws {
        let out = try html("{{< note >}}\nSome *Markdown* and {{% md bold %}}.\n{{< /note >}}\n")
        #expect(out == "<aside><p>Some <em>Markdown</em> and <strong>bold</strong>.</p>\n</aside>\n")
    }

    @Test func blockMarkupInAParagraphSplitsIt() throws {
        // A <div> may not sit in a <p>: the paragraph ends before it and a new one starts after.
        #expect(try html("See {{< card x >}} and more.\n") == "<p>See</p>\n<div class=\"card\">x</div>\n<p>and more.</p>\n")
        #expect(try html("See {{< card x >}}\n") == "<p>See</p>\n<div class=\"card\">x</div>\n")
        // Inline markup stays inline.
        #expect(try html("See {{% md x %}} here.\n") == "<p>See <strong>x</strong> here.</p>\n")
        // Calls on lines one after another (figures, a video) leave no empty paragraph between them.
        let stacked = try html("{{< card a >}}\n{{< card b >}}\n{{< card c >}}\n\nAfter.\n")
        #expect(stacked == "<div class=\"card\">a</div>\n<div class=\"card\">b</div>\n<div class=\"card\">c</div>\n<p>After.</p>\n", "\(stacked)")
        let between = try html("Before.\n{{< card a >}}\n{{< card b >}}\nAfter.\n")
        #expect(between == "<p>Before.</p>\n<div class=\"card\">a</div>\n<div class=\"card\">b</div>\n<p>After.</p>\n", "\(between)")
    }

    /// Jekyll runs Liquid over code too: `{% raw %}` there, written to show Liquid, goes; the
    /// Liquid inside it stays as written.
    @Test func rawTagsInsideJekyllCodeGo() throws {
        let fenced = try html("```html\n{% raw %}<a href=\"{{ site.url }}\">{% if x %}</a>{%- endraw -%}\n```\n")
        #expect(fenced == "<pre><code class=\"language-html\">&lt;a href=&quot;{{ site.url }}&quot;&gt;{% if x %}&lt;/a&gt;\n</code></pre>\n", "\(fenced)")
        let tag = try html("{% highlight liquid %}\n{% raw %}{{ page.title }}{% endraw %}\n{% endhighlight %}\n")
        #expect(tag.contains("{{ page.title }}") && !tag.contains("raw"), "\(tag)")
        #expect(ShortcodeExpander.withoutRawTags(Array("no tags {% if %}".utf8)[...]) == nil)
        // A highlight example inside raw inside a highlight (just-the-docs' docs): the outer block ends at its own end tag.
        let nested = try html("{% highlight yaml %}\n{% raw %}{% highlight ruby %}\nSome code\n{% endhighlight %}{% endraw %}\n{% endhighlight %}\n\nAfter.\n")
        #expect(nested.contains("{% highlight ruby %}\nSome code\n{% endhighlight %}\n</code></pre>\n<p>After.</p>"), "\(nested)")
    }

    /// A heading inside a shortcode that repeats one of the post's gets an id of its own, and its anchor follows.
    @Test func headingsInsideShortcodesGetIDsOfTheirOwn() {
        let html = "<h2 id=\"setup\"><a class=\"heading-link\" href=\"#setup\">Setup</a></h2>\n<details><h2 id=\"setup\"><a class=\"heading-link\" href=\"#setup\">Setup</a></h2><h3 id=\"setup-1\">x</h3><h2 id=\"setup\">y</h2></details>"
        let unique = UniqueHeadingIDs.apply(to: html)
        #expect(unique == "<h2 id=\"setup\"><a class=\"heading-link\" href=\"#setup\">Setup</a></h2>\n<details><h2 id=\"setup-2\"><a class=\"heading-link\" href=\"#setup-2\">Setup</a></h2><h3 id=\"setup-1\">x</h3><h2 id=\"setup-3\">y</h2></details>", "\(unique)")
        #expect(UniqueHeadingIDs.apply(to: "<h2 id=\"a\">A</h2><h2 id=\"b\">B</h2><hr>") == "<h2 id=\"a\">A</h2><h2 id=\"b\">B</h2><hr>")
    }

    @Test func markdownShortcodesRenderWithThePost() throws {
        #expect(try html("A {{% md word %}} here.\n") == "<p>A <strong>word</strong> here.</p>\n")
    }

    @Test func highlightKeepsHTMLAsCode() throws {
        let out = try html("{{< highlight html >}}\n<b>not live</b>\n{{< /highlight >}}\n")
        #expect(out.hasPrefix("<pre class=\"highlight\"><code class=\"language-html\">"))
        #expect(out.contains("&lt;b&gt;") && !out.contains("<b>"))
    }

    @Test func examplesInCodeStayAsWritten() throws {
        let out = try html("```\n{{</* youtube abc */>}}\n{{< nothing >}}\n{{ url_for('x') }}\n```\n")
        #expect(out == "<pre><code>{{&lt; youtube abc &gt;}}\n{{&lt; nothing &gt;}}\n{{ url_for('x') }}\n</code></pre>\n")
    }

    /// Zola's escaped calls show the call, in code and in text; a Go template's comment, which
    /// has no call's shape, stays as written.
    @Test func zolasEscapedCallsShowTheCall() throws {
        let code = try html("```\n{{/* youtube(id=\"x\") */}}\n{%/* quote(author=\"V\") */%}\nA\n{%/* end */%}\n{{/* a note */}}\n```\n")
        #expect(code == "<pre><code>{{ youtube(id=&quot;x&quot;) }}\n{% quote(author=&quot;V&quot;) %}\nA\n{% end %}\n{{/* a note */}}\n</code></pre>\n")
        let text = try expand("An inline {{/* youtube(id=\"x\", class=\"y\") */}} call, `{{/* gist() */}}` and {{/* not a call */}}.\n")
        #expect(text.diagnostics.isEmpty, "\(text.diagnostics)")
        #expect(text.markdown == "An inline {{ youtube(id=\"x\", class=\"y\") }} call, `{{ gist() }}` and {{/* not a call */}}.\n")
    }

    @Test func codeSpansStayAsWritten() throws {
        let expansion = try expand("Try `{% print(\"x\") %}` and ``{{< nothing >}}`` or `{{</* note */>}}`.\n")
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.markdown == "Try `{% print(\"x\") %}` and ``{{< nothing >}}`` or `{{< note >}}`.\n")
    }

    @Test func aCodeSpanRunningPastAFenceIsFine() throws {
        // Found by chart-fuzz: a backtick run whose span ends inside and past a fenced block.
        let text = "`a\n```\nb\n```\nc` {{< youtube x >}}\n"
        let expansion = try expand(text)
        #expect(expansion.markdown.hasPrefix("`a\n```\nb\n```\nc` zzsiteshortcode0zz"))
    }

    @Test func anUnknownShortcodeIsAnErrorWithTheNearestName() throws {
        let expansion = try expand("Text\n\n  {{< youtub x >}}\n")
        let error = try #require(expansion.diagnostics.errors.first)
        #expect(error.message.contains("unknown shortcode 'youtub'; did you mean 'youtube'?"))
        #expect(error.location == SourceLocation(path: "content/posts/x.md", line: 6, column: 3))
    }

    /// Posts about Flask, Symfony or Vue quote their templates' calls in running text; Hugo and
    /// Jekyll show them as written, and so does site, with a warning (it may be a Zola typo).
    @Test func anUnknownZolaStyleCallInTextIsLeftAsWrittenWithAWarning() throws {
        let text = "Use <img src=\"{{ url_for('static', filename='a.jpg') }}\"> or {{ youtub(id=\"x\") }}.\n\n{% unknown() %}\nx\n{% end %}\n"
        let expansion = try expand(text)
        #expect(expansion.markdown.hasPrefix("Use <img src=\"{{ url_for('static', filename='a.jpg') }}\"> or {{ youtub(id=\"x\") }}."))
        let warnings = expansion.diagnostics.warnings
        #expect(warnings.count == 2)
        #expect(warnings.first?.message.hasPrefix("{{ url_for('static', filename='a.jpg') }} is left as written: there is no shortcode 'url_for'; the theme has ") == true)
        #expect(warnings.first?.message.contains("put it in backticks") == true)
        #expect(warnings.last?.message.contains("there is no shortcode 'youtub'; did you mean 'youtube'?") == true)
        #expect(warnings.first?.location == SourceLocation(path: "content/posts/x.md", line: 4, column: 15))
        // A Zola call with a body is Zola's syntax alone: an unknown one is still an error.
        #expect(expansion.diagnostics.errors.map(\.message).first?.hasPrefix("unknown shortcode 'unknown'") == true)
        #expect(expansion.diagnostics.errors.count == 1)
    }

    @Test func aStrayClosingTagIsAnError() throws {
        let expansion = try expand("{{< /note >}}\n")
        #expect(expansion.diagnostics.errors.first?.message.hasPrefix("{{< /note >}} closes a shortcode that was never opened") == true)
        // Written as the author wrote it.
        let markdown = try expand("{{% note %}}\nText.\n{{% /code %}}\n")
        #expect(markdown.diagnostics.errors.first?.message.hasPrefix("{{% /code %}} closes a shortcode that was never opened; remove it or add {{% code %}} before it") == true)
    }

    @Test func zolaCalls() throws {
        #expect(try html("{{ youtube(id=\"xyz\", title=\"Talk\") }}\n").contains("embed/xyz\" title=\"Talk\""))
        #expect(try html("{% note() %}\nInside.\n{% end %}\n") == "<aside><p>Inside.</p>\n</aside>\n")
    }

    @Test func liquidTags() throws {
        var config = SiteConfig()
        config.baseURL = "https://example.com/blog/"
        let expansion = try expand(
            "{% highlight ruby linenos %}\ndef x; end\n{% endhighlight %}\n\n{% raw %}{{ kept }}{% endraw %} at {{ site.baseurl }}/a and {{ site.url }}.\n\n{% include x.html %}\n",
            config: config)
        #expect(expansion.markdown.hasPrefix("```ruby linenos\ndef x; end\n```\n"))
        #expect(expansion.markdown.contains("{{ kept }} at /blog/a and https://example.com."))
        let warning = try #require(expansion.diagnostics.warnings.first)
        #expect(warning.message.contains("{% include x.html %} is left as written"))
        #expect(warning.location?.line == 10)
        #expect(expansion.diagnostics.errors.isEmpty)
    }

    /// Octopress's and Hexo's `{% codeblock %}`: its code is code, in the language `lang:` names or
    /// its title's file extension says; the address, link text and options are set aside.
    @Test func codeblockTagsAreCode() throws {
        #expect(CodeblockTag("Sorting lang:python https://example.org/sort.py the source line_number:false") == CodeblockTag(title: "Sorting", language: "python"))
        #expect(CodeblockTag("Time to be Awesome - awesome.rb") == CodeblockTag(title: "Time to be Awesome - awesome.rb", language: "rb"))
        #expect(CodeblockTag("lang:c mark:1,3") == CodeblockTag(title: "", language: "c"))
        #expect(CodeblockTag("") == CodeblockTag(title: "", language: ""))
        let plain = try expand("{% codeblock lang:c %}\nint *p = &x; /* <b> */\n{% endcodeblock %}\n")
        #expect(plain.markdown.hasPrefix("```c\nint *p = &x; /* <b> */\n```"), "\(plain.markdown)")
        #expect(plain.diagnostics.warnings.isEmpty)
        let open = try expand("{% codeblock lang:c %}\nint x;\n")
        #expect(open.diagnostics.warnings.first?.message.contains("add {% endcodeblock %} after the code") == true)
    }

    /// Octopress's and Hexo's `{% blockquote %}`: the text as a quotation, its credit under it.
    @Test func blockquoteTagsAreQuotations() throws {
        let quote = try expand("{% blockquote David Levithan, Wide Awake %}\nDo not *just* listen.\n{% endblockquote %}\n")
        #expect(quote.markdown.contains("> Do not *just* listen.\n>\n> — David Levithan, *Wide Awake*"), "\(quote.markdown)")
        #expect(HexoArguments.quoteCredit("@DevDocs https://twitter.com/devdocs/status/1 the tweet") == "@DevDocs, [the tweet](<https://twitter.com/devdocs/status/1>)")
        #expect(HexoArguments.quoteCredit("Seth Godin, Welcome to Island Marketing http://sethgodin.typepad.com/a.html")
            == "Seth Godin, [*Welcome to Island Marketing*](<http://sethgodin.typepad.com/a.html>)")
        #expect(HexoArguments.quoteCredit("") == nil)
        #expect(HexoArguments.split(#"hello-world 'Hello, world' "" x"#) == ["hello-world", "Hello, world", "", "x"])
        // Hexo's `link` names text and an address; Jekyll's, one path.
        let link = try expand("See {% link Hexo's site https://hexo.io true The site %} and {% link 'the docs' /docs/ %}.\n")
        #expect(link.markdown == "See [Hexo's site](<https://hexo.io>) and [the docs](</docs/>).\n", "\(link.markdown)")
        let open = try expand("{% blockquote %}\nNever closed.\n")
        #expect(open.diagnostics.warnings.first?.message.contains("add {% endblockquote %}") == true)
    }

    /// A page the old theme filled from its data (al-folio's people and courses pages) gets one
    /// warning for all its Liquid, not one per tag; a few tags are still named one by one.
    @Test func manyLiquidTagsLeftAreSaidOnce() throws {
        let page = "Our people.\n\n{% for person in site.data.faculty %}\n{{ person.name }}\n{% endfor %}\n\n{% for cc in site.data.courses %}\n{% if cc.url %}\nx\n{% endif %}\n{% endfor %}\n"
        let expansion = try expand(page)
        let warnings = expansion.diagnostics.warnings
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.message.hasPrefix("5 Liquid tags are left as written (lines 6, 8, 10, 11, 14), the first {% for person in site.data.faculty %}: ") == true, "\(warnings)")
        #expect(warnings.first?.location?.line == 6)
        #expect(expansion.markdown.contains("{% for person in site.data.faculty %}"))
        let few = try expand("{% for a in site.data.b %}\nx\n{% endfor %}\n")
        #expect(few.diagnostics.warnings.count == 2 && few.diagnostics.warnings[1].location?.line == 6)
        // Inside an HTML comment a tag shows nowhere, and nothing is said.
        let hidden = try expand("<!-- <article>\n{% if page.news %}\n{% include news.html %}\n{% endif %}\n</article> -->\n\nText {% for x in y %}.\n")
        #expect(hidden.diagnostics.warnings.count == 1 && hidden.diagnostics.warnings.first?.message.contains("{% for x in y %}") == true, "\(hidden.diagnostics)")
        #expect(hidden.markdown.contains("{% if page.news %}"))
    }

    /// `{% include katex_render.html %}` loaded the script that typeset a post's formulas in the
    /// reader's browser; the site typesets them itself, so it goes without a word. Other unknown
    /// includes (`mathematics.html`) still say they are left as written.
    @Test func anIncludeThatLoadedAMathScriptGoesQuietly() throws {
        let expansion = try expand(
            "Area $\\pi r^2$.\n\n{% include katex_render.html %}\n{% include MathJax.html %}\n{% include mathematics.html %}\n", extensions: [.math])
        #expect(!expansion.markdown.contains("katex_render") && !expansion.markdown.contains("MathJax"))
        #expect(expansion.markdown.contains("{% include mathematics.html %}"))
        #expect(expansion.diagnostics.map(\.message).filter { $0.contains("left as written") }.count == 1, "\(expansion.diagnostics)")
    }

    /// Jekyll themes' posts call includes (Chirpy's `embed/youtube.html`, Minimal Mistakes'
    /// `video` and `toc`): the theme's shortcode of that name shows them.
    @Test func liquidIncludesCallTheThemesShortcodes() throws {
        let out = try html(
            "{% include embed/youtube.html id='abc' %}\n\n{% include_cached video id=\"xyz\" provider=\"youtube\" %}\n\n{% include card.html caption=\"A *big* one\" %}\n")
        #expect(out.contains("embed/abc\""), "\(out)")
        #expect(out.contains("embed/xyz\""), "\(out)")
        #expect(out.contains("<div class=\"card\"><p>A <em>big</em> one</p></div>"), "\(out)")
        // An include the theme has no shortcode for stays, with a warning naming the file to add.
        let missing = try expand("{% include gallery.html id=\"g\" %}\n")
        #expect(missing.markdown == "{% include gallery.html id=\"g\" %}\n")
        #expect(missing.diagnostics.warnings.first?.message.contains("add shortcodes/gallery.mustache") == true)
        // `toc` puts the post's contents there, on the line it had (a chart error after it keeps its line).
        let site = TemporarySite(
            files: ["content/posts/t.md": "---\ntitle: T\ndate: 2024-01-01\n---\nIntro.\n\n{% include toc %}\n\n## Methods\n\n```chart\ntype: pie\n---\nA: x\n```\n"],
            theme: defaultTheme)
        let report = site.build()
        #expect(report.diagnostics.errors.first?.location?.line == 14)
        site.write("content/posts/t.md", "---\ntitle: T\ndate: 2024-01-01\n---\nIntro.\n\n{% include toc %}\n\n## Methods\n")
        #expect(site.build().succeeded)
        let page = try #require(site.read("public/posts/t/index.html"))
        #expect(page.contains("<p>Intro.</p>\n<div class=\"toc\"><ol><li><a href=\"#methods\">Methods</a></li></ol></div>"))
    }

    /// LoveIt's admonition, Relearn's notice, Book's hint, Docsy's alert and Hugo's details: one
    /// callout each, its kind and heading read from the parameters each theme names its own way.
    @Test func calloutsReadEachThemesParameters() {
        func values(_ name: String, _ positional: [String] = [], _ named: [(key: String, value: String)] = []) -> TemplateObject {
            Callout(ShortcodeCall(name: name, syntax: .hugoHTML, positional: positional, named: named, offset: 0)).values
        }
        #expect(values("admonition", ["tip", "Keep them", "false"]) == ["kind": "tip", "heading": "Keep them", "folds": true, "is_open": false])
        #expect(values("admonition", [], [("type", "bug")]) == ["kind": "danger", "heading": "Bug", "folds": true, "is_open": true])
        #expect(values("notice", ["warning"]) == ["kind": "warning", "heading": "Warning", "folds": false, "is_open": true])
        #expect(values("alert", [], [("color", "info")])["kind"] == "info")
        // A kind no theme here styles (Blowfish's icon names) is a note.
        #expect(values("alert", ["circle-info"]) == ["kind": "note", "heading": "Note", "folds": false, "is_open": true])
        #expect(values("details", [], [("summary", "More"), ("open", "true")]) == ["kind": "details", "heading": "More", "folds": true, "is_open": true])
        #expect(values("details")["is_open"] == false)
        // Shortcodes named after their kind: Hugo docs themes' `note`, Zola's serene `tip(header=…)`.
        #expect(values("note") == ["kind": "note", "heading": "Note", "folds": false, "is_open": true])
        #expect(values("important", [], [("header", "Read first")]) == ["kind": "warning", "heading": "Read first", "folds": false, "is_open": true])
        #expect(values("caution", ["Hot"]) == ["kind": "danger", "heading": "Hot", "folds": false, "is_open": true])
        #expect(values("question")["kind"] == "question")
    }

    /// Jekyll's own template put `{{ page.title }}` at the top of each post, and many blogs kept it.
    @Test func liquidPageValuesAreThePagesText() throws {
        let expansion = try expand(
            "{{ page.title }}\n===\n\nBy {{ page.author }} ({{ page.year }}); {{ page.nothing }} stays.\n",
            title: "Stars *and* <tags> & [links]", params: ["author": "Tom", "year": 2010])
        #expect(expansion.markdown.hasPrefix("Stars \\*and\\* \\<tags\\> \\& \\[links\\]\n===\n"))
        #expect(expansion.markdown.contains("By Tom (2010); {{ page.nothing }} stays."))
        let page = renderMarkdown(expansion.markdown, options: MarkdownOptions(charts: ChartContext(path: "x.md"))).html
        #expect(page.contains(">Stars *and* &lt;tags&gt; &amp; [links]</h1>"), "\(page)")
    }

    /// Jekyll's documented way to link an image, through URL filters, and the other output tags a post uses.
    @Test func liquidURLFiltersWriteJekyllsURLs() throws {
        var config = SiteConfig()
        config.baseURL = "https://example.com/blog/"
        let expansion = try expand(
            "![A]({{ '/assets/a.png' | relative_url }}) ![B]({{ \"img/b.png\" | absolute_url }}) "
                + "[C]({{ site.baseurl | append: '/c/' }}) {{ 'x' | prepend: site.url }} {{ 'https://o.org/d.png' | relative_url }} "
                + "{{ 'a' | upcase }} {{ 'a|b' | relative_url }} [E]({{ '/posts/firstpost/' | url }})\n",
            config: config)
        // Eleventy's `url` filter, as google/eleventy-high-performance-blog's posts link each other.
        #expect(
            expansion.markdown
                == "![A](/blog/assets/a.png) ![B](https://example.com/blog/img/b.png) [C](/blog/c/) https://example.comx https://o.org/d.png "
                + "{{ 'a' | upcase }} /blog/a|b [E](/blog/posts/firstpost/)\n")
    }

    /// al-folio's includes name their file by `path`, a path of the site or a URL: a YouTube or
    /// Vimeo URL is that service's player; every word of its `details` tag is the summary.
    @Test func alFolioIncludesAndDetails() throws {
        var config = SiteConfig()
        config.baseURL = "https://example.com/blog/"
        let expansion = try expand(
            "{% include figure.liquid loading=\"eager\" path=\"assets/img/9.jpg\" class=\"img-fluid rounded\" zoomable=true alt=\"A lake\" %}\n\n"
                + "{% include video.liquid path=\"https://www.youtube.com/embed/jNQXAC9IVRw\" class=\"img-fluid\" %}\n\n"
                + "{% include video.liquid path=\"https://player.vimeo.com/video/524933864?h=1ac4fd9fb4&title=0\" %}\n\n"
                + "{% include video.liquid path=\"assets/video/pexels.mp4\" controls=true %}\n\n"
                + "{% include audio.liquid path=\"/assets/audio/epicaly.mp3\" %}\n\n"
                + "{% include figure.liquid path=\"https://example.org/x.png\" src=\"/kept.png\" %}\n",
            config: config)
        let out = expansion.substitute(into: expansion.markdown)
        #expect(out.contains("<img src=\"/blog/assets/img/9.jpg\" alt=\"A lake\">"), "\(out)")
        #expect(out.contains("youtube-nocookie.com/embed/jNQXAC9IVRw\""), "\(out)")
        #expect(out.contains("player.vimeo.com/video/524933864\""), "\(out)")
        #expect(out.contains("<video src=\"/blog/assets/video/pexels.mp4\">"), "\(out)")
        #expect(out.contains("<audio src=\"/blog/assets/audio/epicaly.mp3\">"), "\(out)")
        // A `src` the include gives is kept.
        #expect(out.contains("<img src=\"/kept.png\""), "\(out)")
        #expect(expansion.diagnostics.isEmpty, "\(expansion.diagnostics)")
        let details = try html("{% details Click here to know more %}\nHidden *words*.\n{% enddetails %}\n\n{% details \"One\" %}\nx\n{% enddetails %}\n")
        #expect(details.contains("<summary>Click here to know more</summary>"), "\(details)")
        #expect(details.contains("<em>words</em>") && details.contains("<summary>One</summary>"), "\(details)")
    }

    /// A Distill article's elements, which Distill's script draws: a footnote of the post's, code
    /// (a block without the indent it shares inside the tag), a citation's keys with one warning.
    @Test func distillElementsAreMarkdown() throws {
        let page = try html(
            "Generated.<d-footnote>A *hoverable* footnote.</d-footnote> Inline <d-code language=\"html\">let x = 10;</d-code>.\n\n"
                + "<d-code block language=\"javascript\">\n  var x = 25;\n  if (x) {\n    return x * x;\n  }\n</d-code>\n\n"
                + "As <d-cite key=\"gregor2015draw, mercier2011humans\"></d-cite> and <d-cite key=\"a<b\"></d-cite> say. `<d-cite key=\"kept\">`\n\n"
                + "An unclosed <d-footnote>stays.\n",
            extensions: MarkdownExtension.all)
        #expect(page.contains("Generated.<sup class=\"footnote-ref\">"), "\(page)")
        #expect(page.contains("A <em>hoverable</em> footnote."))
        #expect(page.contains("Inline <code>let x = 10;</code>."))
        // The indent the lines share inside the tag is gone; their own is kept.
        #expect(page.contains("<code class=\"language-javascript\"><span class=\"hl-keyword\">var</span>"), "\(page)")
        #expect(page.contains("\n  <span class=\"hl-keyword\">return</span>"), "\(page)")
        #expect(page.contains("<cite class=\"citation\">[gregor2015draw, mercier2011humans]</cite>"))
        #expect(page.contains("<cite class=\"citation\">[a&lt;b]</cite>"))
        #expect(page.contains("<code>&lt;d-cite key=&quot;kept&quot;&gt;</code>"))
        #expect(page.contains("An unclosed <d-footnote>stays."))
        let expansion = try expand("<d-cite key=\"a\"></d-cite> <d-cite key=\"b\"></d-cite>\n")
        #expect(expansion.diagnostics.warnings.count == 1)
    }

    @Test func videoURLsOfYouTubeAndVimeo() {
        #expect(VideoEmbed(url: "https://youtu.be/abc_-1") == VideoEmbed(url: "https://www.youtube.com/watch?v=abc_-1&t=4"))
        #expect(VideoEmbed(url: "https://youtu.be/abc_-1")?.provider == "youtube")
        #expect(VideoEmbed(url: "https://vimeo.com/76979871")?.id == "76979871")
        #expect(VideoEmbed(url: "https://www.youtube.com/embed/x\"onload=1") == nil)
        #expect(VideoEmbed(url: "https://vimeo.com/channels/staffpicks") == nil)
        #expect(VideoEmbed(url: "https://example.org/embed/abc") == nil)
        #expect(VideoEmbed(url: "assets/video.mp4") == nil)
    }

    /// Octopress's image tag, as Octopress and Pelican blogs hold it: classes, size, title and alt.
    @Test func octopressImagesAreImages() throws {
        let page = try html(
            "{% img /images/poly.gif  400 %}\n\n{% img left /figures/a.png 600 300 [Cumulative contributors] %}\n\n"
                + "{% img https://x.org/b.png \"The title\" \"The alt\" %}\n\n{% img /c.png Jake's plot %}\n\n{% img %}\n",
            extensions: MarkdownExtension.all)
        #expect(page.contains("<img src=\"/images/poly.gif\" alt=\"\" width=\"400\" />"), "\(page)")
        #expect(page.contains("<img src=\"/figures/a.png\" alt=\"Cumulative contributors\" class=\"left\" width=\"600\" height=\"300\" />"))
        #expect(page.contains("<img src=\"https://x.org/b.png\" alt=\"The alt\" title=\"The title\" />"))
        #expect(page.contains("<img src=\"/c.png\" alt=\"Jake’s plot\" />") || page.contains("<img src=\"/c.png\" alt=\"Jake's plot\" />"))
        #expect(try expand("{% img %}\n").diagnostics.warnings.first?.message.contains("it names no image") == true)
    }

    /// A Hugo post that writes about Jekyll's tags means the words: an unclosed `highlight` or `raw`
    /// stays as written with a warning, and the rest of the post is read as usual.
    @Test func anUnclosedLiquidBlockIsLeftAsWritten() throws {
        let expansion = try expand(
            "1. {% highlight ruby %} became {{</* highlight ruby */>}} in Hugo.\n2. {% raw %} too.\n\nThen {{ site.baseurl }}/a.\n")
        #expect(expansion.diagnostics.errors.isEmpty)
        #expect(expansion.markdown.hasPrefix("1. {% highlight ruby %} became {{< highlight ruby >}} in Hugo.\n2. {% raw %} too."))
        #expect(expansion.markdown.hasSuffix("Then /a.\n"))
        let warnings = expansion.diagnostics.warnings
        #expect(warnings.count == 2)
        #expect(warnings.first?.message.contains("{% highlight ruby %} is left as written: it is never closed") == true)
        #expect(warnings.first?.location == SourceLocation(path: "content/posts/x.md", line: 4, column: 4))
        #expect(warnings.last?.message.contains("{% raw %} is left as written: it is never closed") == true)
    }

    /// Jekyll plugins' tags the theme has a shortcode for call it (jekyll-youtube's `{% youtube id %}`);
    /// a block whose shortcode shows no inner text stays as written, with a warning, so nothing is lost.
    @Test func liquidPluginTagsCallTheThemesShortcodes() throws {
        #expect(try html("{% youtube aF78u3LQduw %}\n") == "<iframe src=\"https://www.youtube-nocookie.com/embed/aF78u3LQduw\" title=\"\"></iframe>\n")
        let block = try expand("{% card caption:\"x\" %}\n![A](/a.png)\n{% endcard %}\n")
        #expect(block.markdown.hasPrefix("{% card caption:\"x\" %}\n![A](/a.png)\n"))
        #expect(block.diagnostics.warnings.first?.message.contains("the theme's card shortcode shows no text inside it") == true)
    }

    @Test func liquidPluginsNamedArgumentsReadAsShortcodesWriteThem() {
        #expect(liquidNamedArguments("caption:\"A: pile\" class:\"gallery-2-col\"") == "caption=\"A: pile\" class=\"gallery-2-col\"")
        // A colon that no quote follows, or inside a word or quotes, stays.
        #expect(liquidNamedArguments("https://example.com x:y \"a:\"") == "https://example.com x:y \"a:\"")
    }

    /// A bare address keeps its query: `q=1` in it names no argument.
    @Test func aBareAddressWithAQueryIsOneArgument() {
        let arguments = shortcodeArguments("https://maps.example/embed?q=1&z=2 100% 400 src=/a.png")
        #expect(arguments.positional == ["https://maps.example/embed?q=1&z=2", "100%", "400"])
        #expect(arguments.named.map(\.key) == ["src"] && arguments.named.map(\.value) == ["/a.png"])
    }

    /// A Liquid comment is the author's note: left out of the page with what it holds, unless it is never closed.
    @Test func liquidCommentsAreLeftOut() throws {
        let expansion = try expand("Shown.{% comment %}Not *this*, nor {% include x.html %}.{% endcomment %} Also shown.\n\n{% comment %} open\n")
        #expect(expansion.markdown == "Shown. Also shown.\n\n{% comment %} open\n")
        #expect(expansion.diagnostics.warnings.count == 1)
        #expect(expansion.diagnostics.warnings.first?.message.contains("{% comment %} is left as written: it is never closed") == true)
    }

    /// A body whose very first byte is `/` (the fuzzer's find): no link's destination starts there,
    /// and nothing reads before the text.
    @Test func aBodyStartingWithASlashIsText() {
        for post in ["/--\nText.\n", "/about/ and [me](/about/).\n", "/"] {
            let (xml, _) = atomFeedOfSingleFile(Data(post.utf8))
            #expect(xml.contains("<feed"), "\(post)")
        }
    }

    /// chart-fuzz reads a post with the default theme's shortcodes, partials included (the figures' caption).
    @Test func aSingleFileReadsTheDefaultShortcodes() {
        let post = "---\ntitle: A\ndate: 2024-01-01\n---\n{{< figure src=\"a.png\" caption=\"C\" attr=\"*me*\" >}}\n"
        let (xml, diagnostics) = atomFeedOfSingleFile(Data(post.utf8))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(xml.contains("&lt;figcaption&gt;C &lt;span class=&quot;attribution&quot;&gt;&lt;em&gt;me&lt;/em&gt;&lt;/span&gt;&lt;/figcaption&gt;"), "\(xml)")
    }

    @Test func linesAfterAShortcodeKeepTheirNumbers() throws {
        let expansion = try expand("{{< note >}}\none\ntwo\n{{< /note >}}\nafter\n")
        let lines = expansion.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[4] == "after")
    }

    @Test func referencesResolveToThePagesURL() throws {
        let site = TemporarySite(
            files: [
                "content/posts/2019-01-01-older.md": "---\ntitle: Older\n---\nx\n",
                "content/posts/2019-02-01-trip/index.md": "---\ntitle: Trip\n---\nx\n",
                "content/posts/newer.md":
                    "---\ntitle: Newer\ndate: 2020-01-01\n---\n[a]({{< ref \"2019-01-01-older.md#part\" >}}) [b]({% post_url 2019-01-01-older %}) [c]({% link _posts/2019-01-01-older.md %}) [d]({{< relref \"2019-02-01-trip\" >}}) [e]({{< relref \"#top\" >}}) [f]({{< ref \" #top \" >}})\n",
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/newer/index.html"))
        #expect(page.contains("<a href=\"https://example.com/blog/posts/older/#part\">a</a>"))
        #expect(page.contains("<a href=\"/blog/posts/older/\">b</a>"))
        #expect(page.contains("<a href=\"/blog/posts/older/\">c</a>"))
        // A bundle is named by its folder.
        #expect(page.contains("<a href=\"/blog/posts/trip/\">d</a>"))
        // An anchor alone names the page itself, as in Hugo.
        #expect(page.contains("<a href=\"/blog/posts/newer/#top\">e</a>"))
        #expect(page.contains("<a href=\"https://example.com/blog/posts/newer/#top\">f</a>"))
    }

    /// Every marker of a page is replaced in one pass: a marker twice (a heading's link in the
    /// contents too), two digits after one, a marker past the list and a near miss.
    @Test func markersAreReplacedInOnePass() {
        let html = "<a href=\"zzsiteref0zz\">a</a> zzsiteref10zz zzsiteref1zz zzsiteref0zz zzsiteref3zz zzsiterefzz zzsiteref2z"
        let replacements = ["/a/", "/b/", "/c/"] + Array(repeating: "x", count: 7) + ["/k/"]
        #expect(
            PageReference.substitutingMarkers(in: html, with: replacements)
                == "<a href=\"/a/\">a</a> /k/ /b/ /a/ x zzsiterefzz zzsiteref2z")
        #expect(PageReference.substitutingMarkers(in: "zzsiteref0zz", with: ["é&amp;"]) == "é&amp;")
        #expect(PageReference.substitutingMarkers(in: "no markers", with: []) == "no markers")
    }

    /// Hugo looks for a `ref` without a leading slash beside the page first: a translated bundle's
    /// "read the original" link names `index.md`, and a page may climb with `../`. Paths from
    /// content/ still work, and a name that is only a page's elsewhere is still found.
    @Test func referencesLookBesideThePageFirst() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\nlanguages:\n  es: { title: Blog }\n",
            files: [
                "content/posts/launch/index.md": "---\ntitle: Launch\ndate: 2024-01-01\n---\nThe original.\n",
                "content/posts/launch/index.es.md":
                    "---\ntitle: Lanzamiento\ndate: 2024-01-01\n---\n[original]({{< ref \"index.md\" >}}) [notes]({{< relref \"../notes.md\" >}}) [about]({{< relref \"/about.md\" >}})\n",
                "content/posts/notes.md": "---\ntitle: Notes\ndate: 2023-01-01\n---\n[original]({{< relref \"launch/index.md\" >}}) [self]({{< relref \"notes.md\" >}})\n",
                "content/about.md": "---\ntitle: About\n---\n[up]({{< relref \"../about.md\" >}})\n",
            ], theme: defaultTheme)
        let report = site.build()
        let translated = try #require(site.read("public/es/posts/launch/index.html"))
        #expect(translated.contains("<a href=\"https://example.com/blog/posts/launch/\">original</a>"))
        #expect(translated.contains("<a href=\"/blog/posts/notes/\">notes</a>"))
        #expect(translated.contains("<a href=\"/blog/about/\">about</a>"))
        let notes = try #require(site.read("public/posts/notes/index.html"))
        #expect(notes.contains("<a href=\"/blog/posts/launch/\">original</a>") && notes.contains("<a href=\"/blog/posts/notes/\">self</a>"))
        // `../` out of content/ names no page beside it; the name alone is then looked for as before.
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("public/about/index.html")?.contains("<a href=\"/blog/about/\">up</a>") == true)
    }

    /// Every shortcode the build draws without a theme's template (`drawnWithoutTemplate`, which
    /// `site init --from` reads to leave them to the build) is drawn so by a theme that lacks it: a
    /// name added to that list without its drawing fails here.
    @Test func theShortcodesTheBuildDrawsNeedNoTemplate() throws {
        let calls: [String: String] = [
            "mermaid": "{{< mermaid >}}\npie\n  \"Dogs\" : 3\n  \"Cats\" : 2\n{{< /mermaid >}}",
            "chart": "{{< chart >}}\n{type: 'bar', data: {labels: ['a', 'b'], datasets: [{label: 'n', data: [1, 2]}]}}\n{{< /chart >}}",
            "echarts": "{{< echarts >}}\n{\"xAxis\": {\"type\": \"category\", \"data\": [\"a\", \"b\"]}, \"yAxis\": {}, \"series\": [{\"type\": \"bar\", \"data\": [1, 2]}]}\n{{< /echarts >}}",
            "table": "{{< table path=\"results.csv\" header=\"true\" >}}",
            "toc": "{{< toc >}}\n\n## First\n\nText.",
            "include": "{{< include _part.md >}}",
            "readfile": "{{% readfile file=\"_part.md\" %}}",
            "vega-lite": "{{< vega-lite >}}\n{\"mark\": \"bar\", \"data\": {\"values\": [{\"a\": \"x\", \"b\": 1}]}, \"encoding\": {\"x\": {\"field\": \"a\", \"type\": \"nominal\"}, \"y\": {\"field\": \"b\", \"type\": \"quantitative\"}}}\n{{< /vega-lite >}}",
            "vegalite": "{{< vegalite >}}\n{\"mark\": \"bar\", \"data\": {\"values\": [{\"a\": \"x\", \"b\": 1}]}, \"encoding\": {\"x\": {\"field\": \"a\", \"type\": \"nominal\"}, \"y\": {\"field\": \"b\", \"type\": \"quantitative\"}}}\n{{< /vegalite >}}",
            "vega": "{{< vega spec=\"spec.json\" >}}", "vegaLite": "{{< vegaLite schema=\"spec.json\" >}}",
            "vega_embed": "{{< vega_embed id=\"x\" spec=\"spec.json\" >}}", "vega-embed": "{{< vega-embed file=\"spec\" >}}",
            "chartjs": "{{< chartjs id=\"c\" >}}\nnew Chart(document.getElementById('c'), {type: 'bar', data: {labels: ['a'], datasets: [{data: [1]}]}});\n{{< /chartjs >}}",
            "plotly": "{{< plotly json=\"figure.json\" >}}", "load-plotly": "{{< load-plotly >}}\n\nText.",
            "highcharts": "{{< highcharts source=\"/content/posts/a/options.json\" >}}",
            "highcharts-custom": "{{< highcharts-custom chart=\"x\" >}}\nseries: [{name: 'n', data: [1, 2]}]\n{{< /highcharts-custom >}}",
            "jupyter": "{{% jupyter \"n.ipynb\" %}}", "notebook": "{{< notebook src=\"n.ipynb\" >}}",
        ]
        #expect(Set(calls.keys) == ShortcodeEnvironment.drawnWithoutTemplate, "give each name the build draws a call here")
        for name in ShortcodeEnvironment.drawnWithoutTemplate.sorted() {
            let site = TemporarySite(
                files: [
                    "content/posts/a/index.md": "---\ntitle: A\ndate: 2024-01-01\n---\n\(calls[name] ?? "")\n",
                    "content/posts/a/results.csv": "model,score\nbase,0.5\n",
                    "content/posts/a/_part.md": "A *part*.\n",
                    "content/posts/a/spec.json": "{\"mark\": \"bar\", \"data\": {\"values\": [{\"a\": \"x\", \"b\": 1}]}, \"encoding\": {\"x\": {\"field\": \"a\"}, \"y\": {\"field\": \"b\", \"type\": \"quantitative\"}}}",
                    "content/posts/a/figure.json": "{\"data\": [{\"type\": \"bar\", \"x\": [\"a\"], \"y\": [1]}]}",
                    "content/posts/a/options.json": "{\"series\": [{\"data\": [1, 2]}]}",
                    "content/posts/a/n.ipynb": "{\"cells\": [{\"cell_type\": \"markdown\", \"source\": [\"A *cell*.\"]}], \"metadata\": {}, \"nbformat\": 4, \"nbformat_minor\": 2}",
                ], theme: defaultTheme)
            let report = site.build()
            #expect(report.succeeded, "\(name): \(report.diagnostics)")
            #expect(!report.diagnostics.contains { $0.message.contains("shortcode") }, "\(name): \(report.diagnostics)")
        }
    }

    @Test func jekyllLinksNameACollectionByItsSourceFolder() throws {
        // Jekyll's own docs: `{% link _docs/index.md %}` for a page of the `docs` collection, which
        // site init puts in content/docs/; `_tabs/about.md` for a collection published at the top.
        let site = TemporarySite(
            files: [
                "content/docs/index.md": "---\ntitle: Quickstart\n---\nx\n",
                "content/about.md": "---\ntitle: About\n---\nx\n",
                "content/tutorials/bundler.md":
                    "---\ntitle: Bundler\n---\n<a href=\"{% link _docs/index.md %}\">Quickstart</a> [about]({% link _tabs/about.md %})\n",
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/tutorials/bundler/index.html"))
        #expect(page.contains("<a href=\"/blog/docs/\">Quickstart</a>"), "\(page)")
        #expect(page.contains("<a href=\"/blog/about/\">about</a>"), "\(page)")
    }

    @Test func mathShortcodesTypesetTheirTeXWithoutScript() throws {
        // Themes' `katex` and `math` (Hugo) and Zola's `katex(body=…)`: the TeX typeset, inline or as a block.
        let site = TemporarySite(
            files: [
                "content/posts/a.md": """
                    ---
                    title: A
                    date: 2020-01-01
                    ---

                    Energy is {{< katex >}}E = mc^2{{< /katex >}} here, and {{ katex(body="a < b") }} there.

                    {{< katex display >}}
                    \\int_0^1 x\\,dx = \\frac{1}{2}
                    {{< /katex >}}

                    {% katex(block=true) %}
                    x^2
                    {% end %}

                    {{< math >}}$$\\sum_i x_i$${{< /math >}}

                    Each of the {{< math >}}$$k$${{< /math >}} directions.

                    """
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("<p>Energy is <math><semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow>"))
        #expect(page.contains("and <math><semantics><mrow><mi>a</mi><mo>&lt;</mo><mi>b</mi></mrow>"))
        #expect(page.contains("<math display=\"block\"><semantics><mrow><msubsup><mo>∫</mo><mn>0</mn><mn>1</mn></msubsup>"))
        #expect(page.contains("<math display=\"block\"><semantics><msup><mi>x</mi><mn>2</mn></msup>"))
        // A theme's `math` written with its own `$$`: display math, without the dollars.
        #expect(page.contains("<math display=\"block\"><semantics><mrow><munder><mo>∑</mo><mi>i</mi></munder>"))
        #expect(page.contains("<annotation encoding=\"application/x-tex\">\\sum_i x_i</annotation>"))
        // In a sentence, `$$` is inline math, as it is in the text.
        #expect(page.contains("Each of the <math><semantics><mi>k</mi>"))
        #expect(!page.contains("class=\"math\""))
        #expect(!page.contains("<p><pre"))
    }

    @Test func aReferenceToNoPageIsAnError() throws {
        let site = TemporarySite(
            files: ["content/posts/a.md": "---\ntitle: A\ndate: 2020-01-01\n---\n\nSee {{< relref \"missing.md\" >}}.\n"],
            theme: defaultTheme)
        let report = site.build()
        let error = try #require(report.diagnostics.errors.first)
        #expect(error.message.contains("no page is named 'missing.md'"))
        #expect(error.location == SourceLocation(path: "content/posts/a.md", line: 6, column: 5))
    }

    @Test func hostileInputStaysFast() throws {
        let clock = ContinuousClock()
        let start = clock.now
        // Openings that never close, calls that never end, 20,000 warnings: each a scan to the end if done naively.
        _ = try expand(String(repeating: "{{< ", count: 20_000) + String(repeating: "{% x ", count: 20_000))
        _ = try expand(String(repeating: "{{< note >}} ", count: 20_000))
        _ = try expand(String(repeating: "{% x %}\n", count: 20_000))
        _ = try expand(String(repeating: "{% note() %} ", count: 20_000))
        _ = try expand(String(repeating: "`", count: 50_000) + " {{< note >}}")
        // About 2 s in a debug build on one idle core; a scan to the end at each of the 20,000 openings
        // would take minutes. The bound leaves room for a CI machine running the other suites beside it.
        #expect(clock.now - start < .seconds(30))
    }
}
