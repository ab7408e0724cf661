/// Where each non-Markdown file of `content/` goes in the site, so relative links from its page work.
///
/// - A file inside a page bundle (a folder with `index.md`) goes into that page's folder, and
///   into its translations' (`index.ca.md`).
/// - A file a page links by a path from the page's own folder, as GitHub and Obsidian read it
///   (`photo.jpg` beside the post, `img/chart.png` below it), or from a folder of the page's name
///   beside it (Hexo's post asset folder: `trip/map.png` beside `trip.md`, linked as `map.png`),
///   goes to that path below the page's address, once for each page that links it; so does a file a page of its folder names
///   anywhere else (a `srcset`, a `poster`), which also keeps its own path.
/// - Any other file keeps its path below `content/` (`images/logo.png`).
/// A page whose address is a file (`permalink: 404.html`) has the folder it is in.
func placements(of files: [ContentFile], pages: [Page]) -> [(file: ContentFile, path: String)] {
    let bundles = pages.filter { $0.source.stem == "index" && !$0.source.folder.isEmpty }
        .sorted { $0.source.folder.count > $1.source.folder.count }
    let bundlePages = Dictionary(grouping: bundles, by: \.source.folder)
    // A page links a file by a path inside its own folder: only pages in a folder that holds files, or above one, are read.
    var holdingFiles = Set<String>()
    for file in files {
        var folder = Substring(file.folder)
        while holdingFiles.insert(String(folder)).inserted, !folder.isEmpty {
            folder = folder.utf8.lastIndex(of: UInt8(ascii: "/")).map { folder[..<$0] } ?? ""
        }
    }
    let linked = relativeLinks(of: pages, inFolders: holdingFiles)
    var pagesByFolder: [String: [Page]] = [:]
    for page in pages { pagesByFolder[page.source.folder, default: []].append(page) }
    var result: [(file: ContentFile, path: String)] = []
    for file in files {
        if let bundle = bundles.first(where: { file.relativePath.hasPrefix($0.source.folder + "/") }) {
            // Beside the bundle's page in each of its languages (`index.md`, `index.ca.md`), whose text links it alike.
            let inside = file.relativePath.dropFirst(bundle.source.folder.count + 1)
            var places: Set<String> = []
            for page in bundlePages[bundle.source.folder] ?? [] {
                let path = outputFolderAndName(page.sitePath).folder + inside
                if places.insert(path).inserted { result.append((file, path)) }
            }
            continue
        }
        if let linking = linked[file.relativePath] {
            // Once per place: two pages of one folder at `NAME.html` (`ugly_urls`) link it to the same one.
            var places: Set<String> = []
            for (page, written) in linking {
                let path = outputFolderAndName(pages[page].sitePath).folder + written
                if places.insert(path).inserted { result.append((file, path)) }
            }
            continue
        }
        // Named anywhere else in a page of its folder (a `srcset`, a video's `poster`, a style's `url()`).
        let name = String(file.name)
        // Compared byte for byte: Foundation's `contains` took 0.8 s for one file beside 4,200 pages.
        let naming = (pagesByFolder[file.folder] ?? []).filter { $0.html.utf8Offset(of: name) != nil }
        if naming.isEmpty {
            result.append((file, file.relativePath))
        } else {
            // At its own path too: the name may be a link from the site's root (`/photo.png`, as a
            // Zola blog with its pictures at the top of content/ links them).
            var places: Set<String> = [file.relativePath]
            result.append((file, file.relativePath))
            for page in naming {
                let path = outputFolderAndName(page.sitePath).folder + name
                if places.insert(path).inserted { result.append((file, path)) }
            }
        }
    }
    return result
}

/// For each file below `content/` that a page links by a path inside its own folder (`src="img/a.png"`
/// from `content/posts/x.md` names `posts/img/a.png`), the pages that link it and the path as they write it.
/// The HTML of each page in one of `folders` is read once, for the values of its `src` and `href` attributes.
private func relativeLinks(of pages: [Page], inFolders folders: Set<String>) -> [String: [(page: Int, written: String)]] {
    // Each page's links read on every core (a blog of 7,000 posts has some 200,000 of them), by
    // index: a copy of each page would retain every one of its fields.
    let writtenByPage: [[String]] = Array(pages.indices).parallelMap { index in
        guard folders.contains(pages[index].source.folder) else { return [] }
        var seen = Set<String>()
        return attributeValues(in: pages[index].html).compactMap { value in
            guard let written = relativePath(value), seen.insert(written).inserted else { return nil }
            return written
        }
    }
    var linked: [String: [(page: Int, written: String)]] = [:]
    for (index, links) in writtenByPage.enumerated() {
        let folder = pages[index].source.folder
        let inFolder = folder.isEmpty ? "" : folder + "/"
        // Hexo's post asset folder: `_posts/trip.md` shows `map.png` of `_posts/trip/`, as Typora's `./${filename}/` keeps them.
        let assetFolder = pages[index].source.stem == "index" ? nil : inFolder + pages[index].source.stem + "/"
        for written in links {
            linked[inFolder + written, default: []].append((index, written))
            if let assetFolder { linked[assetFolder + written, default: []].append((index, written)) }
        }
    }
    return linked
}

/// A link's path when it stays inside the page's folder: no scheme, no leading `/`, no `..`,
/// query and fragment dropped, percent escapes decoded (`my%20chart.png` names `my chart.png`).
private func relativePath(_ value: String) -> String? {
    guard let first = value.utf8.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "#"), first != UInt8(ascii: "?"),
        !value.utf8.contains(UInt8(ascii: ":"))
    else { return nil }
    var path = Substring(value)
    if let end = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = path[..<end] }
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
        if part == "." { continue }
        if part == ".." { return nil }
        parts.append(part)
    }
    guard !parts.isEmpty else { return nil }
    let joined = parts.joined(separator: "/")
    return joined.contains("%") ? (joined.removingPercentEncoding ?? joined) : joined
}

/// The values of the `src="…"` and `href="…"` attributes in `html` (either quote), `&amp;` unescaped.
private func attributeValues(in html: String) -> [String] {
    var html = html
    return html.withUTF8 { bytes in
        var values: [String] = []
        var index = 4
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "=") else { continue }
            let isSource = bytes[index - 3] == UInt8(ascii: "s") && bytes[index - 2] == UInt8(ascii: "r") && bytes[index - 1] == UInt8(ascii: "c")
            let isReference = bytes[index - 4] == UInt8(ascii: "h") && bytes[index - 3] == UInt8(ascii: "r") && bytes[index - 2] == UInt8(ascii: "e")
                && bytes[index - 1] == UInt8(ascii: "f")
            let quote = bytes[index + 1]
            guard isSource || isReference, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
            var end = index + 2
            while end < bytes.count, bytes[end] != quote { end += 1 }
            guard end < bytes.count else { break }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end]), as: UTF8.self)
            values.append(value.utf8Offset(of: "&amp;") != nil ? value.replacingOccurrences(of: "&amp;", with: "&") : value)
            index = end
        }
        return values
    }
}
