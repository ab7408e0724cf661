import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site init DIR --from` a Blogger export, written here in the two shapes Blogger writes: its own
/// back-up (`blog-05-01-2024.xml`: Atom entries whose kind is a category, drafts marked by
/// `app:draft`, the compose editor's HTML escaped in `content`) and Google Takeout's `feed.atom`
/// (`blogger:type`, `blogger:status`, `blogger:filename`).
@Suite struct BloggerImportTests {
    typealias Folders = ImportTests.Folders

    static let kind = "http://schemas.google.com/g/2005#kind"

    static func entry(
        id: String, kind: String = "post", title: String, content: String, published: String = "2013-05-01T10:00:00.000-07:00",
        updated: String = "2013-05-01T10:00:00.000-07:00", labels: [String] = [], link: String? = nil, draft: Bool = false
    ) -> String {
        var xml = "<entry><id>tag:blogger.com,1999:blog-42.\(kind)-\(id)</id><published>\(published)</published><updated>\(updated)</updated>"
        xml += "<category scheme='\(Self.kind)' term='http://schemas.google.com/blogger/2008/kind#\(kind)'/>"
        for label in labels { xml += "<category scheme='http://www.blogger.com/atom/ns#' term='\(label)'/>" }
        xml += "<title type='text'>\(title)</title><content type='html'>\(content.xmlEscaped)</content>"
        if draft { xml += "<app:control xmlns:app='http://purl.org/atom/app#'><app:draft>yes</app:draft></app:control>" }
        if let link { xml += "<link rel='replies' type='text/html' href='\(link)#comment-form' title='2 Comments'/><link rel='alternate' type='text/html' href='\(link)' title='\(title)'/>" }
        xml += "<author><name>Jane Doe</name><uri>https://www.blogger.com/profile/1</uri><email>noreply@blogger.com</email></author>"
        if kind == "comment" { xml += "<thr:in-reply-to xmlns:thr='http://purl.org/syndication/thread/1.0' href='\(link ?? "")' ref='tag:blogger.com,1999:blog-42.post-1' type='text/html'/>" }
        return xml + "</entry>"
    }

    static let backup: String = {
        let post = """
            <div dir="ltr" style="text-align: left;" trbidi="on">
            <h2 style="text-align: left;">Why I count</h2>
            I counted my steps.<br />
            <br />
            See <a href="http://steps.blogspot.com/2013/06/june.html">June</a>.<a name='more'></a><br />
            <div class="separator" style="clear: both; text-align: center;">
            <a href="https://blogger.googleusercontent.com/img/b/R29v/s1600/steps.png" style="margin-left: 1em; margin-right: 1em;"><img border="0" data-original-height="400" src="https://blogger.googleusercontent.com/img/b/R29v/s320/steps.png" width="320" /></a></div>
            <pre class="brush: python">if steps &lt; 1000:
                print("rest")
            </pre>
            <div class="separator" style="clear: both; text-align: center;">
            <iframe width="320" height="266" class="YOUTUBE-iframe-video" data-thumbnail-src="https://i.ytimg.com/vi/dQw4w9WgXcQ/0.jpg" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=player_embedded" frameborder="0" allowfullscreen></iframe></div>
            </div>
            """
        var xml = "<?xml version='1.0' encoding='UTF-8'?><feed xmlns='http://www.w3.org/2005/Atom' xmlns:openSearch='http://a9.com/-/spec/opensearchrss/1.0/' xmlns:gd='http://schemas.google.com/g/2005'>"
        xml += "<id>tag:blogger.com,1999:blog-42</id><updated>2024-05-01T10:00:00.000-07:00</updated><title type='text'>Counting &amp; Steps</title>"
        xml += "<subtitle type='html'>Notes on walking</subtitle><link rel='alternate' type='text/html' href='http://steps.blogspot.com/'/>"
        xml += "<generator version='7.00' uri='http://www.blogger.com'>Blogger</generator>"
        xml += "<entry><id>tag:blogger.com,1999:blog-42.settings.BLOG_NAME</id><category scheme='\(kind)' term='http://schemas.google.com/blogger/2008/kind#settings'/><title type='text'></title><content type='text'>Counting</content></entry>"
        xml += entry(id: "1", title: "A week of steps", content: post, labels: ["walking", "R &amp; data"], link: "http://steps.blogspot.com/2013/05/a-week-of-steps.html")
        xml += entry(id: "2", title: "June", content: "<p>More steps.</p>", published: "2013-06-02T08:00:00.000-07:00", updated: "2013-07-01T08:00:00.000-07:00", link: "http://steps.blogspot.com/2013/06/june.html")
        xml += entry(id: "3", title: "Unfinished", content: "Not yet.", draft: true)
        xml += entry(id: "4", kind: "page", title: "About", content: "<p>I walk.</p>", link: "http://steps.blogspot.com/p/about.html")
        xml += entry(id: "5", kind: "comment", title: "Nice", content: "Nice post!", link: "http://steps.blogspot.com/2013/05/a-week-of-steps.html")
        return xml + "</feed>"
    }()

    @Test func aBloggerBackupMovesIn() throws {
        let folders = Folders(["blog-05-01-2024.xml": Self.backup])
        let report = try initSite(at: folders.new, from: folders.old.appending(path: "blog-05-01-2024.xml"))
        #expect(report.generator == "Blogger")
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("title: \"Counting & Steps\"") && config.contains("description: \"Notes on walking\"") && config.contains("author: \"Jane Doe\""), "\(config)")
        let post = try #require(folders.read("new/content/posts/2013-05-01-a-week-of-steps.md"))
        #expect(post.hasPrefix("---\ntitle: \"A week of steps\"\ndate: \"2013-05-01T10:00:00.000-07:00\"\nurl: \"/2013/05/a-week-of-steps.html\"\ntags: [\"walking\", \"R & data\"]\n---\n"), "\(post)")
        #expect(post.contains("## Why I count") && post.contains("<!--more-->") && !post.contains("trbidi") && !post.contains("<p><br /></p>"), "\(post)")
        #expect(post.contains("```python\nif steps < 1000:\n    print(\"rest\")\n```"), "\(post)")
        #expect(post.contains("{{< youtube dQw4w9WgXcQ >}}"), "\(post)")
        let june = try #require(folders.read("new/content/posts/2013-06-02-june.md"))
        #expect(june.contains("lastmod: \"2013-07-01T08:00:00.000-07:00\""))
        let draft = try #require(folders.read("new/content/posts/2013-05-01-unfinished.md"))
        #expect(draft.contains("draft: true") && !draft.contains("url:"))
        #expect(folders.read("new/content/about.md")?.contains("url: \"/p/about.html\"") == true)
        #expect(report.leftOut.contains { $0.contains("1 comment") } && report.leftOut.contains { $0.contains("pictures") }, "\(report.leftOut)")

        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let page = try #require(folders.read("new/public/2013/05/a-week-of-steps.html"))
        #expect(page.contains("<h2 id=\"why-i-count\">") && page.contains("<a href=\"/2013/06/june.html\">June</a>"), "\(page)")
        #expect(folders.exists("new/public/2013/06/june.html") && folders.exists("new/public/p/about.html"))
    }

    /// Takeout's `feed.atom`: its types, statuses and file names, times in UTC.
    @Test func aTakeoutFeedMovesIn() throws {
        let feed = """
            <?xml version='1.0' encoding='utf-8'?><feed xmlns='http://www.w3.org/2005/Atom' xmlns:blogger='http://schemas.google.com/blogger/2018'>\
            <id>tag:blogger.com,1999:blog-42</id><title>Steps</title>\
            <entry><id>tag:blogger.com,1999:blog-42.post-1</id><blogger:type>POST</blogger:type><blogger:status>LIVE</blogger:status>\
            <author><name>Jane Doe</name><blogger:type>BLOGGER</blogger:type></author><title>Hello</title><content type='html'>&lt;p&gt;Hi.&lt;/p&gt;</content>\
            <published>2020-01-05T17:00:00.000Z</published><updated>2020-01-05T17:00:00.000Z</updated>\
            <category scheme='tag:blogger.com,1999:blog-42' term='news'/><blogger:filename>/2020/01/hello.html</blogger:filename>\
            <blogger:metaDescription>A first post.</blogger:metaDescription></entry>\
            <entry><id>tag:blogger.com,1999:blog-42.post-2</id><blogger:type>POST</blogger:type><blogger:status>SOFT_TRASHED</blogger:status>\
            <title>Gone</title><content type='html'>x</content><published>2020-01-06T17:00:00.000Z</published></entry>\
            <entry><id>tag:blogger.com,1999:blog-42.post-3</id><blogger:type>POST</blogger:type><blogger:status>DRAFT</blogger:status>\
            <title>Later</title><content type='html'>y</content><published>2020-01-07T17:00:00.000Z</published></entry>\
            <entry><id>tag:blogger.com,1999:blog-42.post-4</id><blogger:type>POST</blogger:type><blogger:trashed>2020-02-01T00:00:00Z</blogger:trashed>\
            <title>Binned</title><content>z</content><published>2020-01-08T17:00:00.000Z</published></entry>\
            </feed>
            """
        let folders = Folders(["Takeout/Blogger/Blogs/Steps/feed.atom": feed])
        let report = try initSite(at: folders.new, from: folders.old.appending(path: "Takeout/Blogger/Blogs/Steps"))
        #expect(report.generator == "Blogger")
        let post = try #require(folders.read("new/content/posts/2020-01-05-hello.md"))
        #expect(post.contains("url: \"/2020/01/hello.html\"") && post.contains("tags: [\"news\"]") && post.contains("description: \"A first post.\""), "\(post)")
        #expect(!folders.exists("new/content/posts/2020-01-06-gone.md") && !folders.exists("new/content/posts/2020-01-08-binned.md"), "a post in the bin stays behind")
        #expect(folders.read("new/content/posts/2020-01-07-later.md")?.contains("draft: true") == true)
        #expect(folders.build().succeeded)
        #expect(folders.exists("new/public/2020/01/hello.html"))
        // A cut-short export is said, not half read.
        let cut = Folders(["feed.atom": String(feed.prefix(400))])
        #expect {
            try initSite(at: cut.new, from: cut.old.appending(path: "feed.atom"))
        } throws: { error in
            (error as? Diagnostic)?.message.contains("is a Blogger export that cannot be read") == true
        }
    }
}
