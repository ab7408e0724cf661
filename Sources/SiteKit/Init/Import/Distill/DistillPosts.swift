import Foundation

/// The posts of a Distill site's collections (`_posts/`, and `_papers/` when `collections:` names
/// it), one folder each: its R Markdown and the render knitted beside it, or a render alone (a post
/// `distill::import_post()` brought from RPubs), with its figures and files. Each becomes the new
/// site's `content/COLLECTION/FOLDER/index.md`: the render's article under what the post says of
/// itself; a post never knitted is its source, its code shown.
struct DistillPosts {
    /// The new site's post files.
    var written: [(path: String, text: String)] = []
    /// Each post's folder (`_posts/2021-01-02-tidy`): the file that is the post, and its render.
    var folders: [String: (document: String, render: String?)] = [:]
    /// The kinds of the widgets left out (`leaflet`), one per widget.
    var widgetsLeftOut: [String] = []
    /// The posts never knitted, by their source's path.
    var unknitted: [String] = []

    init(collections: [String], in folder: URL) {
        for collection in collections {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "_" + collection).path)) ?? []).sorted()
            for name in entries where !name.hasPrefix(".") && !name.hasPrefix("_") && isFolder("_\(collection)/\(name)", in: folder) {
                read(postNamed: name, of: collection, in: folder)
            }
        }
    }

    private mutating func read(postNamed name: String, of collection: String, in folder: URL) {
        let path = "_\(collection)/\(name)"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: path).path)) ?? []).sorted()
        guard let document = Self.document(among: files, named: name) ?? files.first(where: { $0 == "index.html" }) ?? files.first(where: { $0.hasSuffix(".html") })
        else { return }
        let render = firstFile([path + "/" + DistillSite.stem(of: document) + ".html"], in: folder)
        folders[path] = (document, render)
        let target = "content/\(collection)/\(name)/"
        let date = DistillSite.folderDate(name)
        if let render, let data = readFile(atPath: folder.appending(path: render).path), case let html = String(decoding: data, as: UTF8.self),
            let article = DistillArticle.markdown(ofRender: html)
        {
            widgetsLeftOut += article.widgetsLeftOut
            let matter =
                document.hasSuffix(".html")
                ? DistillFrontMatter(render: html, folderDate: date, files: Set(files))
                : DistillFrontMatter(source: frontMatterAndBody(ofFileAt: folder.appending(path: path + "/" + document).path).frontMatter, folderDate: date)
            written.append((target + "index.md", matter.text(contents: article.hadContents) + article.markdown))
        } else if !document.hasSuffix(".html") {
            unknitted.append(path + "/" + document)
            let text = String(decoding: readFile(atPath: folder.appending(path: path + "/" + document).path) ?? Data(), as: UTF8.self)
            let (source, body) = frontMatterAndBody(of: text)
            let fileExtension = document.split(separator: ".").last.map(String.init) ?? "Rmd"
            written.append((target + "index." + fileExtension, DistillFrontMatter(source: source, folderDate: date).text(contents: false) + body))
        }
    }

    /// The post's R Markdown among the files of its folder: the one named as the folder without
    /// its date (`2021-01-02-tidy/tidy.Rmd`), else the first one there.
    private static func document(among files: [String], named name: String) -> String? {
        let documents = files.filter { file in DistillSite.documentExtensions.contains { file.hasSuffix("." + $0) } && !file.hasPrefix("_") && !file.hasPrefix(".") }
        let slug = DistillSite.folderDate(name).map { String(name.dropFirst($0.count + 1)) } ?? name
        return documents.first { DistillSite.stem(of: $0) == slug } ?? documents.first { !$0.hasPrefix("README") } ?? documents.first
    }

    /// Where a file of a post's folder goes (`parts`: its path from the site, `_posts/FOLDER/…`): its
    /// figures and files beside the post; its source, render, knitr's cache, its script libraries
    /// and the R Markdown of examples inside it stay behind.
    func placement(of parts: [String]) -> OldSite.Placement {
        guard parts.count >= 3, let post = folders[parts[0] + "/" + parts[1]] else { return .stays }
        let rest = parts.dropFirst(2).joined(separator: "/")
        let stem = DistillSite.stem(of: post.document)
        let target = OldSite.Placement.copy(to: "content/\(parts[0].dropFirst())/\(parts[1])/\(rest)")
        if rest == post.document || rest == stem + ".html" || rest.hasPrefix(stem + "_cache/") { return .stays }
        if rest.hasPrefix(stem + "_files/") { return rest.contains("/figure-html5/") ? target : .stays }
        if parts.dropFirst(2).contains(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }) { return .stays }
        if DistillSite.documentExtensions.contains(where: { rest.hasSuffix("." + $0) }) || rest.hasSuffix(".qmd") { return .stays }
        return target
    }

    /// What the summary says stayed behind: posts never knitted, widgets left out.
    var leftOut: [String] {
        var sentences: [String] = []
        if !unknitted.isEmpty {
            let one = unknitted.count == 1
            sentences.append(
                "\(unknitted.count) \(one ? "post" : "posts") never knitted (no .html beside the .Rmd), whose code is shown but not what it printed or drew: knit \(one ? "it" : "them") in R and import again (\(unknitted.prefix(3).joined(separator: ", "))\(unknitted.count > 3 ? ", …" : ""))"
            )
        }
        if let widgets = KnittedHTML.leftOutSentence(widgets: widgetsLeftOut) { sentences.append(widgets) }
        return sentences
    }
}
