import Foundation

/// The old theme's layouts that copied pages name (`layout: article`, as Jekyll posts and Hugo
/// pages write it; `Template: about` in Pelican's) and the default theme lacks. `site init --from` gives the new theme a layout
/// of each name that draws what the default theme draws for posts and pages, so the site builds,
/// and names them, so the writer can give them a look of their own.
enum OldLayouts {
    /// The names, sorted, that the front matters of the copied pages name.
    static func named(byPagesWith frontMatters: [YAMLNode]) -> [String] {
        let theme = defaultThemeNames(in: "layouts")
        var names: Set<String> = []
        for frontMatter in frontMatters {
            // Pelican's and Zola's word for it is `template`.
            guard let written = (frontMatter["layout"] ?? frontMatter["template"])?.text else { continue }
            // An Eleventy template's file name (`libdoc_page.liquid`) names the layout before its extension, as the
            // build reads it. Other file names (`layouts/post.njk`, Zola's `theme.html`, a section's `blog.html`)
            // the build forgets with a warning, drawing the page as its kind.
            let eleventyTemplate = [".liquid", ".njk", ".hbs", ".ejs", ".pug", ".webc", ".11ty.js"].contains { written.hasSuffix($0) }
            let name = eleventyTemplate && !written.contains("/") ? String(written.prefix { $0 != "." }) : written
            // Jekyll's `default` is the page's own.
            guard name != "default", !name.isEmpty, !name.contains("/"), !name.contains("."), !theme.contains(name),
                layoutsOfOtherThemes[name].map(theme.contains) != true,
                name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
            else { continue }
            names.insert(name)
        }
        return names.sorted()
    }

    /// The layout file standing in for an old layout: the default theme's post layout for a post,
    /// its page layout for any other page.
    static func standIn(for name: String) -> (path: String, text: String) {
        (
            "themes/default/layouts/\(name).mustache",
            """
            {{! The old theme's layout '\(name)', drawn as the default theme draws posts and pages: edit this file to give its pages a look of their own. }}
            {{#post}}{{>post}}{{/post}}{{^post}}{{>page}}{{/post}}

            """
        )
    }
}
