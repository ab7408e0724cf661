/// Reads a formula's TeX into the tree MathML draws (see `MathNode`): groups, scripts, and the
/// commands of `TeXCommands`, environments of `TeXEnvironments` and macros of `TeXMacros`.
struct TeXParser {
    /// What the parser knows at a point of the formula.
    struct State {
        /// Display style: big operators take their limits under and over them.
        var display: Bool
        var font: MathFont?
        /// Inside `\sqrt[…]`, whose index ends at a `]`.
        var closesAtBracket = false

        /// The style of scripts, fractions' parts and arguments that TeX sets smaller.
        var inner: State {
            var state = self
            state.display = false
            state.closesAtBracket = false
            return state
        }
    }

    var tokens: [TeXToken]
    var index = 0
    /// What the page's formulas so far left to the next: macros (`\newcommand`), equation numbers and labels.
    var page: TeXPage
    var expansions = 0
    var depth = 0
    /// Whether the formula defined a macro (and so may rightly draw nothing).
    var definedMacros = false

    /// What a row of a formula says about its number: `\tag{…}`, `\label{…}`, `\nonumber`.
    struct RowMarks {
        var tag: String?
        var label: String?
        var isUnnumbered = false
        /// `\hline` before the row's cells.
        var lineAbove = false

        /// Marks made inside an environment that numbers nothing (`split`, `aligned`) belong to the row around it.
        mutating func absorb(_ other: RowMarks) {
            tag = tag ?? other.tag
            label = label ?? other.label
            isUnnumbered = isUnnumbered || other.isUnnumbered
        }
    }

    var rowMarks = RowMarks()
    /// The marks of each row of the table read last.
    var tableMarks: [RowMarks] = []
    /// Whether that table's last `\\` was followed by an `\hline`.
    var tableEndsWithLine = false

    init(_ tex: String, page: TeXPage = TeXPage()) {
        self.init(tokens: TeXToken.tokens(of: tex), page: page)
    }

    init(tokens: [TeXToken], page: TeXPage) {
        self.tokens = tokens
        self.page = page
    }

    /// The whole formula. Rows broken by `\\` (or cells split by `&`) outside an environment are
    /// set as `gathered` (or `aligned`) would set them, as KaTeX does in display math.
    mutating func formula(display: Bool) throws(TeXProblem) -> MathNode {
        let rows = try tableRows(State(display: display), closing: .formula, passesMarksUp: false)
        // Only environments number their rows; a `\tag` is shown wherever it is.
        let tags = numbers(for: tableMarks, numbered: false)
        if rows.count == 1, rows[0].count == 1 {
            guard let tag = tags.first ?? nil else { return rows[0][0] }
            return .row([rows[0][0], .space(2), .text(tag.text)])
        }
        let isAligned = rows.contains { $0.count > 1 }
        return .table(
            MathTable(rows: rows, alignments: isAligned ? [.right, .left] : [.center], isAligned: isAligned, isDisplay: display, tags: tags))
    }

    /// Each row's number as MathJax's AMS numbering gives it: its `\tag`, or the page's next number
    /// when the environment numbers rows (not `\nonumber` ones), or nothing. Labels remember them.
    mutating func numbers(for marks: [RowMarks], numbered: Bool, onlyLast: Bool = false) -> [EquationTag?] {
        marks.enumerated().map { index, mark in
            var number: String?
            if let tag = mark.tag {
                number = tag
            } else if numbered, page.numbersEquations, !mark.isUnnumbered, !onlyLast || index == marks.count - 1 {
                page.equationCount += 1
                number = "(\(page.equationCount))"
            }
            guard let number else { return nil }
            if let label = mark.label {
                page.labels[label] = number
                return EquationTag(text: number, id: TeXPage.anchor(of: label))
            }
            return EquationTag(text: number)
        }
    }

    // MARK: Tokens

    /// The next token, macros expanded; nil at the end of the formula.
    mutating func peek() throws(TeXProblem) -> TeXToken? {
        while index < tokens.count, case .command(let name) = tokens[index].kind, let macro = page.macros[name] {
            try expand(macro, named: name)
        }
        return index < tokens.count ? tokens[index] : nil
    }

    /// The token at `index` as written, macros left alone.
    func token(at position: Int) -> TeXToken? {
        position < tokens.count ? tokens[position] : nil
    }

    mutating func skipSpaces() {
        while index < tokens.count, tokens[index].kind == .space { index += 1 }
    }

    /// Where the formula ends, for problems found there.
    var endOffset: Int { tokens.last.map { $0.offset + 1 } ?? 0 }

    // MARK: Rows and atoms

    /// Atoms side by side up to the token that ends a row (`}`, `&`, `\\`, `\end`, `\right`,
    /// `\middle`, or the end), which is left for the caller.
    mutating func row(_ state: State) throws(TeXProblem) -> [MathNode] {
        var nodes: [MathNode] = []
        while let token = try peek() {
            switch token.kind {
            case .close, .alignment, .rowBreak:
                return nodes
            case .space:
                index += 1
            case .caret, .underscore, .prime:
                try attachScript(to: &nodes, state)
            case .character("]") where state.closesAtBracket:
                return nodes
            case .character(".") where nodes.last?.isNumber == true && self.token(at: index + 1)?.isDigit == true:
                // A decimal point inside a number.
                index += 1
                if case .number(let digits) = nodes.removeLast() { nodes.append(.number(digits + ".")) }
            case .command("end"), .command("right"), .command("middle"):
                return nodes
            case .command(let name) where Self.styles[name] != nil:
                // `\displaystyle` and `\color{red}` change the rest of the group.
                index += 1
                var rest = state
                let change: MathStyleChange
                if name == "color" {
                    change = MathStyleChange(color: try color(at: token.offset))
                } else {
                    change = Self.styles[name]!
                    rest.display = change.display ?? state.display
                }
                depth += 1
                if depth > 200 { throw .tooDeep(at: token.offset) }
                nodes.append(.style(.row(try row(rest)), change))
                depth -= 1
                return nodes
            case .command(let name) where MathFont.switches[name] != nil:
                // Plain TeX's font switches (`{\\rm d}x`) change the rest of the group, as `\\mathrm` changes its argument.
                index += 1
                var rest = state
                rest.font = MathFont.switches[name]
                depth += 1
                if depth > 200 { throw .tooDeep(at: token.offset) }
                nodes.append(.row(try row(rest)))
                depth -= 1
                return nodes
            case .command("over"), .command("choose"), .command("atop"), .command("brace"), .command("brack"):
                // TeX's infix fractions: what came before in the group over what comes after (`{n \choose k}`).
                index += 1
                let rest = try row(state)
                let fraction = MathNode.fraction(.row(nodes), .row(rest), hasLine: token.kind == .command("over"))
                let fences: [TeXToken.Kind: (String, String)] = [.command("choose"): ("(", ")"), .command("brace"): ("{", "}"), .command("brack"): ("[", "]")]
                return [fences[token.kind].map { .fenced(open: $0.0, fraction, close: $0.1) } ?? fraction]
            case .command(let name) where Self.marksOnly.contains(name):
                // `\label`, `\tag`, `\hline`: they mark the row and draw nothing where they stand.
                _ = try atom(state)
            case .command("limits"), .command("nolimits"):
                index += 1
                if let last = nodes.popLast() { nodes.append(.limits(last, token.kind == .command("limits"))) }
            default:
                append(try atom(state), to: &nodes, state)
            }
        }
        return nodes
    }

    private static let marksOnly: Set<String> = ["hline", "hdashline", "label", "tag", "nonumber", "notag"]

    /// The switches that change the rest of their group.
    private static let styles: [String: MathStyleChange] = [
        "displaystyle": MathStyleChange(display: true, scriptLevel: 0), "textstyle": MathStyleChange(display: false, scriptLevel: 0),
        "scriptstyle": MathStyleChange(display: false, scriptLevel: 1),
        "scriptscriptstyle": MathStyleChange(display: false, scriptLevel: 2), "color": MathStyleChange(),
        // Text sizes switch the formula's size too, by MathJax's factors.
        "tiny": MathStyleChange(size: 0.5), "Tiny": MathStyleChange(size: 0.6), "scriptsize": MathStyleChange(size: 0.7),
        "footnotesize": MathStyleChange(size: 0.8), "small": MathStyleChange(size: 0.85), "normalsize": MathStyleChange(size: 1),
        "large": MathStyleChange(size: 1.2), "Large": MathStyleChange(size: 1.44), "LARGE": MathStyleChange(size: 1.73),
        "huge": MathStyleChange(size: 2.07), "Huge": MathStyleChange(size: 2.49),
    ]

    /// Digits next to digits are one number; upright letters next to upright letters (`\mathrm{Var}`) one name.
    private func append(_ node: MathNode, to nodes: inout [MathNode], _ state: State) {
        switch (nodes.last, node) {
        case (.number(let before)?, .number(let digits)):
            nodes[nodes.count - 1] = .number(before + digits)
        case (.identifier(let before, upright: true)?, .identifier(let letters, upright: true)) where state.font?.isUpright == true:
            nodes[nodes.count - 1] = .identifier(before + letters, upright: true)
        default:
            nodes.append(node)
        }
    }

    /// One atom: a character, a group, or a command with its arguments.
    mutating func atom(_ state: State) throws(TeXProblem) -> MathNode {
        skipSpaces()
        guard let token = try peek() else { throw .missingArgument(of: "this", at: endOffset) }
        index += 1
        // Atoms inside atoms (`{{…}}`, `\sqrt\sqrt…`) are read by recursion, which must end well before the stack does.
        depth += 1
        defer { depth -= 1 }
        if depth > 200 { throw .tooDeep(at: token.offset) }
        switch token.kind {
        case .character(let character): return self.character(character, state)
        case .open: return try group(state, openedAt: token.offset)
        case .command(let name): return try command(name, at: token.offset, state)
        case .parameter: throw .parameterOutsideMacro(at: token.offset)
        case .close: throw .extraClose(at: token.offset)
        case .alignment: throw .misplaced("&", at: token.offset)
        case .rowBreak: throw .misplaced("\\\\", at: token.offset)
        case .caret, .underscore, .prime, .space: throw .missingArgument(of: "this", at: token.offset)
        }
    }

    /// `{…}`: the nodes up to the matching `}`.
    mutating func group(_ state: State, openedAt offset: Int) throws(TeXProblem) -> MathNode {
        var inner = state
        inner.closesAtBracket = false
        let nodes = try row(inner)
        guard let token = try peek() else { throw .unclosedGroup(at: offset) }
        switch token.kind {
        case .close:
            index += 1
            return .row(nodes)
        case .alignment: throw .misplaced("&", at: token.offset)
        case .rowBreak: throw .misplaced("\\\\", at: token.offset)
        case .command("right"), .command("middle"):
            throw .strayRight(token.kind == .command("right") ? "right" : "middle", at: token.offset)
        default: throw .unclosedGroup(at: offset)
        }
    }

    /// A command's argument: a group, or else the next single token (`\frac12`, `x^2`).
    mutating func argument(of command: String, _ state: State, at offset: Int) throws(TeXProblem) -> MathNode {
        skipSpaces()
        guard let token = try peek() else { throw .missingArgument(of: command, at: offset) }
        switch token.kind {
        case .close, .alignment, .rowBreak, .caret, .underscore, .prime, .command("end"), .command("right"):
            throw .missingArgument(of: command, at: offset)
        case .character("]") where state.closesAtBracket:
            throw .missingArgument(of: command, at: offset)
        default:
            return try atom(state)
        }
    }

    private func character(_ character: Unicode.Scalar, _ state: State) -> MathNode {
        if character.isASCIILetter || (!character.isASCII && character.properties.isAlphabetic) {
            guard let font = state.font else { return .identifier(String(character), upright: false) }
            return .identifier(String(font.character(character)), upright: font.isUpright)
        }
        if ("0"..."9").contains(character) {
            return .number(String(state.font?.character(character) ?? character))
        }
        switch character {
        case "-": return .symbol("−", .plain)
        case "*": return .symbol("∗", .plain)
        case "~": return .space(0.3333)
        case "(", ")", "[", "]", "/": return .symbol(String(character), .fixed)
        case "|": return .symbol("|", .bar)
        case ".", "\"", "@": return .identifier(String(character), upright: true)
        default: return .symbol(String(character), .plain)
        }
    }

    // MARK: Scripts

    /// `^` or `_` after the last node (or after nothing: `{}^{14}C`). Primes (`f'`) stay beside
    /// their base, where a math font draws the prime already raised.
    private mutating func attachScript(to nodes: inout [MathNode], _ state: State) throws(TeXProblem) {
        let token = tokens[index]
        index += 1
        let base = nodes.popLast() ?? .row([])
        if token.kind == .prime {
            var count = 1
            while index < tokens.count, tokens[index].kind == .prime {
                count += 1
                index += 1
            }
            let primes = MathNode.symbol(count <= 4 ? ["′", "″", "‴", "⁗"][count - 1] : String(repeating: "′", count: count), .plain)
            nodes.append(.row([base, primes]))
            return
        }
        var scripts: MathScripts
        if case .scripts(let existing) = base {
            scripts = existing
        } else {
            scripts = MathScripts(base: base, limits: base.takesLimits(inDisplay: state.display))
        }
        if token.kind == .caret {
            guard scripts.sup == nil else { throw .doubleScript("^", at: token.offset) }
            scripts.sup = try argument(of: "^", state.inner, at: token.offset)
        } else {
            guard scripts.sub == nil else { throw .doubleScript("_", at: token.offset) }
            scripts.sub = try argument(of: "_", state.inner, at: token.offset)
        }
        nodes.append(.scripts(scripts))
    }

    // MARK: Written arguments

    /// A group's text as written (`\text{…}`, `\begin{…}`), spaces kept and braces dropped.
    mutating func textArgument(of command: String, at offset: Int) throws(TeXProblem) -> String {
        skipSpaces()
        guard let first = token(at: index) else { throw .missingArgument(of: command, at: offset) }
        index += 1
        guard first.kind == .open else {
            if case .close = first.kind { throw .missingArgument(of: command, at: offset) }
            return try text(of: first)
        }
        var depth = 1
        var text = ""
        while let token = token(at: index) {
            index += 1
            switch token.kind {
            case .open: depth += 1
            case .close:
                depth -= 1
                if depth == 0 { return text }
            default: text += try self.text(of: token)
            }
        }
        throw .unclosedGroup(at: first.offset)
    }

    /// What a token shows inside `\text{…}`.
    func text(of token: TeXToken) throws(TeXProblem) -> String {
        switch token.kind {
        case .character(let character): return String(character)
        case .space, .rowBreak: return " "
        case .caret: return "^"
        case .underscore: return "_"
        case .prime: return "’"
        case .alignment: return "&"
        case .parameter(let number): return "#\(number)"
        case .open, .close: return ""
        case .command(let name):
            switch name {
            case "$", "%", "&", "#", "_", "{", "}": return name
            case " ", "space", "nobreakspace": return " "
            case ",", "thinspace": return "\u{2009}"
            case "quad": return "\u{2003}"
            case "qquad": return "\u{2003}\u{2003}"
            case "textbackslash": return "\\"
            case "ldots", "dots", "textellipsis": return "…"
            case "textendash": return "–"
            case "textemdash": return "—"
            case "TeX", "LaTeX", "KaTeX", "XeTeX", "BibTeX": return name
            case "LaTeXe": return "LaTeX2ε"
            default:
                if let symbol = TeXSymbols.identifiers[name] { return symbol.character }
                if let symbol = TeXSymbols.operators[name] { return symbol.character }
                throw .unknownCommand(name, at: token.offset)
            }
        }
    }

    /// `\color{red}`'s colour: a name or a hex value, nothing that could leave the attribute.
    mutating func color(at offset: Int) throws(TeXProblem) -> String {
        let written = try textArgument(of: "\\color", at: offset).trimmingSpaces()
        let bytes = Array(written.utf8)
        let isName = !bytes.isEmpty && bytes.count <= 30 && bytes.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
        let digits = bytes.first == UInt8(ascii: "#") ? bytes.dropFirst() : bytes[...]
        let isHex = (digits.count == 3 || digits.count == 6)
            && digits.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0 | 0x20) }
        if isName { return written }
        if isHex { return "#" + String(decoding: digits, as: UTF8.self) }
        throw .badColor(written, at: offset)
    }
}

extension MathNode {
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}

extension TeXToken {
    var isDigit: Bool {
        if case .character(let character) = kind { return ("0"..."9").contains(character) }
        return false
    }
}
