import Charts
import Foundation
import Testing

@testable import SiteKit

/// The default theme's words in the page's language (`themes/default/i18n/`): a French blog reads
/// "min de lecture" and "Derniers articles", a German translation of an English post its German
/// words, and a language the theme has no file for English.
@Suite struct ThemeWordsTests {
    @Test func aFrenchBlogReadsFrench() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\nlanguage: fr-CA\n",
            files: ["content/posts/a.md": "---\ntitle: Premier\ndate: 2026-03-14\ntags: [vélo]\ncategories: [Voyage]\nauthor: Ada\n---\nBonjour.\n"],
            theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let post = try #require(site.read("public/posts/a/index.html"))
        #expect(post.contains("<bdi>14 mars 2026</bdi>"))
        #expect(post.contains("<bdi>par <span class=\"author\">Ada</span></bdi>"))
        #expect(post.contains("<bdi>1 min de lecture</bdi>"))
        #expect(post.contains("<h2 class=\"post-footer-heading\">Classé dans</h2>"))
        #expect(post.contains("<a class=\"skip-link\" href=\"#main\">Aller au contenu</a>"))
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains(">Derniers articles</h2>"))
        #expect(home.contains("<bdi>Fait avec <code>site</code>: graphiques dessinés en SVG et CSS, sans JavaScript.</bdi>"))
        let notFound = try #require(site.read("public/404.html"))
        #expect(notFound.contains("<h1 class=\"page-title\">Cette page n’est pas ici</h1>"))
        #expect(notFound.contains("<title>Page introuvable · Test Blog</title>"))
        #expect(try #require(site.read("public/tags/velo/index.html")).contains("<title>Étiqueté “vélo” · Test Blog</title>"))
        // The categories too: in the navigation, their list's title and a term's.
        #expect(home.contains(">Catégories</a></li>") && !home.contains(">Categories<"))
        let categories = try #require(site.read("public/categories/index.html"))
        #expect(categories.contains("<title>Catégories · Test Blog</title>"))
        #expect(categories.contains("Toutes les entrées de : catégories de Test Blog"), "\(categories)")
        #expect(try #require(site.read("public/categories/voyage/index.html")).contains("<title>Catégorie “Voyage” · Test Blog</title>"))
    }

    /// Chinese (simplified and traditional), Japanese and Korean blogs (the languages `site init
    /// --from` tells from a blog's script) read their own words and dates, and their charts' kind.
    @Test func chineseJapaneseAndKoreanBlogsReadTheirLanguages() throws {
        let expected = [
            ("zh", "1 分钟读完", "2026年3月14日", "环形图"), ("ja", "1 分で読めます", "2026年3月14日", "ドーナツグラフ"),
            ("ko", "1 분 분량", "2026년 3월 14일", "도넛 차트"),
            // Taiwan's, Hong Kong's and any `zh-Hant` site read traditional characters.
            ("zh-TW", "1 分鐘讀完", "2026年3月14日", "環形圖"), ("zh-Hant-HK", "1 分鐘讀完", "2026年3月14日", "環形圖"),
        ]
        for (language, minutes, date, donut) in expected {
            let site = TemporarySite(
                config: TemporarySite.defaultConfig + "\nlanguage: \(language)\n",
                files: ["content/posts/a.md": "---\ntitle: A\ndate: 2026-03-14\n---\n```chart\ntype: donut\n---\nA: 1\nB: 2\n```\n"],
                theme: defaultTheme)
            #expect(site.build().succeeded)
            let post = try #require(site.read("public/posts/a/index.html"))
            #expect(post.contains("<html lang=\"\(language)\"") && post.contains(minutes) && post.contains(date), "\(language)")
            #expect(post.contains("aria-roledescription=\"\(donut)\""), "\(language)")
            // Their punctuation too: `A：1` and no space between sentences in Chinese and Japanese.
            if language != "ko" {
                #expect(post.contains("A：1, 33%") && ["。总计 3。", "。總計 3。", "。合計 3。"].contains { post.contains($0) }, "\(language)")
            }
        }
    }

    @Test func aTranslationReadsItsOwnLanguageAndAnUnknownOneEnglish() throws {
        let site = TemporarySite(
            files: [
                "content/posts/trip/index.md": "---\ntitle: Trip\ndate: 2026-03-14\n---\nHello.\n",
                "content/posts/trip/index.de.md": "---\ntitle: Reise\ndate: 2026-03-14\n---\nHallo.\n",
                "content/posts/trip/index.pt-br.md": "---\ntitle: Viagem\ndate: 2026-03-14\n---\nOlá.\n",
                "content/posts/trip/index.pl.md": "---\ntitle: Podróż\ndate: 2026-03-14\n---\nCześć.\n",
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let german = try #require(site.read("public/de/posts/trip/index.html"))
        #expect(german.contains("<bdi>1 Min. Lesezeit</bdi>") && german.contains("aria-label=\"Andere Sprachen\""))
        #expect(german.contains("<bdi>14. März 2026</bdi>"))
        // Brazilian Portuguese reads the theme's Portuguese; Polish, which it lacks, English words and a Polish day.
        let portuguese = try #require(site.read("public/pt-br/posts/trip/index.html"))
        #expect(portuguese.contains("<bdi>1 min de leitura</bdi>") && portuguese.contains("<bdi>14 de março de 2026</bdi>"))
        let polish = try #require(site.read("public/pl/posts/trip/index.html"))
        #expect(polish.contains("<bdi>1 min read</bdi>") && polish.contains("<bdi>14 marca 2026</bdi>"), "\(polish)")
        let english = try #require(site.read("public/posts/trip/index.html"))
        #expect(english.contains("<bdi>1 min read</bdi>") && english.contains("aria-label=\"Other languages\""))
    }

    /// A callout's heading is the theme's word for it in the page's language: GitHub's alerts and
    /// the callout shortcodes alike; a title the author gives wins, and a word the theme lacks is
    /// shown capitalised.
    @Test func calloutHeadingsSpeakThePagesLanguage() throws {
        let body = "> [!WARNING]\n> Chaud.\n\n> [!TIP] Mon titre\n> x\n\n{{< admonition note >}}\nUne note.\n{{< /admonition >}}\n\n{{< details >}}\nPlus.\n{{< /details >}}\n\n> [!bug]\n> y\n"
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\nlanguage: fr\n",
            files: ["content/posts/a.md": "---\ntitle: A\ndate: 2026-01-01\n---\n" + body, "content/posts/b/index.md": "---\ntitle: B\ndate: 2026-01-02\n---\n" + body,
                    "content/posts/b/index.de.md": "---\ntitle: B\ndate: 2026-01-02\n---\n" + body],
            theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let french = try #require(site.read("public/posts/a/index.html"))
        #expect(french.contains("<p class=\"callout-title\">Attention</p>"))
        #expect(french.contains("<p class=\"callout-title\">Mon titre</p>"))
        #expect(french.contains("<summary class=\"callout-title\">Remarque</summary>"))
        #expect(french.contains("<summary class=\"callout-title\">Détails</summary>"))
        #expect(french.contains("<p class=\"callout-title\">Bug</p>"))
        let german = try #require(site.read("public/de/posts/b/index.html"))
        #expect(german.contains("<p class=\"callout-title\">Warnung</p>") && german.contains("<summary class=\"callout-title\">Hinweis</summary>"))
    }

    @Test func aRegionFallsBackToItsLanguageAndAMissingKeyToEnglish() {
        let words = ThemeWords(["en": ["min_read": "min read", "posts": "Posts"], "pt": ["min_read": "min de leitura"], "pt-br": ["posts": "Artigos"]])
        #expect(words.words(for: "pt-BR") == .object(["min_read": .string("min de leitura"), "posts": .string("Artigos")]))
        #expect(words.words(for: "pt_PT") == .object(["min_read": .string("min de leitura"), "posts": .string("Posts")]))
        #expect(words.words(for: "ja") == .object(["min_read": .string("min read"), "posts": .string("Posts")]))
    }

    /// Every language file of the default theme has every English key, and no other.
    @Test func theDefaultThemesLanguagesHaveEveryWord() throws {
        let files = EmbeddedSite.files.filter { $0.path.hasPrefix("themes/default/i18n/") }
        let english = try #require(files.first { $0.path.hasSuffix("/en.yml") }?.text)
        let keys = Set(ThemeWords.read(english, path: "en.yml").words.keys)
        #expect(keys.count >= 30)
        for file in files {
            let (words, diagnostics) = ThemeWords.read(file.text ?? "", path: file.path)
            #expect(diagnostics.isEmpty, "\(file.path): \(diagnostics)")
            #expect(Set(words.keys) == keys, "\(file.path): missing \(keys.subtracting(words.keys).sorted()), extra \(Set(words.keys).subtracting(keys).sorted())")
        }
        // Each key the templates name is in English; each English key is named by a template.
        let templates = EmbeddedSite.files.filter { $0.path.hasSuffix(".mustache") }.compactMap(\.text).joined()
        let named = Set(templates.matches(of: /\{\{t\.([a-z0-9_]+)\}\}/).map { String($0.1) })
        let callouts = Set(keys.filter { $0.hasPrefix("callout_") })
        #expect(callouts.count >= 9)
        let charts = Set(ChartWords.all.map(\.key))
        let used = named.union(ThemeWords.usedByTheBuild).union(callouts).union(charts)
        #expect(used == keys, "named but missing: \(used.subtracting(keys).sorted()), unused: \(keys.subtracting(used).sorted())")
        // The English file says the charts' phrases as the engine does, so neither drifts from the other.
        let englishWords = ThemeWords.read(english, path: "en.yml").words
        for (key, phrase) in ChartWords.all {
            #expect(englishWords[key] == phrase, "en.yml's \(key) is \(englishWords[key] ?? "missing"), the engine's \(phrase)")
        }
    }

    /// A chart in a French post is described, tabled and named in French, with French numbers; a
    /// German translation of an English post in German; the English post as before.
    @Test func chartsSpeakThePagesLanguage() throws {
        let pie = "```chart\ntype: donut\ntitle: Budget\nsource: Relevé\n---\nLoyer: 1200.5\nCourses: 450\nÉtiquette: \n```\n"
        let line = "```chart\ntype: line\ny-axis: Pas\nrule: 8000 Objectif\n---\n2026-03-01: 7200\n2026-03-02: 9100\n2026-03-03: 6400\n```\n"
        let scatter = "```chart\ntype: scatter\n---\n| Nuit | Sommeil | Pas |\n| Lun | 6.2 | 7400 |\n| Mar | 7.5 | 9100 |\n| Sam | 8.4 | 12050 |\n```\n"
        let front = "---\ntitle: Budget\ndate: 2026-03-14\n---\n"
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\nlanguage: fr\n",
            files: [
                "content/posts/budget.md": front + pie + "\n" + line + "\n" + scatter,
                "content/posts/trip/index.md": front + "```chart\ntype: bar\n---\nMon: 1200\nTue: \n```\n",
                "content/posts/trip/index.de.md": front + "```chart\ntype: bar\n---\nMon: 1200\nTue: \n```\n",
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let french = try #require(site.read("public/posts/budget/index.html"))
        #expect(french.contains("aria-roledescription=\"graphique en anneau\""))
        #expect(french.contains("<span class=\"chart-source\">Source : Relevé</span>"))
        #expect(french.contains("<summary>Données</summary><table aria-label=\"Budget : données\">"))
        #expect(french.contains("<th scope=\"col\">Libellé</th><th scope=\"col\">Valeur</th><th scope=\"col\">Part</th>"))
        #expect(french.contains("<td>aucune donnée</td>"))
        #expect(french.contains("<tfoot><tr><th scope=\"row\">Total</th><td>1\u{202F}650,5</td>"))
        #expect(french.contains("Graphique linéaire, 3 points de 1 mars 2026 à 3 mars 2026."))
        #expect(french.contains("Minimum 6\u{202F}400 pas (3 mars 2026), maximum 9\u{202F}100 pas (2 mars 2026), dernier 6\u{202F}400 pas."))
        #expect(french.contains("Objectif : 8\u{202F}000 (ligne de référence)."))
        #expect(french.contains("<th scope=\"col\">Date</th>"))
        #expect(french.contains("Nuage de points, 3 points : Pas (7\u{202F}400 à 12\u{202F}050) en fonction de Sommeil (6,2 à 8,4). Pas augmente fortement avec Sommeil (r = 0,97)."))
        let german = try #require(site.read("public/de/posts/trip/index.html"))
        #expect(german.contains("aria-roledescription=\"Balkendiagramm\"") && german.contains("Mon: 1.200; Tue: keine Daten."))
        #expect(german.contains("-title\">Balkendiagramm</title>"))
        let frenchBars = try #require(site.read("public/posts/trip/index.html"))
        #expect(frenchBars.contains("aria-roledescription=\"graphique à barres\"") && frenchBars.contains("Mon : 1\u{202F}200 ; Tue : aucune donnée."))
        #expect(frenchBars.contains("-title\">Graphique à barres</title>"))
    }

    /// A theme copied by an older `site init` (its French file without the charts' or callouts' words)
    /// or a theme without words at all: the build's own words still come in the page's language.
    @Test func aThemeWithoutTheBuildsWordsStillSpeaksThePagesLanguage() throws {
        let body = "---\ntitle: A\ndate: 2026-03-14\n---\n> [!WARNING]\n> Chaud.\n\n```chart\ntype: bar\n---\nLun: 3\nMar: \n```\n"
        for oldTheme in [true, false] {
            let site = TemporarySite(
                config: TemporarySite.defaultConfig + "\nlanguage: fr\n", files: ["content/posts/a.md": body], theme: defaultTheme)
            site.remove("themes/default/i18n")
            if oldTheme { site.write("themes/default/i18n/fr.yml", "min_read: min de lecture\ncallout_warning: Prends garde\n") }
            let report = site.build()
            #expect(report.succeeded, "\(report.diagnostics)")
            let post = try #require(site.read("public/posts/a/index.html"))
            #expect(post.contains("aria-roledescription=\"graphique à barres\"") && post.contains("Lun : 3 ; Mar : aucune donnée."))
            // The theme's own word wins over the built-in one.
            #expect(post.contains(oldTheme ? ">Prends garde</p>" : ">Attention</p>"))
            if oldTheme { #expect(post.contains("1 min de lecture")) }
        }
    }

    /// A phrase with a blank the theme's words leave out keeps it as written; words of no chart phrase are not taken.
    @Test func chartWordsFillTheirBlanksOnce() {
        let words = ChartWords(["chart_total": "Gesamt", "chart_data_of": "{title} – {nothing}", "posts": "Artikel"])
        let block = ChartBlock(body: "type: pie\ntitle: \"{title} & co\"\n---\nA: 1\nB: 2\n", path: "a.md", firstLine: 2, idSeed: "a")
        let chart = ChartEngine.figure(for: block, settings: ChartSettings(locale: "de", words: words))
        #expect(chart.html.contains("aria-label=\"{title} &amp; co – {nothing}\""), "\(chart.html)")
        #expect(chart.html.contains("<th scope=\"row\">Gesamt</th>"))
        #expect(ChartWords(["posts": "Artikel", "chart_total": "Total"]) == .english)
    }

    @Test func aBrokenWordsFileIsAnErrorAtItsLine() throws {
        let site = TemporarySite(files: ["content/posts/a.md": "---\ntitle: A\ndate: 2026-01-01\n---\nx\n"], theme: defaultTheme)
        site.write("themes/default/i18n/it.yml", "min_read: min di lettura\nposts: [a, b]\n")
        let report = site.build()
        let error = try #require(report.diagnostics.errors.first)
        #expect(error.message == "'posts' must be text, e.g. posts: …")
        #expect(error.location?.path == "themes/default/i18n/it.yml" && error.location?.line == 2 && error.location?.column == 8)
    }
}
