import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site init DIR --from OLD` with a Docusaurus site, written here in the shapes its classic
/// template and blogs made with it have: a blog of dated files and folders, docs, MDX pages.
@Suite struct DocusaurusImportTests {
    typealias Folders = ImportTests.Folders

    @Test func theClassicTemplatesBlogDocsAndPagesAreRead() throws {
        let folders = Folders([
            "docusaurus.config.js": """
                const config = {
                  title: 'My Site',
                  tagline: 'Dinosaurs are cool',
                  url: 'https://your-docusaurus-site.example.com',
                  baseUrl: '/site/',
                  i18n: { defaultLocale: 'en', locales: ['en'] },
                  presets: [['classic', {
                    docs: { sidebarPath: './sidebars.js' },
                    blog: { showReadingTime: true, feedOptions: { type: ['rss', 'atom'] } },
                  }]],
                };
                export default config;
                """,
            "blog/2019-05-28-first-blog-post.md": "---\ntitle: First Blog Post\nauthors: [slorber, yangshun]\ntags: [hola, docusaurus]\n---\n\nLorem ipsum.\n\n<!-- truncate -->\n\nMore.\n",
            "blog/2021-08-26-welcome/index.mdx": "---\ntitle: Welcome\nauthors: [slorber]\n---\n\nimport Tabs from '@theme/Tabs';\n\nBlog posts support [Docusaurus Markdown features](https://docusaurus.io).\n\nAnd a second paragraph.\n\n{/* truncate */}\n\n![Docusaurus](./docusaurus-plushie.jpeg)\n\n:::tip\n\nUse the power of React.\n\n:::\n",
            "blog/2021-08-26-welcome/docusaurus-plushie.jpeg": "JPG",
            "blog/authors.yml": "slorber:\n  name: Sébastien Lorber\n  url: https://sebastienlorber.com\n  image_url: https://github.com/slorber.png\n",
            "blog/tags.yml": "hola:\n  label: Hola\n",
            "docs/intro.md": "---\nsidebar_position: 1\n---\n\n# Tutorial Intro\n\nLet's discover Docusaurus.\n",
            "docs/tutorial-basics/_category_.json": "{\"label\": \"Basics\"}",
            "docs/tutorial-basics/create-a-page.md": "# Create a Page\n\nAdd files.\n",
            "src/pages/index.js": "export default function Home() {}\n",
            "src/pages/markdown-page.md": "---\ntitle: Markdown page example\n---\n\n# Markdown page example\n\nYou don't need React.\n",
            "src/css/custom.css": ":root {}",
            "static/img/logo.svg": "<svg/>",
            "sidebars.js": "export default {};\n",
            "build/index.html": "old output",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Docusaurus")
        let config = try #require(folders.read("new/site.yml"))
        for setting in ["title: \"My Site\"", "description: \"Dinosaurs are cool\"", "base_url: \"https://your-docusaurus-site.example.com/site/\"", "posts: \"blog\"", "\"blog\": \"/blog/:year/:month/:day/:slug/\""] {
            #expect(config.contains(setting), "\(setting)")
        }
        for copied in ["data/authors.yml", "content/blog/2019-05-28-first-blog-post.md", "content/blog/2021-08-26-welcome/index.mdx", "content/blog/2021-08-26-welcome/docusaurus-plushie.jpeg", "content/docs/intro.md", "content/docs/tutorial-basics/create-a-page.md", "content/markdown-page.md", "static/img/logo.svg"] {
            #expect(folders.exists("new/" + copied), "\(copied)")
        }
        for left in ["content/blog/authors.yml", "content/docs/tutorial-basics/_category_.json", "content/index.js", "static/index.html", "content/sidebars.js"] {
            #expect(!folders.exists("new/" + left), "\(left)")
        }

        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        // At Docusaurus's addresses, the summary ending where the post says.
        let first = try #require(folders.read("new/public/blog/2019/05/28/first-blog-post/index.html"))
        #expect(first.contains("Lorem ipsum."))
        // `authors: [slorber, yangshun]`: the profile's name and page, and a key without one as written.
        #expect(first.contains("<a href=\"https://sebastienlorber.com\">Sébastien Lorber</a>") && first.contains("yangshun"), "\(first)")
        let welcome = try #require(folders.read("new/public/blog/2021/08/26/welcome/index.html"))
        #expect(welcome.contains("callout-tip") && welcome.contains("docusaurus-plushie.jpeg") && !welcome.contains("import Tabs"))
        let home = try #require(folders.read("new/public/index.html"))
        #expect(home.contains("And a second paragraph.") && !home.contains("Use the power of React."), "the summary stops at {/* truncate */}")
        #expect(folders.read("new/public/docs/intro/index.html")?.contains("discover Docusaurus") == true)
        #expect(folders.exists("new/public/markdown-page/index.html"))
    }

    /// A blog-only site (`routeBasePath: '/'`) whose posts give their `slug:`, in folders by topic.
    @Test func aBlogOnlySitesSlugsAreItsAddresses() throws {
        let folders = Folders([
            "docusaurus.config.ts": "export default {\n  title: 'Notes',\n  url: 'https://n.example',\n  baseUrl: '/',\n  presets: [['classic', { docs: false, blog: { path: 'posts', routeBasePath: '/' } }]],\n};\n",
            "posts/develop/hotkeys.md": "---\nslug: autohotkey\ntitle: Hotkeys\ndate: 2022-07-08\n---\nKeys.\n\n{/* truncate */}\n\n<video controls style={{ maxWidth: '100%' }}>\n</video>\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Docusaurus")
        #expect(folders.exists("new/content/posts/develop/hotkeys.md"))
        #expect(folders.read("new/site.yml")?.contains("\"posts\": \"/:slug/\"") == true)
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.read("new/site.yml")?.contains("  mdx: true") == true, "Docusaurus reads .md as MDX")
        let page = try #require(folders.read("new/public/autohotkey/index.html"))
        #expect(page.contains("Keys.") && !page.contains("truncate */") && page.contains("<video controls style=\"max-width: 100%\">"))
    }
}
