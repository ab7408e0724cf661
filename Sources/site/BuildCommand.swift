import Foundation
import SiteKit

/// `site build [--drafts] [--future] [--expired] [--all-warnings] [--base-url URL] [-o DIR]`
func runBuild(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
    var options = BuildOptions(root: siteFolder())
    options.drafts = arguments.flag("--drafts")
    options.future = arguments.flag("--future")
    options.expired = arguments.flag("--expired")
    let allWarnings = arguments.flag("--all-warnings")
    options.baseURL = try arguments.option("--base-url")
    if let output = try arguments.option("-o", "--output") {
        options.output = URL(filePath: output, relativeTo: currentFolder()).absoluteURL
    }
    let extra = try arguments.positionals(known: ["--drafts", "--future", "--expired", "--all-warnings", "--base-url", "--output", "-o"])
    guard extra.isEmpty else {
        throw UsageError("'site build' takes no arguments, got '\(extra[0])'; run it inside the site folder")
    }
    if Terminal.errorIsTerminal {
        let started = ContinuousClock.now
        options.progress = { phase, done, total in
            // Short builds finish before a progress line could be read; show it only for long ones.
            guard total >= 200, ContinuousClock.now - started > .milliseconds(300) else { return }
            Terminal.status("\(phase.rawValue) \(done)/\(total)…")
        }
    }
    let report = buildSite(options)
    Terminal.clearStatus()
    Terminal.report(report.diagnostics, warningLimit: allWarnings ? .max : 20, moreWith: "site build --all-warnings")
    if ProcessInfo.processInfo.environment["SITE_TIMINGS"] != nil {
        for (stage, duration) in report.stageDurations {
            Terminal.error("  \(milliseconds(duration)) ms  \(stage)")
        }
    }
    guard report.succeeded else {
        let count = report.diagnostics.errors.count
        Terminal.error(
            "Build failed with \(count) error\(count == 1 ? "" : "s"); \(displayPath(report.output)) was left unchanged."
        )
        return 1
    }
    let summary =
        "Built \(plural(report.pageCount, "page")), \(plural(report.chartCount, "chart")) in \(milliseconds(report.duration)) ms → \(displayPath(report.output))/"
    Terminal.output(summary + "\n")
    return 0
}

/// `1 page`, `14,013 pages`: the count with its thousands grouped, as English writes it.
func plural(_ count: Int, _ noun: String) -> String {
    let digits = String(count.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
    }
    return "\(count < 0 ? "-" : "")\(grouped) \(noun)\(count == 1 ? "" : "s")"
}

func milliseconds(_ duration: Duration) -> Int {
    Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
}

func currentFolder() -> URL {
    URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
}

/// The nearest folder, from the current one upwards, that holds `site.yml` (as git finds `.git`);
/// the current folder when there is none, so the build reports the missing file.
func siteFolder() -> URL {
    var folder = currentFolder().standardizedFileURL
    while true {
        if FileManager.default.fileExists(atPath: folder.appending(path: "site.yml").path) { return folder }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { return currentFolder() }
        folder = parent
    }
}

/// The path relative to the current folder when it is inside it (`public`), else absolute.
func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let here = currentFolder().standardizedFileURL.path
    let prefix = here.hasSuffix("/") ? here : here + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}
