import Foundation

/// Which folder of `content/` holds the posts. A site made here has `content/posts/`; a Hugo
/// site often keeps them in `content/post/` or `content/blog/` instead, and a Zola site in
/// `content/` itself (its root section sorted by date). Posts keep their addresses there
/// (`/blog/my-post/`, `/my-post/`). The content folder itself is the empty name.
enum PostsFolder {
    static let standard = "posts"

    /// More Markdown files than this at the top of `content/`, and no posts folder: they are the posts.
    static let manyTopLevelFiles = 10

    /// Which of `folders` holds the file at `relativePath` (below `content/`), else the first.
    static func holding(_ relativePath: String, among folders: [String]) -> String {
        guard folders.count > 1 else { return folders.first ?? standard }
        return folders.first { !$0.isEmpty && relativePath.hasPrefix($0 + "/") } ?? folders[0]
    }

    /// What a post's relative path starts with: `posts/`, or nothing for the content folder.
    static func prefix(_ folder: String) -> String { folder.isEmpty ? "" : folder + "/" }

    /// The folder as messages name it: `content/posts/`, or `content/`.
    static func shown(_ folder: String) -> String { "content/" + prefix(folder) }

    /// The folders Hugo and Zola sites keep posts in, besides `posts`, in the order they are tried.
    static let usual = ["post", "blog", "articles"]

    /// `posts` when `content/posts/` holds a post; else a folder whose `_index.md` sorts it by
    /// date (Zola's blog section) and holds a post; else the first of `usual` that holds one;
    /// else a folder whose index lists its pages (Quarto's `listing:`, one with a feed first);
    /// else the content folder itself when its own `_index.md` sorts it by date; else the folder
    /// with the most files named by their day, when it has many; else the content folder when it
    /// holds many Markdown files; else `posts`.
    static func found(in root: URL) -> [String] {
        let content = root.appending(path: "content")
        if holdsAPost(content.appending(path: standard)) { return [standard] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: content.path)) ?? []).sorted()
        if let section = names.first(where: { sortsByDate(content.appending(path: $0)) && holdsAPost(content.appending(path: $0)) }) {
            return [section]
        }
        if let folder = usual.first(where: { holdsAPost(content.appending(path: $0)) }) { return [folder] }
        // A Quarto blog: the folder whose index lists its pages (`listing:`), the one with a feed first.
        let listings = names.compactMap { name in
            listsItsPages(content.appending(path: name)).map { (name: name, hasFeed: $0) }
        }.filter { holdsAPost(content.appending(path: $0.name)) }
        if let blog = listings.first(where: \.hasFeed) ?? listings.first { return [blog.name] }
        if sortsByDate(content) { return [""] }
        // Folders of files named by their day (`2006-03-11-title.md`, a blog's way), each holding many
        // and more than the top of content/ does (yihui.org's `cn/` and `en/`), the fullest first:
        // the about pages beside them are no posts.
        let topLevelDated = datedMarkdownFiles(in: content, deep: false)
        let dated = names.filter { !$0.hasPrefix(".") && !$0.hasPrefix("_") }.map { (name: $0, count: datedMarkdownFiles(in: content.appending(path: $0), deep: true)) }
            .filter { $0.count > manyTopLevelFiles && $0.count > topLevelDated }
        if !dated.isEmpty { return dated.sorted { ($0.count, $1.name) > ($1.count, $0.name) }.map(\.name) }
        return [holdsManyMarkdownFiles(names) ? "" : standard]
    }

    /// How many Markdown files in `folder` (and below it, when `deep`) have names that start with a day.
    private static func datedMarkdownFiles(in folder: URL, deep: Bool) -> Int {
        let files: [String]
        if deep {
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return 0 }
            files = enumerator.compactMap { $0 as? String }
        } else {
            files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        }
        return files.count { file in
            let name = file.split(separator: "/").last.map(String.init) ?? file
            return PageFileName.isPlainMarkdown(name.lowercased()) && splitJekyllFileName(String(name.prefix { $0 != "." })) != nil
        }
    }

    /// Whether the folder's `_index.md` says Zola's `sort_by = "date"` (or the same in YAML) at its top.
    private static func sortsByDate(_ folder: URL) -> Bool {
        guard let index = readFile(atPath: folder.appending(path: "_index.md").path) else { return false }
        let head = String(decoding: index.prefix(4096), as: UTF8.self)
        return head.split(whereSeparator: \.isNewline).contains { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "=" || $0 == ":" || $0 == "\"" || $0 == "'" })
            return words.count == 2 && words[0] == "sort_by" && words[1] == "date"
        }
    }

    /// Whether the folder's `index.qmd` (or `index.md`) lists its pages, as a Quarto blog's does
    /// (`listing:` in its front matter): true when the listing has a feed, false without; nil
    /// when there is no listing.
    private static func listsItsPages(_ folder: URL) -> Bool? {
        guard let index = ["index.qmd", "index.md", "index.Rmd"].lazy.compactMap({ readFile(atPath: folder.appending(path: $0).path) }).first
        else { return nil }
        let head = String(decoding: index.prefix(4096), as: UTF8.self)
        guard head.hasPrefix("---") else { return nil }
        let lines = head.split(whereSeparator: \.isNewline).dropFirst().prefix { $0.trimmingSpaces() != "---" }
        guard lines.contains(where: { $0.hasPrefix("listing:") }) else { return nil }
        return lines.contains { $0.trimmingSpaces().hasPrefix("feed:") || $0.trimmingSpaces() == "feed: true" }
    }

    /// Whether more than `manyTopLevelFiles` of a folder's `names` are Markdown files of pages.
    private static func holdsManyMarkdownFiles(_ names: [String]) -> Bool {
        let markdown = names.filter {
            let lowered = $0.lowercased()
            return PageFileName.isPlainMarkdown(lowered) && !lowered.hasPrefix("index.") && !lowered.hasPrefix("_index.")
        }
        return markdown.count > manyTopLevelFiles
    }

    /// Whether the folder (or one inside it, as a page bundle) holds a Markdown or HTML file
    /// other than a section's `_index.md`.
    private static func holdsAPost(_ folder: URL) -> Bool {
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return false }
        while let file = files.nextObject() as? String {
            let lowered = file.lowercased()
            let name = lowered.split(separator: "/").last ?? ""
            guard !name.hasPrefix("_index.") else { continue }
            if PageFileName.isPlainMarkdown(lowered) || lowered.hasSuffix(".html") { return true }
            // Quarto's and R Markdown's posts and notebooks; a listing's own index.qmd is no post.
            let isOwnIndex = !file.contains("/") && name.hasPrefix("index.")
            if !isOwnIndex, [".qmd", ".rmd", ".ipynb"].contains(where: { lowered.hasSuffix($0) }) { return true }
        }
        return false
    }

    /// Why `name` cannot be the posts folder, or nil when it can: one folder directly in
    /// `content/` whose name the site's own paths do not use, or `.` for `content/` itself.
    static func problem(with name: String) -> String? {
        if name == "." { return nil }
        if name.isEmpty || name == ".." || name.contains("/") || name.contains("\\") {
            return "must name one folder in content/, such as posts or blog (or . for content/ itself), not '\(name.shortenedForMessage())'"
        }
        if ["assets", "page", "tags"].contains(name.lowercased()) {
            return "cannot be '\(name)': the site writes its \(name == "page" ? "home page's pages" : name) there; move the posts to another folder"
        }
        return nil
    }
}
