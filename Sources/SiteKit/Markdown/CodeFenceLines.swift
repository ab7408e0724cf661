/// Reads a Markdown text line by line for its fenced code (```` ``` ```` or `~~~`, up to three
/// spaces in): whether each line opens, closes or is inside a fence, and whether one is open at the end.
struct CodeFenceLines {
    private var open: (mark: Character, count: Int)?

    /// Whether a fence is open after the lines read so far.
    var isOpen: Bool { open != nil }

    /// Reads the next line: true when it is code or a fence line, false when it is text.
    mutating func read(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard line.count - trimmed.count <= 3, let mark = trimmed.first, mark == "`" || mark == "~" else { return open != nil }
        let count = trimmed.prefix { $0 == mark }.count
        guard count >= 3 else { return open != nil }
        let rest = trimmed.dropFirst(count)
        if let fence = open {
            if fence.mark == mark, count >= fence.count, rest.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { open = nil }
        } else if mark == "~" || !rest.contains("`") {
            open = (mark, count)
        } else {
            // A backtick in a backtick fence's info string: no fence, text.
            return false
        }
        return true
    }
}
