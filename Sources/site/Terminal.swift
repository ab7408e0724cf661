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
    /// - Parameter moreWith: the command that shows them all, named after the count.
    static func report(_ diagnostics: [Diagnostic], warningLimit: Int = .max, moreWith command: String? = nil) {
        guard !diagnostics.isEmpty else { return }
        let (text, hidden) = diagnostics.formattedForTerminal(colored: errorIsTerminal, warningLimit: warningLimit)
        error(text)
        if hidden > 0 {
            error("… and \(hidden) more warnings (\(diagnostics.warnings.count) in all)\(command.map { "; \($0) shows every one" } ?? "").")
        }
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
