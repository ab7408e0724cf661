import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site init DIR --from` a VitePress or VuePress site, written here in the shapes their blogs and
/// notebooks have: pages below `docs/` beside `docs/.vitepress/config.mts`, a home page of
/// `layout: home` with its hero, folders whose `index.md` lists the pages beside it, a folder of
/// dated posts, `public/`, a page with Vue's `<script setup>`, links written with `%20`, and a
/// navigation with a group of items.
@Suite struct VitePressImportTests {
    typealias Folders = ImportTests.Folders

    static let config = """
        import { defineConfig } from 'vitepress'
        export default defineConfig({
          lang: 'zh-CN',
          title: "代码港湾",
          description: "Notes on code",
          base: '/notes/',
          sitemap: { hostname: 'https://notes.example' },
          themeConfig: {
            nav: [
              { text: 'Home', link: '/' },
              { text: 'Guide', link: '/guide/index' },
              { text: 'More', items: [ { text: 'Deep', link: '/guide/deep' } ] },
              { text: 'About', link: '/about' },
              { text: 'Posts', link: '/posts' },
              { text: 'GitHub', link: 'https://github.com/example' },
            ],
            sidebar: { '/guide/': [ { text: 'Intro', link: '/guide/intro' } ] },
          },
        })
        """

    @Test func aVitePressSitesPagesPostsAndHomeMoveIn() throws {
        let folders = Folders([
            "package.json": #"{"devDependencies": {"vitepress": "^1.6.0"}}"#,
            "docs/.vitepress/config.mts": Self.config,
            "docs/.vitepress/theme/index.ts": "export default {}\n",
            "docs/index.md": """
                ---
                layout: home
                hero:
                  name: "A Harbor for Code"
                  tagline: "Notes\\nand more notes"
                  image:
                    src: /me.jpg
                    alt: it's me
                  actions:
                    - theme: brand
                      text: Read the guide
                      link: /guide/index
                features:
                  - title: Fast
                    details: Pages load at once.
                  - title: Guide
                    link: /guide/index
                ---

                Welcome.
                """,
            "docs/about.md": "# About\n\nMe, since {% post_link 2019-hello Hello %}.\n",
            "docs/guide/index.md": "# Guide\n\n1. [Intro](./intro.md)\n2. [My Notes](My%20Notes.md)\n3. [Deep](<deep dive.md>)\n",
            "docs/guide/intro.md": "---\n搭建环境\n---\n\nSet up.\n",
            "docs/guide/My Notes.md": "# My Notes\n\nNotes.\n",
            "docs/guide/deep dive.md": "# Deep\n\n::: tip\nA tip.\n:::\n",
            "docs/guide/deep-dive.md": "# Deep too\n\nA name that makes the same address.\n",
            "docs/posts/index.md": "# Posts\n\nAll of them.\n",
            "docs/posts/2024-trip.md": "---\ntitle: Trip\ndate: 2024-05-01\n---\nA trip.\n",
            "docs/posts/2024-rain.md": "---\ntitle: Rain\ndate: 2024-06-01\n---\nRain.\n",
            "docs/api.md": """
                # API

                ```md
                <script setup>
                import { useData } from 'vitepress'
                </script>
                ```

                <script setup>
                import { useData } from 'vitepress'
                const { page } = useData()
                </script>

                Text after.

                <AutoCatalog />

                <style scoped>
                .x { color: red }
                </style>
                """,
            "docs/public/me.jpg": "JPG",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "VitePress")
        #expect(report.configFiles == ["docs/.vitepress/config.mts"])
        let config = try #require(folders.read("new/site.yml"))
        for line in [
            "title: \"代码港湾\"", "base_url: \"https://notes.example/notes/\"", "language: \"zh-CN\"", "ugly_urls: true", "  liquid: false",
            "{name: \"Guide\", url: \"/guide/\"}", "{name: \"About\", url: \"/about.html\"}", "{name: \"Posts\", url: \"/posts/\"}", "{name: \"GitHub\", url: \"https://github.com/example\"}",
        ] { #expect(config.contains(line), "\(line) in \(config)") }
        #expect(!config.contains("Deep"), "a group's items are left to its pages: \(config)")
        #expect(report.leftOut.contains { $0.hasPrefix("docs/.vitepress/ (the old theme, its components") } && report.leftOut.contains { $0.hasPrefix("the sidebar") })
        // The home page's hero and features are its text; the folder's index its section's page; public/ the site's root.
        let home = try #require(folders.read("new/content/index.md"))
        #expect(home.contains("**A Harbor for Code**") && home.contains("<img src=\"/me.jpg\" alt=\"it&#39;s me\" width=\"240\">"), "\(home)")
        #expect(home.contains("- [Read the guide](</guide/>)") && home.contains("* **Fast**: Pages load at once.\n* [**Guide**](</guide/>)") && home.hasSuffix("Welcome."), "\(home)")
        #expect(!home.contains("layout:"))
        #expect(folders.exists("new/content/guide/_index.md") && folders.exists("new/static/me.jpg") && !folders.exists("new/content/.vitepress"))
        // Vue's blocks are left out, the example in code kept.
        let api = try #require(folders.read("new/content/api.md"))
        #expect(api.components(separatedBy: "<script setup>").count == 2 && !api.contains("<style scoped>") && api.contains("Text after."), "\(api)")
        #expect(!api.contains("AutoCatalog"), "\(api)")

        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.exists("new/public/posts/2024-trip.html") && folders.exists("new/public/about.html"))
        // A Hexo tag kept from the site's past was text on VitePress's pages, and is here.
        #expect(folders.read("new/public/about.html")?.contains("Me, since {% post_link 2019-hello Hello %}.") == true)
        let guide = try #require(folders.read("new/public/guide/index.html"))
        // Links to files with blanks in their names, percent-encoded or in angle brackets, lead to their pages.
        #expect(guide.contains("<a href=\"/notes/guide/my-notes.html\">My Notes</a>") && guide.contains("<a href=\"/notes/guide/deep-dive.html\">Deep</a>"), "\(guide)")
        // Two names of one address: the second is numbered, with a warning.
        #expect(folders.exists("new/public/guide/deep-dive-2.html"))
        #expect(build.diagnostics.contains { $0.severity == .warning && $0.message.contains("deep-dive-2.html") }, "\(build.diagnostics)")
        // A front matter of one line is the title, with a warning.
        #expect(folders.read("new/public/guide/intro.html")?.contains("<h1 class=\"page-title\">搭建环境</h1>") == true)
        #expect(build.diagnostics.contains { $0.message.contains("read as the title; write it as title: \"搭建环境\"") })
        let apiPage = try #require(folders.read("new/public/api.html"))
        #expect(!apiPage.contains("<script") && apiPage.contains("&lt;script</span> setup") && !apiPage.contains("const { page }"), "\(apiPage)")
        #expect(try #require(folders.read("new/public/index.html")).contains("Trip"))
    }

    @Test func aVuePressSitesReadmesAreItsSections() throws {
        let folders = Folders([
            "src/.vuepress/config.ts": "export default defineUserConfig({ base: '/znote/', title: 'My Notes', description: 'Things', navbar: [{ text: 'Notes', link: '/notes/' }] })\n",
            "src/notes/hidden.md": "---\ntitle: Hidden\npublish: false\n---\nNot yet.\n",
            "src/README.md": "---\nhome: true\nheroText: My Notes\ntagline: Things I learn\nactions:\n  - text: Start\n    link: /notes/\n---\n\nHello.\n",
            "src/notes/README.md": "# Notes\n\nAll of them.\n",
            "src/notes/one.md": "# One\n\nFirst.\n",
            "src/.vuepress/public/logo.png": "PNG",
            "node_modules/vuepress/index.js": "export {}\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "VuePress")
        #expect(report.leftOut.contains { $0.hasPrefix("src/.vuepress/ but its public/ (the old theme") }, "\(report.leftOut)")
        #expect(folders.read("new/site.yml")?.contains("{name: \"Notes\", url: \"/notes/\"}") == true)
        // Its base without a host: kept, on a host to fill in, and said so.
        #expect(folders.read("new/site.yml")?.contains("base_url: \"https://example.com/znote/\"") == true)
        #expect(report.leftOut.contains { $0.hasPrefix("the site's host, which the configuration does not name: base_url is https://example.com/znote/") })
        #expect(folders.exists("new/content/notes/_index.md") && folders.exists("new/content/notes/one.md"))
        // `.vuepress/public/` is the site's root.
        #expect(folders.read("new/static/logo.png") == "PNG" && !folders.exists("new/static/node_modules"))
        #expect(folders.read("new/content/index.md") == "**My Notes**\n\nThings I learn\n\n- [Start](</notes/>)\n\nHello.\n")
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.read("new/public/notes/index.html")?.contains("One") == true)
        // vuepress-theme-reco's `publish: false` keeps a page out, as `published: false` does.
        #expect(!folders.exists("new/public/notes/hidden.html"))
        #expect(build.diagnostics.contains { $0.message.hasPrefix("left out 1 draft: content/notes/hidden.md") }, "\(build.diagnostics)")
    }

    /// VitePress's `srcDir`: the pages in a folder of their own, at addresses below it.
    @Test func aVitePressSitesSourceFolderHoldsItsPages() throws {
        let folders = Folders([
            "docs/.vitepress/config.mts": "export default defineConfig({ title: 'Notes', srcDir: './data', cleanUrls: true })\n",
            "docs/data/index.md": "---\nlayout: home\nhero:\n  name: Notes\n---\n",
            "docs/data/算法/1_hot100.md": "# Hot 100\n\nText.\n",
            "docs/data/public/logo.png": "PNG",
            "docs/README.md": "# Not a page: outside srcDir\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "VitePress")
        #expect(folders.exists("new/content/算法/1_hot100.md") && folders.read("new/static/logo.png") == "PNG")
        #expect(!folders.exists("new/content/README.md") && !folders.exists("new/content/data"))
        #expect(folders.read("new/content/index.md") == "**Notes**\n")
        #expect(folders.read("new/site.yml")?.contains("ugly_urls") == false)
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
    }
}
