import Foundation
import SiteKit

/// `site theme update`
func runTheme(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
    let words = try arguments.positionals(known: [])
    guard words == ["update"] else {
        throw UsageError(
            words.isEmpty
                ? "say what to do with the theme: site theme update"
                : "site theme can update the default theme, not '\(words.joined(separator: " "))': site theme update")
    }
    do {
        let root = siteFolder()
        let update = try updateDefaultTheme(in: root)
        Terminal.output(ThemeUpdateSummary.text(update) + "\n")
        return 0
    } catch {
        Terminal.report([error])
        return 1
    }
}

/// What `site theme update` says it did.
enum ThemeUpdateSummary {
    static func text(_ update: ThemeUpdate) -> String {
        guard !update.changedNothing else { return "themes/default is up to date (\(update.unchanged) files)." }
        var lines: [String] = []
        if !update.added.isEmpty { lines.append("Added \(count(update.added.count)): \(listed(update.added)).") }
        if !update.updated.isEmpty { lines.append("Updated \(count(update.updated.count)) an older site wrote: \(listed(update.updated)).") }
        if !update.kept.isEmpty {
            lines.append(
                "Kept \(count(update.kept.count)) you changed: \(listed(update.kept)); this version's \(update.kept.count == 1 ? "is" : "are") in themes/default.new/ at the same path: compare, take what you want into yours, then delete themes/default.new.")
        }
        return lines.joined(separator: "\n")
    }

    private static func count(_ number: Int) -> String { number == 1 ? "1 file" : "\(number) files" }

    private static func listed(_ paths: [String]) -> String {
        let names = paths.map { String($0.dropFirst("themes/default/".count)) }
        return names.prefix(6).joined(separator: ", ") + (names.count > 6 ? " and \(names.count - 6) more" : "")
    }
}
