/// An author as front matter writes one: a name, or a Markdown link to the author's page
/// (`author: "[Patrice Chalin](https://github.com/chalin)"`, as Docsy's posts write it, which
/// Docsy's templates render as a link).
struct AuthorName: Equatable {
    var name: String
    var url: String?

    init(_ written: String) {
        let text = written.trimmingSpaces()
        guard text.hasPrefix("["), text.hasSuffix(")"), let middle = text.range(of: "]("),
            case let name = text[text.index(after: text.startIndex)..<middle.lowerBound].trimmingSpaces(), !name.isEmpty,
            case let url = text[middle.upperBound..<text.index(before: text.endIndex)].trimmingSpaces(), !url.isEmpty, !url.contains(" ")
        else {
            self.name = text
            return
        }
        self.name = name
        self.url = url
    }
}
