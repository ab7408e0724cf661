import Diagnostics
import Foundation
import Synchronization
import Templates

/// The keys that mean something to a page, in the spellings Hugo, Jekyll and Zola use; every
/// other key becomes a page parameter.
/// Astro themes' spellings too: the blog template's `pubDate` and `updatedDate`, AstroPaper's
/// `pubDatetime` and `modDatetime`; Gatsby and Next.js blogs' `dateCreated`, `createdAt`,
/// `publishedAt` and `dateModified`, `updatedAt` (each blog's own GraphQL or Contentlayer fields).
private let updatedKeys: Set = [
    "lastmod", "updated", "last_modified_at", "modified", "updateddate", "moddatetime", "datemodified", "date_modified", "updatedat", "updated_at",
]
private let publishKeys: Set = [
    "publishdate", "pubdate", "publish_date", "pubdatetime", "datecreated", "date_created", "createdat", "created_at", "publishedat", "published_at", "postdate", "post_date",
]
private let expiryKeys: Set = ["expirydate", "unpublishdate", "expiry_date", "expires"]
private let summaryKeys: Set = ["summary", "excerpt"]
private let authorKeys: Set = ["author", "authors"]
private let pathKeys: Set = ["url", "permalink", "path"]
private let aliasKeys: Set = ["aliases", "redirect_from"]
private let layoutKeys: Set = ["layout", "template"]
/// With Astro themes' `heroImage`, `ogImage` and `coverImage: {src, alt}`, Gatsby's `cover_image` and Ananke's `featured_image`.
private let imageKeys: Set = ["images", "image", "heroimage", "ogimage", "coverimage", "cover_image", "featured_image", "featuredimage"]
private let paramKeys: Set = ["params", "extra"]
/// The fields of an `image:` mapping that name its picture, in the order they are tried.
private let pictureFields = ["feature", "og_image", "path", "src", "url", "teaser", "thumbnail", "thumb", "image"]

/// Every key with a meaning, for the warning about a likely typo (`descripton`).
let meaningfulKeys = [
    "title", "date", "lastmod", "updated", "publishdate", "expirydate", "tags", "categories", "description",
    "summary", "excerpt", "draft", "published", "slug", "weight", "toc", "showtoc", "author", "authors", "url", "permalink",
    "aliases", "redirect_from", "layout", "template", "images", "params", "extra", "taxonomies", "menu", "menus",
    "headless", "cascade", "lang", "pin", "pinned", "sticky",
]

/// More terms of one taxonomy than any post is likely to mean (`tags:` holding a sentence, a list pasted whole).
let mostTermsOnAPost = 200

/// Reads a front matter tree (from any format) into the page.
func readFrontMatter(_ root: YAMLNode, into page: inout Page, reader: inout YAMLFieldReader, config: SiteConfig) {
    guard let entries = root.mappingEntries else {
        // One line of text between the fences (`---\nMy title\n---`, which VitePress and gray-matter
        // let through): the title the writer meant, said once so it can be written as a key.
        if case .scalar(let text, _) = root.value, !text.isEmpty, !text.contains("\n") {
            reader.warning("the front matter is one line of text, read as the title; write it as title: \(text.yamlQuoted)", at: root)
            page.title = text
            return
        }
        reader.error("front matter must be 'key: value' lines, e.g. title: My post", at: root)
        return
    }
    for (key, keyNode, value) in entries {
        let name = key.lowercased()
        if let taxonomy = config.taxonomy(forKey: name) {
            // Jekyll splits `tags: gan long-read` on spaces; Hugo and Eleventy read `tags: second tag` as one tag.
            let isJekylls = splitJekyllFileName(datedName(of: page.source)) != nil
            let terms = reader.terms(value, key: key, separatedBySpaces: isJekylls)
            page.terms[taxonomy.name, default: []] += terms
            // A taxonomy of authors (Hugo Blox's `authors: [me, Ted]`) names the post's authors too.
            if authorKeys.contains(name) { page.authors += terms }
            // Each gets a page that lists the post: hundreds on one post are a mistake more often than not.
            if terms.count > mostTermsOnAPost {
                reader.warning(
                    "'\(key)' gives this post \(terms.count) \(key.lowercased()), and each gets a page that lists it; "
                        + "if that is meant, all is well; if '\(key)' holds a sentence, write its \(key.lowercased()) as a list, e.g. \(key): [charts, data]",
                    at: value)
            }
            continue
        }
        switch name {
        case "title": if let v = reader.string(value, key: key) { page.title = v }
        case "description": if let v = reader.string(value, key: key) { page.description = v }
        case _ where summaryKeys.contains(name): if let v = reader.string(value, key: key) { page.summary = v }
        case "slug":
            // `slug: ""`, as blogdown writes in every new post, is no slug: the file's name gives it.
            if let v = reader.string(value, key: key), !v.trimmingCharacters(in: .whitespaces).isEmpty {
                // A slug with slashes (`slug: cn/about`, as Hugo sites write) is a path: each part is a slug.
                let slug = v.split(separator: "/").map { nameSlug(String($0), hyphenating: config.slugifiesPaths) }.filter { !$0.isEmpty }
                    .joined(separator: "/")
                if slug.isEmpty {
                    reader.error("slug '\(v.shortenedForMessage())' has no letters or digits; use e.g. slug: my-post", at: value)
                } else {
                    page.slug = slug
                    page.writtenSlug = slug
                }
            }
        case "lang":
            // Kept for templates too, as Jekyll's themes read `page.lang`.
            page.params[key] = templateValue(of: value)
            guard let v = reader.string(value, key: key)?.trimmingSpaces(), !v.isEmpty else { break }
            let code = v.replacingOccurrences(of: "_", with: "-").lowercased()
            guard LanguageCode.isKnown(code) else {
                reader.warning(
                    "'\(v.shortenedForMessage())' is no language code site knows, so the page is in the site's language; write an ISO 639-1 code such as zh, fr or pt-br",
                    at: value)
                break
            }
            if !LanguageCode.isSiteLanguage(code, site: config.language) { page.ownLanguage = code }
        case "draft": if let v = reader.bool(value, key: key) { page.isDraft = v || page.isDraft }
        // vuepress-theme-reco's `publish: false` hides a post too.
        case "publish" where value.scalarText.flatMap(booleanValue) != nil:
            if value.scalarText.flatMap(booleanValue) == false { page.isDraft = true }
        case "published":
            // Jekyll's `published: false` hides a post; Hugo's `published` is a publish date.
            if let flag = value.scalarText.flatMap(booleanValue) {
                if !flag { page.isDraft = true }
            } else if let text = value.scalarText?.trimmingSpaces(), !text.isEmpty, !text.contains(where: \.isNumber) {
                // Neither a flag nor a date (no date is written without a digit): most often a misspelt
                // `false` (`published: flase`), read as the word it is one or two edits from, with a warning.
                if let meant = nearestMatch(to: text.lowercased(), among: ["false", "true"]) {
                    if meant == "false" {
                        page.isDraft = true
                        page.isDraftByMisspeltFlag = true
                    }
                    reader.warning(
                        "'\(key): \(text.shortenedForMessage())' is read as \(meant) (did you mean '\(meant)'?), so the page is \(meant == "false" ? "left out" : "published"); write \(meant) to say so",
                        at: value)
                } else {
                    reader.error(
                        "'\(key): \(text.shortenedForMessage())' is neither true nor false; write false to leave the page out, true to publish it, or a date (Hugo's publish date)",
                        at: value)
                }
            } else if let date = reader.date(value, key: key, config: config) {
                page.publishDate = date.date
            }
        case "weight": page.weight = reader.int(value, key: key)
        case "headless", "build", "_build", "cascade":
            // Hugo's build options; the value stays a parameter for templates.
            page.params[key] = templateValue(of: value)
            switch name {
            case "headless": page.publishOptions = PublishOptions.read(headless: value) ?? page.publishOptions
            case "cascade": page.cascadedPublishOptions = PublishOptions.read(cascade: value)
            default: page.publishOptions = PublishOptions.read(build: value) ?? page.publishOptions
            }
        case "listing":
            // Quarto's; its settings (templates, sort and filter controls) stay the theme's, a page parameter.
            // A folder's index page with one listing without an id lists its folder as a section does; other listings fill the page.
            let listings = PageListing.read(value)
            if page.source.stem == "index", listings.count <= 1, listings.first?.id.isEmpty ?? true {
                page.isListing = !value.isNull && value.scalarText.flatMap(booleanValue) != false
            } else {
                page.listings = listings
            }
            page.params[key] = templateValue(of: value)
        case "menu", "menus": if let entry = MenuEntry.main(in: value, reader: &reader, key: key) { page.menu = entry }
        case "eleventynavigation": if let entry = MenuEntry.eleventyNavigation(in: value, reader: &reader, key: key) { page.menu = entry }
        case "toc", "showtoc":
            // PaperMod writes `showToc: true`.
            if let fields = value.mappingEntries {
                // LoveIt's and FixIt's `toc: {enable: true, auto: false}`: shown unless `enable` says no;
                // the rest is the theme's, a page parameter.
                page.params[key] = templateValue(of: value)
                let enable = fields.first { $0.key.lowercased() == "enable" }?.value
                page.showsContents = enable.flatMap { reader.bool($0, key: key + ".enable") } ?? true
            } else if case .sequence = value.value {
                // al-folio's distill posts list their sections (`toc: [{name: Equations}]`): contents are
                // shown (made from the headings), and the list is the theme's, a page parameter.
                page.params[key] = templateValue(of: value)
                page.showsContents = true
            } else if let v = reader.bool(value, key: key) {
                page.showsContents = v
            }
        case "date":
            // A dated file name (Jekyll's 2023-01-29-name.md) still dates the post when this date cannot be read.
            let namedDay = splitJekyllFileName(datedName(of: page.source))?.date
            var value = value
            // Material for MkDocs' blog: `date: {created: 2023-12-31, updated: 2024-01-02}`.
            if let fields = value.mappingEntries {
                let field = { (name: String) in fields.first { $0.key.lowercased() == name }?.value }
                if let updated = field("updated") ?? field("update"),
                    let date = reader.date(updated, key: key + ".updated", config: config, otherwise: "the page shows no date it was updated")
                {
                    page.updated = date.date
                }
                guard let created = field("created") else {
                    reader.warning("'\(key)' has no 'created' date, so the page has no date; write date: {created: 2024-01-31}, or date: 2024-01-31", at: value)
                    continue
                }
                value = created
            }
            guard let date = reader.date(value, key: key, config: config, namedDay: namedDay) else { continue }
            page.date = date.date
            page.dateOffset = date.offset
            let location = reader.location(of: value)
            page.dateLocation = location
            page.dateSourceLine = reader.source.line(location.line)
        case _ where updatedKeys.contains(name):
            if let date = reader.date(value, key: key, config: config, otherwise: "the page shows no date it was updated") { page.updated = date.date }
        case _ where publishKeys.contains(name):
            if let date = reader.date(value, key: key, config: config) { page.publishDate = date.date }
        case _ where expiryKeys.contains(name):
            if let date = reader.date(value, key: key, config: config) { page.expiryDate = date.date }
        case _ where authorKeys.contains(name): page.authors += reader.names(value, key: key)
        case _ where aliasKeys.contains(name):
            for alias in reader.list(value, key: key, separatedBySpaces: false) {
                page.aliases.append((alias, reader.location(of: value)))
            }
        case _ where pathKeys.contains(name):
            if let v = reader.string(value, key: key), !v.isEmpty { page.customPath = (v, reader.location(of: value)) }
        case _ where layoutKeys.contains(name):
            // Jekyll's `default` is its base layout, and Zola's `page.html` the template of every
            // page, blog posts included: the page's own layout here.
            if let v = reader.string(value, key: key), !v.isEmpty, layoutName(v) != "default", !(page.isPost && layoutName(v) == "page") {
                let location = reader.location(of: value)
                page.layout = (layoutName(v), location, reader.source.line(location.line), namesTemplateFile(v))
            }
        case _ where imageKeys.contains(name):
            if let fields = value.mappingEntries {
                // Jekyll themes (So Simple, HPSTR) write `image: {feature: a.jpg, credit: …}`: the
                // mapping stays a parameter for the theme, and its picture is the Open Graph image
                // when its path says where it is (a bare `a.jpg` lies in a folder only the theme knows).
                page.params[key] = templateValue(of: value)
                if let picture = pictureFields.lazy.compactMap({ field in
                    fields.first { $0.key.lowercased() == field }?.value.scalarText?.trimmingSpaces()
                }).first, picture.hasPrefix("/") || picture.hasPrefix("./") || picture.hasPrefix("../") || picture.contains("://") {
                    page.images.append(picture)
                }
            } else {
                // In a bundle (`trip/index.md`), a bare name (DoIt's `featuredImage: cover.webp`) is the bundle's file, as Hugo finds it.
                let isBundle = page.source.stem == "index"
                page.images += reader.list(value, key: key, separatedBySpaces: false).map { image in
                    isBundle && !image.hasPrefix("/") && !image.hasPrefix(".") && !image.contains("://") ? "./" + image : image
                }
            }
        case "taxonomies":
            // Zola's `[taxonomies]` table: `tags = [...]`, `categories = [...]`.
            for (term, termKey, termValue) in value.mappingEntries ?? [] {
                if let taxonomy = config.taxonomy(forKey: term.lowercased()) {
                    page.terms[taxonomy.name, default: []] += reader.terms(termValue, key: term, separatedBySpaces: false)
                } else {
                    reader.warning(
                        "taxonomy '\(term.shortenedForMessage())' is not one of this site's (\(config.taxonomies.map(\.name).joined(separator: ", "))); add it to 'taxonomies' in site.yml to give it pages",
                        at: termKey)
                }
            }
        case _ where paramKeys.contains(name):
            for (param, _, paramValue) in value.mappingEntries ?? [] { page.params[param] = templateValue(of: paramValue) }
        case "pin", "pinned", "sticky":
            // `pin: true` (Chirpy, Material for MkDocs), `sticky: 100` (Hexo: more first); a theme may read it too.
            page.params[key] = templateValue(of: value)
            let text = value.scalarText?.trimmingSpaces() ?? ""
            if let flag = booleanValue(text) {
                page.pinned = flag ? max(page.pinned, 1) : page.pinned
            } else if let number = Int(text) {
                page.pinned = max(page.pinned, min(max(number, 0), 1_000_000))
            } else {
                reader.warning("'\(key)' is true, false or a number (more is listed first), e.g. \(key): true; the post is not pinned", at: value)
            }
        default:
            // The writer's own key (Hugo's `math`, Jekyll's `comments`): kept for templates. Only a
            // likely typo of a key with a meaning is worth a word.
            page.params[key] = templateValue(of: value)
            if let match = likelyTypo(of: name) {
                reader.warning("unknown key '\(key.shortenedForMessage())' is kept as a page parameter; did you mean '\(match)'?", at: keyNode)
            }
        }
    }
}

/// The key with a meaning that `name` (lowercased) is likely a typo of: one or two letters away
/// (`descripton`), but not a known key with a word added at one end (Hugo themes' `nodate`,
/// `showtoc`), which is a key of its own.
func likelyTypo(of name: String) -> String? {
    // A site's pages share their keys: each name is measured against the known ones once.
    if let known = typosByName.withLock({ $0[name] }) { return known }
    var typo: String?
    if !themesOwnKeys.contains(name), let match = nearestMatch(to: name, among: meaningfulKeys, strictly: true), match != name {
        let isCompound = name.count >= match.count + 2 && (name.hasPrefix(match) || name.hasSuffix(match))
        typo = isCompound ? nil : match
    }
    typosByName.withLock { if $0.count < 10_000 { $0[name] = typo } }
    return typo
}

/// Keys popular themes give a meaning of their own, close to a key with one here: al-folio's
/// `tabs: true` (not `tags`), Hexo's `top: true` (pinned first by hexo-generator-index, not `toc`).
private let themesOwnKeys: Set = ["tabs", "top"]

/// `likelyTypo`'s answers so far, by key name.
private let typosByName = Mutex<[String: String?]>([:])

/// Layouts popular themes give a post or an article (al-folio's `distill`, Minimal Mistakes'
/// `single`): the page's own layout, as `default` is, unless the theme has one of that name.
let articleLayoutsOfOtherThemes: Set = ["distill", "single"]

/// Other themes' names for a layout a theme may have by another (PaperMod's and Chirpy's
/// `layout: archives` is `archive`): a page naming one the theme lacks gets the theme's.
let layoutsOfOtherThemes = ["archives": "archive"]

/// Whether a layout is written as a template file of another generator: Zola's
/// `template = "theme.html"`, Eleventy's `layout: layouts/post.njk`. This theme's layouts are
/// names (`post`, or `post.mustache`).
private func namesTemplateFile(_ text: String) -> Bool {
    let name = text.trimmingSpaces()
    return !name.hasSuffix(".mustache") && (name.contains("/") || name.contains("."))
}

/// The layout a `layout:` names: a template file's name without its folder and extension
/// (`layouts/post.njk` is `post`, `blog.html` is `blog`).
private func layoutName(_ text: String) -> String {
    var name = text.trimmingSpaces()
    if name.hasSuffix(".mustache") { return String(name.dropLast(".mustache".count)) }
    // An address pasted in by mistake (`post/2023/03/17/x/`) is named by its last part, not by nothing.
    while name.count > 1, name.hasSuffix("/") { name.removeLast() }
    if let slash = name.lastIndex(of: "/") { name = String(name[name.index(after: slash)...]) }
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
    return name
}

/// A front matter value as templates see it: text, lists and objects.
func templateValue(of node: YAMLNode) -> TemplateValue {
    switch node.value {
    case .scalar(let text, let quoted):
        if !quoted, let flag = booleanValue(text) { return .bool(flag) }
        if !quoted, let number = Int(text) { return .int(number) }
        return node.isNull ? .string("") : .string(XMLCharacters.cleaned(text).text)
    case .sequence(let items): return .array(items.map(templateValue(of:)))
    case .mapping:
        var fields: TemplateObject = [:]
        for (key, _, value) in node.mappingEntries ?? [] { fields[key] = templateValue(of: value) }
        return .object(fields)
    }
}

extension YAMLFieldReader {
    /// A date in any form `readPostDate` reads; anything else is an error showing the forms, or only
    /// a warning when the file name gives the day (`namedDay`), which then dates the post.
    /// With `otherwise`, what follows from an unreadable date when the page can do without it (an
    /// update date), said in a warning.
    mutating func date(_ node: YAMLNode, key: String, config: SiteConfig, namedDay: String? = nil, otherwise: String? = nil) -> (
        date: Date, offset: Int?
    )? {
        // A list of one date, as Front Matter CMS writes `updated: ['']`, is that date.
        if case .sequence(let items) = node.value, items.count <= 1 {
            guard let item = items.first else { return nil }
            return date(item, key: key, config: config, namedDay: namedDay, otherwise: otherwise)
        }
        // `date: ""` (Hugo's archetypes leave it so) means no date, as Hugo reads it; so does an
        // unquoted `date: false` (Eleventy LibDoc's pages that show none, Eleventy reading it as absent).
        if case .scalar(let written, false) = node.value, booleanValue(written) == false { return nil }
        guard let text = string(node, key: key), !text.trimmingSpaces().isEmpty else { return nil }
        guard let date = readPostDate(text, in: config.timeZone) else {
            let forms = "write it as 2026-03-14, 2026-03-14 09:30 or 2026-03-14T09:30:00+01:00"
            // `2030-31-12`: a day where the month goes and a month where the day goes can be read one way only.
            if let swapped = dayAndMonthSwapped(text), let date = readPostDate(swapped, in: config.timeZone) {
                warning("'\(text.shortenedForMessage())' has no month \(text.dropFirst(5).prefix(2)), so it is read as \(swapped.prefix(10)), its day and month swapped; write it so", at: node)
                return date
            }
            // A template's placeholder (Obsidian's `{{date}}`, Templater's `<% tp.date.now() %>`), in a
            // template kept among the pages: no date, as the old generator read it.
            if text.contains("{{") || text.contains("<%") {
                warning(
                    "'\(text.shortenedForMessage())' is a template's placeholder, not a date, so the page has none; fill in the date, or keep templates outside content/",
                    at: node)
                return nil
            }
            if let namedDay {
                warning(
                    "'\(text.shortenedForMessage())' is not a date, so the post is dated \(namedDay) from its file name; \(forms)",
                    at: node)
            } else if let otherwise {
                warning("'\(text.shortenedForMessage())' is not a date, so \(otherwise); \(forms)", at: node)
            } else {
                error("'\(text.shortenedForMessage())' is not a date; \(forms)", at: node)
            }
            return nil
        }
        return date
    }

    /// A taxonomy's terms: a list, or one text split on commas, or with `separatedBySpaces` on
    /// spaces when it has none (as Jekyll reads `tags: a b`).
    mutating func terms(_ node: YAMLNode, key: String, separatedBySpaces: Bool) -> [String] {
        list(node, key: key, separatedBySpaces: separatedBySpaces)
    }

    /// `author: Ada`, `authors: [Ada, Grace]`, or Jekyll's `author: {name: Ada}`.
    mutating func names(_ node: YAMLNode, key: String) -> [String] {
        if let fields = node.mappingEntries {
            return fields.first { $0.key == "name" }.flatMap { string($0.value, key: "\(key).name") }.map { [$0] } ?? []
        }
        if case .sequence(let items) = node.value, items.contains(where: { $0.mappingEntries != nil }) {
            return items.flatMap { names($0, key: key) }
        }
        // `author: Ada, Grace, and Mary`: the last name without the list's "and". A name without a
        // letter or digit (`author: "-"`, an archetype's placeholder) names nobody.
        return list(node, key: key, separatedBySpaces: false).compactMap { name in
            guard name.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) else { return nil }
            for joiner in ["and ", "& "] where name.count > joiner.count && name.lowercased().hasPrefix(joiner) {
                return String(name.dropFirst(joiner.count)).trimmingSpaces()
            }
            return name
        }
    }
}

/// A date written year, day, month (`2030-31-12`) as year, month, day (`2030-12-31`), when its
/// middle number cannot be a month and its last can; nil for any other text.
private func dayAndMonthSwapped(_ text: String) -> String? {
    let parts = text.trimmingSpaces().split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, let day = Int(parts[1]), (13...31).contains(day) else { return nil }
    let monthText = parts[2].prefix(2)
    guard monthText.count == 2, let month = Int(monthText), (1...12).contains(month) else { return nil }
    return "\(parts[0])-\(monthText)-\(parts[1])" + parts[2].dropFirst(2)
}
