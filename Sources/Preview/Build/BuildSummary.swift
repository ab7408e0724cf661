import Diagnostics
import Foundation
import SiteKit

/// What the terminal shows after a preview build: the diagnostics, then one line.
func buildSummary(
    _ report: BuildReport, changes: Set<String>?, reuse: BuildCacheStatistics = .init(), colored: Bool
) -> String {
    var lines: [String] = []
    if !report.diagnostics.isEmpty { lines.append(report.diagnostics.formattedForTerminal(colored: colored).text) }
    // As with `site build`, SITE_TIMINGS=1 shows where a rebuild's time went.
    if ProcessInfo.processInfo.environment["SITE_TIMINGS"] != nil {
        for (stage, duration) in report.stageDurations {
            lines.append("  \(Int((duration / .milliseconds(1)).rounded())) ms  \(stage)")
        }
    }
    let milliseconds = Int((report.duration / .milliseconds(1)).rounded())
    let cause = changes.map { " after changes to " + describeChanges($0) } ?? ""
    if report.succeeded {
        let verb = changes == nil ? "Built" : "Rebuilt"
        lines.append(
            "\(verb) \(report.pageCount) \(report.pageCount == 1 ? "page" : "pages") in \(milliseconds) ms\(cause)"
                + "\(describe(reuse, rebuilding: changes != nil)).")
    } else {
        let count = report.diagnostics.errors.count
        lines.append(
            "The build failed with \(count) \(count == 1 ? "error" : "errors")\(cause); "
                + "the browser shows \(count == 1 ? "it" : "them") until the file is fixed and saved.")
    }
    return lines.joined(separator: "\n")
}

/// "a.md, b.md" for up to three paths, "a.md, b.md and 5 more" beyond.
func describeChanges(_ paths: Set<String>) -> String {
    let sorted = paths.sorted()
    if sorted.count <= 3 { return sorted.joined(separator: ", ") }
    return sorted.prefix(2).joined(separator: ", ") + " and \(sorted.count - 2) more"
}

/// " (1 of 2000 Markdown files re-rendered)" when a rebuild reused cached fragments.
private func describe(_ reuse: BuildCacheStatistics, rebuilding: Bool) -> String {
    let total = reuse.hits + reuse.misses
    guard rebuilding, reuse.hits > 0 else { return "" }
    return " (\(reuse.misses) of \(total) Markdown \(total == 1 ? "file" : "files") re-rendered)"
}
