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
