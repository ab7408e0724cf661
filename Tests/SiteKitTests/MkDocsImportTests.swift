import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site init DIR --from` an MkDocs site, written here in the shapes Material for MkDocs' sites
/// have: documentation pages below `docs/` beside a blog (`docs/blog/posts/`), its authors in
/// `.authors.yml`, a folder of drafts whose `.meta.yml` says so, posts dated by a mapping and
/// titled by their first heading, admonitions, links between Markdown files, and a configuration
/// with Python's YAML tags in it.
@Suite struct MkDocsImportTests {
    typealias Folders = ImportTests.Folders

    static let config = """
        site_name: Counting Things
        site_url: https://counting.example.org
        site_description: Notes on everyday numbers
        site_author: Jane Doe
        theme:
          name: material
          language: en
          custom_dir: overrides
        nav:
          - Home: index.md
          - Guide:
            - guide/index.md
            - guide/install.md
          - Blog: blog/index.md
          - GitHub: https://github.com/jane/counting
        plugins:
          - search
          - blog:
              blog_toc: true
          - tags
        markdown_extensions:
          - admonition
          - pymdownx.details
          - pymdownx.emoji:
              emoji_index: !!python/name:material.extensions.emoji.twemoji
              emoji_generator: !!python/name:material.extensions.emoji.to_svg
        hooks:
          - hooks/socials.py
        """

    static let post = """
        ---
        date:
          created: 2024-01-31
          updated: 2024-02-02
        authors: [jane]
        categories:
          - Walking
        tags: [steps]
        ---

        # A month of steps

        I counted my steps for a month.

        <!-- more -->

        ![Steps per day](first-month/steps.png)

        !!! tip "How I counted"
            With a [watch](../../guide/install.md) and a notebook.

        See the [guide](../../guide/index.md) and [the blog](../index.md).
        """

    static var files: [String: String] {
        [
            "mkdocs.yml": config,
            "docs/index.md": "# Counting Things\n\nWelcome. Read the [guide](guide/index.md).\n",
            "docs/guide/index.md": "# The guide\n\nStart by [installing](install.md).\n",
            "docs/guide/install.md": "---\ntitle: Installing\n---\nBack to [the guide](index.md) or [home](../index.md).\n",
            "docs/blog/index.md": "# Blog\n",
            "docs/blog/.authors.yml": "authors:\n  jane:\n    name: Jane Doe\n    description: Writer\n    avatar: https://example.org/jane.png\n    url: https://jane.example.org\n",
            "docs/blog/posts/first-month.md": post,
            "docs/blog/posts/first-month/steps.png": "png",
            "docs/blog/posts/drafts/.meta.yml": "draft: true\n",
            "docs/blog/posts/drafts/later.md": "---\ndate: 2024-03-01\n---\n# Not yet\n\nSoon.\n",
            "docs/assets/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "docs/tags.md": "# Tags\n\nEvery post, by its tags:\n\n<!-- material/tags -->\n",
            // A folder without index.md is shown by its README.md, as MkDocs and GitHub show it.
            "docs/notes/README.md": "# Notes\n\nSee [the first](first.md).\n",
            "docs/notes/first.md": "# First note\n\nBack to [the notes](README.md) and the [guide's](../guide/README.md).\n",
            "overrides/main.html": "{% extends \"base.html\" %}",
            "site/index.html": "<p>built</p>",
        ]
    }

    @Test func aMaterialBlogMovesIn() throws {
        let folders = Folders(Self.files)
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "MkDocs")
        let config = try #require(folders.read("new/site.yml"))
        for line in [
            "title: \"Counting Things\"", "base_url: \"https://counting.example.org/\"", "author: \"Jane Doe\"", "posts: \"blog\"",
            "\"blog\": \"/blog/:year/:month/:day/:slug/\"", "\"categories\": \"/blog/category/:slug/\"",
            "{name: \"Home\", url: \"/\"}", "{name: \"Guide\", url: \"/guide/\"}", "{name: \"Blog\", url: \"/blog/\"}",
            "{name: \"GitHub\", url: \"https://github.com/jane/counting\"}",
        ] {
            #expect(config.contains(line), "\(line) in \(config)")
        }
        // Files keep their paths below docs/; a folder's index.md is its section's page.
        #expect(folders.exists("new/content/index.md") && folders.exists("new/content/guide/_index.md") && folders.exists("new/content/blog/_index.md"))
        #expect(folders.exists("new/content/blog/posts/first-month.md") && folders.exists("new/content/blog/posts/first-month/steps.png"))
        #expect(folders.exists("new/content/assets/logo.svg"))
        #expect(!folders.exists("new/content/site") && !folders.exists("new/overrides") && !folders.exists("new/content/overrides"))
        // The drafts folder's .meta.yml is written into its posts.
        let draft = try #require(folders.read("new/content/blog/posts/drafts/later.md"))
        #expect(draft.hasPrefix("---\ndraft: true\ndate: 2024-03-01\n---\n"), "\(draft)")
        let authors = try #require(folders.read("new/data/authors.yml"))
        #expect(authors.contains("\"jane\":\n  name: \"Jane Doe\"") && authors.contains("url: \"https://jane.example.org\""), "\(authors)")
        #expect(report.leftOut.contains { $0.contains("hooks") }, "\(report.leftOut)")
        // The tags plugin's page is the text of the tags page, where the build writes the list.
        #expect(folders.read("new/content/tags/_index.md") == "# Tags\n\nEvery post, by its tags:\n\n" && !folders.exists("new/content/tags.md"))

        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(!build.diagnostics.contains { $0.message.contains("link") }, "\(build.diagnostics)")
        let page = try #require(folders.read("new/public/blog/2024/01/31/a-month-of-steps/index.html"))
        #expect(page.contains("<h1 class=\"post-title\">A month of steps</h1>"))
        #expect(page.contains("updated <time datetime=\"2024-02-02"))
        #expect(page.contains("<a href=\"https://jane.example.org\">Jane Doe</a>") || page.contains("Jane Doe</a>"), "\(page)")
        #expect(page.contains("<a class=\"category\" href=\"/blog/category/walking/\">Walking</a>"), "\(page)")
        #expect(page.contains("<div class=\"callout callout-tip\" role=\"note\"><p class=\"callout-title\">How I counted</p>"), "\(page)")
        #expect(page.contains("<a href=\"/guide/install/\">watch</a>") && page.contains("<a href=\"/guide/\">guide</a>") && page.contains("<a href=\"/blog/\">the blog</a>"), "\(page)")
        #expect(page.contains("<img src=\"first-month/steps.png\"") && folders.exists("new/public/blog/2024/01/31/a-month-of-steps/first-month/steps.png"), "\(page)")
        #expect(folders.exists("new/content/notes/_index.md"))
        let note = try #require(folders.read("new/public/notes/first/index.html"))
        #expect(note.contains("<a href=\"/notes/\">the notes</a>") && note.contains("<a href=\"/guide/\">guide"), "\(note)")
        let install = try #require(folders.read("new/public/guide/install/index.html"))
        #expect(install.contains("<a href=\"/guide/\">the guide</a>") && install.contains("<a href=\"/\">home</a>"), "\(install)")
        #expect(folders.exists("new/public/blog/category/walking/index.html"))
        #expect(!folders.exists("new/public/blog/2024/03/01/not-yet/index.html"), "a draft stays out")
        let tags = try #require(folders.read("new/public/tags/index.html"))
        #expect(tags.contains("Every post, by its tags:") && tags.contains("/tags/steps/"), "\(tags)")
    }

    /// `blog_dir: .`: a blog at the site's root, its home page the list of posts, the posts at
    /// `/2024/01/31/slug/`, a post's `slug:` its own.
    @Test func aBlogAtTheRootListsOnTheHomePage() throws {
        let folders = Folders([
            "mkdocs.yml": "site_name: Steps\nplugins:\n  - material/blog:\n      blog_dir: .\n      post_url_format: \"{date}/{slug}\"\n",
            "docs/index.md": "# Steps\n",
            "docs/posts/first.md": "---\ndate: 2024-01-31\nslug: jan\n---\n# January\n\nText.\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "MkDocs")
        #expect(folders.exists("new/content/index.md") && folders.exists("new/content/posts/first.md"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.exists("new/public/2024/01/31/jan/index.html"))
        #expect(MkDocsSite.address(of: "setup/index.md") == "/setup/" && MkDocsSite.address(of: "about.md") == "/about/" && MkDocsSite.address(of: "index.md") == "/")
    }
}
