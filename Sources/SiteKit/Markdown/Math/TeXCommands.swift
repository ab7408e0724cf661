/// The commands a formula may use, beyond the one-character symbols of `TeXSymbols`.
extension TeXParser {
    mutating func command(_ name: String, at offset: Int, _ state: State) throws(TeXProblem) -> MathNode {
        if let symbol = TeXSymbols.identifiers[name] {
            guard let font = state.font else { return .identifier(symbol.character, upright: symbol.upright) }
            return .identifier(font.text(symbol.character), upright: symbol.upright || font.isUpright)
        }
        if let symbol = TeXSymbols.operators[name] { return .symbol(symbol.character, symbol.op) }
        if let function = TeXSymbols.functions[name] { return .function(function.name, limits: function.limits) }
        if let space = TeXSymbols.spaces[name] { return .space(space) }
        if let font = MathFont.commands[name] {
            var inner = state
            inner.font = font
            return try argument(of: "\\" + name, inner, at: offset)
        }
        if let accent = TeXSymbols.accents[name] {
            let base = try argument(of: "\\" + name, state, at: offset)
            let isBrace = name == "overbrace" || name == "overparen"
            return .over(base, mark: .symbol(accent.mark, MathOperator(stretchy: accent.stretchy)), isAccent: !isBrace)
        }
        if let mark = TeXSymbols.underAccents[name] {
            let base = try argument(of: "\\" + name, state, at: offset)
            let isBrace = name == "underbrace" || name == "underparen"
            return .under(base, mark: .symbol(mark, MathOperator(stretchy: true)), isAccent: !isBrace)
        }
        if let size = TeXSymbols.bigSizes[name] {
            let delimiter = try self.delimiter(after: name, at: offset)
            return delimiter.map { .symbol($0, MathOperator(stretchy: true, size: size)) } ?? .space(0.12)
        }
        switch name {
        case "frac", "dfrac", "tfrac", "cfrac", "binom", "dbinom", "tbinom":
            return try fraction(name, at: offset, state)
        case "sqrt":
            return try root(at: offset, state)
        case "text", "textrm", "textnormal", "textup", "textmd", "mbox", "hbox":
            return try textWithFormulas(of: "\\" + name, at: offset)
        case "TeX", "LaTeX", "LaTeXe", "KaTeX", "XeTeX", "BibTeX":
            // The logos, in math (`$\TeX$`, as bloggers write it) and in text: their names, upright.
            return .text(name == "LaTeXe" ? "LaTeX2ε" : name)
        case "textbf", "textit", "textsf", "texttt", "textsl":
            let font: MathFont = ["textbf": .bold, "textit": .italic, "textsl": .italic, "textsf": .sansSerif][name] ?? .monospace
            return .text(font.text(try textArgument(of: "\\" + name, at: offset)))
        case "operatorname", "operatornamewithlimits":
            return try operatorName(limits: name == "operatornamewithlimits", at: offset, state)
        case "mathop":
            return .limits(try argument(of: "\\mathop", state, at: offset), state.display)
        case "mathbin", "mathrel", "mathord", "mathpunct", "mathopen", "mathclose", "mathinner", "vcenter":
            return try argument(of: "\\" + name, state, at: offset)
        case "left":
            return try fenced(at: offset, state)
        case "right", "middle":
            throw .strayRight(name, at: offset)
        case "begin":
            return try environment(at: offset, state)
        case "end":
            throw .strayEnd(at: offset)
        case "overset", "stackrel", "underset":
            let mark = try argument(of: "\\" + name, state.inner, at: offset)
            let base = try argument(of: "\\" + name, state, at: offset)
            return name == "underset" ? .under(base, mark: mark, isAccent: false) : .over(base, mark: mark, isAccent: false)
        case "xrightarrow", "xleftarrow", "xRightarrow", "xLeftarrow", "xleftrightarrow", "xLeftrightarrow", "xmapsto":
            return try extensibleArrow(name, at: offset, state)
        case "boxed", "cancel", "bcancel", "xcancel", "sout":
            return .enclosed(try argument(of: "\\" + name, state, at: offset), MathEnclosure(rawValue: name)!)
        case "fbox":
            return .enclosed(.text(try textArgument(of: "\\fbox", at: offset)), .box)
        case "phantom", "hphantom", "vphantom":
            return .phantom(try argument(of: "\\" + name, state, at: offset))
        case "textcolor":
            let color = try self.color(at: offset)
            return .style(try argument(of: "\\textcolor", state, at: offset), MathStyleChange(color: color))
        case "not":
            return try negated(at: offset, state)
        case "tag":
            let starred = takeStar()
            let tag = try textArgument(of: "\\tag", at: offset)
            rowMarks.tag = starred ? tag : "(" + tag + ")"
            return .row([])
        case "label":
            rowMarks.label = try textArgument(of: "\\label", at: offset).trimmingSpaces()
            return .row([])
        case "nonumber", "notag":
            rowMarks.isUnnumbered = true
            return .row([])
        case "eqref", "ref":
            // An equation labelled in an earlier formula of the page (a later one is not known yet).
            let label = try textArgument(of: "\\" + name, at: offset).trimmingSpaces()
            let number = page.labels[label] ?? "(?)"
            return .text(name == "ref" ? String(number.dropFirst().dropLast()) : number)
        case "require":
            _ = try textArgument(of: "\\require", at: offset)
            return .row([])
        // `\*` (a break that would show ×) and `\-` (a hyphenation point) draw nothing on one line.
        case "hline", "hdashline":
            rowMarks.lineAbove = true
            return .row([])
        case "allowbreak", "displaybreak", "strut", "mathstrut", "relax", "*", "-":
            return .row([])
        case "newcommand", "renewcommand", "providecommand", "def", "DeclareMathOperator":
            try define(name, at: offset)
            return .row([])
        case "bmod", "mod":
            return .symbol("mod", MathOperator(space: 0.2778))
        case "pmod", "pod":
            let argument = try argument(of: "\\" + name, state, at: offset)
            let word: [MathNode] = name == "pmod" ? [.identifier("mod", upright: true), .space(0.3333)] : []
            return .row([.space(1), .symbol("(", .fixed)] + word + [argument, .symbol(")", .fixed)])
        case "substack":
            guard let open = token(at: index), open.kind == .open else { throw .missingArgument(of: "\\substack", at: offset) }
            index += 1
            return .table(MathTable(rows: try tableRows(state.inner, closing: .group(open.offset)), alignments: [.center], isSmall: true))
        case "hspace", "kern", "mkern", "hskip", "mskip":
            _ = takeStar()
            return .space(try length(after: name, at: offset))
        default:
            throw .unknownCommand(name, at: offset)
        }
    }

    /// `\text{…}` with its spaces, and formulas inside it between `$` (`\text{rank $B \le r$}`), as MathJax reads them.
    private mutating func textWithFormulas(of command: String, at offset: Int) throws(TeXProblem) -> MathNode {
        skipSpaces()
        guard let first = token(at: index), first.kind == .open else { return .text(try textArgument(of: command, at: offset)) }
        var cursor = index
        guard let inner = rawGroup(from: &cursor) else { throw .unclosedGroup(at: first.offset) }
        index = cursor
        var pieces: [MathNode] = []
        var text = ""
        var formula: [TeXToken]?
        var position = 0
        while position < inner.count {
            let token = inner[position]
            position += 1
            // `\text{\textcolor{#ea008e}{A}}`, `\text{\textbf{B}}`: the command and its groups, typeset as
            // in math, the coloured words kept text.
            if formula == nil, case .command(let name) = token.kind, let groups = Self.commandsInText[name],
                let (command, end) = Self.textCommand(token, groups: groups, in: inner, from: position)
            {
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                var parser = TeXParser(tokens: command, page: page)
                parser.depth = depth + 1
                pieces.append(.row(try parser.tableRows(State(display: false), closing: .formula).flatMap { $0 }))
                position = end
                continue
            }
            if token.kind == .character("$") {
                if let tokens = formula {
                    var parser = TeXParser(tokens: tokens, page: page)
                    parser.depth = depth + 1
                    pieces.append(.row(try parser.tableRows(State(display: false), closing: .formula).flatMap { $0 }))
                    formula = nil
                } else {
                    if !text.isEmpty { pieces.append(.text(text)) }
                    text = ""
                    formula = []
                }
            } else if formula != nil {
                formula?.append(token)
            } else {
                text += try self.text(of: token)
            }
        }
        // A `$` that opens no formula is a dollar sign.
        if let tokens = formula { text += "$" + (try tokens.map { token throws(TeXProblem) in try self.text(of: token) }.joined()) }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces.count == 1 ? pieces[0] : .row(pieces)
    }

    /// The commands read inside `\text{…}`, with how many groups each takes.
    private static let commandsInText: [String: Int] = ["textcolor": 2, "textbf": 1, "textit": 1, "texttt": 1, "textsf": 1, "textsl": 1]

    /// The tokens of a command inside `\text{…}` and the groups after it, from `start` in `tokens`
    /// (spaces between them passed over), `\textcolor`'s words wrapped in `\text` so they stay text;
    /// and where they end. Nil when a group is missing.
    private static func textCommand(_ command: TeXToken, groups: Int, in tokens: [TeXToken], from start: Int) -> ([TeXToken], Int)? {
        var result = [command]
        var position = start
        for group in 0..<groups {
            while position < tokens.count, case .space = tokens[position].kind { position += 1 }
            guard position < tokens.count, tokens[position].kind == .open else { return nil }
            var depth = 0
            var end = position
            repeat {
                if tokens[end].kind == .open { depth += 1 } else if tokens[end].kind == .close { depth -= 1 }
                end += 1
            } while depth > 0 && end < tokens.count
            guard depth == 0 else { return nil }
            let body = tokens[position..<end]
            if command.kind == .command("textcolor"), group == 1, let open = body.first, let close = body.last {
                let text = TeXToken(kind: .command("text"), offset: open.offset)
                result += [open, text, open] + body.dropFirst().dropLast() + [close, close]
            } else {
                result += body
            }
            position = end
        }
        return (result, position)
    }

    /// `*` right after a command (`\operatorname*`, `\tag*`), taken when it is there.
    mutating func takeStar() -> Bool {
        guard let next = token(at: index), next.kind == .character("*") else { return false }
        index += 1
        return true
    }

    private mutating func fraction(_ name: String, at offset: Int, _ state: State) throws(TeXProblem) -> MathNode {
        var parts = state.inner
        if name.hasPrefix("d") || name == "cfrac" { parts.display = true }
        let numerator = try argument(of: "\\" + name, parts, at: offset)
        let denominator = try argument(of: "\\" + name, parts, at: offset)
        var node = MathNode.fraction(numerator, denominator, hasLine: !name.hasSuffix("binom"))
        if name.hasSuffix("binom") { node = .fenced(open: "(", node, close: ")") }
        if name.hasPrefix("d") || name == "cfrac" { return .style(node, MathStyleChange(display: true)) }
        if name.hasPrefix("t") { return .style(node, MathStyleChange(display: false)) }
        return node
    }

    /// `\sqrt{x}` and `\sqrt[3]{x}`.
    private mutating func root(at offset: Int, _ state: State) throws(TeXProblem) -> MathNode {
        let rootIndex = try optionalArgument(of: "\\sqrt", state)
        return .root(try argument(of: "\\sqrt", state, at: offset), index: rootIndex)
    }

    /// An optional argument in brackets (`\sqrt[3]`, `\xrightarrow[below]`), set smaller; nil when there is none.
    private mutating func optionalArgument(of command: String, _ state: State) throws(TeXProblem) -> MathNode? {
        skipSpaces()
        guard let open = token(at: index), open.kind == .character("[") else { return nil }
        index += 1
        var inner = state.inner
        inner.closesAtBracket = true
        let nodes = try row(inner)
        guard let close = token(at: index), close.kind == .character("]") else { throw .missingArgument(of: command + "[", at: open.offset) }
        index += 1
        return .row(nodes)
    }

    /// `\operatorname{tr}`: an upright name spaced as `\sin` is; `\operatorname*` takes limits like `\lim`.
    private mutating func operatorName(limits: Bool, at offset: Int, _ state: State) throws(TeXProblem) -> MathNode {
        let limits = takeStar() || limits
        var inner = state
        inner.font = .roman
        let name = try argument(of: "\\operatorname", inner, at: offset)
        if let text = name.plainName { return .function(text, limits: limits) }
        return .limits(name, limits && state.display)
    }

    /// `\left( … \middle| … \right)`.
    private mutating func fenced(at offset: Int, _ state: State) throws(TeXProblem) -> MathNode {
        let open = try delimiter(after: "left", at: offset)
        var body: [MathNode] = []
        while true {
            body += try row(state)
            guard let token = try peek(), case .command(let name) = token.kind, name == "middle" || name == "right" else {
                throw .unclosedLeft(at: offset)
            }
            index += 1
            let delimiter = try self.delimiter(after: name, at: token.offset)
            if name == "right" { return .fenced(open: open, .row(body), close: delimiter) }
            body.append(.symbol(delimiter ?? "", MathOperator(stretchy: true, isFence: true)))
        }
    }

    /// The delimiter after `\left`, `\right`, `\big` and their kin; nil for `.` (none).
    mutating func delimiter(after command: String, at offset: Int) throws(TeXProblem) -> String? {
        skipSpaces()
        if let token = token(at: index) {
            switch token.kind {
            case .character("."):
                index += 1
                return nil
            case .character(let character):
                if let delimiter = TeXSymbols.delimiterCharacters[character] {
                    index += 1
                    return delimiter
                }
            case .command(let name):
                if let delimiter = TeXSymbols.delimiters[name] {
                    index += 1
                    return delimiter
                }
            // `\left{`: a brace whose backslash Markdown took as an escape (`\left\{` in the post).
            case .open, .close:
                index += 1
                return token.kind == .open ? "{" : "}"
            default: break
            }
        }
        throw .badDelimiter(after: command, at: offset)
    }

    /// `\xrightarrow[below]{above}`: an arrow that grows to its labels.
    private mutating func extensibleArrow(_ name: String, at offset: Int, _ state: State) throws(TeXProblem) -> MathNode {
        let arrows = [
            "xrightarrow": "→", "xleftarrow": "←", "xRightarrow": "⇒", "xLeftarrow": "⇐", "xleftrightarrow": "↔",
            "xLeftrightarrow": "⇔", "xmapsto": "↦",
        ]
        let below = try optionalArgument(of: "\\" + name, state)
        let above = try argument(of: "\\" + name, state.inner, at: offset)
        let arrow = MathNode.symbol(arrows[name] ?? "→", MathOperator(stretchy: true))
        let padded = MathNode.row([.space(0.3), above, .space(0.3)])
        let over = MathNode.over(arrow, mark: padded, isAccent: false)
        return below.map { .under(over, mark: .row([.space(0.3), $0, .space(0.3)]), isAccent: false) } ?? over
    }

    /// `\not=`: the negated relation, or the next symbol struck through.
    private mutating func negated(at offset: Int, _ state: State) throws(TeXProblem) -> MathNode {
        let next = try argument(of: "\\not", state, at: offset)
        switch next {
        case .symbol(let character, let op): return .symbol(TeXSymbols.negations[character] ?? character + "\u{338}", op)
        case .identifier(let character, let upright): return .identifier(character + "\u{338}", upright: upright)
        default: return .row([.symbol("\u{338}", .plain), next])
        }
    }

    /// `\hspace{1em}`, `\kern3pt`, `\mkern18mu`: the length in em.
    private mutating func length(after command: String, at offset: Int) throws(TeXProblem) -> Double {
        var written = ""
        skipSpaces()
        if token(at: index)?.kind == .open {
            written = try textArgument(of: "\\" + command, at: offset)
        } else {
            while let token = token(at: index), case .character(let character) = token.kind,
                ("0"..."9").contains(character) || character == "." || character == "-" || character.isASCIILetter
            {
                written.unicodeScalars.append(character)
                index += 1
                if character.isASCIILetter, written.unicodeScalars.filter(\.isASCIILetter).count == 2 { break }
            }
        }
        let text = written.filter { $0 != " " }
        let units: [String: Double] = [
            "em": 1, "ex": 0.431, "pt": 0.1, "mu": 1.0 / 18, "px": 0.0625, "mm": 0.2845, "cm": 2.845, "in": 7.227, "bp": 0.1004,
        ]
        guard text.count > 2, let unit = units[String(text.suffix(2))], let amount = Double(text.dropLast(2)) else {
            throw TeXProblem(
                message: "\\\(command) needs a length such as 1em, 4pt or 18mu; this formula is shown as TeX", offset: offset)
        }
        return min(max(amount * unit, -10), 10)
    }
}

extension MathNode {
    /// The name in `\operatorname{…}` when it is letters and spaces only.
    var plainName: String? {
        switch self {
        case .identifier(let text, _): return text
        case .space: return "\u{2009}"
        case .symbol(let text, _) where text == "−" || text == "∗": return text == "−" ? "-" : "*"
        case .row(let nodes):
            var name = ""
            for node in nodes {
                guard let part = node.plainName else { return nil }
                name += part
            }
            return name
        default: return nil
        }
    }
}
