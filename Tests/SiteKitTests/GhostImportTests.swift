import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site init DIR --from blog.ghost.json` with Ghost exports written here in the shapes Ghost
/// writes them: Ghost 5's (posts as the HTML of the editor's cards, `__GHOST_URL__` for the site's
/// own address, tags, authors and feature images in tables of their own, `routes.yaml` left out)
/// and Ghost 1's (posts written in a Markdown card, the permalink pattern among the settings).
@Suite struct GhostImportTests {
    typealias Folders = ImportTests.Folders

    static func json(_ object: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    static func post(
        id: String, title: String, slug: String, html: String = "", mobiledoc: String? = nil, status: String = "published", type: String = "post",
        visibility: String = "public", published: String? = "2024-01-05T17:30:00.000Z", created: String = "2024-01-04T09:00:00.000Z",
        updated: String = "2024-01-05T17:30:00.000Z", feature: String? = nil, excerpt: String? = nil, featured: Bool = false
    ) -> [String: Any] {
        [
            "id": id, "uuid": "uuid-\(id)", "title": title, "slug": slug, "html": html, "mobiledoc": mobiledoc ?? NSNull(), "lexical": NSNull(),
            "status": status, "type": type, "visibility": visibility, "published_at": published ?? NSNull(), "created_at": created,
            "updated_at": updated, "feature_image": feature ?? NSNull(), "custom_excerpt": excerpt ?? NSNull(), "featured": featured,
            "codeinjection_head": NSNull(), "codeinjection_foot": NSNull(), "plaintext": "",
        ]
    }

    /// A data blog on Ghost 5: posts at `/blog/:slug/` (its routes.yaml's, which the export does not hold).
    static let ghost5: String = {
        let counting = """
            <p>I counted my steps for a week. See <a href="__GHOST_URL__/blog/a-second-week/">the second week</a>.</p>\
            <h2 id="how-i-counted">How I <em>counted</em></h2>\
            <figure class="kg-card kg-image-card kg-card-hascaption"><img src="__GHOST_URL__/content/images/2024/01/steps.png" class="kg-image" alt="A bar chart" loading="lazy" width="600" height="400" srcset="__GHOST_URL__/content/images/size/w600/2024/01/steps.png 600w, __GHOST_URL__/content/images/2024/01/steps.png 1200w" sizes="(min-width: 720px) 720px"><figcaption>Steps per day</figcaption></figure>\
            <figure class="kg-card kg-code-card"><pre><code class="language-python">if steps &lt; 1000:
                print("rest day")

            print("done")
            </code></pre><figcaption>The rule I kept</figcaption></figure>\
            <figure class="kg-card kg-embed-card"><iframe width="200" height="113" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" frameborder="0" allowfullscreen title="A walk"></iframe></figure>\
            <div class="kg-card kg-callout-card kg-callout-card-blue"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text">Walk <b>after</b> lunch.</div></div>\
            <figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://example.net/walking"><div class="kg-bookmark-content"><div class="kg-bookmark-title">Why we walk</div><div class="kg-bookmark-description">A study of steps.</div><div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="https://example.net/icon.png" alt=""></div></div><div class="kg-bookmark-thumbnail"><img src="https://example.net/thumb.png" alt=""></div></a></figure>\
            <div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">Which watch?</h4><button class="kg-toggle-card-icon"><svg viewBox="0 0 24 24"><path d="M1 1"></path></svg></button></div><div class="kg-toggle-content"><p>An old one.</p></div></div>\
            <figure class="kg-card kg-gallery-card kg-width-wide"><div class="kg-gallery-container"><div class="kg-gallery-row"><div class="kg-gallery-image"><img src="__GHOST_URL__/content/images/2024/01/a.jpg" width="600" height="400" loading="lazy" alt="Monday"></div><div class="kg-gallery-image"><img src="__GHOST_URL__/content/images/2024/01/b.jpg" width="600" height="400" loading="lazy" alt="Tuesday"></div></div></div></figure>\
            <!--kg-card-begin: html--><table>
            <tr><td>Mon</td><td>898</td></tr>

            <tr><td>Tue</td><td>670</td></tr>
            </table><!--kg-card-end: html-->\
            <p>In Hugo, write {{< youtube abc >}}; in Jekyll, {% include footer.html %}. A * star and _under_ score stay.</p>
            """
        let second = """
            <p>Back to <a href="__GHOST_URL__/blog/counting-steps/#how-i-counted">how I counted</a> and <a href="__GHOST_URL__/blog/counting-steps/">the first week</a>.</p>
            """
        let data: [String: Any] = [
            "posts": [
                post(id: "p1", title: "Counting steps", slug: "counting-steps", html: counting, feature: "__GHOST_URL__/content/images/2024/01/cover.jpg", excerpt: "A week of steps.", featured: true),
                post(id: "p2", title: "A second week", slug: "a-second-week", html: second, published: "2024-01-12T08:00:00.000Z", updated: "2024-02-01T08:00:00.000Z"),
                post(id: "p3", title: "For members", slug: "for-members", html: "<p>Only for those who pay.</p>", visibility: "paid"),
                post(id: "p4", title: "Unfinished", slug: "unfinished", html: "<p>Not yet.</p>", status: "draft", published: "2000-11-30T00:00:00.000Z"),
                post(id: "p5", title: "Weekly letter", slug: "weekly-letter", html: "<p>By e-mail.</p>", status: "sent"),
                post(id: "p6", title: "About", slug: "about", html: "<p>I write about data, as in <a href=\"__GHOST_URL__/letters/a-second-week/\">the letter</a>.</p>", type: "page"),
            ],
            "tags": [
                ["id": "t1", "name": "Health", "slug": "health", "visibility": "public"],
                ["id": "t2", "name": "#hidden", "slug": "hash-hidden", "visibility": "internal"],
                ["id": "t3", "name": "Steps", "slug": "steps", "visibility": "public"],
            ],
            "posts_tags": [
                ["id": "pt1", "post_id": "p1", "tag_id": "t3", "sort_order": 1], ["id": "pt2", "post_id": "p1", "tag_id": "t1", "sort_order": 0],
                ["id": "pt3", "post_id": "p1", "tag_id": "t2", "sort_order": 2],
            ],
            "users": [
                ["id": "u1", "name": "Jane Doe", "slug": "jane", "email": "jane@example.org", "password": "$2a$10$secret"],
                ["id": "u2", "name": "Sam Roe", "slug": "sam", "email": "sam@example.org", "password": "$2a$10$secret"],
            ],
            "posts_authors": [
                ["id": "pa1", "post_id": "p1", "author_id": "u1", "sort_order": 0], ["id": "pa2", "post_id": "p2", "author_id": "u2", "sort_order": 0],
                ["id": "pa3", "post_id": "p2", "author_id": "u1", "sort_order": 1],
            ],
            "posts_meta": [["id": "m1", "post_id": "p1", "feature_image_alt": "My shoes", "feature_image_caption": "Worn out"]],
            "settings": [
                ["key": "title", "value": "Data Notes"], ["key": "description", "value": "Charts & numbers"], ["key": "locale", "value": "en"],
                ["key": "timezone", "value": "Europe/Berlin"],
                ["key": "navigation", "value": json([["label": "Home", "url": "__GHOST_URL__/"], ["label": "About", "url": "__GHOST_URL__/about/"]])],
            ],
        ]
        return json(["db": [["meta": ["exported_on": 1_709_251_200_000, "version": "5.80.0"], "data": data]]])
    }()

    /// A blog on Ghost 1: posts written in one Markdown card each, at `/:year/:month/:slug/`.
    static let ghost1: String = {
        func markdownCard(_ text: String) -> String {
            json(["version": "0.3.1", "markups": [], "atoms": [], "cards": [["card-markdown", ["cardName": "card-markdown", "markdown": text]]], "sections": [[10, 0]]])
        }
        let text = """
            Hello from __GHOST_URL__ land: ![Me](__GHOST_URL__/content/images/2017/03/me.png)

            [caption id="attachment_21" align="aligncenter" width="460" caption="Me, I'm here"]<img src="/wp/me.png" alt="me" />[/caption]

            ## A list

            * one
            * two

            Jekyll users write {% include note.html %} here, and `{% raw %}` there.

            ```liquid
            {% include note.html %}
            ```
            """
        let data: [String: Any] = [
            "posts": [
                post(id: "1", title: "Hello", slug: "hello", html: "<div class=\"kg-card-markdown\"><p>ignored</p></div>", mobiledoc: markdownCard(text), published: "2017-03-04T23:30:00.000Z")
            ],
            "users": [["id": "1", "name": "Jo", "slug": "jo"]],
            "posts_authors": [["id": "a", "post_id": "1", "author_id": "1", "sort_order": 0]],
            "settings": [["key": "title", "value": "Old Ghost"], ["key": "permalinks", "value": "/:year/:month/:slug/"], ["key": "active_timezone", "value": "America/New_York"]],
        ]
        return json(["db": [["meta": ["exported_on": 1_500_000_000_000, "version": "1.25.5"], "data": data]]])
    }()

    @Test func aGhostExportMovesIn() throws {
        let folders = Folders([
            "data-notes.ghost.2024-03-01-10-00-00.json": Self.ghost5,
            "content/images/2024/01/steps.png": "PNG",
            "content/images/2024/01/cover.jpg": "JPG",
            "unrelated/notes.txt": "a file of the Downloads folder",
        ])
        let report = try initSite(at: folders.new, from: folders.old.appending(path: "data-notes.ghost.2024-03-01-10-00-00.json"))
        #expect(report.generator == "Ghost")
        let config = try #require(folders.read("new/site.yml"))
        for setting in ["title: \"Data Notes\"", "description: \"Charts & numbers\"", "timezone: \"Europe/Berlin\"", "\"posts\": \"/blog/:slug/\"", "\"tags\": \"/tag/:slug/\"", "{name: \"About\", url: \"/about/\"}", "rss/index.xml"] {
            #expect(config.contains(setting), "\(setting) in \(config)")
        }
        #expect(!config.contains("author:"), "two authors: each post names its own")
        #expect(report.leftOut.contains { $0.contains("1 post for members only, kept as a draft") }, "\(report.leftOut)")
        #expect(report.leftOut.contains { $0.contains("1 newsletter sent by e-mail only") }, "\(report.leftOut)")
        #expect(!report.leftOut.contains { $0.contains("content/images/ on its server") }, "the images came along")
        let post = try #require(folders.read("new/content/posts/2024-01-05-counting-steps.md"))
        // Times on the writer's clock; tags in their order, the internal one left out.
        #expect(post.contains("date: 2024-01-05T18:30:00+01:00") && post.contains("tags: [\"Health\", \"Steps\"]") && post.contains("author: \"Jane Doe\""), "\(post)")
        #expect(post.contains("summary: \"A week of steps.\"") && post.contains("images: [\"/content/images/2024/01/cover.jpg\"]") && post.contains("featured: true"))
        #expect(post.contains("```python\nif steps < 1000:\n    print(\"rest day\")\n\nprint(\"done\")\n```"), "\(post)")
        #expect(!post.contains("__GHOST_URL__") && !post.contains("kg-card-begin") && !post.contains("jane@example.org") && !post.contains("secret"))
        let second = try #require(folders.read("new/content/posts/2024-01-12-a-second-week.md"))
        #expect(second.contains("authors: [\"Sam Roe\", \"Jane Doe\"]") && second.contains("lastmod: 2024-02-01T09:00:00+01:00"), "\(second)")
        // Linked at another address too (a second collection of routes.yaml's): that address leads to it.
        #expect(second.contains("aliases: [\"/letters/a-second-week/\"]") && !post.contains("aliases:"), "\(second)")
        // Never published: dated when begun (not by the placeholder a migration left), and a draft.
        let draft = try #require(folders.read("new/content/posts/2024-01-04-unfinished.md"))
        #expect(draft.contains("draft: true") && draft.contains("date: 2024-01-04"), "\(draft)")
        #expect(folders.read("new/content/posts/2024-01-05-for-members.md")?.contains("draft: true") == true)
        #expect(folders.exists("new/static/content/images/2024/01/steps.png") && !folders.exists("new/static/unrelated/notes.txt"))

        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let page = try #require(folders.read("new/public/blog/counting-steps/index.html"))
        // The feature picture first, with its words; headings the site's own; links between posts kept.
        #expect(page.contains("<img src=\"/content/images/2024/01/cover.jpg\" alt=\"My shoes\"><figcaption>Worn out</figcaption>"), "\(page)")
        #expect(page.contains("<h2 id=\"how-i-counted\"") && page.contains("How I <em>counted</em>"), "\(page)")
        #expect(page.contains("<a href=\"/blog/a-second-week/\">the second week</a>"))
        // Ghost's resized copies are no static host's: the picture itself at every width.
        #expect(page.contains("src=\"/content/images/2024/01/steps.png\"") && !page.contains("srcset") && !page.contains("/size/w600/"), "\(page)")
        #expect(page.contains("class=\"language-python") || page.contains("data-lang=\"python\""), "the code is highlighted")
        #expect(page.contains("The rule I kept") && page.contains("youtube") && page.contains("dQw4w9WgXcQ"))
        // Cards Ghost's script and stylesheet drew, plain: a quotation, a link, a disclosure, the theme's gallery.
        #expect(page.contains("<blockquote><p>💡 Walk <b>after</b> lunch.</p></blockquote>"), "\(page)")
        #expect(page.contains("<a href=\"https://example.net/walking\"><strong>Why we walk</strong></a><br>A study of steps.") && !page.contains("thumb.png"), "\(page)")
        #expect(page.contains("<details><summary>Which watch?</summary><p>An old one.</p></details>"), "\(page)")
        #expect(page.contains("<figure class=\"gallery\"><div class=\"gallery-items\"><img src=\"/content/images/2024/01/a.jpg\""), "\(page)")
        // An HTML card's blank line ends no block: the table stays whole.
        #expect(page.contains("<td>670</td>") && !page.contains("<p><tr"), "\(page)")
        // Template syntax a post writes is text; Markdown's characters in the HTML are the writer's letters.
        #expect(page.contains("In Hugo, write {{< youtube abc >}}; in Jekyll, {% include footer.html %}. A * star and _under_ score stay."), "\(page)")
        #expect(folders.read("new/public/blog/a-second-week/index.html")?.contains("<a href=\"/blog/counting-steps/#how-i-counted\">") == true)
        #expect(folders.read("new/public/about/index.html")?.contains("I write about data") == true)
        #expect(folders.exists("new/public/letters/a-second-week/index.html"), "the old address's redirect page")
        #expect(folders.exists("new/public/rss/index.xml"), "the feed where Ghost's readers subscribed")
        #expect(folders.exists("new/public/tag/health/index.html"), "a tag's page where Ghost had it")
        let home = try #require(folders.read("new/public/index.html"))
        #expect(!home.contains("Not yet.") && !home.contains("For members") && !home.contains("Weekly letter"), "drafts stay drafts")
    }

    @Test func aGhost1ExportKeepsTheMarkdownItWasWrittenIn() throws {
        let folders = Folders(["old-ghost.json": Self.ghost1])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Ghost")
        #expect(report.leftOut.contains { $0.contains("content/images/ on its server") }, "\(report.leftOut)")
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("\"posts\": \"/:year/:month/:slug/\"") && config.contains("author: \"Jo\""), "\(config)")
        let post = try #require(folders.read("new/content/posts/2017-03-04-hello.md"))
        #expect(post.contains("date: 2017-03-04T18:30:00-05:00"), "\(post)")
        #expect(post.contains("## A list\n\n* one") && !post.contains("ignored") && post.contains("![Me](/content/images/2017/03/me.png)"), "\(post)")
        // Template syntax in the prose is kept as text; in code it is shown as written already.
        #expect(post.contains("{% raw %}{% include note.html %}{% endraw %} here, and `{% raw %}` there."), "\(post)")
        #expect(post.contains("```liquid\n{% include note.html %}\n```"), "\(post)")
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let page = try #require(folders.read("new/public/2017/03/hello/index.html"))
        #expect(page.contains("write {% include note.html %} here") && page.contains("<h2 id=\"a-list\""), "\(page)")
        // WordPress's `[caption]` a post kept when it moved to Ghost: a figure, its words from the attribute.
        #expect(page.contains("<figure><img src=\"/wp/me.png\" alt=\"me\" /><figcaption>Me, I") && page.contains("m here</figcaption></figure>"), "\(page)")
    }

    @Test func aBrokenExportIsSaidAndTopLevelElementsAreFound() throws {
        let broken = Folders(["blog.ghost.json": String(Self.ghost5.prefix(3000))])
        #expect {
            try initSite(at: broken.new, from: broken.old.appending(path: "blog.ghost.json"))
        } throws: { error in
            (error as? Diagnostic)?.message.contains("is a Ghost export that cannot be read") == true
        }
        // A slug that names another folder writes no file outside the site's content.
        let hostile = Folders([
            "blog.ghost.json": Self.json(["db": [["meta": ["exported_on": 1], "data": ["posts": [
                Self.post(id: "1", title: "Escape", slug: "../../../escaped", html: "<p>x</p>", feature: "java\tscript:alert(document.cookie)")
            ]]]]])
        ])
        _ = try initSite(at: hostile.new, from: hostile.old.appending(path: "blog.ghost.json"))
        #expect(hostile.exists("new/content/posts/2024-01-05-escaped.md") && !hostile.exists("escaped.md") && !hostile.exists("new/escaped.md"))
        // A feature picture at an address no browser fetches from the web is left out, not made an <img> and an Open Graph image.
        let escaped = hostile.read("new/content/posts/2024-01-05-escaped.md") ?? ""
        #expect(!escaped.contains("script:") && !escaped.contains("images:") && !escaped.contains("<img"), "\(escaped)")
        for kept in ["https://example.org/a.png", "HTTP://example.org/a.png", "//cdn.example.org/a.png", "/content/images/a.png", "images/a:b.png", "a.png?at=12:30"] {
            #expect(ImportedHTML.webAddress(kept) == kept)
        }
        for refused in ["javascript:alert(1)", " JavaScript:alert(1)", "data:image/svg+xml,<svg/>", "vbscript:x", "java\nscript:x", "file:///etc/passwd"] {
            #expect(ImportedHTML.webAddress(refused) == "", "\(refused)")
        }
        let other = Folders(["package.json": #"{"name": "x", "version": "1.0.0"}"#])
        #expect(throws: Diagnostic.self) { try initSite(at: other.new, from: other.old.appending(path: "package.json")) }
        #expect(
            HTMLElements.topLevel(of: "<p>a <em>b</em></p><!-- c --><pre>x\n\n<p>y</p></pre><hr><img src=\"i.png\"> text <h2>d</h2>")
                == ["<p>a <em>b</em></p>", "<!-- c -->", "<pre>x\n\n<p>y</p></pre>", "<hr>", "<img src=\"i.png\"> text", "<h2>d</h2>"])
        #expect(HTMLElements.topLevel(of: "1 < 2 and <p>unclosed <div>x") == ["1 < 2 and", "<p>unclosed <div>x"])
        // Headings in step from the second level, none deeper than one below the one before.
        let levelled = ImportedHTML.markdown(of: "<h1>A</h1><p>x</p><h4>B</h4><h2>C</h2><h5>D</h5>", converting: { _ in nil })
        #expect(levelled == "## A\n\n<p>x</p>\n\n### B\n\n### C\n\n#### D\n", "\(levelled)")
    }
}
