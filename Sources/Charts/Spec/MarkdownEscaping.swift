extension String {
    /// The text with the marks inline Markdown reads (`*`, `_`, `` ` ``, brackets, angle brackets,
    /// backslashes) escaped, so that a caption or a venue written from other data shows as written.
    public var markdownEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if "\\`*_[]<>".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
