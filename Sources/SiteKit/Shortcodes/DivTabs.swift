/// The tabs of a fenced div: vuepress-theme-hope's `::: tabs` and `::: code-tabs`, each tab opened
/// by a line `@tab Label` (`@tab:active Label` for the one shown first), and VitePress's
/// `::: code-group`, each fenced code block a tab labelled by the `[label]` of its info string
/// (` ```sh [npm] `). Every tab is shown, under its label: no script switches them.
enum DivTabs {
    struct Part {
        var label: String
        /// The tab's Markdown in the text.
        var range: Range<Int>
    }

    /// The div's class names that make tabs.
    static let names: Set = ["tabs", "code-tabs", "code-group"]

    /// The tabs of a div of class `name` whose Markdown is `range` of `text`; `fences` are the
    /// text's fenced code blocks, whose lines are never tab marks. Empty when it has none.
    static func parts(of name: String, in text: [UInt8], range: Range<Int>, fences: [Range<Int>]) -> [Part] {
        name == "code-group" ? codeBlocks(in: text, range: range, fences: fences) : marked(in: text, range: range, fences: fences)
    }

    /// The parts after each `@tab` line, to the next one or the div's end.
    private static func marked(in text: [UInt8], range: Range<Int>, fences: [Range<Int>]) -> [Part] {
        var marks: [(label: String, lineStart: Int, contentStart: Int)] = []
        var lineStart = range.lowerBound
        while lineStart < range.upperBound {
            let lineEnd = text[lineStart..<range.upperBound].firstIndex(of: UInt8(ascii: "\n")) ?? range.upperBound
            if !fences.contains(where: { $0.contains(lineStart) }), let label = tabLabel(text[lineStart..<lineEnd]) {
                marks.append((label, lineStart, min(lineEnd + 1, range.upperBound)))
            }
            lineStart = lineEnd + 1
        }
        return marks.enumerated().map { index, mark in
            let end = index + 1 < marks.count ? marks[index + 1].lineStart : range.upperBound
            return Part(label: mark.label, range: mark.contentStart..<max(mark.contentStart, end))
        }
    }

    /// `@tab Label`, `@tab:active Label` (a line of blanks before it aside): the label; nil for another line.
    private static func tabLabel(_ line: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: line, as: UTF8.self).trimmingSpaces()
        guard text.hasPrefix("@tab") else { return nil }
        var rest = text.dropFirst(4)
        guard rest.isEmpty || rest.first == " " || rest.first == ":" || rest.first == "#" else { return nil }
        // `:active` and `#id` (a tab's key for a group of tabs kept in step) are the old theme's.
        while let first = rest.first, first == ":" || first == "#" { rest = rest.drop { $0 != " " } }
        return rest.trimmingSpaces()
    }

    /// Each fenced code block in the range, labelled by its info string's `[label]`, else its language.
    private static func codeBlocks(in text: [UInt8], range: Range<Int>, fences: [Range<Int>]) -> [Part] {
        fences.filter { range.contains($0.lowerBound) }.map { fence in
            let lineEnd = text[fence].firstIndex(of: UInt8(ascii: "\n")) ?? fence.upperBound
            let info = String(decoding: text[fence.lowerBound..<lineEnd], as: UTF8.self).trimmingCharacters(in: .init(charactersIn: "`~ \r"))
            let label: String
            if let open = info.firstIndex(of: "["), let close = info[open...].firstIndex(of: "]") {
                label = String(info[info.index(after: open)..<close])
            } else {
                label = String(info.prefix { !$0.isWhitespace && $0 != "{" })
            }
            return Part(label: label, range: fence)
        }
    }
}
