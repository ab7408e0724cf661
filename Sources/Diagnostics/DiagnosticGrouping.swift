extension Array where Element == Diagnostic {
    /// The diagnostics with one severity and message gathered, in order of first appearance: the
    /// first of each, and the places of the others (the same unknown taxonomy in 118 theme pages).
    public func groupedByMessage() -> [(first: Diagnostic, others: [SourceLocation])] {
        var groups: [(first: Diagnostic, others: [SourceLocation])] = []
        var indexOfKey: [String: Int] = [:]
        for diagnostic in self {
            let key = "\(diagnostic.severity.rawValue) \(diagnostic.message)"
            if let index = indexOfKey[key], let location = diagnostic.location {
                groups[index].others.append(location)
            } else {
                indexOfKey[key] = groups.count
                groups.append((diagnostic, []))
            }
        }
        return groups
    }
}

/// "the same in 3 more places: a.md:9, b.md:9, c.md:9", listing at most `shown` of them.
public func sameMessageLine(_ places: [SourceLocation], shown: Int = 5) -> String {
    let listed = places.prefix(shown).map { "\($0.path):\($0.line)" }.joined(separator: ", ")
    let rest = places.count > shown ? " and \(places.count - shown) more" : ""
    return "… the same in \(places.count) more place\(places.count == 1 ? "" : "s"): \(listed)\(rest)"
}

extension Array where Element == Diagnostic {
    /// The diagnostics as a terminal shows them: errors, then warnings, each sorted by place. One
    /// repeated word for word is shown once: an error with every other place on a line of its own
    /// (the old theme's shortcode called in 111 posts), a warning with up to five more places on
    /// one line. At most `warningLimit` warnings are shown; `hiddenWarnings` counts the rest.
    public func formattedForTerminal(colored: Bool, warningLimit: Int = .max) -> (text: String, hiddenWarnings: Int) {
        func byPlace(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
            (a.location ?? .init(path: "", line: 0)) < (b.location ?? .init(path: "", line: 0))
        }
        var lines: [String] = []
        for group in errors.sorted(by: byPlace).groupedByMessage() {
            lines.append(group.first.formatted(colored: colored))
            if !group.others.isEmpty {
                lines.append("    … the same in \(group.others.count) more place\(group.others.count == 1 ? "" : "s"):")
                lines += group.others.map { "    \($0)" }
            }
        }
        let groups = warnings.sorted(by: byPlace).groupedByMessage()
        for group in groups.prefix(warningLimit) {
            lines.append(group.first.formatted(colored: colored))
            if !group.others.isEmpty { lines.append("    " + sameMessageLine(group.others)) }
        }
        let hidden = groups.dropFirst(warningLimit).reduce(0) { $0 + 1 + $1.others.count }
        return (lines.joined(separator: "\n"), hidden)
    }
}
