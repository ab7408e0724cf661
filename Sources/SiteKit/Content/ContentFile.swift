import Diagnostics
import Foundation

/// A file under `content/`, named by its path from the site folder.
struct ContentFile: Sendable, Hashable {
    /// E.g. `content/posts/2026-03-14-spending.md`: how diagnostics name it.
    let path: String
    /// The path below `content/`, e.g. `posts/2026-03-14-spending.md`.
    let relativePath: String
    /// The file's absolute path; a plain string, as making a `URL` per file shows in a profile.
    let absolutePath: String
    /// The folder below `content/` that holds the site's posts (`SiteConfig.postsFolder`), or, with
    /// several, the one this file is in.
    let postsFolder: String
    /// The file name without its extension (`index.zh-cn.md` → `index.zh-cn`). Stored: a build
    /// asks for it (and for `stem`, `language`) about twenty times a file.
    let fullStem: String
    /// The language a translation names before its extension, as Hugo's translations by file
    /// name do (`index.zh-cn.md`, `about.fr.md`), lowercased; nil for any other file.
    let language: String?
    /// The file name without its extension, and without a language code before it
    /// (`index.zh-cn.md` → `index`).
    let stem: String
    /// The name's extension, lowercased (`md`, `html`), or "" for a name without one.
    private let pathExtension: String

    /// - Parameter readsLanguage: whether a language code before the extension makes the file a
    ///   translation; when not, the code is part of the name (`socket.io.md` is about Socket.IO).
    init(path: String, relativePath: String, absolutePath: String, postsFolder: String = "posts", readsLanguage: Bool = true) {
        self.path = path
        self.relativePath = relativePath
        self.absolutePath = absolutePath
        self.postsFolder = postsFolder
        let name = Self.name(of: relativePath)
        // As URL's deletingPathExtension: a leading dot starts a name, not an extension.
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex {
            fullStem = String(name[..<dot])
            pathExtension = name[name.index(after: dot)...].lowercased()
        } else {
            fullStem = String(name)
            pathExtension = name.utf8.contains(UInt8(ascii: ".")) ? name.dropFirst().lowercased() : ""
        }
        let language = readsLanguage ? LanguageCode.suffix(of: fullStem) : nil
        self.language = language
        stem = language.map { [fullStem] in String(fullStem.dropLast($0.count + 1)) } ?? fullStem
    }

    init(path: String, relativePath: String, url: URL, postsFolder: String = "posts") {
        self.init(path: path, relativePath: relativePath, absolutePath: url.path, postsFolder: postsFolder)
    }

    var url: URL { URL(filePath: absolutePath) }
    /// The path of the folder that holds the file, ending in `/`.
    var folderPath: String {
        guard let slash = absolutePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "./" }
        return String(absolutePath[...slash])
    }

    /// The site folder's path (the absolute path less `content/…`), ending in `/`.
    var siteRootPath: String {
        String(absolutePath.dropLast(path.count))
    }

    /// The file name, e.g. `2026-03-14-spending.md`.
    var name: Substring { Self.name(of: relativePath) }

    private static func name(of relativePath: String) -> Substring {
        guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return relativePath[...] }
        return relativePath[relativePath.index(after: slash)...]
    }

    /// Markdown, the Markdown of R Markdown and Quarto (`.Rmd`, `.Rmarkdown`, `.qmd`), whose code chunks show as code, and MDX's.
    var isMarkdown: Bool { PageFileName.markdownExtensions.contains(pathExtension) || isCodeDocument || isMDX }
    /// MDX (`.mdx`): Markdown with JavaScript, read as the Markdown it holds (`MDXSource`).
    var isMDX: Bool { pathExtension == PageFileName.mdxExtension }
    /// Quarto's and R Markdown's files, whose code may have been run (`QuartoFreeze`): sources,
    /// whose render beside them (blogdown's `index.html`, `index.markdown`) shows the code's output.
    var isCodeDocument: Bool { PageFileName.codeDocumentExtensions.contains(pathExtension) }
    /// `.html` or `.htm`: a post when it is in `posts/` and opens with front matter (Jekyll builds
    /// such files through its layouts), a file copied as it is otherwise.
    var isHTML: Bool { pathExtension == "html" || pathExtension == "htm" }
    /// A template, data or settings file of another generator (Eleventy's `index.njk`,
    /// `blog.11tydata.js`, a Liquid or Handlebars layout, Quarto's `_quarto.yml` and
    /// `_extensions/`): it made the old site's pages, which this site's theme now draws, so it
    /// is not published.
    var isTemplateOfAnotherGenerator: Bool {
        ["njk", "liquid", "hbs", "handlebars", "ejs", "pug", "webc"].contains(pathExtension)
            || [".11ty.js", ".11ty.cjs", ".11tydata.js", ".11tydata.cjs", ".11tydata.json"].contains { name.hasSuffix($0) }
            // Quarto's and Jekyll's settings and extensions, which they never publish either.
            || ["_quarto.yml", "_metadata.yml", "_variables.yml", "_brand.yml", "_publish.yml", "_config.yml"].contains(name)
            || (name.hasPrefix("_quarto-") && name.hasSuffix(".yml")) || relativePath.hasPrefix("_extensions/") || relativePath.contains("/_extensions/")
    }
    /// A Jupyter notebook: a post when it is in `posts/` (`Notebook`), a file copied as it is elsewhere (a download).
    var isNotebook: Bool { pathExtension == "ipynb" }
    /// The format of a document other generators make pages of and this one does not read (Org
    /// for `.org`); nil for every other file.
    var unreadFormat: PageFileName.UnreadFormat? { PageFileName.unreadDocumentFormats[pathExtension] }
    /// Posts live in `content/posts/` (or the folder `postsFolder` names); every other Markdown file is a page.
    var isPost: Bool {
        guard !isSectionIndex else { return false }
        // The content folder itself: its Markdown files, but not content/index.md (the home page's place).
        if postsFolder.isEmpty { return !relativePath.utf8.contains(UInt8(ascii: "/")) && isMarkdown && stem != "index" }
        return relativePath.utf8.count > postsFolder.utf8.count + 1 && relativePath.hasPrefix(PostsFolder.prefix(postsFolder))
    }
    /// `_index.md`: a section's own title and text (Hugo's and Zola's way), not a page of it; so
    /// is the posts folder's `index.qmd` or `index.md` (a Quarto blog's listing page, a Jekyll
    /// blog's `blog/index.md`), which is no post.
    var isSectionIndex: Bool {
        stem == "_index" || (stem == "index" && !postsFolder.isEmpty && relativePath.hasPrefix(postsFolder + "/index."))
    }
    /// The folder below `content/`, e.g. `posts` (empty at the top).
    var folder: String {
        guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(relativePath[..<slash])
    }
}

/// Every file under `content/`, sorted by path so builds are deterministic; hidden and backup
/// files are skipped, and links out of the site are errors (see `walkFiles`).
///
/// A language code before a file's extension (`about.fr.md`) makes it a translation when the site
/// names that language (`languages:`, or its own), when some page of the site is in that language
/// beside another version of itself (`trip/index.md` and `trip/index.fr.md`), or when the name is a
/// bundle's or section's (`index.de.md`); else the code is part of the name: `nodejs-socket.io.md`
/// is a post about Socket.IO, not the one page in Ido.
func discoverContent(root: URL, postsFolders: [String] = ["posts"], languages: Set<String> = []) -> (files: [ContentFile], diagnostics: [Diagnostic]) {
    let (found, diagnostics) = walkFiles(in: root.appending(path: "content"), shownAs: "content", siteRoot: root) { name in
        isIgnored(name) || isPartial(name)
    }
    var files = found.map {
        ContentFile(
            path: "content/\($0.relativePath)", relativePath: $0.relativePath, absolutePath: $0.absolutePath,
            postsFolder: PostsFolder.holding($0.relativePath, among: postsFolders))
    }
    var namesInFolders: [String: Int] = [:]
    for file in files { namesInFolders[file.folder + "/" + file.stem, default: 0] += 1 }
    // Languages some page is in beside its own other version: the site's, without a word in site.yml.
    var paired = languages
    for file in files {
        if let language = file.language, namesInFolders[file.folder + "/" + file.stem, default: 0] >= 2 { paired.insert(language) }
    }
    for index in files.indices {
        let file = files[index]
        guard let language = file.language, !paired.contains(language), !paired.contains(LanguageCode.primary(of: language)),
            file.stem != "index", file.stem != "_index"
        else { continue }
        files[index] = ContentFile(
            path: file.path, relativePath: file.relativePath, absolutePath: file.absolutePath, postsFolder: file.postsFolder, readsLanguage: false)
    }
    return (files, diagnostics)
}

/// The files of the site's `static/` folder (Hugo's and Zola's), each published at its path below
/// `static/`: `static/images/a.png` at `/images/a.png`. A site without the folder has none.
func discoverStaticFiles(root: URL) -> (files: [ContentFile], diagnostics: [Diagnostic]) {
    let folder = root.appending(path: "static")
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { return ([], []) }
    let (found, diagnostics) = walkFiles(in: folder, shownAs: "static", siteRoot: root, skipping: isIgnored)
    let files = found.map {
        ContentFile(path: "static/\($0.relativePath)", relativePath: $0.relativePath, absolutePath: $0.absolutePath)
    }
    return (files, diagnostics)
}

/// A Markdown file named with a leading underscore other than `_index` (Quarto's `_footer.qmd`): a
/// part other pages include (`{{< include _footer.qmd >}}`), never a page or a file of the site.
private func isPartial(_ name: String) -> Bool {
    name.hasPrefix("_") && !name.hasPrefix("_index.") && PageFileName.isMarkdown(name)
}

/// Editors leave hidden, backup and lock files next to posts; none of them is content.
private func isIgnored(_ name: String) -> Bool {
    name.hasPrefix(".") || name.hasSuffix("~") || name.hasPrefix("#") || name.hasSuffix(".swp")
}
