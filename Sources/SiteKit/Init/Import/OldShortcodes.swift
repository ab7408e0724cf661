import Foundation

/// The shortcodes of an old site's theme that the default theme lacks: those written as Mustache
/// from their templates (Hugo's Go and Zola's Tera, where the translators can say them), and the others.
struct OldShortcodes {
    init() {}

    /// Each translated shortcode: its name, the old file (from the old site's folder), its template.
    var translated: [(name: String, file: String, template: String)] = []
    /// The names of the others, sorted.
    var untranslated: [String] = []
    /// Those of the others whose template shows the text inside a call as code (Hugo's docs'
    /// `code-toggle`, which highlights it): their stand-ins show it as code too.
    var showingCode: Set<String> = []

    /// The template languages whose shortcodes are written as Mustache where they can be.
    enum Language: String {
        case go = "Go", tera = "Tera", liquid = "Liquid"
    }

    /// The shortcodes in `folders` of the old site (`layouts/shortcodes`); with a `language`,
    /// each `NAME.html` is written as Mustache where it can be. With `only`, just those names are
    /// shortcodes (Jekyll's `_includes/` holds the theme's parts too: those pages call are its shortcodes).
    init(in folder: URL, folders: [String], translating language: Language? = nil, only names: Set<String>? = nil) {
        let theme = defaultThemeNames(in: "shortcodes")
        var files: [String: String] = [:]
        for shortcodes in folders {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: shortcodes).path)) ?? []
            // The site's own first (`layouts/shortcodes`), as Hugo prefers them to its theme's.
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let name = String(entry.prefix { $0 != "." })
                let file = shortcodes + "/" + entry
                // Those the default theme has too (gallery, video), or the build draws (include, toc), are drawn by its own;
                // but not one of the same name that wraps the text inside it where the theme's takes none (a site's own
                // `{{< ref >}}…{{< /ref >}}` box for a slide's references, not Hugo's link to a page).
                if names?.contains(name) ?? true, !ShortcodeEnvironment.drawnWithoutTemplate.contains(name), files[name] == nil,
                    !theme.contains(name) || Self.wrapsInnerText(folder.appending(path: file)) && !Self.themeShowsInnerText(name)
                {
                    files[name] = file
                }
            }
        }
        for (name, file) in files.sorted(by: { $0.key < $1.key }) {
            // Zola's shortcodes may be Markdown (`NAME.md`), read with the page.
            let isMarkdown = language == .tera && file.hasSuffix(".md")
            let data = FileManager.default.contents(atPath: folder.appending(path: file).path)
            guard let language, file.hasSuffix(".html") || file.hasSuffix(".liquid") || isMarkdown, Self.isName(name), let data,
                case .success(let template) = Self.translated(String(decoding: data, as: UTF8.self), from: language, markdown: isMarkdown)
            else {
                untranslated.append(name)
                if let data, Self.showsInnerAsCode(String(decoding: data, as: UTF8.self)) { showingCode.insert(name) }
                continue
            }
            let note = "{{! Written by site init --from from \(file), the old theme's \(language.rawValue) template: check that it draws what that did. }}"
            translated.append((name, file, note + template))
        }
    }

    private static func translated(_ source: String, from language: Language, markdown: Bool) -> Result<String, UntranslatableAction> {
        switch language {
        case .go: GoShortcodeTemplate.mustache(from: source)
        case .tera: TeraShortcodeTemplate.mustache(from: source, markdown: markdown)
        case .liquid: LiquidShortcodeTemplate.mustache(from: source)
        }
    }

    /// Whether an old template shows the text inside a call (Go's `.Inner`, Tera's `body`, Liquid's `include.content`).
    private static func wrapsInnerText(_ file: URL) -> Bool {
        guard let data = readFile(atPath: file.path) else { return false }
        let template = String(decoding: data, as: UTF8.self)
        return template.contains(".Inner") || template.contains("{{ body") || template.contains("{{body") || template.contains("include.content")
    }

    /// Whether the default theme's shortcode `name` shows the text inside a call, itself or through
    /// the partials it includes (`math` shows a formula's through `{{>shortcodes/katex}}`).
    private static func themeShowsInnerText(_ name: String) -> Bool {
        let texts = templateTexts(from: "shortcodes/" + name) { template in
            EmbeddedSite.files.first { $0.path == "themes/default/\(template).mustache" }?.text
        }
        return texts.isEmpty || texts.contains { $0.contains("inner") }
    }

    /// Whether a template highlights the text inside a call, or sets it in `<pre>`: Go's `.Inner`
    /// (Hugo) or Tera's `body` (Zola) with `highlight`, `transform.Highlight` or a `<pre>`.
    static func showsInnerAsCode(_ template: String) -> Bool {
        let readsInner = template.contains(".Inner") || template.contains("body") || template.contains("include.content")
        return readsInner && (template.contains("highlight") || template.contains("Highlight") || template.contains("<pre"))
    }

    /// The files the new theme gets.
    var files: [(path: String, text: String)] {
        translated.map { ("themes/default/shortcodes/\($0.name).mustache", $0.template) }
    }

    /// What the summary says of the translated ones; nil when there are none.
    var note: String? {
        guard !translated.isEmpty else { return nil }
        let names = translated.map(\.name)
        let list = shortList(names, limit: 12)
        return "the old theme's shortcodes \(list), written from their templates as themes/default/shortcodes/NAME.mustache: check that each draws what it did"
    }

    /// A name a shortcode file of the new theme may have (a folder or an odd name stays untranslated).
    private static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
