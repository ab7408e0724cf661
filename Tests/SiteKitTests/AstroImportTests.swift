import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site init DIR --from OLD` with an Astro blog, written here in the shapes Astro's blog
/// template (content collections in `src/content/`) and its popular themes (AstroPaper's glob
/// loader over `src/data/blog`, Cactus's collections at the top) give one.
@Suite struct AstroImportTests {
    typealias Folders = ImportTests.Folders

    @Test func theBlogTemplatesCollectionPagesAndFilesAreRead() throws {
        let folders = Folders([
            "astro.config.mjs": "// @ts-check\nimport mdx from '@astrojs/mdx';\nexport default defineConfig({\n\tsite: 'https://example.com',\n\tintegrations: [mdx(), sitemap()],\n});\n",
            "src/consts.ts": "export const SITE_TITLE = 'Astro Blog';\nexport const SITE_DESCRIPTION = 'Welcome to my website!';\n",
            "src/content.config.ts": "const blog = defineCollection({\n\tloader: glob({ base: './src/content/blog', pattern: '**/*.{md,mdx}' }),\n});\nexport const collections = { blog };\n",
            "src/content/blog/first-post.md": "---\ntitle: 'First post'\ndescription: 'Lorem ipsum'\npubDate: 'Jul 08 2022'\nupdatedDate: 'Jul 09 2022'\nheroImage: '../../assets/placeholder-3.jpg'\n---\n\nLorem ipsum dolor sit amet.\n\n![A placeholder](../../assets/placeholder-3.jpg)\n",
            "src/content/blog/using-mdx.mdx": """
                ---
                title: 'Using MDX'
                pubDate: 'Jun 01 2024'
                ---

                import HeaderLink from '../../components/HeaderLink.astro';
                export const budget = {
                  rent: 9
                }

                This is a <HeaderLink href="#">link component</HeaderLink> in MDX.

                <Aside type="tip">
                Text inside an **aside**.
                </Aside>
                """,
            "src/pages/blog/[...slug].astro": "---\nconst { post } = Astro.props;\n---\n<BlogPost {...post.data}><Content /></BlogPost>\n",
            "src/pages/blog/index.astro": "---\nconst posts = await getCollection('blog');\n---\n",
            "src/pages/about.astro": "<Layout title=\"About Me\"><p>Lorem ipsum</p></Layout>\n",
            "src/pages/uses.md": "---\nlayout: ../layouts/Page.astro\ntitle: Uses\n---\nA keyboard.\n",
            "src/pages/index.astro": "<h1>Home</h1>\n",
            "src/components/Header.astro": "<header></header>\n",
            "src/assets/placeholder-3.jpg": "JPG",
            "src/styles/global.css": "body {}",
            "public/favicon.svg": "<svg/>",
            "dist/index.html": "old output",
            "package.json": "{\"dependencies\": {\"astro\": \"^5.0.0\"}}",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Astro")
        #expect(report.configFiles == ["astro.config.mjs", "src/consts.ts"])
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("title: \"Astro Blog\"\ndescription: \"Welcome to my website!\""))
        #expect(config.contains("base_url: \"https://example.com/\""))
        #expect(config.contains("posts: \"blog\""), "the collection's route, src/pages/blog/[...slug].astro, says where its posts are")
        for copied in ["content/blog/first-post.md", "content/blog/using-mdx.mdx", "content/uses.md", "static/favicon.svg", "static/assets/placeholder-3.jpg"] {
            #expect(folders.exists("new/" + copied), "\(copied)")
        }
        for left in ["content/about.astro", "static/index.html", "content/index.astro", "static/components/Header.astro", "static/assets/global.css", "static/styles/global.css"] {
            #expect(!folders.exists("new/" + left), "\(left)")
        }
        #expect(report.leftOut.contains { $0.contains(".astro pages") })

        let build = folders.build()
        #expect(!build.diagnostics.contains { $0.severity == .error }, "\(build.diagnostics)")
        let first = try #require(folders.read("new/public/blog/first-post/index.html"))
        #expect(first.contains("Lorem ipsum dolor sit amet."))
        #expect(first.contains("2022-07-08"), "pubDate dates the post")
        // The hero image is the page's picture for links shared; the text's relative picture leads to the same file.
        #expect(first.contains("<meta property=\"og:image\" content=\"https://example.com/assets/placeholder-3.jpg\">"))
        #expect(first.contains("src=\"../../assets/placeholder-3.jpg\""))
        #expect(folders.read("new/public/assets/placeholder-3.jpg") == "JPG")
        let mdx = try #require(folders.read("new/public/blog/using-mdx/index.html"))
        #expect(mdx.contains("This is a link component in MDX."))
        #expect(mdx.contains("Text inside an <strong>aside</strong>."))
        #expect(!mdx.contains("import") && !mdx.contains("rent: 9") && !mdx.contains("Aside"))
        let warnings = build.diagnostics.filter { $0.message.contains("MDX component") }.map(\.description)
        #expect(warnings.count == 2)
        #expect(warnings.first?.hasPrefix("content/blog/using-mdx.mdx:11:1: warning: MDX component <HeaderLink> is left out") == true, "\(warnings)")
    }

    @Test func aThemesLoaderFolderAndSettingsObjectAreRead() throws {
        let folders = Folders([
            "astro.config.ts": "import { SITE } from \"./src/config\";\nexport default defineConfig({\n  site: SITE.website,\n  markdown: { remarkPlugins: [remarkToc] },\n});\n",
            "src/config.ts": """
                export const SITE = {
                  website: "https://paper.example/",
                  author: "Sat",
                  desc: "A minimal blog.",
                  title: "Paper",
                  postPerPage: 4,
                  lang: "en",
                  timezone: "Asia/Bangkok",
                } as const;
                """,
            "src/content.config.ts": "export const BLOG_PATH = \"src/data/blog\";\nconst blog = defineCollection({\n  loader: glob({ pattern: \"**/[^_]*.md\", base: `./${BLOG_PATH}` }),\n});\nconst notes = defineCollection({\n  loader: glob({ pattern: \"**/*.md\", base: \"./content/notes\" }),\n});\nconst tags = defineCollection({\n  loader: glob({ pattern: \"**/*.md\", base: \"./content/tags\" }),\n});\n",
            "src/data/blog/adding-posts.md": "---\nauthor: Sat\npubDatetime: 2022-09-23T15:22:00Z\nmodDatetime: 2023-12-21T09:12:47.400Z\ntitle: Adding posts\nslug: adding-new-posts\nogImage: ../../assets/images/og.png\ntags:\n  - docs\ndescription: How to add posts.\n---\nHello.\n",
            "src/data/blog/_draft-notes.md": "---\ntitle: Mine\n---\n",
            "content/notes/welcome.md": "---\ntitle: Welcome\npublishDate: \"2024-10-14T11:23:00Z\"\n---\nA note.\n",
            "content/tags/docs.md": "---\ntitle: Documentation\n---\nPosts about the docs.\n",
            "src/pages/posts/[...slug]/index.astro": "---\n---\n",
            "src/pages/posts/[...page].astro": "---\n---\n",
            "src/pages/notes/[...slug].astro": "---\n---\n",
            "src/pages/tags/[tag]/[...page].astro": "---\n---\n",
            "src/assets/images/og.png": "PNG",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Astro")
        let config = try #require(folders.read("new/site.yml"))
        for setting in ["title: \"Paper\"", "description: \"A minimal blog.\"", "author: \"Sat\"", "base_url: \"https://paper.example/\"", "timezone: \"Asia/Bangkok\"", "paginate: 4 "] {
            #expect(config.contains(setting), "\(setting)")
        }
        #expect(config.contains("posts: [\"posts\", \"notes\"]"), "\(config)")
        #expect(folders.exists("new/content/posts/adding-posts.md"), "the loader's folder is at its route, /posts/")
        #expect(!folders.exists("new/content/posts/_draft-notes.md"))
        #expect(folders.read("new/content/tags/docs/_index.md")?.contains("Posts about the docs.") == true, "a tags collection gives each term its text")

        let build = folders.build()
        #expect(!build.diagnostics.contains { $0.severity == .error }, "\(build.diagnostics)")
        #expect(!build.diagnostics.contains { $0.message.contains("without a date") }, "\(build.diagnostics)")
        let post = try #require(folders.read("new/public/posts/adding-new-posts/index.html"))
        #expect(post.contains("2022-09-23"))
        #expect(post.contains("content=\"https://paper.example/assets/images/og.png\""))
        #expect(folders.read("new/public/notes/welcome/index.html")?.contains("A note.") == true)
        #expect(folders.read("new/public/tags/docs/index.html")?.contains("Posts about the docs.") == true)
    }

    /// A folder with `astro.config.mjs` is Astro's even with a `public/` and `src/content/` of no collection config.
    @Test func theCollectionsAreSrcContentsFoldersWhenNoConfigNamesThem() throws {
        let folders = Folders([
            "astro.config.mjs": "export default defineConfig({ site: 'https://f.example/', base: '/blog' });\n",
            "src/config.ts": "export const siteConfig = {\n\ttitle: \"Fuwari\",\n\tsubtitle: \"Demo Site\",\n\tlang: \"en\",\n};\n",
            "src/content/posts/guide/index.md": "---\ntitle: Guide\npublished: 2024-04-01\nimage: \"./cover.jpeg\"\ncategory: Guides\ndraft: false\n---\nHow to.\n",
            "src/content/posts/guide/cover.jpeg": "JPG",
            "src/content/spec/about.md": "---\ntitle: About\n---\nMe.\n",
            "src/pages/posts/[...slug].astro": "---\n---\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Astro")
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("base_url: \"https://f.example/blog/\""))
        #expect(config.contains("description: \"Demo Site\""))
        #expect(!config.contains("posts:"), "posts at /posts/, the default")
        #expect(folders.exists("new/content/posts/guide/cover.jpeg") && folders.exists("new/content/spec/about.md"))
        let build = folders.build()
        #expect(!build.diagnostics.contains { $0.severity == .error }, "\(build.diagnostics)")
        let guide = try #require(folders.read("new/public/posts/guide/index.html"))
        #expect(guide.contains("2024-04-01"), "published: with a date dates the post")
        #expect(guide.contains("content=\"https://f.example/blog/posts/guide/cover.jpeg\""))
    }

    /// Retypeset's shape: the posts' collection is `src/content` itself, with other collections in
    /// its folders, and its route at the top below a language's optional prefix (`[...lang]/[slug].astro`).
    @Test func postsAtTheTopOfTheSiteKeepTheirPathsAsAddresses() throws {
        let folders = Folders([
            "astro.config.ts": "export default defineConfig({ site: 'https://r.example' });\n",
            "src/content.config.ts": "const posts = defineCollection({ loader: glob({ pattern: ['**/*.md', '!**/about/**'], base: './src/content' }) });\nconst about = defineCollection({ loader: glob({ pattern: '**/*.md', base: './src/content/about' }) });\n",
            "src/content/daily/rain.md": "---\ntitle: Rain\npublished: 2025-03-01\n---\nWet.\n",
            "src/content/about/about.md": "---\nlang: ''\n---\nMe.\n",
            "src/content/daily/helpers.ts": "export const x = 1\n",
            "src/pages/[...lang]/[slug].astro": "---\n---\n",
            "src/pages/[...lang]/about.astro": "---\n---\n",
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        #expect(folders.exists("new/content/posts/daily/rain.md") && folders.exists("new/content/about/about.md"))
        #expect(!folders.exists("new/content/posts/daily/helpers.ts"), "a script in a collection's folder is no file of the site")
        let build = folders.build()
        #expect(!build.diagnostics.contains { $0.severity == .error }, "\(build.diagnostics)")
        #expect(folders.read("new/public/daily/rain/index.html")?.contains("Wet.") == true)
    }

    /// A translation's collection drawn by a route below its language (`src/pages/fr/blog/[...slug].astro`
    /// draws `src/content/blog-fr/`): its posts keep that address, from a folder of one level.
    @Test func aTranslationsRouteBelowItsLanguageKeepsItsAddress() throws {
        let folders = Folders([
            "astro.config.mjs": "export default defineConfig({ site: 'https://andy.example' });\n",
            "src/content.config.ts": """
                const blog = defineCollection({ loader: glob({ base: "./src/content/blog", pattern: "**/*.md" }) });
                const blogFr = defineCollection({ loader: glob({ base: "./src/content/blog-fr", pattern: "**/*.md" }) });
                const weeknotes = defineCollection({ loader: glob({ base: "./src/content/weeknotes", pattern: "**/*.md" }) });
                """,
            "src/content/blog/hello.md": "---\ntitle: Hello\ndate: 2025-01-02\n---\nHello.\n",
            "src/content/blog/second.md": "---\ntitle: Second\ndate: 2025-01-03\n---\nSecond.\n",
            "src/content/blog-fr/bonjour.md": "---\ntitle: Bonjour\ndate: 2025-01-02\n---\nBonjour.\n",
            "src/content/weeknotes/week-1.md": "---\ntitle: Week 1\ndate: 2025-01-05\n---\nA week.\n",
            "src/pages/blog/[...slug].astro": "---\n---\n",
            "src/pages/fr/blog/[...slug].astro": "---\n---\n",
            "src/pages/fr/weeknotes/[...slug].astro": "---\n---\n",
            "src/pages/weeknotes/[...slug].astro": "---\n---\n",
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("\"blog-fr\": \"/fr/blog/:sections[1:]/:slugorfilename/\""), "\(config)")
        #expect(folders.exists("new/content/blog-fr/bonjour.md") && folders.exists("new/content/weeknotes/week-1.md"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.read("new/public/fr/blog/bonjour/index.html")?.contains("Bonjour.") == true)
        // The collection of a route's own name is drawn by it, not by the translation's deeper route.
        #expect(folders.read("new/public/weeknotes/week-1/index.html")?.contains("A week.") == true)
    }
}
