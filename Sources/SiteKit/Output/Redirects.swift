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
        // Joined, not concatenated: a copy of every page would retain each of its fields.
        [model.posts, model.pages].joined().flatMap { page in
            page.aliases.compactMap { alias -> Redirect? in
                let path = normalizedSitePath(alias.path)
                guard path != page.sitePath else { return nil }
                return Redirect(sitePath: path, target: page.sitePath, title: page.title, location: alias.location)
            }
        }
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
