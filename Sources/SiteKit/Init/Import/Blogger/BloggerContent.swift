import Foundation

/// A Blogger post's HTML as the Markdown file of a new site holds it: one HTML block per element
/// (which Markdown passes through), the editor's wrapper (`<div dir="ltr" trbidi="on">`) taken
/// off so headings become Markdown's, the "read more" jump (`<a name="more">`) the summary's end,
/// code in `<pre>` (SyntaxHighlighter's `class="brush: python"`, or none) fenced and highlighted
/// at build time, and a YouTube or Vimeo player the theme's shortcode.
enum BloggerContent {
    static func markdown(of html: String) -> String {
        var text = html.replacingOccurrences(of: "\r\n", with: "\n")
        // The compose editor wraps a whole post in one div, which would hide its headings from Markdown.
        if let inside = ScriptValues.firstMatch(#"^\s*<div[^>]*\btrbidi="on"[^>]*>([\s\S]*)</div>\s*$"#, in: text).first {
            text = inside
        }
        text = text.replacingOccurrences(of: #"<a name=['"]more['"]>\s*</a>(?:\s*<br\s*/?>)?"#, with: "\n<!--more-->\n", options: .regularExpression)
        return ImportedHTML.markdown(of: text, converting: converted)
    }

    /// An element Blogger's editor writes that this site draws its own way; nil for any other.
    private static func converted(_ element: String) -> [String]? {
        if element.hasPrefix("<pre"), let parts = ScriptValues.groups(of: #"^<pre([^>]*)>(?:<code[^>]*>)?([\s\S]*?)(?:</code>)?</pre>$"#, in: element),
            !parts[1].contains("<")
        {
            // `class="brush: python; gutter: false"` (SyntaxHighlighter), `class="python"`, `class="lang-python"`.
            let classes = ScriptValues.firstMatch(#"class=['"]([^'"]*)['"]"#, in: parts[0]).first ?? ""
            var language = ScriptValues.firstMatch(#"brush:\s*([A-Za-z0-9+#-]+)"#, in: classes).first
                ?? classes.split(separator: " ").first.map { String($0.hasPrefix("lang-") ? $0.dropFirst(5) : $0.hasPrefix("language-") ? $0.dropFirst(9) : $0) } ?? ""
            if ["prettyprint", "code", "codeblock"].contains(language) { language = "" }
            let code = HTMLEntities.decoded(parts[1]).trimmingCharacters(in: .newlines)
            return [ImportedHTML.fencedCode(code, language: language.lowercased())]
        }
        // A player alone in its element (often a centred `<div class="separator">`); one beside words stays.
        if element.contains("<iframe"), let source = ScriptValues.firstMatch(#"<iframe[^>]*\ssrc=['"]([^'"]+)['"]"#, in: element).first,
            let video = VideoEmbed(url: HTMLEntities.decoded(source.hasPrefix("//") ? "https:" + source : source)),
            !element.replacingOccurrences(of: #"<iframe[\s\S]*?</iframe>|<[^>]+>|&nbsp;"#, with: "", options: .regularExpression).contains(where: \.isLetter)
        {
            return ["{{< \(video.provider) \(video.id) >}}"]
        }
        return nil
    }
}
