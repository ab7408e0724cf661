import Diagnostics

/// Where the lines of a post rewritten before it is read were in the file, so that a message about
/// one points at the file's line and column and shows the line as the file has it. An admonition's
/// body is read without its four spaces (the columns move), and a block closed where no blank line
/// was free to take its closing fence (`:::`) has one more line than the file (the lines move).
struct RewrittenLines: Sendable {
    /// For each 0-based line of the rewritten text that is not where it was, or lost characters at
    /// its front: its 0-based line in the original, and how many characters it lost.
    private var origins: [Int: (line: Int, shift: Int)] = [:]
    /// The original's lines those point into.
    private var written: [Int: Substring] = [:]

    init() {}

    /// Lines of `rewritten` matched to those of `original` in order: the same line, the line
    /// without its first characters, a line put in its place (an opening for `!!! note`, a closing
    /// for a blank line), or a closing added, which the next line shows by matching the original's.
    init(from original: String, to rewritten: String) {
        guard original != rewritten else { return }
        let before = SourceLines.lines(of: original), after = SourceLines.lines(of: rewritten)
        func shift(of new: Substring, from old: Substring) -> Int? {
            if old == new { return 0 }
            return !new.isEmpty && old.utf8.count > new.utf8.count && old.hasSuffix(new) ? old.count - new.count : nil
        }
        var (old, new) = (0, 0)
        while old < before.count, new < after.count {
            if let shift = shift(of: after[new], from: before[old]) {
                if shift > 0 || old != new { record(new, from: old, shift: shift, line: before[old]) }
                (old, new) = (old + 1, new + 1)
            } else if Self.isClosing(after[new]), new + 1 < after.count, shift(of: after[new + 1], from: before[old]) != nil {
                // A closing fence the rewrite added: it stands for the line before.
                record(new, from: max(0, old - 1), shift: 0, line: before[max(0, old - 1)])
                new += 1
            } else {
                if old != new { record(new, from: old, shift: 0, line: before[old]) }
                (old, new) = (old + 1, new + 1)
            }
        }
    }

    private mutating func record(_ new: Int, from old: Int, shift: Int, line: Substring) {
        origins[new] = (old, shift)
        written[new] = line
    }

    /// A line that closes what a rewrite opened: a fenced div's `:::`, a tab's or a set of tabs' closing tag.
    private static func isClosing(_ line: Substring) -> Bool {
        line == ":::" || line.hasPrefix("{{< /tab")
    }

    /// `diagnostics` with each one about a moved line of `path` (whose text starts after
    /// `lineOffset` lines of the file) moved to its place in the file.
    func applied(to diagnostics: [Diagnostic], path: String, lineOffset: Int) -> [Diagnostic] {
        guard !origins.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard let location = diagnostic.location else { return diagnostic }
            var moved = diagnostic
            (moved.location, moved.excerpt) = self.moved(location, excerpt: diagnostic.excerpt, path: path, lineOffset: lineOffset)
            return moved
        }
    }

    /// A page's links to other pages, their places moved as messages' are.
    func applied(to references: [PageReference], path: String, lineOffset: Int) -> [PageReference] {
        guard !origins.isEmpty else { return references }
        return references.map { reference in
            var moved = reference
            (moved.location, moved.excerpt) = self.moved(reference.location, excerpt: reference.excerpt, path: path, lineOffset: lineOffset)
            return moved
        }
    }

    private func moved(_ location: SourceLocation, excerpt: SourceExcerpt?, path: String, lineOffset: Int) -> (SourceLocation, SourceExcerpt?) {
        let line = location.line - lineOffset - 1
        guard location.path == path, let origin = origins[line], let text = written[line] else { return (location, excerpt) }
        var location = location
        location.line = origin.line + lineOffset + 1
        location.column += origin.shift
        return (location, excerpt == nil ? nil : SourceExcerpt(line: text, column: location.column))
    }
}
