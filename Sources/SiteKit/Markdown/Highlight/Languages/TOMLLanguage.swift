extension OwnLanguage {
    /// TOML: Hugo's and Zola's configuration and front matter.
    static let toml = OwnLanguage(
        file: "site-toml.lang", names: ["toml"],
        definition: #"""
            comment start "#"
            environment string delim "\"\"\"" "\"\"\"" multiline begin
              specialchar = '\\.'
            end
            string delim "'''" "'''" multiline
            environment string delim "\"" "\"" escape "\\" begin
              specialchar = '\\.'
            end
            string delim "'" "'"
            classname = '^[[:blank:]]*\[\[?[^\]]+\]\]?'
            (property,normal,symbol) = `([[:blank:]]*[[:alnum:]_."'-]+)([[:blank:]]*)(=)`
            keyword = "true|false|inf|nan"
            date = '\<[[:digit:]]{4}-[[:digit:]]{2}-[[:digit:]]{2}([Tt ][[:digit:]]{2}:[[:digit:]]{2}(:[[:digit:]]{2}(\.[[:digit:]]+)?)?(Z|[+-][[:digit:]]{2}:[[:digit:]]{2})?)?'
            time = '\<[[:digit:]]{2}:[[:digit:]]{2}:[[:digit:]]{2}(\.[[:digit:]]+)?'
            number = '(?<![[:alnum:]_])[+-]?(0x[[:xdigit:]_]+|0o[0-7_]+|0b[01_]+|[[:digit:]][[:digit:]_]*(\.[[:digit:]_]+)?([eE][+-]?[[:digit:]_]+)?)\>'
            """#)
}
