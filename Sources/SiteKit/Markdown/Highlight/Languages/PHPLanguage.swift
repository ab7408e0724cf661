extension OwnLanguage {
    /// PHP as blogs quote it: a snippet without `<?php`. The library's PHP colours only what
    /// stands between `<?php` and `?>` (its file is HTML with PHP inside), so a bare snippet
    /// came out plain; here the tags are marks of their own and everything else is PHP.
    static let php = OwnLanguage(
        file: "site-php.lang", names: ["php", "php3", "php4", "php5", "php7", "php8"],
        definition: #"""
            comment start "//"
            comment start "#"
            environment comment delim "/*" "*/" multiline begin
              todo = '(TODO|FIXME|XXX)'
            end
            preproc = '<\?(php|=)?|\?>'
            environment string delim "\"" "\"" escape "\\" multiline begin
              variable = '\$[[:alpha:]_][[:alnum:]_]*+|\{\$[^}]*\}'
            end
            string delim "'" "'" escape "\\" multiline
            keyword = "abstract|and|array|as|break|callable|case|catch|class|clone|const|continue|declare|default|die|do|echo|else|elseif|empty|enddeclare|endfor|endforeach|endif|endswitch|endwhile|enum|eval|exit|extends|final|finally|fn|for|foreach|function|global|goto|if|implements|include|include_once|instanceof|insteadof|interface|isset|list|match|namespace|new|or|print|private|protected|public|readonly|require|require_once|return|static|switch|throw|trait|try|unset|use|var|while|xor|yield|true|false|null|TRUE|FALSE|NULL|self|parent"
            type = "bool|int|float|string|iterable|object|mixed|void|never"
            variable = '\$[[:alpha:]_][[:alnum:]_]*+'
            type = '\<[[:upper:]][[:alnum:]_]*+\>'
            number = '\<(0x[[:xdigit:]_]+|0b[01_]+|0o[0-7_]+|[[:digit:]][[:digit:]_]*(\.[[:digit:]][[:digit:]_]*)?([eE][+-]?[[:digit:]]+)?)\>'
            function = '\<[[:alpha:]_][[:alnum:]_]*+(?=\()'
            """#)
}
