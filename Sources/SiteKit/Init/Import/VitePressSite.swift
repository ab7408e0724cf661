import Diagnostics
import Foundation
import Templates

/// A VitePress or VuePress site: its configuration in `.vitepress/` (`.vuepress/`) of the folder
/// that holds the pages (the site's own, or `docs/`, `src/`), each Markdown file a page at its
/// path (`guide/intro.md` at `/guide/intro.html`, `/guide/intro/` with `cleanUrls`), a folder's
/// `index.md` (or VuePress's `README.md`) its section's page, `public/` (VuePress's
/// `.vuepress/public/`) published as it is. The home page's hero (`layout: home`) becomes the home
/// page's text. Folders of dated pages are the blog's posts (neither has a blog of its own: blogs
/// built on them date their pages). No script runs: the title, language, address and navigation
/// are read where the configuration writes them as plain strings.
enum VitePressSite {
    static let folders = ["", "docs", "src", "site", "blog", "website"]
    static let scriptNames = ["config.mts", "config.ts", "config.mjs", "config.js", "config.cts", "config.cjs"]

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        var found: (generator: OldSite.Generator, pages: String, config: String)?
        search: for pages in folders {
            for (generator, own) in [(OldSite.Generator.vitepress, ".vitepress"), (.vuepress, ".vuepress")] {
                let prefix = (pages.isEmpty ? "" : pages + "/") + own + "/"
                if let name = firstFile(scriptNames.map { prefix + $0 }, in: folder) {
                    found = (generator, pages, name)
                    break search
                }
            }
        }
        guard let (generator, configFolder, configName) = found else { return nil }
        let config = ScriptValues.text(of: configName, in: folder)
        // VitePress's `srcDir: 'data'`: the pages (and their `public/`) in a folder of their own.
        let sourceFolder = ScriptValues.string(ofKeys: ["srcDir"], in: config).map(\.normalizedPath).flatMap { source in
            source.isEmpty || source == "." ? nil : configFolder.isEmpty ? source : configFolder + "/" + source
        }
        let pagesFolder =
            if let sourceFolder, sourceFolder != configFolder, !sourceFolder.contains(".."), isFolder(sourceFolder, in: folder) { sourceFolder } else { configFolder }
        let own = generator == .vitepress ? ".vitepress" : ".vuepress"
        var settings = ImportedSettings()
        settings.title = ScriptValues.string(ofKeys: ["title"], in: config)
        settings.description = ScriptValues.string(ofKeys: ["description"], in: config)
        settings.language = ScriptValues.language(ofKeys: ["lang"], in: config)
        // `sitemap: { hostname: 'https://…' }` (VitePress), vuepress-theme-hope's `hostname:`, below `base:`.
        let base = ScriptValues.string(ofKeys: ["base"], in: config)
        settings.baseURL = ScriptValues.siteAddress(ScriptValues.string(ofKeys: ["hostname"], in: config), below: base)
        // A `base:` without a host: the pages' own links hold the base (`/notes/logo.png`), so it is kept, on a host to fill in.
        let hostToName = settings.baseURL == nil && base.map { !$0.normalizedPath.isEmpty } == true
        if hostToName { settings.baseURL = ScriptValues.siteAddress("https://example.com", below: base) }
        // Pages are at `NAME.html`, unless VitePress's `cleanUrls: true` drops the extension.
        let cleanURLs = config.range(of: #"cleanUrls\s*:\s*true"#, options: .regularExpression) != nil
        settings.uglyURLs = !cleanURLs
        // Neither reads Liquid: a tag a page kept from a Hexo or Jekyll past was text there.
        settings.liquidOff = true

        let pages = walkFiles(in: folder.appending(path: pagesFolder.isEmpty ? "." : pagesFolder), shownAs: pagesFolder, siteRoot: folder).files
            .filter { PageFileName.isMarkdown($0.relativePath) && !$0.relativePath.split(separator: "/").contains { $0.hasPrefix(".") || $0 == "node_modules" } }
        // The folders a link may name without its index (`/dev/mod` for `dev/mod/index.md`).
        let indexFolders = Set(pages.map(\.relativePath).filter { $0.hasSuffix("/index.md") || $0.hasSuffix("/README.md") }.map {
            String($0.split(separator: "/").dropLast().joined(separator: "/"))
        })
        settings.menu = navigation(in: config, uglyURLs: settings.uglyURLs, folders: indexFolders)
        // The folders of dated pages, two or more (`posts/`, or a blog's category folders): the posts.
        let byFolder = Dictionary(grouping: pages) { String($0.relativePath.split(separator: "/").first ?? "") }
        settings.postsFolders = byFolder.filter { name, files in
            files.count >= 2 && files.contains { $0.relativePath.contains("/") } && !PageFileName.isMarkdown(name)
                && datedShare(of: files) >= 0.5
        }.keys.sorted()
        if settings.postsFolders == ["posts"] { settings.postsFolders = [] }

        var written: [(path: String, text: String)] = []
        // VuePress reads a folder's `README.md` as its index; VitePress only `index.md`.
        let indexNames = generator == .vuepress ? ["README.md", "index.md"] : ["index.md"]
        let homePage = indexNames.first { name in pages.contains { $0.relativePath == name } }
        if let homePage, let home = readFile(atPath: folder.appending(path: (pagesFolder.isEmpty ? "" : pagesFolder + "/") + homePage).path) {
            written.append(("content/index.md", homeText(String(decoding: home, as: UTF8.self), uglyURLs: settings.uglyURLs, folders: indexFolders)))
        }
        // The folders whose index has other pages beside it: a section (a folder of pages alone is a page with its pictures).
        let pagesByFolder = Dictionary(grouping: pages.map(\.relativePath)) { $0.split(separator: "/").dropLast().joined(separator: "/") }
        let sections = Set(pagesByFolder.filter { $0.value.count > 1 }.keys)
        let readmeIndexes = generator == .vitepress ? [] : Set(pagesByFolder.filter { _, names in
            names.contains { $0.hasSuffix("README.md") } && !names.contains { $0.hasSuffix("/index.md") || $0 == "index.md" }
        }.keys)
        let postsFolders = settings.postsFolders
        /// Where a file below the pages' folder goes.
        @Sendable func place(_ rest: String) -> OldSite.Placement {
            // VuePress publishes `.vuepress/public/` as it is, at the site's root.
            if let file = rest.below(".vuepress/public") { return .copy(to: "static/" + file) }
            let parts = rest.split(separator: "/")
            guard let first = parts.first, !parts.contains(where: { $0.hasPrefix(".") || $0 == "node_modules" }) else { return .stays }
            if rest == homePage { return .stays }
            // `public/` is published as it is, at the site's root.
            if first == "public", parts.count > 1 { return .copy(to: "static/" + parts.dropFirst().joined(separator: "/")) }
            if ImportedCollection.isScriptOrStyle(rest) || (pagesFolder.isEmpty && parts.count == 1 && !PageFileName.isMarkdown(rest)) { return .stays }
            // A folder's `index.md` (VuePress's `README.md`) is its section's page, with the pages beside it listed.
            let folder = parts.dropLast().joined(separator: "/")
            let isIndex = parts.last == "index.md" || parts.last == "README.md" && readmeIndexes.contains(folder)
            if parts.count > 1, isIndex, sections.contains(folder) || !postsFolders.contains(String(first)) {
                return .copy(to: "content/" + folder + "/_index.md")
            }
            return .copy(to: "content/" + rest)
        }
        // Vue's blocks in a page (`<script setup>`, `<style scoped>`) and its components (`<Boxx/>`,
        // `<AutoCatalog />` on lines of their own) run only in the old theme: left out.
        var rewritten: Set<String> = []
        for page in pages where page.relativePath != homePage {
            guard let data = readFile(atPath: page.absolutePath), case .copy(let target) = place(page.relativePath) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard text.contains("<script") || text.contains("<style") || text.contains("/>"), let kept = withoutVueBlocks(text) else { continue }
            rewritten.insert(page.relativePath)
            written.append((target, kept))
        }
        var leftOut = ["\(configFolder.isEmpty ? "" : configFolder + "/")\(own)/\(generator == .vuepress ? " but its public/" : "") (the old theme, its components and the configuration's plugins: the default theme draws the pages, the lists and the menu)"]
        if hostToName, let address = settings.baseURL {
            leftOut.append("the site's host, which the configuration does not name: base_url is \(address), keeping the pages' base: path; write the site's own address there")
        }
        if config.contains("sidebar") { leftOut.append("the sidebar (site has none: the menu in site.yml and each section's list of pages lead to the pages)") }
        if config.contains("locales") { leftOut.append("locales: (the translations: copy each into content/ as about.fr.md beside about.md)") }
        let neverCopied = rewritten
        var site = OldSite(
            generator: generator, configFiles: [configName], settings: settings,
            destination: { path in
                guard let rest = pagesFolder.isEmpty ? path : path.below(pagesFolder), !neverCopied.contains(rest) else { return .stays }
                return place(rest)
            },
            leftOut: leftOut)
        site.written = written
        // The pages' folder (VitePress's cache and output are below its dot folder, never walked), and
        // VuePress's public files below its dot folder, which a walk passes by.
        let vuepressPublic = (configFolder.isEmpty ? "" : configFolder + "/") + ".vuepress/public"
        site.walkedFolders = [pagesFolder] + (generator == .vuepress && isFolder(vuepressPublic, in: folder) ? [vuepressPublic] : [])
        if homePage != nil { site.translated.append("\(homePage ?? "index.md"), the home page's hero and features, as content/index.md: the home page's text above the posts") }
        if !rewritten.isEmpty {
            site.translated.append("\(rewritten.count) \(rewritten.count == 1 ? "page" : "pages") without \(rewritten.count == 1 ? "its" : "their") Vue blocks and components (<script setup>, <style scoped>, <AutoCatalog />), which ran in the old theme only")
        }
        return site
    }

    /// A page's text without Vue's blocks (`<script setup>`, `<script lang="ts" setup>`, `<style
    /// scoped>`, `<style module>`) and components (`<Boxx/>`, `<WordCloud type="content" />`) on
    /// lines of their own, outside code blocks; nil when it has none.
    static func withoutVueBlocks(_ text: String) -> String? {
        var lines: [Substring] = []
        var closing: String?
        var removed = false
        // The lines of fenced code blocks are code, kept as they are.
        let code = fencedCodeRanges(in: Array(text.utf8))
        var offset = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += line.utf8.count + 1 }
            if closing == nil, code.contains(where: { $0.contains(offset) }) {
                lines.append(line)
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let end = closing {
                if trimmed.hasPrefix(end) || trimmed.hasSuffix(end) { closing = nil }
                continue
            }
            // A component drawn by the old theme alone: a capitalized tag that closes itself.
            if trimmed.range(of: #"^<[A-Z][A-Za-z0-9]*(\s[^<>]*)?/>$"#, options: .regularExpression) != nil {
                removed = true
                continue
            }
            let isScript = trimmed.hasPrefix("<script") && trimmed.range(of: #"^<script\b[^>]*\bsetup\b"#, options: .regularExpression) != nil
            let isStyle = trimmed.range(of: #"^<style\b[^>]*\b(scoped|module)\b"#, options: .regularExpression) != nil
            guard isScript || isStyle else {
                lines.append(line)
                continue
            }
            removed = true
            let end = isScript ? "</script>" : "</style>"
            if !trimmed.hasSuffix(end) { closing = end }
        }
        return removed ? lines.joined(separator: "\n") : nil
    }

    /// The navigation's links (`nav: [{ text: 'Guide', link: '/guide/' }]`, VuePress's `navbar:`),
    /// in order, at the addresses the build gives their pages (`/guide/index` → `/guide/`,
    /// `/about` → `/about.html` when pages are at their names); a group's items (`items: […]`,
    /// `children: […]`) are left to its pages.
    static func navigation(in config: String, uglyURLs: Bool, folders: Set<String> = []) -> [(name: String, url: String)] {
        guard let start = config.range(of: #"\b(nav|navbar)\s*:\s*\["#, options: .regularExpression) else { return [] }
        // The list's own objects, each without the lists inside it.
        var objects: [String] = []
        var depth = 0
        var current = ""
        scan: for character in config[start.upperBound...] {
            switch character {
            case "[", "{":
                depth += 1
                if depth == 1, character == "{" { current = ""; continue scan }
            case "]", "}":
                if depth == 0 { break scan }
                depth -= 1
                if depth == 0, character == "}" { objects.append(current); continue scan }
            default: break
            }
            if depth == 1 { current.append(character) }
        }
        return objects.compactMap { object in
            guard let text = ScriptValues.string(ofKeys: ["text"], in: object), let link = ScriptValues.string(ofKeys: ["link"], in: object) else { return nil }
            return (text, address(of: link, uglyURLs: uglyURLs, folders: folders))
        }
    }

    /// The address the build gives the page a VitePress link names (`/guide/index`, `/about`,
    /// `/about.md`, or `/guide` when `folders` holds `guide`, a folder with an index); an address
    /// elsewhere as it is.
    static func address(of link: String, uglyURLs: Bool, folders: Set<String> = []) -> String {
        guard link.hasPrefix("/"), !link.hasPrefix("//") else { return link }
        var path = link
        var fragment = ""
        if let hash = path.firstIndex(of: "#") { (path, fragment) = (String(path[..<hash]), String(path[hash...])) }
        for suffix in [".md", ".html"] where path.hasSuffix(suffix) { path.removeLast(suffix.count) }
        for index in ["/index", "/README"] where path.hasSuffix(index) { path.removeLast(index.count - 1) }
        if !path.hasSuffix("/"), folders.contains(String(path.dropFirst())) { path += "/" }
        if !path.hasSuffix("/") { path += uglyURLs ? ".html" : "/" }
        return path + fragment
    }

    /// The share of the files whose front matter dates them (`date:`), as posts are.
    static func datedShare(of files: [WalkedFile]) -> Double {
        let dated = files.filter { file in
            frontMatterAndBody(ofFileAt: file.absolutePath).frontMatter?["date"]?.text.map { $0.contains(where: \.isNumber) } == true
        }
        return Double(dated.count) / Double(max(files.count, 1))
    }

    /// The home page's text: its hero (VitePress's `hero: {name, text, tagline, image, actions}`,
    /// VuePress's `heroText`, `tagline`, `heroImage` and `actions` beside `home: true`) and its
    /// `features` written as Markdown before its own text, its front matter's title and description
    /// kept; the default theme's home page is the home page.
    static func homeText(_ page: String, uglyURLs: Bool, folders: Set<String> = []) -> String {
        let (frontMatter, body) = frontMatterAndBody(of: page)
        // Its title and description; the rest (`layout`, `sidebar`, `lastUpdated`) told the old theme how to draw it.
        let kept = (frontMatter?.mappingEntries ?? []).compactMap { key, _, value in
            ["title", "description"].contains(key) ? value.text.map { "\(key): \($0.yamlQuoted)" } : nil
        }
        let hero = frontMatter?["hero"]
        var lines: [String] = []
        let heading = [hero?["name"]?.text ?? frontMatter?["heroText"]?.text, hero?["text"]?.text].compactMap { $0?.trimmingSpaces() }.filter { !$0.isEmpty }
        if !heading.isEmpty { lines.append("**" + heading.map { $0.replacingOccurrences(of: "\n", with: " ").markdownEscaped }.joined(separator: ": ") + "**\n") }
        // Its picture (`image: {src, alt}`, or the address alone), from `public/`, where the site's root is;
        // as small as the hero drew it, not the column's width.
        let image = hero?["image"]
        if let source = image?["src"]?.text ?? image?.text ?? frontMatter?["heroImage"]?.text {
            let alt = image?["alt"]?.text ?? frontMatter?["heroAlt"]?.text ?? ""
            lines.append("<img src=\"\(source.htmlEscaped)\" alt=\"\(alt.htmlEscaped)\" width=\"240\">\n")
        }
        if let tagline = (hero?["tagline"] ?? frontMatter?["tagline"])?.text?.trimmingSpaces(), !tagline.isEmpty {
            lines.append(tagline.split(separator: "\n").map { String($0).markdownEscaped }.joined(separator: "  \n") + "\n")
        }
        var links: [String] = []
        if case .sequence(let actions)? = (hero?["actions"] ?? frontMatter?["actions"])?.value {
            links = actions.compactMap { action in
                guard let text = action["text"]?.text, let link = action["link"]?.text else { return nil }
                return "- [\(text.markdownEscaped)](<\(address(of: link, uglyURLs: uglyURLs, folders: folders))>)"
            }
        } else if let text = frontMatter?["actionText"]?.text, let link = frontMatter?["actionLink"]?.text {
            links = ["- [\(text.markdownEscaped)](<\(address(of: link, uglyURLs: uglyURLs, folders: folders))>)"]
        }
        if !links.isEmpty { lines.append(links.joined(separator: "\n") + "\n") }
        if case .sequence(let features)? = frontMatter?["features"]?.value {
            let items = features.compactMap { feature -> String? in
                guard let title = feature["title"]?.text else { return nil }
                let details = feature["details"]?.text.map { ": " + $0.markdownEscaped } ?? ""
                // A feature with a `link` leads there by its title.
                let name = feature["link"]?.text.map { "[**\(title.markdownEscaped)**](<\(address(of: $0, uglyURLs: uglyURLs, folders: folders))>)" }
                    ?? "**\(title.markdownEscaped)**"
                // Another bullet than the actions' starts a list of its own.
                return "* \(name)\(details)"
            }
            if !items.isEmpty { lines.append(items.joined(separator: "\n") + "\n") }
        }
        let head = kept.isEmpty ? "" : "---\n" + kept.joined(separator: "\n") + "\n---\n\n"
        let text = body.drop { $0 == "\n" || $0 == "\r" }
        return head + lines.joined(separator: "\n") + (text.trimmingSpaces().isEmpty ? "" : (lines.isEmpty ? "" : "\n") + text)
    }
}
