/// Macros a post defines for its formulas (`\newcommand{\R}{\mathbb{R}}`), as MathJax and KaTeX
/// keep them: from the formula that defines them to the end of the page.
extension TeXParser {
    /// `\newcommand{\name}[2]{body}`, `\def\name#1#2{body}`, `\DeclareMathOperator{\name}{text}`.
    mutating func define(_ command: String, at offset: Int) throws(TeXProblem) {
        let starred = takeStar()
        skipSpaces()
        var name: String?
        if let token = token(at: index), case .command(let written) = token.kind {
            name = written
            index += 1
        } else if token(at: index)?.kind == .open, let inner = token(at: index + 1), case .command(let written) = inner.kind,
            token(at: index + 2)?.kind == .close
        {
            name = written
            index += 3
        }
        guard let name else { throw .badDefinition("\\" + command, at: offset) }
        var parameterCount = 0
        if command == "def" {
            while let token = token(at: index), case .parameter = token.kind {
                parameterCount += 1
                index += 1
            }
        } else {
            skipSpaces()
            if token(at: index)?.kind == .character("[") {
                guard let digit = token(at: index + 1), case .character(let character) = digit.kind, ("0"..."9").contains(character),
                    token(at: index + 2)?.kind == .character("]")
                else { throw .badDefinition("\\" + command, at: offset) }
                parameterCount = Int(character.value) - 48
                index += 3
            }
        }
        skipSpaces()
        guard let open = token(at: index), open.kind == .open else { throw .badDefinition("\\" + command, at: offset) }
        var cursor = index
        guard var body = rawGroup(from: &cursor) else { throw .unclosedGroup(at: open.offset) }
        index = cursor
        if command == "DeclareMathOperator" {
            let opening = [TeXToken(kind: .command("operatorname"), offset: open.offset)]
                + (starred ? [TeXToken(kind: .character("*"), offset: open.offset)] : [])
            body = opening + [TeXToken(kind: .open, offset: open.offset)] + body + [TeXToken(kind: .close, offset: open.offset)]
        }
        page.macros[name] = TeXPage.Macro(parameterCount: parameterCount, body: body)
        definedMacros = true
    }

    /// The macro at `index` replaced by its body, its arguments put in.
    mutating func expand(_ macro: TeXPage.Macro, named name: String) throws(TeXProblem) {
        let call = tokens[index]
        expansions += 1
        guard expansions <= 2000, tokens.count < 100_000 else { throw .endlessMacro(name, at: call.offset) }
        var cursor = index + 1
        var arguments: [[TeXToken]] = []
        for _ in 0..<macro.parameterCount {
            while token(at: cursor)?.kind == .space { cursor += 1 }
            guard let first = token(at: cursor) else { throw .missingArgument(of: "\\" + name, at: call.offset) }
            if first.kind == .open {
                guard let argument = rawGroup(from: &cursor) else { throw .unclosedGroup(at: first.offset) }
                arguments.append(argument)
            } else if first.kind == .close {
                throw .missingArgument(of: "\\" + name, at: call.offset)
            } else {
                arguments.append([first])
                cursor += 1
            }
        }
        var body: [TeXToken] = []
        for piece in macro.body {
            if case .parameter(let number) = piece.kind, number <= arguments.count {
                body += arguments[number - 1]
            } else {
                // The body's tokens stand where the macro was written, for any problem found in them.
                body.append(TeXToken(kind: piece.kind, offset: call.offset))
            }
        }
        tokens.replaceSubrange(index..<cursor, with: body)
    }

    /// The tokens inside the group that opens at `cursor`, which ends after its `}`; nil if it never closes.
    func rawGroup(from cursor: inout Int) -> [TeXToken]? {
        var depth = 0
        let start = cursor
        while let token = token(at: cursor) {
            cursor += 1
            if token.kind == .open { depth += 1 }
            if token.kind == .close {
                depth -= 1
                if depth == 0 { return Array(tokens[(start + 1)..<(cursor - 1)]) }
            }
        }
        return nil
    }
}
