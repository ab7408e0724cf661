import Foundation
import Templates
import Testing

@testable import SiteKit

/// The template context follows docs/theming.md.
@Suite struct ContextTests {
    func page(_ title: String, _ date: String, tags: [String] = [], kind: Page.Kind = .post, charts: Int = 0) -> Page {
        let slug = slugify(title)
        var page = Page(
            kind: kind,
            source: ContentFile(
                path: "content/posts/\(slug).md", relativePath: "posts/\(slug).md", url: URL(filePath: "/x")),
            title: title, date: parsePostDate(date, in: .gmt), tags: tags, slug: slug,
            sitePath: kind == .post ? "posts/\(slug)/" : "\(slug)/")
        page.html = "<p>\(title)</p>"
        page.chartCount = charts
        return page
    }

    var model: SiteModel {
        var config = SiteConfig()
        config.title = "Blog"
        config.description = "About data."
        config.baseURL = "https://example.com/blog/"
        return SiteModel(
            config: config,
            posts: [
                page("Old", "2026-01-01", tags: ["Data"]),
                page("New", "2026-03-01", tags: ["data", "swift"], charts: 2),
                page("Mid", "2026-02-01"),
            ],
            pages: [page("About", "2026-01-01", kind: .page)])
    }

    func field(_ value: TemplateValue, _ path: String) -> TemplateValue? {
        var current: TemplateValue? = value
        for key in path.split(separator: ".") {
            guard case .object(let fields)? = current else { return nil }
            current = fields[String(key)]
        }
        return current
    }

    @Test func postsAreNewestFirstWithNeighbours() {
        let builder = ContextBuilder(model: model)
        #expect(model.posts.map(\.title) == ["New", "Mid", "Old"])
        let middle = builder.post(at: 1)
        #expect(field(middle, "previous.title") == "Old")
        #expect(field(middle, "next.title") == "New")
        #expect(field(builder.post(at: 0), "next") == nil)
        #expect(field(builder.post(at: 2), "previous") == nil)
    }

    @Test func urlsCarryTheBasePathAndPermalinksAreAbsolute() {
        let context = ContextBuilder(model: model).post(at: 0)
        #expect(field(context, "post.url") == "/blog/posts/new/")
        #expect(field(context, "post.permalink") == "https://example.com/blog/posts/new/")
        #expect(field(context, "page.url") == "/blog/posts/new/")
        #expect(field(context, "site.home_url") == "/blog/")
        #expect(field(context, "site.feed_url") == "/blog/feed.xml")
        #expect(field(context, "site.css_url") == "/blog/assets/style.css")
        #expect(field(context, "site.base_url") == "https://example.com/blog/")
        #expect(field(context, "page.chart_css_url") == "/blog/assets/charts.css")
        #expect(field(context, "page.has_charts") == true)
        #expect(field(context, "post.date_iso") == "2026-03-01T00:00:00Z")
        #expect(field(context, "post.date_display") == "1 March 2026")
        #expect(field(context, "post.content") == "<p>New</p>")
        #expect(field(context, "page.document_title") == "New · Blog")
        #expect(field(context, "page.kind") == "post")
        #expect(field(context, "page.is_post") == true)
        #expect(field(context, "site.year") == 2026)
    }

    @Test func pagesWithoutChartsHaveNoChartStylesheet() {
        let context = ContextBuilder(model: model).post(at: 1)
        #expect(field(context, "page.chart_css_url") == nil)
        #expect(field(context, "page.has_charts") == false)
        #expect(field(context, "page.description") == "About data.")
    }

    @Test func theHomePageListsSummariesWithoutContent() {
        let home = ContextBuilder(model: model).home(
            ListPage.pages(of: Array(model.posts.indices), size: 10, basePath: "")[0])
        #expect(field(home, "page.is_home") == true)
        #expect(field(home, "page.document_title") == "Blog")
        guard case .array(let posts)? = field(home, "posts") else {
            Issue.record("posts missing")
            return
        }
        #expect(posts.count == 3)
        #expect(field(posts[0], "title") == "New")
        #expect(field(posts[0], "content") == nil)
    }

    @Test func tagsMergeBySlugAndCount() {
        let builder = ContextBuilder(model: model)
        #expect(model.tags.map(\.slug) == ["data", "swift"])
        #expect(model.tags[0].postIndexes == [0, 2])
        let tags = builder.taxonomyIndex(model.taxonomies[0])
        guard case .array(let list)? = field(tags, "tags") else {
            Issue.record("tags missing")
            return
        }
        #expect(field(list[0], "count") == 2)
        #expect(field(list[0], "url") == "/blog/tags/data/")
        let tag = builder.term(
            model.tags[1], of: model.taxonomies[0],
            ListPage.pages(of: model.tags[1].postIndexes, size: 10, basePath: "tags/swift/")[0])
        #expect(field(tag, "tag.name") == "swift")
        #expect(field(tag, "page.is_tag") == true)
    }

    @Test func navigationMarksTheCurrentPage() {
        let context = ContextBuilder(model: model).page(model.pages[0])
        guard case .array(let nav)? = field(context, "site.nav") else {
            Issue.record("nav missing")
            return
        }
        #expect(field(nav[0], "url") == "/blog/about/")
        #expect(field(nav[0], "is_current") == true)
        #expect(field(context, "content") == "<p>About</p>")
        #expect(field(context, "page.is_page") == true)
    }
}

@Suite struct SiteConfigTests {
    @Test func urlsEncodeUnicodeSlugs() {
        var config = SiteConfig()
        config.baseURL = "https://example.com/blog/"
        #expect(config.basePath == "/blog/")
        #expect(config.url("posts/x/") == "/blog/posts/x/")
        #expect(config.url("tags/日本/") == "/blog/tags/%E6%97%A5%E6%9C%AC/")
        #expect(config.permalink("") == "https://example.com/blog/")
    }
}
