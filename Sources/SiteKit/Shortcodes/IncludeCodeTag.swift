/// What a `{% include_code %}` tag says of the code file it shows. Octopress and Hexo write the
/// file last, after an optional title (`{% include_code Sorting lang:python sort.py %}`); Pelican's
/// plugin writes it first, the title after (`{% include_code sort.py lang:python Sorting %}`).
/// Options: `lang:` the language (else the file's extension); Hexo's `from:`/`to:`, Octopress's
/// `start:`/`end:`/`range:a-b` and Pelican's `lines:a-b` choose lines; others (`mark:`,
/// `linenos:`, `:hidefilename:`) are set aside.
struct IncludeCodeTag: Equatable {
    /// The words that may name the file, the likelier first: Pelican's first word, then the last.
    var candidates: [String]
    /// All words but the options, in order; the title is those left when the file is taken out.
    private var words: [String]
    var language = ""
    /// The first and last line shown (1-based, inclusive); nil for the whole file.
    var firstLine: Int?
    var lastLine: Int?

    init?(_ argument: String) {
        var words: [String] = []
        for word in argument.split(whereSeparator: \.isWhitespace).map(String.init) {
            let (key, value) = Self.option(word)
            switch key {
            case "lang": language = value
            case "from", "start": firstLine = Int(value)
            case "to", "end": lastLine = Int(value)
            case "range", "lines":
                let bounds = value.split(separator: "-", maxSplits: 1).map { Int($0) }
                firstLine = bounds.first ?? nil
                lastLine = bounds.count > 1 ? bounds[1] : firstLine
            case nil: words.append(word)
            default: break
            }
        }
        guard let first = words.first, let last = words.last else { return nil }
        self.words = words
        candidates = first == last ? [first] : [first, last]
    }

    /// The title when `file` is the file: the other words.
    func title(besides file: String) -> String {
        var rest = words
        if let index = rest.firstIndex(of: file) { rest.remove(at: index) }
        return rest.joined(separator: " ").trimmingCharacters(in: .init(charactersIn: "\"'"))
    }

    /// The language `lang:` names, else the file's extension.
    func language(of file: String) -> String {
        guard language.isEmpty else { return language }
        let name = file.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The lines of `code` the tag chooses.
    func chosenLines(of code: String) -> String {
        guard firstLine != nil || lastLine != nil else { return code }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let from = max(1, firstLine ?? 1), to = min(lines.count, lastLine ?? lines.count)
        guard from <= to else { return code }
        return lines[(from - 1)..<to].joined(separator: "\n") + "\n"
    }

    /// `lang:python` as ("lang", "python"); `:hidefilename:` as a key of its own; nil for a word.
    private static func option(_ word: String) -> (String?, String) {
        if word.hasPrefix(":"), word.hasSuffix(":"), word.count > 2 { return (String(word.dropFirst().dropLast()), "") }
        guard let colon = word.firstIndex(of: ":") else { return (nil, "") }
        let key = String(word[..<colon])
        guard Self.options.contains(key) else { return (nil, "") }
        return (key, String(word[word.index(after: colon)...]))
    }

    private static let options: Set<String> = ["lang", "from", "to", "start", "end", "range", "lines", "mark", "linenos"]
}
