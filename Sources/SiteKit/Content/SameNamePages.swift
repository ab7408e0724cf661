/// R Markdown (blogdown) and Quarto leave a post's renders side by side: `index.html` or
/// `index.markdown` beside `index.md`, one page in two files of one name. Hugo reads the first
/// by file name and ignores the others, so a moved site shows what it showed before; so does
/// site, and says which files it left out. A source beside its render (`index.Rmd` beside
/// blogdown's `index.html`, `index.Rmarkdown` beside `index.markdown`) gives way to it without a
/// word: Hugo does not read sources, and only the render holds the code's output and plots.
///
/// - Parameters:
///   - files: page files sorted by path, as `discoverContent` returns them.
///   - siteLanguage: `site.yml`'s `language:`, which a file's own language code may repeat.
/// - Returns: the files to read, in the same order, and the paths of the ones left out (not
///   the sources).
func firstOfSameName(_ files: [ContentFile], siteLanguage: String) -> (kept: [ContentFile], leftOut: [String]) {
    var keptIndex: [String: Int] = [:]
    var kept: [ContentFile] = []
    var leftOut: [String] = []
    kept.reserveCapacity(files.count)
    for file in files {
        // A translation (`index.zh-cn.md`) is another page than `index.md`; `index.en.md` in an English site is the same.
        let language = LanguageCode.translation(file.language, site: siteLanguage) ?? ""
        let name = file.folder + "/" + file.stem + "." + language
        guard let index = keptIndex[name] else {
            keptIndex[name] = kept.count
            kept.append(file)
            continue
        }
        switch (kept[index].isCodeDocument, file.isCodeDocument) {
        case (true, false):
            // A render after its source by name (`index.Rmd` sorts before `index.html`): the render is the page.
            kept[index] = file
        case (false, true): break
        default: leftOut.append(file.path)
        }
    }
    return (kept, leftOut)
}

/// An HTML file beside a page of the same name (`index.html` beside `index.md`, a Quarto or
/// R Markdown preview left in the folder) is a render of that page, not a file to publish: it
/// would land where the page goes. Hugo reads the Markdown and leaves the HTML out; so does site.
///
/// - Returns: the other files, in order, and the paths of the renders left out.
/// A name that differs only as an address spells it (`amazon-and-blogger.html` beside
/// `Amazon and Blogger.md`, whose page is written there) is that page's render too.
func withoutRendersOfPages(_ files: [ContentFile], pages: [ContentFile]) -> (kept: [ContentFile], leftOut: [String]) {
    let pageNames = Set(pages.map { $0.folder + "/" + $0.fullStem })
    let pageSlugs = Set(pages.map { $0.folder + "/" + nameSlug($0.fullStem) })
    var kept: [ContentFile] = []
    var leftOut: [String] = []
    kept.reserveCapacity(files.count)
    for file in files {
        if file.isHTML, pageNames.contains(file.folder + "/" + file.fullStem) || pageSlugs.contains(file.folder + "/" + nameSlug(file.fullStem)) {
            leftOut.append(file.path)
        } else {
            kept.append(file)
        }
    }
    return (kept, leftOut)
}
