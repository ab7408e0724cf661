extension OwnLanguage {
    /// Swift, which GNU source-highlight does not know.
    static let swift = OwnLanguage(
        file: "site-swift.lang", names: ["swift"],
        definition: #"""
            comment start "//"
            environment comment delim "/*" "*/" multiline nested begin
              todo = '(TODO|FIXME|XXX)'
            end
            environment string delim "\"\"\"" "\"\"\"" multiline begin
              specialchar = '\\\([^)]*\)|\\.'
            end
            environment string delim "\"" "\"" escape "\\" begin
              specialchar = '\\\([^)]*\)|\\.'
            end
            preproc = '#(if|elseif|else|endif|available|unavailable|selector|keyPath|file|fileID|filePath|line|column|function|warning|error|sourceLocation|Preview|expect|require)\>'
            attribute = '@[[:alpha:]_][[:alnum:]_]*'
            keyword = "associatedtype|class|deinit|enum|extension|fileprivate|func|import|init|inout|internal|let|open|operator|private|precedencegroup|protocol|public|rethrows|static|struct|subscript|typealias|var",
              "break|case|catch|continue|default|defer|do|else|fallthrough|for|guard|if|in|repeat|return|throw|switch|where|while",
              "Any|as|await|async|false|is|nil|self|Self|super|throws|true|try|some|any|actor|nonisolated|isolated|consuming|borrowing|sending|mutating|nonmutating|override|final|required|convenience|lazy|weak|unowned|indirect|dynamic|get|set|willSet|didSet|macro|package"
            type = '\<[[:upper:]][[:alnum:]_]*+\>'
            number = '\<(0x[[:xdigit:]_]+|0b[01_]+|0o[0-7_]+|[[:digit:]][[:digit:]_]*(\.[[:digit:]][[:digit:]_]*)?([eE][+-]?[[:digit:]]+)?)\>'
            function = '\<[[:alpha:]_][[:alnum:]_]*+(?=\()'
            """#)
}
