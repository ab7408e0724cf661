/// Names for a message, at most `limit` of them: `a, b, c and 4 more`.
func shortList(_ names: some Collection<String>, limit: Int) -> String {
    names.prefix(limit).joined(separator: ", ") + (names.count > limit ? " and \(names.count - limit) more" : "")
}
