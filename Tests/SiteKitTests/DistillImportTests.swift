import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site init DIR --from` a Distill for R Markdown blog, written here in the shapes R users' blogs
/// have: `_site.yml` with a navigation bar of words, icons and a menu; `index.Rmd` listing the
/// posts; an about page rendered into `_site/`; a post's folder with its R Markdown, its knitted
/// article (Pandoc's code chunks, a heading wrapped over two lines, a figure, a Plotly widget, a
/// table widget, references), its figures and script libraries and knitr's cache; a post never
/// knitted; an earlier build's `posts/` and `site_libs/` left at the top.
@Suite struct DistillImportTests {
    typealias Folders = ImportTests.Folders

    static let siteConfig = """
        name: "stats-blog"
        title: "Stats with R"
        description: |
          Data science
          with R
        base_url: https://stats.example
        output_dir: "_site"
        theme: theme.css
        navbar:
          right:
            - text: "Home"
              href: index.html
            - text: "About"
              href: about.html
            - text: "More"
              menu:
                - text: "Talks"
                  href: https://talks.example
            - icon: fab fa-github
              href: https://github.com/example
        output: distill::distill_article
        collections:
          posts:
            share: [twitter]
        """

    static let article = #"""
        <!DOCTYPE html>
        <html><head><title>Tidy</title>
        <style>d-article { font-size: 1rem; }</style>
        <script type="text/json" id="radix-rmarkdown-metadata">{"title": "</div>"}</script>
        </head><body>
        <div class="d-title">
        <h1>Tidy data</h1>
        </div>
        <div class="d-byline">Ann Example</div>
        <div class="d-article">
        <div class="d-contents d-contents-float">
        <nav class="l-text toc figcaption" id="TOC">
        <h3>Contents</h3>
        <ul><li><a href="#why-tidy-data-at">Why tidy</a></li></ul>
        </nav>
        </div>
        <div class="layout-chunk" data-layout="l-body">
        <div class="sourceCode">
        <pre class="sourceCode r"><code class="sourceCode r"><span class='va'>x</span> <span class='op'>&lt;-</span> <span class='fu'><a href='https://rdrr.io/r/base/c.html'>c</a></span><span class='op'>(</span><span class='fl'>1</span>, <span class='fl'>2</span><span class='op'>)</span>

        <span class='fu'><a href='https://rdrr.io/r/base/mean.html'>mean</a></span><span class='op'>(</span><span class='va'>x</span><span class='op'>)</span></code></pre>
        </div>
        <pre><code>## [1] 1.5</code></pre>
        </div>
        <h1 id="why-tidy-data-at">Why tidy data at
        all</h1>
        <p>Because <strong>tidy</strong> data<a href="#fn1" class="footnote-ref" id="fnref1"><sup>1</sup></a> is easy.</p>
        <div class="layout-chunk" data-layout="l-body">
        <div class="figure"><span style="display:block;" id="fig:plot"></span>
        <img src="tidy_files/figure-html5/plot-1.png" alt="Counts by day" width="624" />
        <p class="caption">Figure 1: Counts</p>
        </div>
        </div>
        <div class="layout-chunk" data-layout="l-body">
        <div class="plotly html-widget html-fill-item" id="htmlwidget-aa11" style="width:624px;height:384px;"></div>
        <script type="application/json" data-for="htmlwidget-aa11">{"x":{"data":[{"x":["Mon","Tue","Wed"],"y":[3,5,4],"type":"bar","name":"Steps"}],"layout":{"title":{"text":"Steps by day"}},"config":{"showSendToCloud":false}},"evals":[],"jsHooks":[]}</script>
        </div>
        <div class="layout-chunk" data-layout="l-body">
        <div class="datatables html-widget html-fill-item" id="htmlwidget-bb22" style="width:100%;height:auto;"></div>
        <script type="application/json" data-for="htmlwidget-bb22">{"x":{"filter":"none","data":[["1","2"],["Mon","Tue | Wed"],[3.5,4],[true,null]],"container":"<table class=\"display\">\n  <thead>\n    <tr>\n      <th> <\/th>\n      <th>Day<\/th>\n      <th>Steps &amp; more<\/th>\n      <th>Rain<\/th>\n    <\/tr>\n  <\/thead>\n<\/table>","options":{"pageLength":2}},"evals":[],"jsHooks":[]}</script>
        </div>
        <div class="leaflet html-widget" id="htmlwidget-cc33" style="width:100%;height:400px;"></div>
        <script type="application/json" data-for="htmlwidget-cc33">{"x":{"options":{"crs":{}}}}</script>
        <div class="sourceCode" id="cb3"><pre
        class="sourceCode r distill-force-highlighting-css"><code class="sourceCode r"></code></pre></div>
        <div id="refs" class="references csl-bib-body" role="doc-bibliography">
        <div id="ref-Wickham2014" class="csl-entry">Wickham, Hadley. 2014. Tidy Data.</div>
        </div>
        <div class="footnotes footnotes-end-of-document" role="doc-endnotes">
        <hr />
        <ol><li id="fn1"><p>In rows and columns.<a href="#fnref1" class="footnote-back">↩︎</a></p></li></ol>
        </div>
        </div>
        <div class="d-appendix">
        </div>
        </body></html>
        """#

    static func page(_ body: String) -> String {
        "<html><body><div class=\"d-title\"><h1>About</h1></div><div class=\"d-article\">\n\(body)\n</div></body></html>"
    }

    @Test func aDistillBlogsPostsArticlesAndPagesMoveIn() throws {
        let folders = Folders([
            "_site.yml": Self.siteConfig,
            "theme.css": "body { color: red }\n",
            "stats-blog.Rproj": "Version: 1.0\n",
            "index.Rmd": "---\ntitle: \"Latest posts\"\nsite: distill::distill_website\nlisting: posts\n---\n",
            "about.Rmd": "---\ntitle: \"About me\"\ndescription: Who writes here\n---\n\n```{r, echo=FALSE}\nknitr::include_graphics(\"images/me.jpg\")\n```\n",
            "_site/about.html": Self.page("<p>I count things.</p>\n<div class=\"layout-chunk\" data-layout=\"l-body\">\n<p><img src=\"images/me.jpg\" width=\"100\" /></p>\n</div>"),
            "_site/index.html": "<html>old build</html>\n",
            "images/me.jpg": "JPG",
            "cv.Rmd": "---\ntitle: \"CV\"\ndate: \"`r Sys.Date()`\"\nlinks:\n  - label: GitHub\n    url: https://github.com/example\n---\n\nMy work.\n",
            "_posts/2021-01-02-tidy/tidy.Rmd": """
                ---
                title: "Tidy data"
                description: |
                  Why tidy data
                  is easy.
                author:
                  - name: Ann Example
                    url: https://ann.example
                  - name: Bo Example
                date: 01-02-2021
                categories:
                  - R
                  - data
                preview: preview.png
                output:
                  distill::distill_article:
                    self_contained: false
                    toc: true
                ---

                ```{r}
                x <- c(1, 2)
                ```
                """,
            "_posts/2021-01-02-tidy/tidy.html": Self.article,
            "_posts/2021-01-02-tidy/preview.png": "PNG",
            "_posts/2021-01-02-tidy/tidy_files/figure-html5/plot-1.png": "PNG",
            "_posts/2021-01-02-tidy/tidy_files/jquery-3.6.0/jquery.min.js": "jQuery",
            "_posts/2021-01-02-tidy/tidy_cache/html5/chunk.RData": "R",
            "_posts/2021-01-02-tidy/example/_site.yml": "title: an example inside a post\n",
            "_posts/2020-05-01-unknitted/unknitted.Rmd": "---\ntitle: \"Not knitted\"\ndate: \"`r Sys.Date()`\"\n---\n\n```{r}\nsummary(cars)\n```\n",
            "posts/2021-01-02-tidy/index.html": "<html>an earlier build</html>\n",
            "site_libs/jquery/jquery.min.js": "jQuery",
            "docs/index.html": "<html>a build to docs/ before output_dir changed</html>\n",
            "docs/site_libs/jquery/jquery.min.js": "jQuery",
            "index.xml": "<rss/>\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Distill")
        #expect(report.configFiles == ["_site.yml"])
        let config = try #require(folders.read("new/site.yml"))
        for line in [
            "title: \"Stats with R\"", "description: \"Data science with R\"", "base_url: \"https://stats.example\"", "ugly_urls: true", "keep_dates_in_names: true",
            "feed: \"index.xml\"", "{name: \"About\", url: \"/about.html\"}", "{name: \"Talks\", url: \"https://talks.example\"}", "{name: \"GitHub\", url: \"https://github.com/example\"}",
        ] { #expect(config.contains(line), "\(line) in \(config)") }
        #expect(report.leftOut.contains { $0.hasPrefix("theme.css (Distill's theme") }, "\(report.leftOut)")
        #expect(report.leftOut.contains { $0.hasPrefix("1 post never knitted") && $0.contains("_posts/2020-05-01-unknitted/unknitted.Rmd") }, "\(report.leftOut)")
        #expect(report.leftOut.contains { $0.hasPrefix("1 interactive widget (leaflet: 1)") }, "\(report.leftOut)")

        // The post: its source's front matter, its render's article.
        let post = try #require(folders.read("new/content/posts/2021-01-02-tidy/index.md"))
        #expect(post.hasPrefix("""
            ---
            title: "Tidy data"
            date: 2021-01-02
            description: "Why tidy data is easy."
            authors: ["Ann Example", "Bo Example"]
            categories: ["R", "data"]
            image: "preview.png"
            toc: true
            ---

            ```r
            x <- c(1, 2)

            mean(x)
            ```

            ```
            ## [1] 1.5
            ```

            ## Why tidy data at all {#why-tidy-data-at}
            """), "\(post)")
        #expect(post.contains("```plotly\n") && post.contains("\"Steps by day\"") && !post.contains("showSendToCloud"), "\(post)")
        // A DT table widget is the table it showed, R's row numbers left out.
        #expect(post.contains("| Day | Steps &amp; more | Rain |\n| --- | ---: | --- |\n| Mon | 3.5 | TRUE |\n| Tue \\| Wed | 4 |  |\n"), "\(post)")
        #expect(!post.contains("htmlwidget") && !post.contains("<script") && !post.contains("<style") && !post.contains("d-contents") && !post.contains("Contents</h3>"), "\(post)")
        #expect(post.contains("<img src=\"tidy_files/figure-html5/plot-1.png\" alt=\"Counts by day\"") && post.contains("id=\"ref-Wickham2014\"") && post.contains("In rows and columns."))
        #expect(!post.contains("Ann Example</div>"), "the byline is the theme's")
        // Its figures and files come along; its script libraries, cache and inner examples stay.
        #expect(folders.exists("new/content/posts/2021-01-02-tidy/tidy_files/figure-html5/plot-1.png") && folders.exists("new/content/posts/2021-01-02-tidy/preview.png"))
        #expect(!folders.exists("new/content/posts/2021-01-02-tidy/tidy_files/jquery-3.6.0") && !folders.exists("new/content/posts/2021-01-02-tidy/tidy_cache"))
        #expect(!folders.exists("new/content/posts/2021-01-02-tidy/tidy.Rmd") && !folders.exists("new/content/posts/2021-01-02-tidy/tidy.html") && !folders.exists("new/content/posts/2021-01-02-tidy/example"))
        // A post never knitted is its source, dated by its folder, its code shown.
        let unknitted = try #require(folders.read("new/content/posts/2020-05-01-unknitted/index.Rmd"))
        #expect(unknitted.hasPrefix("---\ntitle: \"Not knitted\"\ndate: 2020-05-01\n---\n") && unknitted.contains("summary(cars)"), "\(unknitted)")
        // The about page is its render's article; the home page's listing is the theme's list.
        #expect(folders.read("new/content/about.md")?.hasPrefix("---\ntitle: \"About me\"\ndescription: \"Who writes here\"\n---\n\n<p>I count things.</p>") == true)
        #expect(!folders.exists("new/content/index.Rmd") && !folders.exists("new/content/about.Rmd"))
        // A page never knitted is its source, its front matter kept but a date R would fill in.
        #expect(folders.read("new/content/cv.Rmd") == "---\ntitle: \"CV\"\nlinks:\n  - label: GitHub\n    url: https://github.com/example\n---\n\nMy work.\n")
        #expect(folders.read("new/static/images/me.jpg") == "JPG")
        for path in ["new/static/theme.css", "new/static/stats-blog.Rproj", "new/static/posts", "new/static/site_libs", "new/static/index.xml", "new/static/_site", "new/content/_site", "new/static/docs"] {
            #expect(!folders.exists(path), "\(path)")
        }

        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let page = try #require(folders.read("new/public/posts/2021-01-02-tidy/index.html"))
        #expect(page.contains("aria-roledescription=\"bar chart\"") && page.contains("Steps by day"), "the Plotly widget is drawn")
        #expect(page.contains(">Mon</td>") && page.contains(">Steps &amp; more</th>"), "the table widget is a table")
        #expect(page.contains("<h2 id=\"why-tidy-data-at\"") && page.contains("href=\"#why-tidy-data-at\""), "the heading and the theme's contents")
        #expect(page.contains("class=\"language-r") || page.contains("language-r"), "the code is R's, highlighted")
        #expect(folders.exists("new/public/posts/2021-01-02-tidy/tidy_files/figure-html5/plot-1.png"))
        #expect(folders.read("new/public/about.html")?.contains("I count things.") == true)
        #expect(folders.read("new/public/cv.html")?.contains("My work.") == true)
        let home = try #require(folders.read("new/public/index.html"))
        #expect(home.contains("Tidy data") && home.contains("Not knitted"))
        #expect(folders.exists("new/public/index.xml"))
    }

    /// A post that is only its render (`distill::import_post()` brings one from RPubs as
    /// `index.html`, no R Markdown beside it): what it says of itself is read from the render's head.
    @Test func aPostThatIsOnlyItsRenderIsReadFromItsHead() throws {
        let render = """
            <!DOCTYPE html><html><head>
            <title>HW1 &amp; more</title>
            <meta property="description" itemprop="description" content="third attempt :)" />
            <meta property="article:published" itemprop="datePublished" content="2022-02-02" />
            <meta name="article:author" content="April Example" />
            <meta name="article:author" content="Ben Example" />
            <meta property="og:image" content="https://rpubs.example/posts/hw1/distill-preview.png" />
            <style>d-article { color: red }</style>
            </head><body>
            <div class="d-title"><h1>HW1</h1><div class="dt-tags"><div class="dt-tag">homework</div></div></div>
            <div class="d-article">
            <p>Answers.</p>
            </div></body></html>
            """
        let folders = Folders([
            "_site.yml": "title: Class\noutput: distill::distill_article\n",
            "_posts/httprpubscomexample861483/index.html": render,
            "_posts/httprpubscomexample861483/distill-preview.png": "PNG",
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        let post = try #require(folders.read("new/content/posts/httprpubscomexample861483/index.md"))
        #expect(post == """
            ---
            title: "HW1 & more"
            date: 2022-02-02
            description: "third attempt :)"
            authors: ["April Example", "Ben Example"]
            categories: ["homework"]
            image: "distill-preview.png"
            ---

            <p>Answers.</p>

            """, "\(post)")
        #expect(folders.exists("new/content/posts/httprpubscomexample861483/distill-preview.png") && !folders.exists("new/content/posts/httprpubscomexample861483/index.html"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.read("new/public/posts/httprpubscomexample861483/index.html")?.contains("Answers.") == true)
    }

    @Test func distillDatesAreReadAsDistillReadsThem() {
        #expect(DistillFrontMatter.isoDate("2021-08-17") == "2021-08-17")
        #expect(DistillFrontMatter.isoDate("2021-8-7T10:00:00") == "2021-08-07")
        #expect(DistillFrontMatter.isoDate("01-02-2021") == "2021-01-02", "month first")
        #expect(DistillFrontMatter.isoDate("29-12-2020") == "2020-12-29", "day first when the first is no month")
        #expect(DistillFrontMatter.isoDate("August 15, 2023") == "2023-08-15")
        #expect(DistillFrontMatter.isoDate("15 Aug. 2023") == "2023-08-15")
        #expect(DistillFrontMatter.isoDate("`r Sys.Date()`") == nil)
        #expect(DistillFrontMatter.isoDate("13-13-2020") == nil)
        #expect(DistillSite.folderDate("2021-01-02-tidy") == "2021-01-02" && DistillSite.folderDate("welcome") == nil)
        // A page never knitted keeps its front matter, its date made one the build reads.
        #expect(DistillFrontMatter.withReadableDate("---\ntitle: Me\ndate: \"`r Sys.Date()`\"\nlinks:\n  - label: GitHub\n---\n\nHi.\n") == "---\ntitle: Me\nlinks:\n  - label: GitHub\n---\n\nHi.\n")
        #expect(DistillFrontMatter.withReadableDate("---\ndate: 'March 3, 2022'\n---\nHi.") == "---\ndate: 2022-03-03\n---\nHi.")
    }

    /// An R Markdown website (`html_document` pages rendered into `docs/`), as course sites and
    /// portfolios are: each page its render's main container without the navigation bar, title
    /// block and floating contents, Pandoc's sections unwrapped, code chunks fenced, its figures
    /// at the address the page links; a page never rendered is its source.
    @Test func anRMarkdownWebsitesPagesAreTheirRenders() throws {
        let render = #"""
            <!DOCTYPE html><html><head><title>About me</title><style>.main-container { max-width: 940px; }</style></head><body>
            <div class="container-fluid main-container">
            <div class="row">
            <div class="col-xs-12 col-sm-4 col-md-3">
            <div id="TOC" class="tocify"></div>
            </div>
            <div class="toc-content col-xs-12 col-sm-8 col-md-9">
            <div class="navbar navbar-default  navbar-fixed-top" role="navigation">
              <div class="container"><a class="navbar-brand" href="index.html">My site</a>
              <ul class="nav navbar-nav"><li><a href="about.html">About</a></li></ul></div>
            </div>
            <div id="header">
            <h1 class="title toc-ignore">About <em>me</em></h1>
            <h4 class="author">Ann Example</h4>
            </div>
            <div id="work" class="section level2">
            <h2>Work</h2>
            <p>I count birds.</p>
            <pre class="r"><code>birds &lt;- read.csv(&quot;birds.csv&quot;)
            nrow(birds)</code></pre>
            <pre><code>## [1] 42</code></pre>
            <div id="plots" class="section level3">
            <h3>Plots</h3>
            <p><img src="about_files/figure-html/unnamed-chunk-2-1.png" width="672" /></p>
            </div>
            </div>
            </div>
            </div>
            </div>
            <script>$(document).ready(function () { window.buildTabsets("TOC"); });</script>
            </body></html>
            """#
        let folders = Folders([
            "_site.yml": "name: \"my-site\"\noutput_dir: \"docs\"\nnavbar:\n  title: \"My site\"\n  left:\n    - text: \"Home\"\n      href: index.html\n    - text: \"About\"\n      href: about.html\n    - text: \"More\"\n      menu:\n        - text: \"Projects\"\n          href: projects.html\noutput:\n  html_document:\n    theme: cosmo\n    toc: true\n    toc_float: true\n",
            "index.Rmd": "---\ntitle: \"Welcome\"\n---\n\nHello.\n",
            "about.Rmd": "---\ntitle: \"About me\"\n---\n\n## Work\n\n```{r}\nnrow(birds)\n```\n",
            "projects.Rmd": "---\ntitle: \"Projects\"\ndate: \"`r Sys.Date()`\"\n---\n\n```{r}\nsummary(cars)\n```\n",
            "docs/index.html": render.replacingOccurrences(of: "About <em>me</em>", with: "Welcome").replacingOccurrences(of: "I count birds.", with: "Hello."),
            "docs/about.html": render,
            "docs/about_files/figure-html/unnamed-chunk-2-1.png": "PNG",
            "docs/site_libs/jquery/jquery.min.js": "jQuery",
            "images/me.jpg": "JPG",
            "public/images/svm.png": "PNG",
            "dash.Rmd": "---\ntitle: Dashboard\noutput: flexdashboard::flex_dashboard\n---\n\nColumn\n",
            "docs/dash.html": "<html><body><div class=\"navbar\"></div><div class=\"section level1\">flexdashboard</div></body></html>\n",
            "my-site.Rproj": "Version: 1.0\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "R Markdown")
        let config = try #require(folders.read("new/site.yml"))
        for line in ["title: \"My site\"", "ugly_urls: true", "{name: \"About\", url: \"/about.html\"}", "{name: \"Projects\", url: \"/projects.html\"}"] {
            #expect(config.contains(line), "\(line) in \(config)")
        }
        #expect(report.leftOut.contains { $0.hasPrefix("1 page never rendered (no .html in docs/)") && $0.contains("projects.Rmd") }, "\(report.leftOut)")
        #expect(report.leftOut.contains { $0.hasPrefix("1 page whose render is no html_document page") && $0.contains("dash.Rmd") }, "\(report.leftOut)")
        // A `public/` folder is the site's own here, not Hugo's output.
        #expect(folders.read("new/static/public/images/svm.png") == "PNG")
        let about = try #require(folders.read("new/content/about.md"))
        #expect(about == """
            ---
            title: "About me"
            toc: true
            ---

            ## Work {#work}

            <p>I count birds.</p>

            ```r
            birds <- read.csv("birds.csv")
            nrow(birds)
            ```

            ```
            ## [1] 42
            ```

            ### Plots {#plots}

            <p><img src="about_files/figure-html/unnamed-chunk-2-1.png" width="672" /></p>

            """, "\(about)")
        #expect(folders.read("new/content/index.md")?.contains("<p>Hello.</p>") == true)
        #expect(folders.read("new/content/projects.Rmd") == "---\ntitle: \"Projects\"\n---\n\n```{r}\nsummary(cars)\n```\n")
        #expect(folders.read("new/static/about_files/figure-html/unnamed-chunk-2-1.png") == "PNG" && folders.read("new/static/images/me.jpg") == "JPG")
        for path in ["new/static/docs", "new/static/site_libs", "new/static/my-site.Rproj", "new/content/about.Rmd"] { #expect(!folders.exists(path), "\(path)") }
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let page = try #require(folders.read("new/public/about.html"))
        #expect(page.contains("I count birds.") && page.contains("<h2 id=\"work\"") && page.contains("src=\"about_files/figure-html/unnamed-chunk-2-1.png\""))
        #expect(folders.exists("new/public/about_files/figure-html/unnamed-chunk-2-1.png"))
    }

    /// R Markdown's plain websites (`html_document`) are not Distill's: another import's, or none.
    @Test func aPlainRMarkdownWebsiteIsNoDistillSite() throws {
        let folders = Folders([
            "_site.yml": "name: course\noutput:\n  html_document:\n    theme: cosmo\n",
            "index.Rmd": "---\ntitle: Course\n---\n\nHello.\n",
        ])
        #expect(try DistillSite.read(folders.old) == nil)
        // Radix, Distill's name in 2018, is Distill.
        let radix = Folders(["_site.yml": "name: blog\noutput: radix::radix_article\n", "index.Rmd": "---\nsite: radix::radix_website\nlisting: posts\n---\n"])
        #expect(try DistillSite.read(radix.old)?.generator == .distill)
    }
}
