import Foundation

/// A term of a taxonomy (a tag, a category) and the posts that carry it.
struct Tag: Sendable {
    var name: String
    var slug: String
    /// Indexes into `SiteModel.posts`, newest first.
    var postIndexes: [Int]
}

/// A taxonomy of the site (`tags`, `categories`) with its terms, sorted by name.
struct Taxonomy: Sendable {
    var definition: TaxonomyDefinition
    var terms: [Tag]
    /// Each term's slug by its identity (`tagIdentity`), unique within the taxonomy.
    var slugByIdentity: [String: String]
    /// Where a language's taxonomy is below the site (`fr/` for `/fr/tags/`); empty for the site's own.
    var pathPrefix = ""

    /// The slug of a term a post names.
    func slug(of name: String) -> String { slugByIdentity[tagIdentity(name)] ?? "" }

    var name: String { definition.name }
    /// Where its pages go: `tags/`, `categories/`.
    var sitePath: String { "\(pathPrefix)\(definition.name)/" }
    func sitePath(of term: Tag) -> String { sitePath(ofSlug: term.slug) }
    func sitePath(ofSlug slug: String) -> String { "\(pathPrefix)\(definition.termFolder ?? definition.name)/\(slug)/" }
}

/// Everything the site shows, sorted and linked: the input of every template.
struct SiteModel: Sendable {
    var config: SiteConfig
    /// Newest first; ties broken by path so the order is deterministic.
    var posts: [Page]
    /// The posts lists, feeds and taxonomies show: all but those Hugo's `build: {list: never}` keeps out.
    var listedPostIndexes: [Int] {
        posts.indices.filter { posts[$0].publishOptions?.lists != false }
    }
    /// The listed posts of one posts folder: all of them when the site has one folder of posts.
    func listedPostIndexes(in folder: String) -> [Int] {
        let all = listedPostIndexes
        guard !config.morePostsFolders.isEmpty else { return all }
        return all.filter { posts[$0].source.postsFolder == folder }
    }
    /// The posts as the home page and a posts folder's list show them: the pinned ones first
    /// (more pinned first, else newest first), then the others, newest first.
    func pinnedFirst(_ indexes: [Int]) -> [Int] {
        guard indexes.contains(where: { posts[$0].pinned > 0 }) else { return indexes }
        let pinned = indexes.filter { posts[$0].pinned > 0 }.enumerated().sorted { a, b in
            posts[a.element].pinned != posts[b.element].pinned ? posts[a.element].pinned > posts[b.element].pinned : a.offset < b.offset
        }.map(\.element)
        return pinned + indexes.filter { posts[$0].pinned == 0 }
    }
    /// Sorted by weight, then title.
    var pages: [Page]
    /// In the order of `config.taxonomies`, each with its terms sorted by name.
    var taxonomies: [Taxonomy]
    /// The tags' terms, sorted by name.
    var tags: [Tag] { taxonomies.first { $0.name == "tags" }?.terms ?? [] }

    /// `content/_index.md`, whose title and text the home page shows.
    var home: Page?
    /// `content/tags/_index.md` and the like, whose title and text a taxonomy's page shows, by taxonomy
    /// name; and `content/tags/NAME/_index.md`, a term's, by the taxonomy's name and the term's
    /// `hugoTermSlug` (`author/lucy-dagostino-mcgowan`), as Hugo pairs them.
    var taxonomyTexts: [String: Page] = [:]
    /// Pages in other languages (`index.zh-cn.md`), by path; each is linked from the page it translates.
    var translations: [Page]
    /// The translations of each page, by its `translationKey`: the page's own (language nil) and every other.
    let translationsByKey: [String: [Page.Translation]]
    /// Each language with translated posts, and those posts newest first (indexes into
    /// `translations`): its home page at `/fr/` lists them, as Hugo gives each language its own.
    /// A language whose address a page holds (`content/fr/_index.md`…) has none.
    let translatedPostIndexes: [String: [Int]]
    /// Each listed language's `content/_index.LANG.md` (Zola's and Hugo's home section in that
    /// language), by language, as an index into `translations`: its title and text head the
    /// language's home, as `home` heads the site's.
    let languageHomeTexts: [String: Int]
    /// The languages of `translatedPostIndexes`, sorted.
    var listedLanguages: [String] { translatedPostIndexes.keys.sorted() }
    /// Each listed language's taxonomies that its translated posts use (terms' posts are indexes into
    /// `translations`), below the language: `/fr/tags/voyage/`.
    let translatedTaxonomies: [String: [Taxonomy]]

    init(
        config: SiteConfig, posts: consuming [Page], pages: consuming [Page], home: Page? = nil, taxonomyTexts: [String: Page] = [:],
        translations: [Page] = []
    ) {
        self.config = config
        self.home = home
        self.taxonomyTexts = taxonomyTexts
        self.translations = translations.sorted { $0.sitePath < $1.sitePath }
        // Sorting indexes, then moving each page once, spares copying every page's fields.
        var posts = posts
        // The keys in plain arrays: the comparison runs some 140,000 times for 10,000 posts.
        let dates = posts.map { $0.date ?? .distantPast }
        let paths = posts.map(\.source.path)
        let postOrder = posts.indices.sorted { a, b in
            dates[a] != dates[b] ? dates[a] > dates[b] : paths[a] < paths[b]
        }
        posts.permute(into: postOrder)
        var pages = pages
        let pageOrder = pages.indices.sorted { a, b in
            (pages[a].weight ?? Int.max, pages[a].title, pages[a].source.path)
                < (pages[b].weight ?? Int.max, pages[b].title, pages[b].source.path)
        }
        pages.permute(into: pageOrder)
        taxonomies = config.taxonomies.map { definition in
            var (terms, slugs) = Self.terms(of: definition.name, in: posts, hugoSlugs: config.hugoTermSlugs)
            Self.addTermsOfTheirOwn(to: &terms, slugs: &slugs, of: definition.name, texts: taxonomyTexts)
            // Authors named by a key (`me`) are shown by their profiles' names, at the key's address.
            if definition.name == "authors" || definition.name == "author" {
                for index in terms.indices { terms[index].name = config.authorProfiles.author(terms[index].name).name }
            }
            return Taxonomy(definition: definition, terms: terms, slugByIdentity: slugs)
        }
        self.posts = posts
        self.pages = pages
        translationsByKey = Self.translationsByKey(translations: self.translations, posts: self.posts, pages: self.pages)
        // A language's home section (`_index.fr.md`) is its home's text, not a page in its place.
        let translations = self.translations
        let homeSections = translations.indices.filter { translations[$0].isSection && translations[$0].source.folder.isEmpty }
        let postIndexes = Self.translatedPostIndexes(of: translations, besides: [self.posts, self.pages], homeSections: Set(homeSections))
        translatedPostIndexes = postIndexes
        var homeTexts: [String: Int] = [:]
        for index in homeSections {
            if let language = translations[index].language, postIndexes[language] != nil { homeTexts[language] = index }
        }
        languageHomeTexts = homeTexts
        var translatedTaxonomies: [String: [Taxonomy]] = [:]
        for (language, indexes) in postIndexes {
            let posts = indexes.map { translations[$0] }
            translatedTaxonomies[language] = config.taxonomies.compactMap { definition in
                var (terms, slugs) = Self.terms(of: definition.name, in: posts, hugoSlugs: config.hugoTermSlugs)
                guard !terms.isEmpty else { return nil }
                for index in terms.indices { terms[index].postIndexes = terms[index].postIndexes.map { indexes[$0] } }
                return Taxonomy(definition: definition, terms: terms, slugByIdentity: slugs, pathPrefix: language + "/")
            }
        }
        self.translatedTaxonomies = translatedTaxonomies
    }

    /// The translated posts of each language, newest first, for the languages whose home address is free.
    private static func translatedPostIndexes(of translations: [Page], besides others: [[Page]], homeSections: Set<Int>) -> [String: [Int]] {
        guard !translations.isEmpty else { return [:] }
        var byLanguage: [String: [Int]] = [:]
        for index in translations.indices where translations[index].isPost && translations[index].publishOptions?.lists != false {
            guard let language = translations[index].language else { continue }
            byLanguage[language, default: []].append(index)
        }
        // Every address a page holds, but the languages' home sections'.
        var taken = Set(others.flatMap { pages in pages.indices.map { pages[$0].sitePath } })
        for index in translations.indices where !homeSections.contains(index) { taken.insert(translations[index].sitePath) }
        return byLanguage.filter { !taken.contains($0.key + "/") }.mapValues { indexes in
            indexes.sorted { a, b in
                let (first, second) = (translations[a].date ?? .distantPast, translations[b].date ?? .distantPast)
                return first != second ? first > second : translations[a].source.path < translations[b].source.path
            }
        }
    }

    /// Each page with translations, by `translationKey`: the page in the site's language first,
    /// then the others by language code.
    private static func translationsByKey(translations: [Page], posts: [Page], pages: [Page]) -> [String: [Page.Translation]] {
        guard !translations.isEmpty else { return [:] }
        var byKey: [String: [Page.Translation]] = [:]
        for index in translations.indices { byKey[translations[index].translationKey, default: []].append(.init(translations[index])) }
        for list in [posts, pages] {
            for index in list.indices where byKey[list[index].translationKey] != nil {
                byKey[list[index].translationKey]!.append(.init(list[index]))
            }
        }
        return byKey.mapValues { $0.sorted { ($0.language ?? "") < ($1.language ?? "") } }
    }

    /// The terms of one taxonomy, each with its posts, and the slug of each term by its identity
    /// (made unique across the taxonomy).
    private static func terms(of taxonomy: String, in posts: [Page], hugoSlugs: Bool) -> ([Tag], [String: String]) {
        var allNames: [String] = []
        for index in posts.indices { allNames += posts[index].terms[taxonomy] ?? [] }
        let slugs = uniqueTagSlugs(for: allNames, slug: hugoSlugs ? hugoTermSlug : tagSlug)
        var bySlug: [String: Tag] = [:]
        for index in posts.indices where posts[index].publishOptions?.lists != false {
            // Read through the array: a copy of the page would retain every field.
            guard let names = posts[index].terms[taxonomy], !names.isEmpty else { continue }
            let termSlugs = names.map { slugs[tagIdentity($0)]! }
            for position in names.indices {
                let slug = termSlugs[position]
                // A post that names a term twice is listed once.
                guard !slug.isEmpty, !termSlugs[..<position].contains(slug) else { continue }
                bySlug[slug, default: Tag(name: names[position], slug: slug, postIndexes: [])].postIndexes.append(index)
            }
        }
        let terms = bySlug.values.sorted { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) }
        return (terms, slugs)
    }

    /// A term's `_index.md` whose term no post names (an author's profile before their first post)
    /// is a term page still, without posts, as Hugo writes it: named by the page's `name:` or
    /// title, at the address its folder's name makes.
    private static func addTermsOfTheirOwn(to terms: inout [Tag], slugs: inout [String: String], of taxonomy: String, texts: [String: Page]) {
        let prefix = taxonomy + "/"
        let named = Set(terms.map { hugoTermSlug($0.name) })
        let taken = Set(terms.map(\.slug))
        for key in texts.keys.sorted() where key.hasPrefix(prefix) {
            let slug = String(key.dropFirst(prefix.count))
            guard !slug.isEmpty, !named.contains(slug), !taken.contains(slug), let text = texts[key] else { continue }
            var name = text.title
            if case .string(let written)? = text.params["name"], !written.isEmpty { name = written }
            guard slugs[tagIdentity(name)] == nil else { continue }
            slugs[tagIdentity(name)] = slug
            terms.append(Tag(name: name, slug: slug, postIndexes: []))
        }
        terms.sort { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) }
    }

    /// The pages of a section (`content/docs/_index.md`): those in its folder and the sections below it, by weight and title.
    func pages(in section: Page) -> [Page] {
        pages(inFolder: section.source.folder, except: section.source.path)
    }

    /// The pages at the top of content/ (its files, and the folders' bundle and section pages),
    /// without an old site's not-found page: what the home page of a site without posts lists.
    /// A folder without a page of its own (`column/`, holding the sections `column/web/` and
    /// `column/travel/`) is passed through: what it holds is listed here, or nothing would lead to it.
    var topLevelPages: [Page] {
        let foldersWithAPage = Set(pages.filter { $0.isSection || $0.source.stem == "index" }.map(\.source.folder))
        return pages.filter { page in
            guard page.source.path != home?.source.path, page.source.stem != "404" else { return false }
            var folder = Self.listingFolder(of: page)
            while !folder.isEmpty, !foldersWithAPage.contains(folder) { folder = Self.parent(of: folder) }
            return folder.isEmpty
        }
    }

    private func pages(inFolder folder: String, except sectionPath: String) -> [Page] {
        pages.filter { $0.source.path != sectionPath && Self.listingFolder(of: $0) == folder }
    }

    /// The folder whose list a page is in: its own, but a bundle or a subsection belongs to the folder above its own.
    private static func listingFolder(of page: Page) -> String {
        page.source.stem == "index" || page.isSection ? parent(of: page.source.folder) : page.source.folder
    }

    private static func parent(of folder: String) -> String {
        folder.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// Year of the newest post; nil when no post has a date (never the clock: builds must repeat).
    var year: Int? {
        guard let newest = posts.first?.date else { return nil }
        return DateText(timeZone: config.timeZone).year(newest)
    }
}

extension Array {
    /// Reorders the elements so that position k holds the element that was at `order[k]`, by swaps
    /// along the permutation's cycles: each element moves, none is copied.
    fileprivate mutating func permute(into order: [Int]) {
        var placed = [Bool](repeating: false, count: count)
        // The buffer's swaps move the bytes; the array's own would copy each page (retaining all it holds).
        withUnsafeMutableBufferPointer { elements in
            for start in elements.indices where !placed[start] {
                var position = start
                placed[position] = true
                while order[position] != start {
                    let next = order[position]
                    elements.swapAt(position, next)
                    placed[next] = true
                    position = next
                }
            }
        }
    }
}
