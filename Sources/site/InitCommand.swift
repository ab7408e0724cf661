import Foundation
import SiteKit

/// `site init DIR`
func runInit(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
    let folders = try arguments.positionals(known: [])
    guard folders.count == 1, let name = folders.first else {
        throw UsageError(
            folders.isEmpty
                ? "name the folder for the new site: site init DIR" : "site init takes one folder, got \(folders.count)"
        )
    }
    let folder = URL(filePath: name, directoryHint: .isDirectory, relativeTo: currentFolder()).absoluteURL
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
