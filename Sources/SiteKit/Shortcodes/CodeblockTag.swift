/// What Octopress's and Hexo's `{% codeblock %}` tag says of its code: `{% codeblock Sorting
/// lang:python https://example.org/sort.py the source line_number:false %}` is titled "Sorting",
/// in Python; `{% codeblock Time to be Awesome - awesome.rb %}` is in the language of its file's
/// extension, as Octopress reads it. The address and its link text, and options (`mark:1,3`,
/// `first_line:5`) are set aside.
struct CodeblockTag: Equatable {
    var title = ""
    var language = ""

    init(title: String, language: String) {
        self.title = title
        self.language = language
    }

    init(_ argument: String) {
        var titleWords: [Substring] = []
        for word in argument.split(whereSeparator: \.isWhitespace) {
            if word.hasPrefix("lang:") {
                language = String(word.dropFirst("lang:".count))
            } else if word.hasPrefix("http://") || word.hasPrefix("https://") || word.hasPrefix("//") {
                // The address and the words after it (its link text) end the title.
                break
            } else if !word.contains(":") {
                titleWords.append(word)
            }
        }
        title = titleWords.joined(separator: " ")
        if language.isEmpty, let file = titleWords.last, let dot = file.lastIndex(of: "."), file.index(after: dot) < file.endIndex {
            language = String(file[file.index(after: dot)...])
        }
    }
}
