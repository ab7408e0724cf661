import Diagnostics
import Foundation

/// The process's standard streams, with colour only when a stream is a terminal.
enum Terminal {
    static let errorIsTerminal = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    /// Writes a line to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes text to standard output as it is.
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Prints diagnostics to standard error, sorted by file and line, coloured on a terminal.
    ///
    /// - Parameter warningLimit: at most this many warnings are shown, then a count of the rest;
    ///   every error is always shown. A warning repeated word for word (one unknown taxonomy in a
    ///   hundred pages) is shown once, with the places of the others. So is an error (the old
    ///   theme's shortcode called in 111 posts), with every other place on a line of its own.
    static func report(_ diagnostics: [Diagnostic], warningLimit: Int = .max) {
        guard !diagnostics.isEmpty else { return }
        let warnings = diagnostics.warnings
        var lines: [String] = []
        for group in diagnostics.errors.sorted(by: byLocation).groupedByMessage() {
            lines.append(group.first.formatted(colored: errorIsTerminal))
            if !group.others.isEmpty {
                lines.append("    … the same in \(group.others.count) more place\(group.others.count == 1 ? "" : "s"):")
                lines += group.others.map { "    \($0)" }
            }
        }
        let groups = warnings.sorted(by: byLocation).groupedByMessage()
        for group in groups.prefix(warningLimit) {
            lines.append(group.first.formatted(colored: errorIsTerminal))
            if !group.others.isEmpty { lines.append("    " + sameMessageLine(group.others)) }
        }
        error(lines.joined(separator: "\n"))
        if groups.count > warningLimit {
            let hidden = groups.dropFirst(warningLimit).reduce(0) { $0 + 1 + $1.others.count }
            error("… and \(hidden) more warnings (\(warnings.count) in all).")
        }
    }

    private static func byLocation(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.location ?? .init(path: "", line: 0)) < (b.location ?? .init(path: "", line: 0))
    }

    /// Replaces the current terminal line (for progress); does nothing when stderr is not a terminal.
    static func status(_ text: String) {
        guard errorIsTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(text)".utf8))
    }

    /// Clears the progress line.
    static func clearStatus() {
        guard errorIsTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
