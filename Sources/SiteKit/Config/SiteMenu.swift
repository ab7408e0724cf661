import Diagnostics

/// One link of the site's navigation as `site.yml`'s `menu:` writes it: a name and where it
/// goes, a page of the site (`/packages/`) or another site (`https://github.com/me`).
struct SiteMenuLink: Sendable, Equatable {
    var name: String
    /// A path of the site with its leading slash (`/packages/`), or an absolute URL.
    var target: String
    var weight: Int?
    /// The file below `content/` the link names, when it names one (`about.md`, Quarto's
    /// `hyndsight/index.qmd`): the link goes to that file's page wherever it is.
    var file: String? = nil

    /// Whether the link leaves the site (`https://…`, `mailto:…`).
    var isExternal: Bool { target.contains(":") }
}

/// `menu:` in site.yml: the navigation's links, in order —
///
///     menu:
///       - {name: Packages, url: /packages/}
///       - {name: GitHub, url: "https://github.com/me"}
///
/// Hugo's shape is read too, so a menu copied from its config keeps working: `menu: {main: […]}`
/// with `pageRef` (a content path) or `url`, and `weight` to order the links.
func readSiteMenu(_ node: YAMLNode, reader: inout YAMLFieldReader) -> [SiteMenuLink]? {
    var list = node
    if let entries = node.mappingEntries {
        // Hugo's `menu: {main: […]}`; its other menus (a footer) are not the default theme's.
        guard let main = entries.first(where: { $0.key.lowercased() == "main" }) else {
            reader.error("'menu' has no 'main' list; write menu: [{name: About, url: /about/}]", at: node)
            return nil
        }
        list = main.2
    }
    guard case .sequence(let items) = list.value else {
        if !list.isNull { reader.error("'menu' must be a list of links, e.g. menu: [{name: About, url: /about/}]", at: list) }
        return nil
    }
    var links: [SiteMenuLink] = []
    for (index, item) in items.enumerated() {
        guard let fields = item.mappingEntries else {
            reader.error("each 'menu' link must be a mapping with a name and a url, e.g. {name: About, url: /about/}", at: item)
            continue
        }
        var name: String?
        var target: String?
        var file: String?
        var weight: Int?
        for (field, fieldNode, value) in fields {
            switch field.lowercased() {
            case "name", "title": name = reader.string(value, key: "menu.\(field)")
            case "url", "pageref", "link", "path":
                let written = reader.string(value, key: "menu.\(field)")
                target = written.map(menuTarget)
                file = written.flatMap(contentFile)
            case "weight": weight = reader.int(value, key: "menu.weight")
            case "identifier", "parent", "pre", "post", "params": continue  // Hugo's, for themes that draw submenus and icons
            default: reader.unknownKey(field, at: fieldNode, known: ["name", "url", "pageRef", "weight"])
            }
        }
        guard let name, !name.isEmpty, let target, !target.isEmpty else {
            reader.error("menu link \(index + 1) needs a name and a url, e.g. {name: About, url: /about/}", at: item)
            continue
        }
        links.append(SiteMenuLink(name: name, target: target, weight: weight, file: file))
    }
    // Hugo orders by weight; links without one keep their place after the weighted ones.
    return links.enumerated().sorted { ($0.element.weight ?? Int.max, $0.offset) < ($1.element.weight ?? Int.max, $1.offset) }.map(\.element)
}

/// The path below `content/` of a link that names a page's file (`/about.md`, `hyndsight/index.qmd`), else nil.
private func contentFile(_ written: String) -> String? {
    var text = String(written.trimmingSpaces().prefix { $0 != "#" && $0 != "?" })
    if text.contains(":") || text.hasPrefix("#") { return nil }
    while text.hasPrefix("/") || text.hasPrefix("./") { text.removeFirst(text.hasPrefix("/") ? 1 : 2) }
    if text.hasPrefix("content/") { text.removeFirst("content/".count) }
    return PageFileName.isMarkdown(text) || text.lowercased().hasSuffix(".ipynb") ? text : nil
}

/// A link as written, made a site path or left an absolute URL: Hugo's `pageRef: /packages`
/// names a content folder or file (`/about.md`), which is the page at `/packages/` (`/about/`)
/// unless the file's page is elsewhere (`SiteMenuLink.file`).
private func menuTarget(_ written: String) -> String {
    let text = written.trimmingSpaces()
    if text.contains(":") || text.hasPrefix("#") { return text }
    var path = text.hasPrefix("/") ? text : "/" + text
    if contentFile(path) != nil {
        // `about.md#team` is the page's address with the fragment after it.
        let fragment = path.firstIndex(of: "#").map { String(path[$0...]) } ?? ""
        path = String(path.prefix { $0 != "#" && $0 != "?" })
        path = String(path[..<path.lastIndex(of: ".")!])
        for folderPage in ["/_index", "/index"] where path.hasSuffix(folderPage) { path = String(path.dropLast(folderPage.count - 1)) }
        if !path.hasSuffix("/") { path += "/" }
        return path + fragment
    }
    // A page's address ends in a slash; a file (`/feed.xml`, `/cv.pdf`) or a fragment keeps its own.
    let last = path.split(separator: "/").last ?? ""
    if !path.hasSuffix("/"), !last.contains("."), !path.contains("#") { path += "/" }
    return path
}
