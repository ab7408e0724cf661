extension OwnLanguage {
    /// YAML: front matter, site.yml and every CI file in a blog.
    static let yaml = OwnLanguage(
        file: "site-yaml.lang", names: ["yaml", "yml"],
        definition: #"""
            comment start "#"
            preproc = '^(---|\.\.\.)[[:blank:]]*$'
            environment string delim "\"" "\"" escape "\\" begin
              specialchar = '\\.'
            end
            string delim "'" "'"
            (normal,property,symbol) = `([[:blank:]]*(?:-[[:blank:]]+)?)([^[:blank:]#:'"-][^#:]*?)(:(?:[[:blank:]]|$))`
            variable = '[&*][[:alnum:]_-]+'
            type = '![[:alnum:]!_/-]*'
            keyword = '\<(true|false|yes|no|null|on|off|True|False|Yes|No|Null|TRUE|FALSE|NULL)\>'
            number = '(?<![[:alnum:]_.-])[+-]?([[:digit:]][[:digit:]_]*(\.[[:digit:]]+)?([eE][+-]?[[:digit:]]+)?|0x[[:xdigit:]]+|\.inf|\.nan)(?![[:alnum:]_.:-])'
            """#)
}
