import Foundation
import Templates

/// Hugo Blox's biography block (`resume-biography`, `-2`, `-3`; Wowchemy's `about.biography`):
/// the profile of the block's `username` as the page's Markdown, the words Hugo Blox's theme
/// shows: the picture, the name, the role and affiliations, the biography, the interests and the
/// education, the links, the block's button. The profile is `data/authors/NAME.yaml` (Hugo Blox's,
/// read with the site's author profiles) or `content/authors/NAME/_index.md` (Wowchemy's, its text
/// the biography).
enum LandingBiography {
    /// Whether a block of this name draws a profile.
    static func draws(_ block: String) -> Bool {
        block.hasPrefix("resume-biography") || ["about.biography", "about.avatar", "biography"].contains(block)
    }

    /// The Markdown of the profile the block names, or nil when the site has none.
    /// - Parameters:
    ///   - words: the theme's words in the page's language (`interests`, `education`).
    static func markdown(block content: TemplateObject, profiles: AuthorProfiles, siteRoot: String, words: [String: String]) -> String? {
        let username = content["username"]?.nonBlankText ?? "me"
        let profile: (fields: YAMLNode, body: String)
        if let node = profiles.profileNode(username) ?? (username == "me" ? profiles.profileNode("admin") : nil) {
            profile = (node, "")
        } else if let page = wowchemyProfile(username, siteRoot: siteRoot) ?? (username == "me" ? wowchemyProfile("admin", siteRoot: siteRoot) : nil) {
            profile = page
        } else {
            return nil
        }
        let fields = profile.fields
        var markdown = "\n"
        let name = fields["name"].flatMap { name in
            name.text ?? name["display"]?.text ?? [name["given"]?.text, name["family"]?.text].compactMap { $0 }.joined(separator: " ")
        } ?? fields["title"]?.text ?? username
        if let picture = picture(of: username, siteRoot: siteRoot) {
            markdown += "\n![\(name)](\(picture))\n"
        }
        markdown += "\n## \(name.split(whereSeparator: \.isNewline).joined(separator: " "))\n"
        // The role, then each affiliation, linked to its page when it names one.
        let places = (items(fields["affiliations"]) + items(fields["organizations"])).compactMap { place -> String? in
            guard let placeName = place["name"]?.text ?? place.text else { return nil }
            return place["url"]?.text.map { "[\(placeName)](\($0))" } ?? placeName
        }
        let standing = ([fields["role"]?.text].compactMap { $0 } + places).joined(separator: " · ")
        if !standing.isEmpty { markdown += "\n\(standing)\n" }
        let bio = profile.body.isEmpty ? fields["bio"]?.text : profile.body
        if let bio { markdown += "\n\(bio)\n" }
        if let text = content["text"]?.nonBlankText { markdown += "\n\(text)\n" }
        let headings = content["headings"].flatMap { value -> TemplateObject? in if case .object(let fields) = value { fields } else { nil } } ?? [:]
        let interests = items(fields["interests"]).compactMap(\.text)
        if !interests.isEmpty {
            markdown += "\n### \(headings["interests"]?.nonBlankText ?? words["interests"] ?? "Interests")\n\n"
            markdown += interests.map { "- \($0)\n" }.joined()
        }
        let education = items(fields["education"]) + items(fields["education"]?["courses"])
        let degrees = education.compactMap { entry -> String? in
            guard let degree = entry["degree"]?.text ?? entry["course"]?.text ?? entry["area"]?.text else { return nil }
            let years = [entry["start"]?.text, entry["end"]?.text ?? entry["year"]?.text].compactMap { $0.map { String($0.prefix(4)) } }
            let place = entry["institution"]?.text.map { ", \($0)" } ?? ""
            return "- \(degree)\(place)" + (years.isEmpty ? "" : " (\(years.joined(separator: "–")))")
        }
        if !degrees.isEmpty {
            markdown += "\n### \(headings["education"]?.nonBlankText ?? words["education"] ?? "Education")\n\n" + degrees.joined(separator: "\n") + "\n"
        }
        // The links: each by its label, an e-mail by its address, else by its icon's brand (`brands/github` → GitHub).
        let links = (items(fields["links"]) + items(fields["social"])).compactMap { link -> String? in
            guard let url = link["url"]?.text ?? link["link"]?.text else { return nil }
            let icon = (link["icon"]?.text ?? "").split(separator: "/").last.map(String.init) ?? ""
            let label = link["label"]?.text ?? (url.hasPrefix("mailto:") ? String(url.dropFirst(7)) : icon.isEmpty ? url : IconLabel.brandName(icon))
            return "[\(label)](\(url))"
        }
        if !links.isEmpty { markdown += "\n" + links.joined(separator: " · ") + "\n" }
        if let button = content["button"], case .object(let fields) = button, let text = fields["text"]?.nonBlankText, let url = fields["url"]?.nonBlankText {
            markdown += "\n[\(text)](\(url))\n"
        }
        return markdown
    }

    /// A list's items; a value that is no list, as one item; nothing for none.
    private static func items(_ node: YAMLNode?) -> [YAMLNode] {
        guard let node, !node.isNull else { return [] }
        if case .sequence(let items) = node.value { return items }
        return node.mappingEntries == nil ? [node] : []
    }

    /// Wowchemy's profile page, `content/authors/NAME/_index.md`: its front matter and its text.
    private static func wowchemyProfile(_ username: String, siteRoot: String) -> (fields: YAMLNode, body: String)? {
        guard let data = readFile(atPath: siteRoot + "/content/authors/" + username + "/_index.md") else { return nil }
        let split = splitFrontMatter(String(decoding: data, as: UTF8.self))
        guard let fields = split.frontMatter.flatMap({ text in try? split.format?.parse(String(text)) }) ?? nil else { return nil }
        return (fields, split.body.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The profile's picture, as the site publishes it: Hugo Blox's `media/authors/NAME.png` (which
    /// `site init --from` copies from `assets/` to `static/`); nil without one.
    private static func picture(of username: String, siteRoot: String) -> String? {
        for type in ["png", "jpg", "jpeg", "webp"] where FileManager.default.fileExists(atPath: "\(siteRoot)/static/media/authors/\(username).\(type)") {
            return "/media/authors/\(username).\(type)"
        }
        return nil
    }
}
