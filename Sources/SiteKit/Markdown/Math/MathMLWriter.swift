/// Writes a formula's tree as MathML Core, which browsers draw without script, with the TeX as
/// its annotation (what a reader copies, and what tools that read TeX find).
struct MathMLWriter {
    private var markup = ""

    /// A display formula wider than this (in em) may not fit a phone's column.
    static let phoneColumn = 16.0

    static func math(_ tree: MathNode, tex: String, display: Bool) -> String {
        var writer = MathMLWriter()
        // A wide display formula scrolls inside the column, in a group a keyboard can reach and scroll
        // (a group, not a region: a page of formulas would have many landmarks of one name).
        let scrolls = display && tree.estimatedWidth > phoneColumn
        if scrolls { writer.markup += "<div class=\"math-scroll\" role=\"group\" tabindex=\"0\" aria-label=\"Formula\">" }
        writer.markup += display ? "<math display=\"block\"><semantics>" : "<math><semantics>"
        writer.element(tree)
        writer.markup += "<annotation encoding=\"application/x-tex\">" + tex.xmlEscaped + "</annotation></semantics></math>"
        if scrolls { writer.markup += "</div>" }
        return writer.markup
    }

    /// The node as one element: several side by side are wrapped in `<mrow>`.
    private mutating func element(_ node: MathNode) {
        switch node {
        case .row(let nodes) where nodes.count == 1 && !nodes[0].isFunction:
            element(nodes[0])
        case .row(let nodes):
            markup += "<mrow>"
            children(nodes)
            markup += "</mrow>"
        case .identifier(let text, let upright):
            markup += upright && text.unicodeScalars.count == 1 ? "<mi mathvariant=\"normal\">" : "<mi>"
            markup += text.xmlEscaped + "</mi>"
        case .function(let name, _):
            markup += "<mi>" + name.xmlEscaped + "</mi>"
        case .number(let digits):
            markup += "<mn>" + digits.xmlEscaped + "</mn>"
        case .symbol(let text, let op):
            symbol(text, op)
        case .text(let text):
            // MathML drops spaces at a token's ends: `\text{ if }` keeps them as no-break spaces.
            markup += "<mtext>" + String(text.map { $0 == " " ? "\u{A0}" : $0 }).xmlEscaped + "</mtext>"
        case .space(let width):
            markup += "<mspace width=\"" + Self.em(width) + "\"/>"
        case .fraction(let numerator, let denominator, let hasLine):
            markup += hasLine ? "<mfrac>" : "<mfrac linethickness=\"0\">"
            element(numerator)
            element(denominator)
            markup += "</mfrac>"
        case .root(let body, nil):
            markup += "<msqrt>"
            element(body)
            markup += "</msqrt>"
        case .root(let body, let index?):
            markup += "<mroot>"
            element(body)
            element(index)
            markup += "</mroot>"
        case .scripts(let scripts):
            self.scripts(scripts)
        case .over(let base, let mark, let isAccent):
            markup += isAccent ? "<mover accent=\"true\">" : "<mover>"
            element(base)
            element(mark)
            markup += "</mover>"
        case .under(let base, let mark, let isAccent):
            markup += isAccent ? "<munder accentunder=\"true\">" : "<munder>"
            element(base)
            element(mark)
            markup += "</munder>"
        case .fenced(let open, let body, let close):
            markup += "<mrow>"
            if let open { markup += "<mo fence=\"true\" form=\"prefix\" stretchy=\"true\">" + open.xmlEscaped + "</mo>" }
            if case .row(let nodes) = body { children(nodes) } else { element(body) }
            if let close { markup += "<mo fence=\"true\" form=\"postfix\" stretchy=\"true\">" + close.xmlEscaped + "</mo>" }
            markup += "</mrow>"
        case .table(let table):
            self.table(table)
        case .style(let body, let change):
            markup += "<mstyle"
            if let display = change.display { markup += display ? " displaystyle=\"true\"" : " displaystyle=\"false\"" }
            if let level = change.scriptLevel { markup += " scriptlevel=\"\(level)\"" }
            if let color = change.color { markup += " mathcolor=\"" + color.xmlEscaped + "\"" }
            if let size = change.size { markup += " mathsize=\"\(Int((size * 100).rounded()))%\"" }
            markup += ">"
            if case .row(let nodes) = body { children(nodes) } else { element(body) }
            markup += "</mstyle>"
        case .phantom(let body):
            markup += "<mphantom>"
            element(body)
            markup += "</mphantom>"
        case .enclosed(let body, let enclosure):
            markup += "<mrow style=\"" + enclosure.style + "\">"
            element(body)
            markup += "</mrow>"
        case .limits(let body, _):
            element(body)
        }
    }

    /// Nodes side by side inside the element being written. A function name is followed by an
    /// invisible function application, and by a thin space before an argument without parentheses.
    private mutating func children(_ nodes: [MathNode]) {
        for (position, node) in nodes.enumerated() {
            // After a letter, a number or a closing bracket, a function name keeps a thin space (`x \log x`).
            if node.isFunction, position > 0, nodes[position - 1].closesAnOrdinary, !nodes[position - 1].isFunction { markup += "<mspace width=\"0.167em\"/>" }
            element(node)
            guard node.isFunction else { continue }
            markup += "<mo>\u{2061}</mo>"
            if position + 1 < nodes.count, nodes[position + 1].isArgumentWithoutParentheses { markup += "<mspace width=\"0.167em\"/>" }
        }
    }

    private mutating func symbol(_ text: String, _ op: MathOperator) {
        guard !text.isEmpty else {
            markup += "<mrow></mrow>"
            return
        }
        markup += "<mo"
        if let stretchy = op.stretchy { markup += stretchy ? " stretchy=\"true\"" : " stretchy=\"false\"" }
        if let size = op.size { markup += " minsize=\"" + Self.em(size) + "\" maxsize=\"" + Self.em(size) + "\"" }
        if let space = op.space { markup += " lspace=\"" + Self.em(space) + "\" rspace=\"" + Self.em(space) + "\"" }
        markup += ">" + text.xmlEscaped + "</mo>"
    }

    private mutating func scripts(_ scripts: MathScripts) {
        let (tag, parts): (String, [MathNode]) =
            switch (scripts.sub, scripts.sup) {
            case (let sub?, let sup?): (scripts.limits ? "munderover" : "msubsup", [sub, sup])
            case (let sub?, nil): (scripts.limits ? "munder" : "msub", [sub])
            case (nil, let sup?): (scripts.limits ? "mover" : "msup", [sup])
            case (nil, nil): ("mrow", [])
            }
        markup += "<" + tag + ">"
        element(scripts.base)
        for part in parts { element(part) }
        markup += "</" + tag + ">"
    }

    private mutating func table(_ table: MathTable) {
        if table.isSmall { markup += "<mstyle scriptlevel=\"1\">" }
        markup += table.isDisplay ? "<mtable displaystyle=\"true\">" : "<mtable>"
        for (index, row) in table.rows.enumerated() {
            markup += "<mtr>"
            for (column, cell) in row.enumerated() {
                markup += cellOpening(table, row: index, column: column)
                if case .row(let nodes) = cell { children(nodes) } else { element(cell) }
                markup += "</mtd>"
            }
            // The equation's number after it, where `\eqref` links lead.
            if index < table.tags.count, let tag = table.tags[index] {
                markup += "<mtd" + (tag.id.map { " id=\"" + $0.xmlEscaped + "\"" } ?? "") + " style=\"padding-left: 2em\">"
                markup += "<mtext>" + tag.text.xmlEscaped + "</mtext></mtd>"
            }
            markup += "</mtr>"
        }
        markup += "</mtable>"
        if table.isSmall { markup += "</mstyle>" }
    }

    /// A cell's alignment (`columnalign` for Firefox and Safari, `text-align` for Chromium, which
    /// aligns a cell's content only by WebKit's own keywords); in aligned equations the two sides of
    /// each `&` meet without a gap, as in TeX.
    private func cellOpening(_ table: MathTable, row: Int, column: Int) -> String {
        let alignment = table.alignment(ofColumn: column)
        var style: [String] = []
        // An array's rules, as borders of its cells.
        if row < table.linesAbove.count, table.linesAbove[row] { style.append("border-top: 0.06em solid") }
        if table.lineBelow, row == table.rows.count - 1 { style.append("border-bottom: 0.06em solid") }
        if table.columnLines.contains(column) { style.append("border-left: 0.06em solid") }
        if table.columnLines.contains(column + 1), column + 1 == table.alignments.count { style.append("border-right: 0.06em solid") }
        var opening = "<mtd"
        switch alignment {
        case .left:
            opening += " columnalign=\"left\""
            style.append("text-align: -webkit-left")
        case .right:
            opening += " columnalign=\"right\""
            style.append("text-align: -webkit-right")
        case .center: break
        }
        if table.isAligned {
            style.append(alignment == .right ? "padding-right: 0" : "padding-left: 0")
            if alignment == .right, column > 0 { style.append("padding-left: 2em") }
        }
        return opening + (style.isEmpty ? ">" : " style=\"" + style.joined(separator: "; ") + "\">")
    }

    /// A length in em, with at most three decimals.
    private static func em(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return text + "em"
    }
}

extension MathNode {
    /// What a function name after it is spaced from: anything but an operator or space, or a closing bracket.
    var closesAnOrdinary: Bool {
        switch self {
        case .symbol(let text, _): [")", "]", "}", "⟩", "|", "‖"].contains(text)
        case .space: false
        default: true
        }
    }

    /// What a function name takes a thin space before (`\sin x`), unlike a parenthesis (`\sin(x)`).
    var isArgumentWithoutParentheses: Bool {
        switch self {
        case .symbol, .fenced, .space: false
        case .scripts(let scripts): scripts.base.isArgumentWithoutParentheses
        default: true
        }
    }
}
