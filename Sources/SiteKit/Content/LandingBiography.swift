import Foundation
import Templates

/// Hugo Blox's biography block (`resume-biography`, `-2`, `-3`; Wowchemy's `about.biography`) and
/// its resume blocks (experience and education, skills, awards, languages):
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
        guard let profile = profile(username, profiles: profiles, siteRoot: siteRoot) else { return nil }
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
        let degrees = degrees(fields)
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

    /// Whether a block of this name draws a part of a resume from the profile.
    static func drawsResume(_ block: String) -> Bool {
        ["resume-experience", "resume-skills", "resume-awards", "resume-languages"].contains(block)
    }

    /// The Markdown of a resume block (`resume-experience`, its education too; `resume-skills`,
    /// `resume-awards`, `resume-languages`) from the profile it names, under the block's title or
    /// the theme's word; nil when the site has no such profile or it lists nothing of the kind.
    static func resumeMarkdown(
        _ block: String, content: TemplateObject, design: TemplateObject, profiles: AuthorProfiles, siteRoot: String, words: [String: String]
    ) -> String? {
        guard let profile = profile(content["username"]?.nonBlankText ?? "me", profiles: profiles, siteRoot: siteRoot)?.fields else { return nil }
        let title = content["title"]?.nonBlankText
        func section(_ heading: String, _ lines: [String]) -> String {
            lines.isEmpty ? "" : "\n## \(heading)\n\n" + lines.joined(separator: "\n") + "\n"
        }
        var markdown = ""
        switch block {
        case "resume-experience":
            let jobs = items(profile["experience"]).compactMap { job -> String? in
                guard let role = job["role"]?.text ?? job["title"]?.text else { return nil }
                let place = (job["org"]?.text ?? job["company_name"]?.text).map { ", \($0)" } ?? ""
                return "- **\(role)**\(place)\(years(job))" + (job["summary"]?.text.map { "  \n  " + $0.split(whereSeparator: \.isNewline).joined(separator: " ") } ?? "")
            }
            let experience = section(title ?? words["experience"] ?? "Experience", jobs)
            let education = section(words["education"] ?? "Education", degrees(profile))
            if case .bool(true) = design["is_education_first"] { markdown = education + experience } else { markdown = experience + education }
        case "resume-skills":
            for group in items(profile["skills"]) {
                let skills = items(group["items"]).compactMap { $0["label"]?.text ?? $0["name"]?.text }.map { "- \($0)" }
                guard !skills.isEmpty else { continue }
                markdown += (group["name"]?.text.map { "\n### \($0)\n\n" } ?? "\n") + skills.joined(separator: "\n") + "\n"
            }
            if !markdown.isEmpty { markdown = "\n## \(title ?? words["skills"] ?? "Skills")\n" + markdown }
        case "resume-awards":
            markdown = section(title ?? words["awards"] ?? "Awards", items(profile["awards"]).compactMap { award in
                guard let name = award["title"]?.text else { return nil }
                let by = award["awarder"]?.text.map { ", \($0)" } ?? ""
                let year = award["date"]?.text.map { " (\($0.prefix(4)))" } ?? ""
                return "- **\(name)**\(by)\(year)" + (award["summary"]?.text.map { "  \n  " + $0.split(whereSeparator: \.isNewline).joined(separator: " ") } ?? "")
            })
        default:
            markdown = section(title ?? words["languages"] ?? "Languages", items(profile["languages"]).compactMap { language in
                language["name"]?.text.map { name in "- \(name)" + (language["label"]?.text.map { ": \($0)" } ?? "") }
            })
        }
        return markdown.isEmpty ? nil : markdown
    }

    /// The profile `username` names: Hugo Blox's data file, else Wowchemy's page (its text the biography).
    private static func profile(_ username: String, profiles: AuthorProfiles, siteRoot: String) -> (fields: YAMLNode, body: String)? {
        if let node = profiles.profileNode(username) ?? (username == "me" ? profiles.profileNode("admin") : nil) { return (node, "") }
        return wowchemyProfile(username, siteRoot: siteRoot) ?? (username == "me" ? wowchemyProfile("admin", siteRoot: siteRoot) : nil)
    }

    /// Each degree of the profile's education (Hugo Blox's list, or Wowchemy's `courses`) as a list item.
    private static func degrees(_ fields: YAMLNode) -> [String] {
        (items(fields["education"]) + items(fields["education"]?["courses"])).compactMap { entry -> String? in
            guard let degree = entry["degree"]?.text ?? entry["course"]?.text ?? entry["area"]?.text else { return nil }
            let place = entry["institution"]?.text.map { ", \($0)" } ?? ""
            return "- \(degree)\(place)\(years(entry))"
        }
    }

    /// ` (2015–2019)`, ` (2020–)` while it goes on, ` (1835)`; nothing without a date.
    private static func years(_ entry: YAMLNode) -> String {
        let start = entry["start"]?.text ?? entry["date_start"]?.text, end = entry["end"]?.text ?? entry["date_end"]?.text ?? entry["year"]?.text
        switch (start.map { String($0.prefix(4)) }, end.map { String($0.prefix(4)) }) {
        case (let from?, let to?): return from == to ? " (\(from))" : " (\(from)–\(to))"
        case (let from?, nil): return " (\(from)–)"
        case (nil, let to?): return " (\(to))"
        case (nil, nil): return ""
        }
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
