import Foundation

/// The Atom 1.0 feed of the newest posts (of one term's, `term`, or one language's translations,
/// `language`), full content included, every URL absolute.
func atomFeed(for model: SiteModel, term: TermFeed? = nil, language: LanguageFeed? = nil, limit: Int = 20) -> String {
    let config = model.config
    let dates = DateText(timeZone: TimeZone(secondsFromGMT: 0)!)
    // A post without a date has no place in a feed, which orders entries by time.
    let pages = language == nil ? model.posts : model.translations
    let indexes = language?.postIndexes ?? term?.postIndexes ?? model.listedPostIndexes
    let posts = indexes.lazy.filter { pages[$0].date != nil }.prefix(limit).map { pages[$0] }
    // A term's feed is the feed of its page, a language's of its list (`/fr/`), the site's of its home.
    let listPath = term?.pagePath ?? language?.pagePath
    let selfPath = term?.path ?? language?.path ?? config.feedPath
    // The feed changes when a post does, so its `updated` is the newest post date (never the clock).
    let updated = posts.compactMap { $0.updated ?? $0.date }.max() ?? Date(timeIntervalSince1970: 0)
    let author = config.author.isEmpty ? config.title : config.author
    var xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\((language?.language ?? config.language).xmlEscaped)">
          <title>\((term.map { config.title + " · " + $0.name } ?? config.title(in: language?.language)).xmlEscaped)</title>

        """
    let description = config.description(in: language?.language)
    if !description.isEmpty { xml += "  <subtitle>\(description.xmlEscaped)</subtitle>\n" }
    xml += """
          <id>\((listPath.map(config.permalink) ?? config.baseURL).xmlEscaped)</id>
          <link rel="self" type="application/atom+xml" href="\(config.permalink(selfPath).xmlEscaped)"/>
          <link rel="alternate" type="text/html" href="\((listPath.map(config.permalink) ?? config.baseURL).xmlEscaped)"/>
          <updated>\(dates.iso(updated))</updated>
          <author><name>\(author.xmlEscaped)</name></author>
          <generator>site</generator>

        """
    for post in posts {
        let permalink = config.permalink(post.sitePath).xmlEscaped
        let published = post.date ?? Date(timeIntervalSince1970: 0)
        // A post written in another language than the feed's says so, for readers that read it aloud.
        let language = post.ownLanguage.map { " xml:lang=\"\($0.xmlEscaped)\"" } ?? ""
        xml += """
              <entry\(language)>
                <title>\(post.title.xmlEscaped)</title>
                <id>\(permalink)</id>
                <link rel="alternate" type="text/html" href="\(permalink)"/>
                <published>\(dates.iso(published))</published>
                <updated>\(dates.iso(post.updated ?? published))</updated>

            """
        if let description = post.description, !description.isEmpty {
            xml += "    <summary>\(description.xmlEscaped)</summary>\n"
        }
        for tag in post.tags {
            xml += "    <category term=\"\(tag.xmlEscaped)\"/>\n"
        }
        xml +=
            "    <content type=\"html\" xml:base=\"\(permalink)\">\(absolutized(withoutEmbeddedImages(feedHTML(of: post, config: config), linkingTo: permalink), config: config).xmlEscaped)</content>\n"
        xml += "  </entry>\n"
    }
    xml += "</feed>\n"
    return xml
}

/// A taxonomy term's own feed (`term_feeds: true`): its newest posts, beside its page
/// (`tags/r/index.xml`, as Hugo and Zola write them and R-bloggers reads a blog's R posts).
struct TermFeed {
    var name: String
    /// The term's page, `tags/r/`.
    var pagePath: String
    var path: String
    var postIndexes: [Int]

    /// Each term's feed, named as the site's feed is (`index.xml` for `feed: index.xml`); none unless `term_feeds:` asks.
    static func all(in model: SiteModel) -> [TermFeed] {
        guard model.config.writesTermFeeds else { return [] }
        let name = model.config.feedFileName
        return model.taxonomies.flatMap { taxonomy in
            taxonomy.terms.map { term in
                let page = taxonomy.sitePath(of: term)
                return TermFeed(name: term.name, pagePath: page, path: page + name, postIndexes: term.postIndexes)
            }
        }
    }
}

/// A language's own feed (`fr/feed.xml`, named as the site's is), beside its list at `/fr/`.
struct LanguageFeed {
    var language: String
    var pagePath: String
    var path: String
    /// Indexes into `SiteModel.translations`, newest first.
    var postIndexes: [Int]

    static func path(of language: String, config: SiteConfig) -> String {
        language + "/" + config.feedFileName
    }

    /// The feed of each language with a list of its own.
    static func all(in model: SiteModel) -> [LanguageFeed] {
        model.listedLanguages.map { language in
            LanguageFeed(
                language: language, pagePath: language + "/", path: path(of: language, config: model.config),
                postIndexes: model.translatedPostIndexes[language] ?? [])
        }
    }
}

/// Feed readers do not know the site; root-relative links and images in content become absolute.
private func absolutized(_ html: String, config: SiteConfig) -> String {
    guard let origin = config.origin else { return html }
    // Byte by byte: Foundation's replacingOccurrences goes through UTF-16 and took 7 % of a build.
    return html.replacingAll("href=\"/", with: "href=\"\(origin)/").replacingAll("src=\"/", with: "src=\"\(origin)/")
}
