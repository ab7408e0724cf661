import Diagnostics
import Foundation
import Templates

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
    let (page, diagnostics) = loadPage(data, file: file, config: config, theme: embeddedShortcodes)
    guard var page, !diagnostics.hasErrors else { return ("", diagnostics) }
    page.sitePath = sitePath(of: page, config: config)
    let model = SiteModel(config: config, posts: page.isPost ? [page] : [], pages: page.isPost ? [] : [page])
    return (atomFeed(for: model), diagnostics)
}

/// The default theme's shortcodes, from the copy `site init` carries, so that shortcodes are
/// expanded here as in a build of a new site.
private let embeddedShortcodes: Theme? = {
    let shortcodes = "themes/default/shortcodes/", partials = "themes/default/partials/"
    var sources: [String: (path: String, text: String)] = [:]
    var names: [String] = []
    for file in EmbeddedSite.files where file.path.hasSuffix(".mustache") {
        guard let text = file.text else { continue }
        if file.path.hasPrefix(shortcodes) {
            let name = String(file.path.dropFirst(shortcodes.count).dropLast(".mustache".count))
            sources["shortcodes/" + name] = (file.path, text)
            names.append(name)
        } else if file.path.hasPrefix(partials) {
            // Shortcodes may share a partial (the figures' caption).
            sources[String(file.path.dropFirst(partials.count).dropLast(".mustache".count))] = (file.path, text)
        }
    }
    guard let library = try? TemplateLibrary(sources: sources) else { return nil }
    var fields: [String: Set<String>] = [:]
    for name in names { fields[name] = markdownFields(of: "shortcodes/" + name, in: sources) }
    return Theme(library: library, assets: [], shortcodeNames: names.sorted(), markdownFields: fields)
}()
