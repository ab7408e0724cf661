import Diagnostics
import Foundation

/// Quarto's frozen results: a blog that runs its code once keeps what the code printed and drew in
/// `_freeze/<post path without extension>/`: `execute-results/html.json` holds the post's Markdown
/// with the outputs in it, `figure-html/` the plots it links as `<stem>_files/figure-html/…`. With
/// that folder beside `content/`, a `.qmd` post shows its outputs and plots; without it, its code.
enum QuartoFreeze {
    /// The frozen Markdown of a `.qmd` or `.Rmd` file, or nil when there is none, it cannot be
    /// read, or it lies outside the site (a link out of it).
    static func markdown(for file: ContentFile) -> String? {
        guard file.isCodeDocument, let json = insideSite(folder(of: file) + renderedMarkdown, root: file.siteRootPath),
            let data = readFile(atPath: json),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let result = root["result"] as? [String: Any], let markdown = result["markdown"] as? String
        else { return nil }
        return markdown
    }

    /// The plots Quarto froze for the `.qmd` and `.Rmd` files among `files`, as files of their
    /// posts at the paths the frozen Markdown links (`posts/x/index_files/figure-html/plot-1.png`).
    /// A plot the post's folder holds already (Quarto's output, committed beside the post) is that one.
    static func figures(for files: [ContentFile], root: URL) -> (files: [ContentFile], diagnostics: [Diagnostic]) {
        var figures: [ContentFile] = []
        let present = Set(files.map(\.relativePath))
        var diagnostics: [Diagnostic] = []
        for file in files where file.isCodeDocument {
            let folder = folder(of: file) + "/figure-html"
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let frozenPath = String(folder.dropFirst(file.siteRootPath.count))
            let (found, problems) = walkFiles(in: URL(filePath: folder), shownAs: frozenPath, siteRoot: root)
            diagnostics += problems
            let prefix = (file.folder.isEmpty ? "" : file.folder + "/") + file.fullStem + "_files/figure-html/"
            figures += found.filter { !present.contains(prefix + $0.relativePath) }.map {
                ContentFile(
                    path: frozenPath + "/" + $0.relativePath, relativePath: prefix + $0.relativePath, absolutePath: $0.absolutePath,
                    postsFolder: file.postsFolder)
            }
        }
        return (figures, diagnostics)
    }

    /// Whether a Quarto or R Markdown body has a code cell that is shown and runs
    /// (```` ```{r} ````, `{python}`, `{julia}`), and the front matter does not turn running off
    /// (`eval: false`, as `execute:` or knitr's options write it). A cell that is not run or not
    /// shown (`#| eval: false`, `echo: false`, `include: false`; knitr's `{r, echo=FALSE}`) is none.
    static func holdsCodeToRun(_ body: Substring, frontMatter: Substring?) -> Bool {
        if let frontMatter, frontMatter.contains("eval: false") || frontMatter.contains("eval: no") { return false }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.hasPrefix("```{") {
            let language = line.dropFirst(4).prefix { $0.isLetter }.lowercased()
            guard ["r", "python", "julia"].contains(language) else { continue }
            let header = line.replacingOccurrences(of: " ", with: "").uppercased()
            if ["EVAL=FALSE", "ECHO=FALSE", "INCLUDE=FALSE", "EVAL=F,", "ECHO=F,", "INCLUDE=F,", "EVAL=F}", "ECHO=F}", "INCLUDE=F}"].contains(where: header.contains) { continue }
            let options = lines[(index + 1)...].prefix { $0.hasPrefix("#|") }.map { $0.replacingOccurrences(of: " ", with: "").lowercased() }
            if options.contains(where: { ["#|eval:false", "#|echo:false", "#|include:false"].contains($0) }) { continue }
            return true
        }
        return false
    }

    /// `_freeze/posts/x/index` for `content/posts/x/index.qmd`, as an absolute path.
    private static func folder(of file: ContentFile) -> String {
        file.siteRootPath + freezeFolder(ofStem: (file.folder.isEmpty ? "" : file.folder + "/") + file.fullStem)
    }

    /// Where Quarto froze the render of the file whose path below `content/` without its
    /// extension is `stem` (`posts/x/index`), from the site's folder: `_freeze/posts/x/index`.
    static func freezeFolder(ofStem stem: some StringProtocol) -> String { "_freeze/" + stem }

    /// The frozen Markdown's file in a freeze folder.
    static let renderedMarkdown = "/execute-results/html.json"

    /// The path when it resolves to a place inside the site's folder.
    private static func insideSite(_ path: String, root: String) -> String? {
        guard let real = realPath(path), let site = realPath(root) else { return nil }
        return isInside(real, folder: site) ? real : nil
    }
}

/// The frozen render a page shows instead of the text of `path` (a file below the site's folder,
/// `content/posts/x/index.qmd` → `_freeze/posts/x/index/execute-results/html.json`), or nil when
/// it has none: an edit to such a file changes nothing until Quarto renders it again.
public func frozenRender(shownFor path: String, in root: URL) -> String? {
    guard path.hasPrefix("content/"), PageFileName.codeDocumentExtensions.contains(PageFileName.pathExtension(of: path)),
        let dot = path.lastIndex(of: ".")
    else { return nil }
    let render = QuartoFreeze.freezeFolder(ofStem: path[path.index(path.startIndex, offsetBy: "content/".count)..<dot]) + QuartoFreeze.renderedMarkdown
    return isRegularFile(atPath: root.appending(path: render).path) ? render : nil
}
