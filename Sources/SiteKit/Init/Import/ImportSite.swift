import Diagnostics
import Foundation

/// What `site init DIR --from OLD` did: the generator it found, the settings it carried into
/// `site.yml`, the files it copied by the folder they went to, and what stayed behind.
public struct ImportReport: Sendable {
    public var generator: String
    public var configFiles: [String]
    public var settings: [String]
    /// Files copied, by the new site's folder they went into (`content`, `static`, `_freeze`).
    public var copied: [(folder: String, count: Int)]
    public var leftOut: [String]
    /// Problems met on the way (a link out of the old site, a setting site.yml cannot take), as warnings.
    public var diagnostics: [Diagnostic]
}

/// Creates a new site in `folder` from the Hugo, Jekyll, Zola, Quarto or Eleventy site in `old`: `site.yml`
/// with the old configuration's title, address, permalinks, taxonomies and menu; the old site's
/// posts, pages and files where this site reads them; the default theme. The old site is only read.
///
/// The new site is written beside `folder` and moved into place when complete, so a failure
/// leaves no half-made site.
public func initSite(at folder: URL, from old: URL) throws(Diagnostic) -> ImportReport {
    let manager = FileManager.default
    let folder = folder.standardizedFileURL, old = old.standardizedFileURL
    guard isFolder(".", in: old) else { throw .error("\(old.path) is not a folder; name the folder of the Hugo, Jekyll, Zola, Quarto or Eleventy site") }
    let oldReal = realPath(old.path) ?? old.path
    let newReal = realPath(folder.deletingLastPathComponent().path).map { $0 + "/" + folder.lastPathComponent } ?? folder.path
    if isInside(newReal, folder: oldReal) {
        throw .error("\(folder.path) is inside the old site \(old.path); make the new site in a folder outside it")
    }
    if manager.fileExists(atPath: folder.path) {
        let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? ["?"]
        guard entries.allSatisfy({ $0.hasPrefix(".") }) else {
            throw .error("\(folder.path) is not empty; name a new or empty folder for the site")
        }
    }
    guard let site = try OldSite.read(old) else {
        throw .error(
            "\(old.path) holds no hugo.toml, config.toml, _config.yml, _quarto.yml or eleventy.config.js, so which generator built it is unknown; make a site with site init DIR and copy the posts into its content/posts/"
        )
    }

    // Every file of the old site and where it goes.
    let walked = walkFiles(in: old, shownAs: old.path, siteRoot: old) { name in
        name.hasPrefix(".") || site.neverWalked.contains(name)
    }
    var diagnostics = walked.diagnostics.map { Diagnostic.warning($0.message + " (not copied)", at: $0.location) }
    var copies: [(from: String, to: String)] = []
    var copiedFrom: [String: String] = [:]
    var listPages: [String] = []
    var settings = site.settings
    for file in walked.files {
        let target: String
        switch site.destination(file.relativePath) {
        case .stays: continue
        case .listPage(let permalink, let listsAt):
            listPages.append(file.relativePath)
            // The old menu's link to an archive page goes to the list that takes its place.
            if let permalink {
                settings.menu = settings.menu.map { link in
                    link.url.trimmingCharacters(in: ["/"]) == permalink.trimmingCharacters(in: ["/"]) ? (link.name, listsAt) : link
                }
            }
            continue
        case .copy(let path): target = path
        }
        // Jekyll's `_pages/about.md` and `about.md` would both be content/about.md: the first stays.
        if let first = copiedFrom[target] {
            diagnostics.append(.warning("\(file.relativePath) is not copied: \(first) went to \(target) already; copy it by hand under another name if both are wanted"))
            continue
        }
        copiedFrom[target] = file.relativePath
        copies.append((file.absolutePath, target))
    }

    let layouts = OldLayouts.named(byPagesAt: copies.filter { $0.to.hasPrefix("content/") }.map(\.from))

    // Written beside the new folder, then moved into place.
    let staging = folder.deletingLastPathComponent().appending(path: ".\(folder.lastPathComponent).importing")
    try? manager.removeItem(at: staging)
    do {
        for file in EmbeddedSite.files where !file.path.hasPrefix("content/") && file.path != "site.yml" {
            try write(file.contents, to: staging.appending(path: file.path))
        }
        for name in layouts {
            let layout = OldLayouts.standIn(for: name)
            try write(Data(layout.text.utf8), to: staging.appending(path: layout.path))
        }
        try write(Data(settings.siteYAML(generator: site.generator.rawValue, configFiles: site.configFiles).utf8), to: staging.appending(path: "site.yml"))
        try manager.createDirectory(at: staging.appending(path: "content"), withIntermediateDirectories: true)
        for copy in copies {
            let target = staging.appending(path: copy.to)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(atPath: copy.from, toPath: target.path)
        }
        if manager.fileExists(atPath: folder.path) {
            // An empty folder stays (a shell may be in it, as after `site init . --from ../old`); the site moves into it.
            for entry in try manager.contentsOfDirectory(atPath: staging.path) {
                try manager.moveItem(at: staging.appending(path: entry), to: folder.appending(path: entry))
            }
            try manager.removeItem(at: staging)
        } else {
            try manager.moveItem(at: staging, to: folder)
        }
    } catch {
        try? manager.removeItem(at: staging)
        throw .error("cannot write the new site at \(folder.path): \(error.localizedDescription); check the folder's permissions and free space")
    }

    // site.yml read back as a build reads it: a setting it cannot take is said now, not at the first build.
    let (_, configProblems) = loadConfig(root: folder, baseURLOverride: nil)
    diagnostics += configProblems.map { problem in
        var problem = problem
        problem.message = problem.message.replacingOccurrences(of: "site.yml", with: folder.lastPathComponent + "/site.yml") + " (read from the \(site.generator.rawValue) site)"
        return problem
    }

    var leftOut = site.leftOut
    if !layouts.isEmpty {
        let files = layouts.map { "layouts/\($0).mustache" }
        leftOut.append(
            "the look of the old theme's layouts \(layouts.joined(separator: ", ")), which pages name: \(files.joined(separator: ", ")) in the new theme draw\(files.count == 1 ? "s" : "") them as it draws posts and pages; edit \(files.count == 1 ? "it" : "those") to give them a look of their own")
    }
    if !listPages.isEmpty {
        let names = listPages.prefix(4).joined(separator: ", ") + (listPages.count > 4 ? " and \(listPages.count - 4) more" : "")
        leftOut.append("the old theme's list pages \(names): the default theme writes its own lists at /, /posts/ and /tags/")
    }
    var counts: [String: Int] = [:]
    for copy in copies { counts[String(copy.to.prefix { $0 != "/" }), default: 0] += 1 }
    return ImportReport(
        generator: site.generator.rawValue, configFiles: site.configFiles, settings: settings.namesFound,
        copied: counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, leftOut: leftOut, diagnostics: diagnostics)
}

private func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
}
