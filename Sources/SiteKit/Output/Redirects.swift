import Diagnostics

/// An old address of a page (`aliases:`, `redirect_from:`) and the page it now leads to.
struct Redirect: Sendable {
    /// Where the redirect page goes, e.g. `2019/03/old-post/` or `old.html`.
    var sitePath: String
    var target: String
    var title: String
    var location: SourceLocation

    /// Every page's aliases, in page order.
    static func all(in model: SiteModel) -> [Redirect] {
        // Pages are read through their arrays: a copy of a page would retain every field.
        var redirects: [Redirect] = []
        for pages in [model.posts, model.pages] {
            for index in pages.indices where !pages[index].aliases.isEmpty {
                let target = pages[index].sitePath
                for alias in pages[index].aliases {
                    let path = normalizedSitePath(alias.path)
                    guard path != target else { continue }
                    redirects.append(Redirect(sitePath: path, target: target, title: pages[index].title, location: alias.location))
                }
            }
        }
        return redirects
    }

    /// A page that sends a browser on at once (a meta refresh), tells search engines where the
    /// page is now (a canonical link) and gives everyone else a plain link.
    func html(config: SiteConfig) -> String {
        let url = config.url(target).xmlEscaped
        let title = title.xmlEscaped
        return """
            <!doctype html>
            <html lang="\(config.language.xmlEscaped)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="robots" content="noindex">
            <meta http-equiv="refresh" content="0; url=\(url)">
            <link rel="canonical" href="\(config.permalink(target).xmlEscaped)">
            <title>\(title) · \(config.title.xmlEscaped)</title>
            </head>
            <body>
            <main>
            <h1>This page has moved</h1>
            <p>It is now at <a href="\(url)">\(title)</a>.</p>
            </main>
            </body>
            </html>

            """
    }

    /// The `_redirects` list Netlify and Cloudflare Pages read: `/old/ /new/ 301`, one a line.
    static func list(_ redirects: [Redirect], config: SiteConfig) -> String {
        redirects.map { "\(config.url($0.sitePath)) \(config.url($0.target)) 301\n" }.joined()
    }
}
