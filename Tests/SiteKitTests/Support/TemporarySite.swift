import Foundation
import Diagnostics

@testable import SiteKit

/// A site folder in a fresh temporary directory, removed when the test ends.
final class TemporarySite {
    let root: URL

    /// A site with `site.yml`, the fixture theme and the given files (path → text).
    init(
        config: String = TemporarySite.defaultConfig, files: [String: String] = [:],
        theme: [String: String] = fixtureTheme
    ) {
        root = FileManager.default.temporaryDirectory.appending(path: "sitekit-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        write("site.yml", config)
        for (path, text) in theme { write("themes/default/\(path)", text) }
        for (path, text) in files { write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    static let defaultConfig = """
        title: Test Blog
        description: A blog for tests.
        author: Ada Example
        base_url: https://example.com/blog/
        """

    func write(_ path: String, _ text: String) {
        write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) {
        let url = root.appending(path: path)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! data.write(to: url)
    }

    func remove(_ path: String) {
        try! FileManager.default.removeItem(at: root.appending(path: path))
    }

    /// The text of a file below the site folder, or nil.
    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root.appending(path: path).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// The bytes of a file below the site folder, or nil.
    func readData(_ path: String) -> Data? {
        FileManager.default.contents(atPath: root.appending(path: path).path)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appending(path: path).path)
    }

    /// Builds with a fixed clock (2026-06-01) so "future" does not depend on the day the tests run.
    func build(
        drafts: Bool = false, future: Bool = false, output: URL? = nil, baseURL: String? = nil, keepsPreviousBuild: Bool = true
    ) -> BuildReport {
        var options = BuildOptions(root: root, output: output, drafts: drafts, future: future, baseURL: baseURL)
        options.keepsPreviousBuild = keepsPreviousBuild
        options.now = ISO8601DateFormatter().date(from: "2026-06-01T00:00:00Z")
        return buildSite(options)
    }

    /// Every file below `folder` (relative to the site) with its bytes, for byte-for-byte comparisons.
    func snapshot(_ folder: String = "public") -> [String: Data] {
        let base = root.appending(path: folder)
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = base.appending(path: path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }
}

/// A small theme that shows the context fields the tests look at.
let fixtureTheme: [String: String] = [
    "layouts/base.mustache": """
    <!doctype html><html lang="{{site.language}}"><head><title>{{page.document_title}}</title>\
    {{#page.chart_css_url}}<link rel="stylesheet" href="{{page.chart_css_url}}">{{/page.chart_css_url}}</head>
    <body>{{>nav}}<main>{{$content}}{{/content}}</main></body></html>
    """,
    "partials/nav.mustache":
        "<nav>{{#site.nav}}<a href=\"{{url}}\"{{#is_current}} aria-current=\"page\"{{/is_current}}>{{title}}</a>{{/site.nav}}</nav>",
    "layouts/post.mustache": """
    {{<base}}{{$content}}<article><h1>{{post.title}}</h1><time datetime="{{post.date_iso}}">{{post.date_display}}</time>
    {{{post.content}}}
    {{#post.tags}}<a href="{{url}}">{{name}}</a>{{/post.tags}}
    {{#previous}}<a rel="prev" href="{{url}}">{{title}}</a>{{/previous}}{{#next}}<a rel="next" href="{{url}}">{{title}}</a>{{/next}}
    </article>{{/content}}{{/base}}
    """,
    "layouts/page.mustache": "{{<base}}{{$content}}<h1>{{page.title}}</h1>{{{content}}}{{/content}}{{/base}}",
    "layouts/list.mustache":
        "{{<base}}{{$content}}<ul>{{#posts}}<li><a href=\"{{url}}\">{{title}}</a></li>{{/posts}}</ul>{{/content}}{{/base}}",
    "layouts/tags.mustache":
        "{{<base}}{{$content}}<ul>{{#tags}}<li><a href=\"{{url}}\">{{name}}</a> {{count}}</li>{{/tags}}</ul>{{/content}}{{/base}}",
    "layouts/tag.mustache":
        "{{<base}}{{$content}}<h1>{{tag.name}}</h1><ul>{{#posts}}<li>{{title}}</li>{{/posts}}</ul>{{/content}}{{/base}}",
    "layouts/404.mustache": "{{<base}}{{$content}}<h1>Not found</h1>{{/content}}{{/base}}",
    "assets/style.css": "body { font-family: serif; }\n",
]

/// A post file with front matter.
func post(title: String, date: String, tags: String = "[]", extra: String = "", body: String = "Hello.") -> String {
    "---\ntitle: \(title)\ndate: \(date)\ntags: \(tags)\n\(extra)---\n\n\(body)\n"
}

/// The default theme as `site init` writes it (path below the theme folder → text).
let defaultTheme: [String: String] = Dictionary(
    uniqueKeysWithValues: EmbeddedSite.files.compactMap { file -> (String, String)? in
        guard file.path.hasPrefix("themes/default/"), let text = file.text else { return nil }
        return (String(file.path.dropFirst("themes/default/".count)), text)
    })

/// Loads one Markdown file written at `path` (below a fresh site folder) as the build would.
func loadTestPage(_ path: String, _ data: Data, config: SiteConfig = SiteConfig()) -> (Page?, [Diagnostic]) {
    let site = TemporarySite(files: [:])
    site.write(path, data)
    let file = ContentFile(
        path: path, relativePath: String(path.dropFirst("content/".count)), url: site.root.appending(path: path))
    return loadPage(file, config: config)
}

/// The hidden entries in `folder` (`.public.previous`, a staging or old tree), waiting up to
/// `seconds` for a background removal to take them away.
func hiddenEntries(in folder: URL, settlingWithin seconds: TimeInterval) throws -> [String] {
    let deadline = Date().addingTimeInterval(seconds)
    var hidden: [String] = []
    repeat {
        hidden = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        if hidden.isEmpty { break }
        Thread.sleep(forTimeInterval: 0.02)
    } while Date() < deadline
    return hidden
}
