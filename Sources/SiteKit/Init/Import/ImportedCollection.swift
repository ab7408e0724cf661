import Foundation

/// A folder of Markdown that a script-configured generator (Astro, Gatsby, Next.js) reads as one
/// collection: its documents, and whether they are posts.
enum ImportedCollection {
    /// The Markdown and MDX files in `folder` (from the site's folder), but those the generator
    /// skips (`_draft.md`, `_partials/`).
    static func documents(in folder: String, siteFolder: URL) -> [WalkedFile] {
        walkFiles(in: siteFolder.appending(path: folder), shownAs: folder, siteRoot: siteFolder).files.filter { file in
            (PageFileName.isPlainMarkdown(file.relativePath) || file.relativePath.hasSuffix(".mdx"))
                && !file.relativePath.split(separator: "/").contains { $0.hasPrefix("_") }
        }
    }

    /// Whether the documents have dates, as posts do (`date`, `pubDate`, `published`): one of the first twenty.
    static func isDated(_ documents: [WalkedFile]) -> Bool {
        let dateKeys: Set = ["date", "pubdate", "pubdatetime", "publishdate", "published", "publish_date", "publishedat", "published_at", "datecreated", "date_created", "createdat", "created_at", "postdate", "post_date"]
        return documents.prefix(20).contains { file in
            let entries = frontMatterAndBody(ofFileAt: file.absolutePath).frontMatter?.mappingEntries ?? []
            return entries.contains { dateKeys.contains($0.key.lowercased()) && $0.value.text.map { $0.contains(where: \.isNumber) } == true }
        }
    }

    /// A script, style or component of the old theme kept beside the content.
    static func isScriptOrStyle(_ path: String) -> Bool {
        [".ts", ".js", ".mjs", ".cjs", ".astro", ".css", ".scss", ".svelte", ".vue", ".tsx", ".jsx"].contains { path.hasSuffix($0) }
    }

    /// A Markdown page of the site's `src/pages/` (`about.md`, below that folder), at its path: the
    /// home page's place is the default theme's list, and a partial (`_draft.md`) or a route's
    /// template (`[slug].md`) stays behind.
    static func sourcePage(_ rest: String) -> OldSite.Placement {
        if rest.split(separator: "/").contains(where: { $0.hasPrefix("_") || $0.hasPrefix("[") }) { return .stays }
        if rest.hasPrefix("index.") { return .listPage(permalink: "/", listsAt: "/") }
        return .copy(to: "content/" + rest)
    }
}
