import Foundation
import SiteKit

/// `site init DIR [--from OLD]`
func runInit(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
    let old = try arguments.option("--from")
    let folders = try arguments.positionals(known: ["--from"])
    guard folders.count == 1, let name = folders.first else {
        throw UsageError(
            folders.isEmpty
                ? "name the folder for the new site: site init DIR" : "site init takes one folder, got \(folders.count)"
        )
    }
    let folder = URL(filePath: name, directoryHint: .isDirectory, relativeTo: currentFolder()).absoluteURL
    if let old {
        return runImport(into: folder, named: name, from: URL(filePath: old, directoryHint: .isDirectory, relativeTo: currentFolder()).absoluteURL)
    }
    do {
        let files = try initSite(at: folder)
        Terminal.output(
            "Created a site in \(displayPath(folder)) (\(plural(files.count, "file"))). Next: cd \(name) && site serve\n"
        )
        return 0
    } catch {
        Terminal.report([error])
        return 1
    }
}

/// `site init DIR --from OLD`: a new site made of an old one.
private func runImport(into folder: URL, named name: String, from old: URL) -> Int32 {
    do {
        let report = try initSite(at: folder, from: old)
        Terminal.report(report.diagnostics)
        var lines = ["Created a site in \(displayPath(folder)) from the \(report.generator) site in \(displayPath(old))."]
        let settings = report.settings.isEmpty ? "no settings" : report.settings.joined(separator: ", ")
        // Without a configuration file (Hexo's source folder alone), the settings are the generator's defaults.
        let origin = report.configFiles.isEmpty ? "\(report.generator)'s defaults, as the old site has no configuration file" : report.configFiles.joined(separator: ", ")
        lines.append("  site.yml: \(settings) from \(origin).")
        for note in report.toldFromPages { lines.append("  Told from the pages: \(note).") }
        let copied = report.copied.map { "\($0.folder)/ \($0.count)" }.joined(separator: ", ")
        let count = report.copied.reduce(0) { $0 + $1.count }
        // A WordPress export's posts are written, not copied: "Copied 0 files" would say nothing came.
        if count > 0 || report.translated.isEmpty { lines.append("  Copied \(plural(count, "file"))\(copied.isEmpty ? "" : " (\(copied))").") }
        for note in report.translated { lines.append("  Translated: \(note).") }
        for note in report.leftOut { lines.append("  Not carried over: \(note).") }
        lines.append("Next: cd \(name) && site build")
        Terminal.output(lines.joined(separator: "\n") + "\n")
        return 0
    } catch {
        Terminal.report([error])
        return 1
    }
}
