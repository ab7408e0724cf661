import Foundation
import Testing

@testable import SiteKit

/// A language with translated posts has a home of its own, as Hugo gives each language: `/fr/`
/// lists the French posts newest first, in French, with its own feed, and every French page's
/// navigation leads there instead of to the English list.
@Suite struct LanguageListTests {
    private func multilingualSite(config: String = TemporarySite.defaultConfig, extra: [String: String] = [:]) -> TemporarySite {
        TemporarySite(
            config: config,
            files: [
                "content/posts/trip/index.md": "---\ntitle: Trip\ndate: 2026-03-14\ntags: [sea]\n---\nHello.\n",
                "content/posts/trip/index.fr.md": "---\ntitle: Voyage\ndate: 2026-03-14\ntags: [mer, été]\n---\nBonjour.\n",
                "content/posts/bread/index.md": "---\ntitle: Bread\ndate: 2026-02-01\n---\nFlour.\n",
                "content/posts/bread/index.fr.md": "---\ntitle: Pain\ndate: 2026-02-01\ntags: [été]\n---\nFarine.\n",
                "content/posts/only-french.fr.md": "---\ntitle: Seulement en français\ndate: 2026-04-01\n---\nOui.\n",
                "content/posts/reise/index.de.md": "---\ntitle: Reise\ndate: 2026-01-01\n---\nHallo.\n",
                "content/about.md": "---\ntitle: About\n---\nMe.\n",
                "content/about.fr.md": "---\ntitle: À propos\n---\nMoi.\n",
            ].merging(extra) { $1 },
            theme: defaultTheme)
    }

    /// A post whose front matter says it is written in another language (`lang: zh`, as Jekyll's
    /// and Quarto's posts do) stays in the site's lists, marked with its language there, and is
    /// read in that language: `<html lang>`, the theme's words, its date and its chart.
    @Test func aPostWrittenInAnotherLanguageSaysSo() throws {
        let site = TemporarySite(
            files: [
                "content/posts/2024-03-14-notes.md": """
                    ---
                    title: 读书笔记
                    date: 2024-03-14
                    lang: zh_CN
                    ---
                    三月的书。

                    ```chart
                    type: bar
                    title: 每月的书
                    ---
                    2024-01: 3
                    2024-02: 5
                    ```
                    """,
                "content/posts/2024-03-15-english.md": "---\ntitle: English\ndate: 2024-03-15\nlang: en\n---\nHello.\n",
                "content/posts/2024-03-16-odd.md": "---\ntitle: Odd\ndate: 2024-03-16\nlang: klingon\n---\nQapla'.\n",
            ],
            theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let post = try #require(site.read("public/posts/notes/index.html"))
        #expect(post.contains("<html lang=\"zh-cn\" dir=\"ltr\">"))
        #expect(post.contains("2024年3月14日") && post.contains("分钟"), "\(post)")
        #expect(post.contains("2024-01：3；2024-02：5。"), "the chart's sentence is written as Chinese is")
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains("<li class=\"post-summary\" lang=\"zh-cn\" dir=\"ltr\">") && home.contains("读书笔记"))
        #expect(home.contains("<html lang=\"en\""))
        #expect(try #require(site.read("public/feed.xml")).contains("<entry xml:lang=\"zh-cn\">\n    <title>读书笔记</title>"))
        let english = try #require(site.read("public/posts/english/index.html"))
        #expect(english.contains("<html lang=\"en\""))
        // The neighbours' titles say their language where it is not the page's.
        #expect(english.contains("<span lang=\"zh-cn\" dir=\"ltr\">读书笔记</span></a>"), "\(english)")
        #expect(post.contains("<span lang=\"en\" dir=\"ltr\">English</span></a>"))
        #expect(!home.contains("<li class=\"post-summary\" lang=\"en\""))
        let odd = report.diagnostics.warnings.first { $0.message.hasPrefix("'klingon' is no language code site knows") }
        #expect(odd?.location?.line == 4, "\(report.diagnostics.warnings)")
        #expect(try #require(site.read("public/posts/odd/index.html")).contains("<html lang=\"en\""))
    }

    /// A language code that only ends a name (`nodejs-socket.io.md`, about Socket.IO) is part of
    /// the name: no page of the site is in Ido beside another version, nor does site.yml name it.
    @Test func aCodeThatOnlyEndsANameIsPartOfIt() throws {
        let site = multilingualSite(extra: [
            "content/posts/2024-05-01-nodejs-socket.io.md": "---\ntitle: Socket.IO\ndate: 2024-05-01\n---\nEvents.\n",
            "content/posts/2024-05-02-notes.it.md": "---\ntitle: Notes on it\ndate: 2024-05-02\n---\nIt.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.exists("public/posts/nodejs-socket.io/index.html") && site.exists("public/posts/notes.it/index.html"))
        #expect(!site.exists("public/io/index.html") && !site.exists("public/it/index.html"))
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains(">Socket.IO</a>") && !home.contains("hreflang=\"io\""))
        // Named in site.yml, the code makes a translation.
        let named = multilingualSite(config: TemporarySite.defaultConfig + "\nlanguages:\n  io: {title: Blogo}\n", extra: [
            "content/posts/2024-05-01-nodejs-socket.io.md": "---\ntitle: Socket.IO\ndate: 2024-05-01\n---\nEvents.\n"
        ])
        #expect(named.build().succeeded)
        #expect(named.exists("public/io/index.html"))
    }

    @Test func eachLanguageHasAHomeOfItsOwn() throws {
        let site = multilingualSite()
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(site.read("public/fr/index.html"))
        #expect(home.contains("<html lang=\"fr\" dir=\"ltr\">"))
        #expect(home.contains(">Derniers articles</h2>"))
        // Its posts, newest first; the English ones and the pages are not in it.
        let titles = home.matches(of: /<h2 class="post-summary-title"><a href="[^"]*">([^<]*)</).map { String($0.1) }
        #expect(titles == ["Seulement en français", "Voyage", "Pain"], "\(home)")
        #expect(!home.contains(">Trip<") && !home.contains(">À propos<"))
        // The title, the navigation and the feed lead to the French list and feed.
        // The site's English title is marked as English there, for a screen reader's voice.
        #expect(home.contains("<a class=\"site-title\" href=\"/blog/fr/\" aria-current=\"page\" lang=\"en\" dir=\"ltr\">Test Blog</a>"))
        #expect(home.contains("<p class=\"lede\" lang=\"en\" dir=\"ltr\">A blog for tests.</p>"))
        #expect(home.contains("<h1 class=\"page-title\" lang=\"en\" dir=\"ltr\">Test Blog</h1>"))
        #expect(home.contains("<li><a href=\"/blog/fr/\" aria-current=\"page\">Articles</a></li>"))
        #expect(home.contains("href=\"/blog/fr/feed.xml\""))
        // The language homes are one another's translations.
        #expect(home.contains("<a href=\"/blog/\" hreflang=\"en\" lang=\"en\" dir=\"ltr\">English</a>"))
        #expect(home.contains("<a href=\"/blog/de/\" hreflang=\"de\""))
        let english = try #require(site.read("public/index.html"))
        #expect(english.contains("<a href=\"/blog/fr/\" hreflang=\"fr\" lang=\"fr\" dir=\"ltr\">Français</a>"))
        #expect(english.contains("<a class=\"site-title\" href=\"/blog/\" aria-current=\"page\">"))
        #expect(!english.contains("Voyage") && english.contains(">Trip<"))

        // A French post's navigation leads to the French list, an English post's to the English one.
        let voyage = try #require(site.read("public/fr/posts/trip/index.html"))
        #expect(voyage.contains("<a class=\"site-title\" href=\"/blog/fr/\" lang=\"en\" dir=\"ltr\">") && voyage.contains("<li><a href=\"/blog/fr/\">Articles</a></li>"))
        let trip = try #require(site.read("public/posts/trip/index.html"))
        #expect(trip.contains("<a class=\"site-title\" href=\"/blog/\">") && trip.contains("<li><a href=\"/blog/\">Posts</a></li>"))
        // So does a French page.
        #expect(try #require(site.read("public/fr/about/index.html")).contains("<a class=\"site-title\" href=\"/blog/fr/\" lang=\"en\""))

        let feed = try #require(site.read("public/fr/feed.xml"))
        #expect(feed.contains("xml:lang=\"fr\"") && feed.contains("<link rel=\"self\" type=\"application/atom+xml\" href=\"https://example.com/blog/fr/feed.xml\"/>"))
        #expect(feed.matches(of: /<entry>/).count == 3 && feed.contains("<title>Voyage</title>") && !feed.contains("<title>Trip</title>"))
        #expect(!(try #require(site.read("public/feed.xml"))).contains("Voyage"))
        let sitemap = try #require(site.read("public/sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.com/blog/fr/</loc><lastmod>2026-04-01</lastmod>"))
        #expect(sitemap.contains("<loc>https://example.com/blog/de/</loc>"))
    }

    /// A language's posts' tags have pages of their own below it (`/fr/tags/ete/`), which its
    /// posts and its navigation lead to; the site's tag pages keep to the site's posts.
    @Test func aLanguagesTagsHavePagesOfTheirOwn() throws {
        let site = multilingualSite()
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let summer = try #require(site.read("public/fr/tags/ete/index.html"))
        #expect(summer.contains("<html lang=\"fr\"") && summer.contains("<title>Étiqueté “été” · Test Blog</title>"))
        #expect(summer.contains(">Voyage</a>") && summer.contains(">Pain</a>") && !summer.contains(">Trip</a>"))
        let index = try #require(site.read("public/fr/tags/index.html"))
        #expect(index.contains("<h1 class=\"page-title\">Étiquettes</h1>") && index.contains("href=\"/blog/fr/tags/mer/\""))
        let voyage = try #require(site.read("public/fr/posts/trip/index.html"))
        #expect(voyage.contains("href=\"/blog/fr/tags/mer/\"") && voyage.contains("<a href=\"/blog/fr/tags/\">Étiquettes</a>"))
        let sea = try #require(site.read("public/tags/sea/index.html"))
        #expect(sea.contains(">Trip</a>") && !sea.contains("Voyage"))
        #expect(!site.exists("public/tags/ete/index.html"))
        // German has no tags: its pages' Tags lead to the site's.
        #expect(try #require(site.read("public/de/index.html")).contains("<a href=\"/blog/tags/\">"))
        #expect(try #require(site.read("public/sitemap.xml")).contains("<loc>https://example.com/blog/fr/tags/ete/</loc>"))
    }

    /// Zola's and Hugo's home section in a language (`content/_index.fr.md`) heads that language's
    /// home with its text, as `content/_index.md` heads the site's; it is no page in its place.
    @Test func aLanguagesHomeSectionHeadsItsHome() throws {
        let site = multilingualSite(extra: ["content/_index.fr.md": "---\ntitle: Accueil\ndescription: Le blog en français.\n---\nBienvenue ici.\n"])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(site.read("public/fr/index.html"))
        #expect(home.contains("<p>Bienvenue ici.</p>") && home.contains(">Voyage</a>") && home.contains(">Pain</a>"))
        #expect(home.contains("<meta name=\"description\" content=\"Le blog en français.\">"))
        let sitemap = try #require(site.read("public/sitemap.xml"))
        #expect(sitemap.matches(of: /<loc>https:\/\/example.com\/blog\/fr\/<\/loc>/).count == 1, "\(sitemap)")
    }

    @Test func aLanguagesListIsPaginatedAsTheHomeIs() throws {
        let site = multilingualSite(config: TemporarySite.defaultConfig + "\npaginate: 2\n")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let second = try #require(site.read("public/fr/page/2/index.html"))
        #expect(second.contains(">Pain</a>") && !second.contains(">Voyage</a>"))
        #expect(second.contains("<title>Test Blog, page 2 · Test Blog</title>"))
        // A German list's second page says so in German.
        site.write("content/posts/zwei/index.de.md", "---\ntitle: Zwei\ndate: 2026-01-02\n---\nZwei.\n")
        site.write("content/posts/drei/index.de.md", "---\ntitle: Drei\ndate: 2026-01-03\n---\nDrei.\n")
        #expect(site.build().succeeded)
        #expect(try #require(site.read("public/de/page/2/index.html")).contains("<title>Test Blog, Seite 2 · Test Blog</title>"))
        #expect(try #require(site.read("public/fr/index.html")).contains("href=\"/blog/fr/page/2/\""))
    }

    /// A page at the language's address (Hugo's `content/fr/_index.md` moved over, or a page of
    /// that name) keeps it; the language then has no list there.
    @Test func aPageAtTheLanguagesAddressKeepsIt() throws {
        let site = multilingualSite(extra: ["content/de.md": "---\ntitle: Deutsch\nurl: /de/\n---\nAuf Deutsch.\n"])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(try #require(site.read("public/de/index.html")).contains("Auf Deutsch."))
        #expect(site.exists("public/fr/index.html") && !site.exists("public/de/feed.xml"))
    }

    /// `languages:` gives the site's title and description in a translation's language, and the
    /// name each language goes by (Hugo's `[languages.fr] title`, `languageName`).
    @Test func aLanguagesTitleDescriptionAndNameAreItsOwn() throws {
        let config = TemporarySite.defaultConfig + """

            language: en-us
            languages:
              fr: {title: Blog de test, description: Un blog pour les tests., name: Français (France)}
              en: {name: English}
            """
        let site = multilingualSite(config: config)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(site.read("public/fr/index.html"))
        #expect(home.contains("<title>Blog de test</title>") && home.contains("<meta name=\"description\" content=\"Un blog pour les tests.\">"))
        #expect(home.contains("<a class=\"site-title\" href=\"/blog/fr/\" aria-current=\"page\">Blog de test</a>"))
        #expect(home.contains("<p class=\"lede\">Un blog pour les tests.</p>"))
        #expect(home.contains(">English</a>"))
        let voyage = try #require(site.read("public/fr/posts/trip/index.html"))
        #expect(voyage.contains("<title>Voyage · Blog de test</title>"))
        let english = try #require(site.read("public/index.html"))
        #expect(english.contains("<title>Test Blog</title>") && english.contains(">Français (France)</a>"))
        let feed = try #require(site.read("public/fr/feed.xml"))
        #expect(feed.contains("<title>Blog de test</title>") && feed.contains("<subtitle>Un blog pour les tests.</subtitle>"))
        // A German page without settings of its own keeps the site's title.
        #expect(try #require(site.read("public/de/index.html")).contains("<title>Test Blog</title>"))
        let wrong = multilingualSite(config: TemporarySite.defaultConfig + "\nlanguages:\n  fr: {titel: Blog}\n")
        #expect(wrong.build().diagnostics.contains { $0.message.contains("'titel'") && $0.message.contains("title") })
    }
}
