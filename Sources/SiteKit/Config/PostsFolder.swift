import Foundation

/// Which folder of `content/` holds the posts. A site made here has `content/posts/`; a Hugo
/// site often keeps them in `content/post/` or `content/blog/` instead, and its posts keep
/// their addresses there (`/blog/my-post/`) when that folder is the posts folder.
enum PostsFolder {
    static let standard = "posts"

    /// The folders Hugo and Zola sites keep posts in, besides `posts`, in the order they are tried.
    static let usual = ["post", "blog", "articles"]

    /// `posts` when `content/posts/` holds a post; else the first of `usual` that holds one; else `posts`.
    static func found(in root: URL) -> String {
        let content = root.appending(path: "content")
        return ([standard] + usual).first { holdsAPost(content.appending(path: $0)) } ?? standard
    }

    /// Whether the folder (or one inside it, as a page bundle) holds a Markdown or HTML file.
    private static func holdsAPost(_ folder: URL) -> Bool {
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return false }
        while let file = files.nextObject() as? String {
            let lowered = file.lowercased()
            if lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown") || lowered.hasSuffix(".html") { return true }
        }
        return false
    }

    /// Why `name` cannot be the posts folder, or nil when it can: one folder directly in
    /// `content/`, whose name the site's own paths do not use.
    static func problem(with name: String) -> String? {
        if name.isEmpty || name == "." || name == ".." || name.contains("/") || name.contains("\\") {
            return "must name one folder in content/, such as posts or blog, not '\(name.shortenedForMessage())'"
        }
        if ["assets", "page", "tags"].contains(name.lowercased()) {
            return "cannot be '\(name)': the site writes its \(name == "page" ? "home page's pages" : name) there; move the posts to another folder"
        }
        return nil
    }
}
