/// The sitemap.xml of every page the site has, with absolute URLs.
func sitemap(for model: SiteModel) -> String {
    let config = model.config
    let dates = DateText(timeZone: config.timeZone)
    var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

        """
    func add(_ sitePath: String, lastModified: String? = nil) {
        xml += "  <url><loc>\(config.permalink(sitePath).xmlEscaped)</loc>"
        if let lastModified { xml += "<lastmod>\(lastModified)</lastmod>" }
        xml += "</url>\n"
    }
    add("", lastModified: model.posts.first?.date.map(dates.day))
    // Custom paths may name a file (`old/post.html`); the sitemap lists where each page is.
    // Pages are read through their arrays, field by field: a copy of a page retains every field.
    let posts = model.posts, pages = model.pages
    for index in posts.indices {
        add(posts[index].sitePath, lastModified: (posts[index].updated ?? posts[index].date).map(dates.day))
    }
    for index in pages.indices { add(pages[index].sitePath) }
    let translations = model.translations
    for language in model.listedLanguages {
        add(language + "/", lastModified: model.translatedPostIndexes[language]?.first.flatMap { translations[$0].date }.map(dates.day))
        for taxonomy in model.translatedTaxonomies[language] ?? [] {
            add(taxonomy.sitePath)
            for term in taxonomy.terms { add(taxonomy.sitePath(of: term)) }
        }
    }
    // A language's home section is its home, said above.
    let homeTexts = Set(model.languageHomeTexts.values)
    for index in translations.indices where !homeTexts.contains(index) {
        add(translations[index].sitePath, lastModified: (translations[index].updated ?? translations[index].date).map(dates.day))
    }
    for taxonomy in model.taxonomies where !taxonomy.terms.isEmpty {
        add(taxonomy.sitePath)
        for term in taxonomy.terms { add(taxonomy.sitePath(of: term)) }
    }
    xml += "</urlset>\n"
    return xml
}

/// robots.txt: everything may be crawled, and here is the sitemap.
func robotsText(for config: SiteConfig) -> String {
    "User-agent: *\nAllow: /\n\nSitemap: \(config.permalink("sitemap.xml"))\n"
}
