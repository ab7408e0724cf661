extension Diagnostic {
    /// The diagnostic as a compiler prints it: the headline, the source line, a caret under the column.
    ///
    /// - Parameter colored: ANSI colours, for a terminal only.
    public func formatted(colored: Bool = false) -> String {
        let bold = colored ? "\u{1B}[1m" : ""
        let reset = colored ? "\u{1B}[0m" : ""
        let tint = colored ? (isError ? "\u{1B}[1;31m" : "\u{1B}[1;35m") : ""
        let caretTint = colored ? "\u{1B}[1;32m" : ""
        var text = bold
        if let location { text += "\(location): " }
        text += "\(tint)\(severity.rawValue):\(reset)\(bold) \(message)\(reset)"
        if let excerpt, location != nil {
            text += "\n    \(excerpt.text)\n    "
            text += String(repeating: " ", count: excerpt.caretIndent)
            text += "\(caretTint)^\(reset)"
        }
        return text
    }
}

extension Array where Element == Diagnostic {
    /// Every diagnostic formatted, sorted by file and position, one blank line apart.
    public func formatted(colored: Bool = false) -> String {
        sorted { ($0.location ?? .init(path: "", line: 0)) < ($1.location ?? .init(path: "", line: 0)) }
            .map { $0.formatted(colored: colored) }
            .joined(separator: "\n")
    }
}
