import CHighlight

/// Highlights code through KDE's KSyntaxHighlighting: the syntax definitions it ships (some 300
/// languages, Kate's), picked by a fence word that is a language's name, its file extension or
/// its file's name.
enum CodeHighlighter {
    /// The HTML of `code` with token spans (`<span class="hl-keyword">`), or nil when the fence
    /// word names no language or the library fails.
    static func html(_ code: String, language word: String) -> String? {
        guard let word = fenceWord(word) else { return nil }
        // KDE's PHP reads code only after `<?php`; blogs quote it without: it is read after one,
        // and the line of that one left out.
        if word == "php", !code.contains("<?") {
            return html("<?php\n" + code, language: word).map { html in String(html[html.index(after: html.firstIndex(of: "\n")!)...]) }
        }
        var code = code
        let result = code.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                site_highlight(chars.baseAddress, chars.count, word)
            }
        }
        defer {
            site_highlight_free(result.html)
            site_highlight_free(result.error)
        }
        return result.html.map { String(cString: $0) }
    }

    /// The name of the language a fence word names (`py`: "Python"), or nil.
    static func languageName(for word: String) -> String? {
        guard let word = fenceWord(word), let name = site_highlight_language_name(word) else { return nil }
        defer { site_highlight_free(name) }
        return String(cString: name)
    }

    /// The word as the library is asked for it: lowercased, with the aliases bloggers write that
    /// name no definition, extension or file; nil for a word no language could have.
    private static func fenceWord(_ word: String) -> String? {
        let word = word.lowercased()
        guard !word.isEmpty, word.utf8.allSatisfy({ $0 > 32 && $0 != UInt8(ascii: "/") }) else { return nil }
        let asked = aliases[word] ?? word
        return asked.isEmpty ? nil : asked
    }

    /// Fence words bloggers write that are neither a definition's name nor an extension it claims.
    private static let aliases = [
        "console": "bash", "shell": "bash", "shell-session": "bash", "golang": "go", "c++": "cpp", "objc": "m",
        "objective-c": "m", "docker": "dockerfile", "make": "makefile", "jsonc": "json", "plaintext": "", "text": "",
        "ps": "powershell", "ps1": "powershell", "pwsh": "powershell", "terraform": "tf", "hcl": "tf", "svelte": "html",
        "patch": "diff", "diff2html": "diff", "sh-session": "bash", "postgresql": "sql", "postgres": "sql", "mysql": "sql", "ipython": "python",
        "python3": "python", "py3": "python", "node": "javascript", "jsx": "javascript", "tsx": "typescript",
    ]
}
