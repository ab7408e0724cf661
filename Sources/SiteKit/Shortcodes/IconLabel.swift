/// Quarto's icon shortcodes, `{{< fa brands github >}}` (Font Awesome) and
/// `{{< ai google-scholar >}}` (Academicons). No icon font is loaded here, so a brand's or a
/// site's icon is shown as its name: a link made of the icon alone (`[{{< fa brands github >}}](…)`)
/// keeps a name to read and click. Where the words beside the call already say it (`GitHub
/// {{< fa brands github >}}`), and for any other icon (`file-pdf`, `envelope`), nothing is shown.
enum IconLabel {
    static func label(for call: ShortcodeCall, in text: [UInt8]) -> String? {
        let words = call.positional.filter { !["solid", "regular", "brands", "light", "thin", "duotone"].contains($0.lowercased()) }
        guard let name = words.first?.lowercased(), call.name == "ai" || call.positional.first?.lowercased() == "brands" || known[name] != nil
        else { return nil }
        let label = brandName(name)
        // The words around the call up to a link's brackets or the line's end, without the call:
        // do they name the brand already?
        let offset = min(call.offset, text.count)
        let isBoundary = { (byte: UInt8) in byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "|") }
        let start = text[..<offset].lastIndex(where: isBoundary).map { $0 + 1 } ?? 0
        let callEnd = text[offset...].firstIndex(of: UInt8(ascii: "}")).map { min($0 + 2, text.count) } ?? text.count
        let end = text[callEnd...].firstIndex(where: isBoundary) ?? text.count
        let around = String(decoding: text[start..<offset] + text[callEnd..<end], as: UTF8.self).lowercased()
        return MarkdownTree.withoutLinkDestinations(around).contains(label.lowercased()) ? nil : label
    }

    /// LoveIt's, DoIt's and FixIt's icon in Markdown text, `:(fab fa-github):`. A mark that says
    /// yes or no (`fa-check-square`, `fa-square`, `fa-times`), as such tables use them, is its
    /// character (☑, ☐, ✗). A brand's icon alone (`[:(fab fa-github):](…)`) is the brand's name, so
    /// the link keeps one; beside words (`:(fab fa-js): JavaScript`) it is left out, as is any
    /// other icon: nil.
    static func label(forClasses classes: Substring, beside: String) -> String? {
        let words = classes.split(separator: " ").map { $0.lowercased() }
        guard let icon = words.first(where: { $0.hasPrefix("fa-") && !modifiers.contains($0) }) else { return nil }
        let name = String(icon.dropFirst(3))
        if let mark = marks[name] { return mark }
        let isBrand = words.contains("fab") || words.contains("fa-brands") || known[name] != nil
        guard isBrand, !MarkdownTree.withoutLinkDestinations(beside).unicodeScalars.contains(where: { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return nil }
        return brandName(name)
    }

    /// Icons that answer yes or no, as the characters that say it without the icon font.
    private static let marks: [String: String] = [
        "check": "✓", "check-circle": "✓", "circle-check": "✓", "check-square": "☑", "square-check": "☑", "square": "☐",
        "times": "✗", "xmark": "✗", "times-circle": "✗", "circle-xmark": "✗", "window-close": "☒", "square-xmark": "☒",
        // Material Design's and GitHub's Octicons' names, as Material for MkDocs writes them.
        "check-bold": "✓", "check-all": "✓", "check-circle-outline": "✓", "close": "✗", "close-circle": "✗", "close-thick": "✗", "x": "✗",
        "x-circle": "✗", "checkbox-marked": "☑", "checkbox-blank-outline": "☐",
    ]

    /// Font Awesome's classes that size or style an icon rather than name it.
    private static let modifiers: Set<String> = [
        "fa-fw", "fa-lg", "fa-xs", "fa-sm", "fa-1x", "fa-2x", "fa-3x", "fa-4x", "fa-5x", "fa-spin", "fa-pulse", "fa-border", "fa-inverse",
        "fa-solid", "fa-regular", "fa-brands", "fa-light", "fa-thin", "fa-duotone",
    ]

    /// The brand's name for an icon's: `github` → GitHub, `google-scholar` → Google Scholar.
    static func brandName(_ icon: String) -> String {
        known[icon] ?? icon.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// Brands and sites whose names are not their icons' names capitalised.
    private static let known = [
        "github": "GitHub", "gitlab": "GitLab", "linkedin": "LinkedIn", "linkedin-in": "LinkedIn", "youtube": "YouTube",
        "x-twitter": "X", "twitter": "Twitter", "bluesky": "Bluesky", "mastodon": "Mastodon", "wikipedia-w": "Wikipedia",
        "google-scholar": "Google Scholar", "orcid": "ORCID", "semantic-scholar": "Semantic Scholar", "researchgate": "ResearchGate",
        "arxiv": "arXiv", "r-project": "R", "stack-overflow": "Stack Overflow", "rss": "RSS", "osf": "OSF", "dblp": "dblp",
    ]
}
