import Foundation
import CCmark
import Charts
import Diagnostics
import Templates

/// Formulas in the text and in shortcodes, typeset as MathML, and references to numbered equations.
extension ShortcodeExpander {
    /// The text in `range` with each formula in it typeset (`mathHTML`), the rest as written; no
    /// formula starts inside an HTML tag's attributes.
    mutating func withFormulasTypeset(_ range: Range<Int>) -> String {
        var out: [UInt8] = []
        var index = range.lowerBound
        var insideTagUntil = range.lowerBound
        while index < range.upperBound {
            let byte = text[index]
            if byte == UInt8(ascii: "<"), index >= insideTagUntil, let end = HTMLOpenTag.end(in: text, at: index, limit: range.upperBound) {
                insideTagUntil = end
            }
            if index >= insideTagUntil, byte == UInt8(ascii: "$") || byte == UInt8(ascii: "\\"),
                let formula = MathSpans.span(in: text, at: index, limit: range.upperBound, singleDollars: environment.config.singleDollarMath)
            {
                out += Array(mathHTML(formula).utf8)
                index = formula.end
                continue
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `output` when it is one formula between its delimiters and nothing else, as a span whose
    /// problems are told at `offset` (the call); nil otherwise, or when the site reads no math.
    func wholeFormula(_ output: String, at offset: Int) -> MathSpans.Span? {
        guard environment.markdown.extensions.contains(.math), output.utf8.first == UInt8(ascii: "$") || output.utf8.first == UInt8(ascii: "\\") else { return nil }
        let bytes = Array(output.withoutTrailingNewlines.utf8)
        guard var formula = MathSpans.span(in: bytes, at: 0, limit: bytes.count, singleDollars: environment.config.singleDollarMath), formula.end == bytes.count
        else { return nil }
        (formula.texStart, formula.end) = (offset, offset + 1)
        return formula
    }

    /// A formula as the theme's `math` shortcode shows it (`mathml`, the typeset formula; `inner`,
    /// its TeX; `display` for display math), or its MathML when the theme has none. A formula
    /// that cannot be typeset is shown as TeX, with a warning at the place in it.
    mutating func mathHTML(_ written: MathSpans.Span) -> String {
        var formula = written
        // The page's text is what MathJax reads: `\(p &lt; 0.05\)`, as R Markdown's HTML writes it, is `p < 0.05`.
        if formula.tex.utf8.contains(UInt8(ascii: "&")) {
            formula.tex = HTMLEntities.decoded(formula.tex)
            formula.markdownRead = formula.markdownRead.map(HTMLEntities.decoded)
        }
        var mathML: String?
        switch typesetMath(formula.tex, display: formula.isDisplay, page: &texPage) {
        case .success(let markup):
            // A formula of `\newcommand`s only draws nothing.
            if markup.isEmpty { return "" }
            mathML = markup
        case .failure(let problem):
            // A post written for Markdown-then-MathJax (`\left\\{`, `\mathbb{P}\(`) means the TeX Markdown left.
            if let read = formula.markdownRead, case .success(let markup) = typesetMath(read, display: formula.isDisplay, page: &texPage) {
                if markup.isEmpty { return "" }
                mathML = markup
                formula.tex = read
            } else {
                warning(problem.message, at: min(formula.texStart + problem.offset, formula.end - 1))
            }
        }
        guard environment.knows("math"), let library = environment.library else { return MathSpans.html(formula, mathML: mathML) }
        var context: TemplateObject = [
            "inner": .string(formula.tex), "has_inner": true, "display": .bool(formula.isDisplay), "block": .bool(formula.isDisplay),
        ]
        if let mathML { context["mathml"] = .string(mathML) }
        do {
            // The template file's last newline would put a space before the punctuation after a formula.
            return try library.render("shortcodes/math", context: .object(context)).withoutTrailingNewlines
        } catch {
            diagnostics += error.diagnostics
            return MathSpans.html(formula, mathML: mathML)
        }
    }

    /// A shortcode's formula typeset (`{{< katex >}}`): display when its first argument, `display`
    /// or Zola's `block` says so, or when it is written between `$$` on a line of its own, as some
    /// themes' `math` wants it (in a sentence, `$$` is inline math, as in the text). Null, with a
    /// warning, when it cannot be.
    mutating func typeset(_ written: String, of call: ShortcodeCall, standsAlone: Bool) -> TemplateValue {
        var tex = written.trimmingSpaces()
        // `{{< katex display >}}`, jekyll-katex's `{% katex display %}` (and its `{% katex inline %}`), `display=true`, Zola's `block=true`.
        var display =
            call.positional.first.map { $0 != "inline" && $0 != "false" } == true
            || call.named.contains { ($0.key == "display" || $0.key == "block") && $0.value != "false" }
        for (open, close, isDisplay) in [("$$", "$$", true), ("\\[", "\\]", true), ("\\(", "\\)", false), ("$", "$", false)]
        where tex.count > open.count + close.count && tex.hasPrefix(open) && tex.hasSuffix(close) {
            tex = String(tex.dropFirst(open.count).dropLast(close.count)).trimmingSpaces()
            display = display || (isDisplay && standsAlone)
            break
        }
        switch typesetMath(tex, display: display, page: &texPage) {
        case .success(let markup): return .string(markup)
        case .failure(let problem):
            warning(problem.message, at: call.offset)
            return .null
        }
    }

    /// `\eqref{key}` and `\ref{key}` in the text as links to the labelled equation's number, now
    /// that every formula of the page has been numbered; a key no equation has is a warning.
    mutating func resolveEquationReferences() {
        for (block, reference) in equationReferences {
            guard let number = texPage.labels[reference.label] else {
                warning(
                    "no equation of this page is labelled '\(reference.label.shortenedForMessage(limit: 40))', so the reference reads (?); add \\label{\(reference.label.shortenedForMessage(limit: 40))} to the equation, or check the spelling",
                    at: reference.start)
                blocks[block] = reference.isParenthesized ? "(?)" : "?"
                continue
            }
            let shown = reference.isParenthesized ? number : String(number.dropFirst().dropLast())
            blocks[block] = "<a class=\"equation-ref\" href=\"#\(TeXPage.anchor(of: reference.label).xmlEscaped)\">\(shown.xmlEscaped)</a>"
        }
    }
}
