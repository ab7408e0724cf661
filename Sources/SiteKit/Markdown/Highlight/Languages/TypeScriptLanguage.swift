extension OwnLanguage {
    /// TypeScript (and TSX), JavaScript with types.
    static let typescript = OwnLanguage(
        file: "site-typescript.lang", names: ["typescript", "ts", "tsx", "mts", "cts"],
        definition: #"""
            comment start "//"
            environment comment delim "/*" "*/" multiline begin
              todo = '(TODO|FIXME|XXX)'
            end
            environment string delim "`" "`" escape "\\" multiline begin
              specialchar = '\$\{[^}]*\}|\\.'
            end
            environment string delim "\"" "\"" escape "\\" begin
              specialchar = '\\.'
            end
            environment string delim "'" "'" escape "\\" begin
              specialchar = '\\.'
            end
            attribute = '@[[:alpha:]_$][[:alnum:]_$]*'
            keyword = "abstract|accessor|as|asserts|async|await|break|case|catch|class|const|continue|debugger|declare|default|delete|do|else|enum|export|extends|false|finally|for|from|function|get|if|implements|import|in|infer|instanceof|interface|is|keyof|let|module|namespace|new|null|of|out|override|package|private|protected|public|readonly|return|satisfies|set|static|super|switch|this|throw|true|try|type|typeof|undefined|unique|var|void|while|with|yield"
            type = "any|bigint|boolean|never|number|object|string|symbol|unknown"
            type = '\<[[:upper:]][[:alnum:]_$]*+\>'
            number = '\<(0x[[:xdigit:]_]+|0b[01_]+|0o[0-7_]+|([[:digit:]][[:digit:]_]*)?\.?[[:digit:]][[:digit:]_]*([eE][+-]?[[:digit:]]+)?n?)\>'
            function = '(?<![[:alnum:]_$])[[:alpha:]_$][[:alnum:]_$]*+(?=\()'
            """#)
}
