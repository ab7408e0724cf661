import Foundation

/// WordPress's paragraphs, as it makes them when it shows a post written in the classic editor
/// (its `wpautop`): a blank line between two paragraphs, a line break within one, each block
/// element (`<h2>`, `<table>`, `<blockquote>`) a paragraph of its own however it is written.
/// The result is one HTML block for Markdown: no blank line in it (a blank line in a `<pre>` is
/// kept as a line holding a space), so Markdown passes it through whole.
enum WordPressParagraphs {
    private static let blocks =
        "(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)"

    /// `html` with its paragraphs made; empty when it holds nothing but blanks.
    static func html(_ html: String) -> String {
        guard !html.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return "" }
        // `<pre>`, `<script>` and `<style>` keep their lines as written: set aside, put back at the end.
        var kept: [String] = []
        var text = replacing(#"<(pre|script|style)[\s>][\s\S]*?</\1>"#, in: html, options: [.caseInsensitive]) { match in
            kept.append(match)
            return "<pre wp-kept=\"\(kept.count - 1)\"></pre>"
        }
        text = replacing(#"<br\s*/?>\s*<br\s*/?>"#, in: text) { _ in "\n\n" }
        // Each block element's tags on lines of their own, so a paragraph never holds one.
        text = replacing("(<" + blocks + #"[\s/>])"#, in: text, options: [.caseInsensitive]) { "\n\n" + $0 }
        text = replacing("(</" + blocks + ">)", in: text, options: [.caseInsensitive]) { $0 + "\n\n" }
        text = replacing(#"\n\s*\n"#, in: text) { _ in "\n\n" }
        var paragraphs = text.components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        paragraphs = paragraphs.map { "<p>" + $0 + "</p>" }
        text = paragraphs.joined(separator: "\n")
        // A block element is no paragraph's text: the `<p>` around it goes.
        text = replacing(#"<p>\s*</p>"#, in: text) { _ in "" }
        text = replacing("<p>\\s*(</?" + blocks + "[^>]*>)\\s*</p>", in: text, options: [.caseInsensitive], template: "$1")
        text = replacing(#"<p>(<li.+?)</p>"#, in: text, template: "$1")
        text = replacing("<p>\\s*(</?" + blocks + "[^>]*>)", in: text, options: [.caseInsensitive], template: "$1")
        text = replacing("(</?" + blocks + "[^>]*>)\\s*</p>", in: text, options: [.caseInsensitive], template: "$1")
        // A line break within a paragraph is one, but not beside a block element's tag.
        text = replacing(#"(?<!<br>)[ \t]*\n(?!</?"# + blocks + #"[\s/>])"#, in: text, options: [.caseInsensitive]) { _ in "<br>\n" }
        text = replacing("(</?" + blocks + "[^>]*>)<br>", in: text, options: [.caseInsensitive], template: "$1")
        text = replacing("<br>(\\s*</?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)", in: text, options: [.caseInsensitive], template: "$1")
        // The set-aside elements back, their blank lines kept as lines Markdown does not take for blank.
        text = replacing(#"<pre wp-kept="(\d+)"></pre>"#, in: text) { match in
            let index = Int(match.dropFirst(14).prefix { $0.isNumber }) ?? 0
            return kept[index].replacingOccurrences(of: #"\n[ \t]*(?=\n)"#, with: "\n ", options: .regularExpression)
        }
        return text.replacingOccurrences(of: #"\n[ \t]*\n"#, with: "\n", options: .regularExpression)
    }

    private static func replacing(_ pattern: String, in text: String, options: NSRegularExpression.Options = [], template: String) -> String {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: options) else { return text }
        return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }

    private static func replacing(_ pattern: String, in text: String, options: NSRegularExpression.Options = [], with replacement: (String) -> String) -> String {
        ScriptValues.replacingMatches(of: pattern, in: text, options: options) { replacement($0[0]) }
    }
}
