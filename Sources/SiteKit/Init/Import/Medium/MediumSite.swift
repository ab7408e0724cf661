import Diagnostics
import Foundation

/// A Medium blog, as the export Medium mails (Settings → Security and apps → Download your
/// information) holds it: `site init NEW --from medium-export/` (or its `posts/` folder). Each
/// published story becomes a Markdown file of `content/posts/` (its HTML kept, see
/// `MediumContent`), each draft a draft; the writer's responses to other stories, which the
/// export holds among the stories, stay behind, and so do claps, lists and highlights.
enum MediumSite {
    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        guard let stories = storiesFolder(in: folder) else { return nil }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: stories).path)) ?? []).filter { $0.hasSuffix(".html") }.sorted()
        let posts = names.compactMap { name in
            readFile(atPath: folder.appending(path: stories).appending(path: name).path).flatMap { MediumPost(fileName: name, html: String(decoding: $0, as: UTF8.self)) }
        }
        let kept = posts.filter { !$0.isResponse }
        var settings = ImportedSettings()
        // The writer's name, the commonest among the stories, names the blog as it names them.
        let authors = Dictionary(grouping: kept.map(\.author).filter { !$0.isEmpty }, by: { $0 })
        let author = authors.max { $0.value.count < $1.value.count || $0.value.count == $1.value.count && $0.key > $1.key }?.key
        settings.author = author
        settings.title = author
        var written: [(path: String, text: String)] = []
        // Each story's file, and its address here by Medium's id of it (`1c0dcfb43fe6`), for links between them.
        var usedPaths: Set<String> = []
        var paths: [String] = []
        var addressesByID: [String: String] = [:]
        for post in kept {
            var slug = nameSlug(post.title, hyphenating: true)
            if slug.isEmpty { slug = "untitled" }
            let day = post.published.count >= 10 ? String(post.published.prefix(10)) + "-" : ""
            var path = "content/posts/\(day)\(slug).md"
            while usedPaths.contains(path) {
                path = path.replacingOccurrences(of: ".md", with: "-1.md")
                slug += "-1"
            }
            usedPaths.insert(path)
            paths.append(path)
            if !post.isDraft, let id = storyID(post.canonical) { addressesByID[id] = "/posts/\(slug)/" }
        }
        for (post, path) in zip(kept, paths) {
            var lines = ["---", "title: \(post.title.yamlQuoted)"]
            if !post.published.isEmpty {
                // `2023-12-17T15:08:19.728Z` to the second.
                lines.append("date: \(post.published.replacingOccurrences(of: #"\.\d+Z$"#, with: "Z", options: .regularExpression))")
            }
            if post.isDraft { lines.append("draft: true") }
            // The subtitle the writer gave (Medium makes one of the first words when there is none).
            if !post.subtitle.isEmpty, post.body.contains("graf--subtitle") { lines.append("summary: \(post.subtitle.yamlQuoted)") }
            if !post.author.isEmpty, post.author != author { lines.append("author: \(post.author.yamlQuoted)") }
            let body = withOwnLinks(MediumContent.markdown(of: post.body), addressesByID: addressesByID)
            written.append((path, lines.joined(separator: "\n") + "\n---\n\n" + body))
        }
        var leftOut = ["Medium's look, claps, lists, highlights and followers (the default theme draws the pages)"]
        let responses = posts.count - kept.count
        if responses > 0 {
            leftOut.append("\(responses) \(responses == 1 ? "response" : "responses") to other writers' stories (the export keeps them among the stories; a blog has no place for them)")
        }
        if kept.contains(where: { $0.body.contains("cdn-images-1.medium.com") || $0.body.contains("miro.medium.com") }) {
            leftOut.append("the pictures, which stay on Medium's servers (an export holds none): download them into static/ and point the posts at them to keep them should Medium remove them")
        }
        var site = OldSite.fromExport(.medium, file: stories == "." ? "its stories" : "posts/", settings: settings, leftOut: leftOut, written: written)
        let drafts = kept.filter(\.isDraft).count
        site.translated = ["\(kept.count - drafts) \(kept.count - drafts == 1 ? "story" : "stories") and \(drafts) \(drafts == 1 ? "draft" : "drafts") of the export, as Markdown files holding their HTML (content/posts/)"]
        return site
    }

    /// Medium's id of a story, the hex digits that end its address (`…/tip-3c7869fdae53`, `/p/3c7869fdae53`).
    static func storyID(_ address: String) -> String? {
        let path = address.split(separator: "?").first.map { $0.split(separator: "#").first.map(String.init) ?? "" } ?? ""
        return ScriptValues.firstMatch(#"[-/]([0-9a-f]{10,12})/?$"#, in: path).first
    }

    /// The body with links to the writer's other stories on Medium (by any of the addresses Medium
    /// gives a story: the writer's, a publication's, `/p/ID`) leading to them on the new site.
    private static func withOwnLinks(_ body: String, addressesByID: [String: String]) -> String {
        guard !addressesByID.isEmpty, body.contains("href=\"http") else { return body }
        return ScriptValues.replacingMatches(of: #"href="(http[^"]*)""#, in: body) { link in
            guard let id = storyID(link[1]), let own = addressesByID[id] else { return link[0] }
            // A heading's fragment is kept; Medium's own (`#.193mvxkug`, which tracked the reader) goes.
            let fragment = link[1].firstIndex(of: "#").map { String(link[1][$0...]) }.flatMap { $0.hasPrefix("#.") ? nil : $0 } ?? ""
            return "href=\"" + own + fragment + "\""
        }
    }

    /// The folder of the export's stories: `posts/` of the export, or the folder itself; nil when
    /// neither holds a Medium story.
    private static func storiesFolder(in folder: URL) -> String? {
        for candidate in ["posts", "."] {
            let path = folder.appending(path: candidate).path
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".html") }.sorted()
            if names.prefix(5).contains(where: { name in
                readFileOpening(atPath: path + "/" + name, count: 8192).map { MediumPost.isStory(String(decoding: $0, as: UTF8.self)) } ?? false
            }) {
                return candidate == "." ? "." : candidate
            }
        }
        return nil
    }
}
