import Diagnostics
import Foundation

/// One Markdown file read as a build reads it (front matter, body, charts), published as the
/// only post of a site's Atom feed. Nothing touches the disk: this is how `chart-fuzz` drives the
/// front-matter reader and checks that whatever it is given comes out as well-formed XML.
///
/// - Returns: the feed (empty when the file has errors) and every diagnostic.
public func atomFeedOfSingleFile(_ data: Data, path: String = "content/posts/fuzz.md") -> (xml: String, diagnostics: [Diagnostic]) {
    let relative = path.hasPrefix("content/") ? String(path.dropFirst("content/".count)) : path
    let file = ContentFile(path: path, relativePath: relative, absolutePath: "/nonexistent/" + path)
    var config = SiteConfig()
    config.baseURL = "https://example.com/"
    let (page, diagnostics) = loadPage(data, file: file, config: config)
    guard var page, !diagnostics.hasErrors else { return ("", diagnostics) }
    page.sitePath = "posts/\(page.slug)/"
    let model = SiteModel(config: config, posts: page.isPost ? [page] : [], pages: page.isPost ? [] : [page])
    return (atomFeed(for: model), diagnostics)
}
