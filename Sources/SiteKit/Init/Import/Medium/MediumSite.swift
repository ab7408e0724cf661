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
        var usedPaths: Set<String> = []
        for post in kept {
            var slug = nameSlug(post.title, hyphenating: true)
            if slug.isEmpty { slug = "untitled" }
            let day = post.published.count >= 10 ? String(post.published.prefix(10)) + "-" : ""
            var path = "content/posts/\(day)\(slug).md"
            while usedPaths.contains(path) { path = path.replacingOccurrences(of: ".md", with: "-1.md") }
            usedPaths.insert(path)
            var lines = ["---", "title: \(post.title.yamlQuoted)"]
            if !post.published.isEmpty {
                // `2023-12-17T15:08:19.728Z` to the second.
                lines.append("date: \(post.published.replacingOccurrences(of: #"\.\d+Z$"#, with: "Z", options: .regularExpression))")
            }
            if post.isDraft { lines.append("draft: true") }
            // The subtitle the writer gave (Medium makes one of the first words when there is none).
            if !post.subtitle.isEmpty, post.body.contains("graf--subtitle") { lines.append("summary: \(post.subtitle.yamlQuoted)") }
            if !post.author.isEmpty, post.author != author { lines.append("author: \(post.author.yamlQuoted)") }
            written.append((path, lines.joined(separator: "\n") + "\n---\n\n" + MediumContent.markdown(of: post.body)))
        }
        var leftOut = ["Medium's look, claps, lists, highlights and followers (the default theme draws the pages)"]
        let responses = posts.count - kept.count
        if responses > 0 {
            leftOut.append("\(responses) \(responses == 1 ? "response" : "responses") to other writers' stories (the export keeps them among the stories; a blog has no place for them)")
        }
        if kept.contains(where: { $0.body.contains("cdn-images-1.medium.com") || $0.body.contains("miro.medium.com") }) {
            leftOut.append("the pictures, which stay on Medium's servers (an export holds none): download them into static/ and point the posts at them to keep them should Medium remove them")
        }
        var site = OldSite(generator: .medium, configFiles: [stories == "." ? "its stories" : "posts/"], settings: settings, destination: { _ in .stays }, leftOut: leftOut)
        site.written = written
        let drafts = kept.filter(\.isDraft).count
        site.translated = ["\(kept.count - drafts) \(kept.count - drafts == 1 ? "story" : "stories") and \(drafts) \(drafts == 1 ? "draft" : "drafts") of the export, as Markdown files holding their HTML (content/posts/)"]
        site.walkedFolders = []
        return site
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
