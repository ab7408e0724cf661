import Diagnostics
import Foundation
import SiteKit

/// A stand-in for SiteKit's build, for tests of the serve loop: each `content/*.md` becomes
/// `/<name>/index.html`, theme stylesheets are copied, and a line containing `BROKEN` is an error.
@Sendable func fakeBuild(_ options: BuildOptions) -> BuildReport {
    let output = options.output!
    var report = BuildReport(output: output)
    let manager = FileManager.default
    let staging = output.deletingLastPathComponent().appending(path: "staging-\(UUID().uuidString)")
    try? manager.createDirectory(at: staging.appending(path: "assets"), withIntermediateDirectories: true)
    let content = options.root.appending(path: "content")
    let files = (manager.enumerator(atPath: content.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }.sorted()
    var links = ""
    for file in files {
        let text = (try? String(contentsOf: content.appending(path: file), encoding: .utf8)) ?? ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: "BROKEN") {
                report.diagnostics.append(
                    .error(
                        "unknown chart type <BROKEN>; use pie, donut or bar",
                        at: SourceLocation(
                            path: "content/\(file)", line: index + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1),
                        sourceLine: String(line)))
            }
        }
        let slug = String(file.dropLast(3))
        let page = "<!doctype html><html><head><link rel=\"stylesheet\" href=\"/assets/style.css\"></head><body><main>\(text)</main></body></html>\n"
        try? manager.createDirectory(at: staging.appending(path: slug), withIntermediateDirectories: true)
        try? Data(page.utf8).write(to: staging.appending(path: "\(slug)/index.html"))
        links += "<a href=\"/\(slug)/\">\(slug)</a>\n"
        report.pageCount += 1
    }
    try? Data("<!doctype html><html><body>\(links)</body></html>\n".utf8).write(to: staging.appending(path: "index.html"))
    let themes = options.root.appending(path: "themes")
    for file in manager.enumerator(atPath: themes.path)?.allObjects as? [String] ?? [] where file.hasSuffix(".css") {
        try? manager.copyItem(at: themes.appending(path: file), to: staging.appending(path: "assets/\((file as NSString).lastPathComponent)"))
    }
    if report.succeeded {
        try? manager.removeItem(at: output)
        try? manager.moveItem(at: staging, to: output)
    } else {
        try? manager.removeItem(at: staging)
    }
    return report
}
