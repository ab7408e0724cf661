/// TeX as kramdown (Jekyll) and Hugo's passthrough read it: `$$…$$`, and `\\(…\\)` and `\\[…\\]`
/// as bloggers who load MathJax or KaTeX write them in Markdown. Found before cmark reads the
/// post (see `ShortcodeExpander`), so that `_` and `*` in a formula never become emphasis; each
/// is typeset as MathML (`typesetMath`) and given to the theme's `math` shortcode with the TeX
/// as written (without one, the MathML itself; a formula that cannot be typeset is shown as
/// `<code class="math">` / `<pre class="math">`, with a warning).
///
/// Hugo's passthrough forms `\(…\)` and `\[…\]` (the latter on lines of its own) are read too.
///
/// `$$…$$` is display math when it stands on lines of its own, inline math otherwise; `\\[…\\]`
/// is display math, `\\(…\\)` inline. `$…$` is inline math by pandoc's rule, which keeps prices
/// text: the opening `$` has no space after it, the closing one no space before it and no digit
/// after it (`$5 or $10` stays text, `$x_i$` is a formula).
/// A formula does not cross a blank line, except a `$$` block on lines of its own (kramdown's),
/// and in `\\(…\\)` forms Markdown's backslash escapes are read (`\_` is `_`), as kramdown and
/// goldmark read them before MathJax sees the text.
enum MathSpans {
    struct Span {
        /// The TeX, without its delimiters.
        var tex: String
        var isDisplay: Bool
        /// Where the text goes on after the closing delimiter.
        var end: Int
        /// Where the TeX starts in the text, for a problem's place in it.
        var texStart: Int
        /// The TeX as MathJax saw it after Markdown read every backslash escape (`\(` → `(`,
        /// `\\{` → `\{`): what an older post written for Markdown-then-MathJax means when its TeX
        /// as written cannot be typeset. Nil where no escape differs or Markdown's escapes were read already.
        var markdownRead: String? = nil
    }

    /// Whether the text may hold a formula: one look at its bytes.
    static func mayHold(_ text: String) -> Bool {
        MarkdownTree.text(text, containsAnyOf: ["$", "\\(", "\\[", "\\begin{", "```math", "``` math", "~~~math", "~~~ math", "\\eqref{", "\\ref{"])
    }

    /// A fenced block of ```` ```math ```` (GitHub's and GitLab's display math), its lines the TeX; nil for other fences.
    static func fencedSpan(in text: [UInt8], fence: Range<Int>) -> Span? {
        var index = fence.lowerBound
        while index < fence.upperBound, text[index] == UInt8(ascii: " ") { index += 1 }
        let mark = text[index]
        guard mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~") else { return nil }
        while index < fence.upperBound, text[index] == mark { index += 1 }
        while index < fence.upperBound, text[index] == UInt8(ascii: " ") { index += 1 }
        let word = Array("math".utf8)
        guard index + word.count <= fence.upperBound, text[index..<(index + word.count)].elementsEqual(word) else { return nil }
        let after = index + word.count
        guard after < fence.upperBound, text[after] == UInt8(ascii: "\n") || isBlank(text[after]) else { return nil }
        guard let firstLineEnd = text[after..<fence.upperBound].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        // The closing fence is the last line of the range (an unclosed fence runs to the end of the text).
        var closing = fence.upperBound
        if closing > firstLineEnd + 1, text[closing - 1] == UInt8(ascii: "\n") { closing -= 1 }
        while closing > firstLineEnd + 1, text[closing - 1] != UInt8(ascii: "\n") { closing -= 1 }
        let body = firstLineEnd + 1 < closing ? text[(firstLineEnd + 1)..<closing] : []
        let tex = String(decoding: body, as: UTF8.self).trimmingSpaces()
        return Span(tex: tex, isDisplay: true, end: fence.upperBound, texStart: firstNonBlank(text, from: firstLineEnd + 1, limit: closing))
    }

    /// The formula a code span holds and nothing else (`` `\(x_i\)` ``, `` `$$y$$` ``,
    /// `` `\begin{aligned}…\end{aligned}` ``), as blogdown's math-code.js reads inline code; nil for
    /// any other code (`` `\(x) x + 1` ``, `` `$ ls` ``, `` `$...$` `` naming the delimiters).
    static func formula(inCodeSpan span: Range<Int>, of text: [UInt8]) -> Span? {
        var ticks = 0
        while span.lowerBound + ticks < span.upperBound, text[span.lowerBound + ticks] == UInt8(ascii: "`") { ticks += 1 }
        guard span.count > 2 * ticks else { return nil }
        var inner = String(decoding: text[(span.lowerBound + ticks)..<(span.upperBound - ticks)], as: UTF8.self)
        // CommonMark drops one space at each end when both are there (`` `` `$x$` `` ``).
        if inner.count > 2, inner.hasPrefix(" "), inner.hasSuffix(" ") { inner = String(inner.dropFirst().dropLast()) }
        let forms: [(open: String, close: String, display: Bool)] = [("\\(", "\\)", false), ("\\[", "\\]", true), ("$$", "$$", true), ("$", "$", false)]
        for form in forms where inner.count > form.open.count + form.close.count && inner.hasPrefix(form.open) && inner.hasSuffix(form.close) {
            let tex = String(inner.dropFirst(form.open.count).dropLast(form.close.count))
            // `$…$` has no dollar at either end of its TeX (that is `$$…$$`); and TeX with no letter,
            // digit or command is a name for the delimiters (`$...$`, `\( \)`), not a formula.
            if form.open == "$", tex.hasPrefix("$") || tex.hasSuffix("$") { continue }
            guard tex.contains(where: { $0.isLetter || $0.isNumber || $0 == "\\" }) else { return nil }
            return Span(tex: tex.trimmingSpaces(), isDisplay: form.display, end: span.upperBound, texStart: span.lowerBound + ticks + form.open.utf8.count)
        }
        if inner.hasPrefix("\\begin{"), inner.hasSuffix("}"), inner.contains("\\end{") {
            return Span(tex: inner, isDisplay: true, end: span.upperBound, texStart: span.lowerBound + ticks)
        }
        return nil
    }

    /// TeX that is one code span (`` $$\n`\begin{aligned}…\end{aligned}`\n$$ ``, blogdown's way of
    /// keeping a display formula from Markdown) without the backticks; nil for any other TeX.
    private static func withoutCodeSpanAround(_ tex: String) -> String? {
        let trimmed = tex.trimmingSpaces()
        guard trimmed.count > 2, trimmed.hasPrefix("`"), trimmed.hasSuffix("`"), !trimmed.dropFirst().dropLast().contains("`") else { return nil }
        return String(trimmed.dropFirst().dropLast())
    }

    /// `\eqref{key}` or `\ref{key}` in the text, outside a formula: MathJax makes it a link to the
    /// labelled equation's number.
    struct EquationReference {
        var label: String
        var isParenthesized: Bool
        var start: Int
        var end: Int
    }

    static func equationReference(in text: [UInt8], at start: Int, limit: Int) -> EquationReference? {
        for (word, isParenthesized) in [("\\eqref{", true), ("\\ref{", false)] {
            let bytes = Array(word.utf8)
            guard start + bytes.count < limit, text[start..<(start + bytes.count)].elementsEqual(bytes) else { continue }
            // An escaped backslash before it is text.
            if start > 0, text[start - 1] == UInt8(ascii: "\\") { return nil }
            guard let close = text[(start + bytes.count)..<limit].prefix(80).firstIndex(of: UInt8(ascii: "}")), close > start + bytes.count,
                !text[(start + bytes.count)..<close].contains(UInt8(ascii: "\n"))
            else { return nil }
            let label = String(decoding: text[(start + bytes.count)..<close], as: UTF8.self).trimmingSpaces()
            return EquationReference(label: label, isParenthesized: isParenthesized, start: start, end: close + 1)
        }
        return nil
    }

    /// Whether a post refers to its equations (`\eqref{…}`, `\ref{…}`), and so was written for their numbers.
    static func refersToEquations(_ text: [UInt8]) -> Bool {
        text.offset(of: Array("\\eqref{".utf8)) != nil || text.offset(of: Array("\\ref{".utf8)) != nil
    }

    /// The environments MathJax typesets where they stand in the text, without delimiters.
    static let bareEnvironments: Set<String> = [
        "align", "align*", "alignat", "alignat*", "equation", "equation*", "gather", "gather*", "multline", "multline*",
        "eqnarray", "eqnarray*", "flalign", "flalign*",
    ]

    /// The start of the first line after `index` that begins one of `bareEnvironments`, or `limit`;
    /// a blank line (which ends the search for a closing anyway) stops it too.
    private static func nextEnvironmentLine(in text: [UInt8], after index: Int, limit: Int) -> Int {
        let opening = Array("\\begin{".utf8)
        var line = index
        while line < limit {
            guard let newline = text[line..<limit].firstIndex(of: UInt8(ascii: "\n")) else { return limit }
            line = newline + 1
            var first = line
            while first < limit, text[first] == UInt8(ascii: " ") || text[first] == UInt8(ascii: "\t") { first += 1 }
            if first == limit || text[first] == UInt8(ascii: "\n") || text[first] == UInt8(ascii: "\r") { return line }
            guard first + opening.count < limit, text[first..<(first + opening.count)].elementsEqual(opening) else { continue }
            let nameStart = first + opening.count
            guard let close = text[nameStart..<min(limit, nameStart + 40)].firstIndex(of: UInt8(ascii: "}")) else { continue }
            if bareEnvironments.contains(String(decoding: text[nameStart..<close], as: UTF8.self)) { return line }
        }
        return limit
    }

    /// `\begin{align} … \end{align}` on a line of its own, as MathJax finds it without `$$`: display
    /// math, the Markdown escapes the post's own Markdown read first (`\\\ ` is a row break).
    private static func environmentSpan(in text: [UInt8], at start: Int, limit: Int) -> Span? {
        let opening = Array("\\begin{".utf8)
        guard start + opening.count < limit, text[start..<(start + opening.count)].elementsEqual(opening), startsLine(text, start) else { return nil }
        var nameEnd = start + opening.count
        while nameEnd < limit, nameEnd - start < 40, text[nameEnd] != UInt8(ascii: "}") { nameEnd += 1 }
        guard nameEnd < limit, text[nameEnd] == UInt8(ascii: "}") else { return nil }
        let name = String(decoding: text[(start + opening.count)..<nameEnd], as: UTF8.self)
        guard bareEnvironments.contains(name) else { return nil }
        let ending = Array("\\end{\(name)}".utf8)
        // These environments do not nest: the next one to begin ends the search, so a paragraph of
        // openings never closed is read once, not once for each.
        let searched = nextEnvironmentLine(in: text, after: nameEnd, limit: limit)
        guard let close = closing(ending, in: text, from: nameEnd + 1, limit: searched) else { return nil }
        let end = close + ending.count
        let tex = unescaped(self.tex(text[start..<end], quoted: isQuoted(text, start)))
        return Span(tex: tex, isDisplay: true, end: end, texStart: start)
    }

    /// The formula that opens at `start` in `text` (before `limit`), or nil; `$…$` only when
    /// `singleDollars` (the site's `single_dollar_math`). With `mathInCode` (the site's
    /// `math_in_code`), TeX that is one code span (`` $$\n`\begin{aligned}…`\n$$ ``) is read without its backticks.
    static func span(in text: [UInt8], at start: Int, limit: Int, singleDollars: Bool = true, mathInCode: Bool = false) -> Span? {
        guard var span = writtenSpan(in: text, at: start, limit: limit, singleDollars: singleDollars) else { return nil }
        if mathInCode, let tex = withoutCodeSpanAround(span.tex) { span.tex = tex }
        return span
    }

    private static func writtenSpan(in text: [UInt8], at start: Int, limit: Int, singleDollars: Bool) -> Span? {
        let dollar = UInt8(ascii: "$"), backslash = UInt8(ascii: "\\")
        func at(_ index: Int, _ byte: UInt8) -> Bool { index < limit && text[index] == byte }
        if at(start, dollar), at(start + 1, dollar) {
            // An escaped dollar (`\$$`) is text.
            if start > 0, text[start - 1] == backslash { return nil }
            // kramdown's math block (`$$` on lines of its own) may hold blank lines between its equations, as Jekyll posts write them.
            let standsOnItsOwnLine = startsLine(text, start) && endsLine(text, start + 2, limit: limit)
            guard
                let close = closing([dollar, dollar], in: text, from: start + 2, limit: limit)
                    ?? (standsOnItsOwnLine ? closing([dollar, dollar], in: text, from: start + 2, limit: limit, acrossBlankLines: true) : nil),
                close > start + 2
            else { return nil }
            let tex = self.tex(text[(start + 2)..<close], quoted: isQuoted(text, start))
            let end = close + 2
            return Span(
                tex: tex, isDisplay: startsLine(text, start) && endsLine(text, end, limit: limit), end: end,
                texStart: firstNonBlank(text, from: start + 2, limit: close), markdownRead: markdownRead(tex))
        }
        if at(start, dollar) { return singleDollars ? singleDollarSpan(in: text, at: start, limit: limit) : nil }
        if at(start, backslash), at(start + 1, UInt8(ascii: "(")) || at(start + 1, UInt8(ascii: "[")) {
            return passthroughSpan(in: text, at: start, limit: limit)
        }
        if at(start, backslash), at(start + 1, UInt8(ascii: "b")) { return environmentSpan(in: text, at: start, limit: limit) }
        guard at(start, backslash), at(start + 1, backslash), start + 2 < limit else { return nil }
        let opening = text[start + 2]
        guard opening == UInt8(ascii: "(") || opening == UInt8(ascii: "[") else { return nil }
        // `\\\(` is an escaped backslash and an escaped parenthesis: text.
        if start > 0, text[start - 1] == backslash { return nil }
        let closer = opening == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
        guard let close = closing([backslash, backslash, closer], in: text, from: start + 3, limit: limit), close > start + 3 else {
            return nil
        }
        let tex = unescaped(self.tex(text[(start + 3)..<close], quoted: isQuoted(text, start)))
        return Span(tex: tex, isDisplay: opening == UInt8(ascii: "["), end: close + 3, texStart: firstNonBlank(text, from: start + 3, limit: close))
    }

    /// `\(…\)` and `\[…\]` as Hugo's passthrough reads them, the TeX as written. `\[…\]` only
    /// on lines of its own: in a sentence, `\[1\]` is more often an escaped bracket.
    private static func passthroughSpan(in text: [UInt8], at start: Int, limit: Int) -> Span? {
        let backslash = UInt8(ascii: "\\")
        if start > 0, text[start - 1] == backslash { return nil }
        let isDisplay = text[start + 1] == UInt8(ascii: "[")
        let closer = isDisplay ? UInt8(ascii: "]") : UInt8(ascii: ")")
        guard let close = closing([backslash, closer], in: text, from: start + 2, limit: limit), close > start + 2 else { return nil }
        let end = close + 2
        if isDisplay, !(startsLine(text, start) && endsLine(text, end, limit: limit)) { return nil }
        // `\(^\)`, as an HTML-to-Markdown converter escapes `(^)` in a sentence: no letter, digit or
        // command between them, so the parentheses are escaped text, not a formula.
        if !isDisplay, !text[(start + 2)..<close].contains(where: { ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 122) || $0 == backslash || $0 >= 0x80 }) {
            return nil
        }
        let tex = tex(text[(start + 2)..<close], quoted: isQuoted(text, start))
        return Span(
            tex: tex, isDisplay: isDisplay, end: end, texStart: firstNonBlank(text, from: start + 2, limit: close),
            markdownRead: markdownRead(tex))
    }

    /// `$…$` by pandoc's rule, on one line, before any code span.
    private static func singleDollarSpan(in text: [UInt8], at start: Int, limit: Int) -> Span? {
        let dollar = UInt8(ascii: "$")
        if start > 0, text[start - 1] == UInt8(ascii: "\\") { return nil }
        guard start + 1 < limit, !isBlank(text[start + 1]) else { return nil }
        var index = start + 1
        // A `$` inside braces is no end (`$\text{length($A$)}$`): MathJax balances braces before it looks for one.
        var depth = 0
        // A backtick starts a code span, which a formula never runs into (`` `$$` `` after a lone `$` is code).
        while index < limit, text[index] != UInt8(ascii: "\n"), text[index] != UInt8(ascii: "`") {
            if text[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if text[index] == UInt8(ascii: "{") { depth += 1 }
            if text[index] == UInt8(ascii: "}"), depth > 0 { depth -= 1 }
            if text[index] == dollar, depth == 0 {
                let closes = !isBlank(text[index - 1]) && !(index + 1 < limit && (48...57).contains(text[index + 1]))
                guard closes else { return nil }
                let written = String(decoding: text[(start + 1)..<index], as: UTF8.self)
                return Span(
                    tex: markdownEscapesRead(written), isDisplay: false, end: index + 1, texStart: start + 1,
                    markdownRead: markdownRead(written))
            }
            index += 1
        }
        return nil
    }

    private static func firstNonBlank(_ text: [UInt8], from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit, isBlank(text[index]) { index += 1 }
        return index
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// The markup of a formula when the theme has no `math` shortcode: its MathML, or else its TeX as code.
    static func html(_ span: Span, mathML: String?) -> String {
        if let mathML { return mathML }
        return span.isDisplay ? "<pre class=\"math\">\(span.tex.xmlEscaped)</pre>" : "<code class=\"math\">\(span.tex.xmlEscaped)</code>"
    }

    /// Where `delimiter` closes a formula; nil when a blank line comes first. `acrossBlankLines`:
    /// a block's closing `$$` on a line of its own within `longestMathBlock` lines, blank ones among them.
    private static func closing(_ delimiter: [UInt8], in text: [UInt8], from: Int, limit: Int, acrossBlankLines: Bool = false) -> Int? {
        var index = from
        var lineIsBlank = false
        var lines = 0
        while index + delimiter.count <= limit {
            let byte = text[index]
            if byte == UInt8(ascii: "\n") {
                lines += 1
                if acrossBlankLines {
                    if lines > longestMathBlock { return nil }
                } else if lineIsBlank {
                    return nil
                }
                lineIsBlank = true
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                lineIsBlank = false
                if byte == delimiter[0], text[index..<(index + delimiter.count)].elementsEqual(delimiter) {
                    if !acrossBlankLines || startsLine(text, index) && endsLine(text, index + delimiter.count, limit: limit) { return index }
                    return nil
                }
            }
            index += 1
        }
        return nil
    }

    /// The most lines a math block with blank lines in it may run over: an unclosed `$$` reads no further.
    static let longestMathBlock = 60

    /// Whether only blanks (and a quote's `>` marks) share the lines of `span` with it.
    static func standsAlone(_ span: Range<Int>, in text: [UInt8]) -> Bool {
        startsLine(text, span.lowerBound) && endsLine(text, span.upperBound, limit: text.count)
    }

    /// Whether only blanks and a quote's `>` marks come between the line's start and `index`.
    private static func startsLine(_ text: [UInt8], _ index: Int) -> Bool {
        var start = index
        while start > 0, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: ">"), index - start < 16 { start -= 1 }
        return start == 0 || text[start - 1] == UInt8(ascii: "\n")
    }

    /// Whether the line holding `index` is in a quote (starts with `>`).
    private static func isQuoted(_ text: [UInt8], _ index: Int) -> Bool {
        var start = index
        while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return text[start..<index].first { $0 != UInt8(ascii: " ") } == UInt8(ascii: ">")
    }

    /// The TeX between the delimiters, trimmed; in a quote, without the `>` marks that start its lines.
    private static func tex(_ bytes: ArraySlice<UInt8>, quoted: Bool) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard quoted, text.contains("\n") else { return text.trimmingSpaces() }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index == 0 ? line : line.drop { $0 == " " || $0 == ">" }
        }
        return lines.joined(separator: "\n").trimmingSpaces()
    }

    /// Whether only blanks come between `index` and the line's end.
    private static func endsLine(_ text: [UInt8], _ index: Int, limit: Int) -> Bool {
        var end = index
        while end < limit, text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: "\t") || text[end] == UInt8(ascii: "\r") {
            end += 1
        }
        return end >= limit || text[end] == UInt8(ascii: "\n")
    }

    /// `$…$` as a Jekyll post wrote it for MathJax: kramdown read it as Markdown first, so the post
    /// escapes what Markdown would take (`x\_i`, `p^\*`, `\\{0, 1\\}`). Those escapes are read;
    /// TeX's own (`\{`, `\,`, `\%`) are not, and mean what they mean in TeX.
    private static func markdownEscapesRead(_ tex: String) -> String {
        guard tex.utf8.contains(UInt8(ascii: "\\")) else { return tex }
        let bytes = Array(tex.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                // `\_` and `\*`: an escaped underscore and star. `\\{`: an escaped backslash before a
                // brace (a row break means nothing inline).
                if next == UInt8(ascii: "_") || next == UInt8(ascii: "*") {
                    out.append(next)
                    index += 2
                    continue
                }
                if next == UInt8(ascii: "\\"), index + 2 < bytes.count, bytes[index + 2].isASCIIPunctuation {
                    out.append(byte)
                    out.append(bytes[index + 2])
                    index += 3
                    continue
                }
                out.append(byte)
                out.append(next)
                index += 2
                continue
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The TeX with every Markdown escape read, when that changes it.
    private static func markdownRead(_ tex: String) -> String? {
        guard tex.utf8.contains(UInt8(ascii: "\\")) else { return nil }
        let read = unescaped(tex)
        return read == tex ? nil : read
    }

    /// The text with CommonMark's backslash escapes read: `\_` → `_`, `\\` → `\`.
    private static func unescaped(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.endIndex, bytes[index + 1].isASCIIPunctuation {
                out.append(bytes[index + 1])
                index += 2
                continue
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
