import Templates

/// Hugo's inline shortcodes (`{{< css.inline >}}<style>…</style>{{< /css.inline >}}`, which a
/// site's `enableInlineShortcodes` allows): a template a page writes for itself, inside the call,
/// shown where it stands. Its HTML is shown as it is, its Go actions where they say what Mustache
/// can (`GoShortcodeTemplate`).
enum InlineShortcode {
    /// Whether a call names one: `css.inline`.
    static func names(_ name: String) -> Bool { name.hasSuffix(".inline") && name.count > ".inline".count }

    /// What `template` (Go, as written in the page) shows for a call's `context`; the first action
    /// it holds that Mustache cannot say (`{{ if or .Page.Params.math .Site.Params.math }}`) otherwise.
    static func html(of template: String, path: String, context: TemplateObject) -> Result<String, UntranslatableAction> {
        let mustache: String
        switch GoShortcodeTemplate.mustache(from: template) {
        case .success(let text): mustache = text
        case .failure(let unsupported): return .failure(unsupported)
        }
        do {
            let library = try TemplateLibrary(sources: ["inline": (path, mustache)])
            return .success(try library.render("inline", context: .object(context)))
        } catch {
            return .failure(UntranslatableAction(action: error.diagnostics.first?.message ?? "its template"))
        }
    }
}
