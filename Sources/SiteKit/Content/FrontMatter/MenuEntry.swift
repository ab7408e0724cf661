/// A page's place in the site's main menu, as Hugo's front matter gives it: `menu: main`,
/// `menu: [main, footer]`, or `menu: {main: {weight: 10, name: Home}}` (`menus` too).
/// Other menus (a theme's footer) are not drawn by the default theme and are left out.
struct MenuEntry: Sendable, Equatable {
    /// Orders the menu (lower first); the page's own `weight` when the entry has none.
    var weight: Int?
    /// The link's text; the page's title when the entry has none.
    var name: String?

    /// The main-menu entry the front matter value gives, or nil when it names no `main` menu.
    static func main(in node: YAMLNode, reader: inout YAMLFieldReader, key: String) -> MenuEntry? {
        switch node.value {
        case .scalar(let text, _):
            return isMain(text) ? MenuEntry() : nil
        case .sequence(let items):
            return items.contains { $0.scalarText.map(isMain) == true } ? MenuEntry() : nil
        case .mapping:
            guard let (_, _, settings) = node.mappingEntries?.first(where: { isMain($0.key) }) else { return nil }
            var entry = MenuEntry()
            for (field, _, value) in settings.mappingEntries ?? [] {
                switch field.lowercased() {
                case "weight": entry.weight = reader.int(value, key: "\(key).main.weight")
                case "name": entry.name = reader.string(value, key: "\(key).main.name")
                default: continue  // Hugo's identifier, parent, pre…: nothing the default theme draws
                }
            }
            return entry
        }
    }

    /// Eleventy's navigation plugin: `eleventyNavigation: {key: About, order: 3}`, the link's text
    /// and its place. An entry under a `parent` is a submenu's, which the default theme does not draw.
    static func eleventyNavigation(in node: YAMLNode, reader: inout YAMLFieldReader, key: String) -> MenuEntry? {
        guard let fields = node.mappingEntries, !fields.contains(where: { $0.key.lowercased() == "parent" }) else { return nil }
        var entry = MenuEntry()
        for (field, _, value) in fields {
            switch field.lowercased() {
            case "key", "title": entry.name = entry.name ?? reader.string(value, key: "\(key).\(field)")
            case "order": entry.weight = reader.int(value, key: "\(key).order")
            default: continue
            }
        }
        return entry
    }

    private static func isMain(_ name: String) -> Bool { name.trimmingSpaces().lowercased() == "main" }
}
