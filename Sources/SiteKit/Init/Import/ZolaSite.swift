import Diagnostics
import Foundation

/// A Zola site: `config.toml` (or `zola.toml`) with a `base_url`, its `content/` and `static/`. Its templates,
/// Sass and themes are Tera templates and styles, not carried over.
enum ZolaSite {
    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        // Zola 0.23 reads `zola.toml` (abridge's) as well as `config.toml`.
        guard let configName = firstFile(["zola.toml", "config.toml"], in: folder), let root = try readConfigFile(configName, in: folder),
            root["base_url"] != nil
        else { return nil }
        var settings = ImportedSettings()
        settings.title = root["title"]?.text
        settings.description = root["description"]?.text
        settings.takeTitleFromHomePage(inFolder: folder.appending(path: "content").path)
        settings.baseURL = root["base_url"]?.text
        settings.language = root["default_language"]?.text
        settings.author = authorName(root["author"]) ?? authorName(root.value("extra", "author"))
        settings.keepsDatesInNames = root.value("slugify", "paths_keep_dates")?.text == "true"
        // Zola makes addresses of names with `slugify.paths = "on"` unless told `safe` or `off`.
        settings.slugifiesPaths = (root.value("slugify", "paths")?.text ?? "on") == "on"
        // Zola's feed: `atom.xml` unless `feed_filename(s)` names another (0.19 writes one per name).
        if root["generate_feed"]?.text == "true" || root["generate_feeds"]?.text == "true" {
            let names: [String] = if case .sequence(let items)? = root["feed_filenames"]?.value { items.compactMap(\.text) } else { [] }
            settings.feed = names.first ?? root["feed_filename"]?.text ?? "atom.xml"
        }
        // `taxonomies = [{name = "tags", feed = true}, …]`
        if case .sequence(let items)? = root["taxonomies"]?.value {
            settings.taxonomies = items.compactMap { item in item["name"]?.text.map { (nil, $0) } }
            // A taxonomy with `feed = true` (`render` not false) writes each term's feed.
            settings.termFeeds = items.contains { $0["feed"]?.text == "true" }
        }
        settings.menu = menuLinks(root.value("extra", "menu") ?? root.value("extra", "main_menu") ?? root.value("extra", "menu_items")).map {
            // Zola themes write the site's root as $BASE_URL in their menus.
            ($0.name, $0.url.replacingOccurrences(of: "$BASE_URL", with: ""))
        }
        let theme = root["theme"]?.text
        let themes = ((try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "themes").path)) ?? []).sorted()
        let shortcodes = OldShortcodes(
            in: folder, folders: ["templates/shortcodes"] + themes.map { "themes/\($0)/templates/shortcodes" }, translating: .tera)
        return OldSite(
            generator: .zola, configFiles: [configName], settings: settings,
            destination: { path in
                if path.hasPrefix("content/") || path.hasPrefix("static/") { return .copy(to: path) }
                // The theme's static files are published beside the site's own; a page may name one.
                if let theme, let name = path.below("themes/\(theme)/static") { return .copyIfNamed(to: "static/" + name, name: name) }
                return .stays
            },
            leftOut: leftOut(in: folder, templates: "templates", shortcodes: shortcodes)
                + ["sass", "themes"].filter { isFolder($0, in: folder) }.map { "\($0)/ (the old theme's \($0 == "sass" ? "styles" : "themes"))" },
            written: shortcodes.files, translated: shortcodes.note.map { [$0] } ?? [], shortcodesShowingCode: shortcodes.showingCode)
    }
}
