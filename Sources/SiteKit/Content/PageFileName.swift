/// Which files are pages, by their names' extensions: one list for the build, the importers,
/// links between pages and the menu.
enum PageFileName {
    /// Markdown, as Jekyll's `markdown_ext`, Pelican and Hugo name it.
    static let markdownExtensions: Set<String> = ["md", "markdown", "mdown", "mkdown", "mkd", "mkdn"]
    /// R Markdown's and Quarto's: Markdown whose code chunks show as code.
    static let codeDocumentExtensions: Set<String> = ["qmd", "rmd", "rmarkdown"]
    /// MDX's (Astro's, Docusaurus's): Markdown with JavaScript, read as its Markdown (`MDXSource`).
    static let mdxExtension = "mdx"

    /// A format other generators make pages of that this one does not read: what it is called,
    /// and the name pandoc reads it by (nil for AsciiDoc, which pandoc does not read).
    struct UnreadFormat: Sendable {
        var name: String
        var pandocReader: String?
    }

    /// The unread formats by extension: Hugo's Org, AsciiDoc, reStructuredText and Pandoc; Jekyll's Textile.
    static let unreadDocumentFormats: [String: UnreadFormat] = [
        "org": .init(name: "Org", pandocReader: "org"), "adoc": .init(name: "AsciiDoc"), "asciidoc": .init(name: "AsciiDoc"),
        "ad": .init(name: "AsciiDoc"), "rst": .init(name: "reStructuredText", pandocReader: "rst"),
        "pandoc": .init(name: "Pandoc Markdown", pandocReader: "markdown"), "pdc": .init(name: "Pandoc Markdown", pandocReader: "markdown"),
        "textile": .init(name: "Textile", pandocReader: "textile"),
    ]

    /// The extension of a name or path, lowercased (`a/Post.MD` → `md`), or "" when it has none.
    static func pathExtension(of name: some StringProtocol) -> String {
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Markdown in any of its names (`post.md`, `a.MARKDOWN`, `notes.mkd`), without R Markdown and Quarto.
    static func isPlainMarkdown(_ name: some StringProtocol) -> Bool { markdownExtensions.contains(pathExtension(of: name)) }

    /// Markdown, R Markdown, Quarto or MDX: a page wherever it is below `content/`.
    static func isMarkdown(_ name: some StringProtocol) -> Bool {
        let ending = pathExtension(of: name)
        return markdownExtensions.contains(ending) || codeDocumentExtensions.contains(ending) || ending == mdxExtension
    }
}
