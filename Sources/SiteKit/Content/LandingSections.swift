import Templates

/// Hugo Blox's (Wowchemy's) landing pages: a page built of `sections:` of blocks in its front
/// matter, each drawn by that theme (`block: markdown`, `hero`, `cta-card`, `collection`). Their
/// words are the writer's, so each block's title, subtitle and text become the page's text after
/// its body, in order, as headings and paragraphs; a biography block draws its profile
/// (`LandingBiography`). Blocks that hold no text of their own (a list of publications) are
/// named in one warning.
enum LandingSections {
    /// The Markdown of the blocks' words and the names of the blocks without any; nil when the
    /// value is no list of blocks.
    /// - Parameters:
    ///   - profiles, siteRoot, words: where a biography block's profile is, and the theme's words for its headings.
    static func read(_ sections: TemplateValue?, profiles: AuthorProfiles = AuthorProfiles(), siteRoot: String = "", words: [String: String] = [:])
        -> (markdown: String, leftOut: [String])?
    {
        guard case .array(let items) = sections else { return nil }
        var markdown = ""
        var leftOut: [String] = []
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
            guard let body = content["text"]?.nonBlankText else {
                if !leftOut.contains(name) { leftOut.append(name) }
                continue
            }
            if let title = content["title"]?.nonBlankText { markdown += "\n## " + title.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n" }
            if let subtitle = content["subtitle"]?.nonBlankText { markdown += "\n" + subtitle + "\n" }
            markdown += "\n" + body + "\n"
        }
        return isList ? (markdown, leftOut) : nil
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
