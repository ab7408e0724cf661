import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site init DIR --from substack-export/` with a Substack export written here in its shape:
/// `posts.csv` and one file of HTML per post in `posts/`, the HTML as Substack's editor writes it
/// (pictures in sized boxes with an expand button, tweets and videos drawn from `data-attrs`,
/// subscribe widgets and buttons, footnotes, a formula, a pull quote).
@Suite struct SubstackImportTests {
    typealias Folders = ImportTests.Folders

    static let csv = """
        post_id,post_date,is_published,email_sent_at,inbox_sent_at,type,audience,title,subtitle,podcast_url
        140001.counting-steps,2024-01-05T17:30:00.000Z,true,2024-01-05T17:31:00.000Z,,newsletter,everyone,"Counting steps, and stairs",A week of walking,
        140002.for-subscribers,2024-01-12T08:00:00.000Z,true,,,newsletter,only_paid,For subscribers,,
        140003.unfinished,,false,,,newsletter,everyone,Unfinished,,
        140004.episode-1,2024-02-01T09:00:00.000Z,true,,,podcast,everyone,Episode 1,,https://example.net/ep1.mp3
        140005.open-thread,2024-02-02T09:00:00.000Z,true,,,thread,everyone,Open thread,,
        140006.about,2024-01-01T00:00:00.000Z,true,,,page,everyone,About,,

        """

    static let post = """
        <p>I counted <strong>every</strong> step.<a class="footnote-anchor" data-component-name="FootnoteAnchorToDOM" id="footnote-anchor-1" href="#footnote-1" target="_self">1</a></p>\
        <div class="captioned-image-container"><figure><a class="image-link image2 is-viewable-img" target="_blank" href="https://substackcdn.com/image/fetch/f_auto/https%3A%2F%2Fsubstack-post-media.s3.amazonaws.com%2Fpublic%2Fimages%2Fsteps_1200x800.png" data-component-name="Image2ToDOM"><div class="image2-inset"><picture><source type="image/webp" srcset="https://substackcdn.com/image/fetch/w_424,f_webp/steps.png 424w" sizes="100vw"><img src="https://substack-post-media.s3.amazonaws.com/public/images/steps_1200x800.png" width="1200" height="800" data-attrs="{&quot;src&quot;:&quot;x&quot;}" class="sizing-normal" alt="Steps per day" srcset="https://substackcdn.com/image/fetch/w_424/steps.png 424w" sizes="100vw" fetchpriority="high"></picture><div class="image-link-expand"><svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" class="lucide lucide-maximize2"><polyline points="15 3 21 3 21 9"></polyline></svg></div></div></a><figcaption class="image-caption">Steps per day</figcaption></figure></div>\
        <h2 class="header-anchor-post">How I counted<div class="pencraft pc-display-flex header-anchor-parent"><div id="§how-i-counted" class="pencraft header-anchor offset-top"></div><button aria-label="Link" class="pencraft pc-reset header-anchor"></button></div></h2>\
        <h4>With a watch</h4>\
        <div class="twitter-embed" data-attrs="{&quot;url&quot;:&quot;https://x.com/jane/status/123&quot;,&quot;full_text&quot;:&quot;<span class=\\&quot;tweet-fake-link\\&quot;>@sam</span> walk more\\n\\nevery day&quot;,&quot;username&quot;:&quot;jane&quot;,&quot;name&quot;:&quot;Jane Doe&quot;,&quot;date&quot;:&quot;2025-03-05T13:32:30.000Z&quot;}" data-component-name="Twitter2ToDOM"></div>\
        <div id="youtube2-dQw4w9WgXcQ" class="youtube-wrap" data-attrs="{&quot;videoId&quot;:&quot;dQw4w9WgXcQ&quot;,&quot;startTime&quot;:null}" data-component-name="Youtube2ToDOM"><div class="youtube-inner"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0" frameborder="0"></iframe></div></div>\
        <div class="pullquote"><p>Walk after lunch.</p></div>\
        <div class="latex-rendered" data-attrs="{&quot;persistentExpression&quot;:&quot;\\\\bar{x} = \\\\frac{1}{n}\\\\sum x_i&quot;,&quot;id&quot;:&quot;ABC&quot;}" data-component-name="LatexBlockToDOM"></div>\
        <p class="button-wrapper" data-attrs="{&quot;url&quot;:&quot;https://jane.substack.com/subscribe?&quot;,&quot;text&quot;:&quot;Subscribe now&quot;}" data-component-name="ButtonCreateButton"><a class="button primary" href="https://jane.substack.com/subscribe?"><span>Subscribe now</span></a></p>\
        <div class="subscription-widget-wrap" data-attrs="{&quot;url&quot;:&quot;https://jane.substack.com/subscribe?&quot;}" data-component-name="SubscribeWidgetToDOM"><div class="subscription-widget show-subscribe"><form class="subscription-widget-subscribe"><input type="email" class="email-input" name="email"><input type="submit" class="button primary" value="Subscribe"></form></div></div>\
        <p>See <a href="https://example.net/x"> </a>the end. More in <a href="https://jane.substack.com/p/episode-1?utm_source=x">the first episode</a>, not <a href="https://sam.substack.com/p/episode-1">Sam's</a>.</p>\
        <div class="image-gallery-embed" data-attrs="{&quot;gallery&quot;:{&quot;images&quot;:[{&quot;type&quot;:&quot;image/png&quot;,&quot;src&quot;:&quot;https://substack-post-media.s3.amazonaws.com/public/images/mon_600x400.png&quot;},{&quot;type&quot;:&quot;image/png&quot;,&quot;src&quot;:&quot;https://substack-post-media.s3.amazonaws.com/public/images/tue_600x400.png&quot;}],&quot;caption&quot;:&quot;Two mornings&quot;,&quot;alt&quot;:&quot;&quot;}}" data-component-name="ImageGallery"></div>\
        <div class="digest-post-embed" data-attrs="{&quot;nodeId&quot;:&quot;x&quot;,&quot;caption&quot;:&quot;Why walking helps&quot;,&quot;title&quot;:&quot;Walking&quot;,&quot;canonical_url&quot;:&quot;https://sam.substack.com/p/walking&quot;}" data-component-name="DigestPostEmbed"></div>\
        <div class="digest-post-embed" data-attrs="{&quot;title&quot;:&quot;Episode 1&quot;,&quot;canonical_url&quot;:&quot;https://jane.substack.com/p/episode-1&quot;}" data-component-name="DigestPostEmbed"></div>\
        <div class="digest-post-embed" data-attrs="{&quot;title&quot;:&quot;Hostile&quot;,&quot;canonical_url&quot;:&quot;javascript:alert(1)&quot;}" data-component-name="DigestPostEmbed"></div>\
        <p class="button-wrapper" data-attrs="{&quot;url&quot;:&quot;JavaScript:alert(2)&quot;,&quot;text&quot;:&quot;Click&quot;}" data-component-name="ButtonCreateButton"><a class="button primary" href="JavaScript:alert(2)"><span>Click</span></a></p>\
        <div class="footnote" data-component-name="FootnoteToDOM"><a id="footnote-1" href="#footnote-anchor-1" class="footnote-number" contenteditable="false" target="_self">1</a><div class="footnote-content"><p>Every one I remembered.</p></div></div>
        """

    @Test func aSubstackExportMovesIn() throws {
        let folders = Folders([
            "posts.csv": Self.csv,
            "posts/140001.counting-steps.html": Self.post,
            "posts/140002.for-subscribers.html": "<p>Paid words.</p><div class=\"paywall-jump\" data-component-name=\"PaywallToDOM\"></div><p>More paid words.</p>",
            "posts/140003.unfinished.html": "<p>Not yet.</p>",
            "posts/140004.episode-1.html": "<p>Show notes.</p>",
            "posts/140006.about.html": "<p>I write about data. Start with <a href=\"https://jane.substack.com/p/counting-steps\">counting</a>.</p>",
            "email_list.jane.csv": "email,active_subscription\nreader@example.org,true\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Substack")
        #expect(folders.read("new/site.yml")?.contains("permalinks: \"/p/:slug/\"") == true)
        #expect(report.leftOut.contains { $0.contains("1 post for paying subscribers, kept as a draft") }, "\(report.leftOut)")
        #expect(report.leftOut.contains { $0.contains("1 discussion thread") }, "\(report.leftOut)")
        #expect(report.leftOut.contains { $0.contains("set title, description and base_url in site.yml") }, "\(report.leftOut)")
        let post = try #require(folders.read("new/content/posts/2024-01-05-counting-steps.md"))
        #expect(post.contains("title: \"Counting steps, and stairs\"") && post.contains("date: 2024-01-05T17:30:00Z") && post.contains("summary: \"A week of walking\""), "\(post)")
        #expect(!post.contains("subscription-widget") && !post.contains("Subscribe now") && !post.contains("<form") && !post.contains("lucide"), "\(post)")
        #expect(post.contains("$$\n\\bar{x} = \\frac{1}{n}\\sum x_i\n$$"), "\(post)")
        #expect(folders.read("new/content/posts/2024-01-12-for-subscribers.md")?.contains("draft: true") == true)
        #expect(folders.read("new/content/posts/unfinished.md")?.contains("draft: true") == true)
        #expect(!folders.exists("new/content/posts/2024-02-02-open-thread.md"))
        let files = FileManager.default.enumerator(atPath: folders.new.path)?.allObjects.compactMap { $0 as? String } ?? []
        #expect(files.count > 5 && !files.contains { folders.read("new/" + $0)?.contains("reader@example.org") == true }, "the subscribers' list is never read")

        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let page = try #require(folders.read("new/public/p/counting-steps/index.html"))
        // The picture itself, its caption; no copies, boxes or expand button.
        #expect(page.contains("<figure><img loading=\"lazy\" src=\"https://substack-post-media.s3.amazonaws.com/public/images/steps_1200x800.png\" width=\"1200\" height=\"800\" alt=\"Steps per day\"><figcaption>Steps per day</figcaption></figure>"), "\(page)")
        #expect(!page.contains("srcset") && !page.contains("image-link-expand"))
        // Headings Markdown's, without Substack's anchor button, the small one a level below.
        #expect(page.contains("<h2 id=\"how-i-counted\"") && page.contains("<h3 id=\"with-a-watch\"") && !page.contains("header-anchor"), "\(page)")
        #expect(page.contains("<blockquote class=\"tweet\"><p>@sam walk more</p><p>every day</p><p>— Jane Doe (@jane), <a href=\"https://x.com/jane/status/123\">5 March 2025</a></p></blockquote>"), "\(page)")
        #expect(page.contains("youtube") && page.contains("dQw4w9WgXcQ") && page.contains("<blockquote><p>Walk after lunch.</p></blockquote>"))
        #expect(page.contains("<math") && !page.contains("latex-rendered"), "the formula is typeset")
        #expect(page.contains("<figure class=\"gallery\"><div class=\"gallery-items\"><img src=\"https://substack-post-media.s3.amazonaws.com/public/images/mon_600x400.png\" alt=\"\" loading=\"lazy\">") && page.contains("<figcaption>Two mornings</figcaption>"), "\(page)")
        #expect(page.contains("<a href=\"https://sam.substack.com/p/walking\"><strong>Walking</strong></a><br>Why walking helps"), "\(page)")
        #expect(page.contains("<a href=\"/p/episode-1/\"><strong>Episode 1</strong></a>"), "a card of the publication's own post leads here: \(page)")
        // An address in Substack's attributes that no browser fetches from the web becomes no live link.
        #expect(!page.contains("href=\"javascript:") && !page.contains("href=\"JavaScript:"), "\(page)")
        #expect(page.contains("<sup><a id=\"footnote-anchor-1\" href=\"#footnote-1\">1</a></sup>") && page.contains("id=\"footnote-1\""), "\(page)")
        #expect(page.contains("<p>See  the end."), "a link around nothing goes: \(page)")
        #expect(page.contains("<a href=\"/p/episode-1/\">the first episode</a>, not <a href=\"https://sam.substack.com/p/episode-1\">Sam"), "own links lead here: \(page)")
        #expect(folders.read("new/public/p/episode-1/index.html")?.contains("<audio controls preload=\"metadata\" src=\"https://example.net/ep1.mp3\"></audio>") == true)
        #expect(folders.read("new/public/about/index.html")?.contains("I write about data. Start with <a href=\"/p/counting-steps/\">counting</a>") == true)
        #expect(!(folders.read("new/public/index.html") ?? "").contains("For subscribers"), "a paid post stays a draft")
    }

    @Test func anotherCSVIsNoSubstackExport() throws {
        let resaved = Folders(["posts.csv": "\u{FEFF}" + Self.csv, "posts/140003.unfinished.html": "<p>Not yet.</p>"])
        #expect(try initSite(at: resaved.new, from: resaved.old).generator == "Substack", "a byte order mark before the titles")
        let folders = Folders(["posts.csv": "id,title\n1,Hello\n", "posts/1.html": "<p>Hi</p>"])
        #expect(throws: Diagnostic.self) { try initSite(at: folders.new, from: folders.old) }
    }
}
