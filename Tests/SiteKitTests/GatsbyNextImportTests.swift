import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site init DIR --from OLD` with Gatsby and Next.js blogs, written here in the shapes their
/// starters (gatsby-starter-blog, the Tailwind Next.js starter blog, Next's blog starter) and
/// blogs made from them have.
@Suite struct GatsbyNextImportTests {
    typealias Folders = ImportTests.Folders

    @Test func gatsbysStarterBlogKeepsItsAddressesAndFeed() throws {
        let folders = Folders([
            // The starter's configuration, as a TypeScript file beside the `gatsby-config.js` that loads it.
            "gatsby-config.js": "require('ts-node').register()\nmodule.exports = require('./gatsby-config.ts')\n",
            "gatsby-config.ts": """
                module.exports = {
                  siteMetadata: {
                    title: `Gatsby Starter Blog`,
                    author: { name: `Kyle Mathews`, summary: `who lives and works in San Francisco.` },
                    description: `A starter blog demonstrating what Gatsby can do.`,
                    siteUrl: `https://gatsbystarterblogsource.gatsbyjs.io/`,
                  },
                  plugins: [
                    { resolve: `gatsby-source-filesystem`, options: { path: `${__dirname}/content/blog`, name: `blog` } },
                    { resolve: `gatsby-source-filesystem`, options: { name: `images`, path: `${__dirname}/src/images` } },
                    { resolve: `gatsby-source-filesystem`, options: { name: `about`, path: path.join(__dirname, 'content', 'about') } },
                    { resolve: `gatsby-source-filesystem`, options: { name: `assets`, path: `${__dirname}/static/` } },
                    { resolve: `gatsby-plugin-feed`, options: { feeds: [{ output: "/rss.xml", title: "RSS Feed" }] } },
                  ],
                }
                """,
            "gatsby-node.js": """
                exports.createPages = async ({ graphql, actions }) => {
                  posts.forEach(post => { createPage({ path: post.fields.slug, component: blogPost }) })
                }
                exports.onCreateNode = ({ node, actions, getNode }) => {
                  const value = createFilePath({ node, getNode })
                  createNodeField({ name: `slug`, node, value })
                }
                """,
            "content/blog/hello-world/index.md": "---\ntitle: Hello World\ndate: \"2015-05-01T22:12:03.284Z\"\ndescription: \"Hello World\"\n---\n\nMy first post.\n\n![Salty egg](./salty_egg.jpg)\n",
            "content/blog/hello-world/salty_egg.jpg": "JPG",
            "content/blog/2016/new-beginnings.md": "---\ntitle: New Beginnings\ndate: \"2015-05-28T22:40:32.169Z\"\n---\n\nFar far away.\n",
            "content/about/index.md": "---\ntitle: About\ndate: 2015-01-01\n---\n\nWho I am.\n",
            "src/images/gatsby-icon.png": "PNG",
            "src/templates/blog-post.js": "export default function BlogPost() {}\n",
            "static/favicon.ico": "ICO",
            "public/index.html": "old output",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Gatsby")
        #expect(report.configFiles == ["gatsby-config.js", "gatsby-config.ts"])
        let config = try #require(folders.read("new/site.yml"))
        for setting in [
            "title: \"Gatsby Starter Blog\"", "author: \"Kyle Mathews\"", "base_url: \"https://gatsbystarterblogsource.gatsbyjs.io/\"", "feed: \"rss.xml\"",
            "\"posts\": \"/:sections[1:]/:slugorfilename/\"",
        ] {
            #expect(config.contains(setting), "\(setting) in \(config)")
        }
        for copied in ["content/posts/hello-world/index.md", "content/posts/hello-world/salty_egg.jpg", "content/posts/2016/new-beginnings.md", "content/about/index.md", "static/favicon.ico"] {
            #expect(folders.exists("new/" + copied), "\(copied)")
        }
        for left in ["static/images/gatsby-icon.png", "content/templates/blog-post.js", "static/index.html", "static/static/favicon.ico"] {
            #expect(!folders.exists("new/" + left), "\(left)")
        }
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        // createFilePath's addresses: the post's path in its folder, a bundle's at its folder's name.
        let hello = try #require(folders.read("new/public/hello-world/index.html"))
        #expect(hello.contains("My first post.") && hello.contains("salty_egg.jpg"))
        #expect(folders.exists("new/public/2016/new-beginnings/index.html"))
        #expect(folders.exists("new/public/rss.xml"), "the old feed's address")
        // A folder of one dated page (the about page) is a page, not posts.
        #expect(folders.exists("new/public/about/index.html"))
        #expect(folders.read("new/public/index.html")?.contains("Who I am.") == false)
    }

    /// A blog whose gatsby-node.js strips year folders from addresses, draws another collection below
    /// a prefix, reads `.md` as MDX, and names its feed in siteMetadata.
    @Test func aGatsbyBlogsRoutesPrefixesAndYearFolders() throws {
        let folders = Folders([
            "gatsby-config.js": """
                const siteMetadata = { title: 'Stefan', siteUrl: 'https://www.example.de', feedUrl: 'https://www.example.de/index.xml', language: 'en' };
                module.exports = {
                  siteMetadata,
                  plugins: [
                    { resolve: 'gatsby-source-filesystem', options: { name: 'posts', path: `${__dirname}/content/posts/` } },
                    { resolve: 'gatsby-source-filesystem', options: { name: 'showcases', path: `${__dirname}/content/showcases/` } },
                    { resolve: 'gatsby-source-filesystem', options: { name: 'images', path: `${__dirname}/content/assets/images/` } },
                    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx', '.md'] } },
                  ],
                };
                """,
            "gatsby-node.js": """
                exports.onCreateNode = ({ node, actions, getNode }) => {
                  const filePath = createFilePath({ node, getNode });
                  const cleanFilePath = filePath.replace(/\\/\\d{4}/, '');
                  createNodeField({ name: 'slug', node, value: cleanFilePath });
                };
                exports.createPages = async ({ graphql, actions }) => {
                  posts.forEach((post) => { createPage({ path: post.node.fields.slug, component: journal }); });
                  showcases.forEach((showcase) => { createPage({ path: `/showcase${showcase.node.fields.slug}`, component: showcase }); });
                };
                """,
            "content/posts/2019/favorites-2019-09/index.md": "---\ntitle: September 2019 Favorites\ndate: 2019-09-30T18:00:00+02:00\n---\n\nimport Thing from '../thing'\n\n<Blockquote author=\"Marcus Aurelius\">\n\nObjective judgment.\n\n</Blockquote>\n",
            "content/posts/2020/tools/index.md": "---\ntitle: Tools\ndate: 2020-01-10\n---\n\nTools I use.\n",
            "content/showcases/kogakure/index.md": "---\ntitle: kogakure.de\n---\n\nA site.\n",
            "content/showcases/other/index.md": "---\ntitle: Other\n---\n\nAnother site.\n",
            "content/assets/images/bonsai.jpg": "JPG",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Gatsby")
        let config = try #require(folders.read("new/site.yml"))
        for setting in ["\"posts\": \"/:slugorfilename/\"", "\"showcase\": \"/showcase/:slugorfilename/\"", "feed: \"index.xml\"", "  mdx: true"] {
            #expect(config.contains(setting), "\(setting) in \(config)")
        }
        #expect(folders.exists("new/static/assets/images/bonsai.jpg"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let favorites = try #require(folders.read("new/public/favorites-2019-09/index.html"))
        #expect(favorites.contains("Objective judgment.") && !favorites.contains("import Thing"))
        #expect(folders.exists("new/public/tools/index.html"))
        #expect(folders.read("new/public/showcase/kogakure/index.html")?.contains("A site.") == true)
        #expect(folders.read("new/public/index.html")?.contains("Another site.") == false, "showcases are no posts")
    }

    /// A blog whose posts live in another repository, a Git submodule not checked out (Tania
    /// Rascia's): the summary says so and what to run.
    @Test func aGatsbyBlogsPostsInASubmoduleAreNamed() throws {
        let folders = Folders([
            "gatsby-config.js": "module.exports = { siteMetadata: { title: 'Tania' }, plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'posts', path: `${__dirname}/content/` } }] }\n",
            ".gitmodules": "[submodule \"content\"]\n\tpath = content\n\turl = git@github.com:someone/content.git\n",
            "static/favicon.ico": "ICO",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.leftOut.contains { $0.hasPrefix("content/, which the configuration reads posts from: it is a Git submodule") }, "\(report.leftOut)")
    }

    /// A source path made per category (`` path.resolve(`content/${name}`) ``) and a gatsby-node that
    /// makes pages in a script of its own: each category's folder holds posts at its name.
    @Test func gatsbyCategoryFoldersMadeByAScriptArePostsFolders() throws {
        let folders = Folders([
            "gatsby-config.ts": """
                const categoryFileConfig = fileSystemNames.map((name) => ({
                  resolve: `gatsby-source-filesystem`,
                  options: { path: path.resolve(`content/${name}`), name },
                }));
                const config = { siteMetadata: { title: `Orainsink's Blog`, siteUrl: `https://blog.example.xyz/` }, plugins: [...categoryFileConfig,
                  { resolve: `gatsby-source-filesystem`, options: { name: `about`, path: path.resolve('content/about') } }] };
                export default config;
                """,
            "gatsby-node.ts": "export { createPages } from './scripts/createPages';\n",
            "content/tech/globalThis.mdx": "---\ntitle: globalThis\ndate: 2021-03-23 15:19:06\ncategories: tech\n---\n\nA global object.\n",
            "content/tech/hooks/hooks.mdx": "---\ntitle: Hooks\ndate: 2021-04-01\n---\n\nHooks.\n",
            "content/essay/one.md": "---\ntitle: One\ndate: 2020-01-01\n---\n\nFirst essay.\n",
            "content/essay/two.md": "---\ntitle: Two\ndate: 2020-02-01\n---\n\nSecond essay.\n",
            "content/about/about.md": "---\ndate: 1996-03-29 17:10:09\n---\n\nAbout this blog.\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Gatsby")
        #expect(folders.read("new/site.yml")?.contains("posts: [\"essay\", \"tech\"]") == true)
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let home = try #require(folders.read("new/public/index.html"))
        #expect(home.contains("globalThis") && home.contains("Second essay.") && !home.contains("About this blog."))
    }

    /// A site that reads its whole `src/` folder and keeps its documents among the theme's code
    /// (`src/markdown/posts/`, `src/markdown/interviews/`, pictures in `src/assets/`), each page at
    /// the front matter's slug, as its gatsby-node.js routes them; `pathPrefix` without `--prefix-paths`.
    @Test func aGatsbySitesDocumentsAmongItsCodeKeepTheirPlacesAndSlugs() throws {
        let folders = Folders([
            "gatsby-config.js": """
                module.exports = {
                  pathPrefix: '/applyingml',
                  siteMetadata: { title: 'ApplyingML', siteUrl: 'https://applyingml.example' },
                  plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'src', path: `${__dirname}/src` } }, 'gatsby-plugin-mdx'],
                }
                """,
            "package.json": #"{"scripts": {"build": "gatsby build"}, "dependencies": {"gatsby": "^2.0.0"}}"#,
            "gatsby-node.js": "exports.createPages = async () => { edges.forEach(({ node }) => { createPage({ path: node.frontmatter.slug, component }) }) }\n",
            "src/markdown/posts/bandits.mdx": "---\ntitle: Bandits\ndate: \"2022-05-08\"\nslug: \"/resources/bandits/\"\n---\nimport { FigureCaption } from '../../components/figure-caption';\n\n![Upper confidence bounds](../../assets/ucb.jpg)\n\nSee [my post]({{ site.baseurl }}{% link posts/_posts/2021-01-10-recs.md %}).\n",
            "src/markdown/posts/testing.mdx": "---\ntitle: Testing\ndate: \"2021-05-08\"\nslug: \"/resources/testing/\"\n---\nTests.\n",
            "src/markdown/interviews/ada.mdx": "---\nname: Ada\ntitle: Ada\ndate: \"2021-10-06\"\nslug: \"/mentors/ada/\"\n---\nAn interview.\n",
            "src/markdown/interviews/bob.mdx": "---\ntitle: Bob\ndate: \"2021-10-07\"\nslug: \"/mentors/bob/\"\n---\nAnother.\n",
            "src/assets/ucb.jpg": "JPG",
            "src/components/figure-caption.js": "export const FigureCaption = () => null\n",
            "src/pages/index.js": "export default function Index() {}\n",
            "src/templates/post.js": "export default function Post() {}\n",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Gatsby")
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("base_url: \"https://applyingml.example/\""), "\(config)")
        #expect(config.contains("posts: \"markdown\""), "\(config)")
        #expect(folders.exists("new/content/markdown/posts/bandits.mdx") && folders.exists("new/content/markdown/interviews/ada.mdx"))
        #expect(folders.exists("new/content/assets/ucb.jpg") && !folders.exists("new/content/components/figure-caption.js"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        // At its slug, its picture found where the path from its old place leads; the Liquid pasted into MDX is its text.
        let post = try #require(folders.read("new/public/resources/bandits/index.html"))
        #expect(post.contains("src=\"/assets/ucb.jpg\""), "\(post)")
        #expect(post.contains("{% link posts/_posts/2021-01-10-recs.md %}"), "\(post)")
        #expect(folders.exists("new/public/mentors/ada/index.html"))
        let home = try #require(folders.read("new/public/index.html"))
        #expect(home.contains("Bandits") && home.contains("Bob"))
    }

    @Test func theTailwindNextjsStarterBlogsPostsAuthorsAndContents() throws {
        let folders = Folders([
            "next.config.js": "module.exports = () => ({ reactStrictMode: true })\n",
            "contentlayer.config.ts": """
                export const Blog = defineDocumentType(() => ({ name: 'Blog', filePathPattern: 'blog/**/*.mdx', contentType: 'mdx' }))
                export const Authors = defineDocumentType(() => ({ name: 'Authors', filePathPattern: 'authors/**/*.mdx', contentType: 'mdx' }))
                export default makeSource({ contentDirPath: 'data', documentTypes: [Blog, Authors] })
                """,
            "data/siteMetadata.js": """
                const siteMetadata = {
                  title: 'Next.js Starter Blog',
                  author: 'Tails Azimuth',
                  headerTitle: 'TailwindBlog',
                  description: 'A blog created with Next.js and Tailwind.css',
                  language: 'en-us',
                  siteUrl: 'https://tailwind-nextjs-starter-blog.vercel.app',
                  siteLogo: `${process.env.BASE_PATH || ''}/static/images/logo.png`,
                  locale: 'en-US',
                }
                module.exports = siteMetadata
                """,
            "data/blog/new-features-in-v1.mdx": """
                ---
                title: 'New features in v1'
                date: '2021-08-07T15:32:14Z'
                lastmod: '2021-02-01'
                tags: ['next-js', 'tailwind']
                authors: ['default', 'sparrowhawk']
                layout: PostSimple
                bibliography: references-data.bib
                ---

                ## Overview

                A post on the new features. New features:

                <TOCInline toc={props.toc} exclude="Overview" toHeading={2} />

                ## Theme colors

                Colours [@Nash1950].

                ## Layouts

                Layouts.

                """,
            "data/blog/nested-route/introducing-multi-part-posts.mdx": "---\ntitle: Multi-part posts\ndate: '2021-05-02'\n---\n\nNested.\n",
            "data/authors/default.mdx": "---\nname: Tails Azimuth\navatar: /static/images/avatar.png\ngithub: https://github.com/tails\n---\n\nAbout Tails.\n",
            "data/authors/sparrowhawk.mdx": "---\nname: Sparrow Hawk\ntwitter: https://twitter.com/sparrowhawk\n---\n\nAbout Hawk.\n",
            "data/references-data.bib": "@article{Nash1950,\n  title={Equilibrium points in n-person games},\n  author={Nash, John},\n  journal={PNAS},\n  year={1950}\n}\n",
            "data/headerNavLinks.ts": "export default []\n",
            "app/blog/[...slug]/page.tsx": "export default function Page() {}\n",
            "app/blog/page/[page]/page.tsx": "export default function Page() {}\n",
            "app/tags/[tag]/page.tsx": "export default function Page() {}\n",
            "public/static/images/avatar.png": "PNG",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Next.js")
        let config = try #require(folders.read("new/site.yml"))
        for setting in ["title: \"Next.js Starter Blog\"", "author: \"Tails Azimuth\"", "base_url: \"https://tailwind-nextjs-starter-blog.vercel.app/\"", "posts: \"blog\""] {
            #expect(config.contains(setting), "\(setting) in \(config)")
        }
        #expect(folders.read("new/data/authors/default.yml") == "name: \"Tails Azimuth\"\nurl: \"https://github.com/tails\"\n")
        #expect(folders.read("new/data/authors/sparrowhawk.yml")?.contains("https://twitter.com/sparrowhawk") == true)
        for copied in ["content/blog/new-features-in-v1.mdx", "content/blog/nested-route/introducing-multi-part-posts.mdx", "content/references-data.bib", "static/static/images/avatar.png"] {
            #expect(folders.exists("new/" + copied), "\(copied)")
        }
        #expect(!folders.exists("new/content/headerNavLinks.ts") && !folders.exists("new/content/authors/default.mdx"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let post = try #require(folders.read("new/public/blog/new-features-in-v1/index.html"))
        // `<TOCInline>` is the post's contents, where it stood; the authors are their profiles' names and pages.
        #expect(post.contains("<div class=\"toc\">") && post.contains("href=\"#theme-colors\""), "\(post)")
        #expect(post.contains("<a href=\"https://github.com/tails\">Tails Azimuth</a>") && post.contains("Sparrow Hawk"))
        #expect(post.contains("Nash") && !post.contains("TOCInline"))
        // A `lastmod:` before the post's date is no update.
        #expect(!post.contains("class=\"updated\""))
        #expect(folders.exists("new/public/blog/nested-route/introducing-multi-part-posts/index.html"))
    }

    /// Next's own blog starter: `_posts/` drawn by `pages/posts/[slug].js`, its settings in `lib/constants.ts`.
    @Test func nextsBlogStarterPostsAreAtTheirRoute() throws {
        let folders = Folders([
            "next.config.js": "module.exports = {}\n",
            "lib/constants.ts": "export const EXAMPLE_PATH = \"blog-starter\";\nexport const CMS_NAME = \"Markdown\";\nexport const HOME_OG_IMAGE_URL = \"https://og-image.vercel.app/x.png\";\n",
            "_posts/dynamic-routing.md": "---\ntitle: \"Dynamic Routing and Static Generation\"\nexcerpt: \"Lorem ipsum.\"\ncoverImage: \"/assets/blog/dynamic-routing/cover.jpg\"\ndate: \"2020-03-16T05:35:07.322Z\"\nauthor:\n  name: JJ Kasper\n  picture: \"/assets/blog/authors/jj.jpeg\"\nogImage:\n  url: \"/assets/blog/dynamic-routing/cover.jpg\"\n---\n\nLorem ipsum dolor sit amet.\n",
            "_posts/hello-world.md": "---\ntitle: \"Learn How to Pre-render Pages\"\ndate: \"2020-03-16T05:35:07.322Z\"\nauthor:\n  name: Tim Neutkens\n---\n\nPre-rendering.\n",
            "src/app/posts/[slug]/page.tsx": "export default function Post() {}\n",
            "public/assets/blog/dynamic-routing/cover.jpg": "JPG",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Next.js")
        #expect(folders.exists("new/content/posts/dynamic-routing.md") && folders.exists("new/static/assets/blog/dynamic-routing/cover.jpg"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let post = try #require(folders.read("new/public/posts/dynamic-routing/index.html"))
        #expect(post.contains("Lorem ipsum dolor sit amet.") && post.contains("JJ Kasper"))
        #expect(post.contains("/assets/blog/dynamic-routing/cover.jpg"), "the Open Graph image")
    }

    /// The starter's first version: `pages/blog/[...slug].js` draws `data/blog/`, found without a
    /// Contentlayer configuration; `createdAt` dates the posts.
    @Test func aPagesRouteFileDrawsTheBlogFolder() throws {
        let folders = Folders([
            "next.config.js": "module.exports = {}\n",
            "data/siteMetadata.js": "module.exports = { title: 'AcidOP', siteUrl: 'https://acidop.example' }\n",
            "data/blog/guides/first.md": "---\ntitle: First\ncreatedAt: 2022-01-02\n---\n\nFirst guide.\n",
            "data/blog/second.md": "---\ntitle: Second\ncreatedAt: 2022-02-03\n---\n\nSecond post.\n",
            "pages/blog/[...slug].js": "export default function Blog() {}\n",
            "pages/blog/page/[page].js": "export default function List() {}\n",
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        #expect(folders.exists("new/content/blog/guides/first.md"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        #expect(folders.read("new/public/blog/guides/first/index.html")?.contains("First guide.") == true)
        #expect(folders.read("new/public/index.html")?.contains("Second post.") == true)
    }

    /// A Next.js application with no Markdown where blogs keep it is no blog to read.
    @Test func aNextjsAppWithoutPostsIsNotRead() throws {
        let folders = Folders(["next.config.js": "module.exports = {}\n", "app/page.tsx": "export default function Home() {}\n"])
        #expect(throws: Diagnostic.self) { try initSite(at: folders.new, from: folders.old) }
    }
}
