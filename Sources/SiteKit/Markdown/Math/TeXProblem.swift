/// Why a formula cannot be typeset, and where in its TeX (a byte offset). The formula is then
/// shown as TeX, and the build warns; every message says what to write instead.
struct TeXProblem: Error, Equatable, Sendable {
    var message: String
    var offset: Int

    static func unknownCommand(_ name: String, at offset: Int) -> TeXProblem {
        TeXProblem(
            message: "site cannot typeset the TeX command \\\(name.shortenedForMessage(limit: 40)), so this formula is shown as TeX; check its spelling, "
                + "define it with \\newcommand in the post, or write the formula with the commands docs/markdown.md lists",
            offset: offset)
    }

    static func unknownEnvironment(_ name: String, at offset: Int) -> TeXProblem {
        TeXProblem(
            message: "site cannot typeset the environment '\(name.shortenedForMessage(limit: 40))', so this formula is shown as TeX; use aligned, gathered, "
                + "cases, array or a matrix (pmatrix, bmatrix …)",
            offset: offset)
    }

    static func missingArgument(of command: String, at offset: Int) -> TeXProblem {
        TeXProblem(message: "\(command.shortenedForMessage(limit: 40)) needs an argument here, in braces (\(command.shortenedForMessage(limit: 40)){…}); this formula is shown as TeX", offset: offset)
    }

    static func unclosedGroup(at offset: Int) -> TeXProblem {
        TeXProblem(message: "this { is never closed, so the formula is shown as TeX; add a } (or write \\{ for a brace)", offset: offset)
    }

    static func extraClose(at offset: Int) -> TeXProblem {
        TeXProblem(message: "this } closes nothing, so the formula is shown as TeX; remove it (or write \\} for a brace)", offset: offset)
    }

    static func unclosedLeft(at offset: Int) -> TeXProblem {
        TeXProblem(
            message: "this \\left has no \\right in the same group, so the formula is shown as TeX; add one (\\right. for none)",
            offset: offset)
    }

    static func strayRight(_ name: String, at offset: Int) -> TeXProblem {
        TeXProblem(
            message: "this \\\(name.shortenedForMessage(limit: 40)) has no \\left before it, so the formula is shown as TeX; add a \\left (\\left. for none) or remove it",
            offset: offset)
    }

    static func badDelimiter(after command: String, at offset: Int) -> TeXProblem {
        TeXProblem(
            message: "\\\(command.shortenedForMessage(limit: 40)) needs a delimiter after it, such as ( [ \\{ | \\langle or . for none; this formula is shown as TeX",
            offset: offset)
    }

    static func unclosedEnvironment(_ name: String, at offset: Int) -> TeXProblem {
        TeXProblem(message: "\\begin{\(name.shortenedForMessage(limit: 40))} is never closed, so the formula is shown as TeX; add \\end{\(name.shortenedForMessage(limit: 40))}", offset: offset)
    }

    static func mismatchedEnd(_ name: String, expected: String, at offset: Int) -> TeXProblem {
        TeXProblem(
            message: "\\end{\(name.shortenedForMessage(limit: 40))} closes \\begin{\(expected.shortenedForMessage(limit: 40))}, so the formula is shown as TeX; write \\end{\(expected.shortenedForMessage(limit: 40))}", offset: offset)
    }

    static func strayEnd(at offset: Int) -> TeXProblem {
        TeXProblem(message: "this \\end has no \\begin before it, so the formula is shown as TeX; remove it", offset: offset)
    }

    static func doubleScript(_ mark: String, at offset: Int) -> TeXProblem {
        TeXProblem(
            message: "a second \(mark) on the same base, so the formula is shown as TeX; put both in one group (x\(mark){ab}) or brace the first ({x\(mark)a}\(mark)b)",
            offset: offset)
    }

    static func misplaced(_ mark: String, at offset: Int) -> TeXProblem {
        TeXProblem(
            message: "\(mark) belongs between the cells of an environment such as aligned or pmatrix; this formula is shown as TeX",
            offset: offset)
    }

    static func parameterOutsideMacro(at offset: Int) -> TeXProblem {
        TeXProblem(message: "# stands for a macro's argument only inside \\newcommand; write \\# for the sign. The formula is shown as TeX", offset: offset)
    }

    static func endlessMacro(_ name: String, at offset: Int) -> TeXProblem {
        TeXProblem(message: "the macro \\\(name.shortenedForMessage(limit: 40)) expands into itself without end, so the formula is shown as TeX; change its definition", offset: offset)
    }

    static func badDefinition(_ command: String, at offset: Int) -> TeXProblem {
        TeXProblem(
            message: "\(command) needs a name and a body, as in \\newcommand{\\R}{\\mathbb{R}} or \\newcommand{\\norm}[1]{\\lVert #1 \\rVert}; "
                + "the formula is shown as TeX",
            offset: offset)
    }

    static func badColor(_ color: String, at offset: Int) -> TeXProblem {
        TeXProblem(message: "'\(color.shortenedForMessage(limit: 40))' is not a colour site can use; write a name (red) or #RRGGBB. The formula is shown as TeX", offset: offset)
    }

    static func tooDeep(at offset: Int) -> TeXProblem {
        TeXProblem(message: "this formula nests more than 200 deep, so it is shown as TeX; write it with fewer braces", offset: offset)
    }
}
