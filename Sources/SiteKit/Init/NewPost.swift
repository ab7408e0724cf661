import Diagnostics
import Foundation

/// Writes `content/posts/<date>-<slug>.md` (in the site's posts folder) with front matter for a new post titled `title`.
///
/// - Parameter date: the post's date; today by default.
/// - Returns: the new file's path relative to `root`, e.g. `content/posts/2026-03-14-my-post.md`.
public func newPost(titled title: String, in root: URL, date: Date = Date(), timeZone: TimeZone = .current)
    throws(Diagnostic) -> String
{
    guard FileManager.default.fileExists(atPath: root.appending(path: "site.yml").path) else {
        throw .error(
            "no site.yml in \(root.path); run `site new post` inside a site folder (or create one with `site init DIR`)"
        )
    }
    let slug = slugify(title)
    guard !slug.isEmpty else {
        throw .error(
            "the title '\(title)' has no letters or digits to name the file with; give the post a title in words")
    }
    let dates = DateText(timeZone: timeZone)
    let (config, _) = loadConfig(root: root, baseURLOverride: nil)
    let path = PostsFolder.shown(config.postsFolder) + "\(dates.day(date))-\(slug).md"
    let url = root.appending(path: path)
    guard !FileManager.default.fileExists(atPath: url.path) else {
        throw .error("\(path) already exists; choose another title or edit that post")
    }
    let text = """
        ---
        title: \(title.yamlQuoted)
        date: \(dates.iso(date))
        description: ""
        tags: []
        ---

        Write your post here. A chart is a fenced block:

        ```chart
        type: bar
        title: Example
        ---
        Mon: 3
        Tue: 5
        ```

        """
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    } catch {
        throw .error("cannot write \(path): \(error.localizedDescription)")
    }
    return path
}
