import Templates

/// Hugo Blox's (Wowchemy's) landing pages: a page built of `sections:` of blocks in its front
/// matter, each drawn by that theme (`block: markdown`, `hero`, `cta-card`, `collection`). Their
/// words are the writer's, so each block's title, subtitle and text become the page's text after
/// its body, in order, as headings and paragraphs; a biography or resume block draws its profile
/// (`LandingBiography`), a collection block the newest pages of its folders (`PageListing`). Blocks
/// that hold nothing of their own to show (a collection filtered by tag alone, a theme's hero
/// image) are named in one warning.
enum LandingSections {
    /// The Markdown of the blocks' words and the names of the blocks without any; nil when the
    /// value is no list of blocks.
    /// - Parameters:
    ///   - profiles, siteRoot, words: where a biography's or resume's profile is, and the theme's words for its headings.
    static func read(_ sections: TemplateValue?, profiles: AuthorProfiles = AuthorProfiles(), siteRoot: String = "", words: [String: String] = [:])
        -> (markdown: String, leftOut: [String], listings: [PageListing])?
    {
        guard case .array(let items) = sections else { return nil }
        var markdown = ""
        var leftOut: [String] = []
        var listings: [PageListing] = []
        var isList = false
        for item in items {
            guard case .object(let block) = item, let name = block["block"]?.nonBlankText ?? block["widget"]?.nonBlankText else { continue }
            isList = true
            // A block marked `demo: true` is shown on Hugo Blox's demo site only (its "build a site like this").
            if case .bool(true) = block["demo"] { continue }
            let content: TemplateObject
            if case .object(let fields) = block["content"] { content = fields } else { content = block }
            if LandingBiography.draws(name),
                let biography = LandingBiography.markdown(block: content, profiles: profiles, siteRoot: siteRoot, words: words)
            {
                markdown += biography
                continue
            }
            if LandingBiography.drawsResume(name) {
                let design: TemplateObject = if case .object(let fields) = block["design"] { fields } else { [:] }
                if let resume = LandingBiography.resumeMarkdown(name, content: content, design: design, profiles: profiles, siteRoot: siteRoot, words: words) {
                    markdown += resume
                    continue
                }
            }
            // A collection lists the newest pages of its folders (`filters: {folders: [publications]}`, or
            // its `page_type`) under its title, as a Quarto listing does; its `id` is the heading's, where menus link (`/#papers`).
            let listing = name == "collection" || name == "pages" ? collection(content, number: listings.count) : nil
            guard listing != nil || content["text"]?.nonBlankText != nil else {
                if !leftOut.contains(name) { leftOut.append(name) }
                continue
            }
            if let title = content["title"]?.nonBlankText {
                let anchor = listing == nil ? "" : block["id"]?.nonBlankText.map { " {#\($0)}" } ?? ""
                markdown += "\n## " + title.split(whereSeparator: \.isNewline).joined(separator: " ") + anchor + "\n"
            }
            if let subtitle = content["subtitle"]?.nonBlankText { markdown += "\n" + subtitle + "\n" }
            if let text = content["text"]?.nonBlankText { markdown += "\n" + text + "\n" }
            if let listing {
                markdown += "\n" + PageListing.marker(listing.id) + "\n"
                listings.append(listing)
            }
        }
        return isList ? (markdown, leftOut, listings) : nil
    }

    /// A collection block's listing: its folders (or its `page_type`'s), its `count` (5 unless it
    /// says; 0 for all), whether only featured pages or none of them; nil when it names no folder.
    private static func collection(_ content: TemplateObject, number: Int) -> PageListing? {
        let filters: TemplateObject = if case .object(let fields) = content["filters"] { fields } else { [:] }
        var folders: [String] = []
        if case .array(let items) = filters["folders"] { folders = items.compactMap(\.nonBlankText) }
        if folders.isEmpty, let type = content["page_type"]?.nonBlankText { folders = [type] }
        guard !folders.isEmpty else { return nil }
        let count = content["count"].flatMap { value -> Int? in
            switch value {
            case .int(let number): number
            case .string(let text): Int(text)
            default: nil
            }
        } ?? 5
        var listing = PageListing(id: "landing-\(number)", folders: folders, maxItems: count > 0 ? count : nil)
        if case .bool(true) = filters["featured_only"] { listing.featured = true } else if case .bool(true) = filters["exclude_featured"] { listing.featured = false }
        return listing
    }

    static func warning(leftOut: [String]) -> String {
        let shown = leftOut.prefix(6).joined(separator: ", ") + (leftOut.count > 6 ? " and \(leftOut.count - 6) more" : "")
        return "the page's sections hold blocks of Hugo Blox's theme that site has no part for (\(shown)): their titles and texts are shown, "
            + "the rest is left out; write what they showed in the page as Markdown"
    }
}

extension TemplateValue {
    /// A front matter value's text, trimmed; nil when it is no text or only blanks.
    var nonBlankText: String? {
        guard case .string(let text) = self else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
