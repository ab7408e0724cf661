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
        let label = known[name] ?? name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        // The line the call is on, lowercased, to see whether it names the brand already.
        let start = text[..<min(call.offset, text.count)].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let end = text[min(call.offset, text.count)...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
        let line = String(decoding: text[start..<end], as: UTF8.self).lowercased()
        let withoutCall = line.replacingOccurrences(of: name, with: "")
        return withoutCall.contains(label.lowercased()) ? nil : label
    }

    /// Brands and sites whose names are not their icons' names capitalised.
    private static let known = [
        "github": "GitHub", "gitlab": "GitLab", "linkedin": "LinkedIn", "linkedin-in": "LinkedIn", "youtube": "YouTube",
        "x-twitter": "X", "twitter": "Twitter", "bluesky": "Bluesky", "mastodon": "Mastodon", "wikipedia-w": "Wikipedia",
        "google-scholar": "Google Scholar", "orcid": "ORCID", "semantic-scholar": "Semantic Scholar", "researchgate": "ResearchGate",
        "arxiv": "arXiv", "r-project": "R", "stack-overflow": "Stack Overflow", "rss": "RSS", "osf": "OSF", "dblp": "dblp",
    ]
}
