/// A post's link reference definitions (`[icon search]: #search`), for Markdown read apart from the
/// post (a part read again, a callout's text) to be read with, so its links find them as the
/// post's own do. They define and show nothing.
enum LinkDefinitions {
    /// The lines that may be link reference definitions (`[name]: address`, which define and show
    /// nothing), outside fenced code. Read them a blank line apart: one that is no definition after
    /// all is then a paragraph of its own, and the others are still read.
    static func lines(in lines: [Substring]) -> [Substring] {
        var code = CodeFenceLines()
        return lines.filter { line in
            guard !code.read(line) else { return false }
            let trimmed = line.drop { $0 == " " }
            guard line.count - trimmed.count <= 3, trimmed.first == "[", !trimmed.hasPrefix("[^"), let close = trimmed.firstIndex(of: "]") else { return false }
            // The address on the same line: one on the next line is not taken, so no half of a definition is read as text.
            let after = trimmed[trimmed.index(after: close)...]
            return after.first == ":" && after.dropFirst().contains { $0 != " " && $0 != "\t" && $0 != "\r" }
        }
    }
}
