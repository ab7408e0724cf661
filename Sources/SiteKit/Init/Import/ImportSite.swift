import Diagnostics
import Foundation

/// What `site init DIR --from OLD` did: the generator it found, the settings it carried into
/// `site.yml`, the files it copied by the folder they went to, and what stayed behind.
public struct ImportReport: Sendable {
    public var generator: String
    public var configFiles: [String]
    public var settings: [String]
    /// Settings told from the pages where the old configuration had none, one sentence each.
    public var toldFromPages: [String] = []
    /// Files copied, by the new site's folder they went into (`content`, `static`, `_freeze`).
    public var copied: [(folder: String, count: Int)]
    public var leftOut: [String]
    /// What was written from the old site's own templates (its shortcodes), one sentence each.
    public var translated: [String] = []
    /// Problems met on the way (a link out of the old site, a setting site.yml cannot take), as warnings.
    public var diagnostics: [Diagnostic]
}

/// Creates a new site in `folder` from the Hugo, Jekyll, Zola, Hexo, Quarto, Distill, R Markdown, Eleventy, Astro, Docusaurus, Gatsby, Next.js, Pelican, MkDocs, VitePress or VuePress site in `old` (or a WordPress, Ghost, Blogger, Medium or Substack export): `site.yml`
/// with the old configuration's title, address, permalinks, taxonomies and menu; the old site's
/// posts, pages and files where this site reads them; the default theme. The old site is only read.
///
/// The new site is written beside `folder` and moved into place when complete, so a failure
/// leaves no half-made site.
public func initSite(at folder: URL, from old: URL) throws(Diagnostic) -> ImportReport {
    let manager = FileManager.default
    let folder = folder.standardizedFileURL
    var old = old.standardizedFileURL
    // A WordPress or Ghost export (`site init blog --from export.xml`): read from its folder.
    var export: String?
    if !isFolder(".", in: old), ["xml", "json", "atom"].contains(old.pathExtension.lowercased()), FileManager.default.isReadableFile(atPath: old.path) {
        export = old.lastPathComponent
        old = old.deletingLastPathComponent()
    }
    guard isFolder(".", in: old) else { throw .error("\(old.path) is not a folder; name the folder of the Hugo, Jekyll, Zola, Hexo, Quarto, Distill, R Markdown, Eleventy, Astro, Docusaurus, Gatsby, Next.js, Pelican, MkDocs, VitePress or VuePress site, a Medium or Substack export's folder, or a WordPress (.xml), Blogger (.xml, .atom) or Ghost (.json) export") }
    let oldReal = realPath(old.path) ?? old.path
    let newReal = realPath(folder.deletingLastPathComponent().path).map { $0 + "/" + folder.lastPathComponent } ?? folder.path
    // Beside an export is where a new site goes (`~/Downloads/blog` for `~/Downloads/export.xml`): only
    // the uploads or images folder next to it is read, and the new site must be outside that.
    let readFolders = export == nil ? [oldReal] : (WordPressSite.uploadsFolders + GhostSite.imageFolders).map { oldReal + "/" + $0 }
    if readFolders.contains(where: { isInside(newReal, folder: $0) }) {
        throw .error("\(folder.path) is inside the old site \(old.path); make the new site in a folder outside it")
    }
    if manager.fileExists(atPath: folder.path) {
        let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? ["?"]
        guard entries.allSatisfy({ $0.hasPrefix(".") }) else {
            throw .error("\(folder.path) is not empty; name a new or empty folder for the site")
        }
    }
    guard let site = try OldSite.read(old, export: export) else {
        if let export {
            throw .error(
                "\(old.appending(path: export).path) is no WordPress export (an RSS file of WordPress's export namespace), no Blogger export (an Atom feed of Blogger's) and no Ghost export (JSON with \"db\" and \"exported_on\"); export the site from WordPress's Tools → Export, Blogger's Settings → Back up content or Ghost's Settings → Advanced → Export, or name the folder of a Hugo, Jekyll or other site"
            )
        }
        // A repository that keeps its site in a folder of its own (`hugo-files/`, `blog/`): that folder.
        let folders = ((try? manager.contentsOfDirectory(atPath: old.path)) ?? []).sorted().filter { !$0.hasPrefix(".") && isFolder($0, in: old) }
        if let inner = folders.first(where: { (try? OldSite.read(old.appending(path: $0))) != nil }) {
            throw .error("\(old.path) holds no site's configuration, but its folder \(inner)/ does; name that folder: site init \(folder.lastPathComponent) --from \(old.appending(path: inner).path)")
        }
        throw .error(
            "\(old.path) holds no hugo.toml, config.toml, zola.toml, _config.yml, _quarto.yml, _site.yml, eleventy.config.js, astro.config.mjs, docusaurus.config.js, gatsby-config.js, next.config.js, pelicanconf.py, mkdocs.yml, .vitepress/ or .vuepress/ configuration, WordPress, Blogger or Ghost export, Medium or Substack export or _posts folder, so which generator built it is unknown; make a site with site init DIR and copy the posts into its content/posts/"
        )
    }

    let plan = ImportPlan(site, at: old)
    // Written beside the new folder, then moved into place.
    let staging = folder.deletingLastPathComponent().appending(path: ".\(folder.lastPathComponent).importing")
    try? manager.removeItem(at: staging)
    do {
        try plan.write(into: staging, generator: site.generator.rawValue, configFiles: site.configFiles)
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
    let diagnostics = plan.diagnostics + configProblems.map { problem in
        var problem = problem
        problem.message = problem.message.replacingOccurrences(of: "site.yml", with: folder.lastPathComponent + "/site.yml") + " (read from the \(site.generator.rawValue) site)"
        return problem
    }
    return ImportReport(
        generator: site.generator.rawValue, configFiles: site.configFiles, settings: plan.settings.namesFound,
        toldFromPages: plan.settings.toldFromPages, copied: plan.copiedByFolder, leftOut: plan.leftOut(after: site.leftOut), translated: site.translated,
        diagnostics: diagnostics)
}
