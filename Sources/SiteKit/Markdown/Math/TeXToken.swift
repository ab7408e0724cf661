/// One piece of a formula as TeX reads it, and the byte offset in the formula where it starts.
struct TeXToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `\frac`, `\alpha`, or a backslash and one other character (`\{`, `\,`, `\ `).
        case command(String)
        case character(Unicode.Scalar)
        case open, close
        case caret, underscore, prime
        /// `&` between the cells of a table.
        case alignment
        /// `\\` between the rows of a table (a `[2pt]` after it is dropped).
        case rowBreak
        /// `#1` in a macro's definition.
        case parameter(Int)
        /// Spaces and line breaks, one token for a run of them. Math ignores them; `\text` keeps them.
        case space
    }

    var kind: Kind
    var offset: Int

    /// A formula's tokens. A `%` starts a comment to the end of the line, as in TeX.
    static func tokens(of tex: String) -> [TeXToken] {
        let scalars = Array(tex.unicodeScalars)
        var tokens: [TeXToken] = []
        tokens.reserveCapacity(scalars.count)
        var index = 0, offset = 0
        func advance() {
            offset += UTF8.width(scalars[index])
            index += 1
        }
        while index < scalars.count {
            let scalar = scalars[index], start = offset
            switch scalar {
            case "\\":
                advance()
                guard index < scalars.count else {
                    tokens.append(TeXToken(kind: .character("\\"), offset: start))
                    break
                }
                if scalars[index].isASCIILetter {
                    var name = ""
                    while index < scalars.count, scalars[index].isASCIILetter {
                        name.unicodeScalars.append(scalars[index])
                        advance()
                    }
                    // `\newline` breaks a row as `\\` does (MathJax and KaTeX read it so; posts write it
                    // where Markdown would eat one backslash of `\\`).
                    tokens.append(TeXToken(kind: name == "newline" ? .rowBreak : .command(name), offset: start))
                    // TeX drops the spaces after a command's name.
                    while index < scalars.count, scalars[index].isTeXSpace { advance() }
                } else if scalars[index] == "\\" {
                    advance()
                    tokens.append(TeXToken(kind: .rowBreak, offset: start))
                    skipRowSpacing(scalars, &index, &offset)
                } else {
                    let character = scalars[index].isTeXSpace ? " " : String(scalars[index])
                    advance()
                    tokens.append(TeXToken(kind: .command(character), offset: start))
                }
            case "%":
                while index < scalars.count, scalars[index] != "\n" { advance() }
            case "#" where index + 1 < scalars.count && ("1"..."9").contains(scalars[index + 1]):
                advance()
                tokens.append(TeXToken(kind: .parameter(Int(scalars[index].value) - 48), offset: start))
                advance()
            default:
                if scalar.isTeXSpace {
                    while index < scalars.count, scalars[index].isTeXSpace { advance() }
                    if tokens.last?.kind != .space { tokens.append(TeXToken(kind: .space, offset: start)) }
                    continue
                }
                let kind: Kind
                switch scalar {
                case "{": kind = .open
                case "}": kind = .close
                case "^": kind = .caret
                case "_": kind = .underscore
                case "'": kind = .prime
                case "&": kind = .alignment
                default: kind = .character(scalar)
                }
                advance()
                tokens.append(TeXToken(kind: kind, offset: start))
            }
        }
        return tokens
    }

    /// `\\[4pt]`: the extra space a row break may ask for is left out.
    private static func skipRowSpacing(_ scalars: [Unicode.Scalar], _ index: inout Int, _ offset: inout Int) {
        var probe = index
        while probe < scalars.count, scalars[probe].isTeXSpace { probe += 1 }
        guard probe < scalars.count, scalars[probe] == "[" else { return }
        var end = probe + 1
        while end < scalars.count, scalars[end].isASCIILetter || ("0"..."9").contains(scalars[end]) || scalars[end] == "." || scalars[end] == "-" {
            end += 1
        }
        guard end < scalars.count, scalars[end] == "]", end > probe + 1 else { return }
        while index <= end {
            offset += UTF8.width(scalars[index])
            index += 1
        }
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    var isTeXSpace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" }
}
