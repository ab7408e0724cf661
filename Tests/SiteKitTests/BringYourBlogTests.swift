import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// Posts written for Hugo, Jekyll and Zola, built as they are: keys with their meaning, redirects,
/// taxonomies, pagination, sections and layouts.
@Suite struct BringYourBlogTests {
    static let config = TemporarySite.defaultConfig + "\npaginate: 2\n"

    func site(_ files: [String: String], config: String = Self.config) -> TemporarySite {
        TemporarySite(config: config, files: files, theme: defaultTheme)
    }

    /// Hugo writes a list of a section's posts at its address whether or not it has an
    /// `_index.md`, and old menus link it (`/post/`); a page of that address keeps it.
    @Test func thePostsFolderHasItsListAtItsAddress() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\npaginate: 1\n",
            files: [
                "content/post/2019-03-05-steps.md": "---\ntitle: Steps\n---\nI walked.\n",
                "content/post/2019-03-06-more.md": "---\ntitle: More steps\n---\nAgain.\n",
            ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let list = try #require(site.read("public/post/index.html"))
        #expect(list.contains("<title>Post"))
        #expect(list.contains("/post/more/") && !list.contains("/post/steps/"))
        #expect(site.read("public/post/page/2/index.html")?.contains("/post/steps/") == true)

        // A page written to /post/ is the page there, as the author meant.
        site.write("content/archive.md", "---\ntitle: Archive\nurl: /post/\n---\nEverything, by year.\n")
        let again = site.build()
        #expect(again.succeeded, "\(again.diagnostics)")
        #expect(site.read("public/post/index.html")?.contains("Everything, by year.") == true)
        #expect(!site.exists("public/post/page/2/index.html"))
    }

    /// Hugo makes pages of Org, AsciiDoc and reStructuredText files; this site reads Markdown: such
    /// posts are copied as they are, and one warning names them and how to convert them, not silence.
    @Test func postsInFormatsTheBuildDoesNotReadAreNamed() throws {
        let site = site([
            "content/posts/first.org": "#+title: An Org post\n#+date: 2021-03-04\n\n* Heading\n",
            "content/posts/guide.rst": "Guide\n=====\n",
            "content/posts/kept.md": "---\ntitle: Kept\ndate: 2021-01-01\n---\nText.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warnings = report.diagnostics.warnings.filter { $0.message.contains("which site does not read") }
        #expect(warnings.map(\.message) == [
            "2 files in Org, reStructuredText, which site does not read, are copied as files, not made pages: content/posts/first.org, content/posts/guide.rst; convert each to Markdown (pandoc -s -f org -t markdown first.org -o first.md) and delete the original"
        ])
        #expect(site.read("public/posts/first.org") != nil && site.read("public/posts/kept/index.html") != nil)
        // Markdown alone: no word.
        site.remove("content/posts/first.org")
        site.remove("content/posts/guide.rst")
        #expect(!site.build().diagnostics.contains { $0.message.contains("which site does not read") })
    }

    @Test func keysKeepTheirMeaning() throws {
        let site = site([
            "content/posts/2023-01-29-a.md": """
                ---
                title: Jekyll post
                date: 2023-01-29 18:30:22 -0800
                last_modified_at: 2023-02-01
                tags: gan long-read math-heavy
                category: Research
                author: {name: Ada}
                excerpt: A short one.
                redirect_from: [/2023/01/29/jekyll-post.html, /old/a/]
                images: [/img/cover.png]
                math: true
                comments: false
                nodate: false
                ---
                Body.
                """,
            "content/posts/hidden.md": "---\ntitle: Hidden\ndate: 2023-01-01\npublished: false\n---\nx\n",
            "content/posts/later.md": "---\ntitle: Later\ndate: 2023-01-01\npublishDate: 2030-01-01\n---\nx\n",
            "content/posts/gone.md": "---\ntitle: Gone\ndate: 2023-01-01\nexpiryDate: 2024-01-01\n---\nx\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        // `math` and `comments` are someone's own keys: no "did you mean".
        #expect(!report.diagnostics.contains { $0.message.contains("did you mean") })
        #expect(report.diagnostics.contains { $0.message.contains("1 draft") && $0.message.contains("hidden.md") })
        #expect(report.diagnostics.contains { $0.message.contains("gone.md") && $0.message.contains("expiryDate") })
        #expect(report.diagnostics.contains { $0.message.contains("later.md") && $0.message.contains("future") })
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("<time datetime=\"2023-01-29T18:30:22-08:00\"><bdi>29 January 2023</bdi></time>"))
        #expect(page.contains("<span class=\"author\">Ada</span>"))
        #expect(page.contains("href=\"/blog/categories/research/\""))
        #expect(page.contains("<meta property=\"og:image\" content=\"https://example.com/blog/img/cover.png\">"))
        for tag in ["gan", "long-read", "math-heavy"] { #expect(page.contains("href=\"/blog/tags/\(tag)/\"")) }
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains("A short one."))
        #expect(site.exists("public/categories/research/index.html"))
        #expect(site.exists("public/categories/index.html"))
        #expect(!site.exists("public/posts/hidden/index.html"))
        #expect(!site.exists("public/posts/gone/index.html"))
    }

    /// Jekyll's `published:` is a flag, Hugo's a date. A word one or two edits from a flag (a
    /// houbb.github.io post's `published: flase`) is read as that flag with a warning, so the site
    /// still builds and the post stays out as its author meant; any other word is an error.
    @Test func aMisspeltPublishedFlagIsReadAsTheFlagItNearlyIs() throws {
        let site = site([
            "content/posts/a.md": "---\ntitle: A\ndate: 2020-10-17 16:15:55 +0800\npublished: flase\n---\nx\n",
            "content/posts/b.md": "---\ntitle: B\ndate: 2020-10-17\npublished: 2020-10-18\n---\nx\n",
            "content/posts/c.md": "---\ntitle: C\ndate: 2020-10-17\npublished: ture\n---\nx\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warnings = report.diagnostics.warnings.filter { $0.message.hasPrefix("'published: ") }
        #expect(warnings.map(\.message) == [
            "'published: flase' is read as false (did you mean 'false'?), so the page is left out; write false to say so",
            "'published: ture' is read as true (did you mean 'true'?), so the page is published; write true to say so",
        ])
        #expect(warnings.first?.location?.path == "content/posts/a.md" && warnings.first?.location?.line == 4)
        #expect(!site.exists("public/posts/a/index.html"))
        #expect(site.exists("public/posts/b/index.html") && site.exists("public/posts/c/index.html"))

        site.write("content/posts/a.md", "---\ntitle: A\ndate: 2020-10-17\npublished: someday\n---\nx\n")
        let error = try #require(site.build().diagnostics.errors.first)
        #expect(error.message == "'published: someday' is neither true nor false; write false to leave the page out, true to publish it, or a date (Hugo's publish date)")
    }

    /// `author: A, B, and C` (hugodown's and many blogs' way) is three authors, the last without "and".
    @Test func authorsWrittenAsOneLineAreEachNamed() throws {
        let site = site(["content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\nauthor: Max Kuhn, Carson Sievert, and Andrew Holz\n---\nx\n"])
        #expect(site.build().succeeded)
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("by <span class=\"author\">Max Kuhn</span><span class=\"author\">Carson Sievert</span><span class=\"author\">Andrew Holz</span>"))
        // An archetype's placeholder (`author: "-"`, a wiloon.com post's) names nobody; a name in any script does.
        site.write("content/posts/a.md", "---\ntitle: A\ndate: 2024-01-01\nauthor: \"-\"\n---\nx\n")
        site.write("content/posts/b.md", "---\ntitle: B\ndate: 2024-01-02\nauthors: [\"王伟\", \"—\", \"R2\"]\n---\nx\n")
        #expect(site.build().succeeded)
        #expect(site.read("public/posts/a/index.html")?.contains("class=\"authors\"") == false)
        #expect(site.read("public/posts/b/index.html")?.contains("by <span class=\"author\">王伟</span><span class=\"author\">R2</span></bdi>") == true)
        // An author written as a Markdown link (Docsy's posts) is a link to the author's page, in the post and in lists.
        site.write("content/posts/c.md", "---\ntitle: C\ndate: 2024-01-03\nauthor: >-\n  [Patrice Chalin](https://github.com/chalin)\n---\nx\n")
        #expect(site.build().succeeded)
        let linked = "by <span class=\"author\"><a href=\"https://github.com/chalin\">Patrice Chalin</a></span></bdi>"
        #expect(site.read("public/posts/c/index.html")?.contains(linked) == true, "\(site.read("public/posts/c/index.html") ?? "")")
        #expect(site.read("public/index.html")?.contains(linked) == true)
        let several = AuthorName("[Patrice Chalin](https://github.com/chalin) ([CNCF](https://www.cncf.io/)) <b>x</b>")
        #expect(several.name == "Patrice Chalin (CNCF) x" && several.url == nil, "\(several)")
        #expect(several.html == "<a href=\"https://github.com/chalin\">Patrice Chalin</a> (<a href=\"https://www.cncf.io/\">CNCF</a>) <!-- raw HTML omitted -->x<!-- raw HTML omitted -->")
        #expect(AuthorName("[Ada]").url == nil && AuthorName("[Ada]").html == nil && AuthorName("Ada & Bo").name == "Ada & Bo")
        #expect(AuthorName("[Ada](https://ada.example)").url == "https://ada.example")
    }

    /// So Simple and HPSTR, two much-copied Jekyll themes, write the picture as a mapping with credits.
    @Test func anImageMappingAsJekyllThemesWriteIt() throws {
        let site = site([
            "content/posts/2010-06-25-bare.md":
                "---\ntitle: Bare\nmodified: 2010-07-01\nimage:\n  feature: abstract-3.jpg\n  credit: dargadgetz\n  creditlink: https://example.org/\n---\nx\n",
            "content/posts/2010-06-26-rooted.md": "---\ntitle: Rooted\nimage:\n  feature: /images/cover.jpg\n---\ny\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.warnings.isEmpty, "\(report.diagnostics)")
        let bare = try #require(site.read("public/posts/bare/index.html"))
        #expect(!bare.contains("og:image"))
        let rooted = try #require(site.read("public/posts/rooted/index.html"))
        #expect(rooted.contains("<meta property=\"og:image\" content=\"https://example.com/blog/images/cover.jpg\">"))
    }

    /// Other generators' themes name the picture by keys of their own; a path from the page leads from the page's address.
    @Test func otherThemesPictureKeysGiveTheOpenGraphImage() throws {
        let site = site([
            "content/posts/ananke.md": "---\ntitle: Ananke\ndate: 2020-01-01\nfeatured_image: /images/ananke.jpg\n---\nx\n",
            "content/posts/gatsby/index.md": "---\ntitle: Gatsby\ndate: 2020-01-02\ncover_image: \"./cover.png\"\n---\ny\n",
            "content/posts/gatsby/cover.png": "PNG",
            "content/posts/doit/index.md": "---\ntitle: DoIt\ndate: 2020-01-04\nfeaturedImage: featured.webp\n---\nw\n",
            "content/posts/doit/featured.webp": "WEBP",
            "content/posts/cactus.md": "---\ntitle: Cactus\ndate: 2020-01-03\ncoverImage:\n  src: ../../assets/cactus.png\n  alt: A cactus\n---\nz\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let pictures = ["ananke": "images/ananke.jpg", "gatsby": "posts/gatsby/cover.png", "cactus": "assets/cactus.png", "doit": "posts/doit/featured.webp"]
        for (name, path) in pictures {
            #expect(site.read("public/posts/\(name)/index.html")?.contains("<meta property=\"og:image\" content=\"https://example.com/blog/\(path)\">") == true, "\(name)")
        }
    }

    /// `2030-31-12` has no month 31: read the one way it can be, with a warning; `2030-12-13` and `2030-13-13` are no such slip.
    @Test func aDateWithDayAndMonthSwappedIsReadWithAWarning() throws {
        let site = site(["content/posts/a.md": "---\ntitle: A\ndate: 2020-31-12\n---\nx\n"])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.warnings.map(\.description).contains { $0.hasPrefix("content/posts/a.md:3:7: warning: '2020-31-12' has no month 31, so it is read as 2020-12-31") })
        #expect(site.read("public/posts/a/index.html")?.contains("datetime=\"2020-12-31") == true)
        let wrong = self.site(["content/posts/b.md": "---\ntitle: B\ndate: 2020-13-13\n---\nx\n"])
        #expect(!wrong.build().succeeded)
    }

    /// Authors named by a key take their profile's name and page: `data/authors.yml` (Docusaurus's
    /// authors.yml) or one file per author in `data/authors/` (Hugo themes'); a file that cannot be
    /// read is a warning, and its keys show as written.
    @Test func authorsNamedByAKeyTakeTheirProfiles() throws {
        let site = site([
            "data/authors.yml": "ada:\n  name: Ada Lovelace\n  url: https://ada.example\nbo: Bo Diddley\n",
            "data/authors/grace.toml": "name = \"Grace Hopper\"\n",
            "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\nauthors: [ada, bo, grace, Jane Doe]\n---\nx\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        for shown in ["<a href=\"https://ada.example\">Ada Lovelace</a>", "Bo Diddley", "Grace Hopper", "Jane Doe"] {
            #expect(page.contains(shown), "\(shown)")
        }
        let broken = self.site(["data/authors.yml": "ada: [unclosed\n", "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\nauthor: ada\n---\nx\n"])
        let brokenReport = broken.build()
        #expect(brokenReport.succeeded && brokenReport.diagnostics.warnings.contains { $0.description.hasPrefix("data/authors.yml:") }, "\(brokenReport.diagnostics)")
    }

    /// Hugo Blox's sites make `authors` a taxonomy and write each profile's name as parts: the
    /// byline names the authors by their profiles and links each to the list of their posts, whose
    /// page is titled by the profile's name too.
    @Test func aTaxonomyOfAuthorsStillNamesThePostsAuthors() throws {
        let site = site(
            [
                "data/authors/me.yaml": "schema: hugoblox/author/v1\nslug: me\nname:\n  display: 吳健雄\n  given: Shiung Wu\n  family: Chien\n",
                "data/authors/bo.yaml": "name:\n  given: Bo\n  family: Diddley\n",
                "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\nauthors:\n  - me\n  - bo\n  - Ted\n---\nx\n",
            ], config: Self.config + "\ntaxonomies:\n  tag: tags\n  author: authors\n")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        for shown in ["<a href=\"/blog/authors/me/\">吳健雄</a>", "<a href=\"/blog/authors/bo/\">Bo Diddley</a>", "<a href=\"/blog/authors/ted/\">Ted</a>"] {
            #expect(page.contains(shown), "\(shown)")
        }
        #expect(site.read("public/authors/me/index.html")?.contains("吳健雄") == true)
        #expect(site.read("public/authors/me/index.html")?.contains(">A</a>") == true)
    }

    /// Hugo Blox's landing pages are `sections:` of blocks in the front matter: the writer's words
    /// in them (titles, subtitles, texts) are the page's text, in order; the blocks the old theme
    /// filled from elsewhere are named in one warning at `sections:`.
    @Test func aLandingPagesBlocksShowTheirWords() throws {
        let home = """
            ---
            title: ''
            type: landing
            sections:
              - block: resume-biography-3
                content:
                  username: me
              - block: markdown
                content:
                  title: 'My Research'
                  subtitle: 'In short'
                  text: |-
                    I study *moonshots*.

                    Reach out.
              - block: collection
                content:
                  title: Featured Publications
              - block: cta-card
                content:
                  title: Build your own
                  text: It is **free**.
            ---
            """
        let site = site(["content/_index.md": home, "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\nx\n"])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/index.html"))
        let research = try #require(page.range(of: "<h2 id=\"my-research\""))
        let free = try #require(page.range(of: "It is <strong>free</strong>."))
        #expect(research.lowerBound < free.lowerBound)
        #expect(page.contains("<p>I study <em>moonshots</em>.</p>") && page.contains("<p>In short</p>") && !page.contains("Featured Publications"))
        let warning = try #require(report.diagnostics.warnings.first { $0.message.contains("sections hold blocks") })
        #expect(warning.location?.path == "content/_index.md" && warning.location?.line == 4)
        #expect(warning.message.contains("(resume-biography-3, collection)"))
    }

    /// A biography block draws the profile it names: Hugo Blox's `data/authors/NAME.yaml` (its
    /// picture from `media/authors/`), or Wowchemy's `content/authors/NAME/_index.md`, its text the
    /// biography; headings in the page's language; a block marked `demo: true` is the demo site's only.
    @Test func aBiographyBlockDrawsItsProfile() throws {
        let home = """
            ---
            title: ''
            sections:
              - block: resume-biography-3
                content:
                  username: me
                  button: {text: Download CV, url: uploads/resume.pdf}
                  headings: {about: '', education: 'Studies'}
              - block: cta-card
                demo: true
                content:
                  title: Build your own academic website like this
                  text: It is free.
            ---
            """
        let profile = """
            name: {display: Dr. Alex Johnson}
            role: Research Scientist
            bio: Alex studies *large* models.
            affiliations: [{name: Meta AI, url: 'https://ai.meta.com/'}]
            links:
              - {icon: at-symbol, url: 'mailto:alex@example.com'}
              - {icon: brands/github, url: 'https://github.com/example'}
              - {icon: academicons/google-scholar, url: 'https://scholar.google.com/x', label: Scholar}
            interests: [Language Models, AI Ethics]
            education:
              - {degree: PhD Computer Science, institution: Stanford University, start: 2015-09-01, end: 2019-06-30}
            """
        let site = site(
            ["content/_index.md": home, "data/authors/me.yaml": profile, "static/media/authors/me.png": "png", "static/uploads/resume.pdf": "%PDF"],
            config: Self.config + "language: de\n")
        let report = site.build()
        #expect(report.succeeded && !report.diagnostics.contains { $0.message.contains("sections hold blocks") }, "\(report.diagnostics)")
        let page = try #require(site.read("public/index.html"))
        #expect(page.contains(#"<img src="/blog/media/authors/me.png" alt="Dr. Alex Johnson""#), "\(page)")
        #expect(page.contains(">Dr. Alex Johnson</") && page.contains(#"Research Scientist · <a href="https://ai.meta.com/">Meta AI</a>"#))
        #expect(page.contains("Alex studies <em>large</em> models."))
        #expect(page.contains(">Interessen</") && page.contains("<li>AI Ethics</li>") && page.contains(">Studies</"))
        #expect(page.contains("<li>PhD Computer Science, Stanford University (2015–2019)</li>"))
        #expect(page.contains(#"<a href="mailto:alex@example.com">alex@example.com</a> · <a href="https://github.com/example">GitHub</a> · <a href="https://scholar.google.com/x">Scholar</a>"#))
        #expect(page.contains(">Download CV</a>") && !page.contains("Build your own"))

        let wowchemy = self.site([
            "content/_index.md": "---\nsections:\n  - block: about.biography\n    content:\n      username: admin\n---\n",
            "content/authors/admin/_index.md": "---\ntitle: Ada Lovelace\nrole: Analyst\norganizations: [{name: Analytical Engine}]\ninterests: [Engines]\neducation:\n  courses: [{course: Mathematics, institution: Home, year: 1835}]\nsocial: [{icon: envelope, link: 'mailto:ada@example.com'}]\n---\nAda wrote the first *program*.\n",
        ])
        let old = wowchemy.build()
        #expect(old.succeeded, "\(old.diagnostics)")
        let oldPage = try #require(wowchemy.read("public/index.html"))
        #expect(oldPage.contains(">Ada Lovelace</") && oldPage.contains("Analyst · Analytical Engine") && oldPage.contains("Ada wrote the first <em>program</em>."), "\(oldPage)")
        #expect(oldPage.contains("<li>Mathematics, Home (1835)</li>") && oldPage.contains(">ada@example.com</a>"))
    }

    /// A resume's blocks draw the profile's experience (and education), skills, awards and
    /// languages, under the block's title or the theme's word in the page's language.
    @Test func aResumesBlocksDrawTheProfile() throws {
        let page = """
            ---
            title: Experience
            sections:
              - block: resume-experience
                content: {username: me}
                design: {is_education_first: true}
              - block: resume-skills
                content: {title: Skills & Hobbies, username: me}
              - block: resume-awards
                content: {username: me}
              - block: resume-languages
                content: {username: me}
            ---
            """
        let profile = """
            name: Alex
            experience:
              - {role: Research Scientist, org: Meta AI, start: 2020-01-01, summary: Leading research.}
              - {role: Intern, org: OpenAI, start: 2019-06-01, end: 2019-12-31}
            education: [{degree: PhD, institution: Stanford, start: 2015-09-01, end: 2019-06-30}]
            skills: [{name: Technical, items: [{label: Python, level: 5}]}]
            awards: [{title: Best Paper, awarder: NeurIPS, date: '2022-12-01'}]
            languages: [{name: English, label: Native}]
            """
        let site = site(["content/experience.md": page, "data/authors/me.yaml": profile], config: Self.config + "language: fr\n")
        let report = site.build()
        #expect(report.succeeded && !report.diagnostics.contains { $0.message.contains("sections hold blocks") }, "\(report.diagnostics)")
        let html = try #require(site.read("public/experience/index.html"))
        let education = try #require(html.range(of: ">Formation</a></h2>")), experience = try #require(html.range(of: ">Expérience</a></h2>"))
        #expect(education.lowerBound < experience.lowerBound)
        #expect(html.contains("<li>PhD, Stanford (2015–2019)</li>") && html.contains("<strong>Research Scientist</strong>, Meta AI (2020–)"), "\(html)")
        #expect(html.contains("Leading research.") && html.contains("<strong>Intern</strong>, OpenAI (2019)"))
        #expect(html.contains(">Skills &amp; Hobbies</a></h2>") && html.contains(">Technical</a></h3>") && html.contains("<li>Python</li>"))
        #expect(html.contains(">Distinctions</a></h2>") && html.contains("<strong>Best Paper</strong>, NeurIPS (2022)"))
        #expect(html.contains(">Langues</a></h2>") && html.contains("<li>English: Native</li>"))
    }

    /// A collection block lists the newest pages of its folders under its title, where it stands among
    /// the blocks, its `id` the heading's (menus link `/#papers`); `featured_only` keeps the featured
    /// ones, `count` says how many (5 unless it says); one that names no folder is named in the warning.
    @Test func aCollectionBlockListsItsFoldersPages() throws {
        let home = """
            ---
            title: ''
            sections:
              - block: collection
                id: papers
                content:
                  title: Featured Publications
                  filters: {folders: [publications], featured_only: true}
              - block: markdown
                content: {title: Between, text: Some words.}
              - block: collection
                content:
                  title: Recent News
                  page_type: blog
                  count: 1
              - block: collection
                content:
                  title: Courses
                  filters: {tag: Course}
            ---
            """
        let site = site([
            "content/_index.md": home,
            "content/publications/a/index.md": "---\ntitle: Paper A\ndate: 2019-04-07\nfeatured: true\nsummary: About A.\n---\nA.\n",
            "content/publications/b/index.md": "---\ntitle: Paper B\ndate: 2020-01-01\n---\nB.\n",
            "content/blog/old.md": "---\ntitle: Old news\ndate: 2023-01-01\n---\nOld.\n",
            "content/blog/new.md": "---\ntitle: New news\ndate: 2024-07-15\n---\nNew.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.warnings.contains { $0.message.contains("sections hold blocks") && $0.message.contains("(collection)") })
        let page = try #require(site.read("public/index.html"))
        let featured = try #require(page.range(of: "<h2 id=\"papers\""))
        let paperA = try #require(page.range(of: ">Paper A</a>"))
        let between = try #require(page.range(of: "Some words."))
        let news = try #require(page.range(of: ">New news</a>"))
        #expect(featured.lowerBound < paperA.lowerBound && paperA.lowerBound < between.lowerBound && between.lowerBound < news.lowerBound)
        // (The theme's own list of the latest posts follows the page's text.)
        let text = page[featured.lowerBound..<(page.range(of: "id=\"latest-heading\"")?.lowerBound ?? page.endIndex)]
        #expect(!text.contains(">Paper B</a>") && !text.contains(">Old news</a>") && !page.contains("zzsitelisting"), "\(text)")
        #expect(page.contains("<p>About A.</p>") && page.contains("<time datetime=\"2019-04-07"))
    }

    /// A paper's page (Hugo Blox's publications, Quarto's documents) says who wrote it and when,
    /// and shows its `abstract:` (Markdown) under its title; a post shows its abstract too. A page
    /// without authors shows no date, as before (an About page's `date:` is the archetype's).
    @Test func aPapersAuthorsAndAbstractAreShown() throws {
        let site = site([
            "content/publications/paper/index.md": "---\ntitle: A paper\ndate: 2013-07-01\nauthors: [me, Robert Ford]\nabstract: |\n  We show *that*.\n\n  And more.\n---\nFull text.\n",
            "content/about.md": "---\ntitle: About\ndate: 2019-03-05\n---\nMe.\n",
            "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\nauthors: [me]\nabstract: In short.\n---\nx\n",
            "data/authors/me.yaml": "name:\n  display: Dr. Alex Johnson\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let paper = try #require(site.read("public/publications/paper/index.html"))
        #expect(paper.contains("<time datetime=\"2013-07-01"))
        #expect(paper.contains("<span class=\"author\">Dr. Alex Johnson</span><span class=\"author\">Robert Ford</span>"))
        #expect(paper.contains("<h2 class=\"abstract-heading\" id=\"abstract-heading\">Abstract</h2>") && paper.contains("<p>We show <em>that</em>.</p>\n<p>And more.</p>"))
        let abstract = try #require(paper.range(of: "class=\"abstract\""))
        #expect(abstract.lowerBound < (paper.range(of: "Full text.")?.lowerBound ?? abstract.lowerBound))
        let about = try #require(site.read("public/about/index.html"))
        #expect(!about.contains("<time") && !about.contains("class=\"abstract\""))
        let post = try #require(site.read("public/posts/a/index.html"))
        #expect(post.range(of: "class=\"abstract\"").map { $0.upperBound < (post.range(of: "<p>In short.</p>")?.lowerBound ?? $0.lowerBound) } == true)
    }

    /// A Hugo Blox publication's venue and links (`links:`, Academic's `url_pdf`…, the DOI) under its
    /// title: each named as written, a bundle's file from the page, any other path from the site's
    /// root; empty and script addresses left out.
    @Test func aPapersVenueAndLinksAreShown() throws {
        let paper = """
            ---
            title: A paper
            authors: [Ada]
            publication: In *Journal of Birds*
            url_pdf: paper.pdf
            url_code: ''
            links:
              - type: code
                url: https://example.com/code
              - type: dataset
                url: https://example.com/code
              - name: Custom Link
                url: uploads/poster.pdf
              - type: video
                url: "javascript:alert(1)"
            hugoblox:
              ids:
                doi: 10.5555/123456
            ---
            Text.
            """
        // A talk: its event, linked, and where; a `pdf` link without an address is the bundle's PDF, its `cite.bib` a Cite link.
        let talk = """
            ---
            title: A talk
            authors: [Ada]
            event_name: Bird *Days*
            event_url: https://example.com/days
            location: Online & In-Person
            links:
              - type: pdf
                url: ""
            ---
            Slides.
            """
        let site = site([
            "content/publications/paper/index.md": paper, "content/publications/paper/paper.pdf": "%PDF",
            "content/events/talk/index.md": talk, "content/events/talk/talk-slides.pdf": "%PDF", "content/events/talk/cite.bib": "@misc{a}",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/publications/paper/index.html"))
        #expect(page.contains("<p class=\"paper-venue\">In <em>Journal of Birds</em></p>"))
        func links(_ page: String) throws -> [String] {
            let list = try #require(page.firstMatch(of: #/<ul class="paper-links">(?s:.*?)</ul>/#)).output
            return list.matches(of: #/<li><a href="([^"]*)">([^<]*)</a></li>/#).map { "\($0.output.2) \($0.output.1)" }
        }
        #expect(
            try links(page) == [
                "Code https://example.com/code", "Dataset https://example.com/code", "Custom Link /blog/uploads/poster.pdf", "PDF paper.pdf",
                "DOI https://doi.org/10.5555/123456",
            ])
        #expect(!page.contains("javascript:"))
        let event = try #require(site.read("public/events/talk/index.html"))
        #expect(event.contains("<p class=\"paper-venue\"><a href=\"https://example.com/days\">Bird *Days*</a>, Online &amp; In-Person</p>"), "\(event)")
        #expect(try links(event) == ["PDF talk-slides.pdf", "Cite cite.bib"])
        #expect(site.exists("public/events/talk/cite.bib") && site.exists("public/events/talk/talk-slides.pdf"))
    }

    /// Hugo Apéro (blogdown's theme): its sections' notes that they have no body are not shown,
    /// and its About page, a headless section, shows the words of the bundles beside it.
    @Test func aperosNotesAreHiddenAndItsAboutPageKeepsItsWords() throws {
        let site = site([
            "content/_index.md": "---\ntitle: Julia\ntype: home\n---\n\n** index doesn't contain a body, just front matter above.\nSee index.html in the layouts folder **\n",
            "content/about/_index.md": "---\ntitle: About me\ncascade:\n  headless: true\n---\n\n** index doesn't contain a body, just front matter above.\nSee the header / main / sidebar folders to edit the index.md files **\n",
            "content/about/header/index.md": "---\nheadline: |\n  Hi, my name is Julia.\n---\n\nI make *charts*.\n",
            "content/about/main/index.md": "---\ntitle: \"Nice to meet you\"\nshow_intro: true\nintro: |\n  I studied physics.\n\n  I live in Utah.\nshow_outro: false\noutro: Bye.\n---\n\n** index doesn't contain a body, just front matter above.\nSee about/list.html in the layouts folder **\n",
            "content/about/sidebar/index.md": "---\nauthor: Julia\n---\n",
            "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\n**Note: the YAML front matter above is what Hugo reads.**\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("public/index.html")?.contains("contain a body") == false)
        let about = try #require(site.read("public/about/index.html"))
        #expect(!about.contains("contain a body") && !about.contains("Bye."))
        let order = ["<p>Hi, my name is Julia.</p>", "<p>I make <em>charts</em>.</p>", ">Nice to meet you</a></h2>", "<p>I studied physics.</p>", "<p>I live in Utah.</p>"]
        let places = order.map { about.range(of: $0)?.lowerBound }
        #expect(places.allSatisfy { $0 != nil } && places.map { $0! } == places.map { $0! }.sorted(), "\(about)")
        // A post's own bold paragraph is its text, whatever it says.
        #expect(site.read("public/posts/a/index.html")?.contains("the YAML front matter above") == true)
    }

    @Test func oldAddressesRedirect() throws {
        let site = site([
            "content/posts/a.md": "---\ntitle: A & B\ndate: 2023-01-29\naliases: [/2023/01/29/a.html, old/a]\n---\nBody.\n"
        ])
        #expect(site.build().succeeded)
        let redirect = try #require(site.read("public/2023/01/29/a.html"))
        #expect(redirect.contains("<meta http-equiv=\"refresh\" content=\"0; url=/blog/posts/a/\">"))
        #expect(redirect.contains("<link rel=\"canonical\" href=\"https://example.com/blog/posts/a/\">"))
        #expect(redirect.contains("<a href=\"/blog/posts/a/\">A &amp; B</a>"))
        #expect(site.exists("public/old/a/index.html"))
        let list = try #require(site.read("public/_redirects"))
        #expect(list == "/blog/2023/01/29/a.html /blog/posts/a/ 301\n/blog/old/a/ /blog/posts/a/ 301\n")
    }

    /// Hugo's own docs alias a section's address on one of its pages (`aliases: [/functions/time/]`):
    /// as in Hugo, the page stays there, with a warning at the alias, and no redirect is listed.
    @Test func anAliasAtAnotherPagesAddressLeavesThatPage() throws {
        let site = site([
            "content/posts/a.md": "---\ntitle: A\ndate: 2023-01-29\naliases: [/posts/b/, /old-a/]\n---\nBody.\n",
            "content/posts/b.md": "---\ntitle: B\ndate: 2023-01-28\n---\nBody of B.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warning = try #require(report.diagnostics.warnings.first { $0.message.contains("/posts/b/") })
        #expect(warning.message.contains("content/posts/b.md") && warning.message.contains("so it stays that"), "\(warning.message)")
        #expect(warning.location?.path == "content/posts/a.md")
        #expect(warning.location?.line == 4)
        #expect(site.read("public/posts/b/index.html")?.contains("Body of B.") == true)
        #expect(site.read("public/_redirects") == "/blog/old-a/ /blog/posts/a/ 301\n")
    }

    /// Hugo's build options: Hugo's docs keep snippets in a section whose `cascade:` says
    /// `build: {render: never}` (pages include them); a Wowchemy home page's widgets are
    /// `headless: true`; its authors' section turns rendering back on for the pages below it; a post
    /// with `list: never` is written but in no list.
    @Test func pagesHugoReadsButDoesNotWriteAreLeftOut() throws {
        let site = site([
            "content/_common/_index.md": "---\ncascade:\n  build:\n    list: never\n    publishResources: false\n    render: never\n---\n",
            "content/_common/options.md": "---\n---\nShared *options*.\n",
            "content/_common/deeper/more.md": "---\n---\nMore.\n",
            "content/functions/ref.md": "---\ntitle: Ref\n---\n{{% include \"/_common/options.md\" %}}\n",
            "content/home/index.md": "---\ntype: widget_page\nheadless: true\n---\n",
            "content/home/hero.md": "---\nwidget: blank\nheadless: true\nweight: 10\n---\nHero.\n",
            "content/authors/_index.md": "---\n_build:\n  render: always\ncascade:\n  - _build:\n      render: always\n      list: always\n---\n",
            "content/authors/admin/_index.md": "---\ntitle: Ada\n---\nBio.\n",
            "content/posts/kept.md": "---\ntitle: Kept\ndate: 2024-01-01\nbuild:\n  list: always\nheadless: false\n---\nText.\n",
            "content/posts/hidden.md": "---\ntitle: Hidden\ndate: 2024-01-02\n_build:\n  render: false\n---\nText.\n",
            "content/posts/unlisted.md": "---\ntitle: Unlisted\ndate: 2024-01-03\ntags: [r]\n_build:\n  list: never\n---\nText.\n",
            "content/posts/listed.md": "---\ntitle: Listed\ndate: 2024-01-04\ntags: [r]\n---\nText.\n",
            // A cascade for some pages only (a `target`) is not taken to mean them all.
            "content/notes/_index.md": "---\ntitle: Notes\ncascade:\n  - target:\n      path: /notes/drafts/**\n    build:\n      render: never\n---\n",
            "content/notes/one.md": "---\ntitle: One\n---\nNote.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(site.read("public/functions/ref/index.html")?.contains("Shared <em>options</em>.") == true)
        for gone in ["_common/options", "_common/deeper/more", "home/hero", "home", "posts/hidden"] {
            #expect(!site.exists("public/\(gone)/index.html"), "\(gone)")
        }
        #expect(site.exists("public/authors/admin/index.html") && site.exists("public/posts/kept/index.html"))
        #expect(site.exists("public/notes/one/index.html"))
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains("Kept") && !home.contains("Hidden"))
        // `list: never` writes the page but lists it nowhere: not on the home page, its tag's page or the feed.
        #expect(site.read("public/posts/unlisted/index.html")?.contains("Text.") == true)
        #expect(home.contains("Listed") && !home.contains("Unlisted"))
        let tag = try #require(site.read("public/tags/r/index.html"))
        #expect(tag.contains("Listed") && !tag.contains("Unlisted"))
        #expect(site.read("public/feed.xml")?.contains("Unlisted") == false)
    }

    /// Jekyll's docs have two autogenerated "Code of Conduct" pages with the same old address, and
    /// a Hugo blog gave one post's alias to the post it copied: as Jekyll and Hugo do, the site
    /// builds, the address leads to one page, and a warning at the other claim names the first
    /// page's file, since their titles are the same.
    @Test func anAddressTwoPagesClaimLeadsToTheFirstWithAWarning() throws {
        let site = site([
            "content/docs/conduct.md": "---\ntitle: Code of Conduct\nredirect_from: /conduct/index.html\n---\nBody.\n",
            "content/docs/code_of_conduct.md": "---\ntitle: Code of Conduct\nredirect_from: /conduct/index.html\n---\nBody.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warnings = report.diagnostics.warnings.filter { $0.message.contains("/conduct/index.html") }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        let (first, other) = warning.location?.path == "content/docs/conduct.md"
            ? ("code_of_conduct", "content/docs/code_of_conduct.md") : ("conduct", "content/docs/conduct.md")
        #expect(warning.message.contains("already an alias of 'Code of Conduct' (\(other):3), so it leads there"), "\(warning.message)")
        let redirect = try #require(site.read("public/conduct/index.html"))
        #expect(redirect.contains("url=/blog/docs/\(first)/\""), "\(redirect)")
        let rules = try #require(site.read("public/_redirects"))
        #expect(rules == "/blog/conduct/index.html /blog/docs/\(first)/ 301\n", "\(rules)")
    }

    @Test func listsArePaginated() throws {
        var files: [String: String] = [:]
        for day in 1...5 {
            files["content/posts/p\(day).md"] = "---\ntitle: Post \(day)\ndate: 2024-01-0\(day)\ntags: [t]\n---\nText \(day).\n"
        }
        let site = site(files, config: TemporarySite.defaultConfig + "\npaginate: 2\n")
        #expect(site.build().succeeded)
        let first = try #require(site.read("public/index.html"))
        #expect(first.contains("Post 5") && first.contains("Post 4") && !first.contains("Post 3"))
        let second = try #require(site.read("public/page/2/index.html"))
        #expect(second.contains("Post 3") && second.contains("Post 2"))
        let third = try #require(site.read("public/page/3/index.html"))
        #expect(third.contains("Post 1"))
        #expect(!site.exists("public/page/4/index.html"))
        #expect(site.exists("public/tags/t/page/3/index.html"))
    }

    @Test func postsWithoutADateBuildLastAndOutOfTheFeed() throws {
        let site = site([
            "content/posts/dated.md": "---\ntitle: Dated\ndate: 2024-01-01\n---\nx\n",
            "content/posts/docs-page.md": "---\ntitle: Undated\n---\nx\n",
        ], config: TemporarySite.defaultConfig)
        let report = site.build()
        #expect(report.succeeded)
        let warnings = report.diagnostics.warnings.filter { $0.message.contains("without a date") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("content/posts/docs-page.md") == true)
        let feed = try #require(site.read("public/feed.xml"))
        #expect(feed.contains("Dated") && !feed.contains("Undated"))
        #expect(site.exists("public/posts/docs-page/index.html"))
    }

    /// An archive page, as PaperMod (`layout: archives`, Hugo), Chirpy and Zola themes
    /// (`template = "archive.html"`) write one, lists every post by year, newest first, with its
    /// day; posts without a date last. `site init --from` writes no stand-in for it.
    @Test func anArchivePageListsEveryPostByYear() throws {
        let site = site([
            "content/archives.md": "---\ntitle: Archive\nlayout: archives\nurl: /archives/\n---\n",
            "content/posts/a.md": post(title: "New <year>", date: "2025-01-02"),
            "content/posts/b.md": post(title: "Late", date: "2024-12-31"),
            "content/posts/c.md": post(title: "Early", date: "2024-01-05"),
            // Later than f.md's instant, but on the last day of 2024 where it was written: one 2024 and one 2025 all the same.
            "content/posts/e.md": post(title: "Eve", date: "2024-12-31T23:30:00-05:00"),
            "content/posts/f.md": post(title: "Dawn", date: "2025-01-01T01:00:00Z"),
            "content/posts/d.md": "---\ntitle: Timeless\n---\nNo date.\n",
            "content/notes/_index.md": "+++\ntitle = \"Notes\"\ntemplate = \"archive.html\"\n+++\nEverything, by year.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(!report.diagnostics.contains { $0.message.contains("layout") }, "\(report.diagnostics)")
        let html = try #require(site.read("public/archives/index.html"))
        func between(_ open: String, _ close: String) -> [String] {
            html.components(separatedBy: open).dropFirst().compactMap { $0.components(separatedBy: close).first }
        }
        #expect(between("class=\"archive-heading\">", "</h2>") == ["2025", "2024", "Undated"])
        #expect(between("<li><a href=\"", "\"").filter { $0.contains("/posts/") } == ["/blog/posts/a/", "/blog/posts/f/", "/blog/posts/e/", "/blog/posts/b/", "/blog/posts/c/", "/blog/posts/d/"])
        #expect(html.contains("New &lt;year&gt;</a> <time datetime=\"2025-01-02"))
        #expect(html.contains("aria-labelledby=\"archive-2024\"") && html.contains("<h2 id=\"archive-2024\""))
        // Zola's section with the template: its text, then the list.
        let notes = try #require(site.read("public/notes/index.html"))
        #expect(notes.contains("Everything, by year.") && notes.contains("<a href=\"/blog/posts/c/\">Early</a>"))
        // A theme of its own with a layout `archives` keeps it.
        #expect(OldLayouts.named(byPagesWith: [try #require(try parseYAML("layout: archives\n"))]).isEmpty)
        #expect(OldLayouts.named(byPagesWith: [try #require(try parseYAML("layout: search\n"))]).isEmpty)
        #expect(OldLayouts.named(byPagesWith: [try #require(try parseYAML("layout: gallery\n"))]) == ["gallery"])
    }

    /// PaperMod's search page (`layout: search`, its script searched an index) is a form that asks
    /// a web search for the site's pages: it works without a script.
    @Test func aSearchPageSearchesTheSiteWithoutAScript() throws {
        let site = site([
            "content/search.md": "---\ntitle: \"Suche\"\nlayout: \"search\"\nplaceholder: \"Beiträge durchsuchen…\"\n---\n",
            "content/posts/a.md": post(title: "A", date: "2025-01-02"),
        ])
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let html = try #require(site.read("public/search/index.html"))
        #expect(html.contains("<form class=\"site-search\" action=\"https://duckduckgo.com/\" method=\"get\" role=\"search\" aria-label=\"Suche\">"))
        #expect(html.contains("<input type=\"hidden\" name=\"sites\" value=\"example.com\">"), "the host of base_url")
        #expect(html.contains("placeholder=\"Beiträge durchsuchen…\"") && html.contains("<label for=\"search-words\">Words to look for</label>"))
        #expect(!html.contains("<script"))
    }

    @Test func aLayoutTheThemeLacksIsAnError() throws {
        let site = site(["content/about.md": "---\ntitle: About\nlayout: wide\n---\nx\n"])
        let report = site.build()
        let error = try #require(report.diagnostics.errors.first)
        #expect(error.message.contains("no layout 'wide'"))
        #expect(error.location == SourceLocation(path: "content/about.md", line: 3, column: 9))
        // Jekyll's `default` and a layout the theme has are fine.
        site.write("content/about.md", "---\ntitle: About\nlayout: default\n---\nx\n")
        site.write("content/posts/a.md", "---\ntitle: A\ndate: 2024-01-01\ntemplate: page.html\n---\nx\n")
        #expect(site.build().succeeded)
        // So are the post layouts of popular themes (al-folio's `distill`, Minimal Mistakes' `single`), drawn as posts are.
        site.write("content/posts/d.md", "---\ntitle: D\ndate: 2024-01-02\nlayout: distill\n---\nDistilled.\n")
        site.write("content/posts/m.md", "---\ntitle: M\ndate: 2024-01-03\nlayout: single\n---\nSingle.\n")
        let themed = site.build()
        #expect(themed.succeeded && themed.diagnostics.isEmpty, "\(themed.diagnostics)")
        #expect(site.read("public/posts/d/index.html")?.contains("<article") == true)
        // A section that names the old theme's template (Zola's `template = "blog.html"`) is drawn as
        // this theme draws sections, with a warning at the line.
        site.write("content/posts/_index.md", "+++\ntitle = \"The blog\"\nsort_by = \"date\"\ntemplate = \"blog.html\"\n+++\nAll of it.\n")
        site.write("content/docs/_index.md", "+++\ntitle = \"Docs\"\ntemplate = \"prose.html\"\n+++\nHow.\n")
        site.write("content/docs/setup.md", "---\ntitle: Setup\n---\nx\n")
        let sections = site.build()
        #expect(sections.succeeded, "\(sections.diagnostics)")
        let warnings = sections.diagnostics.warnings.filter { $0.message.contains("so this is drawn as the theme draws sections") }
        #expect(warnings.map(\.location) == [
            SourceLocation(path: "content/docs/_index.md", line: 3, column: 12), SourceLocation(path: "content/posts/_index.md", line: 4, column: 12),
        ])
        #expect(site.read("public/docs/index.html")?.contains("How.") == true)
        #expect(site.read("public/posts/index.html")?.contains("All of it.") == true)
        // A page or post naming another generator's template file (Zola's `theme.html`, Eleventy's
        // `layouts/note.njk`) is drawn as this theme draws it, with a warning, not an error; a file
        // name whose layout the theme has (`layouts/post.njk`) takes that layout.
        site.write("content/themes/ergo.md", "+++\ntitle = \"Ergo\"\ntemplate = \"theme.html\"\n+++\nA theme.\n")
        site.write("content/posts/e.md", "---\ntitle: E\ndate: 2024-01-04\nlayout: layouts/note.njk\n---\nEleventy.\n")
        site.write("content/posts/f.md", "---\ntitle: F\ndate: 2024-01-05\nlayout: layouts/post.njk\n---\nEleventy too.\n")
        let files = site.build()
        #expect(files.succeeded, "\(files.diagnostics)")
        let fileWarnings = files.diagnostics.warnings.filter { $0.message.contains("so this is drawn as the theme draws") }
        #expect(fileWarnings.map(\.message.count).count == 4)
        #expect(fileWarnings.contains { $0.message.contains("no layout 'theme', so this is drawn as the theme draws pages") && $0.location?.path == "content/themes/ergo.md" })
        #expect(fileWarnings.contains { $0.message.contains("no layout 'note', so this is drawn as the theme draws posts") && $0.location?.line == 4 })
        #expect(site.read("public/themes/ergo/index.html")?.contains("A theme.") == true)
        #expect(site.read("public/posts/e/index.html")?.contains("<article") == true)
        // An address pasted in by mistake is named by its last part.
        site.write("content/posts/g.md", "---\ntitle: G\ndate: 2024-01-06\nlayout: post/2023/03/17/other-post/\n---\nOops.\n")
        #expect(site.build().diagnostics.warnings.contains { $0.message.contains("no layout 'other-post', so this is drawn as the theme draws posts") })
        site.remove("content/posts/g.md")
        #expect(site.read("public/posts/f/index.html")?.contains("Eleventy too.") == true)
        // tabi's translations name them too (`_index.es.md`, `index.ca.md`): drawn the same way.
        site.write("content/docs/_index.es.md", "+++\ntitle = \"Documentos\"\ntemplate = \"section.html\"\n+++\nCómo.\n")
        site.write("content/themes/ergo.ca.md", "+++\ntitle = \"Ergo\"\ntemplate = \"info-page.html\"\n+++\nUn tema.\n")
        let translated = site.build()
        #expect(translated.succeeded, "\(translated.diagnostics)")
        #expect(translated.diagnostics.warnings.contains { $0.message.contains("no layout 'section'") && $0.location?.path == "content/docs/_index.es.md" })
        #expect(translated.diagnostics.warnings.contains { $0.message.contains("no layout 'info-page'") && $0.location?.path == "content/themes/ergo.ca.md" })
        #expect(site.read("public/ca/themes/ergo/index.html")?.contains("Un tema.") == true)
    }

    /// Jekyll reads YAML front matter only: a Hugo or Zola post in TOML or JSON that quotes a
    /// Jinja or Liquid template in its text shows it, without a warning per tag; Zola's own calls
    /// still run, and a YAML post's Liquid is read as before.
    @Test func liquidIsReadOnlyWhereAPostMayBeJekylls() throws {
        let quoted = "In Jinja: {% for task in tasks %}{{ task }}{% endfor %}, at {{ site.baseurl }}.\n\n{{ youtube(id=\"xyz\") }}\n"
        let site = site([
            "content/posts/hugo.md": "+++\ntitle = \"Hugo\"\ndate = 2024-01-01\n+++\n" + quoted,
            "content/posts/json.md": "{\"title\": \"JSON\", \"date\": \"2024-01-02\"}\n" + quoted,
            "content/posts/jekyll.md": "---\ntitle: Jekyll\ndate: 2024-01-03\n---\n" + quoted,
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let hugo = try #require(site.read("public/posts/hugo/index.html"))
        #expect(hugo.contains("{% for task in tasks %}{{ task }}{% endfor %}, at {{ site.baseurl }}."))
        #expect(hugo.contains("youtube-nocookie.com/embed/xyz"))
        #expect(site.read("public/posts/json/index.html")?.contains("{% endfor %}, at {{ site.baseurl }}.") == true)
        #expect(site.read("public/posts/jekyll/index.html")?.contains("{% endfor %}, at /blog.") == true)
        let warned = Set(report.diagnostics.warnings.compactMap(\.location?.path))
        #expect(warned == ["content/posts/jekyll.md"], "\(report.diagnostics)")
    }

    /// Zola writes `template = "page.html"` on every post (its default template for all pages):
    /// the post keeps its own layout, body, date and tags. A theme's own layout for posts finds
    /// the body at `content`, as a page's layout does.
    @Test func aPostNamingZolasPageTemplateIsDrawnAsAPost() throws {
        let site = site([
            "content/posts/a.md": "+++\ntitle = \"A\"\ndate = 2024-01-09\ntemplate = \"page.html\"\ntags = [\"hal\"]\n+++\nThe *body*.\n",
            "content/posts/b.md": "---\ntitle: B\ndate: 2024-01-10\nlayout: plain\n---\nThe other *body*.\n",
        ])
        site.write("themes/default/layouts/plain.mustache", "{{<base}}{{$content}}<div class=\"plain\">{{{content}}}</div>{{/content}}{{/base}}")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let a = try #require(site.read("public/posts/a/index.html"))
        #expect(a.contains("<p>The <em>body</em>.</p>") && a.contains("<article class=\"post\">") && a.contains("/tags/hal/"))
        #expect(site.read("public/posts/b/index.html")?.contains("<div class=\"plain\"><p>The other <em>body</em>.</p>") == true)
    }

    @Test func sectionsHaveTheirOwnPages() throws {
        let site = site([
            "content/_index.md": "---\ntitle: Home\n---\nWelcome to the *numbers*.\n",
            "content/docs/_index.md": "---\ntitle: The docs\n---\nAll about it.\n",
            "content/docs/setup.md": "---\ntitle: Setup\nweight: 1\n---\nHow.\n",
            "content/docs/usage/index.md": "---\ntitle: Usage\nweight: 2\n---\nUse.\n",
            "content/posts/_index.md": "---\ntitle: Writing\n---\nEvery post.\n",
            "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\nx\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains("Welcome to the <em>numbers</em>."))
        let docs = try #require(site.read("public/docs/index.html"))
        #expect(docs.contains("All about it."))
        #expect(site.exists("public/docs/setup/index.html") && site.exists("public/docs/usage/index.html"))
        let posts = try #require(site.read("public/posts/index.html"))
        #expect(posts.contains("Every post."))
        #expect(posts.contains("<a href=\"/blog/posts/a/\">A</a>"))
        #expect(posts.contains("<h1 class=\"page-title\">Writing</h1>"))
        #expect(docs.contains("<a href=\"/blog/docs/setup/\">Setup</a>") && docs.contains("<a href=\"/blog/docs/usage/\">Usage</a>"))
        // A Quarto or Jekyll site's `index.qmd` is the home page's text when there is no `_index.md`; beside one, it collides.
        site.write("content/index.qmd", "---\ntitle: Rob's site\n---\nHello from *Quarto*.\n")
        let both = site.build()
        #expect(both.diagnostics.errors.contains { $0.message.contains("content/index.qmd would be written to /") })
        try FileManager.default.removeItem(at: site.root.appending(path: "content/_index.md"))
        let quarto = site.build()
        #expect(quarto.succeeded, "\(quarto.diagnostics)")
        #expect(site.read("public/index.html")?.contains("Hello from <em>Quarto</em>.") == true)

        // al-folio's about page has `permalink: /`: with no index page it is the home page's text; beside one,
        // it goes to its file's address with a warning.
        site.write("content/about.md", "---\nlayout: page\ntitle: about\npermalink: /\n---\nI study *birds*.\n")
        let beside = site.build()
        #expect(beside.diagnostics.warnings.contains { $0.message.contains("content/about.md would be written to /, which is already") })
        #expect(site.read("public/about/index.html")?.contains("I study <em>birds</em>.") == true)
        try FileManager.default.removeItem(at: site.root.appending(path: "content/index.qmd"))
        let jekyll = site.build()
        #expect(jekyll.succeeded, "\(jekyll.diagnostics)")
        let aboutHome = try #require(site.read("public/index.html"))
        #expect(aboutHome.contains("I study <em>birds</em>.") && aboutHome.contains("<h1 class=\"page-title\">"))
        #expect(aboutHome.contains("/blog/posts/a/"))
    }

    /// Pelican's links to the site's own files: a page by its file (from `content/`, or from the
    /// post's folder), a static file at its address, Pelican 3's `|filename|`; an unknown file is
    /// left as written with a warning.
    @Test func pelicansLinksToItsOwnFiles() throws {
        let site = site([
            "content/posts/2014-01-01-first.md": "Title: First\nDate: 2014-01-01\n\nOne.\n",
            "content/posts/2014-01-02-second.md": """
                Title: Second
                Date: 2014-01-02

                After [the first]({filename}/posts/2014-01-01-first.md#top), [again]({filename}2014-01-01-first.md) and [old](|filename|/articles/2014-01-01-first.md).
                ![A plot]({static}/images/plot.png) and [data]({attach}../data/steps.csv).

                [def]: {filename}/posts/2014-01-01-first.md

                See [it][def] or [gone]({filename}/posts/gone.md), and [out]({filename}../../../notes.md).
                """,
            "content/images/plot.png": "PNG",
        ])
        let report = site.build()
        #expect(report.diagnostics.errors.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/second/index.html"))
        #expect(page.contains("<a href=\"/blog/posts/first/#top\">the first</a>"), "\(page)")
        #expect(page.contains("<a href=\"/blog/posts/first/\">again</a>") && page.contains("<a href=\"/blog/posts/first/\">old</a>"))
        #expect(page.contains("<img src=\"/blog/images/plot.png\" alt=\"A plot\" />") && page.contains("<a href=\"/blog/data/steps.csv\">data</a>"))
        #expect(page.contains("<a href=\"/blog/posts/first/\">it</a>"))
        #expect(report.diagnostics.warnings.contains { $0.message.hasPrefix("this link names a file no page of the site is made from") && $0.sourceLine?.contains("{filename}/posts/gone.md") == true })
        #expect(report.diagnostics.warnings.contains { $0.message.hasPrefix("the link to '{filename}../../../notes.md' climbs out of content/") && $0.location?.line == 9 })
    }

    /// Hugo's `[permalinks]` names any section: its pages go where the pattern puts them (a Hugo
    /// Academic site's projects, a Pelican site's pages), the section's own page stays at its
    /// folder, and a page the pattern cannot place (no date) keeps its path.
    @Test func permalinksPlaceThePagesOfOtherSections() throws {
        let site = site(
            [
                "content/post/2020-04-08-r/index.md": "---\ntitle: R\ndate: 2020-04-08\n---\nx\n",
                "content/project/_index.md": "---\ntitle: Projects\n---\nAll of them.\n",
                "content/project/2019-02-05-internal/index.md": "---\ntitle: Internal\ndate: 2019-02-05\n---\nIt.\n",
                "content/project/undated.md": "---\ntitle: Undated\n---\nNo day.\n",
                "content/pages/about.md": "Title: About\n\nMe.\n",
                "content/post/2020-04-09-tagged.md": "---\ntitle: Tagged\ndate: 2020-04-09\ntags: [r]\n---\nx\n",
            ],
            config: TemporarySite.defaultConfig
                + "\npermalinks:\n  post: /:year/:month/:day/:slug/\n  project: /project/:year/:month/:slug/\n  pages: /pages/:slug:output_ext\n  tags: /topics/:slug/\n")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.exists("public/2020/04/08/r/index.html"))
        #expect(site.read("public/project/2019/02/internal/index.html")?.contains("It.") == true)
        #expect(site.read("public/project/index.html")?.contains("All of them.") == true)
        #expect(site.exists("public/project/undated/index.html"))
        #expect(site.read("public/pages/about.html")?.contains("Me.") == true)
        // A taxonomy's pattern is not a section's: it places the term pages.
        #expect(site.exists("public/topics/r/index.html") && !site.exists("public/tags/r/index.html"))
    }

    /// blogdown writes `slug: ""` into every new post: no slug, so the file's name gives the address.
    @Test func anEmptySlugIsNone() throws {
        let site = site([
            "content/post/2020-09-21-detect-rng.md": "---\ntitle: Detect\nslug: \"\"\ndate: 2020-09-21\n---\nx\n",
            "content/post/2020-09-22-odd.md": "---\ntitle: Odd\nslug: \"!!\"\ndate: 2020-09-22\n---\nx\n",
        ])
        let report = site.build()
        #expect(report.diagnostics.errors.map(\.message) == ["slug '!!' has no letters or digits; use e.g. slug: my-post"])
        site.write("content/post/2020-09-22-odd.md", "---\ntitle: Odd\nslug: ' '\ndate: 2020-09-22\n---\nx\n")
        let again = site.build()
        #expect(again.succeeded, "\(again.diagnostics)")
        #expect(site.exists("public/post/detect-rng/index.html") && site.exists("public/post/odd/index.html"))
    }

    @Test func summariesFollowTheirOrder() {
        #expect(listSummary(html: "<p>One</p>", written: "Mine & yours", description: "D") == "Mine &amp; yours")
        // Markdown in a description (Docsy's example) shows as its words; a snake_case name keeps its underscores.
        #expect(listSummary(html: "<p>One</p>", written: nil, description: "Text can be **bold** or _italic_, see [docs](/d/).") == "Text can be bold or italic, see docs.")
        #expect(listSummary(html: "<p>One</p>", written: "Set max_value & go", description: nil) == "Set max_value &amp; go")
        #expect(listSummary(html: "<p>Before <em>it</em></p>\n<!--more-->\n<p>After</p>", written: nil, description: "D") == "Before it")
        // Pelican's pair of marks: the text between them.
        #expect(
            listSummary(html: "<!-- PELICAN_BEGIN_SUMMARY -->\n<p>Before</p>\n<!-- PELICAN_END_SUMMARY -->\n<p>After</p>", written: nil, description: "D")
                == "Before")
        // Docusaurus' mark, and the marks with spaces inside; another comment is no mark.
        #expect(listSummary(html: "<p>One</p>\n<!-- note --><p>Two</p>\n<!-- truncate -->\n<p>After</p>", written: nil, description: "D") == "One Two")
        #expect(listSummary(html: "<p>One</p>\n<!-- more -->\n<p>After</p>", written: nil, description: "D") == "One")
        #expect(listSummary(html: "<p>First</p><p>Second</p>", written: nil, description: "Desc") == "Desc")
        #expect(listSummary(html: "<figure><svg><text>5</text></svg></figure><p>First<sup><a>1</a></sup> one</p><p>Second</p>", written: nil, description: nil) == "First one")
        // A paragraph of only a picture or a typed rule (`--`, smartened to "–") says nothing: the next one with words.
        #expect(listSummary(html: "<p>–</p>\n<p><img src=\"a.png\" alt=\"\" /></p>\n<p>地址在这里。</p>", written: nil, description: nil) == "地址在这里。")
        #expect(listSummary(html: "<p>***</p>", written: nil, description: nil) == "")
        let long = "<p>" + Array(repeating: "word", count: 80).joined(separator: " ") + "</p>"
        #expect(listSummary(html: long, written: nil, description: nil).hasSuffix("word…"))
    }

    @Test func tagsAsJekyllWritesThem() throws {
        var reader = YAMLFieldReader(path: "x.md", lineOffset: 1, source: SourceLines(""))
        let spaced = YAMLNode(value: .scalar("gan long-read math-heavy", quoted: false), line: 1, column: 1)
        #expect(reader.terms(spaced, key: "tags", separatedBySpaces: true) == ["gan", "long-read", "math-heavy"])
        #expect(reader.terms(spaced, key: "tags", separatedBySpaces: false) == ["gan long-read math-heavy"])
        let commas = YAMLNode(value: .scalar("Data viz, money", quoted: false), line: 1, column: 1)
        #expect(reader.terms(commas, key: "tags", separatedBySpaces: true) == ["Data viz", "money"])
    }

    /// Only Jekyll splits a tag string on spaces: a Jekyll-named post's `tags: a b` is two tags,
    /// a Hugo or Eleventy post's `tags: second tag` one.
    @Test func aTagStringIsSplitOnlyInAJekyllPost() throws {
        let site = site([
            "content/posts/2019-01-01-jekyll.md": "---\ntitle: J\ntags: gan long-read\n---\nx\n",
            "content/posts/eleventy.md": "---\ntitle: E\ndate: 2019-01-02\ntags: second tag\n---\nx\n",
        ])
        #expect(site.build().succeeded)
        #expect(site.exists("public/tags/gan/index.html") && site.exists("public/tags/long-read/index.html"))
        #expect(site.exists("public/tags/second-tag/index.html") && !site.exists("public/tags/second/index.html"))
    }

    @Test func onlyLikelyTyposAreWarnedAbout() {
        #expect(nearestMatch(to: "descripton", among: ["description", "date"], strictly: true) == "description")
        #expect(nearestMatch(to: "math", among: ["date", "tags"], strictly: true) == nil)
        #expect(nearestMatch(to: "images", among: ["tags"], strictly: true) == nil)
        #expect(nearestMatch(to: "titel", among: ["title"], strictly: true) == "title")
        // A known key with a word added at one end is a theme's own key, not a typo.
        #expect(likelyTypo(of: "descripton") == "description")
        #expect(likelyTypo(of: "dates") == "date")
        #expect(likelyTypo(of: "nodate") == nil)
        #expect(likelyTypo(of: "showtoc") == nil)
        // al-folio's `tabs: true` is its own key, not a typo of `tags`.
        #expect(likelyTypo(of: "tabs") == nil)
        // Hexo's `top: true` pins a post; it is no typo of `toc`.
        #expect(likelyTypo(of: "top") == nil)
        #expect(likelyTypo(of: "tagsx") == "tags")
        #expect(likelyTypo(of: "date") == nil)
    }

    @Test func zolaTaxonomiesAndDatedNames() throws {
        let site = site([
            "content/posts/2019-03-05_zola-post.md": "+++\ntitle = \"Zola\"\n[taxonomies]\ntags = [\"rust\"]\ncategories = [\"Code\"]\n+++\nx\n",
            "content/posts/2019-04-01-bundle/index.md": "+++\ntitle = \"Bundle\"\n+++\nx\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(!report.diagnostics.contains { $0.message.contains("without a date") })
        let page = try #require(site.read("public/posts/zola-post/index.html"))
        #expect(page.contains("2019-03-05"))
        #expect(site.exists("public/tags/rust/index.html") && site.exists("public/categories/code/index.html"))
        #expect(site.exists("public/posts/bundle/index.html"))
    }

    /// Zola links to a page by its file below content/ (`@/docs/setup.md#part`), in a link or a
    /// link definition; an example in code stays as written, and a file no page has is an error.
    @Test func zolaLinksToPagesByTheirFiles() throws {
        let site = site([
            "content/docs/_index.md": "+++\ntitle = \"Docs\"\n+++\nStart with [setup](@/docs/setup.md#install) or [the news][news].\n\n[news]: @/posts/2024-01-02-news.md\n",
            "content/docs/setup.md": "+++\ntitle = \"Setup\"\n+++\n## Install\n\nWrite `[a link](@/docs/_index.md)` to link [back](@/docs/_index.md).\n",
            "content/posts/2024-01-02-news.md": "+++\ntitle = \"News\"\n+++\nx\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let docs = try #require(site.read("public/docs/index.html"))
        #expect(docs.contains("<a href=\"/blog/docs/setup/#install\">setup</a>"))
        #expect(docs.contains("<a href=\"/blog/posts/news/\">the news</a>"))
        let setup = try #require(site.read("public/docs/setup/index.html"))
        #expect(setup.contains("<code>[a link](@/docs/_index.md)</code>") && setup.contains("<a href=\"/blog/docs/\">back</a>"))
        site.write("content/docs/setup.md", "+++\ntitle = \"Setup\"\n+++\nSee [it](@/docs/setpu.md).\n")
        let broken = site.build()
        #expect(broken.diagnostics.errors.first?.message.hasPrefix("no page is named 'docs/setpu.md' (did you mean 'docs/setup.md'?)") == true)
        #expect(broken.diagnostics.errors.first?.location?.line == 4)
    }

    /// A link to another Markdown file by its path from this one, as GitHub and Obsidian follow
    /// it, goes to that file's page; one to a file that is no page is left as written, with a warning.
    @Test func linksToMarkdownFilesGoToTheirPages() throws {
        let site = site([
            "content/posts/2024-01-01-a.md": "---\ntitle: A\ndate: 2024-01-01\n---\n[b](2024-01-02-b.md), [part](./2024-01-02-b.md#part), [about](../about.md), [gone](../notes/x.md), [web](https://example.org/a.md), `[code](b.md)`, [def][d], [out](../../../x.md).\n\n[d]: ../about.md\n",
            "content/posts/2024-01-02-b.md": "---\ntitle: B\ndate: 2024-01-02\n---\n## Part\n",
            "content/about.md": "---\ntitle: About\n---\nMe.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        for link in [
            "<a href=\"/blog/posts/b/\">b</a>", "<a href=\"/blog/posts/b/#part\">part</a>", "<a href=\"/blog/about/\">about</a>",
            "<a href=\"../notes/x.md\">gone</a>", "<a href=\"https://example.org/a.md\">web</a>", "<code>[code](b.md)</code>",
            "<a href=\"/blog/about/\">def</a>",
        ] { #expect(page.contains(link), "\(link)") }
        #expect(report.diagnostics.warnings.contains { $0.message.hasPrefix("this link names a file no page of the site is made from") && $0.sourceLine?.contains("../notes/x.md") == true })
        #expect(report.diagnostics.warnings.map(\.message).contains { $0.hasPrefix("the link to '../../../x.md' climbs out of content/") })
    }

    /// Pinned posts (Chirpy's and Material's `pin: true`, Hexo's `sticky: 5`) head the home page
    /// and the posts list, more pinned first, and say so; tag pages and the feed keep the dates' order.
    @Test func pinnedPostsHeadTheHomePage() throws {
        let site = site([
            "content/posts/a.md": "---\ntitle: Alpha\ndate: 2024-01-01\npin: true\ntags: [t]\n---\nx\n",
            "content/posts/b.md": "---\ntitle: Beta\ndate: 2024-02-01\ntags: [t]\n---\nx\n",
            "content/posts/c.md": "---\ntitle: Gamma\ndate: 2024-03-01\nsticky: 5\n---\nx\n",
            "content/posts/d.md": "---\ntitle: Delta\ndate: 2023-01-01\npinned: false\n---\nx\n",
            "content/posts/e.md": "---\ntitle: Epsilon\ndate: 2022-01-01\npin: maybe\n---\nx\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        func order(_ html: String) -> [String] {
            ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"].compactMap { name in html.range(of: ">\(name)</a></h2>").map { (name, $0.lowerBound) } }
                .sorted { $0.1 < $1.1 }.map(\.0)
        }
        // Two posts a page here: the pinned ones fill the first.
        let home = try #require(site.read("public/index.html"))
        #expect(order(home) == ["Gamma", "Alpha"], "\(order(home))")
        #expect(home.components(separatedBy: "<p class=\"pinned\">Pinned</p>").count == 3)
        let second = try #require(site.read("public/page/2/index.html"))
        #expect(order(second) == ["Beta", "Delta"] && !second.contains("class=\"pinned\""), "\(order(second))")
        #expect(order(try #require(site.read("public/posts/index.html"))) == ["Gamma", "Alpha"])
        let tag = try #require(site.read("public/tags/t/index.html"))
        #expect(order(tag) == ["Beta", "Alpha"] && !tag.contains("class=\"pinned\""))
        let feed = try #require(site.read("public/feed.xml"))
        #expect(feed.range(of: "Gamma")!.lowerBound < feed.range(of: "Beta")!.lowerBound && feed.range(of: "Beta")!.lowerBound < feed.range(of: "Alpha")!.lowerBound)
        #expect(report.diagnostics.warnings.contains { $0.location?.path == "content/posts/e.md" && $0.message.contains("is true, false or a number") })
    }

    /// A folder's `index.md` names that folder's page: a section's `_index.md` (as MkDocs and
    /// Obsidian link it), a bundle's `index.md` from another folder; never another folder's index.
    @Test func linksToAFoldersIndexGoToThatFoldersPage() throws {
        let site = site([
            "content/guide/_index.md": "---\ntitle: Guide\n---\nBack [home](../index.md).\n",
            "content/guide/step.md": "---\ntitle: Step\n---\n[The guide](index.md), [again](../guide/index.md), [the trip](../posts/trip/index.md), [trip again](trip/index.md), [nowhere](../nothing/index.md).\n",
            "content/posts/trip/index.md": "---\ntitle: Trip\ndate: 2024-01-01\n---\nText.\n",
            "content/index.md": "---\ntitle: Home\n---\nHello.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let step = try #require(site.read("public/guide/step/index.html"))
        for link in [
            "<a href=\"/blog/guide/\">The guide</a>", "<a href=\"/blog/guide/\">again</a>", "<a href=\"/blog/posts/trip/\">the trip</a>",
            "<a href=\"/blog/posts/trip/\">trip again</a>", "<a href=\"../nothing/index.md\">nowhere</a>",
        ] { #expect(step.contains(link), "\(link) in \(step)") }
        #expect(try #require(site.read("public/guide/index.html")).contains("<a href=\"/blog/\">home</a>"))
    }

    /// Hugo sites link their pages from the site's root by their paths below content/
    /// (`[cache](/backend/cache/)`), and a render hook (or Hugo's own) writes each page's URL with
    /// the base path; so does the build. A file, an address no page has, one that already has the
    /// base path, one with a query, another host's and code are left as cmark writes them.
    @Test func linksFromTheRootByContentPathGoToTheirPages() throws {
        let site = site([
            "content/backend/_index.md": "---\ntitle: Backend\n---\nSee [cache](/backend/cache/) and [its part](/backend/cache#redis).\n",
            "content/backend/cache.md": """
                ---
                title: Cache
                ---
                ## Redis

                Back to [the section](/backend/), [the post](/posts/2024-01-01-hello/), [by address](/posts/hello/), [home](/) and [notes][n].

                Left: [picture](/images/a.png), [tags](/tags/go/), [already](/blog/backend/cache/), [query](/backend/cache/?x=1), [other](//example.org/backend/), `[code](/backend/)`, [gone](/nowhere/é/).

                [n]: /notes/caf%C3%A9/
                """,
            "content/posts/2024-01-01-hello.md": "---\ntitle: Hello\ndate: 2024-01-01\n---\nHi.\n",
            "content/notes/café.md": "---\ntitle: Café\n---\nCoffee.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let section = try #require(site.read("public/backend/index.html"))
        #expect(section.contains("<a href=\"/blog/backend/cache/\">cache</a>"))
        #expect(section.contains("<a href=\"/blog/backend/cache/#redis\">its part</a>"))
        let page = try #require(site.read("public/backend/cache/index.html"))
        for link in [
            "<a href=\"/blog/backend/\">the section</a>", "<a href=\"/blog/posts/hello/\">the post</a>",
            "<a href=\"/blog/posts/hello/\">by address</a>", "<a href=\"/blog/\">home</a>", "<a href=\"/blog/notes/cafe/\">notes</a>",
            "<a href=\"/images/a.png\">picture</a>", "<a href=\"/tags/go/\">tags</a>", "<a href=\"/blog/backend/cache/\">already</a>",
            "<a href=\"/backend/cache/?x=1\">query</a>", "<a href=\"//example.org/backend/\">other</a>", "<code>[code](/backend/)</code>",
            "<a href=\"/nowhere/%C3%A9/\">gone</a>",
        ] { #expect(page.contains(link), "\(link)") }
        #expect(report.diagnostics.warnings.isEmpty, "\(report.diagnostics.warnings)")
    }

    /// A picture linked by a path that climbs out of the post's folder (`../images/a.png`, as Typora
    /// writes it beside `_posts/`), or out of content/ into static/ (`../../static/img/b.png`, so an
    /// editor shows a Hugo post's picture), is at the file's address; a bundle's file, a missing
    /// one and code stay as written.
    @Test func filesLinkedOutOfThePostsFolderAreAtTheirAddresses() throws {
        let site = site([
            "content/posts/2024-01-01-a.md": """
                ---
                title: A
                date: 2024-01-01
                ---
                ![map](../images/a.png) ![logo](../../static/img/b%20c.png "Logo") <img src="../images/a.png" alt="again">

                [bundle](../trip/pic.png), [gone](../images/none.png), `![code](../images/a.png)`, [part](../images/a.png#x)
                """,
            "content/images/a.png": "PNG",
            "static/img/b c.png": "PNG",
            "content/trip/index.md": "---\ntitle: Trip\n---\n![pic](pic.png)\n",
            "content/trip/pic.png": "PNG",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        for html in [
            "<img src=\"/blog/images/a.png\" alt=\"map\" />", "<img src=\"/blog/img/b%20c.png\" alt=\"logo\" title=\"Logo\" />",
            "<img src=\"/blog/images/a.png\" alt=\"again\">", "<a href=\"../trip/pic.png\">bundle</a>", "<a href=\"../images/none.png\">gone</a>",
            "<code>![code](../images/a.png)</code>", "<a href=\"/blog/images/a.png#x\">part</a>",
        ] { #expect(page.contains(html), "\(html)") }
        #expect(site.exists("public/images/a.png") && site.exists("public/img/b c.png") && site.exists("public/trip/pic.png"))
    }

    /// A picture at the top of content/ that the home page's text shows (Congo's `festivities.svg`)
    /// is beside the home page in each language, the site's own too.
    @Test func aFileTheHomePageShowsIsBesideItInEveryLanguage() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\nlanguages:\n  de: {name: Deutsch}\n",
            files: [
                "content/_index.md": "---\ntitle: Home\n---\n{{< figure src=\"festivities.svg\" alt=\"Balloons\" >}}\n",
                "content/_index.de.md": "---\ntitle: Heim\n---\n{{< figure src=\"festivities.svg\" alt=\"Ballons\" >}}\n",
                "content/festivities.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.exists("public/festivities.svg") && site.exists("public/de/festivities.svg"))
        #expect(!report.diagnostics.contains { $0.message.contains("nothing is written") }, "\(report.diagnostics)")
    }

    /// A link that climbs to another post's folder (`../basics#config`, as LoveIt's documentation
    /// links its bundles) is an address, read from the page's as Hugo leaves it: with
    /// `posts: ":contentbasename"` it leads to `/basics/`, not to the folder's path `/posts/basics`.
    @Test func aLinkToAnotherBundlesFolderStaysAnAddress() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\npermalinks:\n  posts: \":contentbasename\"\n",
            files: [
                "content/posts/content/index.md": "---\ntitle: Content\ndate: 2024-01-02\n---\nSee [the basics](../basics#config) and [again](../basics/).\n",
                "content/posts/basics/index.md": "---\ntitle: Basics\ndate: 2024-01-01\n---\n## Config\n\nSet it.\n",
            ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/content/index.html"))
        #expect(page.contains("<a href=\"../basics#config\">the basics</a>"))
        #expect(page.contains("<a href=\"../basics/\">again</a>"))
        #expect(site.exists("public/basics/index.html"))
        #expect(report.diagnostics.warnings.isEmpty, "\(report.diagnostics.warnings)")
    }

    /// A Zola post quotes a shortcode between `{% raw %}` and `{% endraw %}` (abridge's docs, around
    /// a fenced example, and inline): the text is shown as written, without the tags.
    @Test func zolasRawTagsKeepTheirTextAsWritten() throws {
        let site = site([
            "content/posts/rich.md": "+++\ntitle = \"Rich\"\ndate = 2024-01-01\n+++\n{% raw %}\n```rs\n{{ youtube(id=\"dQw4w9WgXcQ\") }}\n```\n{% endraw %}\n\nInline {% raw %}{{ youtube(id=\"x\") }}{% endraw %} too.\n"
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/rich/index.html"))
        #expect(!page.contains("{% raw %}") && !page.contains("{% endraw %}"), "\(page)")
        #expect(page.contains("<pre class=\"highlight\"><code class=\"language-rs\">{{ youtube(id=") && !page.contains("<iframe"), "\(page)")
        // The site's smart quotes curl its quotes, as Zola's `smart_punctuation` would.
        #expect(page.contains("<p>Inline {{ youtube(id=“x”) }} too.</p>"), "\(page)")
    }

    /// Docsy's `_param`: a site parameter's text as raw HTML, `{1}`, `{2}` filled with the call's
    /// words (docsy.dev's buttons and icons); a parameter nobody has is a warning and nothing.
    @Test func docsysParamFillsItsPlaceholders() throws {
        let site = site(
            [
                "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\n<a {{% _param btn-lg primary %}} href=\"/docs/\">Start</a>\n\n- {{% _param FAS_LG palette success %}} Colours\n\nGone: {{% _param nothing %}}.\n"
            ],
            config: Self.config + "params:\n  btn-lg: 'class=\"btn btn-lg btn-{1}\" role=\"button\"'\n  FAS_LG: '<i class=\"fa-solid fa-{1} text-{2} fa-lg\"></i>'\n")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("<a class=\"btn btn-lg btn-primary\" role=\"button\" href=\"/docs/\">Start</a>"), "\(page)")
        #expect(page.contains("<li><i class=\"fa-solid fa-palette text-success fa-lg\"></i> Colours</li>"), "\(page)")
        #expect(report.diagnostics.warnings.map(\.message).contains("neither the page nor the site has a parameter 'nothing'; add it to params: in site.yml"))
    }

    /// A note moved from an Obsidian vault keeps its Charts plugin's ```chart block (`labels:`,
    /// `series:`): it is drawn as the plugin drew it, without script; a radar chart is left as code
    /// with a warning, and a block whose YAML is broken is one error that says how to write it.
    @Test func obsidianChartsBlocksAreDrawn() throws {
        let note = """
            ---
            title: Steps
            date: 2024-01-01
            ---
            ```chart
            type: bar
            labels: [Monday, Tuesday, Wednesday]
            series:
              - title: Week 1
                data: [898, 670, 725]
              - title: Week 2
                data: [1020, 840, 610]
            tension: 0.2
            width: 80%
            beginAtZero: true
            ```

            ```chart
            type: radar
            labels: [a, b, c]
            series:
              - title: A
                data: [1, 2, 3]
            ```
            """
        let site = site(["content/posts/steps.md": note])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/steps/index.html"))
        #expect(page.contains("aria-roledescription=\"bar chart\"") && page.contains("Monday: Week 1 898, Week 2 1,020"), "\(page)")
        #expect(page.contains("<code class=\"language-chart\">type: radar"), "\(page)")
        #expect(report.diagnostics.warnings.map(\.message).contains { $0.hasPrefix("this Obsidian Charts radar chart is shown as its code") })
        site.write("content/posts/steps.md", note.replacingOccurrences(of: "  - title: Week 2\n", with: "  - title: [Week 2\n"))
        let broken = site.build()
        #expect(broken.diagnostics.errors.first?.message.hasPrefix("this Obsidian Charts block (labels: [...] and series:) could not be read as YAML") == true, "\(broken.diagnostics)")
    }

    /// A call alone in its paragraph whose output is words or a phrase (LoveIt's version badge
    /// above a section, a parameter's value) stays a paragraph, set apart from the next; a block
    /// (a figure) takes the paragraph's place.
    @Test func aPhraseAloneInItsParagraphStaysAParagraph() throws {
        let site = site([
            "content/posts/a.md": """
                ---
                title: A
                date: 2024-01-01
                city: Leeds
                description: A walk in *Leeds*.
                ---
                {{< version 0.2.0 >}}

                The link shortcode.

                {{< param city >}}

                {{< figure src="/a.png" alt="A" >}}

                {{< param description >}}
                """
        ])
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        // Hugo's param of the description the site reads: the page's.
        #expect(page.contains("<p>A walk in *Leeds*.</p>"), "\(page)")
        #expect(page.contains("<p><span class=\"badge\">0.2.0</span></p>\n<p>The link shortcode.</p>\n<p>Leeds</p>"), "\(page)")
        #expect(page.contains("<p>Leeds</p>\n<figure"), "\(page)")
    }

    /// In a site with a base path, a link from the root to a file of the site (`/images/a.png`, as
    /// the old site's posts wrote it, leading nowhere there) gets the base path; a file the site
    /// does not have, one with the base path already, and another host's stay as written.
    @Test func filesLinkedFromTheRootGetTheBasePath() throws {
        let site = site([
            "content/posts/2024-01-01-a.md": """
                ---
                title: A
                date: 2024-01-01
                ---
                ![map](/images/a.png) <img src="/img/b.png" alt="logo"> ![gone](/images/none.png) ![kept](/blog/images/a.png) ![far](//cdn.example/x.png) [pdf](/files/r%20s.pdf#page=2)
                """,
            "content/images/a.png": "PNG",
            "static/img/b.png": "PNG",
            "static/files/r s.pdf": "PDF",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        for html in [
            "<img src=\"/blog/images/a.png\" alt=\"map\" />", "<img src=\"/blog/img/b.png\" alt=\"logo\">", "<img src=\"/images/none.png\" alt=\"gone\" />",
            "<img src=\"/blog/images/a.png\" alt=\"kept\" />", "<img src=\"//cdn.example/x.png\" alt=\"far\" />", "<a href=\"/blog/files/r%20s.pdf#page=2\">pdf</a>",
        ] { #expect(page.contains(html), "\(html)") }
    }

    /// Eleventy's base blog links its posts by their files in raw HTML, from the input folder
    /// (`<a href="/blog/firstpost.md">`); Pelican's `{static}` stands in an `<img src>`. Both go to
    /// the addresses; an attribute of another name, code, and a root path that is no page (a file
    /// of `static/`, perhaps) are left as written, the last without a warning.
    @Test func linksToMarkdownFilesInRawHTMLAndFromTheRoot() throws {
        let site = site([
            "content/blog/first.md": "---\ntitle: First\ndate: 2024-01-01\n---\nOne.\n",
            "content/blog/second.md": """
                ---
                title: Second
                date: 2024-01-02
                ---
                <a href="/blog/first.md">root</a> <a HREF='first.md#top'>quoted</a> <a data-href="first.md">data</a>

                [md](/blog/first.md) and [notes](/notes.md), `<a href="first.md">code</a>`

                <img src="{static}/images/plot.png" alt="A plot">
                """,
            "content/images/plot.png": "PNG",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(!report.diagnostics.warnings.contains { $0.message.contains("names no page") }, "\(report.diagnostics)")
        let page = try #require(site.read("public/blog/second/index.html"))
        for html in [
            "<a href=\"/blog/blog/first/\">root</a>", "<a HREF='/blog/blog/first/#top'>quoted</a>", "<a data-href=\"first.md\">data</a>",
            "<a href=\"/blog/blog/first/\">md</a>", "<a href=\"/notes.md\">notes</a>", "<code>&lt;a href=&quot;first.md&quot;&gt;code&lt;/a&gt;</code>",
            "<img src=\"/blog/images/plot.png\" alt=\"A plot\">",
        ] { #expect(page.contains(html), "\(html) in \(page)") }
    }

    /// Images a post links by a path from its own folder, as GitHub and Obsidian show them (beside
    /// the post, or in a folder below it), are there from the post's address too; other files keep
    /// their place, and a file two posts link is there for each.
    @Test func filesLinkedFromAPostsFolderFollowThePost() throws {
        let site = site([
            "content/posts/2024-01-01-a.md": "---\ntitle: A\ndate: 2024-01-01\n---\n![one](img/chart.png) ![two](./my%20photo.jpg?v=2) [data](data/x.csv)\n",
            "content/posts/2024-01-02-b.md": "---\ntitle: B\ndate: 2024-01-02\n---\n![one again](img/chart.png)\n<video poster=\"still.jpg\"></video>\n",
            "content/posts/img/chart.png": "PNG",
            "content/posts/my photo.jpg": "JPEG",
            "content/posts/data/x.csv": "a,b\n",
            "content/posts/still.jpg": "STILL",
            "content/images/logo.png": "LOGO",
            // A page whose address is a file (Eleventy's 404 page) has the folder it is in.
            "content/404.md": "---\ntitle: Not found\npermalink: 404.html\n---\n![lost](lost.png)\n",
            "content/lost.png": "LOST",
            // A Zola blog (yukimemi's) keeps its pictures at the top of content/ and links them from the root.
            "content/2015-05-02-mayu.md": "---\ntitle: Mayu\n---\n![fcitx](/fcitx-setting_min.png)\n",
            "content/fcitx-setting_min.png": "FCITX",
            "content/projects/nani/index.md": "---\ntitle: nani\n---\n![logo](nani_logo.webp)\n",
            "content/projects/nani/index.ca.md": "---\ntitle: nani\n---\n![logotip](nani_logo.webp)\n",
            "content/projects/nani/nani_logo.webp": "WEBP",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("public/lost.png") == "LOST" && !site.exists("public/404.htmllost.png"))
        #expect(site.read("public/fcitx-setting_min.png") == "FCITX")
        // tabi's projects: a bundle's file is beside each of its languages' pages, which link it alike.
        #expect(site.read("public/projects/nani/nani_logo.webp") == "WEBP" && site.read("public/ca/projects/nani/nani_logo.webp") == "WEBP")
        #expect(site.read("public/posts/a/img/chart.png") == "PNG" && site.read("public/posts/b/img/chart.png") == "PNG")
        #expect(site.read("public/posts/a/my photo.jpg") == "JPEG")
        #expect(site.read("public/posts/a/data/x.csv") == "a,b\n")
        #expect(site.read("public/posts/b/still.jpg") == "STILL")
        #expect(site.read("public/images/logo.png") == "LOGO")
        #expect(!site.exists("public/posts/img/chart.png"))
    }

    /// Images a screen reader can only call "image" are named in one warning, at their lines: a
    /// Markdown image without words, an `<img>` without `alt`; `alt=""` (decoration) is no mistake.
    @Test func imagesWithoutTextAreNamedAtTheirLines() throws {
        let site = site([
            "content/posts/a.md": """
                ---
                title: A
                date: 2024-01-01
                ---
                ![](one.png) and ![Two cats on a sofa](two.png)

                <div class="imgcap">
                <img src="three.png"
                     width="300">
                <img src="four.png" alt="">
                <IMG SRC="five.png" ALT="Five">
                </div>

                Inline <img src='six.png' title="alt=no"> too, and `![](code.png)` is code.

                {{< details "More" >}}
                ![](seven.png)
                {{< /details >}}
                """,
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warnings = report.diagnostics.warnings.filter { $0.message.contains("screen reader says only") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("4 images have no text, so a screen reader says only \"image\": content/posts/a.md:5, content/posts/a.md:8, content/posts/a.md:14, content/posts/a.md:17;") == true, "\(warnings)")
    }

    /// Charts and footnotes in two shortcodes' texts (two tabs, two callouts) each keep an id of
    /// their own: each text is rendered on its own, and its ids are set apart by where it is.
    @Test func idsInShortcodeTextsAreUniqueOnThePage() throws {
        let chart = "```chart\ntype: pie\n---\nA: 1\nB: 2\n```\n\nA note.[^1]\n\n[^1]: The note.\n"
        let site = site([
            "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\n{{< tabs >}}\n{{< tab \"One\" >}}\n\(chart){{< /tab >}}\n{{< tab \"Two\" >}}\n\(chart){{< /tab >}}\n{{< /tabs >}}\n\n\(chart)"
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        let ids = page.components(separatedBy: " id=\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
        #expect(ids.filter { $0.hasPrefix("c-") && $0.count == 10 }.count == 3, "\(ids)")
        #expect(Set(ids).count == ids.count, "\(ids.sorted())")
    }

    /// Hugo's `content/tags/_index.md` (and a category's) is the taxonomy page's own title and
    /// text above its list, not a page fighting it for the address.
    @Test func aTaxonomysOwnIndexGivesItsPageTitleAndText() throws {
        let site = site([
            "content/tags/_index.md": "---\ntitle: Topics\ndescription: What I write about.\n---\nEvery *topic*, with a [post](/posts/a/).\n",
            "content/categories/_index.md": "+++\ntitle = \"Shelves\"\n+++\n",
            "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\ntags: [data]\ncategories: [Notes]\n---\nx\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let tags = try #require(site.read("public/tags/index.html"))
        #expect(tags.contains("<h1 class=\"page-title\">Topics</h1>"))
        #expect(tags.contains("<p>Every <em>topic</em>, with a <a href=\"/blog/posts/a/\">post</a>.</p>"))
        #expect(tags.contains("<meta name=\"description\" content=\"What I write about.\">"))
        #expect(try #require(site.read("public/categories/index.html")).contains("<h1 class=\"page-title\">Shelves</h1>"))
    }

    /// The Rust blog (Zola) dates posts only in `path = "2025/09/12/name"`: that day dates them,
    /// and they list and go into the feed like any dated post.
    @Test func aDayInThePostsOwnPathDatesIt() throws {
        let site = site([
            "content/posts/crates-io-phishing.md":
                "+++\npath = \"2025/09/12/crates-io-phishing-campaign\"\ntitle = \"Phishing\"\n+++\nx\n",
            "content/posts/inside/prerelease.md":
                "+++\npath = \"inside-rust/2020/07/27/1.45.1-prerelease\"\ntitle = \"Prerelease\"\n+++\nx\n",
            "content/posts/no-day.md": "+++\npath = \"2025/13/40/not-a-day\"\ntitle = \"Undated\"\n+++\nx\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/2025/09/12/crates-io-phishing-campaign/index.html"))
        #expect(page.contains("<time datetime=\"2025-09-12"))
        let inside = try #require(site.read("public/inside-rust/2020/07/27/1.45.1-prerelease/index.html"))
        #expect(inside.contains("<time datetime=\"2020-07-27"))
        // Only the path that names no real day leaves its post undated.
        let undated = try #require(report.diagnostics.first { $0.message.contains("without a date") })
        #expect(undated.message.contains("content/posts/no-day.md"))
        #expect(!undated.message.contains("phishing"))
        let feed = try #require(site.read("public/feed.xml"))
        #expect(feed.contains("Phishing") && feed.contains("Prerelease") && !feed.contains("Undated"))
        #expect(dayInPath("/2019/03/05/a/") == "2019-03-05" && dayInPath("posts/2019/3/5/a") == nil)
    }

    /// A site whose posts have no date shows no year at all, not the epoch's.
    @Test func aSiteWithoutDatesShowsNoCopyrightYear() throws {
        let site = site(["content/posts/a.md": "---\ntitle: A\n---\nx\n"])
        #expect(site.build().succeeded)
        let home = try #require(site.read("public/index.html"))
        #expect(!home.contains("1970") && !home.contains("&copy;"))
        let dated = self.site(["content/posts/a.md": "---\ntitle: A\ndate: 2024-05-01\n---\nx\n"])
        #expect(dated.build().succeeded)
        #expect(try #require(dated.read("public/index.html")).contains("&copy; 2024"))
    }

    /// Jekyll builds `_posts/*.html` with front matter through its layouts, and Hugo an HTML page
    /// of `content/`; a plain HTML file (a verification page, a demo) and a template of the old
    /// site (its tags in it) are copied as they are.
    @Test func anHTMLFileWithFrontMatterIsAPage() throws {
        let site = site([
            "content/posts/2014-01-01-html-post.html":
                "---\nlayout: post\ntitle: \"An HTML post\"\n---\n<p>Hello <b>world</b>, see <a href=\"{{ site.baseurl }}/about/\">about</a>.</p>\n",
            "content/demo.html": "<!doctype html><title>Demo</title><p>---</p>\n",
            // A template of the old site, outside the posts: copied, not made a page.
            "content/_layouts/post.html": "---\nlayout: default\n---\n{{ content }}\n",
            "content/archive.html": "---\ntitle: Archive\n---\n<ul>{{- range .Site.RegularPages }}<li>{{ .Title }}</li>{{ end }}</ul>\n",
            "content/labels.html": "---\ntitle: Labels\n---\n{% for tag in site.tags %}{{ tag[0] }}{% endfor %}\n",
            // Hugo's page written in HTML (kmcd.dev's search and links pages), its shortcodes read.
            "content/search.html": "---\ntitle: \"Search\"\ndescription: Search around\n---\n<p>Type some <code>words</code>.</p>\n<div id=\"search\"></div>\n{{< kbd Enter >}}\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let post = try #require(site.read("public/posts/html-post/index.html"))
        #expect(post.contains("<p>Hello <b>world</b>, see <a href=\"/blog/about/\">about</a>.</p>"))
        #expect(post.contains("<time datetime=\"2014-01-01"))
        #expect(!post.contains("layout: post"))
        #expect(!site.exists("public/posts/2014-01-01-html-post.html"))
        #expect(try #require(site.read("public/index.html")).contains("An HTML post"))
        #expect(site.read("public/demo.html") == "<!doctype html><title>Demo</title><p>---</p>\n")
        #expect(site.exists("public/_layouts/post.html") && !site.exists("public/_layouts/post/index.html"))
        #expect(site.exists("public/archive.html") && site.exists("public/labels.html") && !site.exists("public/labels/index.html"))
        let search = try #require(site.read("public/search/index.html"))
        #expect(search.contains("<p>Type some <code>words</code>.</p>\n<div id=\"search\"></div>") && search.contains("<kbd>Enter</kbd>"), "\(search)")
        #expect(!search.contains("description: Search") && !site.exists("public/search.html"))
    }

    /// Hugo's figure shows its caption and attribution as Markdown, the attribution linked.
    @Test func theDefaultFiguresCaptionIsMarkdown() throws {
        let site = site([
            "content/posts/a.md": """
                ---
                title: A
                date: 2024-01-01
                ---
                {{< figure src="/images/a.png" caption="Daily steps, *January*" attr="Data: **me**" attrlink="https://me.example/" >}}
                """
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("<figcaption>Daily steps, <em>January</em> <span class=\"attribution\"><a href=\"https://me.example/\">Data: <strong>me</strong></a></span></figcaption>"))
        #expect(page.contains("alt=\"Daily steps, January\""))
    }

    /// blogdown's render of an R Markdown post holds its widgets as the knitted page did, drawn by
    /// scripts no page here loads: a Plotly one is drawn as its chart (the page's first, with its
    /// image for the feed), a DT table is the table it shows, a map stays as it was.
    @Test func aBlogdownRendersWidgetsAreChartsAndTables() throws {
        let plotly = #"<div id="htmlwidget-1" style="width:672px;height:480px;" class="plotly html-widget"></div>"# + "\n"
            + #"<script type="application/json" data-for="htmlwidget-1">{"x":{"visdat":{"a":["function () ","plotlyVisDat"]},"data":[{"x":["Mon","Tue","Wed"],"y":[3,5,4],"type":"bar","name":"Runs"}],"layout":{"title":{"text":"Runs by day"}},"config":{"showSendToCloud":false}},"evals":[],"jsHooks":[]}</script>"#
        let table = #"<div id="htmlwidget-2" style="width:100%;height:auto;" class="datatables html-widget"></div>"# + "\n"
            + #"<script type="application/json" data-for="htmlwidget-2">{"x":{"filter":"none","data":[["1"],["Leeds"],[12.5]],"container":"<table class=\"display\"><thead><tr><th> <\/th><th>City<\/th><th>Rain<\/th><\/tr><\/thead><\/table>"},"evals":[],"jsHooks":[]}</script>"#
        let map = #"<div id="htmlwidget-3" style="width:672px;height:480px;" class="leaflet html-widget"></div>"# + "\n" + #"<script type="application/json" data-for="htmlwidget-3">{"x":{"options":{}}}</script>"#
        let site = site([
            "content/posts/runs/index.Rmd": "---\ntitle: Runs\ndate: 2020-05-01\n---\n```{r}\nplotly::ggplotly(p)\n```\n",
            "content/posts/runs/index.html": "---\ntitle: Runs\ndate: 2020-05-01\n---\n<p>Before.</p>\n" + plotly + "\n<p>Between.</p>\n" + table + "\n" + map + "\n<p>After.</p>\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/runs/index.html"))
        #expect(page.contains("aria-roledescription=\"bar chart\"") && page.contains(">Runs by day</title>") && page.contains("Mon: 3"), "\(page)")
        #expect(page.contains("<td>Leeds</td>") && page.contains("<th style=\"text-align: right\">Rain</th>"))
        #expect(page.contains("leaflet html-widget") && !page.contains("htmlwidget-1\"") && !page.contains("htmlwidget-2\""))
        #expect(page.contains("<p>Before.</p>") && page.contains("<p>Between.</p>") && page.contains("<p>After.</p>"))
        #expect(page.contains("/assets/charts.css\">"), "the chart's stylesheet is linked")
        #expect(site.read("public/posts/runs/chart-1.svg") != nil, "the chart's image, for the feed")
    }

    /// blogdown and Quarto leave a post's renders side by side in its bundle (`index.html` or
    /// `index.markdown` beside `index.md`): the first by name is the page, as in Hugo, with one
    /// warning naming the others; a render beats its R Markdown source (`index.Rmd`), which
    /// Hugo does not read. Two posts of different names at one address stay an error.
    @Test func rendersSideBySideMakeOnePage() throws {
        let site = site([
            "content/posts/museums/index.md": "---\ntitle: From Quarto\ndate: 2022-11-25\n---\nQuarto.\n",
            "content/posts/museums/index.markdown": "---\ntitle: From blogdown\ndate: 2022-11-25\n---\n<img src=\"{{< blogdown/postref >}}index_files/figure-html/a-1.png\" width=\"600\" />\n",
            "content/posts/museums/index.Rmarkdown": "---\ntitle: Source\n---\n```{r}\n1 + 1\n```\n",
            "content/posts/water/index.html": "---\ntitle: Water\ndate: 2016-01-19\n---\n<p>Rendered.</p>\n",
            "content/posts/water/index.md": "---\ntitle: Water source\ndate: 2016-01-19\n---\nSource.\n",
            // A Quarto preview left beside the post: a whole HTML document, without front matter.
            "content/posts/forcats/index.md": "---\ntitle: forcats\ndate: 2023-01-30\n---\nThe post.\n",
            "content/posts/forcats/index.html": "<!DOCTYPE html>\n<html><head><title>forcats</title></head><body>Preview.</body></html>\n",
            // blogdown's render of an R Markdown post, with the code's output; the source sorts first.
            "content/posts/lubridate/index.Rmd": "---\ntitle: lubridate\ndate: 2017-11-01\n---\n```{r}\nymd(\"2017-11-01\")\n```\n",
            "content/posts/lubridate/index.html": "---\ntitle: lubridate\ndate: 2017-11-01\n---\n<pre><code>## [1] &quot;2017-11-01&quot;</code></pre>\n",
            // hugodown's: the Markdown render beside its source.
            "content/posts/dplyr/index.Rmd": "---\ntitle: dplyr\ndate: 2020-01-01\n---\n```{r}\n1 + 1\n```\n",
            "content/posts/dplyr/index.md": "---\ntitle: dplyr\ndate: 2020-01-01\n---\n```r\n1 + 1\n#> [1] 2\n```\n",
            // Outside the posts' folder too.
            "content/about/index.Rmd": "---\ntitle: About\n---\n```{r}\nSys.Date()\n```\n",
            "content/about/index.html": "---\ntitle: About\n---\n<p>Rendered about.</p>\n",
            // A source alone is the page.
            "content/posts/alone/index.Rmarkdown": "---\ntitle: Alone\ndate: 2021-01-01\n---\n```{r}\n2 + 2\n```\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let museums = try #require(site.read("public/posts/museums/index.html"))
        #expect(museums.contains("From blogdown") && !museums.contains("Quarto."))
        // blogdown's shortcode names the post's own folder, where its bundle's figures are.
        #expect(museums.contains("<img src=\"/blog/posts/museums/index_files/figure-html/a-1.png\" width=\"600\" />"))
        #expect(try #require(site.read("public/posts/water/index.html")).contains("<p>Rendered.</p>"))
        let warnings = report.diagnostics.warnings.filter { $0.message.contains("with the name of another page") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("3 files") == true)
        #expect(warnings.first?.message.contains("content/posts/museums/index.md, content/posts/water/index.md, content/posts/forcats/index.html") == true)
        #expect(try #require(site.read("public/posts/forcats/index.html")).contains("The post."))
        // Sources give way to their renders without a word, and are not published.
        #expect(try #require(site.read("public/posts/lubridate/index.html")).contains("## [1] &quot;2017-11-01&quot;"))
        #expect(try #require(site.read("public/posts/dplyr/index.html")).contains("#&gt; [1] 2"))
        #expect(try #require(site.read("public/about/index.html")).contains("<p>Rendered about.</p>"))
        // Highlighted: the words in spans.
        #expect(try #require(site.read("public/posts/alone/index.html")).replacing(/<[^>]+>/, with: "").contains("2 + 2"))
        #expect(site.read("public/posts/lubridate/index.Rmd") == nil && site.read("public/posts/museums/index.Rmarkdown") == nil)
        #expect(warnings.first?.message.contains(".Rmd") == true && warnings.first?.message.contains("index.Rmd,") == false)
        // Different names that end at one address are still two posts fighting over it: the later one by
        // path goes to its file's own address.
        site.write("content/posts/other.md", "---\ntitle: Other\ndate: 2020-01-01\nslug: museums\n---\nx\n")
        let fighting = site.build()
        #expect(fighting.diagnostics.warnings.contains { $0.message.hasPrefix("content/posts/other.md would be written to /posts/museums/, which is already content/posts/museums/index.markdown, so it is written to /posts/other/ instead") }, "\(fighting.diagnostics)")
        #expect(site.read("public/posts/other/index.html")?.contains("<p>x</p>") == true)
        // An HTML file named as the address spells a page's name (`amazon-and-blogger.html` beside
        // `Amazon and Blogger.md`, with ugly URLs both at one address) is that page's render.
        site.write("site.yml", (site.read("site.yml") ?? "") + "\nugly_urls: true\n")
        site.write("content/notes/Amazon and Blogger.md", "---\ntitle: Amazon and Blogger\n---\nNotes.\n")
        site.write("content/notes/amazon-and-blogger.html", "<!DOCTYPE html><html><body>Old render.</body></html>\n")
        let spelled = site.build()
        #expect(spelled.succeeded, "\(spelled.diagnostics)")
        #expect(site.read("public/notes/amazon-and-blogger.html")?.contains("Notes.") == true)
    }

    /// A dated name gives a post its date and slug (Jekyll's posts); a page elsewhere keeps its
    /// whole name, as Hugo and Jekyll publish it, so two yearly events of one name do not collide.
    @Test func aDatedNameOutsideThePostsKeepsItsDate() throws {
        let site = site([
            "content/posts/2024-02-15-orientation.md": "---\ntitle: Post\n---\nx\n",
            "content/events/2023-03-01-orientation.md": "---\ntitle: Orientation 2023\n---\nx\n",
            "content/events/2024-02-15-orientation.md": "---\ntitle: Orientation 2024\n---\nx\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.exists("public/posts/orientation/index.html"))
        #expect(site.read("public/events/2023-03-01-orientation/index.html")?.contains("Orientation 2023") == true)
        #expect(site.read("public/events/2024-02-15-orientation/index.html")?.contains("Orientation 2024") == true)
    }

    /// A chart inside a shortcode (`{{< details >}}`) is counted and gets its feed image, a file
    /// of its own beside the page's own chart's.
    @Test func aChartInsideAShortcodeIsCountedAndHasItsImage() throws {
        let site = site([
            "content/posts/a.md": """
                ---
                title: A
                date: 2024-01-01
                ---
                ```chart
                type: bar
                title: Outside
                ---
                Mon | 1
                Tue | 2
                ```

                {{< details summary="The other chart" >}}
                ```chart
                type: donut
                title: Inside
                ---
                Rent | 3
                Food | 1
                ```
                {{< /details >}}
                """
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.chartCount == 2)
        let files = try FileManager.default.contentsOfDirectory(atPath: site.root.appending(path: "public/posts/a").path)
            .filter { $0.hasSuffix(".svg") }.sorted()
        #expect(files.count == 2, "\(files)")
        let feed = try #require(site.read("public/feed.xml"))
        for file in files { #expect(feed.contains("/posts/a/\(file)"), "\(file)") }
        #expect(files.contains { site.read("public/posts/a/\($0)")?.contains("Inside") == true })
    }

    /// Minimal Mistakes' idioms: its gallery include reading the front matter's list, a notice as
    /// a div whose text is Markdown (`markdown="1"`) or a paragraph's class, and a captured text
    /// shown through `markdownify`.
    @Test func minimalMistakesGalleriesNoticesAndCapturesRead() throws {
        let site = site([
            "content/posts/2020-01-01-a.md": """
                ---
                title: A
                gallery:
                  - url: /img/one.jpg
                    image_path: /img/one-th.jpg
                    alt: "The first"
                    title: "One"
                  - image_path: /img/two-th.jpg
                    alt: "The second"
                ---
                {% include gallery caption="Two *photos*." %}

                {% include gallery id="nothing" %}

                <div class="notice--info" markdown="1">
                **Note:** read [this](https://example.com/).

                - one
                </div>

                **Warning:** careful.
                {: .notice--warning}

                {% capture news %}
                #### News

                * first
                {% endcapture %}

                <div class="notice">
                  {{ news | markdownify }}
                </div>
                """
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("<a href=\"/blog/img/one.jpg\"><img src=\"/blog/img/one-th.jpg\" alt=\"The first\" loading=\"lazy\"></a><figcaption>One</figcaption>"), "\(page)")
        #expect(page.contains("<img src=\"/blog/img/two-th.jpg\" alt=\"The second\" loading=\"lazy\"></figure>"))
        #expect(page.contains("<figcaption>Two <em>photos</em>.</figcaption>"))
        #expect(report.diagnostics.warnings.contains { $0.message.contains("this gallery shows nothing") && $0.message.contains("'nothing'") })
        #expect(page.contains("<div class=\"notice--info\">\n<p><strong>Note:</strong> read <a href=\"https://example.com/\">this</a>.</p>\n<ul>\n<li>one</li>\n</ul>\n</div>"))
        #expect(page.contains("<p class=\"notice--warning\"><strong>Warning:</strong> careful.</p>"))
        #expect(page.contains("<li>first</li>") && !page.contains("markdownify") && !page.contains("markdown=\"1\""))
    }

    /// A gallery of figures (Hugo Easy Gallery's and many themes' `gallery`): the figures side by
    /// side under one caption, with no empty paragraph between calls on lines one after another.
    @Test func aGalleryOfFiguresIsOneCaptionedFigure() throws {
        let site = site([
            "content/posts/a.md": """
                ---
                title: A
                date: 2024-01-01
                ---
                {{< gallery caption="The community *calls*" >}}
                {{< figure src="one.png" alt="Slide one" caption="January" >}}
                {{< figure src="two.png" alt="Slide two" >}}
                {{< /gallery >}}

                {{< figure src="three.png" alt="Slide three" >}}
                {{< figure src="four.png" alt="Slide four" >}}
                After.
                """
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("<figure class=\"gallery\">\n<div class=\"gallery-items\"><figure class=\"shortcode-figure\">"), "\(page)")
        #expect(page.contains("</div>\n<figcaption>The community <em>calls</em></figcaption>\n</figure>"))
        #expect(page.components(separatedBy: "class=\"shortcode-figure\"").count == 5)
        #expect(!page.contains("<p>\n</p>") && !page.contains("<p></p>") && page.contains("<p>After.</p>"))
    }

    /// Media and posts that blogs embed with the shortcodes of Hugo (`x`, `instagram`) and of
    /// popular themes (`audio`, `video`): native players with a caption and a download link
    /// inside, and plain links where an embed would need a script.
    @Test func theDefaultThemesMediaShortcodes() throws {
        let site = site([
            "content/posts/a.md": """
                ---
                title: A
                date: 2024-01-01
                ---
                {{< audio src="dog.mp3" caption="temperature = *1.0*" >}}

                {{< video src="clip.mp4" poster="clip.jpg" title="The clip" >}}

                {{< x user="someone" id="1111" >}}

                {{< instagram CxOWiQNP2MO >}}

                {{< twitter url="https://twitter.com/someone/status/2222" >}}

                {{< codeblock name="setup.sh" >}}
                ```sh
                ls -la
                ```
                {{< /codeblock >}}
                """
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("<audio controls preload=\"metadata\" src=\"dog.mp3\" aria-label=\"temperature = 1.0\"><a href=\"dog.mp3\">Download the audio</a></audio>"))
        #expect(page.contains("<figcaption>temperature = <em>1.0</em></figcaption>"))
        #expect(page.contains("src=\"clip.mp4\" poster=\"clip.jpg\" aria-label=\"The clip\">"))
        #expect(page.contains("<figcaption><strong>The clip</strong></figcaption>"))
        #expect(page.contains("<a href=\"https://twitter.com/someone/status/1111\">A post by @someone on X (Twitter)</a>"))
        #expect(page.contains("<a href=\"https://www.instagram.com/p/CxOWiQNP2MO/\">A post on Instagram</a>"))
        #expect(page.contains("<a href=\"https://twitter.com/someone/status/2222\">A post on X (Twitter)</a>"))
        #expect(page.contains("<figure class=\"codeblock\"><figcaption class=\"codeblock-name\">setup.sh</figcaption>\n<pre class=\"highlight\"><code class=\"language-sh\">"), "\(page)")
    }

    /// Shortcodes of the most used Hugo themes (PaperMod, Blowfish, Congo, Book, Stack, LoveIt),
    /// drawn by the default theme: nothing prints as `{{< … >}}` text.
    @Test func popularThemesShortcodesAreDrawn() throws {
        let post = """
            ---
            title: A
            date: 2024-01-01
            ---
            {{< lead >}}
            A *lead*.
            {{< /lead >}}

            {{< collapse summary="The method" >}}
            By **hand**.
            {{< /collapse >}}

            {{< collapse summary="Open" openByDefault=true >}}
            Shown.
            {{< /collapse >}}

            {{< expand "More" >}}
            Hidden.
            {{< /expand >}}

            {{< quote author="Ada" source="Notes" url="https://example.com/n" >}}
            The engine *weaves*.
            {{< /quote >}}

            Press {{< button href="https://example.com/data" >}}Get <the> data{{< /button >}} for a {{< badge >}}new{{< /badge >}} set.

            {{< button relref="posts/a.md" >}}This post{{< /button >}}

            {% notice warning %}
            A Jekyll plugin's *notice*.
            {% endnotice %}

            {% figure caption:"Bricks, *mixed*" class:"wide" %}
            ![Brick guide](/images/bricks.jpg)
            {% endfigure %}

            {{< tabs >}}
            {{< tab "Python" >}}
            Run it.
            {{< /tab >}}
            {{< tab name="Swift" >}}
            Build it.
            {{< /tab >}}
            {{< /tabs >}}

            {{< rawhtml >}}
            <p class="raw">Raw</p>
            {{< /rawhtml >}}

            LoveIt's raw: {{< raw >}}**as is** \\(x^2\\){{< /raw >}} and {{< person url="https://ada.example" name="Ada" text="author of the notes" picture="/ada.jpg" >}}, or {{< person "https://grace.example/" Grace >}}.

            {{< music url="/music/a.mp3" name=Wavelength artist=oldmanyoung cover="/images/w.jpg" >}}

            {{< music netease playlist 60198 >}}

            {{< music auto="https://y.qq.com/n/ryqq/playlist/7858893917" >}}

            {{< mapbox 121.485 31.233 12 >}}

            {{< script >}}console.log("hi");{{< /script >}}

            {% pullquote %}
            Surround your paragraph with the tags. Then when you come to the text you want to pull, {" surround it like this "} and that's *all*.
            {% endpullquote %}

            {{< center-quote >}}
            Less, but **better**.
            {{< /center-quote >}}

            {{< spotify track 4uLU6hMCjMI75M1A2tKUQC >}}

            Set it in the {% label primary@NexT config file %}, then {% button /docs/, Read the docs, book %}.

            {% gp 2-1 %}
            ![A harbour](/img/a.png)
            ![A ferry](/img/b.png)
            {% endgp %}

            {% mermaid pie %}
            title Pets
            "Dogs" : 386
            "Cats" : 85
            {% endmermaid %}

            {% cq %}
            Stay *hungry*.
            {% endcq %}

            {{< tabgroup align="right" >}}
            {{< tab name="Hello" >}}
            Hello, *world*.
            {{< /tab >}}
            {{< /tabgroup >}}

            {{< mermaid >}}
            pie title From a shortcode
                "A" : 3
                "B" : 1
            {{< /mermaid >}}

            {{< vimeo_simple 146022717 >}}

            {{< bilibili "BV1Jo4y167JP" >}}

            {{< tencent "u00306ng962" >}}

            {{< gitlab 2349278 >}}

            {{< twitter_simple user="example" id="1234" >}}

            {{< comment >}}A note to *myself*.{{< /comment >}}

            {{< echarts >}}
            title:
              text: "ECharts, in YAML"
            xAxis:
              data: [Mon, Tue, "Wed: late"]
            series:
              - name: Steps
                type: bar
                data: [898, 670, ~]
            {{< /echarts >}}

            {{< echarts >}}
            [title]
            text = "ECharts, in TOML"

            [xAxis]
            data = ["Mon", "Tue"]

            [[series]]
            name = "Runs"
            type = "line"
            data = [3.0, 5.0]
            {{< /echarts >}}

            {{< echarts >}}
            var option = {
              title: {text: 'ECharts, as its examples write it'},
              tooltip: {formatter: function (params) { return params.name; }},
              xAxis: {data: ['Sat', 'Sun']}, yAxis: {},
              series: [{type: 'bar', data: [7, 9]}]
            };
            myChart.setOption(option);
            {{< /echarts >}}

            {{< chart 90 200 >}}
            type: 'doughnut',
            data: { labels: ['Rent', 'Food'], datasets: [{ label: 'Spent', data: [900, 300], hoverOffset: 4 }] },
            options: { plugins: { title: { display: true, text: 'From Chart.js' } } }
            {{< /chart >}}
            """
        let site = site(["content/posts/a.md": post])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(!page.contains("{{"))
        #expect(page.contains("<div class=\"lead\"><p>A <em>lead</em>.</p>\n</div>"))
        #expect(page.contains("<details class=\"callout callout-details\"><summary class=\"callout-title\">The method</summary>\n<p>By <strong>hand</strong>.</p>"))
        #expect(page.contains("<details class=\"callout callout-details\" open><summary class=\"callout-title\">Open</summary>"))
        #expect(page.contains("<summary class=\"callout-title\">More</summary>"))
        #expect(page.contains("<figure class=\"quote\"><blockquote cite=\"https://example.com/n\"><p>The engine <em>weaves</em>.</p>\n</blockquote><figcaption>Ada, <a href=\"https://example.com/n\"><cite>Notes</cite></a></figcaption></figure>"))
        #expect(page.contains("<p>Press <a class=\"button\" href=\"https://example.com/data\">Get &lt;the&gt; data</a> for a <span class=\"badge\">new</span> set.</p>"), "\(page)")
        #expect(page.contains("<a class=\"button\" href=\"/blog/posts/a/\">This post</a>"))
        #expect(page.contains("<div class=\"callout callout-warning\" role=\"note\"><p class=\"callout-title\">Warning</p>\n<p>A Jekyll plugin’s <em>notice</em>.</p>"), "\(page)")
        // A figure plugin's block: its Markdown inside, its caption as Markdown under it.
        #expect(page.contains("<figure class=\"shortcode-figure wide\">\n<p><img src=\"/images/bricks.jpg\" alt=\"Brick guide\" /></p>\n"), "\(page)")
        #expect(page.contains("<figcaption>Bricks, <em>mixed</em></figcaption>"))
        #expect(page.contains("<section class=\"tab\"><p class=\"tab-title\">Python</p>\n<p>Run it.</p>"))
        #expect(page.contains("<section class=\"tab\"><p class=\"tab-title\">Swift</p>\n<p>Build it.</p>"))
        #expect(page.contains("<p class=\"raw\">Raw</p>"))
        // LoveIt's raw keeps its Markdown as written, and its formula is typeset as any in HTML is.
        #expect(page.contains("<p>LoveIt’s raw: **as is** <math>"), "\(page)")
        #expect(page.contains("<span class=\"h-card person\"><a class=\"u-url\" href=\"https://ada.example\" title=\"author of the notes\"><img class=\"u-photo\" src=\"/ada.jpg\" alt=\"\" width=\"20\" height=\"20\" loading=\"lazy\"><span class=\"p-name\">Ada</span></a></span>, or "))
        #expect(page.contains("<a class=\"u-url\" href=\"https://grace.example/\"><span class=\"p-name\">Grace</span></a></span>.</p>"))
        // Its music: a file plays in the page; a service's playlist is a link to it.
        #expect(page.contains("<audio controls preload=\"none\" src=\"/music/a.mp3\" aria-label=\"Wavelength, oldmanyoung\">"))
        #expect(page.contains("<figcaption><strong>Wavelength</strong> · oldmanyoung</figcaption>"))
        #expect(page.contains("<a href=\"https://music.163.com/#/playlist?id=60198\">Listen to the playlist on NetEase Cloud Music</a>"))
        #expect(page.contains("<a href=\"https://y.qq.com/n/ryqq/playlist/7858893917\">Listen to the playlist on QQ Music</a>"))
        // Its map: OpenStreetMap's, of the same place.
        #expect(page.contains("<iframe src=\"https://www.openstreetmap.org/export/embed.html?bbox=121.36484%2C31.17517%2C121.60516%2C31.29083&amp;layer=mapnik&amp;marker=31.233%2C121.485\" title=\"Map of 31.233° N, 121.485° E\""), "\(page)")
        #expect(page.contains("<a href=\"https://www.openstreetmap.org/?mlat=31.233&amp;mlon=121.485#map=12/31.233/121.485\">Map of 31.233° N, 121.485° E on OpenStreetMap</a>"))
        #expect(page.contains("<script>console.log(\"hi\");</script>"))
        // Octopress's pullquote: the paragraph without its marks, the marked words pulled out above it.
        #expect(page.contains("<aside class=\"pullquote\" aria-hidden=\"true\">surround it like this</aside>\n<p>Surround your paragraph with the tags. Then when you come to the text you want to pull, surround it like this and that’s <em>all</em>.</p>"), "\(page)")
        // FixIt's center-quote and Hexo NexT's cq: a quote in the middle of the column.
        #expect(page.contains("<blockquote class=\"center-quote\">\n<p>Less, but <strong>better</strong>.</p>\n</blockquote>"), "\(page)")
        #expect(page.contains("<blockquote class=\"center-quote\">\n<p>Stay <em>hungry</em>.</p>\n</blockquote>"), "\(page)")
        // Hexo NexT's label, button and mermaid tags: marked words, the theme's button, a drawn pie.
        #expect(page.contains("<p>Set it in the <mark class=\"hexo-label hexo-label-primary\">NexT config file</mark>, then <a class=\"button\" href=\"/docs/\">Read the docs</a>.</p>"), "\(page)")
        #expect(page.contains(">Pets</title>") && page.contains("Dogs: 386"), "\(page)")
        #expect(page.contains("<figure class=\"gallery\">\n<div class=\"gallery-items\"><p><img src=\"/img/a.png\" alt=\"A harbour\""), "\(page)")
        // FixIt's Spotify player, titled, with a link.
        #expect(page.contains("<iframe src=\"https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC\" title=\"Spotify player\" loading=\"lazy\""))
        #expect(page.contains("<a href=\"https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC\">Listen on Spotify</a>"))
        // hugo-coder's tabgroup is a run of tabs, each shown with its name.
        #expect(page.contains("<div class=\"tabs\"><section class=\"tab\"><p class=\"tab-title\">Hello</p>\n<p>Hello, <em>world</em>.</p>"), "\(page)")
        // The mermaid shortcode is a ```mermaid block: its pie is drawn.
        #expect(page.contains("<figure class=\"chart chart-pie"))
        #expect(page.contains(">From a shortcode</title>"))
        // Blowfish's and Congo's Chart.js shortcode is drawn too, without script.
        #expect(page.contains("<figure class=\"chart chart-donut"))
        #expect(page.contains(">From Chart.js</title>") && page.contains("Rent: 900, 75%"))
        // Hugo's own vimeo_simple, twitter_simple and comment.
        #expect(page.contains("https://player.vimeo.com/video/146022717?dnt=1") && page.contains("https://twitter.com/example/status/1234"))
        #expect(!page.contains("myself"))
        // LoveIt's, FixIt's and Stack's bilibili, as Chinese blogs embed videos.
        #expect(page.contains("https://player.bilibili.com/player.html?bvid=BV1Jo4y167JP&amp;page=1&amp;autoplay=0\" title=\"Bilibili video\""))
        #expect(page.contains("<a href=\"https://www.bilibili.com/video/BV1Jo4y167JP/\">Watch the video on Bilibili</a>"))
        // Stack's Tencent Video player, and its GitLab snippet as a link (its embed is a script).
        #expect(page.contains("<iframe src=\"https://v.qq.com/txp/iframe/player.html?vid=u00306ng962\" title=\"Tencent Video\""))
        #expect(page.contains("<a href=\"https://gitlab.com/-/snippets/2349278\">A snippet on GitLab</a>"))
        // LoveIt's echarts shortcode takes its option in YAML too.
        #expect(page.contains(">ECharts, in YAML</title>") && page.contains("Wed: late"))
        // And in TOML; and as ECharts' examples write it, a script that assigns the option.
        #expect(page.contains(">ECharts, in TOML</title>") && page.contains("Mon: 3"), "\(page)")
        #expect(page.contains(">ECharts, as its examples write it</title>") && page.contains("Sat: 7; Sun: 9."))
        // An unknown one says where the theme's many shortcodes are, not all their names.
        site.write("content/posts/b.md", "---\ntitle: B\ndate: 2024-01-02\n---\n{{< nosuch >}}\n")
        let unknown = try #require(site.build().diagnostics.errors.first)
        #expect(unknown.message.contains("the theme has ") && unknown.message.contains(" (themes/default/shortcodes/)"), "\(unknown.message)")
        #expect(!unknown.message.contains("admonition"))
        site.write("content/posts/b.md", "---\ntitle: B\ndate: 2024-01-02\n---\nx\n")
        // With `unsafe: false` the raw HTML is text; a theme's own mermaid shortcode wins.
        site.write("site.yml", Self.config + "markdown:\n  unsafe: false\n")
        site.write("themes/default/shortcodes/mermaid.mustache", "<div class=\"mermaid\">{{inner}}</div>")
        #expect(site.build().succeeded)
        let safe = try #require(site.read("public/posts/a/index.html"))
        #expect(safe.contains("&lt;p class=&quot;raw&quot;&gt;Raw&lt;/p&gt;"))
        #expect(!safe.contains("<script>") && !safe.contains("console.log"))
        #expect(safe.contains("<div class=\"mermaid\">\npie title From a shortcode") && !safe.contains("chart-pie"))
    }

    /// Hugo Blox's (Wowchemy's) `{{< chart data="name" >}}`: the Plotly figure in `name.json` beside
    /// the post, drawn without script; a missing file is an error at the call, and later lines keep
    /// their numbers; a change to the file is seen by a preview's next build.
    @Test func hugoBloxChartsReadTheirPlotlyFile() throws {
        let site = site([
            "content/posts/wow/index.md": "---\ntitle: W\ndate: 2024-01-01\n---\n{{< chart data=\"line-chart\" >}}\n\n{{< chart data=\"AWS Costs\" >}}\n\nEnd.\n",
            "content/posts/wow/line-chart.json": "{\"data\": [{\"x\": [\"2021-01\", \"2021-02\"], \"y\": [3, 5], \"name\": \"Sessions\"}], \"layout\": {\"title\": \"Visits\"}}",
            "content/posts/wow/AWS Costs.json": "{data: [{type: 'bar', x: ['S3', 'Lambda'], y: [0.4, 0.1]}], layout: {title: 'AWS costs'}}",
        ])
        let cache = BuildCache()
        let (report, _) = site.build(cache: cache)
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/wow/index.html"))
        #expect(page.contains(">Visits</title>") && page.contains("aria-roledescription=\"line chart\""), "\(page)")
        #expect(page.contains(">AWS costs</title>") && page.contains("Lambda: 0.1"))
        #expect(page.contains("<p>End.</p>") && !page.contains("plotly"))
        site.write("content/posts/wow/line-chart.json", "{\"data\": [{\"x\": [1, 2], \"y\": [3, 5]}], \"layout\": {\"title\": \"Visits, again\"}}")
        #expect(site.build(cache: cache).0.succeeded)
        #expect(site.read("public/posts/wow/index.html")?.contains(">Visits, again</title>") == true)
        site.write("content/posts/wow/index.md", "---\ntitle: W\ndate: 2024-01-01\n---\n{{< chart data=\"gone\" >}}\n\n{% bogus %}\n")
        let missing = site.build()
        let error = try #require(missing.diagnostics.errors.first)
        #expect(error.message.contains("gone.json is not drawn: there is no such file"), "\(error.message)")
        #expect(error.location == SourceLocation(path: "content/posts/wow/index.md", line: 5, column: 1))
        #expect(missing.diagnostics.warnings.first?.location?.line == 7)
    }

    /// A blog's own chart shortcode, or a Jekyll theme's chart include, with its values in its
    /// arguments (`labels="5,10" data="0.8,0.6"`) is drawn as a chart block; and a call of that kind without a closing tag does not take the
    /// closing tag of a later Blowfish `{{< chart >}}…{{< /chart >}}`, which is drawn too.
    @Test func chartShortcodesWithTheirValuesInTheirArguments() throws {
        let post = """
            ---
            title: Loss
            date: 2024-01-01
            ---
            {{< chart type="line" title="Train loss" labels="5,10,15" data="0.8, 0.6, 0.4" xLabel="Epoch" yLabel="Loss" >}}

            {{< chart type="horizontalBar" title="Rewards" labels="Reach goal, Collision, Per step" data="10, -5, -0.1" >}}

            {{< chart >}}
            type: 'bar',
            data: { labels: ['exec', 'read'], datasets: [{ label: 'Scope', data: [95, 80] }] }
            {{< /chart >}}

            {{< chart type="pie" labels="A, B, C" data="1, 2" >}}

            {% include chart
              type="bar"
              labels="January,February,March"
              data="10,13,20"
              label="Sales"
            %}

            {{< chartjs id="jobs" >}}
            new Chart(document.getElementById('jobs'), { type: 'pie', data: { labels: ['Glassdoor', 'LinkedIn'], datasets: [{ data: [12, 19] }] } });
            {{< /chartjs >}}
            """
        let site = site(["content/posts/loss.md": post])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.map(\.description) == [
            "content/posts/loss.md:14:1: warning: the chart has 3 labels and 2 values; the first 2 of each are drawn: give one value for each label"
        ])
        let page = try #require(site.read("public/posts/loss/index.html"))
        #expect(!page.contains("{{"))
        #expect(page.contains(">Train loss</title>") && page.contains("aria-roledescription=\"line chart\"") && page.contains("<th scope=\"col\">Epoch</th>"), "\(page)")
        #expect(page.contains(">Rewards</title>") && page.contains("chart-bar-h ") && page.contains("Per step: −0.1"), "\(page)")
        // Values the call does not name are no "Value" in each mark's name.
        #expect(page.contains("<title>Reach goal: 10</title>") && !page.contains("Value:"), "\(page)")
        #expect(page.contains("exec: 95; read: 80."))
        #expect(page.contains("A: 1, 33%"), "\(page)")
        // A Jekyll theme's chart include, its arguments over several lines.
        #expect(page.contains("January: 10; February: 13; March: 20.") && page.contains("<th scope=\"col\">Sales</th>"), "\(page)")
        // A `chartjs` shortcode holding the script that draws its configuration.
        #expect(page.contains("Glassdoor: 12, 39%"), "\(page)")
    }

    /// A blog's chart shortcode holding only its datasets (`[{label, data}]`) is drawn as a Chart.js
    /// line with the call's title; one in a form of its theme's own (`datasets="Req/s|6,69"`, a
    /// chart named by an id) is left out with a warning, and the post still builds.
    @Test func chartShortcodesOfAThemesOwnFormStillBuild() throws {
        let post = """
            ---
            title: Load
            date: 2024-01-01
            ---
            {{< chart type="timeseries" title="Req/s count" >}}
            [
              { label: 'Req/s', data: [6, 69, 81] }
            ]
            {{< /chart >}}

            {{< chart type="timeseries" title="VUs" datasets="VUs|3,6,8|#4bc0c0" />}}
            """
        let site = site(["content/posts/load.md": post])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.map(\.description) == [
            "content/posts/load.md:11:1: warning: this chart shortcode's arguments (type=… title=… datasets=…) are its theme's own, which site does not read; the chart is left out: write it as a ```chart block in its place (or give the call labels=\"…\" and data=\"…\")"
        ])
        let page = try #require(site.read("public/posts/load/index.html"))
        #expect(page.contains(">Req/s count</span>") && page.contains("aria-roledescription=\"line chart\""), "\(page)")
        #expect(!page.contains("{{") && !page.contains("VUs|"))
    }

    /// The Plotly shortcode Hugo blogs copy: the loader is left out, a figure's file beside the post
    /// or its JSON inside the call is drawn, and a figure on another server is linked, with a warning.
    @Test func plotlyShortcodesDrawTheirFigures() throws {
        let post = """
            ---
            title: P
            date: 2024-01-01
            ---
            {{< load-plotly >}}
            {{< plotly json="./target.json" height="500px" >}}

            {{< plotly >}}
            {"data": [{"type": "bar", "x": ["A", "B"], "y": [3, 5]}], "layout": {"title": "Inline"}}
            {{< /plotly >}}

            {{< plotly json="https://cdn.example.org/fig.json" >}}

            {{< plotly >}}
            """
        let site = site([
            "content/posts/p/index.md": post,
            "content/posts/p/target.json": "{\"data\": [{\"x\": [0, 1, 2], \"y\": [0, 1, 4], \"name\": \"Target\"}], \"layout\": {\"title\": \"Target score\"}}",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.map(\.location?.line) == [12])
        #expect(report.diagnostics.first?.message.hasPrefix("the Plotly figure at https://cdn.example.org/fig.json is not drawn") == true)
        let page = try #require(site.read("public/posts/p/index.html"))
        #expect(!page.contains("{{") && !page.contains("plotly\n"))
        #expect(page.contains(">Target score</title>") && page.contains(">Inline</title>") && page.contains("A: 3; B: 5."), "\(page)")
        #expect(page.contains("<a href=\"https://cdn.example.org/fig.json\">The chart’s figure (Plotly JSON)</a>"))
    }

    /// The Vega-Lite shortcodes blogs write: the spec inside the call, or in the file it names
    /// (`spec`, `file` without its `.json`, a site path Hugo serves from `static/`), drawn; one on
    /// another server is linked, with a warning.
    @Test func vegaShortcodesDrawTheirSpecs() throws {
        let bars = "{\"data\": {\"values\": [{\"a\": \"X\", \"b\": 1}, {\"a\": \"Y\", \"b\": 2}]}, \"mark\": \"bar\", \"encoding\": {\"x\": {\"field\": \"a\", \"type\": \"nominal\"}, \"y\": {\"field\": \"b\", \"type\": \"quantitative\"}}}"
        let post = """
            ---
            title: V
            date: 2024-01-01
            ---
            {{< vega id="one" spec="bars.vl.json" height="550px" >}}

            {{< vega file="config_2" div_id="config_2" >}}

            {{< vegaLite schema="/charts/explorer.json" >}}

            {{< vega_embed id="days" spec="https://example.org/days.json" >}}

            {{< vega_embed id="calendar" spec="calendar.json" >}}

            {{< vega id="inside" >}}
            {"data": {"values": [{"site": "A", "n": 3}, {"site": "B", "n": 5}]}, "mark": "arc",
             "encoding": {"theta": {"field": "n", "type": "quantitative"}, "color": {"field": "site", "type": "nominal"}}}
            {{< /vega >}}
            """
        let site = site([
            "content/posts/v/index.md": post,
            "content/posts/v/bars.vl.json": bars,
            "content/posts/v/config_2.json": bars.replacingOccurrences(of: "\"X\"", with: "\"File\""),
            "static/charts/explorer.json": bars.replacingOccurrences(of: "\"X\"", with: "\"Static\""),
            "content/posts/v/calendar.json": "{\"$schema\": \"https://vega.github.io/schema/vega/v5.json\", \"marks\": [{\"type\": \"rect\"}]}",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        // The remote spec, and the spec of Vega itself, which is linked where it would have been drawn.
        #expect(report.diagnostics.map(\.location?.line) == [11, 13], "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/v/index.html"))
        #expect(!page.contains("{{"))
        #expect(page.contains("X: 1; Y: 2.") && page.contains("File: 1; Y: 2.") && page.contains("Static: 1; Y: 2.") && page.contains("A: 3, 38%"), "\(page)")
        #expect(page.contains("<a href=\"https://example.org/days.json\">The chart’s figure (Vega-Lite JSON)</a>"))
        #expect(page.contains("<p class=\"chart-figure-link\"><a href=\"calendar.json\">The chart’s figure (calendar.json)</a></p>") && !page.contains("<pre><code class=\"language-vega-lite\"></code></pre>"), "\(page)")
        #expect(site.read("public/posts/v/calendar.json") != nil)
    }

    /// Blogs' Highcharts shortcodes: the options inside the call (without their outer braces) or
    /// in the file `source` names, drawn; a call written over several lines keeps the lines after
    /// it at their numbers, so a later warning points at its line.
    @Test func highchartsShortcodesDrawTheirOptions() throws {
        let post = """
            ---
            title: H
            date: 2024-01-01
            ---
            {{< highcharts-custom chart="turnout" >}}
                chart: { type: 'line' },
                title: { text: 'Turnout' },
                xAxis: { categories: ['2005', '2006'] },
                series: [{ name: 'Turnout', data: [12.5, 13.1] }]
            {{< /highcharts-custom >}}

            {{< highcharts
              id="highcharts1"
              source="/highcharts/fruit.json"
            >}}

            {{< highcharts-custom chart="fn" >}}
            chart: { events: { load: function () { this.setTitle({text: 'x'}); } } },
            series: [{ data: [1, 2] }]
            {{< /highcharts-custom >}}
            """
        let site = site([
            "content/posts/h.md": post,
            "static/highcharts/fruit.json": "{\"chart\": {\"type\": \"column\"}, \"title\": {\"text\": \"Fruit\"}, \"xAxis\": {\"categories\": [\"Apples\", \"Pears\"]}, \"series\": [{\"name\": \"John\", \"data\": [5, 3]}]}",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.map(\.location?.line) == [18], "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/h/index.html"))
        #expect(!page.contains("{{"))
        #expect(page.contains(">Turnout</title>") && page.contains(">Fruit</title>") && page.contains("Apples: 5; Pears: 3."), "\(page)")
    }

    /// fastpages' footnotes, as its notebooks write them: `{% fn 1 %}` in the text and
    /// `{{ 'The note.' | fndetail: 1 }}` for its text, are Markdown footnotes.
    @Test func fastpagesFootnotesAreFootnotes() throws {
        let post = """
            ---
            title: F
            date: 2024-01-01
            ---
            Here is a footnote {% fn 1 %}. And another {% fn 2 %}

            {{ 'This is the footnote.' | fndetail: 1 }}
            {{ "The other, with a [link](https://example.com)!" | fndetail: 2 }}
            """
        let site = site(["content/posts/f.md": post])
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/f/index.html"))
        #expect(page.contains("Here is a footnote <sup class=\"footnote-ref\"><a href=\"#f-fn1\" id=\"f-fnref1\">1</a></sup>."), "\(page)")
        #expect(page.contains("<p>This is the footnote. <a href=\"#f-fnref1\"") && page.contains("<a href=\"https://example.com\">link</a>!"), "\(page)")
        #expect(!page.contains("fndetail") && !page.contains("{%"))
    }

    /// al-folio's notebook post: Liquid's assign, capture and if around jekyll-file-exists and
    /// jekyll-jupyter-notebook, in kramdown's `{::nomarkdown}`; an if site cannot read stays as written.
    @Test func alFoliosNotebookIdiomShowsTheNotebook() throws {
        let post = """
            ---
            title: N
            date: 2024-01-01
            ---
            {::nomarkdown}
            {% assign jupyter_path = "assets/jupyter/blog.ipynb" | relative_url %}
            {% capture notebook_exists %}{% file_exists assets/jupyter/blog.ipynb %}{% endcapture %}
            {% if notebook_exists == "true" %}
            {% jupyter_notebook jupyter_path %}
            {% else %}

            <p>Sorry, the notebook you are looking for does not exist.</p>
            {% endif %}
            {:/nomarkdown}

            {% capture gone %}{% file_exists assets/jupyter/gone.ipynb %}{% endcapture %}{% unless gone == 'true' %}No *gone* notebook.{% endunless %}
            {% if gone == "true" %}Never.{% endif %}

            {% if site.data.x > 3 %}kept{% endif %}

            In the theme file, within the header tag:

                {% if EXTRA_HEADER %}
                {{ EXTRA_HEADER }}
                {% endif %}
            """
        let notebook = """
            {"cells": [{"cell_type": "code", "source": ["import sys\\n", "sys.version_info"], "outputs": [{"output_type": "execute_result", "data": {"text/plain": ["sys.version_info(major=3)"]}}]}],
             "metadata": {"kernelspec": {"language": "python"}}, "nbformat": 4, "nbformat_minor": 2}
            """
        // Where an import of al-folio puts its assets/, in static/, as in content/.
        let imported = site(["content/posts/n.md": post, "static/assets/jupyter/blog.ipynb": notebook])
        let importedPage = try #require(imported.build().succeeded ? imported.read("public/posts/n/index.html") : nil)
        #expect(importedPage.contains("sys.version_info(major=3)") && !importedPage.contains("Sorry"), "\(importedPage)")
        let site = site(["content/posts/n.md": post, "content/assets/jupyter/blog.ipynb": notebook])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/n/index.html"))
        #expect(page.contains("<code class=\"language-python\">") && page.contains("sys.version_info(major=3)"), "\(page)")
        #expect(!page.contains("Sorry") && !page.contains("nomarkdown") && !page.contains("jupyter_notebook"), "\(page)")
        #expect(page.contains("No <em>gone</em> notebook.") && !page.contains("Never."))
        // An if site cannot read stays as written, whole, with one warning.
        #expect(page.contains("{% if site.data.x &gt; 3 %}kept{% endif %}"), "\(page)")
        // A tag in a code block shows as the code it is, with no word.
        #expect(page.contains("<pre><code>{% if EXTRA_HEADER %}") || page.contains("{% if EXTRA_HEADER %}\n{{ EXTRA_HEADER }}"), "\(page)")
        let warnings = report.diagnostics.warnings.map(\.message)
        #expect(warnings.count == 1 && warnings[0].contains("{% if site.data.x > 3 %}kept{% endif %} is left as written"), "\(warnings)")
    }

    /// Type on Strap's aligner: the images of assets/img/ it names side by side, so many to a row;
    /// the theme gives them no text, which the build says as for any image without one.
    @Test func typeOnStrapsAlignerShowsItsImages() throws {
        let post = """
            ---
            title: A
            date: 2024-01-01
            ---
            {% include aligner.html images="flex-1.png, flex-2.png" %}

            {% include aligner.html images="pexels/chess.png,dolphin.jpg" column=1 %}

            {% include aligner.html %}
            """
        let site = site(["content/posts/a.md": post, "static/assets/img/flex-1.png": "PNG"])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("<div class=\"gallery aligner\" style=\"--columns:2\"><div class=\"gallery-items\"><img src=\"/blog/assets/img/flex-1.png\" alt=\"\" loading=\"lazy\"><img src=\"/blog/assets/img/flex-2.png\" alt=\"\" loading=\"lazy\"></div></div>"), "\(page)")
        #expect(page.contains("style=\"--columns:1\"><div class=\"gallery-items\"><img src=\"/blog/assets/img/pexels/chess.png\""), "\(page)")
        #expect(!page.contains("include aligner"), "\(page)")
        let warnings = report.diagnostics.warnings.map(\.message)
        #expect(warnings.contains { $0.hasPrefix("this aligner names no images") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("4 images have no text") && $0.contains("content/posts/a.md:5, content/posts/a.md:5, content/posts/a.md:7") }, "\(warnings)")
    }

    /// hexo-tag-chart's `{% chart 400 '85%' %}…{% endchart %}` holds a Chart.js configuration, which
    /// its README ends with `};`: drawn as a chart; one never closed stays as written, with a warning.
    @Test func hexosChartTagIsDrawn() throws {
        let post = """
            ---
            title: H
            date: 2024-01-01
            ---
            {% chart 400 '85%' %}
            {
                type: 'line',
                data: {
                    labels: ['January', 'February', 'March'],
                    datasets: [{ label: 'My First dataset', borderColor: 'rgb(255, 99, 132)', data: [0, 10, 5] }]
                },
                options: {}
            };
            {% endchart %}

            {% chart %}
            """
        let site = site(["content/posts/h.md": post])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/h/index.html"))
        #expect(page.contains("aria-roledescription=\"line chart\"") && page.contains("<title>February: 10</title>"), "\(page)")
        #expect(!page.contains("endchart") && !page.contains("type: &#39;line&#39;"), "\(page)")
        let warnings = report.diagnostics.warnings
        #expect(warnings.count == 1 && warnings[0].message.contains("{% chart %} is left as written") && warnings[0].location?.line == 16, "\(warnings.map(\.message))")
    }

    /// Butterfly's chartjs tag: the configuration between `<!-- chart -->` and `<!-- endchart -->`
    /// drawn, the description between `<!-- desc -->` and `<!-- enddesc -->` after it as Markdown.
    @Test func butterflysChartjsTagIsDrawnWithItsDescription() throws {
        let post = """
            ---
            title: B
            date: 2024-01-01
            ---
            {% chartjs 70, true %}
            <!-- chart -->
            {"type": "bar", "data": {"labels": ["Vue", "React"], "datasets": [{"label": "Stars", "data": [207, 224],
              "backgroundColor": {"light": "rgba(54, 162, 235, 0.2)", "dark": "rgba(54, 162, 235, 0.5)"}}]}}
            <!-- endchart -->
            <!-- desc -->
            Stars in *thousands*.
            <!-- enddesc -->
            {% endchartjs %}
            """
        let site = site(["content/posts/b.md": post])
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/b/index.html"))
        #expect(page.contains("aria-roledescription=\"bar chart\"") && page.contains("<title>React, Stars: 224"), "\(page)")
        #expect(page.contains("<p>Stars in <em>thousands</em>.</p>") && !page.contains("chartjs") && !page.contains("&lt;!-- chart"), "\(page)")
    }

    /// Hextra's cards: side by side, each title a link to where the card leads, its image above it.
    @Test func hextrasCardsLinkTheirTitles() throws {
        let post = """
            ---
            title: C
            date: 2024-01-01
            ---
            {{< cards >}}
              {{< card link="callout" title="Callout & more" icon="warning" >}}
              {{< card link="/about/" title="About" image="/images/card.jpg" subtitle="Who *writes* here" >}}
              {{< card url="/about/" title="Hugo Blox's" >}}
              {{< card url="" title="No link" >}}
            {{< /cards >}}
            """
        let site = site(["content/posts/c.md": post, "content/about.md": "---\ntitle: About\n---\nMe.\n"])
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/c/index.html"))
        #expect(page.contains("<div class=\"cardpane\">"), "\(page)")
        // A page's address from the root leads to it with the base path; a relative one stays as written.
        #expect(page.contains("<div class=\"card\"><p class=\"card-title\"><a href=\"callout\">Callout &amp; more</a></p>"), "\(page)")
        #expect(page.contains("<div class=\"card\"><img class=\"card-image\" src=\"/images/card.jpg\" alt=\"\" loading=\"lazy\"><p class=\"card-title\"><a href=\"/blog/about/\">About</a></p><p class=\"card-subtitle\">Who <em>writes</em> here</p>"), "\(page)")
        // Hugo Blox's cards say `url`; an empty one is no link.
        #expect(page.contains("<p class=\"card-title\"><a href=\"/blog/about/\">Hugo Blox’s</a></p>") || page.contains("<p class=\"card-title\"><a href=\"/blog/about/\">Hugo Blox&rsquo;s</a></p>"), "\(page)")
        #expect(page.contains("<p class=\"card-title\">No link</p>"))
    }

    /// Hextra's jupyter shortcode: a notebook beside the page or among the assets an import put in
    /// static/ shows its cells; one at a web address is a link to it, with a warning.
    @Test func hextrasJupyterShortcodeShowsTheNotebook() throws {
        let post = """
            ---
            title: N
            date: 2024-01-01
            ---
            {{% jupyter "example.ipynb" %}}

            {{% jupyter "https://example.org/nb/What%20is%20Jupyter.ipynb" %}}

            {{< jupyter "gone.ipynb" >}}
            """
        let notebook = """
            {"cells": [{"cell_type": "markdown", "source": ["## From *the* notebook"]}, {"cell_type": "code", "source": ["1 + 1"], "outputs": [{"output_type": "execute_result", "data": {"text/plain": ["2"]}}]}],
             "metadata": {"kernelspec": {"language": "python"}}, "nbformat": 4, "nbformat_minor": 2}
            """
        let site = site(["content/posts/n.md": post, "static/example.ipynb": notebook])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/n/index.html"))
        #expect(page.contains("From <em>the</em> notebook</a></h2>") && page.contains("<code class=\"language-python\">"), "\(page)")
        #expect(page.contains("<a href=\"https://example.org/nb/What%20is%20Jupyter.ipynb\">What is Jupyter.ipynb</a>"), "\(page)")
        #expect(!page.contains("jupyter"), "\(page)")
        let warnings = report.diagnostics.warnings
        #expect(warnings.count == 2, "\(warnings.map(\.message))")
        #expect(warnings.contains { $0.message.hasPrefix("site does not fetch a notebook from the web") && $0.location?.line == 7 })
        #expect(warnings.contains { $0.message.hasPrefix("there is no notebook gone.ipynb") && $0.location?.line == 9 })
    }

    /// Hugo Blox's notebook shows its cells under its title; its embed is a card that links the
    /// GitHub repository, the Hugging Face model, dataset or space, or the address it names; one
    /// that names nothing is said so.
    @Test func hugoBloxsNotebookAndEmbedsAreShown() throws {
        let post = """
            ---
            title: N
            date: 2024-01-01
            ---
            {{< notebook src="example.ipynb" title="Launch *readiness*" show_outputs=true >}}

            {{< embed platform="huggingface" resource="fka/prompts" type="dataset" >}}

            {{< embed platform="github" resource="HugoBlox/kit" type="repo" description="The kit." >}}

            {{< embed url="https://example.com" title="A <resource>" >}}

            {{< embed "https://video.example/v/1" >}}

            {{< embed platform="youtube" >}}
            """
        let notebook = """
            {"cells": [{"cell_type": "code", "source": ["1 + 1"], "outputs": []}], "metadata": {"kernelspec": {"language": "python"}}, "nbformat": 4, "nbformat_minor": 2}
            """
        let site = site(["content/posts/n/index.md": post, "content/posts/n/example.ipynb": notebook])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/n/index.html"))
        #expect(page.contains("<strong>Launch *readiness*</strong>") && page.contains("<code class=\"language-python\">"), "\(page)")
        #expect(page.contains(#"<p class="card-header">Hugging Face dataset</p><p class="card-title"><a href="https://huggingface.co/datasets/fka/prompts">fka/prompts</a></p>"#), "\(page)")
        #expect(page.contains(#"<a href="https://github.com/HugoBlox/kit">HugoBlox/kit</a></p><p class="card-subtitle">The kit.</p>"#))
        #expect(page.contains(#"<a href="https://example.com">A &lt;resource&gt;</a>"#) && page.contains(#"<a href="https://video.example/v/1">https://video.example/v/1</a>"#))
        #expect(report.diagnostics.warnings.map(\.message).filter { $0.hasPrefix("this embed names nothing") }.count == 1, "\(report.diagnostics)")
    }

    /// A gallery that lists nothing (Zola's docs' `{{ gallery() }}`, Hugo Blox's `album="trip"`)
    /// shows the images beside the post (or in that folder of it), named by their files' words.
    @Test func aGalleryOfNothingShowsTheImagesBesideThePost() throws {
        let site = site([
            "content/about/index.md": "---\ntitle: About\n---\nMe.\n\n{{ gallery() }}\n",
            "content/about/book-cover.jpg": "jpg",
            "content/about/pfp.png": "png",
            "content/about/notes.txt": "text",
            "content/posts/trip/index.md": "---\ntitle: Trip\ndate: 2024-01-01\n---\n{{< gallery album=\"beach\" >}}\n",
            "content/posts/trip/beach/sand_1.webp": "webp",
            "content/posts/trip/cover.jpg": "jpg",
            "content/posts/empty.md": "---\ntitle: Empty\ndate: 2024-01-01\n---\n{{< gallery >}}\n",
        ])
        let report = site.build()
        #expect(report.diagnostics.warnings.map(\.message).filter { $0.contains("gallery") }.count == 1, "\(report.diagnostics)")
        let about = try #require(site.read("public/about/index.html"))
        #expect(about.contains(#"<a href="book-cover.jpg"><img src="book-cover.jpg" alt="book cover" loading="lazy"></a>"#), "\(about)")
        #expect(about.contains(#"<img src="pfp.png""#) && !about.contains("notes.txt"))
        let trip = try #require(site.read("public/posts/trip/index.html"))
        #expect(trip.contains(#"<img src="beach/sand_1.webp" alt="sand 1""#) && !trip.contains("cover.jpg"), "\(trip)")
    }

    /// Hugo Blox's (Wowchemy's) shortcodes, as its academic blogs write them.
    @Test func hugoBloxShortcodesReadRight() throws {
        let post = """
            ---
            title: H
            date: 2024-01-01
            ---
            {{< toc >}}

            ## Results

            {{< spoiler text="Click to view the *answer*" >}} You found me! {{< /spoiler >}}

            A {{< hl >}}highlighted <quote>{{< /hl >}}, {{% staticref "uploads/cv.pdf" "newtab" %}}my CV{{% /staticref %}} and {{< icon name="python" pack="fab" >}} Python.

            {{< figure src="plot.png" caption="A plot" id="plot" >}}

            {{< table path="results.csv" header="true" caption="Table 1: *My* results" >}}

            {{< table path="data/plain.tsv" header="false" >}}

            {{< gdocs src="https://docs.google.com/presentation/d/e/x/embed" >}}

            {{< cta cta_text="Do something" cta_link="/about/" >}}

            {{< list_tags >}}
            """
        let site = site([
            "content/posts/h/index.md": post,
            // What its links name: the CV in static/, the page the call to action leads to.
            "static/uploads/cv.pdf": "%PDF",
            "content/about.md": "---\ntitle: About\n---\nMe.\n",
            "content/posts/h/results.csv": "Model,Accuracy,F1\nBaseline,0.81,0.77\n\"Ours, tuned\",0.93,\n\"a|b <i>\",1,2\n",
            "content/posts/h/data/plain.tsv": "x\t1\ny\t2\n",
            "content/posts/h/plot.png": "png",
        ])
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/h/index.html"))
        #expect(page.contains("<nav class=\"toc\"") || page.contains("href=\"#results\""), "\(page)")
        #expect(page.contains("<summary class=\"callout-title\">Click to view the *answer*</summary>\n<p>You found me!</p>"), "\(page)")
        #expect(page.contains("<mark>highlighted &lt;quote&gt;</mark>"))
        #expect(page.contains("<a href=\"/blog/uploads/cv.pdf\" target=\"_blank\" rel=\"noopener\">my CV</a> and  Python."), "\(page)")
        #expect(page.contains("<figure class=\"shortcode-figure\" id=\"figure-plot\">"))
        #expect(page.contains("<th>Model</th>") && page.contains("<th style=\"text-align: right\">Accuracy</th>"), "\(page)")
        #expect(page.contains("<td>Ours, tuned</td>") && page.contains("<td>a|b &lt;i&gt;</td>"), "\(page)")
        #expect(page.contains("<figcaption>Table 1: <em>My</em> results</figcaption>"))
        #expect(page.contains("<th>Column 1</th>") && page.contains("<td>x</td>"))
        #expect(page.contains("<iframe src=\"https://docs.google.com/presentation/d/e/x/embed\" title=\"Google document\""))
        #expect(page.contains("<a class=\"button\" href=\"/about/\">Do something</a>"))
        #expect(page.contains("<a href=\"/blog/tags/\">All tags</a>"))
        // A table whose file is not there is an error at the call.
        site.write("content/posts/h/index.md", "---\ntitle: H\ndate: 2024-01-01\n---\n{{< table path=\"gone.csv\" >}}\n")
        let missing = try #require(site.build().diagnostics.errors.first)
        #expect(missing.message.contains("the table's file gone.csv is not shown: there is no such file"))
        #expect(missing.location == SourceLocation(path: "content/posts/h/index.md", line: 5, column: 1))
    }

    /// The contents are asked for as Hugo's `toc: true`, PaperMod's `showToc: true`, LoveIt's and
    /// FixIt's `toc: {enable: …}` (shown unless `enable` says no; the mapping stays a page parameter),
    /// or al-folio's list of a distill post's sections.
    @Test func contentsAsThemesAskForThem() throws {
        let body = "## One\n\nx\n\n## Two\n\ny\n"
        let site = site([
            "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\nshowToc: true\n---\n" + body,
            "content/posts/b.md": "---\ntitle: B\ndate: 2024-01-02\ntoc:\n  ordered: false\n---\n" + body,
            "content/posts/c.md": "---\ntitle: C\ndate: 2024-01-03\ntoc:\n  enable: false\n  auto: true\n---\n" + body,
            "content/posts/d.md": "---\ntitle: D\ndate: 2024-01-04\ntoc:\n  enable: maybe\n---\n" + body,
            "content/posts/e.md": "---\ntitle: E\ndate: 2024-01-05\ntoc:\n  - name: One\n  - name: Two\n---\n" + body,
        ])
        let report = site.build()
        #expect(report.diagnostics.errors.map(\.message) == ["'toc.enable' must be true or false, not 'maybe'"])
        site.write("content/posts/d.md", "---\ntitle: D\ndate: 2024-01-04\n---\n" + body)
        #expect(site.build().succeeded)
        #expect(site.read("public/posts/a/index.html")?.contains("<nav class=\"toc\"") == true)
        #expect(site.read("public/posts/b/index.html")?.contains("<nav class=\"toc\"") == true)
        #expect(site.read("public/posts/c/index.html")?.contains("<nav class=\"toc\"") == false)
        #expect(site.read("public/posts/e/index.html")?.contains("<nav class=\"toc\"") == true)
    }

    /// Hugo's translations by file name (`index.zh-cn.md`): published below their language, in
    /// that language, linked both ways (and for search engines with hreflang), listed in the
    /// sitemap but in no list, feed or tag page of the site's language.
    @Test func translationsByFileNameAreLinkedPagesOfTheirOwn() throws {
        let site = site([
            "content/posts/trip/index.md": "---\ntitle: The trip\ndate: 2024-05-01\ntags: [travel]\n---\nHello.\n",
            "content/posts/trip/index.zh-cn.md": "---\ntitle: 旅行\ndate: 2024-05-01\ntags: [旅行]\nslug: lvxing\n---\n你好。\n",
            "content/posts/trip/index.fr.md": "---\ntitle: Le voyage\ndate: 2024-05-01\n---\nBonjour.\n",
            "content/posts/trip/index.en.md": "---\ntitle: Also English\ndate: 2024-05-01\n---\nx\n",
            "content/about.md": "---\ntitle: About\n---\nMe.\n",
            "content/about.de.md": "---\ntitle: Über mich\n---\nIch.\n",
            "content/posts/node.js.md": "---\ntitle: Node\ndate: 2024-05-02\n---\nJS.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        // `index.en.md` in an English site is the page itself, a second file of one name (left out with a warning).
        #expect(report.diagnostics.warnings.contains { $0.message.contains("content/posts/trip/index.md") })
        let chinese = try #require(site.read("public/zh-cn/posts/lvxing/index.html"))
        #expect(chinese.contains("<html lang=\"zh-cn\" dir=\"ltr\">"))
        #expect(chinese.contains("<h1 class=\"post-title\">旅行</h1>") && chinese.contains("<p>你好。</p>"))
        #expect(chinese.contains("<a href=\"/blog/posts/trip/\" hreflang=\"en\" lang=\"en\" dir=\"ltr\">English</a>"))
        #expect(chinese.contains("hreflang=\"fr\" lang=\"fr\" dir=\"ltr\">Français</a>"))
        // Its terms are no tag pages of the site's language: they lead to its own language's.
        #expect(chinese.contains("href=\"/blog/zh-cn/tags/%E6%97%85%E8%A1%8C/\"") && !chinese.contains("href=\"/blog/tags/%E6%97%85%E8%A1%8C/\""))
        #expect(site.read("public/zh-cn/tags/旅行/index.html")?.contains(">旅行</a>") == true)
        #expect(!site.exists("public/tags/旅行/index.html"))
        let english = try #require(site.read("public/posts/trip/index.html"))
        #expect(english.contains("<html lang=\"en\" dir=\"ltr\">"))
        #expect(english.contains("<link rel=\"alternate\" hreflang=\"zh-cn\" href=\"https://example.com/blog/zh-cn/posts/lvxing/\">"))
        #expect(english.contains("<a href=\"/blog/zh-cn/posts/lvxing/\" hreflang=\"zh-cn\" lang=\"zh-cn\" dir=\"ltr\">"))
        #expect(site.read("public/fr/posts/trip/index.html")?.contains("Bonjour.") == true)
        #expect(site.read("public/de/about/index.html")?.contains("<html lang=\"de\" dir=\"ltr\">") == true)
        #expect(site.read("public/about/index.html")?.contains("hreflang=\"de\" lang=\"de\" dir=\"ltr\">Deutsch</a>") == true)
        // A dotted name that is no language is a page of its own, its dot kept as Hugo keeps it.
        #expect(site.exists("public/posts/node.js/index.html"))
        let home = try #require(site.read("public/index.html"))
        // `index.en.md` comes first by name, so it is the English page.
        #expect(home.contains("Also English") && !home.contains("旅行") && !home.contains("Le voyage"))
        #expect(site.read("public/feed.xml")?.contains("旅行") == false)
        #expect(!site.exists("public/tags/旅行/index.html"))
        #expect(site.read("public/sitemap.xml")?.contains("https://example.com/blog/zh-cn/posts/lvxing/") == true)
    }

    /// Hugo and Zola keep a post's folders in its address (`posts/tech/2026-08-19/node.md` at
    /// `/posts/tech/2026-08-19/node/`), so posts of one name in two folders stay apart; a
    /// Jekyll-named post in a folder keeps Jekyll's address, which has none.
    @Test func postsInFoldersKeepTheirFolders() throws {
        let site = site([
            "content/posts/tech/2024-08-19/node.md": "---\ntitle: Node again\ndate: 2024-08-19\n---\nx\n",
            "content/posts/tech/2024-07-26/node.md": "---\ntitle: Node\ndate: 2024-07-26\n---\nx\n",
            "content/posts/Travel Notes/trip/index.md": "---\ntitle: Trip\ndate: 2026-01-01\nslug: the-trip\n---\nx\n",
            "content/posts/2019/2019-03-05-jekyll.md": "---\ntitle: Jekyll\n---\nx\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.exists("public/posts/tech/2024-08-19/node/index.html"))
        #expect(site.exists("public/posts/tech/2024-07-26/node/index.html"))
        // A bundle's own folder is its name, and slug: replaces that name only.
        #expect(site.exists("public/posts/travel-notes/the-trip/index.html"))
        #expect(site.exists("public/posts/jekyll/index.html"))
    }

    /// Eleventy's base blog as it is: its Nunjucks pages and directory data files made the old
    /// site's lists, which this theme draws, so they are left out with one warning; its
    /// navigation names the menu's links.
    @Test func anEleventyBlogsTemplatesAreLeftOut() throws {
        let site = site([
            "content/index.njk": "---js\nconst eleventyNavigation = {\n\tkey: \"Home\",\n\torder: 1\n};\n---\n{% set postsCount = collections.posts | length %}\n",
            "content/blog/blog.11tydata.js": "export default { tags: [\"posts\"] };\n",
            "content/tags.njk": "---\npermalink: /tags/\n---\n<h1>Tags</h1>\n",
            "content/about.md": "---js\nconst eleventyNavigation = {\n\tkey: \"Who we are\",\n\torder: 3\n};\n---\n# About\n",
            "content/blog/firstpost.md": "---\ntitle: First\ndate: 2018-08-24\n---\nText.\n",
            // Quarto's settings and extensions are no more published than by Quarto.
            "content/_quarto.yml": "project:\n  type: website\n",
            "content/_extensions/quarto-ext/fontawesome/fontawesome.lua": "return {}\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warning = try #require(report.diagnostics.warnings.first { $0.message.contains("templates of the old site's generator") })
        #expect(warning.message.contains("left out 5 templates") && warning.message.contains("content/index.njk"))
        #expect(!site.exists("public/_quarto.yml") && !site.exists("public/_extensions/quarto-ext/fontawesome/fontawesome.lua"))
        #expect(!site.exists("public/index.njk") && !site.exists("public/blog/blog.11tydata.js") && !site.exists("public/tags.njk"))
        #expect(site.read("public/index.html")?.contains(">Who we are</a>") == true)
    }

    /// Quarto's icon shortcodes: a brand's icon is its name where the words beside it do not say
    /// it (a link of the icon alone keeps a name); other icons are left out.
    @Test func quartosIconsAreNamedWhereALinkNeedsIt() throws {
        let site = site([
            "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\n[{{< fa brands github >}}](https://github.com/x) · [GitHub {{< fa brands github >}}](https://github.com/y) · [{{< fa file-pdf >}} Slides](s.pdf) · [{{< ai google-scholar >}}](https://scholar.google.com) {{< kbd Ctrl-C >}}\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.read("public/posts/a/index.html"))
        #expect(html.contains("<a href=\"https://github.com/x\"><span class=\"icon-label\">GitHub</span></a>"))
        #expect(html.contains("<a href=\"https://github.com/y\">GitHub </a>"))
        #expect(html.contains("<a href=\"s.pdf\"> Slides</a>"))
        #expect(html.contains("<span class=\"icon-label\">Google Scholar</span>") && html.contains("<kbd>Ctrl-C</kbd>"))
    }

    /// A blog's own `aside` (Zola's `{% aside(title=…) %}`, Hugo's `{{< aside >}}`): a quiet
    /// callout with its title when it has one, its text Markdown.
    @Test func anAsideIsAQuietCallout() throws {
        let site = site([
            "content/posts/a.md": "+++\ntitle = \"A\"\ndate = 2024-01-01\n+++\n\n{% aside(title=\"Want the code?\", float=\"right\") %}\nIt is [published](https://example.com).\n{% end %}\n\n{{< aside >}}\nNo *title*.\n{{< /aside >}}\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.read("public/posts/a/index.html"))
        #expect(html.contains("<div class=\"callout callout-aside\" role=\"note\"><p class=\"callout-title\">Want the code?</p>\n<p>It is <a href=\"https://example.com\">published</a>.</p>"))
        #expect(html.contains("<div class=\"callout callout-aside\" role=\"note\"><p>No <em>title</em>.</p>"))
    }

    /// Docusaurus', VitePress', Quarto's and Pandoc's `:::` blocks: callouts with their kind and
    /// title, a folding `details`, and Pandoc's divs with their classes; code and unclosed blocks stay text.
    /// Fuwari's repository card (`::github{repo="…"}`, a remark directive) is a link to it; a
    /// directive not known here stays text with a warning at its line; in code both are code.
    @Test func aLeafDirectiveIsReadOrSaid() throws {
        let site = site([
            "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\nIntro.\n\n::github{repo=\"withastro/astro\"}\n\n::github[Our <repo>]{repo='a-b/c.d'}\n\n::youtube{id=\"x\"}\n\n```md\n::github{repo=\"in/code\"}\n```\n"
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("<p class=\"repository-link\"><a href=\"https://github.com/withastro/astro\">github.com/withastro/astro</a></p>"))
        #expect(page.contains("<a href=\"https://github.com/a-b/c.d\">Our &lt;repo&gt;</a>"))
        #expect(page.contains("::youtube{id=") && page.contains("::github{repo=&quot;in/code&quot;}"))
        #expect(report.diagnostics.warnings.map(\.description).contains { $0.hasPrefix("content/posts/a.md:11:1: warning: ::youtube is a directive") }, "\(report.diagnostics)")
    }

    @Test func fencedDivsBecomeCalloutsAndDivs() throws {
        let post = """
            ---
            title: A
            date: 2024-01-01
            ---
            :::tip[Keep the *receipts*]
            A shoebox is **enough**.
            :::

            ::: warning Prices change
            Weekly.
            :::

            ::: details Method
            By hand.
            :::

            ::: {.callout-important}
            ## Read this first
            Typed in.
            :::

            ::: {#summary .lead onclick="x()"}
            A *summary*.
            :::

            ::::info
            Outer.

            :::danger
            Inner.
            :::
            ::::

            ```md
            :::tip
            In code.
            :::
            ```

            :::note
            Never closed.
            """
        let site = site(["content/posts/a.md": post])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("<div class=\"callout callout-tip\" role=\"note\"><p class=\"callout-title\">Keep the *receipts*</p>\n<p>A shoebox is <strong>enough</strong>.</p>\n</div>"), "\(page)")
        #expect(page.contains("<p class=\"callout-title\">Prices change</p>\n<p>Weekly.</p>"))
        #expect(page.contains("<details class=\"callout callout-details\"><summary class=\"callout-title\">Method</summary>\n<p>By hand.</p>"))
        // Quarto's heading is the title, not a heading of the post.
        #expect(page.contains("<p class=\"callout-title\">Read this first</p>\n<p>Typed in.</p>"))
        #expect(!page.contains("<h2 id=\"read-this-first\""))
        // Pandoc's div keeps its id and classes; an attribute that is no class or id is not written.
        #expect(page.contains("<div id=\"summary\" class=\"lead\">\n<p>A <em>summary</em>.</p>\n</div>"))
        #expect(!page.contains("onclick"))
        #expect(page.contains("<p class=\"callout-title\">Info</p>\n<p>Outer.</p>\n<div class=\"callout callout-danger\" role=\"note\"><p class=\"callout-title\">Danger</p>"))
        #expect(page.contains("<code class=\"language-md\">:::tip\nIn code.\n:::\n</code>"))
        #expect(page.contains("<p>:::note\nNever closed.</p>"))
        let warning = try #require(report.diagnostics.warnings.first { $0.message.contains("never closed") })
        #expect(warning.location == SourceLocation(path: "content/posts/a.md", line: 40, column: 1))
        // Switched off, the colons are text.
        site.write("site.yml", Self.config + "markdown:\n  extensions: [tables]\n")
        #expect(site.build().succeeded)
        #expect(site.read("public/posts/a/index.html")?.contains("<p>:::tip[Keep the <em>receipts</em>]") == true)
    }

    /// Each opening is paired with its closing in one pass: a post of 30,000 openings never
    /// closed, beside 3,000 blocks of code, takes as long as its text (it took minutes).
    @Test func thirtyThousandUnclosedFencedDivsAreReadInOnePass() throws {
        let openings = Array(repeating: "::: tip", count: 30_000).joined(separator: "\n")
        let code = Array(repeating: "```\n:::\n```", count: 3_000).joined(separator: "\n")
        let post = "---\ntitle: A\ndate: 2024-01-01\n---\n" + openings + "\n::: note\nClosed.\n:::\n" + code + "\n"
        let site = site(["content/posts/a.md": post])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics.errors)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("<p>::: tip\n::: tip\n"))
        #expect(page.contains("<p class=\"callout-title\">Note</p>\n<p>Closed.</p>\n</div>"), "\(page.suffix(2000))")
        #expect(page.components(separatedBy: "<code>:::\n</code>").count == 3_001)
    }

    /// A callout's links find the post's reference definitions, wherever in the post they are (Material's
    /// docs define them at the end): a definition naming a page's file links that page, and one that
    /// names no page is said once, where it is written, though the callout reads it too.
    @Test func aCalloutsLinksFindThePostsDefinitions() throws {
        let post = """
            ---
            title: A
            date: 2024-01-01
            ---
            [early]: #top

            !!! warning "Known limitations"

                See [data tables], [early] and [missing].

            Outside: [data tables].

              [data tables]: b.md#scrolling
              [missing]: nowhere.md

            ```md
            [early]: /shown-in-code/
            ```
            """
        let site = site(["content/posts/a.md": post, "content/posts/b.md": "---\ntitle: B\ndate: 2024-01-02\n---\nB.\n"])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("See <a href=\"/blog/posts/b/#scrolling\">data tables</a>, <a href=\"#top\">early</a> and <a href=\"nowhere.md\">missing</a>."), "\(page)")
        #expect(page.contains("Outside: <a href=\"/blog/posts/b/#scrolling\">data tables</a>."))
        let warnings = report.diagnostics.warnings.filter { $0.message.contains("no page of the site is made from") }
        #expect(warnings.map(\.location) == [SourceLocation(path: "content/posts/a.md", line: 14, column: 14)], "\(warnings)")
        // A definition above the callout too, its warning said once.
        site.write("content/posts/a.md", "---\ntitle: A\ndate: 2024-01-01\n---\n[gone]: gone.md\n\n!!! note\n\n    See [gone].\n")
        let again = site.build()
        #expect(site.read("public/posts/a/index.html")?.contains("See <a href=\"gone.md\">gone</a>") == true)
        #expect(again.diagnostics.warnings.filter { $0.message.contains("no page of the site is made from") }.count == 1, "\(again.diagnostics)")
    }

    /// A reference in a callout (an admonition, a shortcode's text, a caption) to a note the post
    /// defines, or to one the callout defines itself, is numbered with the post's own references, in
    /// the order they stand, and the note is listed at the post's end, as one document would have
    /// it: before, it stayed `[^c]`, a note referred to only from a callout was lost, and a callout's
    /// own notes were numbered from 1 again inside it. A label nobody defines stays text, as it was.
    @Test func aCalloutsFootnotesAreThePosts() throws {
        let post = """
            ---
            title: A
            date: 2024-01-01
            ---
            Intro[^a].

            !!! warning "Material"
                Inside an admonition[^c] and `[^a]` in code.

            {{< callout >}}
            Outer[^b] and its own[^own].

            {{< callout >}}
            Nested[^A] and [^nobody].
            {{< /callout >}}

            [^own]: The callout's note.
            {{< /callout >}}

            {{< figure src="/x.png" caption="A caption[^c]" >}}

            End[^b].

            [^a]: Note A.
            [^b]: Note *B*.
            [^c]: Note C.
            """
        let site = site(["content/posts/a.md": post, "static/x.png": "png"])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        func reference(_ number: Int, _ use: Int = 1) -> String {
            "<sup class=\"footnote-ref\"><a href=\"#a-fn\(number)\" id=\"a-fnref\(number)\(use == 1 ? "" : "-\(use)")\">\(number)</a></sup>"
        }
        #expect(page.contains("<p>Intro\(reference(1)).</p>"), "\(page)")
        #expect(page.contains("Inside an admonition\(reference(2)) and <code>[^a]</code> in code."))
        #expect(page.contains("<p>Outer\(reference(3)) and its own\(reference(4)).</p>"), "\(page)")
        #expect(page.contains("<p>Nested\(reference(1, 2)) and [^nobody].</p>"))
        #expect(page.contains("<figcaption>A caption\(reference(2, 2))</figcaption>"))
        #expect(page.contains("alt=\"A caption\""), "the caption's words as the picture's text, without the reference")
        #expect(page.contains("<p>End\(reference(3, 2)).</p>"))
        // The post's notes, each once, in the order first referred to; the callout's own in the callout.
        let notes = try #require(page.range(of: "<section class=\"footnotes\">\n<ol>\n<li id=\"a-fn1\">"))
        let list = page[notes.lowerBound...]
        #expect(list.contains("<li id=\"a-fn1\">\n<p>Note A. <a href=\"#a-fnref1\""))
        #expect(list.contains("<li id=\"a-fn2\">\n<p>Note C. <a href=\"#a-fnref2\""))
        #expect(list.contains("<li id=\"a-fn3\">\n<p>Note <em>B</em>. <a href=\"#a-fnref3\""))
        #expect(list.contains("<li id=\"a-fn4\">\n<p>The callout’s note. <a href=\"#a-fnref4\""), "\(list)")
        #expect(!list.contains("a-fn5") && !page.contains("inner-"), "one list, no other")
        #expect(!page.contains("zzsite"), "no marker is left")
    }

    /// Two callouts that each define `[^own]` keep two notes, each its callout's, in the post's one
    /// list; an HTML page, which has no Markdown pass to list them, keeps each call's notes in the call.
    @Test func calloutsOwnNotesOfOneLabelStayApart() throws {
        let post = """
            ---
            title: A
            date: 2024-01-01
            ---
            {{< callout >}}
            First[^own].

            [^own]: The first callout's note.
            {{< /callout >}}

            !!! note
                Second[^own].

                [^own]: The second's.
            """
        let html = "---\ntitle: H\ndate: 2024-01-02\n---\n<p>Raw.</p>\n{{< callout >}}\nKept[^k].\n\n[^k]: Its own.\n{{< /callout >}}\n"
        let site = site(["content/posts/a.md": post, "content/posts/h.html": html])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("First<sup class=\"footnote-ref\"><a href=\"#a-fn1\" id=\"a-fnref1\">1</a></sup>"), "\(page)")
        #expect(page.contains("Second<sup class=\"footnote-ref\"><a href=\"#a-fn2\" id=\"a-fnref2\">2</a></sup>"))
        #expect(page.contains("<li id=\"a-fn1\">\n<p>The first callout’s note.") && page.contains("<li id=\"a-fn2\">\n<p>The second’s."))
        let other = try #require(site.read("public/posts/h/index.html"))
        #expect(other.contains("Its own.") && other.contains("footnote-ref") && !other.contains("zzsite") && !other.contains("[^k]"), "\(other)")
    }

    /// A message about a line of an admonition's body (read without its four spaces) points at the
    /// column in the file and shows the line as the file has it, nested ones too (they said column 9
    /// for a mistake at column 13); a nested admonition that ends its parent's body takes a line for
    /// its closing, and the lines below still point at their own (they said 19 for line 18).
    @Test func messagesInAnAdmonitionCountColumnsInTheFile() throws {
        let post = """
            ---
            title: A
            date: 2024-01-01
            ---
            !!! note
                ```chart
                type: pie
                ---
                Apples: lots
                ```

                !!! tip
                    See {{< ref "nowhere" >}} for more.

            ```chart
            type: pie
            ---
            Pears: many
            ```

            !!! warning
                No blank line after this one: {{< ref "gone" >}}
            """
        let report = site(["content/posts/a.md": post]).build()
        let located = report.diagnostics.errors.compactMap { error in error.location.map { ($0.line, $0.column, error.sourceLine ?? "") } }
        #expect(located.contains { $0 == (9, 13, "    Apples: lots") }, "\(located)")
        #expect(located.contains { $0 == (13, 13, "        See {{< ref \"nowhere\" >}} for more.") }, "\(located)")
        #expect(located.contains { $0 == (18, 8, "Pears: many") }, "\(located)")
        #expect(located.contains { $0 == (22, 35, "    No blank line after this one: {{< ref \"gone\" >}}") }, "\(located)")
        #expect(located.count == 4, "\(report.diagnostics)")
    }

    /// Python-Markdown's admonitions, as MkDocs and Pelican posts write them: a callout of their kind
    /// and title, folding with `???` (closed) and `???+` (open), nested, with code inside; in code
    /// they are code, and diagnostics below them keep their lines. PyMdown's content tabs are the theme's tabs.
    @Test func admonitionsBecomeCallouts() throws {
        let post = """
            ---
            title: A
            date: 2024-01-01
            ---
            !!! note "Keep the *receipts*"

                A shoebox is **enough**.

                ```python
                print("in a note")
                ```

            !!! abstract
                A kind the theme draws as a note keeps its word.

            ??? warning "Prices change"
                Weekly.

                !!! tip
                    Nested.

                After the nested one.

            ???+ danger
            	Open, indented by a tab.

            !!! info inline end "Beside"

            Text after.

            ```md
            !!! note "In code"
                Stays.
            ```

            :::note
            Never closed.

            === "pip"

                ```sh
                pip install steps
                ```

            === "conda"
                conda install steps

                !!! note
                    In a tab.

            ===! "Alone"
                A set of its own.
            """
        let site = site(["content/posts/a.md": post])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        // PyMdown's content tabs: one set of the theme's tabs, each under its title; `===!` starts another.
        #expect(page.contains("<div class=\"tabs\"><section class=\"tab\"><p class=\"tab-title\">pip</p>\n<pre class=\"highlight\"><code class=\"language-sh\">"), "\(page)")
        #expect(page.contains("<section class=\"tab\"><p class=\"tab-title\">conda</p>\n<p>conda install steps</p>\n<div class=\"callout callout-note\""), "\(page)")
        #expect(page.contains("<div class=\"tabs\"><section class=\"tab\"><p class=\"tab-title\">Alone</p>\n<p>A set of its own.</p>"), "\(page)")
        #expect(page.components(separatedBy: "<div class=\"tabs\">").count == 3)
        #expect(page.contains("<div class=\"callout callout-note\" role=\"note\"><p class=\"callout-title\">Keep the *receipts*</p>\n<p>A shoebox is <strong>enough</strong>.</p>\n<pre class=\"highlight\"><code class=\"language-python\">"), "\(page)")
        #expect(page.contains("<p class=\"callout-title\">Abstract</p>\n<p>A kind the theme draws as a note keeps its word.</p>"), "\(page)")
        #expect(page.contains("<details class=\"callout callout-warning\"><summary class=\"callout-title\">Prices change</summary>\n<p>Weekly.</p>\n<div class=\"callout callout-tip\" role=\"note\"><p class=\"callout-title\">Tip</p>\n<p>Nested.</p>\n</div>\n\n<p>After the nested one.</p>"), "\(page)")
        #expect(page.contains("<details class=\"callout callout-danger\" open><summary class=\"callout-title\">Danger</summary>\n<p>Open, indented by a tab.</p>"), "\(page)")
        #expect(page.contains("<p class=\"callout-title\">Beside</p>") && page.contains("<p>Text after.</p>"), "\(page)")
        #expect(page.contains("<code class=\"language-md\">!!! note &quot;In code&quot;\n    Stays.\n</code>"), "\(page)")
        // The lines below the admonitions keep their numbers.
        let warning = try #require(report.diagnostics.warnings.first { $0.message.contains("never closed") })
        #expect(warning.location == SourceLocation(path: "content/posts/a.md", line: 36, column: 1))
        // Switched off, the marks are text.
        site.write("site.yml", Self.config + "markdown:\n  extensions: [tables]\n")
        #expect(site.build().succeeded)
        #expect(site.read("public/posts/a/index.html")?.contains("!!! note") == true)
    }

    /// MyST's directives and roles, as Jupyter Book and mystmd posts write them: callouts (folded
    /// by `:class: dropdown`), code cells in their language with their options, figures with their
    /// captions, display math, tabs, a div for any other directive, navigation left out; in code
    /// they are code, and the lines below keep their numbers.
    @Test func mystDirectivesAndRolesAreRead() throws {
        let post = """
            ---
            title: A
            date: 2024-01-01
            ---
            ````{note} Click to see
            :class: dropdown
            ```{code-block} python
            :emphasize-lines: 2
            :caption: steps.py
            a = 1
            b = 2
            ```
            ````

            ```{admonition} Why
            :class: tip
            Because **steps**.
            ```

            :::{warning}
            Colon fence.
            :::

            ```{code-cell} ipython3
            import pandas as pd
            ```

            ```{figure} images/steps.png
            :alt: Steps per day
            Steps per *day*.
            ```

            ```{math}
            x^2
            ```

            ::::{tab-set}
            :::{tab-item} pip
            pip install steps
            :::
            ::::

            ```{toctree}
            :maxdepth: 2
            other
            ```

            ```{margin}
            A side note.
            ```

            ```{literalinclude} code/steps.py
            ```

            Roles: {math}`a+b`, H{sub}`2`O, {abbr}`CSS (Cascading Style Sheets)`, {doc}`the other <other>`, `{math}`code``.

            ````md
            ```{note}
            In code.
            ```
            ````

            :::note
            Never closed.
            """
        let site = site(["content/posts/a.md": post, "content/posts/other.md": "---\ntitle: Other\ndate: 2024-01-02\n---\nx\n", "content/posts/images/steps.png": "png", "content/posts/code/steps.py": "steps = 12\n"])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        for part in [
            "<details class=\"callout callout-note\"><summary class=\"callout-title\">Click to see</summary>",
            "<figcaption class=\"codeblock-name\">steps.py</figcaption>", "<mark class=\"line\">b = <span class=\"hl-number\">2</span>",
            "<div class=\"callout callout-tip\" role=\"note\"><p class=\"callout-title\">Why</p>\n<p>Because <strong>steps</strong>.</p>",
            "<div class=\"callout callout-warning\" role=\"note\"><p class=\"callout-title\">Warning</p>\n<p>Colon fence.</p>",
            "<code class=\"language-python\">", "alt=\"Steps per day\"", "<em>Steps per <em>day</em>.</em>", "<math display=\"block\">",
            "<div class=\"tabs\"><section class=\"tab\"><p class=\"tab-title\">pip</p>", "<div class=\"margin\">\n<p>A side note.</p>",
            "<sub>2</sub>", "<abbr title=\"Cascading Style Sheets\">CSS</abbr>", "<a href=\"/blog/posts/other/\">the other</a>", "<code>{math}</code>code``",
            "<code class=\"language-md\"><span class=\"hl-todo\">```{note}</span>\nIn code.", "<code class=\"language-py\">steps = <span class=\"hl-number\">12</span>",
        ] {
            #expect(page.contains(part), "\(part)")
        }
        #expect(!page.contains("maxdepth") && !page.contains("{toctree}"))
        let warning = try #require(report.diagnostics.warnings.first { $0.message.contains("never closed") })
        #expect(warning.location == SourceLocation(path: "content/posts/a.md", line: 63, column: 1))
    }

    /// Hugo's and Zola's `static/` is published as it is, at the same paths; a file that two
    /// folders, or a folder and the build, would write is an error naming both.
    @Test func theStaticFolderIsCopiedToTheSamePaths() throws {
        let site = site([
            "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\n![A chart](/blog/images/a.png)\n",
            "static/images/a.png": "PNG",
            "static/favicon.ico": "ICO",
            "static/.DS_Store": "junk",
        ])
        #expect(site.build().succeeded)
        #expect(site.read("public/images/a.png") == "PNG")
        #expect(site.read("public/favicon.ico") == "ICO")
        #expect(!site.exists("public/.DS_Store") && !site.exists("public/static"))

        let twice = self.site([
            "content/images/a.png": "one", "static/images/a.png": "two",
            "static/feed.xml": "<feed/>",
        ])
        let before = twice.snapshot()
        let report = twice.build()
        let messages = report.diagnostics.errors.map(\.message)
        #expect(messages.contains { $0.contains("static/images/a.png would be written to /images/a.png, where content/images/a.png goes too") })
        #expect(messages.contains { $0.hasPrefix("static/feed.xml would be written to /feed.xml, which is") })
        #expect(twice.snapshot() == before)
    }

    /// `params:` in site.yml: what Hugo's `param` shortcode finds when the page has no such value
    /// (the page's wins), Jekyll's `{{ site.NAME }}`, and `site.params` for templates.
    @Test func theSitesOwnParamsAreShown() throws {
        let site = self.site(
            [
                "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\nversion: page-own\n---\nRepo {{< param github_repo >}}, version {{< param version >}}.\n",
                "content/posts/b.md": "---\ntitle: B\ndate: 2024-01-02\n---\nSee [the code]({{ site.repository }}/tree/main) and {{< param nowhere >}}.\n",
            ],
            config: Self.config + "params:\n  github_repo: https://github.com/you/site\n  version: 1.2\n  repository: https://git.example/you\n")
        let report = site.build()
        #expect(report.succeeded)
        #expect(site.read("public/posts/a/index.html")?.contains("Repo https://github.com/you/site, version page-own.") == true)
        #expect(site.read("public/posts/b/index.html")?.contains("<a href=\"https://git.example/you/tree/main\">the code</a>") == true)
        #expect(report.diagnostics.warnings.contains { $0.message.hasPrefix("neither the page nor the site has a parameter 'nowhere'; add 'nowhere:' to its front matter, or to params: in site.yml") })
        let refused = self.site(["content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\nA.\n"], config: Self.config + "params: [a, b]\n")
        #expect(refused.build().diagnostics.errors.contains { $0.message.hasPrefix("'params' must be a mapping of the site's own values") })
    }

    /// `term_feeds: true`: each tag's and category's own feed beside its page, of its posts alone,
    /// named as the site's feed is; a file of the site's own there is a collision.
    @Test func eachTermHasItsFeed() throws {
        let files = [
            "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\ntags: [r, stats]\n---\nAbout R.\n",
            "content/posts/b.md": "---\ntitle: B\ndate: 2024-01-02\ntags: [python]\ncategories: [Code]\n---\nAbout Python.\n",
        ]
        let site = self.site(files, config: Self.config + "feed: index.xml\nterm_feeds: true\n")
        #expect(site.build().succeeded)
        let r = try #require(site.read("public/tags/r/index.xml"))
        #expect(r.contains("<title>Test Blog · r</title>") && r.contains("About R.") && !r.contains("About Python."))
        #expect(r.contains("<link rel=\"self\" type=\"application/atom+xml\" href=\"https://example.com/blog/tags/r/index.xml\"/>"))
        #expect(r.contains("<link rel=\"alternate\" type=\"text/html\" href=\"https://example.com/blog/tags/r/\"/>"))
        #expect(site.read("public/categories/code/index.xml")?.contains("About Python.") == true)
        #expect(!self.site(files).build().diagnostics.hasErrors)
        site.write("static/tags/r/index.xml", "<rss/>")
        #expect(site.build().diagnostics.errors.contains { $0.message.contains("which is the feed of tags/r/") })
    }

    /// `slugs_from_titles: true` (Pelican's way): a page without `slug:` is at its title's slug,
    /// whatever its file is called; `slug:` still wins.
    @Test func slugsFromTitlesAddressPagesByTheirTitles() throws {
        let site = self.site(
            [
                "content/posts/2020-01-01-a.md": "Title: Hello, World\nDate: 2020-01-01\n\nA.\n",
                "content/posts/2020-01-02-b.md": "Title: Kept\nDate: 2020-01-02\nSlug: own-slug\n\nB.\n",
                "content/about-me.md": "Title: About\n\nMe.\n",
            ], config: Self.config + "slugs_from_titles: true\n")
        #expect(site.build().succeeded)
        #expect(site.read("public/posts/hello-world/index.html")?.contains("A.") == true)
        #expect(site.read("public/posts/own-slug/index.html")?.contains("B.") == true)
        #expect(site.read("public/about/index.html")?.contains("Me.") == true)
        #expect(!site.exists("public/posts/a/index.html"))
    }

    /// `feed:` moves the feed (a moved blog's readers stay subscribed); a file of the site's own
    /// at that path is an error naming both, and a path outside the site or no `.xml` is refused.
    @Test func theFeedGoesWhereSiteYmlSays() throws {
        let site = self.site(["content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\nA.\n"], config: Self.config + "feed: /blog/index.xml\n")
        #expect(site.build().succeeded)
        #expect(site.read("public/blog/index.xml")?.contains("href=\"https://example.com/blog/blog/index.xml\"") == true)
        #expect(!site.exists("public/feed.xml"))
        #expect(site.read("public/index.html")?.contains("href=\"/blog/blog/index.xml\"") == true)

        site.write("static/blog/index.xml", "<rss/>")
        let before = site.snapshot()
        let collision = site.build().diagnostics.errors.map(\.message)
        #expect(collision.contains { $0.hasPrefix("static/blog/index.xml would be written to /blog/index.xml, which is the Atom feed") })
        #expect(site.snapshot() == before)

        // Several: the feed, and old addresses it is also written at.
        let copies = self.site(
            ["content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\nA.\n"], config: Self.config + "feed: [atom.xml, posts/index.xml]\n")
        #expect(copies.build().succeeded)
        #expect(copies.read("public/atom.xml")?.contains("href=\"https://example.com/blog/atom.xml\"") == true)
        #expect(copies.read("public/posts/index.xml") == copies.read("public/atom.xml"))
        #expect(copies.read("public/index.html")?.contains("href=\"/blog/atom.xml\"") == true)

        for bad in ["../feed.xml", "feeds/", "feed.json", "sitemap.xml", "a//b.xml"] {
            let refused = self.site(["content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\nA.\n"], config: Self.config + "feed: \"\(bad)\"\n")
            let messages = refused.build().diagnostics.errors.map(\.message)
            #expect(messages.contains { $0.hasPrefix("'feed' is where the feed is written below the site, a path ending in .xml") }, "\(bad)")
        }
    }

    /// A Netlify site keeps its own `_redirects`: its rules come first, then the old addresses'.
    @Test func aSitesOwnRedirectsFileJoinsTheList() throws {
        let site = site([
            "content/posts/a.md": "---\ntitle: A\ndate: 2023-01-29\naliases: [/p123/]\n---\nBody.\n",
            "static/_redirects": "/feed /feed.xml 301",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("public/_redirects") == "/feed /feed.xml 301\n/blog/p123/ /blog/posts/a/ 301\n")
        // Without old addresses the file is the site's own.
        let plain = self.site(["content/_redirects": "/old /new 302\n", "content/posts/b.md": "---\ntitle: B\ndate: 2023-01-29\n---\nx\n"])
        #expect(plain.build().succeeded)
        #expect(plain.read("public/_redirects") == "/old /new 302\n")
    }

    /// `lastmod` on the day of the date (Hugo sites often set both) shows no "updated".
    @Test func anUpdateOnTheDayWrittenIsNotShown() throws {
        let site = site([
            "content/posts/same.md": "---\ntitle: Same\ndate: 2024-08-06T09:00:00+08:00\nlastmod: 2024-08-06T21:00:00+08:00\n---\nx\n",
            "content/posts/later.md": "---\ntitle: Later\ndate: 2024-08-06\nlastmod: 2024-09-01\n---\nx\n",
        ])
        #expect(site.build().succeeded)
        #expect(try #require(site.read("public/posts/same/index.html")).contains("class=\"updated\"") == false)
        #expect(try #require(site.read("public/posts/later/index.html")).contains("updated <time datetime=\"2024-09-01"))
    }

    /// Material for MkDocs' blog dates a post with a mapping: `created` is its date, `updated` its
    /// update; a mapping without `created` leaves the post undated, with a warning at it.
    @Test func aDateMappingGivesTheDateAndTheUpdate() throws {
        let site = site([
            "content/posts/eve.md": "---\ndate:\n  created: 2023-12-31\n  updated: 2024-01-02\n---\n# New year's eve\n\nText.\n",
            "content/posts/odd.md": "---\ntitle: Odd\ndate:\n  updated: 2024-01-02\n---\nText.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let eve = try #require(site.read("public/posts/eve/index.html"))
        #expect(eve.contains("<time datetime=\"2023-12-31T00:00:00Z\">") && eve.contains("updated <time datetime=\"2024-01-02"), "\(eve)")
        #expect(eve.contains("<h1 class=\"post-title\">New year’s eve</h1>") || eve.contains("<h1 class=\"post-title\">New year's eve</h1>"), "\(eve)")
        #expect(report.diagnostics.warnings.contains { $0.location?.path == "content/posts/odd.md" && $0.message.contains("no 'created' date") }, "\(report.diagnostics)")
    }

    /// `term_slugs: hugo` (a moved Hugo site's): terms at the addresses Hugo wrote them, so links
    /// written by hand and from elsewhere still lead there; a term's `_index.md` (rOpenSci's author
    /// profiles, in a folder named as the author wrote it) is that term page's title and text, and
    /// one whose term no post names is a term page of its own, as Hugo writes both.
    @Test func termsKeepHugosAddressesAndTheirOwnPages() throws {
        #expect(hugoTermSlug("Lucy D'Agostino McGowan") == "lucy-dagostino-mcgowan")
        #expect(hugoTermSlug("Luis D. Verde Arregoitia") == "luis-d.-verde-arregoitia")
        #expect(hugoTermSlug("Maëlle  Salmon") == "maëlle-salmon" && hugoTermSlug("C++") == "c++" && hugoTermSlug("R (stats)!") == "r-stats")
        #expect(hugoTermSlug("..") == tagSlug(".."), "no term is written to a parent folder")
        let site = site([
            "content/blog/a.md": "---\ntitle: A\ndate: 2024-01-01\nauthor: [\"Lucy D'Agostino McGowan\"]\ntags: [C++]\n---\nx\n",
            "content/author/lucy-d'Agostino-mcGowan/_index.md": "---\ntitle: Lucy's posts\nname: Lucy D'Agostino McGowan\n---\nStatistician and *editor*.\n",
            "content/author/adam-sparks/_index.md": "---\nname: Adam Sparks\n---\n",
        ], config: TemporarySite.defaultConfig + "\ntaxonomies: {tag: tags, author: author}\nterm_slugs: hugo\n")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let lucy = try #require(site.read("public/author/lucy-dagostino-mcgowan/index.html"))
        #expect(lucy.contains(">Lucy&#39;s posts</h1>") || lucy.contains(">Lucy's posts</h1>"), "\(lucy)")
        #expect(lucy.contains("Statistician and <em>editor</em>.") && lucy.contains("/blog/a/"))
        #expect(!site.exists("public/author/lucy-d'Agostino-mcGowan/index.html"), "the _index.md is the term's page, not one beside it")
        #expect(site.exists("public/tags/c++/index.html"))
        let adam = try #require(site.read("public/author/adam-sparks/index.html"))
        #expect(adam.contains("Adam Sparks"))
        // The navigation's Tags link is current on the tags' pages only, not an author's.
        #expect(!lucy.contains("aria-current=\"true\">Tags") && site.read("public/tags/c++/index.html")?.contains("aria-current=\"true\">Tags") == true)
        let authors = try #require(site.read("public/author/index.html"))
        #expect(!authors.contains("aria-current=\"page\">Tags"))
        // Without the setting, terms keep the site's own addresses.
        site.write("site.yml", TemporarySite.defaultConfig + "\ntaxonomies: {tag: tags, author: author}\n")
        #expect(site.build().succeeded)
        #expect(site.exists("public/tags/c-plus-plus/index.html"))
    }

    @Test func customPathsAndTaxonomiesFromSiteYML() throws {
        let site = site([
            "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\nurl: /2024/a-post/\nseries: [Budget]\n---\nx\n"
        ], config: TemporarySite.defaultConfig + "\ntaxonomies: {tag: tags, series: series}\n")
        #expect(site.build().succeeded)
        #expect(site.exists("public/2024/a-post/index.html"))
        #expect(site.exists("public/series/budget/index.html"))
        #expect(!site.exists("public/categories/index.html"))
        // Hugo Academic's `publication_types`: an underscore is fine in an address; a space is not.
        site.write("content/posts/b.md", "---\ntitle: B\ndate: 2024-01-02\npublication_types: [\"2\"]\n---\nx\n")
        site.write("site.yml", TemporarySite.defaultConfig + "\ntaxonomies: {tag: tags, publication_type: publication_types}\n")
        #expect(site.build().succeeded)
        #expect(site.exists("public/publication_types/2/index.html"))
        site.write("site.yml", TemporarySite.defaultConfig + "\ntaxonomies: [tags, Reading List]\n")
        #expect(site.build().diagnostics.errors.first?.message.hasPrefix("taxonomy 'Reading List' must be a plain lowercase word") == true)
    }

    /// A translated bundle (`index.md`, `index.fr.md`) with a translated page beside its index
    /// (`hw.md`, `hw.fr.md`, as rOpenSci's blog has): each page goes below its own language's
    /// bundle page, and a translation whose bundle page has none below the bundle's, in its language.
    @Test func pagesBesideATranslatedBundleGoBelowTheirLanguagesPage() throws {
        let site = TemporarySite(files: [
            "content/posts/2025-09-18-hw/index.md": "---\ntitle: Homework\ndate: 2025-09-18\n---\nText.\n",
            "content/posts/2025-09-18-hw/index.fr.md": "---\ntitle: Devoirs\nslug: devoirs\ndate: 2025-09-18\n---\nTexte.\n",
            "content/posts/2025-09-18-hw/task.md": "---\ntitle: Task\n---\nDo it.\n",
            "content/posts/2025-09-18-hw/task.fr.md": "---\ntitle: Tâche\n---\nFaites-le.\n",
            "content/posts/2025-09-18-hw/task.es.md": "---\ntitle: Tarea\n---\nHazlo.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("public/posts/hw/task/index.html")?.contains("Do it.") == true)
        #expect(site.read("public/fr/posts/devoirs/task/index.html")?.contains("Faites-le.") == true)
        #expect(site.read("public/es/posts/hw/task/index.html")?.contains("Hazlo.") == true)
    }

    /// A Quarto blog as it is: `.qmd` posts in folders of their own, each folder's other files its
    /// files (an example's README is no post), and the outputs Quarto froze beside `content/`.
    @Test func aQuartoBlogBuildsWithItsFrozenOutputs() throws {
        let frozen = #"{"hash": "x", "result": {"markdown": "---\ntitle: Frozen\ndate: 2022-03-04\n---\n\n::: {.cell}\n\n```{.r .cell-code}\n1 + 1\n```\n\n::: {.cell-output .cell-output-stdout}\n```\n[1] 2\n```\n:::\n:::\n", "supporting": []}}"#
        let blog = TemporarySite(config: Self.config, files: [
            "content/posts/2022-03-04_arrow/index.qmd": "---\ntitle: Source\ndate: 2022-03-04\n---\n\n```{r}\n1 + 1\n```\n",
            "_freeze/posts/2022-03-04_arrow/index/execute-results/html.json": frozen,
            "content/posts/2022-03-05_make/index.qmd": "---\ntitle: Makefiles\ndate: 2022-03-05\n---\n\n```{bash}\n#| eval: false\nmake all\n```\n",
            "content/posts/2022-03-05_make/_examples/README.md": "# An example's readme\n",
            "content/posts/2022-03-05_make/NOTES.md": "Notes without front matter.\n",
            // A second part beside the index, with front matter, is a page of its own (Zola's), linked by its file.
            "content/posts/2022-03-05_make/part2.md": "---\ntitle: Makefiles, part 2\ndate: 2022-03-06\n---\n\nBack to [part 1](@/posts/2022-03-05_make/index.qmd).\n",
            "content/posts/2022-03-06_plain/index.Rmd": "---\ntitle: R Markdown\ndate: 2022-03-06\n---\n\nText.\n",
            // Code never run: shown without its output, which the build says; code the post says not to run is no such code.
            "content/posts/2022-03-07_plot/index.qmd": "---\ntitle: Plot\ndate: 2021-03-07\n---\n\n```{python}\n#| label: fig-a\nplt.plot([1, 2])\n```\n",
            "content/posts/2022-03-08_shown/index.qmd": "---\ntitle: Shown\ndate: 2021-03-08\nexecute:\n  eval: false\n---\n\n```{r}\nlibrary(arrow)\n```\n",
            "content/posts/2022-03-09_hidden/index.qmd": "---\ntitle: Hidden\ndate: 2021-03-09\n---\n\n```{r setup}\n#| echo: false\nwrite_redirects()\n```\n\n```{r, include=FALSE}\nlibrary(x)\n```\n",
            // A draft's folder: its files stay out of the site with it.
            "content/posts/2022-04-01_draft/index.qmd": "---\ntitle: Not yet\ndate: 2022-04-01\ndraft: true\n---\n\nText.\n",
            "content/posts/2022-04-01_draft/_resume/resume.Rmd": "---\ntitle: Resume\ndate: no\n---\n",
            "content/posts/2022-04-01_draft/photo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ], theme: defaultTheme)
        let report = blog.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(!report.diagnostics.contains { $0.message.contains("without a date") }, "\(report.diagnostics)")
        let arrow = try #require(blog.read("public/posts/arrow/index.html"))
        #expect(arrow.contains("Frozen") && arrow.contains("[1] 2") && arrow.contains("<div class=\"cell\">"))
        let make = try #require(blog.read("public/posts/make/index.html"))
        #expect(make.replacing(/<[^>]+>/, with: "").contains("make all") && !make.contains("#|"))
        #expect(blog.exists("public/posts/make/_examples/README.md") && blog.exists("public/posts/make/NOTES.md"))
        let part2 = try #require(blog.read("public/posts/make/part2/index.html"))
        #expect(part2.contains("Makefiles, part 2") && part2.contains("href=\"/blog/posts/make/\""))
        #expect(!blog.exists("public/posts/draft/photo.svg") && !blog.exists("public/posts/2022-04-01_draft/photo.svg"))
        #expect(!blog.exists("public/posts/draft/_resume/resume.Rmd") && !blog.exists("public/posts/2022-04-01_draft/_resume/resume.Rmd"))
        #expect(try #require(blog.read("public/index.html")).contains("R Markdown"))
        let unrun = report.diagnostics.warnings.filter { $0.message.contains("without what it prints and draws") }.map(\.message)
        #expect(unrun == ["1 page shows its code without what it prints and draws: content/posts/2022-03-07_plot/index.qmd: site runs no R, Python or Julia, and no results of a run are beside it; render once with Quarto's freeze: auto and keep _freeze/ beside content/ (blogdown: keep the .html or .md it writes beside the source)"], "\(unrun)")
    }

    /// A site whose site.yml lists its translations' languages is told of pages in a variant of a
    /// listed one (Congo's tag pages in zh-CN beside its zh-Hans), once for each language; another
    /// language (ja), or a site that lists none, gets no word.
    @Test func pagesInALanguageSiteYmlDoesNotListAreNamed() throws {
        let files = [
            "content/posts/a/index.md": "---\ntitle: A\ndate: 2024-01-01\n---\nHi.\n",
            "content/posts/a/index.zh-Hans.md": "---\ntitle: 甲\ndate: 2024-01-01\n---\n你好。\n",
            "content/tags/_index.md": "---\ntitle: Tags\n---\n",
            "content/tags/_index.zh-CN.md": "---\ntitle: 标签\n---\n",
            // Another language no listed one resembles is a translation like any other.
            "content/posts/a/index.ja.md": "---\ntitle: 甲\ndate: 2024-01-01\n---\nこんにちは。\n",
        ]
        let listed = TemporarySite(config: TemporarySite.defaultConfig + "\nlanguages:\n  zh-hans: {name: 简体中文}\n", files: files, theme: defaultTheme)
        let report = listed.build()
        #expect(report.succeeded)
        let warnings = report.diagnostics.warnings.filter { $0.message.contains("which site.yml's languages: does not list") }
        #expect(warnings.count == 1, "\(report.diagnostics)")
        #expect(warnings.first?.message.contains("1 page is in 'zh-cn', which site.yml's languages: does not list beside 'zh-hans'") == true, "\(warnings)")
        #expect(warnings.first?.location?.path == "content/tags/_index.zh-CN.md")
        #expect(listed.exists("public/zh-hans/posts/a/index.html"))
        let unlisted = TemporarySite(files: files, theme: defaultTheme).build()
        #expect(!unlisted.diagnostics.contains { $0.message.contains("does not list") }, "\(unlisted.diagnostics)")
    }

    /// rOpenSci's post offers a homework template (`hw-template.md`, with front matter) beside its
    /// `index.md`: Hugo publishes it as a file of the post, and so does `bundle_pages: false`, which
    /// `site init --from` writes for a Hugo site. It is no post without a date.
    @Test func markdownBesideABundlesIndexIsAFileWhenBundlePagesIsOff() throws {
        let template = "---\ntitle: \"Homework assignment 1\"\nauthor: \"{{name}}\"\n---\n\nCreate a normal distribution.\n"
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\nbundle_pages: false\n",
            files: [
                "content/posts/2025-09-18-templates/index.md": "---\ntitle: Templates\ndate: 2025-09-18\n---\nSee [the template](hw-template.md).\n",
                "content/posts/2025-09-18-templates/hw-template.md": template,
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(!report.diagnostics.contains { $0.message.contains("without a date") }, "\(report.diagnostics)")
        #expect(site.read("public/posts/templates/hw-template.md") == template)
        #expect(!site.exists("public/posts/templates/hw-template/index.html"))
        #expect(!(try #require(site.read("public/index.html"))).contains("Homework assignment"))
    }

}

/// The language codes that name translations, and the names readers know them by.
@Suite struct LanguageCodeTests {
    @Test func aSuffixIsALanguageOnlyWhenItIsOne() {
        #expect(LanguageCode.suffix(of: "index.zh-cn") == "zh-cn")
        #expect(LanguageCode.suffix(of: "about.FR") == "fr")
        #expect(LanguageCode.suffix(of: "post.pt-BR") == "pt-br")
        #expect(LanguageCode.suffix(of: "post.es-419") == "es-419")
        // A script and a region (Stack's demo's `index.zh-hant-tw.md`).
        #expect(LanguageCode.suffix(of: "index.zh-Hant-TW") == "zh-hant-tw")
        for stem in ["node.js", "notes", "v1.2", ".fr", "post.fr-", "post.fr-toolong", "post.en-us-x", "index", "a.zh-hant-x", "a.en-us-gb"] {
            #expect(LanguageCode.suffix(of: stem) == nil, "\(stem)")
        }
    }

    @Test func languagesAreNamedInThemselves() {
        #expect(LanguageCode.name(of: "fr") == "Français")
        #expect(LanguageCode.name(of: "de") == "Deutsch")
        #expect(LanguageCode.name(of: "ja") == "日本語")
        #expect(LanguageCode.name(of: "zh-cn").hasPrefix("中文"))
        #expect(LanguageCode.isSiteLanguage("en", site: "en-GB") && !LanguageCode.isSiteLanguage("fr", site: "en"))
    }

    /// An Arabic or Hebrew translation runs right to left (thedotnetblog's `index.ar.md` ran left to
    /// right, its sentences' ends at the wrong side); its link in another page's list of languages
    /// too; a right-to-left site's own pages as well.
    @Test func rightToLeftLanguagesRunRightToLeft() throws {
        for (code, direction) in [("ar", "rtl"), ("he", "rtl"), ("fa-ir", "rtl"), ("ur", "rtl"), ("en-us", "ltr"), ("zh-cn", "ltr"), ("xx", "ltr")] {
            #expect(LanguageCode.direction(of: code) == direction, "\(code)")
        }
        let site = TemporarySite(
            files: [
                "content/posts/agents/index.md": "---\ntitle: Agents\ndate: 2026-04-10\n---\nThe original.\n",
                "content/posts/agents/index.ar.md": "---\ntitle: الوكلاء\ndate: 2026-04-10\n---\nمرحبا `TOOL_CALL_*`.\n",
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let arabic = try #require(site.read("public/ar/posts/agents/index.html"))
        #expect(arabic.contains("<html lang=\"ar\" dir=\"rtl\">"))
        // Its day as Arabic writes it; the English page's in English.
        #expect(arabic.contains("<bdi>10 أبريل، 2026</bdi>"), "\(arabic)")
        #expect(try #require(site.read("public/posts/agents/index.html")).contains("<bdi>10 April 2026</bdi>"))
        #expect(arabic.contains("hreflang=\"en\" lang=\"en\" dir=\"ltr\">"))
        let english = try #require(site.read("public/posts/agents/index.html"))
        #expect(english.contains("<html lang=\"en\" dir=\"ltr\">"))
        #expect(english.contains("hreflang=\"ar\" lang=\"ar\" dir=\"rtl\">"))
        site.write("site.yml", TemporarySite.defaultConfig + "\nlanguage: he\n")
        #expect(site.build().succeeded)
        #expect(site.read("public/index.html")?.contains("<html lang=\"he\" dir=\"rtl\">") == true)
    }
}

/// The Book theme's shortcodes, as its example site writes them, drawn by the default theme.
@Suite struct BookThemeShortcodeTests {
    @Test func columnsStepsImagesAndRecordingsReadRight() throws {
        let post = """
            ---
            title: Book
            date: 2024-01-01
            ---
            {{% columns ratio="1:2" %}}
            - ### Probably fast {anchor=false}
              Built on Hugo.

            - ### Minimal
              Black on white.
            {{% /columns %}}

            {{< columns >}}
            ## Left
            One.
            <--->
            ## Right
            Two, with {{< image src="a.png" alt="A plan" >}}.
            {{< /columns >}}

            {{% steps %}}
            1. ## Create your site
               Run `hugo new site`.
            2. ## Deploy
               Run `hugo`.
            {{% /steps %}}

            {{< asciinema cast="demo.cast" loop=true >}}
            """
        let site = TemporarySite(files: ["content/posts/book.md": post], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded && !report.diagnostics.contains { $0.message.contains("shortcode") }, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/book/index.html"))
        #expect(page.contains("<div class=\"columns\" data-ratio=\"1:2\"><ul>\n<li>\n<h3 id=\"probably-fast\">Probably fast</h3>\n<p>Built on Hugo.</p>"), "\(page)")
        // Book's columns before v11, parted by `<--->`: one list item each.
        #expect(page.contains("<div class=\"columns\"><ul>\n<li>\n<h2 id=\"left\">"), "\(page)")
        #expect(page.contains("<p>Two, with <img src=\"a.png\" alt=\"A plan\" loading=\"lazy\">.</p>\n</li>\n</ul>\n</div>"), "\(page)")
        #expect(!page.contains("&lt;---&gt;") && !page.contains("<--->"))
        #expect(page.contains("<div class=\"steps\"><ol>\n<li>\n<h2 id=\"create-your-site\">"), "\(page)")
        #expect(page.contains("<a href=\"demo.cast\">Terminal recording (demo.cast)</a>"))
    }
}

/// The tags of Hexo's popular themes (NexT, Butterfly, Fluid, Volantis), as their posts write them.
@Suite struct HexoThemeTagTests {
    @Test func notesByKindOrColourAndFoldedText() throws {
        let post = """
            ---
            title: Tags
            date: 2024-01-01
            ---
            {% note warning %}
            NexT's *warning*.
            {% endnote %}

            {% note green 'fas fa-pen' flat %}
            Butterfly's note by colour.
            {% endnote %}

            {% hideToggle 定理2.1证明,#303030,white %}
            The proof, **folded**.
            {% endhideToggle %}

            {% hideBlock Answer %}
            Hidden.
            {% endhideBlock %}

            {% folding blue, Old notes %}
            Volantis.
            {% endfolding %}

            {% fold info @Fluid's fold %}
            Fluid.
            {% endfold %}

            {% tabs install, 1 %}
            <!-- tab npm@fab fa-npm -->
            Run `npm i`.
            <!-- endtab -->
            <!-- tab -->
            Second, *unlabelled*.
            <!-- endtab -->
            {% endtabs %}

            {% tabs log %}

            {% tab log php %}
            PHP's *way*.
            {% endtab %}

            {% tab log js %}
            JavaScript's.
            {% endtab %}

            {% endtabs %}
            """
        let site = TemporarySite(files: ["content/posts/tags.md": post], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/tags/index.html"))
        #expect(page.contains("<div class=\"callout callout-warning\" role=\"note\"><p class=\"callout-title\">Warning</p>\n<p>NexT’s <em>warning</em>.</p>"), "\(page)")
        // A colour names its kind, and the heading is the kind's word.
        #expect(page.contains("<div class=\"callout callout-tip\" role=\"note\"><p class=\"callout-title\">Tip</p>\n<p>Butterfly’s note by colour.</p>"), "\(page)")
        for (summary, text) in [("定理2.1证明", "The proof, <strong>folded</strong>."), ("Answer", "Hidden."), ("Old notes", "Volantis."), ("Fluid&#39;s fold", "Fluid.")] {
            #expect(page.contains("<summary class=\"callout-title\">\(summary)</summary>\n<p>\(text)</p>"), "\(summary): \(page)")
        }
        #expect(!page.contains("{%"))
        // NexT's and Butterfly's tabs: each under its label (its icon set aside), or the block's name and number.
        #expect(page.contains("<div class=\"tabs\"><section class=\"tab\"><p class=\"tab-title\">npm</p>\n<p>Run <code>npm i</code>.</p>\n</section>"), "\(page)")
        #expect(page.contains("<section class=\"tab\"><p class=\"tab-title\">install 2</p>\n<p>Second, <em>unlabelled</em>.</p>\n</section>"), "\(page)")
        // jekyll-tabs' (al-folio's): each under the label after the group's name.
        #expect(page.contains("<p class=\"tab-title\">php</p>\n<p>PHP’s <em>way</em>.</p>") && page.contains("<p class=\"tab-title\">js</p>"), "\(page)")
    }

    @Test func butterflyGalleryGroupsAreCardsLeadingToTheirPages() throws {
        let page = """
            ---
            title: 图库
            date: 2022-08-03 19:12:17
            ---
            <div class="gallery-group-main">
            {% galleryGroup '壁纸——通用' '适用于16:9和Mac显示器' '/gallery/wallpaper/' https://i.example.net/cover.png %}
            {% galleryGroup "Bob's trip" "Photos & notes" /gallery/trip/ %}
            </div>

            {% galleryGroup 'Only a name' %}
            """
        let site = TemporarySite(files: ["content/gallery.md": page], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.read("public/gallery/index.html"))
        #expect(html.contains("<div class=\"card\"><img class=\"card-image\" src=\"https://i.example.net/cover.png\" alt=\"\" loading=\"lazy\"><p class=\"card-title\"><a href=\"/gallery/wallpaper/\">壁纸——通用</a></p><p class=\"card-subtitle\">适用于16:9和Mac显示器</p>"), "\(html)")
        #expect(html.contains("<a href=\"/gallery/trip/\">Bob’s trip</a></p><p class=\"card-subtitle\">Photos &amp; notes</p>"), "\(html)")
        // One that names no page stays as written, and says what to write.
        #expect(report.diagnostics.contains { $0.message.contains("{% galleryGroup 'Name' 'What it holds'") }, "\(report.diagnostics)")
    }

    /// vuepress-theme-hope's tabs (`::: tabs`, `::: code-tabs#shell`, each tab opened by `@tab`)
    /// and VitePress's `::: code-group` (each code block a tab, labelled in its info string).
    @Test func vuepressAndVitepressTabsAreTheThemesTabs() throws {
        let post = """
            ---
            title: Tabs
            date: 2024-01-01
            ---
            ::: tabs

            @tab Recursive

            Top *down*.

            ```go
            // @tab is no mark in code
            ```

            @tab:active Iterative

            Bottom up.

            :::

            ::: code-tabs#shell

            @tab npm

            ```sh
            npm i
            ```

            @tab pnpm

            ```sh
            pnpm add
            ```

            :::

            ::: code-group

            ```js [config.js]
            export default {}
            ```

            ```ts
            export default {} as Config
            ```

            :::
            """
        let site = TemporarySite(files: ["content/posts/tabs.md": post], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/tabs/index.html"))
        #expect(page.contains("<div class=\"tabs\"><section class=\"tab\"><p class=\"tab-title\">Recursive</p>\n<p>Top <em>down</em>.</p>"), "\(page)")
        #expect(page.contains("@tab is no mark in code") && page.contains("<p class=\"tab-title\">Iterative</p>\n<p>Bottom up.</p>"), "\(page)")
        #expect(page.contains("<p class=\"tab-title\">npm</p>") && page.contains("<p class=\"tab-title\">pnpm</p>"), "\(page)")
        #expect(page.contains("<p class=\"tab-title\">config.js</p>") && page.contains("<p class=\"tab-title\">ts</p>"), "\(page)")
        #expect(!page.contains("@tab npm") && !page.contains("<p>:::"), "\(page)")
    }

    /// vuepress-theme-hope's `::: echarts Title` and `::: chartjs Title` around a configuration's
    /// code block: charts, the ECharts one titled by the container.
    @Test func vuepressHopesChartContainersAreCharts() throws {
        let post = """
            ---
            title: Charts
            date: 2024-01-01
            ---
            ::: echarts Visits by day

            ```json
            {
              "xAxis": { "type": "category", "data": ["Mon", "Tue", "Wed"] },
              "yAxis": { "type": "value" },
              "series": [{ "data": [150, 230, 224], "type": "line" }]
            }
            ```

            :::

            ::: chartjs Votes

            ```json
            { "type": "bar", "data": { "labels": ["Red", "Blue"], "datasets": [{ "label": "Votes", "data": [12, 19] }] } }
            ```

            :::
            """
        let site = TemporarySite(files: ["content/posts/charts.md": post], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/charts/index.html"))
        #expect(page.components(separatedBy: "<figure class=\"chart ").count == 3, "\(page)")
        #expect(page.contains("-n-title\">Visits by day</title>") && page.contains("<title>Tue: 230</title>"), "\(page)")
        #expect(page.contains("<title>Blue, Votes: 19</title>") && !page.contains("&quot;xAxis&quot;"), "\(page)")
    }
}
