import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site init DIR --from OLD`: a new site made of a Hugo, Jekyll, Zola, Hexo, Quarto, Eleventy, Astro, Docusaurus, Gatsby, Next.js or Pelican site, written
/// here in the shapes those generators' sites have.
@Suite struct ImportTests {
    /// An old site's folder and a place for the new one, removed when the test ends.
    final class Folders {
        let root = FileManager.default.temporaryDirectory.appending(path: "import-\(UUID().uuidString)")
        var old: URL { root.appending(path: "old") }
        var new: URL { root.appending(path: "new") }

        init(_ files: [String: String]) {
            for (path, text) in files { write("old/" + path, text) }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ path: String, _ text: String) {
            let url = root.appending(path: path)
            try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: url)
        }

        func read(_ path: String) -> String? {
            FileManager.default.contents(atPath: root.appending(path: path).path).map { String(decoding: $0, as: UTF8.self) }
        }

        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root.appending(path: path).path) }

        /// The new site built with a fixed clock.
        func build() -> BuildReport {
            var options = BuildOptions(root: new)
            options.now = ISO8601DateFormatter().date(from: "2026-06-01T00:00:00Z")
            return buildSite(options)
        }
    }

    static let hugoPost = "+++\ntitle = \"Steps\"\ndate = 2019-03-05\ntags = [\"walking\"]\n+++\nI walked.\n"

    @Test func aHugoSiteKeepsItsSettingsAddressesAndFiles() throws {
        let folders = Folders([
            "config.toml": """
                baseURL = "https://stats.example.org/"
                title = "Simple \\"Stats\\""
                languageCode = "en-gb"
                paginate = 5
                [params]
                  description = "Numbers, plainly."
                  author = "Ada"
                [permalinks]
                  post = "/:year/:month/:day/:slug/"
                [indexes]
                  tag = "tags"
                  topic = "topics"
                [[menu.main]]
                  name = "About"
                  url = "/about/"
                  weight = 2
                [[menu.main]]
                  name = "Archive"
                  url = "/post/"
                  weight = 1
                [[menu.main]]
                  name = "Sub"
                  url = "/sub/"
                  parent = "About"
                """,
            "content/post/2019-03-05-steps.md": Self.hugoPost,
            "content/about.md": "---\ntitle: About\n---\nMe.\n",
            "static/img/logo.png": "PNG",
            "content/post/2019-03-06-quoted.md": "+++\ntitle = \"Quoted\"\ndate = 2019-03-06\n+++\nSee {{< hl-text red >}}this & that{{< /hl-text >}}.\n\n{{< pullquote >}}Numbers *plainly*.{{< /pullquote >}}\n",
            "layouts/shortcodes/fluid_img.html": #"{{ $.Scratch.Set "w" (.Get "width") }}<img>"#,
            "layouts/shortcodes/youtube.html": "<iframe>",
            "layouts/shortcodes/hl-text.html": #"<span class="highlight-text {{ .Get 0 }}">{{ .Inner }}</span>"#,
            // Hugo 0.146's folder, as Hugo's docs have it; their `include` is the build's own.
            "layouts/_shortcodes/new-in.html": #"<span class="new-in">New in v{{ .Get 0 }}</span>"#,
            "layouts/_shortcodes/include.html": #"{{ with site.GetPage (.Get 0) }}{{ .RenderShortcodes }}{{ end }}"#,
            "layouts/_default/single.html": "{{ .Content }}",
            "themes/blackburn/layouts/shortcodes/tweet2.html": "{{ range .Params }}{{ . }}{{ end }}",
            "themes/blackburn/layouts/shortcodes/pullquote.html": "<blockquote class=\"pullquote\">\n  {{- .Inner | markdownify -}}\n</blockquote>",
            "themes/blackburn/layouts/shortcodes/hl-text.html": "the theme's, which the site's own overrides",
            "data/people.yaml": "a: 1",
            "public/index.html": "old output",
            "public/_redirects": "/authors/* /author/:splat\n",
            "netlify.toml": "[build]\npublish = \"public\"\n[[redirects]]\nfrom = \"/old/*\"\nto = \"/new/:splat\"\nstatus = 302\nforce = true\n[[redirects]]\nfrom = \"/gone\"\nto = \"/404.html\"\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Hugo")
        #expect(report.configFiles == ["config.toml"])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.copied.map(\.folder) == ["content", "data", "static"])
        #expect(report.copied.map(\.count) == [3, 1, 1])
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("title: \"Simple \\\"Stats\\\"\""))
        #expect(config.contains("description: \"Numbers, plainly.\"\nauthor: \"Ada\"\nbase_url: \"https://stats.example.org/\"\nlanguage: \"en-gb\""))
        #expect(config.contains("paginate: 5 "))
        #expect(config.contains("permalinks:\n  \"post\": \"/:year/:month/:day/:slug/\""))
        #expect(config.contains("taxonomies:\n  \"tag\": \"tags\"\n  \"topic\": \"topics\""))
        // Terms stay where Hugo wrote them, so old links to /tags/c++/ still lead there.
        #expect(config.contains("\nterm_slugs: hugo "))
        // By weight; a link under a parent is the old theme's submenu.
        #expect(config.contains("menu:\n  - {name: \"Archive\", url: \"/post/\"}\n  - {name: \"About\", url: \"/about/\"}\n"))
        #expect(!config.contains("Sub"))
        #expect(folders.read("new/static/img/logo.png") == "PNG")
        #expect(!folders.exists("new/public") && !folders.exists("new/layouts"))
        // The redirect rules kept in the publish folder and netlify.toml's go on working from static/.
        #expect(folders.read("new/static/_redirects") == "/authors/* /author/:splat\n/old/* /new/:splat 302!\n/gone /404.html 301\n")
        // Hugo's data files are the site's data, which charts and includes read.
        #expect(folders.read("new/data/people.yaml") == "a: 1")
        #expect(!folders.exists("new/content/posts"), "the sample post is not added")
        #expect(report.leftOut.contains { $0.contains("layouts/") })
        #expect(report.leftOut.contains { $0.contains("shortcodes fluid_img, tweet2, which the default theme lacks") })
        // Shortcodes whose Go templates Mustache can say are written into the new theme, the site's own before its theme's.
        // The default theme's own pullquote stands in for the old theme's.
        #expect(report.translated == ["the old theme's shortcodes hl-text, new-in, written from their templates as themes/default/shortcodes/NAME.mustache: check that each draws what it did"])
        #expect(folders.read("new/themes/default/shortcodes/hl-text.mustache")?.hasSuffix(#"<span class="highlight-text {{0}}">{{{inner}}}</span>"#) == true)
        #expect(!report.leftOut.contains { $0.contains("youtube") || $0.contains("include") }, "the default theme has its own youtube, and the build its include")
        #expect(folders.read("new/themes/default/shortcodes/new-in.mustache")?.hasSuffix(#"<span class="new-in">New in v{{0}}</span>"#) == true)
        #expect(!report.leftOut.contains { $0.hasPrefix("data/") })
        // The old site is only read.
        #expect(folders.read("old/public/index.html") == "old output")

        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let post = try #require(folders.read("new/public/2019/03/05/steps/index.html"))
        #expect(post.contains("I walked."))
        // The list Hugo writes at the posts folder's address, which the old menu links.
        let list = try #require(folders.read("new/public/post/index.html"))
        #expect(list.contains("/2019/03/05/steps/"))
        #expect(folders.read("new/public/img/logo.png") == "PNG")
        let quoted = try #require(folders.read("new/public/2019/03/06/quoted/index.html"))
        #expect(quoted.contains(#"See <span class="highlight-text red">this & that</span>."#), "\(quoted)")
        #expect(quoted.contains("<blockquote class=\"pullquote\"><p>Numbers <em>plainly</em>.</p>"), "\(quoted)")
    }

    /// A site's own shortcode named as one of Hugo's (`ref`) that wraps the text inside it, where
    /// Hugo's links to a page, is the site's: written from its template, and a call without a page
    /// to link to is no error. A link whose text defaults to its address (`default (.Get 0)`) is
    /// written too.
    @Test func aSitesOwnShortcodeOfAHugoNameThatWrapsTextIsItsOwn() throws {
        let folders = Folders([
            "hugo.toml": "title = 'Slides'\n",
            "layouts/shortcodes/ref.html": "<div class='slide-ref'>\n{{ .Inner }}\n</div>\n",
            "layouts/shortcodes/url.html": "<a href=\"{{ .Get 0 }}\" class='slide-url'>\n {{- .Get 1 | default (.Get 0) -}}\n</a>\n",
            "content/posts/keras.md": "+++\ntitle = 'Keras'\ndate = 2024-11-24\n+++\nKeras is an API.\n\n{{< ref >}}\nTensorFlow, {{< url \"https://www.tensorflow.org/guide/keras\" >}}.\n{{< /ref >}}\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.translated.contains { $0.contains("shortcodes ref, url,") }, "\(report.translated)")
        #expect(folders.read("new/themes/default/shortcodes/ref.mustache")?.hasSuffix("<div class='slide-ref'>\n{{{inner}}}\n</div>\n") == true)
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let post = try #require(folders.read("new/public/posts/keras/index.html"))
        #expect(post.contains("<div class='slide-ref'>") && post.contains(#"<a href="https://www.tensorflow.org/guide/keras" class='slide-url'>https://www.tensorflow.org/guide/keras</a>"#), "\(post)")
    }

    /// A Hugo Blox site's home page shows its owner's profile: the picture in `assets/media/authors/`
    /// comes along to `static/`, where the biography block finds it.
    @Test func aHugoBloxSitesProfilePictureComesAlong() throws {
        let folders = Folders([
            "config/_default/hugo.yaml": "baseURL: https://me.example/\ntitle: Me\n",
            "content/_index.md": "---\ntitle: ''\nsections:\n  - block: resume-biography-3\n    content:\n      username: me\n---\n",
            "data/authors/me.yaml": "name: {display: Dr. Alex Johnson}\nrole: Scientist\n",
            "assets/media/authors/me.png": "png",
            "assets/media/icons/brands/x.svg": "<svg/>",
        ])
        try initSite(at: folders.new, from: folders.old)
        #expect(folders.read("new/static/media/authors/me.png") == "png" && !folders.exists("new/static/media/icons"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.read("new/public/index.html")?.contains(#"<img src="/media/authors/me.png" alt="Dr. Alex Johnson""#) == true)
    }

    /// Hugo and Zola publish a theme's static files beside the site's: the ones a page names
    /// (tidyverse.org's learn page shows `../images/cover.png` from its theme) come along, the
    /// theme's own styles and scripts do not, and the site's own file of a name wins.
    @Test func theOldThemesFilesThatPagesNameComeAlong() throws {
        let hugo = Folders([
            "config.toml": "title = 'Tidy'\ntheme = 'graphite'\n",
            "content/learn/index.md": "---\ntitle: Learn\n---\n<img src=\"../images/cover.png\" alt=\"The book's cover\">\n\n![Logo](/logo.svg)\n",
            "themes/graphite/static/images/cover.png": "png",
            "themes/graphite/static/logo.svg": "<svg/>",
            "themes/graphite/static/css/graphite.css": "body{}",
            "themes/graphite/static/images/unused.png": "png",
            "static/logo.svg": "<svg id=\"own\"/>",
            // Named by a file of the same name in another folder: not this one (roweb3's theme has a
            // `champions/index.html`, which would take the champions section's address).
            "themes/graphite/static/champions/index.html": "<p>old</p>",
            "themes/graphite/static/other/cover.png": "png",
            "content/champions/_index.md": "---\ntitle: Champions\n---\nSee [the list](index.html).\n",
            // A photo named as a phone names it, with a space (roweb3's), called whole and percent-encoded.
            "content/blog/workshop.md": "---\ntitle: Workshop\n---\n{{< figure src=\"/img/2018-05-21 08.25.15.jpg\" alt=\"Educators\" >}}\n\n![Board](/img/2018-05-21%2009.10.00.jpg)\n",
            "themes/graphite/static/img/2018-05-21 08.25.15.jpg": "jpg",
            "themes/graphite/static/img/2018-05-21 09.10.00.jpg": "jpg",
            "themes/graphite/static/img/2018-05-21 10.00.00.jpg": "jpg",
            // Named in other letter case, as a Mac's disk serves it: copied, and the build says so.
            "content/blog/palettes.md": "---\ntitle: Palettes\n---\n![Example](/img/Ochre_Example2.png)\n",
            "themes/graphite/static/img/OchRe_Example2.png": "png",
        ])
        _ = try initSite(at: hugo.new, from: hugo.old)
        #expect(hugo.exists("new/static/img/2018-05-21 08.25.15.jpg") && hugo.exists("new/static/img/2018-05-21 09.10.00.jpg"))
        #expect(!hugo.exists("new/static/img/2018-05-21 10.00.00.jpg"), "named by no page")
        #expect(hugo.exists("new/static/img/OchRe_Example2.png"))
        let built = hugo.build()
        #expect(built.diagnostics.warnings.contains { $0.message.contains("(/img/Ochre_Example2.png and /img/OchRe_Example2.png)") }, "\(built.diagnostics)")
        #expect(hugo.exists("new/static/images/cover.png"))
        #expect(!hugo.exists("new/static/champions/index.html") && !hugo.exists("new/static/other/cover.png"))
        #expect(hugo.read("new/static/logo.svg") == "<svg id=\"own\"/>")
        #expect(!hugo.exists("new/static/css/graphite.css") && !hugo.exists("new/static/images/unused.png"))
        #expect(hugo.build().succeeded)
        #expect(hugo.exists("new/public/images/cover.png"))

        // Hugo's assets/ files are published at their path when a template asks for one (LoveIt's
        // music cover): those a page names come along; its styles stay behind.
        let loveIt = Folders([
            "hugo.toml": "title = 'Love'\n",
            "content/posts/music/index.md": "+++\ntitle = 'Music'\n+++\n{{< music url=\"/music/a.mp3\" name=A cover=\"/images/Wavelength.jpg\" >}}\n",
            "assets/images/Wavelength.jpg": "jpg",
            "assets/images/unused.jpg": "jpg",
            "assets/css/_custom.scss": "body{}",
        ])
        let report = try initSite(at: loveIt.new, from: loveIt.old)
        #expect(loveIt.exists("new/static/images/Wavelength.jpg") && !loveIt.exists("new/static/images/unused.jpg") && !loveIt.exists("new/static/css/_custom.scss"))
        #expect(report.leftOut.contains("assets/ (Hugo's pipes; the files pages name are copied to static/)"), "\(report.leftOut)")

        let zola = Folders([
            "config.toml": "base_url = 'https://example.org'\ntitle = 'Z'\ntheme = 'tabi'\n",
            "content/about.md": "+++\ntitle = 'About'\n+++\n![Me](/img/me.jpg)\n",
            "themes/tabi/static/img/me.jpg": "jpg",
            "themes/tabi/static/js/theme.js": "x",
        ])
        _ = try initSite(at: zola.new, from: zola.old)
        #expect(zola.exists("new/static/img/me.jpg") && !zola.exists("new/static/js/theme.js"))
    }

    /// Congo's split configuration: one file per language (`languages.en.toml` holds English's
    /// settings, `[params] mainSections` among them), in the order of their weights.
    @Test func aFileForEachLanguageIsThatLanguagesSettings() throws {
        let folders = Folders([
            "config/_default/config.toml": "defaultContentLanguage = \"en\"\n",
            "config/_default/languages.en.toml": "languageCode = \"en-AU\"\nlanguageName = \"English\"\nweight = 1\ntitle = \"Congo\"\n[params]\n  mainSections = [\"samples\"]\n",
            "config/_default/languages.de.toml": "languageName = \"Deutsch\"\nweight = 3\ntitle = \"Kongo\"\n",
            "config/_default/languages.zh-Hans.toml": "languageName = \"简体中文\"\nweight = 2\n",
            "content/samples/a/index.md": Self.hugoPost,
            "content/samples/a/index.de.md": Self.hugoPost,
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.configFiles.contains("config/_default/languages.de.toml") && report.configFiles.contains("config/_default/languages.en.toml"))
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("title: \"Congo\"") && config.contains("language: \"en-AU\"") && config.contains("posts: \"samples\""), "\(config)")
        let zh = try #require(config.range(of: "\"zh-hans\": {name: \"简体中文\"}")), de = try #require(config.range(of: "\"de\": {name: \"Deutsch\", title: \"Kongo\"}"))
        #expect(zh.lowerBound < de.lowerBound, "\(config)")
        #expect(!config.contains("languagecode"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.exists("new/public/de/samples/a/index.html"))
    }

    @Test func hugosSplitConfigurationIsReadWithItsMenus() throws {
        let folders = Folders([
            "config/_default/hugo.yaml": "title: Split\nbaseURL: https://split.example/\npagination:\n  pagerSize: 7\nparams:\n  github_repo: https://github.com/me/split\n  author: Ada\n",
            "config/_default/menus.en.toml": "[[main]]\nname = \"Posts\"\npageRef = \"/posts\"\n",
            "config/_default/params.toml": "author = { name = \"Grace\" }\n",
            "config/_default/languages.toml": "[en]\nlanguageName = \"English\"\nweight = 1\n[zh-hant-tw]\nlanguageName = \"正體中文\"\ntitle = \"分開\"\nweight = 2\n",
            "content/posts/a.md": Self.hugoPost,
            "content/posts/a.zh-hant-tw.md": Self.hugoPost,
            "content/posts/b.md": "+++\ntitle = 'B'\ndate = 2024-01-01\n+++\nThe [code]({{< param github_repo >}}).\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.configFiles == ["config/_default/hugo.yaml", "config/_default/menus.en.toml", "config/_default/params.toml", "config/_default/languages.toml"])
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("title: \"Split\""))
        #expect(config.contains("author: \"Grace\""))
        #expect(config.contains("paginate: 7 "))
        #expect(config.contains("- {name: \"Posts\", url: \"/posts\"}"))
        // Hugo merges the main file's params with params.toml's (the file's win): both are kept.
        #expect(config.contains("\"github_repo\": \"https://github.com/me/split\""), "\(config)")
        let build = folders.build()
        #expect(build.succeeded && build.diagnostics.isEmpty, "\(build.diagnostics)")
        #expect(folders.read("new/public/posts/b/index.html")?.contains("<a href=\"https://github.com/me/split\">code</a>") == true)
        // languages.toml (Stack's demo), its Taiwanese translation named by language, script and region.
        #expect(config.contains("\"zh-hant-tw\": {name: \"正體中文\", title: \"分開\"}"), "\(config)")
        #expect(folders.exists("new/public/zh-hant-tw/posts/a/index.html") && !folders.exists("new/public/posts/a.zh-hant-tw/index.html"))
    }

    /// Goldmark's passthrough names the delimiters of formulas: without `$` among the inline ones,
    /// `$…$` is text in the new site too (wiloon.com's `$GOOS_$GOARCH`); with it, the default stays.
    @Test func hugosMathDelimitersDecideWhetherADollarIsMath() throws {
        let passthrough = """
            baseURL = "https://w.example/"
            [markup.goldmark.extensions.passthrough]
              enable = true
              [markup.goldmark.extensions.passthrough.delimiters]
                block = [['\\[', '\\]'], ['$$', '$$']]
                inline = [INLINE]

            """
        let post = "---\ntitle: Go\ndate: 2024-01-01\n---\nBuilt in $GOOS_$GOARCH, and \\(x_i\\).\n"
        let without = Folders(["hugo.toml": passthrough.replacingOccurrences(of: "INLINE", with: "['\\(', '\\)']"), "content/posts/go.md": post])
        try initSite(at: without.new, from: without.old)
        #expect(try #require(without.read("new/site.yml")).contains("  single_dollar_math: false"))
        let built = without.build()
        #expect(built.succeeded && built.diagnostics.warnings.isEmpty, "\(built.diagnostics)")
        #expect(without.read("new/public/posts/go/index.html")?.contains("Built in $GOOS_$GOARCH, and <") == true)
        let with = Folders(["hugo.toml": passthrough.replacingOccurrences(of: "INLINE", with: "['\\(', '\\)'], ['$', '$']"), "content/posts/go.md": post])
        try initSite(at: with.new, from: with.old)
        #expect(try #require(with.read("new/site.yml")).contains("single_dollar_math") == false)
    }

    /// A blogdown theme loads math-code.js, which makes `` `\(x\)` `` in a post a formula: the new
    /// site says so in `site.yml`, and its posts show the formulas; a site without the script keeps code as code.
    @Test func aThemeThatMakesCodeFormulasCarriesThatOver() throws {
        let post = "---\ntitle: Demand\ndate: 2018-02-15\n---\nDemand is `\\(Q = 10 - 2P\\)`.\n"
        let blogdown = Folders([
            "config.toml": "baseURL = \"https://b.example/\"\ntheme = \"lithium\"\n", "content/post/demand.markdown": post,
            "themes/lithium/layouts/partials/footer_mathjax.html": "<script src=\"{{ \"/js/math-code.js\" | relURL }}\"></script>\n",
        ])
        try initSite(at: blogdown.new, from: blogdown.old)
        #expect(try #require(blogdown.read("new/site.yml")).contains("  math_in_code: true"))
        let built = blogdown.build()
        #expect(built.succeeded, "\(built.diagnostics)")
        let page = try #require(blogdown.read("new/public/post/demand/index.html"))
        #expect(page.contains("Demand is <math") && !page.contains("<code>\\(Q"), "\(page)")
        let plain = Folders(["config.toml": "baseURL = \"https://b.example/\"\n", "content/post/demand.markdown": post])
        try initSite(at: plain.new, from: plain.old)
        #expect(try #require(plain.read("new/site.yml")).contains("math_in_code") == false)
    }

    /// Macros a MathJax or KaTeX configuration in the old theme defines (`\\independent`, `\\mat{A}`)
    /// are the new site's `markdown.math_macros`, and posts that use them are typeset; they were
    /// unknown commands, shown as TeX with a warning each.
    @Test func theOldThemesMathMacrosCarryOver() throws {
        let layout = #"""
            <script type='text/x-mathjax-config'>
            MathJax.Hub.Config({
              TeX: {
                Macros: {
                  independent: ["{\\perp}"],   // conditional independence
                  mat: ["{\\mathbb{#1}}", 1],
                  'it': "isn't"
                }
              }
            });
            </script>
            {{ content }}
            """#
        let post = "---\ntitle: Lecture\ndate: 2017-02-27\n---\nIf $A \\independent B$ and $\\mat{R}$.\n"
        let jekyll = Folders(["_config.yml": "title: Notes\n", "_layouts/post.html": layout, "_posts/2017-02-27-lecture.md": post])
        try initSite(at: jekyll.new, from: jekyll.old)
        let settings = try #require(jekyll.read("new/site.yml"))
        #expect(settings.contains("  math_macros:") && settings.contains("    independent: '{\\perp}'") && settings.contains("    mat: ['{\\mathbb{#1}}', 1]"), "\(settings)")
        #expect(settings.contains("    it: 'isn''t'"))
        let built = jekyll.build()
        #expect(built.succeeded && !built.diagnostics.contains { $0.message.contains("cannot typeset") }, "\(built.diagnostics)")
        let page = try #require(jekyll.read("new/public/2017/02/27/lecture.html"))
        #expect(page.contains("<mo>⊥</mo>") && page.contains("<mi>ℝ</mi>"), "\(page)")
        // KaTeX's keys carry their backslash; MathJax 3 writes `macros` under `tex`.
        #expect(MathMacroImport.macros(in: ##"renderMathInElement(document.body, {macros: {"\\RR": "\\mathbb{R}", "\\f": "#1f(#2)"}})"##)
            == [.init(name: "RR", body: "\\mathbb{R}", parameterCount: 0), .init(name: "f", body: "#1f(#2)", parameterCount: 0)])
        #expect(MathMacroImport.macros(in: "window.MathJax = { tex: { macros: { bold: ['{\\\\bf #1}', 1], E: `\\\\mathbb{E}` } } };").map(\.name) == ["bold", "E"])
        // A site without such a configuration writes none.
        let plain = Folders(["_config.yml": "title: Notes\n", "_posts/2017-02-27-lecture.md": post])
        try initSite(at: plain.new, from: plain.old)
        #expect(try #require(plain.read("new/site.yml")).contains("math_macros") == false)
    }

    /// Jekyll's own docs, and older themes, name the site with `name:`; `title:` wins where both are.
    /// Hugo themes read `params.mainSections` for the sections whose pages are posts: they are the posts folders here.
    @Test func hugosMainSectionsAreThePostsFolders() throws {
        let folders = Folders([
            "hugo.toml": "title = \"Notes\"\n[params]\n  mainSections = [\"writing\", \"til\", \"missing\"]\n",
            "content/writing/essay.md": Self.hugoPost,
            "content/til/grep.md": "+++\ntitle = \"grep -c\"\ndate = 2020-01-02\n+++\nCounts.\n",
            "content/about.md": "+++\ntitle = \"About\"\n+++\nMe.\n",
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        #expect(folders.read("new/site.yml")?.contains("posts: [\"writing\", \"til\"]") == true, "\(folders.read("new/site.yml") ?? "")")
        let report = folders.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(folders.read("new/public/index.html"))
        #expect(home.contains(">Steps</a>") && home.contains(">grep -c</a>"))
        #expect(folders.read("new/public/til/index.html")?.contains(">grep -c</a>") == true)
    }

    /// An R blogdown site as its repositories hold it: new posts' `slug: []` and `toc: ''` (no
    /// value, as Hugo reads them), and a copy of an old build's home page in `static/`, which would
    /// take the home page's address: left behind, and said so.
    @Test func aBlogdownSiteBuildsWithItsEmptyValuesAndStaleHomePage() throws {
        let folders = Folders([
            "config.toml": "title = \"Data blog\"\n",
            "content/post/2019-02-15-hunger.md": "---\ntitle: Hunger mapping\nauthor: A\ndate: '2019-02-15'\nslug: []\ncategories: []\ntags: []\ntoc: ''\ndraft: no\n---\nMaps.\n",
            "static/index.html": "<!DOCTYPE html><html><head><title>Data blog</title></head><body>old</body></html>\n",
            "static/custom.css": "body { color: black; }\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.leftOut.contains { $0.hasPrefix("static/index.html, at the address the build writes itself") }, "\(report.leftOut)")
        #expect(!folders.exists("new/static/index.html") && folders.exists("new/static/custom.css"))
        let built = folders.build()
        #expect(built.succeeded && built.diagnostics.errors.isEmpty, "\(built.diagnostics)")
        #expect(folders.read("new/public/index.html")?.contains(">Hunger mapping</a>") == true)
        // Hugo keeps a dated file's whole name in its address; so does the new site, so old links hold.
        #expect(folders.read("new/site.yml")?.contains("keep_dates_in_names: true") == true)
        #expect(folders.exists("new/public/post/2019-02-15-hunger/index.html"))
        // Unless `[frontmatter]` takes dates from file names, which makes the rest of the name the slug.
        let named = Folders([
            "config.toml": "title = \"N\"\n[frontmatter]\n  date = [\":filename\", \":default\"]\n",
            "content/post/2019-02-15-hunger.md": "---\ntitle: Hunger mapping\n---\nMaps.\n",
        ])
        _ = try initSite(at: named.new, from: named.old)
        #expect(named.read("new/site.yml")?.contains("keep_dates_in_names") == false)
        #expect(named.build().succeeded && named.exists("new/public/post/hunger/index.html"))
    }

    /// A multilingual Hugo site's `[languages.es]` title and `languageName` become `languages:`.
    @Test func hugosLanguagesGiveTheirTitlesAndNames() throws {
        let folders = Folders([
            "config.toml": """
                title = "Open tools"
                defaultContentLanguage = "en"
                [languages.en]
                  languageName = "English"
                [languages.es]
                  title = "Herramientas abiertas"
                  languageName = "Español"
                [languages.fr]
                  title = "Open tools"
                """,
            "content/post/a.md": Self.hugoPost, "content/post/a.es.md": Self.hugoPost,
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("  \"es\": {name: \"Español\", title: \"Herramientas abiertas\"}"), "\(config)")
        #expect(config.contains("  \"en\": {name: \"English\"}") && !config.contains("\"fr\""))
        #expect(config.contains("bundle_pages: false"))
        let report = folders.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(folders.read("new/public/es/index.html")?.contains("<title>Herramientas abiertas</title>") == true)
    }

    @Test func aJekyllSitesNameIsItsTitle() throws {
        let named = Folders(["_config.yml": "name: Jekyll • Simple, blog-aware, static sites\n", "_posts/2015-05-21-first.md": "---\ntitle: First\n---\n"])
        _ = try initSite(at: named.new, from: named.old)
        #expect(named.read("new/site.yml")?.contains("title: \"Jekyll • Simple, blog-aware, static sites\"") == true)
        let both = Folders(["_config.yml": "title: Notes\nname: Lin\n", "_posts/2015-05-21-first.md": "---\ntitle: First\n---\n"])
        _ = try initSite(at: both.new, from: both.old)
        #expect(both.read("new/site.yml")?.contains("title: \"Notes\"") == true)
    }

    /// A blog that moved leaves a home page without front matter (a redirect), which Jekyll copies
    /// as it is: here the build writes the home page, so it stays behind, said once, and the site builds.
    /// A Chinese blog whose `_config.yml` names no language (houbb.github.io) gets `language: zh`
    /// told from its posts' script, and says so; a Hugo site that says `en` over Japanese posts
    /// (wiloon.com says `en` over Chinese ones) keeps it with a warning; code, translations and a
    /// site in Latin letters change nothing.
    @Test func theLanguageOfThePostsIsToldFromTheirScript() throws {
        let chinese = "---\ntitle: 笔记\n---\n这是一篇关于数据库索引的文章，我们来看看 B+ 树是如何工作的。\n\n```java\nclass Index { int key; String value; String comment; }\n```\n"
        let english = "---\ntitle: Notes\n---\nThis is a post about database indexes and how a B+ tree works.\n"
        let jekyll = Folders([
            "_config.yml": "title: Echo Blog\n",
            "_posts/2020-01-01-a.md": chinese, "_posts/2020-01-02-b.md": chinese, "_posts/2020-01-03-c.md": english,
        ])
        let report = try initSite(at: jekyll.new, from: jekyll.old)
        #expect(jekyll.read("new/site.yml")?.contains("language: \"zh\"   # the old site named none; 2 of its 3 pages are written in Chinese") == true)
        #expect(report.toldFromPages == ["language: zh, as 2 of the 3 pages are written in Chinese and the old site named no language"])
        #expect(!report.settings.contains("language"))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(jekyll.build().succeeded)
        let page = try #require(jekyll.read("new/public/2020/01/01/a.html"))
        // The theme's words and the dates in Chinese too.
        #expect(page.contains("<html lang=\"zh\"") && page.contains("分钟读完") && page.contains("2020年1月1日"), "\(page)")

        let japanese = "---\ntitle: メモ\ndate: 2024-01-01\n---\nこれはデータベースの索引についての記事です。\n"
        let hugo = Folders([
            "hugo.toml": "title = 'Memo'\nlanguageCode = 'en-us'\n",
            "content/posts/a.md": japanese, "content/posts/b.md": japanese,
            "content/posts/c.fr.md": "---\ntitle: Notes\ndate: 2024-01-01\n---\nUn article sur les index des bases de données.\n",
        ])
        let hugoReport = try initSite(at: hugo.new, from: hugo.old)
        #expect(hugo.read("new/site.yml")?.contains("language: \"en-us\"\n") == true)
        #expect(hugoReport.toldFromPages.isEmpty)
        #expect(hugoReport.diagnostics.map(\.message) == [
            "the old site says its language is en-us, but 2 of its 2 pages are written in Japanese; if the site is in Japanese, write language: ja in site.yml, so screen readers speak its pages in Japanese and its dates and charts' numbers are written as Japanese readers write them"
        ])

        // Taiwan's and Hong Kong's blogs write traditional characters.
        let traditional = "---\ntitle: 筆記\n---\n這是一篇關於資料庫索引的文章，我們來看看 B+ 樹是如何運作的。\n"
        let taiwan = Folders(["_config.yml": "title: 筆記\n", "_posts/2020-01-01-a.md": traditional, "_posts/2020-01-02-b.md": traditional])
        _ = try initSite(at: taiwan.new, from: taiwan.old)
        #expect(taiwan.read("new/site.yml")?.contains("language: \"zh-Hant\"   # the old site named none; 2 of its 2 pages are written in Chinese (traditional characters)") == true)
        #expect(taiwan.build().succeeded)
        #expect(taiwan.read("new/public/2020/01/01/a.html")?.contains("分鐘讀完") == true)

        let latin = Folders(["_config.yml": "title: Notes\n", "_posts/2020-01-01-a.md": english, "_posts/2020-01-02-b.md": chinese])
        _ = try initSite(at: latin.new, from: latin.old)
        #expect(latin.read("new/site.yml")?.contains("language: \"en\"\n") == true)
    }

    @Test func aJekyllHomePageWithoutFrontMatterStaysBehind() throws {
        let folders = Folders([
            "_config.yml": "title: Log\n",
            "_posts/2018-11-30-meta.md": "---\ntitle: Meta\n---\nMoved.\n",
            "index.html": "<meta http-equiv=\"Refresh\" content=\"0; url='https://elsewhere.example/'\" />",
            "log.html": "<p>Old log</p>",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(!folders.exists("new/static/index.html") && folders.exists("new/static/log.html"))
        #expect(report.leftOut.contains { $0.hasPrefix("index.html (a home page without front matter") })
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        // One with front matter is the old theme's home, as before: not copied as a file.
        let themed = Folders(["_config.yml": "title: Log\n", "index.html": "---\nlayout: home\n---\n"])
        let themedReport = try initSite(at: themed.new, from: themed.old)
        #expect(!themedReport.leftOut.contains { $0.hasPrefix("index.html") } && !themed.exists("new/static/index.html"))
    }

    @Test func aJekyllSiteSortsPostsPagesFilesAndTemplates() throws {
        let folders = Folders([
            "_config.yml": "title: Notes\nurl: https://me.github.io\nbaseurl: /blog\nauthor:\n  name: Lin\npaginate: 4\ntimezone: Europe/Berlin\n",
            "_data/navigation.yml": "main:\n  - title: About\n    url: /about/\n",
            "_posts/2015-05-21-first.md": "---\ntitle: First\n---\nHello.\n",
            "_posts/2015-06-01-guide.md": "---\ntitle: Guide\nlayout: prediction_post\n---\nGuided.\n",
            "essay.md": "---\ntitle: Essay\nlayout: article\n---\nWritten.\n",
            "plain.md": "---\ntitle: Plain\nlayout: default\n---\nAs it is.\n",
            "_drafts/later.md": "---\ntitle: Later\n---\n",
            "_pages/about.md": "---\ntitle: About\npermalink: /about/\n---\nMe.\n",
            "_layouts/default.html": "{{ content }}",
            "_includes/head.html": "<head>",
            "index.md": "---\nlayout: home\n---\n{% for post in paginator.posts %}{{ post.title }}{% endfor %}\n",
            "feed.xml": "---\nlayout: null\n---\n<feed/>",
            "assets/css/main.scss": "---\n---\n@import 'main';",
            "assets/img/chart.png": "PNG",
            "files/paper.pdf": "PDF",
            "CNAME": "me.example",
            "Gemfile": "source 'https://rubygems.org'",
            "README.md": "# My blog",
            "CHANGELOG.md": "---\ntitle: CHANGELOG\nlayout: default\n---\n## 1.0\n",
            "notes/todo.md": "# Not a page: Jekyll copies it as it is",
            "_bibliography/papers.bib": "@article{lin2015, title={Birds}, author={Lin, A.}, year={2015}}\n",
            "_pages/404.html": "---\npermalink: /404.html\nlayout: default\n---\n<h1>Not here</h1>\n",
            "_posts/README.md": "# Write posts here",
            "_posts/2020-01-03-similarity.md": "---\ntitle: Similarity\nnb_path: _notebooks/2020-01-03-similarity.ipynb\nlayout: notebook\n---\n<div class=\"container\" id=\"notebook-container\"></div>\n",
            "_notebooks/2020-01-03-similarity.ipynb": ##"{"cells": [{"cell_type": "markdown", "metadata": {}, "source": ["# Similarity\n", "\n", "Maps of it."]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 2}"##,
            "_notebooks/my_icons/map.png": "PNG",
            "_notebooks/README.md": "# Notebooks go here",
            "_word/2020-02-01-report.docx": "DOCX",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Jekyll")
        // fastpages: its notebooks are posts; a README in the posts' folders is none, and the old 404 page stays behind.
        #expect(folders.exists("new/content/posts/2020-01-03-similarity.ipynb") && folders.exists("new/content/posts/my_icons/map.png"))
        // Its GitHub action's render of a notebook, committed beside it, is left for the notebook.
        #expect(report.leftOut.contains("_posts/2020-01-03-similarity.md (fastpages' renders of the notebooks in _notebooks/, which the build draws itself)"), "\(report.leftOut)")
        for left in ["content/posts/README.md", "content/404.html", "static/_word/2020-02-01-report.docx", "content/posts/2020-01-03-similarity.md"] {
            #expect(!folders.exists("new/" + left), "\(left)")
        }
        #expect(report.leftOut.contains { $0.hasPrefix("_word/") })
        #expect(folders.read("new/static/notes/todo.md") == "# Not a page: Jekyll copies it as it is")
        #expect(folders.read("new/content/_bibliography/papers.bib")?.contains("lin2015") == true)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("author: \"Lin\"\nbase_url: \"https://me.github.io/blog/\""))
        #expect(config.contains("timezone: \"Europe/Berlin\""))
        // Jekyll's default addresses, so every old link keeps working.
        #expect(config.contains("permalinks: \"date\""))
        #expect(config.contains("- {name: \"About\", url: \"/about/\"}"))
        #expect(folders.read("new/content/posts/2015-05-21-first.md")?.contains("Hello.") == true)
        #expect(folders.exists("new/content/about.md"))
        // A CHANGELOG with front matter is a page Jekyll renders (just-the-docs' own site links it); the README without is none.
        #expect(folders.exists("new/content/CHANGELOG.md"))
        #expect(folders.read("new/static/assets/img/chart.png") == "PNG")
        #expect(folders.read("new/static/files/paper.pdf") == "PDF")
        #expect(folders.read("new/static/CNAME") == "me.example")
        for left in ["content/index.md", "static/feed.xml", "static/assets/css/main.scss", "static/Gemfile", "static/README.md", "content/README.md"] {
            #expect(!folders.exists("new/" + left), "\(left)")
        }
        #expect(!folders.exists("new/content/posts/later.md"))
        #expect(report.leftOut.contains { $0.hasPrefix("_drafts/") })
        #expect(report.leftOut.contains { $0.hasPrefix("_layouts/") })
        // The old layouts pages name get a layout of their name in the new theme, drawn as posts and pages are.
        #expect(report.leftOut.contains { $0.contains("layouts article, prediction_post, which pages name") })
        #expect(folders.exists("new/themes/default/layouts/article.mustache") && folders.exists("new/themes/default/layouts/prediction_post.mustache"))
        #expect(!folders.exists("new/themes/default/layouts/default.mustache"))

        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.exists("new/public/2015/05/21/first.html"))
        #expect(folders.read("new/public/2020/01/03/similarity.html")?.contains("Maps of it.") == true)
        #expect(folders.read("new/public/2015/06/01/guide.html")?.contains("Guided.") == true)
        // Jekyll's default style puts pages at NAME.html too; one with a permalink of its own keeps it.
        #expect(config.contains("ugly_urls: true"))
        #expect(folders.read("new/public/essay.html")?.contains("Written.") == true && !folders.exists("new/public/essay/index.html"))
        #expect(folders.read("new/public/about/index.html")?.contains("Me.") == true)
        #expect(folders.read("new/public/CNAME") == "me.example")
    }

    /// A multilingual Hugo site keeps its default language's title, description and menu under `[languages]`.
    @Test func aMultilingualHugoSitesDefaultLanguageGivesItsSettings() throws {
        let folders = Folders([
            "hugo.toml": """
                baseURL = "https://multi.example/"
                defaultContentLanguage = "fr"
                [languages.en]
                  title = "English title"
                [languages.fr]
                  title = "Titre"
                  languageCode = "fr-FR"
                  [languages.fr.params]
                    description = "En français."
                  [[languages.fr.menu.main]]
                    name = "À propos"
                    url = "/a-propos/"
                """,
            "content/posts/a.md": Self.hugoPost,
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("title: \"Titre\"\ndescription: \"En français.\""))
        #expect(config.contains("language: \"fr-FR\""))
        #expect(config.contains("- {name: \"À propos\", url: \"/a-propos/\"}"))
    }

    /// Hugo's `contentDir` and `staticDir`, Jekyll's `exclude:`: where the old site said its files are, or are not.
    @Test func theOldSitesOwnFoldersAndExclusionsAreFollowed() throws {
        let hugo = Folders([
            "hugo.yaml": "title: H\ncontentDir: site/text\nstaticDir: [public-files, more]\n",
            "site/text/posts/a.md": Self.hugoPost,
            "public-files/logo.svg": "<svg/>",
            "more/robots.txt": "User-agent: *",
            "content/stale.md": "---\ntitle: not the content folder\n---\n",
        ])
        let hugoReport = try initSite(at: hugo.new, from: hugo.old)
        #expect(hugoReport.copied.map(\.count) == [1, 2])
        #expect(hugo.exists("new/content/posts/a.md") && !hugo.exists("new/content/stale.md"))
        #expect(hugo.exists("new/static/logo.svg") && hugo.exists("new/static/robots.txt"))

        let jekyll = Folders([
            "_config.yml": "title: J\nexclude: [scripts/, \"*.sh\", notes.md, docs]\n",
            "_posts/2015-05-21-first.md": "---\ntitle: First\n---\n",
            "scripts/deploy.py": "print()",
            "build.sh": "make",
            "notes.md": "# mine",
            "docs/guide.md": "# guide",
            "about.md": "---\ntitle: About\n---\n",
        ])
        let jekyllReport = try initSite(at: jekyll.new, from: jekyll.old)
        #expect(jekyllReport.copied.map(\.count) == [2], "\(jekyllReport.copied)")
        #expect(jekyll.exists("new/content/about.md") && jekyll.exists("new/content/posts/2015-05-21-first.md"))
        for left in ["static/scripts/deploy.py", "static/build.sh", "content/notes.md", "content/docs/guide.md"] {
            #expect(!jekyll.exists("new/" + left), "\(left)")
        }
    }

    /// Hugo's own docs mount `content/en` as the content (`[[module.mounts]]`, the language in
    /// `sites.matrix`); a mount of another language, and the unmounted `content/`, stay behind,
    /// and their section `functions/resources/` is not mistaken for Hugo's `resources/` cache.
    @Test func hugosModuleMountsPlaceTheContent() throws {
        let folders = Folders([
            "hugo.toml": """
                title = "Docs"
                defaultContentLanguage = "en"
                [module]
                  [[module.mounts]]
                    source = 'content/en'
                    target = 'content'
                    [module.mounts.sites.matrix]
                      languages = ['en']
                  [[module.mounts]]
                    source = 'content/de'
                    target = 'content'
                    lang = 'de'
                  [[module.mounts]]
                    source = 'files'
                    target = 'static/downloads'
                  [[module.mounts]]
                    source = 'assets'
                    target = 'assets'
                  [[module.mounts]]
                    source = '../README.md'
                    target = 'content/project/README.md'
                """,
            "content/en/posts/a.md": Self.hugoPost,
            "content/en/_common/shared.md": "Shared text.\n",
            "content/de/posts/a.md": Self.hugoPost,
            "content/LICENSE.md": "# License\n",
            "files/guide.pdf": "%PDF",
            "static/old.txt": "unmounted",
            // Hugo's cache of processed assets stays behind; a section named `resources` is content.
            "resources/_gen/assets/main.css": "body{}",
            "content/en/functions/resources/Get.md": Self.hugoPost,
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        // A mount from outside the site's folder (a repository's README shown as a page) is not read, and the summary says so.
        #expect(report.leftOut.contains("the module mounts from outside the site's folder (../README.md as content/project/README.md): copy each file there to have it in the new site"), "\(report.leftOut)")
        #expect(folders.exists("new/content/posts/a.md") && folders.exists("new/content/_common/shared.md"))
        #expect(!folders.exists("new/content/en") && !folders.exists("new/content/de") && !folders.exists("new/content/LICENSE.md"))
        #expect(folders.exists("new/static/downloads/guide.pdf") && !folders.exists("new/static/old.txt"))
        #expect(folders.exists("new/content/functions/resources/Get.md") && !folders.exists("new/static/_gen") && !folders.exists("new/resources"))
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("feed: [\"index.xml\", \"posts/index.xml\"]"), "\(config)")
    }

    /// Chirpy's shape: posts' addresses in front matter defaults, the tabs collection as the
    /// navigation (its list tabs replaced by the default theme's lists), and another published
    /// collection (al-folio's projects) in a folder of its own.
    /// Minimal Mistakes' `year-archive` (a loop over the posts grouped by year, `layout: archive`) is
    /// the default theme's archive page; its `portfolio` archive, a loop over a collection, is that
    /// collection's list.
    @Test func aMinimalMistakesYearArchiveIsAnArchivePage() throws {
        let folders = Folders([
            "_config.yml": "title: MM\ncollections:\n  portfolio:\n    output: true\n",
            "_posts/2024-03-01-hello.md": "---\ntitle: Hello\n---\nHi.\n",
            "_portfolio/bridge.md": "---\ntitle: Bridge\n---\nBuilt.\n",
            "_pages/year-archive.md": """
                ---
                title: "Posts by Year"
                permalink: /posts/
                layout: archive
                author_profile: true
                ---

                {% assign postsByYear = site.posts | group_by_exp: 'post', 'post.date | date: "%Y"' %}
                {% for year in postsByYear %}
                  <h2 id="{{ year.name | slugify }}" class="archive__subtitle">{{ year.name }}</h2>
                  {% for post in year.items %}{% include archive-single.html %}{% endfor %}
                {% endfor %}
                """,
            "_pages/portfolio-archive.md": "---\ntitle: Portfolio\nlayout: archive\npermalink: /portfolio/\n---\n{% for post in site.portfolio %}{% include archive-single.html %}{% endfor %}\n",
            "search.md": "---\nlayout: search\npermalink: /search/\n---\n<input type=\"text\" id=\"search-input\">\n<ul id=\"results-container\"></ul>\n<script src=\"/assets/js/search.js\"></script>\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(folders.read("new/content/year-archive.md") == "---\ntitle: \"Posts by Year\"\nlayout: archive\npermalink: \"/posts/\"\n---\n")
        #expect(!folders.exists("new/content/portfolio-archive.md"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let archive = try #require(folders.read("new/public/posts/index.html"))
        #expect(archive.contains("<h1 class=\"page-title\">Posts by Year</h1>") && archive.contains(">2024</h2>"), "\(archive)")
        #expect(!archive.contains("{%"))
        #expect(folders.read("new/public/portfolio/index.html")?.contains("Bridge") == true)
        // Its search page, whose script's boxes are left behind: the default theme's search form.
        #expect(folders.read("new/content/search.md") == "---\ntitle: \"Search\"\nlayout: search\npermalink: \"/search/\"\n---\n")
        let search = try #require(folders.read("new/public/search/index.html"))
        #expect(search.contains("class=\"site-search\"") && !search.contains("results-container") && !search.contains("<script"))
    }

    @Test func aChirpySitesDefaultsAndTabsAreRead() throws {
        let folders = Folders([
            "_config.yml": """
                title: Chirpy
                url: https://chirpy.example
                collections:
                  tabs:
                    output: true
                    sort_by: order
                  projects:
                    output: true
                    permalink: /projects/:path/
                  drafts_of_talks:
                    output: false
                defaults:
                  - scope:
                      path: ""
                      type: posts
                    values:
                      layout: post
                      permalink: /posts/:title/
                  - scope:
                      path: ""
                      type: tabs
                    values:
                      layout: page
                      permalink: /:title/
                """,
            "_posts/2019-08-08-text-and-typography.md": "---\ntitle: Text and Typography\n---\nWords.\n",
            "_tabs/about.md": "---\nicon: fas fa-info-circle\norder: 4\n---\nAbout me.\n",
            "_tabs/archives.md": "---\nlayout: archives\nicon: fas fa-archive\norder: 3\n---\n",
            "_tabs/tags.md": "---\nlayout: tags\norder: 2\n---\n",
            "_tabs/categories.md": "---\nlayout: categories\norder: 1\n---\n",
            "_projects/orbit.md": "---\ntitle: Orbit\n---\nA project.\n",
            "_drafts_of_talks/x.md": "---\ntitle: X\n---\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("permalinks: \"/posts/:title/\""))
        #expect(config.contains("""
            menu:
              - {name: "Categories", url: "/categories/"}
              - {name: "Tags", url: "/tags/"}
              - {name: "Archives", url: "/archives/"}
              - {name: "About", url: "/about/"}
            """))
        // The archives tab is the default theme's archive page, at its address.
        #expect(folders.read("new/content/archives.md") == "---\ntitle: \"Archives\"\nlayout: archive\npermalink: \"/archives/\"\n---\n")
        #expect(folders.exists("new/content/about.md") && !folders.exists("new/content/tags.md"))
        #expect(folders.exists("new/content/projects/orbit.md") && !folders.exists("new/content/drafts_of_talks"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.read("new/public/posts/text-and-typography/index.html")?.contains("Words.") == true)
        #expect(folders.read("new/public/about/index.html")?.contains("About me.") == true)
        #expect(folders.read("new/public/projects/orbit/index.html")?.contains("A project.") == true)
        #expect(folders.read("new/public/archives/index.html")?.contains("<a href=\"/posts/text-and-typography/\">Text and Typography</a>") == true)
    }

    /// al-folio: the about page at `/` is the home page's text, the pages marked `nav: true` are the
    /// menu, a page looping over a collection is that collection's list, and one looping over the
    /// site's data is a page (its loop shown as written, with a warning at its line).
    @Test func anAlFolioSitesNavigationAndPagesAreRead() throws {
        let folders = Folders([
            "_config.yml": "title: Lab\ncollections:\n  projects:\n    output: true\n    permalink: /projects/:path/\n",
            "_pages/about.md": "---\nlayout: about\ntitle: about\npermalink: /\n---\nWe study *language*.\n",
            "_pages/people.md": "---\nlayout: page\npermalink: /members/\ntitle: lab\nnav: true\nnav_order: 2\n---\nOur members.\n\n{% for person in site.data.faculty %}\n{{ person.name }}\n{% endfor %}\n",
            "_pages/projects.md": "---\nlayout: page\ntitle: projects\npermalink: /projects/\nnav: true\nnav_order: 1\n---\n{% assign sorted_projects = site.projects | sort: \"importance\" %}\n{%- for project in sorted_projects -%}\n{{ project.title }}\n{%- endfor %}\n",
            "_pages/hidden.md": "---\nlayout: page\ntitle: hidden\npermalink: /hidden/\nnav: false\n---\nNot in the menu.\n",
            "_projects/parser.md": "---\ntitle: A parser\n---\nIt parses.\n",
            "_posts/2020-01-01-hello.md": "---\ntitle: Hello\n---\nHi.\n",
            "_bibliography/papers.bib": "@article{a2020, title={A}, author={B, C}, year={2020}}\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("menu:\n  - {name: \"projects\", url: \"/projects/\"}\n  - {name: \"lab\", url: \"/members/\"}\n"), "\(config)")
        #expect(!folders.exists("new/content/projects.md") && folders.exists("new/content/people.md") && folders.exists("new/content/projects/parser.md"))
        #expect(report.leftOut.contains { $0.contains("home and list pages _pages/projects.md") })
        let build = folders.build()
        #expect(build.diagnostics.errors.isEmpty, "\(build.diagnostics)")
        #expect(build.diagnostics.warnings.contains { $0.message.contains("{% for person in site.data.faculty %}") && $0.location?.path == "content/people.md" })
        #expect(folders.read("new/public/index.html")?.contains("We study <em>language</em>.") == true)
        #expect(folders.read("new/public/members/index.html")?.contains("Our members.") == true)
        #expect(folders.read("new/public/projects/index.html")?.contains("/projects/parser/") == true)
    }

    /// A page looping over its own front matter's list (al-folio's `display_categories`) or over a
    /// collection Jekyll does not publish (`output: false`) lists no posts: it stays a page at its
    /// address, and the menu leads there, not to the posts.
    @Test func aPageLoopingOverItsOwnListOrAnUnpublishedCollectionStaysAPage() throws {
        let folders = Folders([
            "_config.yml": "title: Lab\ncollections:\n  projects:\n    output: false\n",
            "_pages/projects.md": "---\nlayout: page\ntitle: projects\npermalink: /projects/\nnav: true\ndisplay_categories: [work, fun]\n---\nOur projects.\n\n{% for category in page.display_categories %}\n## {{ category }}\n{% assign categorized = site.projects | where: \"category\", category %}\n{% assign sorted = categorized | sort: \"importance\" %}\n{% for project in sorted %}\n{{ project.title }}\n{% endfor %}\n{% endfor %}\n",
            "_projects/parser.md": "---\ntitle: A parser\n---\nIt parses.\n",
            "_posts/2020-01-01-hello.md": "---\ntitle: Hello\n---\nHi.\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("{name: \"projects\", url: \"/projects/\"}"), "\(config)")
        #expect(folders.exists("new/content/projects.md"))
        #expect(!report.leftOut.contains { $0.contains("_pages/projects.md") }, "\(report.leftOut)")
        let build = folders.build()
        #expect(folders.read("new/public/projects/index.html")?.contains("Our projects.") == true)
        #expect(build.diagnostics.warnings.contains { $0.location?.path == "content/projects.md" && $0.message.contains("page.display_categories") })
    }

    /// A collection's own index page that loops over it gives way to the collection's list, which
    /// answers its old address (a redirect) and the links pages make to its file.
    @Test func aCollectionsIndexPageGivesWayToItsList() throws {
        let folders = Folders([
            "_config.yml": "title: Notes\ncollections:\n  java-notes:\n    output: true\n",
            // The loop goes over a value an assign made of the collection, as course outlines sort theirs.
            "_java-notes/notes-index.md": "---\ntitle: All my notes\n---\n{%\nassign sorted = site.java-notes |\nsort: \"order\"\n%}\n{%- for note in sorted -%}\n- {{ note.title }}\n{% endfor %}\n",
            "_java-notes/first.md": "---\ntitle: First note\n---\n[Up]({% link _java-notes/notes-index.md %})\n",
            "_posts/2020-01-01-hello.md": "---\ntitle: Hello\n---\nSee [the notes]({% link _java-notes/notes-index.md %}).\n",
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        #expect(folders.read("new/content/java-notes/_index.md") == "---\ntitle: \"All my notes\"\naliases: [\"/java-notes/notes-index.html\"]\n---\n")
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(build.diagnostics.warnings.isEmpty, "\(build.diagnostics.warnings)")
        #expect(folders.read("new/public/java-notes/first/index.html")?.contains("<a href=\"/java-notes/\">Up</a>") == true)
        #expect(folders.read("new/public/java-notes/index.html")?.contains("First note") == true)
        #expect(folders.read("new/public/java-notes/notes-index.html")?.contains("url=/java-notes/") == true)
    }

    /// A loop over `site.java-agent` is java-agent's, though the name holds `java`, another
    /// collection's: the longest name the loop holds, every time (the pick followed the order of a
    /// dictionary before, so two imports of lsieun.github.io differed).
    @Test func aLoopIsTheCollectionWithTheLongestNameItHolds() throws {
        let names = ["java", "java-agent", "java-agent-tools", "spring", "spring-boot"]
        var files = ["_config.yml": "title: Notes\ncollections:\n" + names.map { "  \($0):\n    output: true\n" }.joined()]
        for name in names {
            files["_\(name)/\(name)-index.md"] = "---\ntitle: Index of \(name)\n---\n{% for note in site.\(name) %}\n- {{ note.title }}\n{% endfor %}\n"
            files["_\(name)/a.md"] = "---\ntitle: A\n---\nA.\n"
        }
        for _ in 0..<3 {
            let folders = Folders(files)
            _ = try initSite(at: folders.new, from: folders.old)
            for name in names {
                #expect(folders.read("new/content/\(name)/_index.md") == "---\ntitle: \"Index of \(name)\"\naliases: [\"/\(name)/\(name)-index.html\"]\n---\n", "\(name)")
            }
        }
    }

    /// A Pelican blog, as data and Python bloggers keep theirs: its settings read without running
    /// Python, its articles in content/posts/ at their old addresses, its pages and static paths in place.
    /// pelican-ipynb's notebooks (`MARKUP = ('md', 'ipynb')`) are posts, their metadata in a file
    /// beside each (`.nbdata`, or the older `.ipynb-meta`): the new site gets each notebook with
    /// that metadata as its first cell, cut to its `Subcells`; a notebook without one is copied as it is.
    /// Pages are at their titles' slugs, as Pelican has them.
    @Test func pelicanIpynbNotebooksArePostsWithTheirMetadata() throws {
        func notebook(_ cells: [String]) -> String {
            let list = cells.map { #"{"cell_type": "markdown", "metadata": {}, "source": ["\#($0)"]}"# }.joined(separator: ", ")
            return #"{"cells": [\#(list)], "metadata": {"kernelspec": {"language": "python", "name": "python3"}}, "nbformat": 4, "nbformat_minor": 2}"#
        }
        let folders = Folders([
            "pelicanconf.py": "SITENAME = 'Notes'\nPATH = 'content'\nMARKUP = ('md', 'ipynb')\nPLUGINS = ['ipynb.markup']\n",
            "content/notebooks/2018-06-26-prices.ipynb": notebook(["# Prices (the notebook's own title cell)", "Bitcoin, **daily**."]),
            "content/notebooks/2018-06-26-prices.nbdata": "Title: Visualizing Prices\nDate: 2018-06-26\nCategory: Articles\nTags: visualization, crypto\nSubcells: [1, None]\n",
            "content/notebooks/2019-01-02-older.ipynb": notebook(["Older text."]),
            "content/notebooks/2019-01-02-older.ipynb-meta": "Title: Older Format\nDate: 2019-01-02\n",
            "content/notebooks/2020-05-05-bare.ipynb": notebook(["# Bare", "No metadata file."]),
            "content/notebooks/.ipynb_checkpoints/2018-06-26-prices-checkpoint.ipynb": notebook(["stale"]),
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        #expect(folders.exists("new/content/posts/notebooks/2018-06-26-prices.ipynb"))
        #expect(folders.exists("new/content/posts/notebooks/2020-05-05-bare.ipynb"))
        #expect(!folders.exists("new/content/posts/notebooks/2018-06-26-prices.nbdata") && !folders.exists("new/content/notebooks"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics.map(\.message))")
        // At Pelican's address, {slug}.html, the slug made of the title (its SLUGIFY_SOURCE), not the file's name.
        #expect(folders.read("new/site.yml")?.contains("\nslugs_from_titles: true") == true)
        let page = try #require(folders.read("new/public/visualizing-prices.html"))
        #expect(page.contains("Visualizing Prices") && page.contains("Bitcoin, <strong>daily</strong>."))
        #expect(!page.contains("the notebook’s own title cell") && !page.contains("Subcells"))
        #expect(page.contains("tags/crypto/") && page.contains("2018-06-26"))
        let older = try #require(folders.read("new/public/older-format.html"))
        #expect(older.contains("Older text."))
    }

    @Test func aPelicanSiteIsReadWithoutRunningPython() throws {
        let folders = Folders([
            "pelicanconf.py": """
                #!/usr/bin/env python
                # -*- coding: utf-8 -*- #
                from __future__ import unicode_literals

                AUTHOR = 'Jake'
                SITENAME = u"Pythonic Walks"
                SITESUBTITLE = u'Musings on Python\\'s "data"'
                SITEURL = ''
                PATH = 'content'
                TIMEZONE = 'America/Los_Angeles'
                DEFAULT_LANG = 'en'
                FEED_ALL_ATOM = None
                ARTICLE_URL = 'blog/{date:%Y}/{date:%m}/{date:%d}/{slug}/'
                DEFAULT_PAGINATION = 10
                MARKUP = ['md']
                PLUGINS = [
                    'summary',       # auto-summarizing articles
                    'liquid_tags.img',
                ]
                THEME = './theme/'
                STATIC_PATHS = ['images', 'downloads']
                MENUITEMS = (('Archives', '/archives.html'), ("About", '/pages/about.html'),)
                EXTRA = os.path.join(PATH, 'extra')
                """,
            "publishconf.py": "from pelicanconf import *\nSITEURL = 'https://walks.example'\nRELATIVE_URLS = False\n",
            "content/articles/2012-08-24-numba.md": "Title: Numba vs Cython\ndate: 2012-08-24 10:41\nslug: numba-vs-cython\ntags: numba,cython\n\nFast *code*.\n",
            "content/pages/about.md": "Title: About\nTemplate: about\n\nI walk.\n",
            "content/pages/talks.md": "Title: My talks\nSlug: talks-given\n\nTalks.\n",
            "content/images/plot.png": "PNG",
            "content/downloads/notebooks/a.ipynb": "{}",
            "content/drafts-notes.txt": "not published",
            "theme/templates/base.html": "<html>",
            "Makefile": "publish:",
            "fabfile.py": "import fabric",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Pelican")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let config = try #require(folders.read("new/site.yml"))
        for line in [
            "title: \"Pythonic Walks\"", "description: \"Musings on Python's \\\"data\\\"\"", "author: \"Jake\"", "base_url: \"https://walks.example/\"",
            "timezone: \"America/Los_Angeles\"", "paginate: 10",
            // Pages keep Pelican's addresses too (PAGE_URL's default, pages/{slug}.html).
            "permalinks:\n  \"posts\": \"/blog/:year/:month/:day/:slug/\"\n  \"pages\": \"/pages/:slug:output_ext\"",
            "  - {name: \"Archives\", url: \"/posts/\"}\n  - {name: \"About\", url: \"/pages/about.html\"}\n  - {name: \"My talks\", url: \"/pages/talks-given.html\"}\n",
        ] {
            #expect(config.contains(line), "\(line) in \(config)")
        }
        // ARTICLE_PATHS is the whole content folder unless it says otherwise: its folders stay below posts/.
        #expect(folders.exists("new/content/posts/articles/2012-08-24-numba.md") && folders.exists("new/content/pages/about.md"))
        #expect(folders.exists("new/content/images/plot.png") && folders.exists("new/content/downloads/notebooks/a.ipynb"))
        for left in ["content/drafts-notes.txt", "static/Makefile", "content/fabfile.py", "content/theme/templates/base.html"] {
            #expect(!folders.exists("new/" + left), "\(left)")
        }
        #expect(report.leftOut.contains { $0.hasPrefix("theme/ ") } && report.leftOut.contains { $0.contains("plugins summary, liquid_tags.img") })
        #expect(folders.exists("new/themes/default/layouts/about.mustache"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.read("new/public/blog/2012/08/24/numba-vs-cython/index.html")?.contains("Fast <em>code</em>.") == true)
        #expect(folders.read("new/public/pages/about.html")?.contains("I walk.") == true)
        #expect(folders.read("new/public/pages/talks-given.html")?.contains("Talks.") == true)
        #expect(folders.read("new/public/images/plot.png") == "PNG")
    }

    /// Pelican reads reStructuredText unless MARKUP says otherwise; site does not, and says so with how many.
    @Test func aPelicanSitesRestructuredTextIsNamed() throws {
        let folders = Folders([
            "pelicanconf.py": "SITENAME = 'R'\nSITEURL = 'http://localhost:8000'\nPATH = 'content'\n",
            "content/first.rst": "First\n#####\n\n:date: 2014-01-01\n\nText.\n",
            "content/second.md": "Title: Second\nDate: 2014-01-02\n\nText.\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.leftOut.contains { $0.hasPrefix("1 post in reStructuredText (.rst), which site does not read") }, "\(report.leftOut)")
        #expect(folders.exists("new/content/posts/second.md") && !folders.exists("new/content/posts/first.rst"))
        #expect(folders.read("new/site.yml")?.contains("permalinks:\n  \"posts\": \"/:slug:output_ext\"\n  \"pages\": \"/pages/:slug:output_ext\"") == true)
        #expect(folders.read("new/site.yml")?.contains("localhost") == false, "the preview's address is no site's")
        // Pelican's default address, `{slug}.html`, is kept.
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.read("new/public/second.html")?.contains("Text.") == true)
    }

    /// An older quickstart's pelicanconf sets no `PATH`: its Makefile hands Pelican `content/`
    /// (`INPUTDIR=$(BASEDIR)/content`), so the repository's README is no post.
    @Test func aPelicanSiteWithoutPathReadsTheFolderItsMakefileNames() throws {
        for makefile in ["PELICAN=pelican\nBASEDIR=$(CURDIR)\nINPUTDIR=$(BASEDIR)/content\n", nil] {
            var files = [
                "pelicanconf.py": "SITENAME = 'Z'\n", "README.md": "# My blog's source\n",
                "content/2014-02-13-proceedings.md": "Title: Proceedings\nDate: 2014-02-13\n\nText.\n",
            ]
            if let makefile { files["Makefile"] = makefile }
            let folders = Folders(files)
            try initSite(at: folders.new, from: folders.old)
            #expect(folders.exists("new/content/posts/2014-02-13-proceedings.md"), "\(makefile ?? "no Makefile")")
            #expect(!folders.exists("new/content/posts/README.md") && !folders.exists("new/content/posts/content"))
        }
    }

    @Test func pelicansDefaultAddressesAndSettingsWrittenAsPython() {
        #expect(PelicanSite.permalink(of: "{slug}.html") == "/:slug:output_ext")
        #expect(PelicanSite.permalink(of: "posts/{date:%Y}/{date:%b}/{slug}.html") == "/posts/:year/:short_month/:slug:output_ext")
        #expect(PelicanSite.permalink(of: "{author}/{slug}/") == nil)
        #expect(PelicanSite.newAddress(of: "https://walks.example/archives.html", siteURL: "https://walks.example") == "/posts/")
        #expect(PelicanSite.newAddress(of: "/pages/cv.html", siteURL: "") == "/pages/cv/")
        #expect(PelicanSite.newAddress(of: "https://github.com/me", siteURL: "") == "https://github.com/me")
    }

    /// The Rust blog's Zola configuration has no title: its home page's front matter gives it
    /// (`content/_index.md`, title "Rust Blog"), with the description; a configuration's own wins.
    @Test func aTitleMissingFromTheConfigurationComesFromTheHomePage() throws {
        let home = "+++\ntitle = \"Rust Blog\"\ndescription = \"Empowering everyone.\"\nsort_by = \"date\"\n+++\n"
        let post = "+++\ntitle = \"Announcing\"\ndate = 2026-08-20\n+++\nNew.\n"
        let untitled = Folders(["config.toml": "base_url = \"https://blog.example\"\n", "content/_index.md": home, "content/announcing.md": post])
        try initSite(at: untitled.new, from: untitled.old)
        let config = try #require(untitled.read("new/site.yml"))
        #expect(config.contains("title: \"Rust Blog\"") && config.contains("description: \"Empowering everyone.\""), "\(config)")
        let titled = Folders(["config.toml": "base_url = \"https://blog.example\"\ntitle = \"Own\"\n", "content/_index.md": home, "content/announcing.md": post])
        try initSite(at: titled.new, from: titled.old)
        let own = try #require(titled.read("new/site.yml"))
        #expect(own.contains("title: \"Own\"") && own.contains("description: \"Empowering everyone.\""))
        // Hugo's too.
        let hugo = Folders(["hugo.toml": "baseURL = \"https://h.example/\"\n", "content/_index.md": "---\ntitle: Notes of Ada\n---\n", "content/posts/a.md": Self.hugoPost])
        try initSite(at: hugo.new, from: hugo.old)
        #expect(try #require(hugo.read("new/site.yml")).contains("title: \"Notes of Ada\""))
    }

    @Test func aZolaSiteKeepsItsTaxonomiesAndMenu() throws {
        let folders = Folders([
            "config.toml": """
                base_url = "https://zola.example"
                title = "Z"
                default_language = "fr"
                taxonomies = [{name = "tags", feed = true}, {name = "series"}]
                [extra]
                menu = [{name = "Archive", url = "$BASE_URL/archive/"}]
                """,
            "content/_index.md": "+++\nsort_by = \"date\"\n+++\n",
            "content/2020-01-02-one.md": "+++\ntitle = \"One\"\n[taxonomies]\nseries = [\"s\"]\n+++\nText.\n",
            "content/2020-01-03-two.md": "+++\ntitle = \"Two\"\n+++\n{% sidenote(title=\"Tip\", float=\"right\") %}\nUse *less*.\n{% end %}\n\nPaid {{ money(amount=\"5\") }}.\n",
            "templates/shortcodes/note.html": "{{ body }}",
            "templates/shortcodes/timeline.html": "{% for item in items %}<li>{{ item }}</li>{% endfor %}",
            "templates/shortcodes/sidenote.html": "<aside class=\"float-{{ float }}\">\n  <strong>{{ title }}</strong>\n\n  {{ body | markdown | safe }}\n</aside>",
            "themes/even/templates/shortcodes/money.html": "<span class=\"money\" data-amount=\"{{ amount }}\">AU${{ amount }}</span>",
            "sass/site.scss": "a {}",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Zola")
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("language: \"fr\""))
        #expect(config.contains("taxonomies: [\"tags\", \"series\"]"))
        #expect(config.contains("- {name: \"Archive\", url: \"/archive/\"}"))
        // Zola's default `slugify.paths = "on"`: names' dots and underscores are hyphens in addresses.
        #expect(config.contains("\nslugify_paths: true"))
        #expect(report.leftOut.contains { $0.contains("shortcodes timeline, which") }, "note is the default theme's own")
        #expect(report.translated.first?.hasPrefix("the old theme's shortcodes money, sidenote, written from their templates") == true)
        #expect(report.leftOut.contains { $0.hasPrefix("sass/") })
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.exists("new/public/series/s/index.html"))
        let two = try #require(folders.read("new/public/two/index.html"))
        #expect(two.contains("<aside class=\"float-right\">\n  <strong>Tip</strong>\n\n  <p>Use <em>less</em>.</p>"), "\(two)")
        #expect(two.contains("Paid <span class=\"money\" data-amount=\"5\">AU$5</span>."), "\(two)")

        // Zola 0.23's own name for the file, as abridge's site has it.
        let abridge = Folders([
            "zola.toml": "base_url = \"https://abridge.example\"\ntitle = \"Abridge\"\n",
            "content/2020-01-02-one.md": "+++\ntitle = \"One\"\n+++\nText.\n",
        ])
        let abridgeReport = try initSite(at: abridge.new, from: abridge.old)
        #expect(abridgeReport.generator == "Zola" && abridgeReport.configFiles == ["zola.toml"])
        #expect(abridge.read("new/site.yml")?.contains("title: \"Abridge\"") == true)
    }

    /// A Hexo site: `_config.yml` beside `source/` and `scaffolds/`; its posts, pages and files
    /// where this site reads them, its addresses (`:title` is the post's file name), its menu,
    /// Hexo's tags and front matter, and a post's asset folder beside it.
    /// A Zola theme's shortcodes that wrap the text in a formula's delimiters for the page's KaTeX
    /// (`m`: `${{ body }}$`): the formula is typeset when the site is built; the theme's own `math`,
    /// which typesets every formula, stays the default theme's.
    @Test func shortcodesThatWrapTextInMathDelimitersAreTypeset() throws {
        let folders = Folders([
            "config.toml": "base_url = \"https://z.example\"\ntitle = \"Z\"\n",
            "templates/shortcodes/m.html": "${{ body | safe }}$",
            "templates/shortcodes/math.html": "$${{ body | safe }}$$",
            "content/2020-01-02-loss.md": "+++\ntitle = \"Loss\"\n+++\nThe loss {% m() %}\\mathcal{L}{% end %} falls, as $x_t$ does.\n\n{% math() %}\na^2 + b^2\n{% end %}\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.translated.contains { $0.contains("shortcodes m,") } && !report.translated.contains { $0.contains("math") }, "\(report.translated)")
        let build = folders.build()
        #expect(build.succeeded && build.diagnostics.warnings.isEmpty, "\(build.diagnostics)")
        let page = try #require(folders.read("new/public/2020-01-02-loss/index.html") ?? folders.read("new/public/loss/index.html"))
        #expect(page.contains("The loss <math>") && page.contains("<annotation encoding=\"application/x-tex\">\\mathcal{L}</annotation>"), "\(page)")
        #expect(page.contains("as <math>") && page.components(separatedBy: "<math").count - 1 == 3, "\(page)")
        #expect(!page.contains("$"))
    }

    /// A Zola shortcode whose theme is not there gets a stand-in that shows the text a call passes
    /// as `body` (`{{ character(body="…") }}`), as the theme's template read it: a dialogue's lines are not lost.
    @Test func aZolaStandInShowsTheTextACallPassesAsBody() throws {
        let folders = Folders([
            "config.toml": "base_url = \"https://z.example\"\ntitle = \"Z\"\ntheme = \"redux\"\n",
            "content/2025-02-26-proofs.md": "+++\ntitle = \"Proofs\"\n+++\nWhy?\n\n{{ character(name=\"hooded\", body=\"Oh no, *not* another rabbit hole...\") }}\n",
        ])
        try initSite(at: folders.new, from: folders.old)
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let page = try #require(folders.read("new/public/2025-02-26-proofs/index.html") ?? folders.read("new/public/proofs/index.html"))
        #expect(page.contains("<p>Oh no, <em>not</em> another rabbit hole...</p>") || page.contains("<p>Oh no, <em>not</em> another rabbit hole…</p>"), "\(page)")
    }

    @Test func aHexoSiteKeepsItsPostsAddressesAndAssets() throws {
        let folders = Folders([
            "_config.yml": """
                title: 笔记
                subtitle: 'Embedded Linux'
                description: ''
                author: Teddy
                language: zh-CN
                timezone: Asia/Shanghai
                url: https://teddy.example/blog
                permalink: :year/:month/:day/:title/
                per_page: 5
                theme: landscape
                feed:
                  type: atom
                  path: atom.xml
                """,
            "themes/landscape/_config.yml": "menu:\n  Home: /\n  Archives: /archives\n",
            "themes/landscape/layout/post.ejs": "<%- body %>",
            "scaffolds/post.md": "---\ntitle: {{ title }}\ndate: {{ date }}\ntags:\n---\n",
            "package.json": "{\"dependencies\": {\"hexo\": \"^6.3.0\"}}",
            "source/_posts/Linux启动.md": """
                ---
                title: Linux 启动过程
                date: 2018-03-05 10:20:30
                tags:
                \t- linux
                categories:
                \t- kernel
                ---
                Stages.

                <!--more-->

                {% codeblock boot.c lang:c %}
                int main(void) { return 0; }
                {% endcodeblock %}

                {% asset_img map.png The boot map %}

                The {% asset_link map.png 'map, as a file' %}; <a href="{% asset_path map.png %}">again</a>; <a href="{% post_path other %}">back</a>.

                {% iframe https://maps.example/embed?q=1&z=2 100% 400 %}

                {% pullquote %}Boot *fast*.{% endpullquote %}

                See [the other](/2018/03/06/other/).
                """,
            "source/_posts/Linux启动/map.png": "PNG",
            "source/_posts/LeetCode/0001-Two-Sum.md": "---\ntitle: Two Sum\ndate: 2018-01-01 10:00:00\n---\nA hash map.\n",
            "source/_posts/other.md": "title: other\ndate: 2018/3/6 9:00:00\ntags: [linux]\n---\nText, after {% post_link Linux启动 %} and {% post_link Linux启动 'its stages' %}.\n",
            "source/_drafts/later.md": "---\ntitle: Later\n---\nSoon.\n",
            "source/about/index.md": "---\ntitle: About\ndate: 2018-01-01\n---\nMe.\n",
            "source/images/logo.png": "PNG",
            "source/_data/menu.yml": "x: 1\n",
            "source/tags/index.md": "---\ntitle: tags\ndate: 2016-11-19 21:30:08\ntype: \"tags\"\ncomments: false\n---\n\n",
            "source/categories/index.md": "---\ntitle: 分类\ntype: categories\n---\nWhat I file things under.\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Hexo")
        let config = try #require(folders.read("new/site.yml"))
        for line in [
            "title: \"笔记\"", "description: \"Embedded Linux\"", "base_url: \"https://teddy.example/blog/\"", "language: \"zh-CN\"",
            "timezone: \"Asia/Shanghai\"", "permalinks: \"/:year/:month/:day/:sections[1:]/:slugorfilename/\"", "{name: \"Archives\", url: \"/archives\"}",
        ] { #expect(config.contains(line), "\(line) in \(config)") }
        #expect(folders.exists("new/content/posts/Linux启动.md") && folders.exists("new/content/about/index.md"))
        #expect(folders.exists("new/content/images/logo.png"))
        #expect(!folders.exists("new/content/scaffolds") && !folders.exists("new/content/_data") && !folders.exists("new/content/posts/later.md"))
        #expect(report.leftOut.contains { $0.hasPrefix("source/_drafts/") } && report.leftOut.contains { $0.hasPrefix("scaffolds/") })
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(!build.diagnostics.contains { $0.message.contains("lead to an address of this site where nothing is written") }, "\(build.diagnostics)")
        let post = try #require(folders.read("new/public/2018/03/05/Linux启动/index.html"))
        #expect(post.contains("<figcaption class=\"codeblock-name\">boot.c</figcaption>"))
        #expect(post.contains("<code class=\"language-c\"><span class=\"hl-type\">int</span>"))
        #expect(post.contains("<img src=\"map.png\" alt=\"The boot map\""))
        #expect(post.contains("<a href=\"/blog/2018/03/06/other/\">the other</a>"))
        // Hexo's other tags: a file of the post's folder linked or named, a post's address, a page embedded, a pull quote.
        #expect(post.contains("The <a href=\"map.png\">map, as a file</a>; <a href=\"map.png\">again</a>; <a href=\"/blog/2018/03/06/other/\">back</a>."), "\(post)")
        #expect(post.contains("<div class=\"embed\" style=\"aspect-ratio:auto;height:400px\">\n<iframe src=\"https://maps.example/embed?q=1&amp;z=2\" title=\"Embedded page\""), "\(post)")
        #expect(post.contains("<blockquote class=\"pullquote\"><p>Boot <em>fast</em>.</p>"), "\(post)")
        #expect(folders.exists("new/public/2018/03/05/Linux启动/map.png"))
        // A post in a folder of `_posts/` keeps the folder in its address, as Hexo's `:title` has it.
        #expect(folders.exists("new/public/2018/01/01/LeetCode/0001-Two-Sum/index.html"))
        let other = try #require(folders.read("new/public/2018/03/06/other/index.html"))
        #expect(other.contains("<h1 class=\"post-title\">other</h1>"))
        // Hexo's `post_link`: the post's address, and its title unless the tag gives the text.
        #expect(other.contains("Text, after <a href=\"/blog/2018/03/05/Linux%E5%90%AF%E5%8A%A8/\">Linux 启动过程</a> and <a href=\"/blog/2018/03/05/Linux%E5%90%AF%E5%8A%A8/\">its stages</a>."), "\(other)")
        #expect(folders.exists("new/public/atom.xml"))
        // NexT's pages for the tags and categories lists: the build's lists, with the text one has.
        #expect(!folders.exists("new/content/tags/index.md") && !folders.exists("new/content/tags/_index.md"))
        #expect(folders.read("new/public/categories/index.html")?.contains("What I file things under.") == true)
        // Hexo's `source/` folder kept on its own: `_posts/` and no configuration.
        let alone = Folders(["_posts/a.md": "---\ntitle: A\ndate: 2020-01-01\n---\nA.\n", "about/index.md": "---\ntitle: About\n---\nMe.\n", "README.md": "# My blog\n"])
        #expect(try initSite(at: alone.new, from: alone.old).generator == "Hexo")
        #expect(alone.exists("new/content/posts/a.md") && alone.exists("new/content/about/index.md") && !alone.exists("new/content/README.md"))
        #expect(alone.build().succeeded)
    }

    /// Hexo fills a permalink's placeholder of its own naming from each post's front matter
    /// (`articles/:urlname/`): those values are the posts' slugs, written into them.
    @Test func aHexoPermalinkOfAFrontMatterKeyKeepsItsAddresses() throws {
        let folders = Folders([
            "_config.yml": "title: Notes\npermalink: articles/:urlname/\n",
            "scaffolds/post.md": "---\ntitle: {{ title }}\n---\n",
            "source/_posts/机器学习.md": "---\ntitle: 机器学习概览\ndate: 2019-01-12 09:11:09\nurlname: an-introduction-to-machine-learning\n---\nText.\n",
            "source/_posts/own.md": "---\ntitle: Own\ndate: 2019-01-13\nslug: kept\nurlname: not-this\n---\nText.\n",
            "source/_posts/plain.md": "---\ntitle: Plain\ndate: 2019-01-14\n---\nText.\n",
            // Hexo's front matter without its opening line.
            "source/_posts/bare.md": "title: Bare\ndate: 2019-01-15\nurlname: bare-post\n---\nText.\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(folders.read("new/site.yml")?.contains("permalinks: \"/articles/:slugorfilename/\"") == true)
        #expect(folders.read("new/content/posts/bare.md") == "slug: \"bare-post\"\ntitle: Bare\ndate: 2019-01-15\nurlname: bare-post\n---\nText.\n")
        #expect(folders.read("new/content/posts/机器学习.md")?.hasPrefix("---\nslug: \"an-introduction-to-machine-learning\"\ntitle: 机器学习概览\n") == true)
        #expect(report.translated.contains { $0.hasPrefix("2 posts' urlname: written as their slug:") }, "\(report.translated)")
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.exists("new/public/articles/an-introduction-to-machine-learning/index.html"))
        #expect(folders.exists("new/public/articles/kept/index.html") && folders.exists("new/public/articles/plain/index.html"))
        #expect(folders.exists("new/public/articles/bare-post/index.html"))
    }

    @Test func butterflysFriendsPageKeepsItsLinks() throws {
        let folders = Folders([
            "_config.yml": "title: 花火\ntheme: butterfly\n",
            "scaffolds/post.md": "---\ntitle: {{ title }}\n---\n",
            "source/_posts/a.md": "---\ntitle: A\ndate: 2022-08-03 17:22:01\n---\nA.\n",
            "source/link/index.md": "---\ntitle: 友情链接\ndate: 2022-08-03 17:22:01\ntype: \"link\"\n---\n\n## 申请友链格式\n\nLeave a note.\n",
            "source/_data/link.yml": """
                - class_name: 友情链接
                  class_desc: 那些人，那些事
                  link_list:
                    - name: 花火の红玉宫
                      link: https://01petard.example/
                      avatar: https://img.example/a.jpg
                      descr: 每个人都有暗影的一面……
                    - name: "[Brackets] & *stars*"
                      link: https://b.example/a page (1)
                    - name: No address
                # - class_name: Left out
                - class_name: Empty
                  link_list: []
                """,
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        let page = try #require(folders.read("new/content/link/index.md"))
        // The links first, as Butterfly shows them, then the page's own text.
        #expect(page.hasSuffix("""
            type: "link"
            ---

            ## 友情链接

            那些人，那些事

            - [花火の红玉宫](https://01petard.example/): 每个人都有暗影的一面……
            - [\\[Brackets\\] & \\*stars\\*](<https://b.example/a page (1)>)

            ## 申请友链格式

            Leave a note.

            """), "\(page)")
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let html = try #require(folders.read("new/public/link/index.html"))
        #expect(html.contains("<li><a href=\"https://b.example/a%20page%20(1)\">[Brackets] &amp; *stars*</a></li>"), "\(html)")
        // Without the links file, the page is copied as it is.
        let plain = Folders(["_config.yml": "title: x\n", "scaffolds/post.md": "", "source/link/index.md": "---\ntitle: Links\ntype: link\n---\nMine.\n"])
        _ = try initSite(at: plain.new, from: plain.old)
        #expect(plain.read("new/content/link/index.md") == "---\ntitle: Links\ntype: link\n---\nMine.\n")
    }

    @Test func aQuartoSiteKeepsItsDocumentsAndFreezer() throws {
        let folders = Folders([
            "_quarto.yml": "project:\n  type: website\nwebsite:\n  title: Q\n  site-url: https://q.example/\n  navbar:\n    left:\n      - href: about.qmd\n        text: About\n    right:\n      - href: index.xml\n        text: RSS\n      - href: index.qmd#category=Data%20Viz\n        text: Viz\n",
            "index.qmd": "---\ntitle: Home\nlisting:\n  contents: posts\n  feed: true\n---\n",
            "about.qmd": "---\ntitle: About\n---\nMe.\n",
            "posts/one/index.qmd": "---\ntitle: One\ndate: 2024-01-02\nslug: one\n---\nText.\n",
            "posts/2023-04-26_pk-models/index.qmd": "---\ntitle: PK models\ndate: 2023-04-26\n---\nModels.\n",
            "seminars/treasury_2024.md": "---\ntitle: Forecasting\nslug: future_forecasting\n---\nA talk.\n",
            "seminars/same.md": "---\ntitle: Same\nslug: same\n---\nAnother.\n",
            "_freeze/posts/one/index/execute-results/html.json": "{}",
            "_extensions/x/_extension.yml": "title: x",
            "_extensions/x/_part.md": "Not a part of the site.",
            "posts/_footer.qmd": "Session info.\n",
            "README.md": "# repo",
            "blog.Rproj": "Version: 1.0",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Quarto")
        #expect(folders.exists("new/content/posts/one/index.qmd"))
        #expect(folders.exists("new/content/index.qmd"))
        #expect(folders.exists("new/_freeze/posts/one/index/execute-results/html.json"))
        #expect(!folders.exists("new/content/_extensions") && !folders.exists("new/content/README.md") && !folders.exists("new/content/blog.Rproj"))
        // A part documents include comes along for them.
        #expect(folders.read("new/content/posts/_footer.qmd") == "Session info.\n")
        #expect(folders.read("new/site.yml")?.contains("- {name: \"About\", url: \"about.qmd\"}\n  - {name: \"RSS\", url: \"/index.xml\"}\n  - {name: \"Viz\", url: \"/categories/data-viz/\"}") == true)
        #expect(report.leftOut.contains { $0.hasPrefix("_extensions/") })
        // Quarto places a document by its file, never its slug: the pages a slug would move are named.
        #expect(report.leftOut.contains { $0.hasPrefix("the addresses of 1 page with a slug: (content/seminars/treasury_2024.md)") }, "\(report.leftOut)")
        // Quarto's addresses: `about.qmd` at /about.html, a folder's `index.qmd` at the folder; the menu follows.
        #expect(folders.read("new/site.yml")?.contains("ugly_urls: true") == true)
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.read("new/public/about.html")?.contains("Me.") == true)
        #expect(folders.read("new/public/posts/one/index.html")?.contains("Text.") == true)
        // A dated folder keeps its date, as Quarto's address has it.
        #expect(folders.read("new/site.yml")?.contains("keep_dates_in_names: true") == true)
        #expect(folders.read("new/public/posts/2023-04-26_pk-models/index.html")?.contains("Models.") == true)
        #expect(folders.read("new/public/index.html")?.contains("<a href=\"/about.html\"") == true)
    }

    /// Hugo's `uglyURLs` (in any case, as Hugo reads its keys) puts pages at NAME.html; a Jekyll
    /// site whose style ends in a slash keeps `/about/`.
    @Test func uglyURLsComeFromHugoAndJekyllSettings() throws {
        let hugo = Folders([
            "config.toml": "baseURL = \"https://h.example/\"\ntitle = \"H\"\nuglyurls = true\n",
            "content/about.md": "---\ntitle: About\n---\nMe.\n",
        ])
        _ = try initSite(at: hugo.new, from: hugo.old)
        #expect(hugo.read("new/site.yml")?.contains("ugly_urls: true") == true)
        #expect(hugo.build().succeeded)
        #expect(hugo.read("new/public/about.html")?.contains("Me.") == true)
        let jekyll = Folders([
            "_config.yml": "title: J\npermalink: /:year/:title/\n",
            "_posts/2020-01-01-a.md": "---\ntitle: A\n---\nA.\n",
            "about.md": "---\ntitle: About\n---\nMe.\n",
        ])
        _ = try initSite(at: jekyll.new, from: jekyll.old)
        #expect(jekyll.read("new/site.yml")?.contains("ugly_urls") == false)
        #expect(jekyll.build().succeeded)
        #expect(jekyll.read("new/public/about/index.html")?.contains("Me.") == true)
    }

    /// The old configuration's values that pages show (`{{< param x >}}`, `{{ site.x }}`) come
    /// along as `params:`, and only those.
    @Test func theValuesPagesShowComeAlongAsParams() throws {
        let hugo = Folders([
            "hugo.toml": "baseURL = \"https://h.example/\"\n[params]\ngithub_repo = \"https://github.com/h/site\"\nversion = \"0.16\"\nsocialIcons = \"x\"\n",
            "content/posts/a.md": "---\ntitle: A\ndate: 2020-01-01\n---\nCode at {{< param github_repo >}}, v{{% param \"version\" %}}.\n",
        ])
        _ = try initSite(at: hugo.new, from: hugo.old)
        let site = try #require(hugo.read("new/site.yml"))
        #expect(site.contains("params:   # the old site's values that its pages show\n  \"github_repo\": \"https://github.com/h/site\"\n  \"version\": \"0.16\"\n"), "\(site)")
        #expect(!site.contains("socialIcons"))
        #expect(hugo.build().succeeded)
        #expect(hugo.read("new/public/posts/a/index.html")?.contains("Code at https://github.com/h/site, v0.16.") == true)
        let jekyll = Folders([
            "_config.yml": "title: J\nurl: https://j.example\nrepository: me/site\ntwitter_username: me\n",
            "_posts/2020-01-01-a.md": "---\ntitle: A\n---\nFork [it](https://github.com/{{ site.repository }}) at {{ site.url }}.\n",
        ])
        _ = try initSite(at: jekyll.new, from: jekyll.old)
        let jekyllSite = try #require(jekyll.read("new/site.yml"))
        #expect(jekyllSite.contains("params:   # the old site's values that its pages show\n  \"repository\": \"me/site\"\n"), "\(jekyllSite)")
        #expect(!jekyllSite.contains("twitter_username") && !jekyllSite.contains("\"url\":"))
        #expect(jekyll.build().succeeded)
        #expect(jekyll.read("new/public/2020/01/01/a.html")?.contains("<a href=\"https://github.com/me/site\">it</a>") == true)
    }

    /// Docsy's landing-page blocks and its imgproc, as docsy-example's pages call them, drawn by the
    /// default theme: titles kept, features side by side, the bundle's image found by a word of its name.
    @Test func docsysBlocksAndImagesReadAsItsSitesWriteThem() throws {
        let folders = Folders([
            "hugo.toml": "baseURL = \"https://d.example/\"\ntitle = \"Goldydocs\"\n",
            "content/_index.md": """
                ---
                title: Goldydocs
                ---
                {{% blocks/cover title="Welcome to Goldydocs" image_anchor="top" %}}
                Porridge, measured.
                {{% blocks/link-down color="info" %}}
                {{% /blocks/cover %}}

                {{% blocks/lead color="white" %}}
                It shows **your** porridge.
                {{% /blocks/lead %}}

                {{% blocks/section color="primary" type="row" %}}
                {{% blocks/feature title="New chair metrics!" icon="fa-lightbulb" %}}
                Chair sizes by default.
                {{% /blocks/feature %}}
                {{% blocks/feature title="Contributions welcome!" icon="fab fa-github" url="https://github.com/google/docsy-example" %}}
                Pull requests welcome.
                {{% /blocks/feature %}}
                {{% /blocks/section %}}
                """,
            "content/blog/first/index.md": """
                ---
                title: First
                date: 2024-01-02
                ---
                {{% pageinfo color="warning td-max-width-on-larger-screens" %}}
                A placeholder page.
                {{% /pageinfo %}}

                {{< imgproc sunset Crop "500x300" >}}
                Photo by *Peter*.
                {{< /imgproc >}}

                {{< imgproc nothing Fit "200x100" >}}
                No such image.
                {{< /imgproc >}}

                {{< tabpane >}}
                {{< tab header="Configuration file:" disabled=true />}}
                {{< tab header="hugo.yaml" lang="yaml" >}}
                params:
                  ui: {sidebar_menu_compact: true}
                {{< /tab >}}
                {{< /tabpane >}}

                {{< tabpane text=true >}}
                {{% tab header="Markdown" lang="md" %}}
                Some *text*, and code:
                ```sh
                hugo server
                ```
                {{% /tab %}}
                {{< /tabpane >}}

                {{< cardpane >}}
                {{% card header="**Highlights**" footer="Since 0.13" %}}
                - Dart Sass
                {{% /card %}}
                {{< card header="main.go" code=true lang="go" >}}
                package main
                {{< /card >}}
                {{< /cardpane >}}

                {{% readfile file="snippet.md" %}}

                {{< readfile file="/static/conf.yaml" code="true" lang="yaml" >}}

                {{< readfile file="missing.yaml" code="true" lang="yaml" >}}
                """,
            "content/blog/first/snippet.md": "Read from *a file*.\n",
            "static/conf.yaml": "a: 1\n",
            "content/blog/first/featured-sunset-35157036.jpg": "JPG",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(!report.leftOut.contains { $0.contains("blocks/") || $0.contains("imgproc") || $0.contains("pageinfo") }, "\(report.leftOut)")
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics.map(\.message))")
        let home = try #require(folders.read("new/public/index.html"))
        #expect(home.contains("<section class=\"block block-cover\"><p class=\"block-cover-title\">Welcome to Goldydocs</p>\n<p>Porridge, measured.</p>"), "\(home)")
        #expect(home.contains("<section class=\"block block-lead\"><p>It shows <strong>your</strong> porridge.</p>"))
        #expect(home.contains("<section class=\"block block-section row\"><div class=\"block-feature\"><h2 class=\"block-feature-title\">New chair metrics!</h2>"), "\(home)")
        #expect(home.contains("<h2 class=\"block-feature-title\"><a href=\"https://github.com/google/docsy-example\">Contributions welcome!</a></h2>\n<p>Pull requests welcome.</p>"))
        let post = try #require(folders.read("new/public/blog/first/index.html"))
        #expect(post.contains("<div class=\"pageinfo\" role=\"note\"><p>A placeholder page.</p>"), "\(post)")
        #expect(post.contains("<figure class=\"imgproc\"><img src=\"featured-sunset-35157036.jpg\" alt=\"\" width=\"500\" height=\"300\" style=\"aspect-ratio:500/300;object-fit:cover\" loading=\"lazy\"><figcaption><p>Photo by <em>Peter</em>.</p>"), "\(post)")
        // A word no image's name holds: the caption stays, and no image is made up.
        #expect(post.contains("<figure class=\"imgproc\"><figcaption><p>No such image.</p>"), "\(post)")
        let missing = try #require(build.diagnostics.warnings.first { $0.message.hasPrefix("imgproc names nothing,") })
        #expect(missing.location?.path == "content/blog/first/index.md" && missing.location?.line == 13, "\(missing)")
        #expect(folders.exists("new/public/blog/first/featured-sunset-35157036.jpg"))
        // Docsy's tabpane: each tab under its header, one after another; a tab with lang holds code in it.
        #expect(post.contains("<div class=\"tabs\"><section class=\"tab\"><p class=\"tab-title\">Configuration file:</p>"), "\(post)")
        #expect(post.contains("<p class=\"tab-title\">hugo.yaml</p>\n<pre class=\"highlight\"><code class=\"language-yaml\">"), "\(post)")
        #expect(post.contains("<p class=\"tab-title\">Markdown</p>\n<p>Some <em>text</em>, and code:</p>\n<pre class=\"highlight\"><code class=\"language-sh\">"), "\(post)")
        #expect(!post.contains("```"))
        // Cards side by side, their header's Markdown read; a code card's text is code.
        #expect(post.contains("<div class=\"cardpane\"><div class=\"card\"><p class=\"card-header\"><strong>Highlights</strong></p>\n<ul>\n<li>Dart Sass</li>\n</ul>\n<p class=\"card-footer\">Since 0.13</p></div>"), "\(post)")
        #expect(post.contains("<p class=\"card-header\">main.go</p>\n<pre class=\"highlight\"><code class=\"language-go\">"), "\(post)")
        // Docsy's readfile: a Markdown file in place, a file as code, a warning for one that is not there.
        #expect(post.contains("<p>Read from <em>a file</em>.</p>") && post.contains("<code class=\"language-yaml\"><span class=\"hl-function\">a</span><span class=\"hl-keyword\">:</span> <span class=\"hl-number\">1</span>"), "\(post)")
        #expect(build.diagnostics.warnings.contains { $0.message.hasPrefix("there is no missing.yaml to show as code") })
        #expect(!report.leftOut.contains { $0.contains("readfile") || $0.contains("card") })
    }

    /// geekdoc's include reads a file from the old site's folder, as Hugo's readFile does: a part in
    /// `static/` as Markdown or as HTML, a data file or the configuration as code. Hugo's data files
    /// and a file a page names from elsewhere (the configuration) are copied to data/, so the site
    /// builds as it did; one that no page names is not.
    @Test func geekdocIncludesReadFilesFromTheSitesFolder() throws {
        let folders = Folders([
            "config/_default/hugo.yaml": "baseURL: https://docs.example/\ntitle: Docs\n",
            "config/_default/params.yaml": "geekdocMenuBundle: true\n",
            "data/properties/demo.yaml": "name: demo\n",
            "static/_includes/part.md.part": "A **Markdown** part.\n",
            "static/_includes/part.html.part": "<p class=\"raw-part\">An HTML part.</p>\n",
            "content/usage/includes.md": """
                ---
                title: Includes
                ---
                {{< include file="/static/_includes/part.md.part" >}}

                {{< include file="config/_default/hugo.yaml" language="Yaml" options="linenos=table" >}}

                {{< include file="/data/properties/demo.yaml" language="yaml" >}}

                {{< include file="/static/_includes/part.html.part" type="html" >}}

                {{< include file="/static/_includes/missing.md" >}}
                """,
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(folders.exists("new/data/properties/demo.yaml") && folders.exists("new/data/config/_default/hugo.yaml"))
        #expect(!folders.exists("new/data/config/_default/params.yaml"), "no page names it")
        #expect(!report.leftOut.contains { $0.hasPrefix("data/") }, "\(report.leftOut)")
        let build = folders.build()
        // The part that is not there fails the build, as it fails Hugo's, with the folders to look in.
        let missing = try #require(build.diagnostics.errors.first)
        #expect(build.diagnostics.errors.count == 1 && missing.message.hasPrefix("there is no /static/_includes/missing.md to include in the site;"), "\(build.diagnostics.map(\.message))")
        #expect(missing.location?.path == "content/usage/includes.md" && missing.location?.line == 12, "\(missing)")
        folders.write("new/content/usage/includes.md", (try #require(folders.read("new/content/usage/includes.md"))).replacingOccurrences(of: "{{< include file=\"/static/_includes/missing.md\" >}}", with: ""))
        let rebuilt = folders.build()
        #expect(rebuilt.succeeded, "\(rebuilt.diagnostics.map(\.message))")
        let page = try #require(folders.read("new/public/usage/includes/index.html"))
        #expect(page.contains("<p>A <strong>Markdown</strong> part.</p>"), "\(page)")
        #expect(page.contains("<code class=\"language-yaml\"><span class=\"hl-function\">baseURL</span>"), "\(page)")
        #expect(page.contains("<code class=\"language-yaml\"><span class=\"hl-function\">name</span>"), "\(page)")
        #expect(page.contains("<p class=\"raw-part\">An HTML part.</p>"), "\(page)")
    }

    /// A stand-in is written for every call outside fenced code, found as the build finds fences:
    /// a line opening with three backticks and an info string (tabi's ```` ```rust,name=a.rs ````) closes
    /// no block, so the calls after it are still calls, and the examples inside blocks are not.
    @Test func callsAfterAFenceLineWithAnInfoStringAreCalls() {
        let page = """
            ```
            # Old way:
            {{/* add_src_to_code_block(src="a.rs") */}}
            # New way:
            ```rust,name=path/to/file.rs
            ```

            {{ multilingual_quote(original="Qué sosiego", translated="What tranquillity", author="Umbral") }}

            ```
            {{/* remote_text(src="a.md") */}}
            ```
            """
        #expect(StandInShortcodes.names(calledIn: page) == ["multilingual_quote"])
    }

    /// Shortcodes that pages call and nothing draws (a theme module's, a `blocks/hero`; one
    /// whose template could not be translated) get stand-ins that show the text inside them, so
    /// the site builds, and the summary names them; examples in fenced code and Hugo's escaped
    /// form are no calls, and the default theme's shortcodes need none.
    @Test func shortcodesNothingDrawsGetStandIns() throws {
        let folders = Folders([
            "hugo.toml": "baseURL = \"https://h.example/\"\n",
            "layouts/shortcodes/odd.html": "{{ range $i, $e := .Params }}{{ $i }}{{ end }}{{ partial \"x\" . }}",
            "content/_index.md": "---\ntitle: Home\n---\n{{< blocks/hero title=\"Welcome\" url=\"/about/\" >}}\nInner **text**\n{{< /blocks/hero >}}\n\n{{% siteparam description %}}\n",
            "content/posts/a.md": """
                ---
                title: A
                date: 2020-01-01
                ---
                {{< github repo="a/b" >}} and {{< odd >}} and {{< youtube abc >}}.

                {{< figureforgallery src="cat.png" alt="A cat asleep" caption="Tom, *asleep*" >}}

                {{< imgtxt src="/img/dog.jpg" alt="A dog" >}}
                _The dog's story._
                {{< /imgtxt >}}

                ```
                {{< example >}}
                ```

                Write {{</* escaped */>}} to show one.

                {{< css.inline >}}<style>p { color: teal }</style>{{< /css.inline >}}
                """,
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        for name in ["blocks/hero", "siteparam", "github", "odd", "figureforgallery", "imgtxt"] {
            #expect(folders.read("new/themes/default/shortcodes/\(name).mustache")?.contains("A stand-in written by site init --from") == true, "\(name)")
        }
        for name in ["example", "escaped", "youtube", "css", "css.inline"] {
            #expect(folders.read("new/themes/default/shortcodes/\(name).mustache")?.contains("stand-in") != true, "\(name)")
        }
        #expect(report.leftOut.contains { $0.hasPrefix("what the old theme's shortcodes blocks/hero, figureforgallery, github, imgtxt, odd, siteparam drew") && $0.contains("content/_index.md, content/posts/a.md call them") })
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics.map(\.message))")
        let home = try #require(folders.read("new/public/index.html"))
        // The title a call gives, linked to its url, and the text inside.
        #expect(home.contains("<p class=\"stand-in-title\"><strong><a href=\"/about/\">Welcome</a></strong></p>\n<p>Inner <strong>text</strong></p>"), "\(home)")
        // Each build says so, until the stand-ins are written.
        #expect(build.diagnostics.warnings.contains {
            $0.message.hasPrefix("6 of the theme's shortcodes (blocks/hero, figureforgallery, github, imgtxt, odd, siteparam) are stand-ins that site init --from wrote")
                && $0.location?.path == "themes/default/shortcodes/blocks/hero.mustache"
        })
        // A call with src is an image, drawn as the default theme's figure.
        let post = try #require(folders.read("new/public/posts/a/index.html"))
        #expect(post.contains("<img src=\"cat.png\" alt=\"A cat asleep\""), "\(post)")
        #expect(post.contains("Tom, <em>asleep</em>"))
        #expect(post.contains("<img src=\"/img/dog.jpg\" alt=\"A dog\" loading=\"lazy\">"), "\(post)")
        #expect(post.contains("<em>The dog’s story.</em>"), "\(post)")
    }

    /// Hugo's docs' `code-toggle` highlights the configuration inside it, in a template Mustache
    /// cannot say: its stand-in shows that text as code, not as paragraphs.
    @Test func aStandInForAShortcodeThatShowedCodeShowsCode() throws {
        let folders = Folders([
            "hugo.toml": "baseURL = \"https://h.example/\"\n",
            "layouts/_shortcodes/code-toggle.html": #"{{ $code := .Inner }}{{ range $i, $f := slice "toml" "yaml" }}{{ transform.Highlight $code $f }}{{ end }}"#,
            "content/configuration/cache.md": "---\ntitle: Cache\n---\n{{< code-toggle file=hugo >}}\n[caches.assets]\ndir = ':resourceDir/_gen'\nmaxAge = -1\n{{< /code-toggle >}}\n\nDefaults: {{< code-toggle config=caches />}}\n",
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        #expect(folders.read("new/themes/default/shortcodes/code-toggle.mustache")?.contains("{{{inner_highlighted}}}") == true)
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics.map(\.message))")
        let page = try #require(folders.read("new/public/configuration/cache/index.html"))
        #expect(page.components(separatedBy: "<pre><code>").count == 2, "a call without text inside shows no empty block")
        #expect(page.contains("<pre><code>[caches.assets]\ndir = &apos;:resourceDir/_gen&apos;\nmaxAge = -1\n</code></pre>"), "\(page)")
    }

    /// A theme module's shortcode whose template is not there but which is called with a language
    /// or named for code (`{{< code lang="html" >}}`, `{{< snippet >}}`) shows its text as code, so an
    /// HTML example stays an example; another stand-in shows its text as Markdown.
    @Test func aStandInCalledWithALanguageShowsCode() throws {
        let folders = Folders([
            "hugo.toml": "baseURL = \"https://h.example/\"\n[module]\n[[module.imports]]\npath = \"github.com/x/theme\"\n",
            "content/posts/a.md": """
                ---
                title: A
                date: 2024-01-01
                ---
                {{< code lang="html" title="index.html" >}}
                <a href="{{ .RelPermalink }}">link</a>
                {{< /code >}}

                {{< snippet >}}
                <b>bold?</b>
                {{< /snippet >}}

                {{< aside >}}
                Some *words*.
                {{< /aside >}}
                """,
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        #expect(folders.read("new/themes/default/shortcodes/code.mustache")?.contains("{{{inner_highlighted}}}") == true)
        #expect(folders.read("new/themes/default/shortcodes/snippet.mustache")?.contains("{{{inner_highlighted}}}") == true)
        #expect(folders.read("new/themes/default/shortcodes/aside.mustache")?.contains("inner_highlighted") == false)
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics.map(\.message))")
        let page = try #require(folders.read("new/public/posts/a/index.html"))
        // Highlighted as a fenced block of that language is.
        #expect(page.contains("<code class=\"language-html\"><span class=\"hl-keyword\">&lt;a</span> href=<span class=\"hl-string\">&quot;{{ .RelPermalink }}&quot;</span>"), "\(page)")
        #expect(page.contains("&lt;b&gt;bold?&lt;/b&gt;") && page.contains("<em>words</em>"))
    }

    /// tabi's shapes: a Zola theme's shortcodes called as `{% name(…) %}…{% end %}` (in an Arabic
    /// translation) and `{{ name(…) }}` get stand-ins too; Tera's own `{% end %}`, `{% raw %}` and
    /// a Liquid-like `{{ page.title }}` are no calls.
    @Test func zolaShortcodesNothingDrawsGetStandIns() throws {
        let folders = Folders([
            "config.toml": "base_url = \"https://z.example\"\ntitle = \"Z\"\n",
            "content/blog/_index.md": "+++\nsort_by = \"date\"\n+++\n",
            "content/blog/markdown/index.md": "+++\ntitle = \"Markdown\"\ndate = 2023-01-01\n+++\n{{ dual_theme_image(light_src=\"a.png\", dark_src=\"b.png\") }}\n\n{% raw %}{{ page.title }}{% end %}\n",
            "content/blog/markdown/index.ar.md": "+++\ntitle = \"ماركداون\"\ndate = 2023-01-01\n+++\n{% force_text_direction(direction=\"rtl\") %}\nنص\n{% end %}\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        for name in ["dual_theme_image", "force_text_direction"] {
            #expect(folders.read("new/themes/default/shortcodes/\(name).mustache")?.contains("A stand-in written by site init --from") == true, "\(name)")
        }
        for name in ["end", "page"] { #expect(!folders.exists("new/themes/default/shortcodes/\(name).mustache"), "\(name)") }
        // The default theme's own raw (LoveIt's) stays as it is.
        #expect(folders.read("new/themes/default/shortcodes/raw.mustache")?.contains("A stand-in") == false)
        #expect(report.leftOut.contains { $0.contains("content/blog/markdown/index.ar.md, content/blog/markdown/index.md call them") })
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics.map(\.message))")
        #expect(folders.read("new/public/ar/blog/markdown/index.html")?.contains("نص") == true)
        #expect(folders.read("new/public/blog/markdown/index.html")?.contains("<p>{% raw %}{{ page.title }}{% end %}</p>") == true)
    }

    /// A moved blog keeps its feed's address, so its readers keep getting new posts: Hugo's
    /// `index.xml` (or its RSS `baseName`), Zola's `feed_filename(s)`, jekyll-feed's `path` or a
    /// Jekyll site's own feed template, the listing feed a Quarto navbar links.
    @Test func theOldFeedAddressIsKept() throws {
        func feed(_ files: [String: String]) throws -> (site: String, folders: Folders) {
            let folders = Folders(files)
            _ = try initSite(at: folders.new, from: folders.old)
            let site = folders.read("new/site.yml") ?? ""
            return (site.split(separator: "\n").first { $0.hasPrefix("feed:") }.map(String.init) ?? "", folders)
        }
        let post = "---\ntitle: A\ndate: 2020-01-01\n---\nA.\n"
        let hugo = try feed(["hugo.toml": "baseURL = \"https://h.example/\"\n", "content/posts/a.md": post])
        // With its posts section's feed, which readers may follow too, and each term's.
        #expect(hugo.site.hasPrefix("feed: [\"index.xml\", \"posts/index.xml\"]"))
        #expect(hugo.folders.read("new/site.yml")?.contains("\nterm_feeds: true") == true)
        #expect(hugo.folders.build().succeeded)
        #expect(hugo.folders.read("new/public/index.xml")?.contains("<link rel=\"self\" type=\"application/atom+xml\" href=\"https://h.example/index.xml\"/>") == true)
        #expect(hugo.folders.read("new/public/posts/index.xml") == hugo.folders.read("new/public/index.xml"))
        #expect(!hugo.folders.exists("new/public/feed.xml"))
        #expect(hugo.folders.read("new/public/index.html")?.contains("type=\"application/atom+xml\" title=\"My Blog\" href=\"/index.xml\"") == true)
        #expect(try feed(["hugo.toml": "baseURL = \"https://h.example/\"\n[outputFormats.RSS]\nbaseName = \"atom\"\n"]).site.hasPrefix("feed: \"atom.xml\""))
        #expect(try feed(["hugo.toml": "baseURL = \"https://h.example/\"\ndisableKinds = [\"RSS\"]\n"]).site.isEmpty)
        // Hugo before 0.45: `rssURI`, and `disableRSS`, in any case.
        #expect(
            try feed(["config.yaml": "baseurl: https://h.example\nrssuri: atom.xml\n", "content/post/a.md": post]).site.hasPrefix(
                "feed: [\"atom.xml\", \"post/atom.xml\"]"))
        #expect(try feed(["config.yaml": "baseurl: https://h.example\ndisableRSS: true\n"]).site.isEmpty)
        #expect(try feed(["config.toml": "base_url = \"https://z.example\"\ngenerate_feed = true\nfeed_filename = \"rss.xml\"\n"]).site.hasPrefix("feed: \"rss.xml\""))
        // `paths = "safe"` keeps them, as Hugo and Jekyll do.
        #expect(try feed(["config.toml": "base_url = \"https://z.example\"\n[slugify]\npaths = \"safe\"\n"]).folders.read("new/site.yml")?.contains("slugify_paths") == false)
        let zolaTerms = try feed(["config.toml": "base_url = \"https://z.example\"\ngenerate_feed = true\ntaxonomies = [{name = \"tags\", feed = true}]\n"])
        #expect(zolaTerms.folders.read("new/site.yml")?.contains("\nterm_feeds: true") == true)
        #expect(try feed(["config.toml": "base_url = \"https://z.example\"\ngenerate_feeds = true\nfeed_filenames = [\"atom.xml\", \"rss.xml\"]\n"]).site.hasPrefix("feed: \"atom.xml\""))
        // A path outside the site is not carried over.
        let outside = try feed(["config.toml": "base_url = \"https://z.example\"\ngenerate_feeds = true\nfeed_filenames = [\"../x.xml\"]\n"])
        #expect(outside.site.isEmpty && outside.folders.read("new/site.yml")?.contains("feed") == false)
        // A Zola site without a feed, and jekyll-feed's default, are at feed.xml already.
        #expect(try feed(["config.toml": "base_url = \"https://z.example\"\n"]).site.isEmpty)
        #expect(try feed(["_config.yml": "title: J\nplugins: [jekyll-feed]\n"]).site.isEmpty)
        #expect(try feed(["_config.yml": "title: J\nfeed:\n  path: /atom.xml\n"]).site.hasPrefix("feed: \"atom.xml\""))
        let template = "---\nlayout: null\n---\n<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel>{% for post in site.posts %}{% endfor %}</channel></rss>\n"
        #expect(try feed(["_config.yml": "title: J\n", "rss.xml": template]).site.hasPrefix("feed: \"rss.xml\""))
        // A plain atom.xml is a file Jekyll copies as it is, not the feed.
        #expect(try feed(["_config.yml": "title: J\n", "atom.xml": "<feed></feed>\n"]).site.isEmpty)
        // Pelican's: its default, unless development settings turn it off and publishing ones do not.
        #expect(try feed(["pelicanconf.py": "SITENAME = 'P'\n"]).site.hasPrefix("feed: \"feeds/all.atom.xml\""))
        #expect(try feed(["pelicanconf.py": "SITENAME = 'P'\nFEED_ALL_ATOM = None\n"]).site.isEmpty)
        #expect(
            try feed([
                "pelicanconf.py": "SITENAME = 'P'\nFEED_ALL_ATOM = None\n",
                "publishconf.py": "from pelicanconf import *\nFEED_ALL_ATOM = 'feeds/all.atom.xml'\n",
            ]).site.hasPrefix("feed: \"feeds/all.atom.xml\""))
        let quarto = try feed([
            "_quarto.yml": "website:\n  title: Q\n  navbar:\n    right:\n      - icon: rss\n        href: blog/index.xml\n      - text: Feed\n        href: blog/index.xml\n",
            "blog/index.qmd": "---\ntitle: Blog\nlisting:\n  contents: posts\n  feed: true\n---\n",
            "blog/posts/a/index.qmd": post,
        ])
        #expect(quarto.site.hasPrefix("feed: \"blog/index.xml\""))
        // The icon alone is named by it.
        #expect(quarto.folders.read("new/site.yml")?.contains("menu:\n  - {name: \"RSS\", url: \"/blog/index.xml\"}\n  - {name: \"Feed\", url: \"/blog/index.xml\"}") == true)
        #expect(quarto.folders.build().succeeded)
        #expect(quarto.folders.read("new/public/blog/index.xml")?.contains("<feed") == true)
        // Without a link to it, the feed of the home page's listing, or of a listing page the navbar links.
        #expect(
            try feed(["_quarto.yml": "website:\n  title: Q\n", "index.qmd": "---\ntitle: Home\nlisting:\n  contents: posts\n  feed: true\n---\n"])
                .site.hasPrefix("feed: \"index.xml\""))
        #expect(
            try feed([
                "_quarto.yml": "website:\n  title: Q\n  navbar:\n    left:\n      - blog.qmd\n",
                "index.qmd": "---\ntitle: Home\n---\nHi.\n",
                "blog.qmd": "---\ntitle: Blog\nlisting:\n  - id: recent\n    contents: posts\n    feed:\n      items: 10\n---\n",
            ]).site.hasPrefix("feed: \"blog.xml\""))
        #expect(try feed(["_quarto.yml": "website:\n  title: Q\n", "index.qmd": "---\ntitle: Home\nlisting:\n  contents: posts\n---\n"]).site.isEmpty)
        // The site's own address written out; icons named by their aria-label, else by the icon;
        // a document named alone by its title, else by its file's name (anything else alone, or a
        // path out of the site, is no link).
        let absolute = try feed([
            "_quarto.yml": """
                website:
                  title: Q
                  site-url: http://blog.example.net
                  navbar:
                    right:
                      - icon: rss-fill
                        href: http://blog.example.net/index.xml
                      - icon: github
                        href: https://github.com/q
                      - icon: mastodon
                        aria-label: Mastodon (fosstodon)
                        href: https://fosstodon.org/@q
                      - icon: file-earmark-text
                        href: cv.pdf
                    left:
                      - about.qmd
                      - reading_list.qmd
                      - 42
                      - ../outside.qmd
                """,
            "about.qmd": "---\ntitle: About me\n---\nMe.\n",
        ])
        #expect(absolute.site.hasPrefix("feed: \"index.xml\""))
        #expect(
            absolute.folders.read("new/site.yml")?.contains(
                "menu:\n  - {name: \"About me\", url: \"about.qmd\"}\n  - {name: \"Reading list\", url: \"reading_list.qmd\"}\n  - {name: \"RSS\", url: \"/index.xml\"}\n  - {name: \"GitHub\", url: \"https://github.com/q\"}\n  - {name: \"Mastodon (fosstodon)\", url: \"https://fosstodon.org/@q\"}\n  - {name: \"File earmark text\", url: \"cv.pdf\"}") == true)
        // `file:` says what `href:` does; an icon a shortcode draws (`{{< iconify … >}}`) is named by
        // the link's label, the shortcode's title or its icon, not shown as the call (andrewheiss.com's navbar).
        let shortcodes = try feed([
            "_quarto.yml": """
                website:
                  title: Q
                  navbar:
                    left:
                      - text: "Blog"
                        file: blog/index.qmd
                    right:
                      - text: "{{< iconify bi envelope size=1.1em title='E-mail' >}}"
                        href: "mailto:q@example.org"
                      - text: "{{< iconify fa6-brands bluesky size=1.1em >}}"
                        href: https://bsky.app/profile/q
                      - text: "{{< fa brands github >}}"
                        aria-label: GitHub profile
                        href: https://github.com/q
                """,
            "blog/index.qmd": "---\ntitle: Blog\n---\n",
        ])
        #expect(
            shortcodes.folders.read("new/site.yml")?.contains(
                "menu:\n  - {name: \"Blog\", url: \"blog/index.qmd\"}\n  - {name: \"E-mail\", url: \"mailto:q@example.org\"}\n  - {name: \"Bluesky\", url: \"https://bsky.app/profile/q\"}\n  - {name: \"GitHub profile\", url: \"https://github.com/q\"}") == true,
            "\(shortcodes.folders.read("new/site.yml") ?? "")")
    }

    /// Eleventy's base blog's shape: the input folder and passthrough copies named in its
    /// configuration, the metadata a JavaScript module exports, Nunjucks templates left behind.
    /// google/eleventy-high-performance-blog's shape: its input is the repository itself, and
    /// `.eleventyignore` keeps out its tests, sources and a vendored plugin (whose README would be
    /// a page); scripts Eleventy never copies (a host's function in `api/`) stay behind too.
    @Test func anEleventySitesIgnoreFileAndScriptsStayBehind() throws {
        let folders = Folders([
            ".eleventy.js": "module.exports = function (eleventyConfig) {\n  eleventyConfig.addPassthroughCopy(\"img\");\n  eleventyConfig.addPassthroughCopy(\"js\");\n  return { dir: { input: \".\", output: \"_site\" } };\n};\n",
            ".eleventyignore": "README.md\n\\_11ty/\nthird_party\ntest\n./src\n*.log\n",
            "posts/firstpost.md": "---\ntitle: First\ndate: 2020-01-01\n---\nSee [the second]({{ '/posts/secondpost/' | url }}).\n",
            "posts/secondpost.md": "---\ntitle: Second\ndate: 2020-01-02\n---\nHi.\n",
            "README.md": "# The template",
            "_11ty/blurry-placeholder.js": "module.exports = {};",
            "third_party/plugin/README.md": "# A plugin",
            "test/test-homepage.js": "describe()",
            "src/main.js": "main()",
            "api/ga.js": "module.exports = (req, res) => {};",
            "js/cached.js": "cached()",
            "img/logo.png": "PNG",
            "build.log": "log",
            // The project's own files: a package manager's lock and an assistant's instructions are no pages.
            "pnpm-lock.yaml": "lockfileVersion: '9.0'", "CLAUDE.md": "# Working on this blog",
            // A page naming its layout by the template's file (Eleventy LibDoc's): a stand-in layout of that name.
            "links/index.md": "---\ntitle: Links\nlayout: libdoc_page.liquid\n---\nMine.\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(folders.exists("new/themes/default/layouts/libdoc_page.mustache") && report.leftOut.contains { $0.contains("layouts libdoc_page,") || $0.contains("layout libdoc_page,") }, "\(report.leftOut)")
        for left in [
            "content/README.md", "content/third_party", "content/test", "content/src", "content/api", "content/build.log", "content/_11ty",
            "content/pnpm-lock.yaml", "content/CLAUDE.md",
        ] {
            #expect(!folders.exists("new/" + left), "\(left)")
        }
        #expect(folders.exists("new/static/js/cached.js") && folders.exists("new/static/img/logo.png"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.read("new/public/posts/firstpost/index.html")?.contains("<a href=\"/posts/secondpost/\">the second</a>") == true)
        #expect(build.diagnostics.warnings.isEmpty, "\(build.diagnostics)")
    }

    @Test func anEleventySiteIsReadWithoutRunningItsScript() throws {
        let folders = Folders([
            "eleventy.config.js": """
                export default async function(eleventyConfig) {
                \televentyConfig
                \t\t.addPassthroughCopy({
                \t\t\t"./public/": "/"
                \t\t})
                \t\t.addPassthroughCopy("./content/feed/style.xsl")
                \t\t.addPassthroughCopy("**/*.jpg");
                \televentyConfig.addPlugin(feedPlugin, {
                \t\ttype: "atom",
                \t\toutputPath: "/feed/feed.xml",
                \t});
                };
                export const config = {
                \tdir: {
                \t\tinput: "content",          // default: "."
                \t\tdata: "../_data",
                \t},
                };
                """,
            "_data/metadata.js": "export default {\n\ttitle: \"Navel\",\n\turl: \"https://navel.example/\",\n\tauthor: {\n\t\tname: \"Pat\",\n\t\temail: \"p@example.com\"\n\t}\n}\n",
            "content/blog/first.md": "---\ntitle: First\ndate: 2018-05-01\n---\nHi.\n",
            "content/blog/blog.11tydata.js": "export default { tags: [\"posts\"] };",
            "content/blog/blog.json": "{}",
            "content/blog/fourth/possum.png": "PNG",
            "content/blog/fourth/fourth.md": "---\ntitle: Fourth\ndate: 2018-09-30\n---\n![A possum](possum.png)\n",
            "content/blog/kept/index.md": "---\ntitle: Kept\ndate: 2018-10-01\n---\nIndex.\n",
            "content/blog/kept/kept.md": "---\ntitle: Kept too\ndate: 2018-10-02\n---\nAlso.\n",
            "content/index.njk": "{% for post in collections.posts %}{% endfor %}",
            "content/blog/index.html": "---\nlayout: base\n---\n<ul>{%- for post in pagination.items -%}<li>{{ post.data.title }}</li>{%- endfor -%}</ul>",
            "content/404.html": "---\npermalink: /404.html\n---\n<h1>Lost</h1>",
            "content/colophon.html": "---\ntitle: Colophon\n---\n<p>Made by hand.</p>",
            "content/index.html": "---\nlayout: default\n---\n<main><h1>Hi there!</h1></main>",
            "content/feed/style.xsl": "<xsl/>",
            "content/about.md": "---js\nconst eleventyNavigation = {\n\tkey: \"About\",\n\torder: 3\n};\n---\n# About\n",
            "public/css/site.css": "body {}",
            "_includes/layouts/base.njk": "<html>",
            "_site/index.html": "old output",
            "package.json": "{}",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Eleventy")
        #expect(report.configFiles == ["eleventy.config.js", "_data/metadata.js"])
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("title: \"Navel\"\nauthor: \"Pat\"\nbase_url: \"https://navel.example/\""))
        #expect(config.contains("\nfeed: \"feed/feed.xml\""))
        // Eleventy's cool URI: the folder's own page, at /blog/fourth/, its picture beside it.
        #expect(folders.read("new/content/blog/fourth/index.md")?.contains("Fourth") == true)
        #expect(!folders.exists("new/content/blog/fourth/fourth.md"))
        #expect(folders.exists("new/content/blog/kept/kept.md"), "a folder with an index keeps its other pages")
        for copied in ["content/blog/first.md", "content/blog/fourth/possum.png", "content/about.md", "static/css/site.css", "static/feed/style.xsl", "content/colophon.html"] {
            #expect(folders.exists("new/" + copied), "\(copied)")
        }
        // An HTML page that lists the posts is the old theme's list; the old not-found page stays too.
        #expect(!folders.exists("new/content/blog/index.html") && !folders.exists("new/content/404.html") && !folders.exists("new/content/index.html"))
        #expect(report.leftOut.contains { $0.contains("home and list pages content/blog/index.html") })
        for left in ["content/index.njk", "content/blog/blog.11tydata.js", "content/blog/blog.json", "content/feed/style.xsl", "static/index.html", "content/package.json"] {
            #expect(!folders.exists("new/" + left), "\(left)")
        }
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.read("new/public/blog/first/index.html")?.contains("Hi.") == true)
        #expect(folders.read("new/public/css/site.css") == "body {}")
        #expect(folders.read("new/public/blog/fourth/index.html")?.contains("possum.png") == true)
        #expect(folders.exists("new/public/blog/fourth/possum.png"))
    }

    /// Any title an old configuration holds reads back from site.yml as itself.
    @Test(arguments: ["Plain", "Quote \" and \\ back", "Two\nlines\tand a tab", "Bell \u{7} and DEL \u{7F}", "日本語のブログ: 🚀", "# not a comment", "yes"])
    func aQuotedYAMLTextReadsBackAsItself(text: String) throws {
        let node = try #require(try parseYAML("title: " + text.yamlQuoted + "\n"))
        #expect(node["title"]?.scalarText == text)
    }

    /// A Hugo site with a `_config.yml` of GitHub Pages' beside its `hugo.toml` is Hugo's; a folder
    /// with `_posts/` is Jekyll's even beside a `config.yml` another tool left.
    @Test func theGeneratorIsToldByWhatBuildsTheSite() throws {
        let hugo = Folders(["hugo.toml": "title = \"H\"\n", "_config.yml": "theme: jekyll-theme-minimal\n", "content/posts/a.md": Self.hugoPost])
        #expect(try initSite(at: hugo.new, from: hugo.old).generator == "Hugo")
        let hugoWithConfigToml = Folders(["config.toml": "baseURL = \"https://h.example/\"\n", "_config.yml": "x: 1\n", "content/posts/a.md": Self.hugoPost])
        #expect(try initSite(at: hugoWithConfigToml.new, from: hugoWithConfigToml.old).generator == "Hugo")
        let jekyll = Folders(["_config.yml": "title: J\n", "config.yml": "tool: x\n", "_posts/2015-05-21-a.md": "---\ntitle: A\n---\n"])
        #expect(try initSite(at: jekyll.new, from: jekyll.old).generator == "Jekyll")
    }

    @Test func whatCannotBeImportedIsRefusedAndNothingIsWritten() throws {
        let unknown = Folders(["index.html": "<p>hand-made</p>"])
        #expect(throws: Diagnostic.self) { try initSite(at: unknown.new, from: unknown.old) }
        #expect(!unknown.exists("new"))
        // A repository with its site in a folder of its own: the message names that folder.
        let nested = Folders(["README.md": "# Notes\n", "tools/x.sh": "echo\n", "hugo-files/hugo.toml": "title = \"H\"\n", "hugo-files/content/posts/a.md": Self.hugoPost])
        let inner = #expect(throws: Diagnostic.self) { try initSite(at: nested.new, from: nested.old) }
        #expect(inner?.message.contains("its folder hugo-files/ does; name that folder: site init new --from ") == true, "\(String(describing: inner))")
        #expect(!nested.exists("new"))

        // A new site inside the old one would copy itself.
        let inside = Folders(["hugo.toml": "title = \"x\"\n"])
        let error = #expect(throws: Diagnostic.self) { try initSite(at: inside.old.appending(path: "new"), from: inside.old) }
        #expect(error?.message.contains("outside") == true)

        // A folder that holds files is not written into.
        let full = Folders(["hugo.toml": "title = \"x\"\n"])
        full.write("new/notes.txt", "mine")
        #expect(throws: Diagnostic.self) { try initSite(at: full.new, from: full.old) }
        #expect(full.read("new/notes.txt") == "mine" && !full.exists("new/site.yml"))

        // A broken configuration names its line.
        let broken = Folders(["hugo.toml": "title = \"x\nbaseURL = 1\n"])
        let problem = #expect(throws: Diagnostic.self) { try initSite(at: broken.new, from: broken.old) }
        #expect(problem?.location?.line == 1)
        #expect(!broken.exists("new"))
    }

    @Test func aLinkOutOfTheOldSiteIsNotFollowed() throws {
        let folders = Folders(["hugo.toml": "title = \"x\"\n", "content/posts/a.md": Self.hugoPost, "secret.txt": "key"])
        try FileManager.default.createDirectory(at: folders.old.appending(path: "static"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folders.old.appending(path: "static/key.txt").path, withDestinationPath: folders.root.appending(path: "outside.txt").path)
        folders.write("outside.txt", "private")
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(!folders.exists("new/static/key.txt"))
        #expect(report.diagnostics.contains { $0.severity == .warning && $0.message.contains("not copied") })
    }

    @Test func aSettingSiteCannotTakeIsSaidAtOnce() throws {
        let folders = Folders([
            "_config.yml": "title: T\ntimezone: Mars/Olympus\n", "_posts/2015-05-21-first.md": "---\ntitle: First\n---\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        let warning = try #require(report.diagnostics.first { $0.message.contains("Mars/Olympus") })
        #expect(warning.message.contains("read from the Jekyll site"))
        #expect(folders.exists("new/site.yml"))
    }
}
