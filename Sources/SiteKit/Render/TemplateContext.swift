import Diagnostics
import Templates

/// Builds the template context of docs/theming.md from the site model.
struct ContextBuilder: Sendable {
    private(set) var model: SiteModel
    let dates: DateText
    /// `site`, shared by every page (`nav` marks the current page per render).
    private let siteFields: TemplateObject
    private let navigation: [Navigation.Link]
    /// Said when the navigation left top-level pages out (see `Navigation`).
    let navigationWarning: Diagnostic?
    private let siteOutsideNavigation: TemplateValue
    /// The theme's words (`t`) for the site's language and each translation's, made once.
    private let wordsByLanguage: [String: TemplateValue]
    /// The site language's words, for the titles the build writes ("Tagged “x”", ", page 2").
    private let siteWords: [String: String]
    /// The same for each translation's language ("Étiqueté “x”").
    private let wordsOfLanguage: [String: [String: String]]
    /// Every post's summary (no content), made once for the home page, tag pages and post pages.
    private var summaries: [TemplateValue]
    /// The summary of each translation that a language's list shows (null for the others).
    private let translationSummaries: [TemplateValue]
    /// `site` on the pages of each language with a list of its own (`/fr/`) or settings of its own
    /// (`languages:`): its title and description in that language, and its home, feed and
    /// navigation leading to that language's list.
    private let siteFieldsByLanguage: [String: (fields: TemplateObject, navigation: [Navigation.Link], outside: TemplateValue)]

    init(model: SiteModel, words: ThemeWords = ThemeWords()) {
        self.model = model
        let config = model.config
        // Each language's words read once: as text for the titles the build writes, as `t` for templates.
        siteWords = words.texts(for: config.language)
        var wordsOfLanguage: [String: [String: String]] = [:]
        // Translations' languages, and those pages of the site's lists say they are written in (`lang: zh`).
        let languages = Set(model.translations.compactMap(\.language)).union(model.posts.compactMap(\.ownLanguage)).union(model.pages.compactMap(\.ownLanguage))
        for language in languages { wordsOfLanguage[language] = words.texts(for: language) }
        self.wordsOfLanguage = wordsOfLanguage
        wordsByLanguage = wordsOfLanguage.merging([config.language: siteWords]) { own, _ in own }.mapValues { texts in
            .object(TemplateObject(texts.mapValues { TemplateValue.string($0) }))
        }
        dates = DateText(timeZone: config.timeZone, language: config.language)
        let chosen = Navigation(model: model)
        (navigation, navigationWarning) = (chosen.links, chosen.warning)
        siteFields = [
            "title": .string(config.title),
            "description": .string(config.description),
            "author": .string(config.author),
            "language": .string(config.language),
            "base_url": .string(config.baseURL),
            // The host a search form sends readers' words to a web search of (`example.com`).
            "host": .string(config.host),
            "home_url": .string(config.url("")),
            "feed_url": .string(config.url(config.feedPath)),
            "tags_url": .string(config.url("tags/")),
            "sitemap_url": .string(config.url("sitemap.xml")),
            "css_url": .string(config.url("assets/style.css")),
            "has_menu": .bool(config.menu != nil),
            "has_posts": .bool(!model.posts.isEmpty),
            "has_tags": .bool(model.taxonomies.contains { $0.name == "tags" && !$0.terms.isEmpty }),
            "params": .object(config.params),
            "year": model.year.map { .int($0) } ?? .null,
            "taxonomies": Self.taxonomiesValue(model.taxonomies, config: config, words: siteWords),
        ]
        siteOutsideNavigation = Self.site(siteFields, navigation: navigation, current: nil)
        summaries = model.posts.parallelMap { [config, dates, taxonomies = model.taxonomies] post in
            Self.summary(of: post, config: config, dates: dates, taxonomies: taxonomies)
        }
        let listed = Set(model.translatedPostIndexes.values.joined())
        translationSummaries = model.translations.indices.map { [config, dates, translations = model.translations] index in
            guard listed.contains(index) else { return .null }
            let taxonomies = model.translatedTaxonomies[translations[index].language ?? ""] ?? []
            return Self.summary(of: translations[index], config: config, dates: dates, taxonomies: taxonomies)
        }
        var byLanguage: [String: (fields: TemplateObject, navigation: [Navigation.Link], outside: TemplateValue)] = [:]
        for language in Set(model.translations.compactMap(\.language)).sorted() {
            let isListed = model.translatedPostIndexes[language] != nil
            var fields = siteFields
            fields["title"] = .string(config.title(in: language))
            fields["description"] = .string(config.description(in: language))
            // The site's own title or description on a page in another language is marked as the
            // site's language, so a screen reader says it in that voice and it runs its own way.
            let settings = config.settings(of: language)
            let own: TemplateValue = .string(config.language), ownDirection: TemplateValue = .string(LanguageCode.direction(of: config.language))
            if settings?.title == nil { (fields["title_lang"], fields["title_dir"]) = (own, ownDirection) }
            if settings?.description == nil { (fields["description_lang"], fields["description_dir"]) = (own, ownDirection) }
            var links = navigation
            if isListed {
                let home = config.url(language + "/")
                fields["home_url"] = .string(home)
                fields["feed_url"] = .string(config.url(LanguageFeed.path(of: language, config: config)))
                links = navigation.map { $0.url == config.url("") ? Navigation.Link(title: $0.title, url: home) : $0 }
                // Its own tags and categories, where its posts have any.
                let taxonomies = model.translatedTaxonomies[language] ?? []
                if let tags = taxonomies.first(where: { $0.name == "tags" }) {
                    fields["tags_url"] = .string(config.url(tags.sitePath))
                    fields["has_tags"] = true
                }
                if !taxonomies.isEmpty {
                    fields["taxonomies"] = Self.taxonomiesValue(taxonomies, config: config, words: wordsOfLanguage[language] ?? siteWords)
                }
            }
            byLanguage[language] = (fields, links, Self.site(fields, navigation: links, current: nil))
        }
        siteFieldsByLanguage = byLanguage
    }

    /// The theme's words in `language` (nil: the site's), for the titles the build writes.
    private func words(in language: String?) -> [String: String] {
        language.flatMap { wordsOfLanguage[$0] } ?? siteWords
    }

    /// A taxonomy's title in the page's language: a default one in the theme's words (`Étiquettes`,
    /// `分类` for `taxonomy_categories`), any other as configured.
    private func title(of taxonomy: Taxonomy, in language: String?) -> String {
        Self.title(of: taxonomy, words: words(in: language))
    }

    private static func title(of taxonomy: Taxonomy, words: [String: String]) -> String {
        let title = taxonomy.definition.title
        guard title == taxonomy.name.capitalizedFirst else { return title }
        return words[taxonomy.name == "tags" ? "tags" : "taxonomy_\(taxonomy.name)"] ?? title
    }

    /// One term's taxonomy, named before it in its page's title (`Catégorie « Voyage »`), by the
    /// theme's word for the singular when it has one.
    private func singularTitle(of taxonomy: Taxonomy, in language: String?) -> String {
        let singular = taxonomy.definition.singular
        return words(in: language)["taxonomy_\(singular)"] ?? singular.capitalizedFirst
    }

    /// `site.taxonomies`: each taxonomy's name, title and page.
    private static func taxonomiesValue(_ taxonomies: [Taxonomy], config: SiteConfig, words: [String: String]) -> TemplateValue {
        .array(
            taxonomies.map {
                .object([
                    "name": .string($0.name), "title": .string(title(of: $0, words: words)),
                    "url": .string(config.url($0.sitePath)), "has_terms": .bool(!$0.terms.isEmpty),
                    "is_tags": .bool($0.name == "tags"),
                ])
            })
    }

    /// Puts an edited post in the place of the one at `index` (it keeps its place in the order and
    /// its path); returns whether its summary, which lists show, changed.
    mutating func replacePost(at index: Int, with post: Page) -> Bool {
        let summary = Self.summary(of: post, config: model.config, dates: dates, taxonomies: model.taxonomies)
        let changed = summary != summaries[index]
        model.posts[index] = post
        summaries[index] = summary
        return changed
    }

    /// The context of a post's own page.
    func post(at index: Int) -> TemplateValue {
        // Read through the array rather than copying the page: a copy retains every field.
        let posts = model.posts
        var root = base(
            kind: "post", title: posts[index].title, titleHTML: posts[index].titleHTML, sitePath: posts[index].sitePath,
            description: posts[index].description, hasCharts: posts[index].hasCharts, language: posts[index].ownLanguage,
            translationKey: posts[index].translationKey)
        root["post"] = summaries[index].adding("content", .string(posts[index].html))
        // At the top too, as a page's context has it: a theme's own layout for posts may read either.
        root["content"] = .string(posts[index].html)
        if !posts[index].abstractHTML.isEmpty { root["abstract"] = .string(posts[index].abstractHTML) }
        if let paper = Self.paper(of: posts[index]) { root["paper"] = paper }
        addContents(shown: posts[index].showsContents, posts[index].contents, to: &root)
        addParameters(
            posts[index].params,
            image: Self.openGraphImage(
                images: posts[index].images, sitePath: posts[index].sitePath, charts: posts[index].chartImages,
                config: model.config),
            to: &root)
        // Posts are newest first, so the older neighbour follows and the newer one precedes.
        // A neighbour's title in another language than this post's says which (`lang: zh` beside English posts).
        let language = posts[index].ownLanguage ?? model.config.language
        func neighbour(_ other: Int) -> TemplateValue {
            let link = link(title: posts[other].title, titleHTML: posts[other].titleHTML, posts[other].sitePath)
            let own = posts[other].ownLanguage ?? model.config.language
            guard own != language else { return link }
            return Self.languageMark(own).reduce(link) { $0.adding($1.key, $1.value) }
        }
        if index + 1 < posts.count { root["previous"] = neighbour(index + 1) }
        if index > 0 { root["next"] = neighbour(index - 1) }
        return .object(root)
    }

    /// Puts an edited page in the place of the one at `index` (same path, title and place in the navigation).
    mutating func replacePage(at index: Int, with page: Page) {
        model.pages[index] = page
    }

    /// The context of the page at `index` of the model's pages.
    func page(at index: Int) -> TemplateValue {
        page(model.pages[index])
    }

    /// The context of a page from `content/*.md`.
    func page(_ page: Page) -> TemplateValue {
        var root = base(
            kind: "page", title: page.title, titleHTML: page.titleHTML, sitePath: page.sitePath, description: page.description,
            hasCharts: page.hasCharts, language: page.ownLanguage, translationKey: page.translationKey)
        addBody(of: page, to: &root)
        if page.layout?.name == Self.archiveLayout { root["archive"] = archive(of: model.listedPostIndexes, summaries: summaries) }
        if page.isSection {
            var members = model.pages(in: page)
            if page.isListing { members.sort(by: Page.newestFirst) }
            addSectionPages(members, to: &root)
        }
        return .object(root)
    }

    /// `section_pages`, each with its title, address, summary and date, and `has_section_pages`.
    private func addSectionPages(_ members: [Page], to root: inout TemplateObject) {
        root["has_section_pages"] = .bool(!members.isEmpty)
        root["section_pages"] = .array(
            members.map { member in
                var fields: TemplateObject = [
                    "title": .string(member.title), "title_html": .string(member.titleHTML ?? member.title.htmlEscaped),
                    "url": .string(model.config.url(member.sitePath)),
                    "summary": .string(member.listSummaryHTML),
                ]
                if let date = member.date {
                    fields["date_iso"] = .string(dates.iso(date, written: member.dateOffset))
                    fields["date_display"] = .string(dates.display(date, written: member.dateOffset))
                }
                return .object(fields)
            })
    }

    /// The context of a translation (`index.zh-cn.md`): its post's or page's, in its own language.
    /// It is in no list, so it has no neighbours, and its terms link nowhere.
    func translation(_ page: Page) -> TemplateValue {
        var root = base(
            kind: page.isPost ? "post" : "page", title: page.title, titleHTML: page.titleHTML, sitePath: page.sitePath, description: page.description,
            hasCharts: page.hasCharts, language: page.language, translationKey: page.translationKey)
        if page.isPost {
            // Its terms lead to its language's term pages, where it has them.
            let taxonomies = model.translatedTaxonomies[page.language ?? ""] ?? []
            root["post"] = Self.summary(of: page, config: model.config, dates: dates, taxonomies: taxonomies).adding("content", .string(page.html))
        }
        addBody(of: page, to: &root)
        if page.layout?.name == Self.archiveLayout {
            root["archive"] = archive(of: model.translatedPostIndexes[page.language ?? ""] ?? [], summaries: translationSummaries)
        }
        return .object(root)
    }

    /// The layout of a page that lists every post by year (`layout: archive`, PaperMod's `archives`,
    /// Zola's `template = "archive.html"`): its context has `archive`.
    static let archiveLayout = "archive"

    /// `archive`: the posts (`indexes` into `summaries`, newest first) by year, each year `{year, id, posts}`;
    /// posts without a date last, under the theme's word for them.
    private func archive(of indexes: [Int], summaries: [TemplateValue]) -> TemplateValue {
        var years: [(year: String, posts: [TemplateValue])] = []
        var undated: [TemplateValue] = []
        for index in indexes {
            let summary = summaries[index]
            guard case .object(let fields) = summary, case .string(let iso)? = fields["date_iso"] else {
                undated.append(summary)
                continue
            }
            // The year of the author's day, as the date shown says it (so two posts an hour apart
            // around New Year, written in different offsets, may fall out of the instants' order).
            let year = String(iso.prefix { $0 != "-" })
            if let group = years.lastIndex(where: { $0.year == year }) { years[group].posts.append(summary) } else { years.append((year, [summary])) }
        }
        years.sort { (Int($0.year) ?? 0) > (Int($1.year) ?? 0) }
        var groups = years.map { TemplateValue.object(["year": .string($0.year), "id": .string("archive-\($0.year)"), "posts": .array($0.posts)]) }
        if !undated.isEmpty {
            groups.append(.object(["year": .string(""), "undated": .bool(true), "id": .string("archive-undated"), "posts": .array(undated)]))
        }
        return .array(groups)
    }

    /// A page's `content`, its contents when asked for, its parameters and its Open Graph image.
    private func addBody(of page: Page, to root: inout TemplateObject) {
        root["content"] = .string(page.html)
        if !page.abstractHTML.isEmpty { root["abstract"] = .string(page.abstractHTML) }
        if let paper = Self.paper(of: page) { root["paper"] = paper }
        // A page with authors (a paper, a talk) names them, with its date, as a post does.
        if !page.isPost, !page.authors.isEmpty {
            var meta: TemplateObject = [
                "has_authors": true, "author_links": Self.authorLinks(of: page, config: model.config, taxonomies: model.taxonomies),
            ]
            if let date = page.date {
                let dates = page.writtenLanguage.map { DateText(timeZone: model.config.timeZone, language: $0) } ?? dates
                meta["date_iso"] = .string(dates.iso(date, written: page.dateOffset))
                meta["date_display"] = .string(dates.display(date, written: page.dateOffset))
            }
            root["page_meta"] = .object(meta)
        }
        addContents(shown: page.showsContents, page.contents, to: &root)
        addParameters(
            page.params,
            image: Self.openGraphImage(images: page.images, sitePath: page.sitePath, charts: page.chartImages, config: model.config),
            to: &root)
    }

    /// A page of the home page's list: its share of the posts, newest first.
    ///
    /// `section` is `posts/_index.md` for the list at /posts/; the home page's is `content/_index.md`.
    /// Its title and text (`section.content`) head the first page.
    /// With `title` and no `section`: the list of posts at the posts folder's address, without text of its own.
    func home(_ list: ListPage, section: Page? = nil, title: String? = nil) -> TemplateValue {
        let text = title != nil ? section : section ?? model.home
        let isHome = section == nil && title == nil
        var root = base(
            kind: "list", title: section?.title ?? title ?? model.config.title, sitePath: list.sitePath,
            description: text?.description, hasCharts: list.number == 1 && text?.hasCharts == true,
            isHome: isHome && list.number == 1, pageNumber: list.number)
        // A pinned post heads this list (see `SiteModel.pinnedFirst`), and says so.
        root["posts"] = .array(list.postIndexes.map { model.posts[$0].pinned > 0 ? summaries[$0].adding("is_pinned", .bool(true)) : summaries[$0] })
        root["pagination"] = list.templateValue(url: model.config.url)
        if let text, list.number == 1 {
            root["section"] = .object(["title": .string(text.title), "content": .string(text.html)])
        }
        // A site of pages without posts (a project's docs) lists its top-level pages on its home page.
        if isHome, model.posts.isEmpty { addSectionPages(model.topLevelPages, to: &root) }
        return .object(root)
    }

    /// A page of a language's own list (`/fr/`, `/fr/page/2/`): its translated posts, newest first,
    /// in its language, under the site's title.
    /// `text` is the language's `_index.LANG.md`, whose title and text head its first page.
    func languageHome(_ language: String, _ list: ListPage, text: Page? = nil) -> TemplateValue {
        var root = base(
            kind: "list", title: model.config.title(in: language), sitePath: list.sitePath, description: text?.description,
            hasCharts: list.number == 1 && text?.hasCharts == true, isHome: list.number == 1, pageNumber: list.number, language: language)
        root["posts"] = .array(list.postIndexes.map { translationSummaries[$0] })
        root["pagination"] = list.templateValue(url: model.config.url)
        if let text, list.number == 1, !text.html.isEmpty || !text.title.isEmpty {
            root["section"] = .object(["title": .string(text.title), "content": .string(text.html)])
        }
        return .object(root)
    }

    /// `/tags/`, `/categories/`: every term of a taxonomy with its count.
    /// Hugo's `content/tags/_index.md`, when there is one, gives its title and the text above the list.
    func taxonomyIndex(_ taxonomy: Taxonomy, language: String? = nil) -> TemplateValue {
        let text = language == nil ? model.taxonomyTexts[taxonomy.name] : nil
        var root = base(
            kind: "tags", title: text?.title ?? title(of: taxonomy, in: language), sitePath: taxonomy.sitePath, description: text?.description,
            hasCharts: text?.hasCharts == true, language: language)
        root["tags"] = .array(taxonomy.terms.map { termValue($0, of: taxonomy) })
        // The page's own title names the terms in its sentence too ("every one of the authors"
        // where Hugo's taxonomy is `author = "author"`).
        root["taxonomy"] = taxonomyValue(taxonomy, language: language, title: text?.title)
        if let text { root["section"] = .object(["title": .string(text.title), "content": .string(text.html)]) }
        return .object(root)
    }

    /// `/tags/<slug>/` and its further pages: the posts of one term; with a `language`, of its
    /// translated posts (`/fr/tags/<slug>/`).
    func term(_ term: Tag, of taxonomy: Taxonomy, _ list: ListPage, language: String? = nil) -> TemplateValue {
        // Hugo's `content/tags/NAME/_index.md`: a title of its own and the text above the list.
        let text = language == nil ? model.taxonomyTexts[taxonomy.name + "/" + hugoTermSlug(term.name)] : nil
        let ownTitle = text.flatMap { $0.title == $0.slug.split(separator: "-").joined(separator: " ").capitalizedFirst ? nil : $0.title }
        let title =
            ownTitle ?? (taxonomy.name == "tags"
            ? "\(words(in: language)["tagged"] ?? "Tagged") “\(term.name)”" : "\(singularTitle(of: taxonomy, in: language)) “\(term.name)”")
        var root = base(
            kind: "tag", title: title, sitePath: list.sitePath, description: text?.description, hasCharts: list.number == 1 && text?.hasCharts == true,
            pageNumber: list.number, language: language)
        if let text, list.number == 1, !text.html.isEmpty || ownTitle != nil {
            root["section"] = .object(["title": .string(title), "content": .string(text.html)])
        }
        root["tag"] = termValue(term, of: taxonomy)
        root["taxonomy"] = taxonomyValue(taxonomy, language: language)
        root["posts"] = .array(list.postIndexes.map { language == nil ? summaries[$0] : translationSummaries[$0] })
        root["pagination"] = list.templateValue(url: model.config.url)
        return .object(root)
    }

    /// `/404.html`.
    func notFound() -> TemplateValue {
        .object(base(kind: "404", title: siteWords["page_not_found"] ?? "Page not found", sitePath: "404.html", description: nil, hasCharts: false))
    }

    private func base(
        kind: String, title: String, titleHTML: String? = nil, sitePath: String, description: String?, hasCharts: Bool, isHome: Bool = false,
        pageNumber: Int = 1, language: String? = nil, translationKey: @autoclosure () -> String? = nil
    ) -> TemplateObject {
        let config = model.config
        let currentURL = config.url(sitePath)
        // Page 2 of a list is a page of its own: its title says so, for the tab and for search results.
        let numbered = pageNumber > 1 ? "\(title), \(words(in: language)["numbered_page"] ?? "page") \(pageNumber)" : title
        var page: TemplateObject = [
            "kind": .string(kind),
            "is_post": .bool(kind == "post"), "is_page": .bool(kind == "page"), "is_home": .bool(isHome),
            "is_tags": .bool(kind == "tags"), "is_tag": .bool(kind == "tag"), "is_404": .bool(kind == "404"),
            "title": .string(title),
            "title_html": .string(titleHTML ?? title.htmlEscaped),
            "document_title": .string(isHome ? config.title(in: language) : "\(numbered) · \(config.title(in: language))"),
            "page_number": .int(pageNumber),
            "description": .string(description.flatMap { $0.isEmpty ? nil : $0 } ?? config.description(in: language)),
            "url": .string(currentURL),
            "permalink": .string(config.permalink(sitePath)),
            "has_charts": .bool(hasCharts),
        ]
        if hasCharts { page["chart_css_url"] = .string(config.url("assets/charts.css")) }
        page["language"] = .string(language ?? config.language)
        page["direction"] = .string(LanguageCode.direction(of: language ?? config.language))
        // Made only for a site with translations: most have none, and the key is made from the path.
        if !model.translationsByKey.isEmpty, let key = translationKey(), let versions = model.translationsByKey[key], versions.count > 1 {
            page["has_translations"] = true
            page["translations"] = .array(
                versions.map { version in
                    translationLink(version.language, title: version.title, sitePath: version.sitePath, isCurrent: version.language == language)
                })
        } else if isHome, pageNumber == 1, !model.listedLanguages.isEmpty {
            // The home pages of the languages are one another's translations.
            page["has_translations"] = true
            page["translations"] = .array(
                ([nil] + model.listedLanguages).map { version in
                    translationLink(version, title: config.title(in: version), sitePath: version.map { $0 + "/" } ?? "", isCurrent: version == language)
                })
        }
        return [
            "site": siteValue(current: currentURL, language: language), "page": .object(page),
            "t": wordsByLanguage[language ?? config.language] ?? .object([:]),
        ]
    }

    /// One entry of `page.translations`: the version in `language` (nil: the site's own) at `sitePath`.
    private func translationLink(_ language: String?, title: String, sitePath: String, isCurrent: Bool) -> TemplateValue {
        let config = model.config
        let code = language ?? config.language
        return .object([
            "language": .string(code), "direction": .string(LanguageCode.direction(of: code)),
            "name": .string(config.languageName(code)), "title": .string(title),
            "url": .string(config.url(sitePath)), "permalink": .string(config.permalink(sitePath)), "is_current": .bool(isCurrent),
        ])
    }

    /// `site`, with `is_current` set on the navigation entry of `current`; the same value for
    /// every page outside the navigation (all posts), made once. A page in a language with a list
    /// of its own gets that language's (`site.home_url` at `/fr/`).
    private func siteValue(current: String, language: String?) -> TemplateValue {
        if let language, let own = siteFieldsByLanguage[language] {
            guard own.navigation.contains(where: { $0.url == current }) else { return own.outside }
            return Self.site(own.fields, navigation: own.navigation, current: current)
        }
        guard navigation.contains(where: { $0.url == current }) else { return siteOutsideNavigation }
        return Self.site(siteFields, navigation: navigation, current: current)
    }

    private static func site(
        _ fields: TemplateObject, navigation: [Navigation.Link], current: String?
    ) -> TemplateValue {
        var site = fields
        site["nav"] = .array(
            navigation.map {
                .object(["title": .string($0.title), "url": .string($0.url), "is_current": .bool($0.url == current)])
            })
        return .object(site)
    }

    /// `lang` and `dir` for what is written in another language than the page around it.
    private static func languageMark(_ code: String) -> [(key: String, value: TemplateValue)] {
        [("lang", .string(code)), ("dir", .string(LanguageCode.direction(of: code)))]
    }

    /// The terms of each taxonomy a list shows of a post (`tags_listed`).
    static let listedTerms = 20

    /// The page's authors, by their profiles; an author without a page of their own leads to the
    /// list of their posts, where the site has a taxonomy of authors that lists some.
    private static func authorNames(of page: Page, config: SiteConfig, taxonomies: [Taxonomy]) -> [AuthorName] {
        let authorTaxonomy = taxonomies.first { $0.name == "authors" || $0.name == "author" }
        return page.authors.map { written in
            let author = config.authorProfiles.author(written)
            guard author.url == nil, let taxonomy = authorTaxonomy, case let slug = taxonomy.slug(of: written), !slug.isEmpty else { return author }
            return AuthorName(name: author.name, url: config.url(taxonomy.sitePath(ofSlug: slug)))
        }
    }

    /// `paper`: a paper's venue as HTML and its links (`{name, url}`), when it has either.
    private static func paper(of page: Page) -> TemplateValue? {
        guard !page.publicationHTML.isEmpty || !page.paperLinks.isEmpty else { return nil }
        var fields: TemplateObject = ["has_links": .bool(!page.paperLinks.isEmpty)]
        if !page.publicationHTML.isEmpty { fields["publication_html"] = .string(page.publicationHTML) }
        fields["links"] = .array(page.paperLinks.map { .object(["name": .string($0.name), "url": .string($0.url)]) })
        return .object(fields)
    }

    /// `author_links`: each author's name, and the page and HTML when there is one (`[Ada](https://ada.example)`).
    private static func authorLinks(_ authors: [AuthorName]) -> TemplateValue {
        .array(authors.map { .object(["name": .string($0.name), "url": .string($0.url ?? ""), "html": .string($0.html ?? "")]) })
    }

    private static func authorLinks(of page: Page, config: SiteConfig, taxonomies: [Taxonomy]) -> TemplateValue {
        authorLinks(authorNames(of: page, config: config, taxonomies: taxonomies))
    }

    /// A post as the contract describes it, without `content` (lists leave it out).
    private static func summary(of post: Page, config: SiteConfig, dates: DateText, taxonomies: [Taxonomy])
        -> TemplateValue
    {
        // A translation's days in its own language, and a post's that says it is written in another.
        let dates = post.writtenLanguage.map { DateText(timeZone: config.timeZone, language: $0) } ?? dates
        let authors = authorNames(of: post, config: config, taxonomies: taxonomies)
        var fields: TemplateObject = [
            "title": .string(post.title),
            "title_html": .string(post.titleHTML ?? post.title.htmlEscaped),
            "url": .string(config.url(post.sitePath)),
            "permalink": .string(config.permalink(post.sitePath)),
            "description": .string(post.description ?? ""),
            "summary": .string(post.listSummaryHTML),
            "authors": .array(authors.map { .string($0.name) }),
            // Each author's name, and the page and HTML when the front matter writes links (`[Ada](https://ada.example)`).
            "author_links": authorLinks(authors),
            "has_authors": .bool(!post.authors.isEmpty),
            "reading_minutes": .int(post.readingMinutes),
            "has_charts": .bool(post.hasCharts),
        ]
        // In a list of the site's language, a post written in another says so (`lang="zh"` on its item).
        if let own = post.ownLanguage { for (key, value) in languageMark(own) { fields[key] = value } }
        if let date = post.date {
            fields["date_iso"] = .string(dates.iso(date, written: post.dateOffset))
            fields["date_display"] = .string(dates.display(date, written: post.dateOffset))
        }
        // `tags` and `has_tags`, `categories` and `has_categories`, and so on; for lists, the first
        // few (`tags_listed`) and how many more (`tags_more`): each tag's page lists the post, so a
        // post's thousands of tags written in every summary made the site's size their square.
        for taxonomy in taxonomies {
            let names = post.terms[taxonomy.name] ?? []
            let slugs = names.map(taxonomy.slug(of:))
            let terms: [TemplateValue] = zip(names, slugs).map { name, slug in
                .object([
                    "name": .string(name), "slug": .string(slug),
                    "url": .string(config.url(taxonomy.sitePath(ofSlug: slug))),
                ])
            }
            fields[taxonomy.name] = .array(terms)
            fields["has_\(taxonomy.name)"] = .bool(!names.isEmpty)
            fields["\(taxonomy.name)_listed"] = .array(Array(terms.prefix(listedTerms)))
            if terms.count > listedTerms { fields["\(taxonomy.name)_more"] = .int(terms.count - listedTerms) }
        }
        if let image = openGraphImage(images: post.images, sitePath: post.sitePath, charts: post.chartImages, config: config) {
            fields["image"] = .string(image)
        }
        // An update on the day of writing (Hugo sites often set lastmod to the date) is not news, nor
        // one before it (a `lastmod:` left as a copied post had it: the Tailwind starter's "updated" months before it was written).
        if let updated = post.updated, post.date.map({ dates.display($0, written: post.dateOffset) }) != dates.display(updated), post.date.map({ updated > $0 }) ?? true {
            fields["updated_iso"] = .string(dates.iso(updated))
            fields["updated_display"] = .string(dates.display(updated))
        }
        return .object(fields)
    }

    /// `toc`, the h2 and h3 headings as nested lists of links, and `has_toc`, set when the front matter says `toc: true`.
    private func addContents(shown asked: Bool, _ contents: [ContentsEntry], to root: inout TemplateObject) {
        // Made only where the front matter asks for it: most posts never show it.
        let shown = asked && !contents.isEmpty
        root["has_toc"] = .bool(shown)
        if shown { root["toc"] = .string(TableOfContents.html(contents)) }
    }

    /// `page.params`: the front matter's own keys; `page.image`: the Open Graph image, as an absolute URL.
    private func addParameters(_ params: TemplateObject, image: String?, to root: inout TemplateObject) {
        guard case .object(var fields) = root["page"] else { return }
        fields["params"] = .object(params)
        if let image { fields["image"] = .string(image) }
        root["page"] = .object(fields)
    }

    /// A page's Open Graph image as an absolute URL: its first `images:`, else its first chart's SVG file.
    static func openGraphImage(images: [String], sitePath: String, charts: [PageChartImage], config: SiteConfig) -> String? {
        if let image = images.first { return absoluteURL(of: image, page: sitePath, config: config) }
        guard !charts.isEmpty else { return nil }
        return Page.chartImagePaths(sitePath: sitePath, images: Array(charts.prefix(1))).first.map(config.permalink)
    }

    /// An image path as front matter writes it (`/img/a.png`, `img/a.png`, `https://…`) as an
    /// absolute URL. A path from the page (`./cover.png`, Astro's `../../assets/a.png`) leads from
    /// the page's address, as it does in the page's text.
    private static func absoluteURL(of image: String, page sitePath: String, config: SiteConfig) -> String {
        if image.contains("://") { return image }
        if image.hasPrefix("./") || image.hasPrefix("../"), let path = resolvedPath(image, from: sitePath) {
            return config.permalink(path)
        }
        return config.permalink(image.drop { $0 == "/" }.description)
    }

    /// The taxonomy for templates.
    private func taxonomyValue(_ taxonomy: Taxonomy, language: String?, title ownTitle: String? = nil) -> TemplateValue {
        let title = title(of: taxonomy, in: language)
        // Inside a sentence ("Every one of the categories on …"): small letters, but for German's nouns.
        let said = ownTitle.flatMap { $0.isEmpty ? nil : $0 } ?? title
        let inSentence = LanguageCode.primary(of: language ?? model.config.language) == "de" ? said : said.lowercased()
        return .object([
            "name": .string(taxonomy.name), "title": .string(title), "title_in_sentence": .string(inSentence),
            "url": .string(model.config.url(taxonomy.sitePath)), "is_tags": .bool(taxonomy.name == "tags"),
        ])
    }

    private func link(title: String, titleHTML: String? = nil, _ sitePath: String) -> TemplateValue {
        .object(["title": .string(title), "title_html": .string(titleHTML ?? title.htmlEscaped), "url": .string(model.config.url(sitePath))])
    }

    private func termValue(_ tag: Tag, of taxonomy: Taxonomy) -> TemplateValue {
        let url = model.config.url(taxonomy.sitePath(of: tag))
        return .object([
            "name": .string(tag.name), "slug": .string(tag.slug), "url": .string(url),
            "count": .int(tag.postIndexes.count),
        ])
    }
}

extension TemplateValue {
    /// The object with one more field.
    fileprivate func adding(_ key: String, _ value: TemplateValue) -> TemplateValue {
        guard case .object(var fields) = self else { return self }
        fields[key] = value
        return .object(fields)
    }
}
