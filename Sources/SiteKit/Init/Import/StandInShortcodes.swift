import Foundation

/// Shortcodes that copied pages call (`{{< blocks/hero >}}`) and nothing of the new site draws:
/// the old theme's, from a theme module the old site's folder does not hold, or whose template
/// could not be translated. Each gets a stand-in that shows the image a call names and the text
/// inside it, so the site builds, and the summary (and each build, see `loadTheme`) says which to write.
struct StandInShortcodes {
    /// The names, sorted, with the pages that call each (in the new site's paths).
    private(set) var callers: [(name: String, pages: [String])] = []
    /// Those whose old template showed the text inside a call as code.
    private let showingCode: Set<String>

    /// The shortcodes that `pages` (path in the new site, text) call outside fenced code and
    /// that neither the default theme, the `written` files nor the build itself draws.
    init(pages: [(path: String, text: String)], written: [(path: String, text: String)], showingCode: Set<String>) {
        // Without its template, a shortcode called with a language (`{{< code lang="bash" >}}`) or
        // named for code shows code too: its text as Markdown would turn an HTML example into markup.
        var showing = showingCode
        for page in pages {
            for call in Self.calls(in: page.text) where !call.name.hasPrefix("/") {
                let base = call.name.split(separator: "/").last.map(String.init) ?? call.name
                if Self.codeNames.contains(base) || call.text.contains(" lang=") || call.text.contains(" language=") { showing.insert(call.name) }
            }
        }
        self.showingCode = showing
        let writtenPrefix = "themes/default/shortcodes/"
        let drawn = defaultThemeNames(in: "shortcodes").union(ShortcodeEnvironment.drawnWithoutTemplate).union(
            written.compactMap { file in
                file.path.hasPrefix(writtenPrefix) ? String(file.path.dropFirst(writtenPrefix.count).prefix { $0 != "." }) : nil
            })
        var pagesByName: [String: [String]] = [:]
        for page in pages {
            // Hugo's inline shortcodes (`css.inline`) are templates the page writes itself.
            for name in Set(Self.names(calledIn: page.text)) where !drawn.contains(name) && !InlineShortcode.names(name) {
                pagesByName[name, default: []].append(page.path)
            }
        }
        callers = pagesByName.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted()) }
    }

    /// The names of the shortcodes a page calls in Hugo's and Quarto's way (`{{< name … >}}`,
    /// `{{% name %}}`, closing tags too) and Zola's (`{{ name(…) }}`, `{% name(…) %}`), outside
    /// fenced code; Hugo's escaped `{{</* name */>}}` is an example.
    static func names(calledIn text: String) -> [String] {
        calls(in: text).map { $0.name.hasPrefix("/") ? String($0.name.dropFirst()) : $0.name }
    }

    /// Names that say a shortcode shows code.
    private static let codeNames: Set = ["code", "codeblock", "code-block", "snippet", "highlight"]

    /// The shortcode calls of a page outside fenced code: each name (with a `/` before it for a
    /// closing tag of Hugo's) and the call's text on its line up to its end.
    static func calls(in text: String) -> [(name: String, text: Substring)] {
        var names: [(name: String, text: Substring)] = []
        // Fenced code as the build finds it: a fence closes only on a run with nothing after it, so
        // ```` ```rust,name=a.rs ```` inside a block (tabi's docs) does not flip what is code.
        let fenced = fencedCodeRanges(in: Array(text.utf8))
        var lineStart = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { lineStart += line.utf8.count + 1 }
            if fenced.contains(where: { $0.contains(lineStart) }) { continue }
            // A call in a code span (`` `{{ super() }}` ``) is an example, as the build leaves it.
            var rest = line.contains("`") ? Self.withoutCodeSpans(line)[...] : line[...]
            while let open = rest.firstIndex(of: "{") {
                rest = rest[rest.index(after: open)...]
                guard let next = rest.first, next == "{" || next == "%" else { continue }
                rest = rest.dropFirst()
                if next == "{", let delimiter = rest.first, delimiter == "<" || delimiter == "%" {
                    let call = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
                    let closing = call.first == "/"
                    let name = (closing ? call.dropFirst().drop { $0 == " " } : call).prefix { isNameCharacter($0) }
                    let end = call.firstRange(of: String(delimiter) + "}}")?.lowerBound ?? call.endIndex
                    if isName(name) { names.append(((closing ? "/" : "") + String(name), call[..<end])) }
                    continue
                }
                // Zola's: a name right before its parenthesis.
                let call = rest.drop { $0 == " " || $0 == "\t" }
                let name = call.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                let end = call.firstIndex(of: ")") ?? call.endIndex
                if call.dropFirst(name.count).first == "(", isName(name) { names.append((String(name), call[..<end])) }
            }
        }
        return names
    }

    /// The line with what its code spans hold blanked out (a run of backticks to the next run as long).
    private static func withoutCodeSpans(_ line: Substring) -> Substring {
        var characters = Array(line)
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else { index += 1; continue }
            var run = 0
            while index + run < characters.count, characters[index + run] == "`" { run += 1 }
            var close = index + run
            var found: Int?
            while close < characters.count {
                guard characters[close] == "`" else { close += 1; continue }
                var other = 0
                while close + other < characters.count, characters[close + other] == "`" { other += 1 }
                if other == run { found = close; break }
                close += other
            }
            guard let end = found else { index += run; continue }
            for inside in (index + run)..<end { characters[inside] = " " }
            index = end + run
        }
        return Substring(String(characters))
    }

    /// How a stand-in's template opens: the build names the shortcodes whose templates still do.
    static let marker = "{{! A stand-in written by site init --from"

    /// A stand-in's template: the image a call with `src` names, as most image shortcodes take it
    /// (hugo-easy-gallery's figure, drawn as the default theme's; rOpenSci's `imgtxt`, beside its
    /// text), else the `title` a call gives (a link when it gives `url`), and the text inside the
    /// call, or its `body` (Zola's `{{ character(body="Oh no…") }}` passes a call's text so, as its
    /// templates read it). With a note to whoever opens it.
    static func template(for name: String) -> String {
        "\(marker): the old theme's shortcode '\(name)' is not in the old site's folder, or could not be written as Mustache. It shows the image a call names with src, or its title, and the text inside it; write here what it drew, and take out this note. }}{{#src}}{{#has_inner}}<img src=\"{{src}}\" alt=\"{{alt}}\" loading=\"lazy\">{{/has_inner}}{{^has_inner}}{{>shortcodes/figure}}{{/has_inner}}{{/src}}{{^src}}{{#title}}<p class=\"stand-in-title\"><strong>{{#url}}<a href=\"{{url}}\">{{/url}}{{title}}{{#url}}</a>{{/url}}</strong></p>\n{{/title}}{{/src}}{{{inner_html}}}{{^has_inner}}{{#body}}<p>{{{body_html}}}</p>\n{{/body}}{{/has_inner}}"
    }

    /// A stand-in's template for a shortcode whose old template showed the text inside it as code
    /// (Hugo's docs' `code-toggle`): that text as a code block, in the language a `lang` names;
    /// nothing for a call without one (`code-toggle config=caches`, drawn from the old site's data).
    static func codeTemplate(for name: String) -> String {
        "\(marker): the old theme's shortcode '\(name)' could not be written as Mustache. Its template showed the text inside it as code, as this does; write here what else it drew, and take out this note. }}{{#has_inner}}{{{inner_highlighted}}}{{/has_inner}}"
    }

    /// The stand-ins' files.
    var files: [(path: String, text: String)] {
        callers.map {
            ("themes/default/shortcodes/\($0.name).mustache", showingCode.contains($0.name) ? Self.codeTemplate(for: $0.name) : Self.template(for: $0.name))
        }
    }

    /// What the summary says; nil when no stand-in is written.
    var note: String? {
        guard !callers.isEmpty else { return nil }
        let names = callers.map(\.name)
        let list = shortList(names, limit: 12)
        let pages = Set(callers.flatMap(\.pages)).sorted()
        let example = shortList(pages, limit: 2)
        let one = names.count == 1
        return "what the old theme's shortcode\(one ? "" : "s") \(list) drew (\(one ? "its template is" : "their templates are") not in the old site's folder, or could not be written as Mustache): \(example) call\(pages.count == 1 ? "s" : "") \(one ? "it" : "them"), and \(one ? "a stand-in" : "stand-ins") in themes/default/shortcodes/ show\(one ? "s" : "") the image a call names with src, or its title, and the text inside; write there what \(one ? "it" : "each") drew"
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_" || character == "/" || character == ".")
    }

    /// A name a stand-in's file may have: `blocks/cover`, never `/x` or `a//b`.
    private static func isName(_ name: Substring) -> Bool {
        // Docsy's `_param` starts with an underscore.
        guard let first = name.first, first.isLetter || first.isNumber || first == "_" else { return false }
        return !name.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }
}
