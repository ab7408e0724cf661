import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site init DIR --from export.xml` with a WordPress export (WXR 1.2), written here in the shape
/// Tools → Export writes it: classic-editor and block-editor posts, WordPress.com's `[code]` and
/// `[caption]` shortcodes, an embed, a draft, a page, comments, and the uploads folder beside it.
@Suite struct WordPressImportTests {
    typealias Folders = ImportTests.Folders

    static func item(
        title: String, link: String, date: String, gmt: String, slug: String, status: String = "publish", type: String = "post",
        content: String, creator: String = "jane", terms: String = "", comments: String = "", id: Int = 1, parent: Int = 0, attachment: String = "",
        sticky: Bool = false
    ) -> String {
        """
            <item>
                <title><![CDATA[\(title)]]></title>
                <link>\(link)</link>
                <pubDate>Mon, 01 Jan 2024 10:00:00 +0000</pubDate>
                <dc:creator><![CDATA[\(creator)]]></dc:creator>
                <guid isPermaLink="false">https://data.example.org/?p=1</guid>
                <description></description>
                <content:encoded><![CDATA[\(content)]]></content:encoded>
                <excerpt:encoded><![CDATA[]]></excerpt:encoded>
                <wp:post_id>\(id)</wp:post_id>
                <wp:post_date><![CDATA[\(date)]]></wp:post_date>
                <wp:post_date_gmt><![CDATA[\(gmt)]]></wp:post_date_gmt>
                <wp:post_modified_gmt><![CDATA[\(gmt)]]></wp:post_modified_gmt>
                <wp:comment_status><![CDATA[open]]></wp:comment_status>
                <wp:post_name><![CDATA[\(slug)]]></wp:post_name>
                <wp:status><![CDATA[\(status)]]></wp:status>
                <wp:post_parent>\(parent)</wp:post_parent>
                <wp:post_type><![CDATA[\(type)]]></wp:post_type>
                <wp:is_sticky>\(sticky ? 1 : 0)</wp:is_sticky>
                \(attachment.isEmpty ? "" : "<wp:attachment_url><![CDATA[\(attachment)]]></wp:attachment_url>")
                \(terms)
                \(comments)
            </item>
        """
    }

    static let export = """
        <?xml version="1.0" encoding="UTF-8" ?>
        <rss version="2.0"
            xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
            xmlns:content="http://purl.org/rss/1.0/modules/content/"
            xmlns:wfw="http://wellformedweb.org/CommentAPI/"
            xmlns:dc="http://purl.org/dc/elements/1.1/"
            xmlns:wp="http://wordpress.org/export/1.2/"
        >
        <channel>
            <title>Data Notes</title>
            <link>https://data.example.org</link>
            <description>Charts &amp; numbers</description>
            <language>en-US</language>
            <wp:wxr_version>1.2</wp:wxr_version>
            <wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[jane]]></wp:author_login><wp:author_display_name><![CDATA[Jane Doe]]></wp:author_display_name></wp:author>
        \(item(
            title: "Counting steps", link: "https://data.example.org/2024/01/05/counting-steps/", date: "2024-01-05 18:30:00", gmt: "2024-01-05 17:30:00",
            slug: "counting-steps",
            content: """
                I counted my steps for a week.
                Every day.

                <h2>How I *counted*</h2>

                [caption id="attachment_7" align="aligncenter" width="300"]<img src="https://data.example.org/wp-content/uploads/2024/01/steps.png" alt="A bar chart" width="300" height="200" /> Steps per day[/caption]

                [code language="python"]
                if steps < 1000:
                    print("rest day")
                [/code]

                https://www.youtube.com/watch?v=dQw4w9WgXcQ

                <table>
                <tr><td>Mon</td><td>898</td></tr>

                <tr><td>Tue</td><td>670</td></tr>
                </table>

                [gallery]

                [contact-form-7 id="3" title="Contact"]
                """,
            terms: """
                <category domain="category" nicename="health"><![CDATA[Health]]></category>
                <category domain="category" nicename="uncategorized"><![CDATA[Uncategorized]]></category>
                <category domain="post_tag" nicename="steps"><![CDATA[steps]]></category>
                """,
            comments: "<wp:comment><wp:comment_id>3</wp:comment_id><wp:comment_content><![CDATA[Nice!]]></wp:comment_content><wp:comment_approved><![CDATA[1]]></wp:comment_approved></wp:comment>",
            id: 5, sticky: true))
        \(item(
            title: "Blocks &amp; charts", link: "https://data.example.org/2024/02/10/blocks/", date: "2024-02-10 09:00:00", gmt: "2024-02-10 08:00:00",
            slug: "blocks",
            content: """
                <!-- wp:paragraph -->
                <p>Written in the <strong>block editor</strong>.</p>
                <!-- /wp:paragraph -->

                <!-- wp:paragraph -->
                <p>Euler: $latex e^{i\\pi}+1=0&amp;s=2$ and [latex]a &lt; b[/latex].</p>
                <!-- /wp:paragraph -->

                <!-- wp:paragraph -->
                <p>In Hugo, write {{< youtube abc >}}; in Jekyll, {% include footer.html %}.</p>
                <!-- /wp:paragraph -->

                <!-- wp:paragraph -->
                <p>See <a href="https://data.example.org/2024/01/05/counting-steps/#how-i-counted">how I counted</a>, <a href="http://data.example.org/?p=5">the same</a>, <a href="https://data.example.org/?s=steps">a search</a> and <a href="https://other.example/x/">elsewhere</a>; <a href="https://data.example.org/steps/">the picture</a>.</p>
                <!-- /wp:paragraph -->

                <!-- wp:heading -->
                <h2 class="wp-block-heading" id="the-list">A list</h2>
                <!-- /wp:heading -->

                <!-- wp:list -->
                <ul><li>one</li><li>two</li></ul>
                <!-- /wp:list -->
                """))
        \(item(
            title: "Unfinished", link: "https://data.example.org/?p=12", date: "2024-03-01 09:00:00", gmt: "0000-00-00 00:00:00",
            slug: "", status: "draft", content: "Not yet."))
        \(item(
            title: "About", link: "https://data.example.org/about/", date: "2023-12-01 09:00:00", gmt: "2023-12-01 08:00:00",
            slug: "about", type: "page", content: "I write about data."))
        \(item(
            title: "steps.png", link: "https://data.example.org/steps/", date: "2024-01-05 18:00:00", gmt: "2024-01-05 17:00:00",
            slug: "steps", status: "inherit", type: "attachment", content: "", id: 7, parent: 5, attachment: "https://data.example.org/wp-content/uploads/2024/01/steps.png"))
        \(item(
            title: "Dashboard", link: "https://data.example.org/project/dashboard/", date: "2024-02-01 09:00:00", gmt: "2024-02-01 08:00:00",
            slug: "dashboard", type: "project", content: "A portfolio item."))
        </channel>
        </rss>
        """

    @Test func aWordPressExportMovesIn() throws {
        let folders = Folders([
            "datanotes.WordPress.2024-03-01.xml": Self.export,
            "wp-content/uploads/2024/01/steps.png": "PNG",
            "unrelated/notes.txt": "a file of the Downloads folder",
        ])
        let report = try initSite(at: folders.new, from: folders.old.appending(path: "datanotes.WordPress.2024-03-01.xml"))
        #expect(report.generator == "WordPress")
        let config = try #require(folders.read("new/site.yml"))
        for setting in ["title: \"Data Notes\"", "description: \"Charts & numbers\"", "base_url: \"https://data.example.org/\"", "author: \"Jane Doe\"", "/:year/:month/:day/:slug/"] {
            #expect(config.contains(setting), "\(setting) in \(config)")
        }
        #expect(report.leftOut.contains { $0.contains("1 comments") || $0.contains("1 comment") }, "\(report.leftOut)")
        #expect(report.leftOut.contains { $0.contains("1 published item of the type 'project'") }, "\(report.leftOut)")
        #expect(report.leftOut.contains { $0.contains("[contact-form-7]") } && !report.leftOut.contains { $0.contains("[gallery]") }, "\(report.leftOut)")
        let post = try #require(folders.read("new/content/posts/2024-01-05-counting-steps.md"))
        #expect(post.contains("date: 2024-01-05T18:30:00+01:00") && post.contains("categories: [\"Health\"]") && post.contains("tags: [\"steps\"]"), "\(post)")
        #expect(post.contains("```python\nif steps < 1000:"), "\(post)")
        // WordPress's sticky post heads the home page here too.
        #expect(post.contains("pin: true") && folders.read("new/content/posts/2024-03-01-unfinished.md")?.contains("pin:") == false, "\(post)")
        #expect(folders.exists("new/static/wp-content/uploads/2024/01/steps.png") && !folders.exists("new/static/unrelated/notes.txt"))
        // A draft without a slug is named by its title, and stays a draft.
        #expect(folders.read("new/content/posts/2024-03-01-unfinished.md")?.contains("draft: true") == true)
        #expect(!folders.exists("new/content/posts/2024-01-05-steps.md"), "attachments are no posts")

        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        // At WordPress's addresses, paragraphs made as WordPress makes them, the shortcodes as this site's.
        let steps = try #require(folders.read("new/public/2024/01/05/counting-steps/index.html"))
        #expect(steps.contains("<p>I counted my steps for a week.<br>\nEvery day.</p>"), "\(steps)")
        #expect(steps.contains("<figure><img src=\"/wp-content/uploads/2024/01/steps.png\"") && steps.contains("<figcaption>Steps per day</figcaption>"))
        #expect(steps.contains("class=\"language-python") || steps.contains("data-lang=\"python\""), "the code is highlighted")
        #expect(steps.contains("youtube") && steps.contains("dQw4w9WgXcQ"))
        // `[gallery]`: the pictures attached to the post, as the theme's gallery.
        #expect(steps.contains("<figure class=\"gallery\">") && steps.contains("<img src=\"/wp-content/uploads/2024/01/steps.png\" alt=\"steps.png\""), "\(steps)")
        // A table's blank line is no paragraph break, and its cells get neither paragraphs nor line breaks.
        #expect(steps.contains("<td>670</td>") && !steps.contains("<p><tr") && !steps.contains("<p><td") && !steps.contains("<td>Tue</td><br>"), "\(steps)")
        let blocks = try #require(folders.read("new/public/2024/02/10/blocks/index.html"))
        #expect(blocks.contains("<p>Written in the <strong>block editor</strong>.</p>") && !blocks.contains("wp:paragraph") && blocks.contains("Blocks &amp; charts"))
        // Headings are the site's own: ids (the block editor's kept), anchors.
        #expect(steps.contains("<h2 id=\"how-i-counted\"") && steps.contains("How I *counted*"), "\(steps)")
        #expect(blocks.contains("<h2 id=\"the-list\"") && !blocks.contains("wp-block-heading"), "\(blocks)")
        // Links to the old site's own posts lead to the new site's (by path, or by `?p=` id); others stay.
        #expect(blocks.contains("<a href=\"/2024/01/05/counting-steps/#how-i-counted\">how I counted</a>, <a href=\"/2024/01/05/counting-steps/\">the same</a>"), "\(blocks)")
        #expect(blocks.contains("<a href=\"https://data.example.org/?s=steps\">") && blocks.contains("<a href=\"https://other.example/x/\">"))
        // An attachment's page is its file, here from the uploads beside the export.
        #expect(blocks.contains("<a href=\"/wp-content/uploads/2024/01/steps.png\">the picture</a>"), "\(blocks)")
        // A post about Hugo or Jekyll shows their template syntax as written: WordPress never read it.
        #expect(blocks.contains("In Hugo, write {{< youtube abc >}}; in Jekyll, {% include footer.html %}."), "\(blocks)")
        // WordPress.com's `$latex …$` and `[latex]`: formulas typeset at build time, as MathML.
        #expect(blocks.contains("<math") && blocks.contains("<mo>&lt;</mo>") && !blocks.contains("$latex") && !blocks.contains("s=2"), "\(blocks)")
        #expect(folders.read("new/public/about/index.html")?.contains("I write about data.") == true)
        #expect(!(folders.read("new/public/index.html") ?? "").contains("Not yet."), "a draft stays a draft")
    }

    /// A site with plain permalinks (`/?p=12`) and posts whose addresses follow no one pattern: each
    /// post keeps its own; an export that is not well-formed is an error that says so.
    @Test func postsWithoutAPatternKeepTheirOwnAddressesAndABrokenExportIsSaid() throws {
        let mixed = Self.export.replacingOccurrences(of: "https://data.example.org/2024/02/10/blocks/", with: "https://data.example.org/notes/blocks/")
        let folders = Folders(["export.xml": mixed])
        _ = try initSite(at: folders.new, from: folders.old)
        #expect(folders.read("new/site.yml")?.contains(":year/:month") == false)
        #expect(folders.read("new/content/posts/2024-02-10-blocks.md")?.contains("url: \"/notes/blocks/\"") == true)
        let broken = Folders(["export.xml": String(Self.export.prefix(2000))])
        #expect {
            try initSite(at: broken.new, from: broken.old.appending(path: "export.xml"))
        } throws: { error in
            (error as? Diagnostic)?.message.contains("is a WordPress export that cannot be read") == true
        }
    }

    @Test func wordPressTimesKeepTheAuthorsClock() {
        #expect(WordPressSite.writtenDate(local: "2024-01-05 18:30:00", utc: "2024-01-05 17:30:00") == "2024-01-05T18:30:00+01:00")
        #expect(WordPressSite.writtenDate(local: "2024-07-01 01:00:00", utc: "2024-07-01 05:00:00") == "2024-07-01T01:00:00-04:00")
        #expect(WordPressSite.writtenDate(local: "2024-03-01 09:00:00", utc: "0000-00-00 00:00:00") == "2024-03-01T09:00:00")
        #expect(WordPressSite.addressPath("https://data.example.org/?p=12", siteAddress: "https://data.example.org") == nil)
    }
}
