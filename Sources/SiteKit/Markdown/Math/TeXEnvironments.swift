/// `\begin{…} … \end{…}`: matrices, cases, aligned equations and arrays, as tables of cells.
extension TeXParser {
    /// What ends a table's rows.
    enum Closing {
        /// The end of the formula (rows broken at its top level).
        case formula
        /// `\end{name}`, for the `\begin` at the offset.
        case environment(String, Int)
        /// The `}` of the group opened at the offset (`\substack{a \\ b}`).
        case group(Int)
    }

    /// Cells split by `&`, rows broken by `\\`, up to the closing. A last empty row is dropped.
    /// - Parameter passesMarksUp: whether `\tag`, `\label` and `\nonumber` in the rows belong to the
    ///   row around the table (an environment that numbers nothing), or stay in `tableMarks`.
    mutating func tableRows(_ state: State, closing: Closing, passesMarksUp: Bool = true) throws(TeXProblem) -> [[MathNode]] {
        var rows: [[MathNode]] = []
        var cells: [MathNode] = []
        var marks: [RowMarks] = []
        let outer = rowMarks
        rowMarks = RowMarks()
        func finished() -> [[MathNode]] {
            rows.append(cells)
            marks.append(rowMarks)
            if rows.count > 1, rows[rows.count - 1].count == 1, rows[rows.count - 1][0].isEmpty {
                rows.removeLast()
                // An `\hline` after the last `\\` rules below the last row.
                tableEndsWithLine = marks.removeLast().lineAbove
            } else {
                tableEndsWithLine = false
            }
            tableMarks = marks
            rowMarks = outer
            if passesMarksUp { for mark in marks { rowMarks.absorb(mark) } }
            return rows
        }
        while true {
            cells.append(.row(try row(state)))
            guard let token = try peek() else {
                switch closing {
                case .formula: return finished()
                case .environment(let name, let offset): throw .unclosedEnvironment(name, at: offset)
                case .group(let offset): throw .unclosedGroup(at: offset)
                }
            }
            index += 1
            switch token.kind {
            case .alignment:
                continue
            case .rowBreak:
                rows.append(cells)
                marks.append(rowMarks)
                rowMarks = RowMarks()
                cells = []
            case .close:
                guard case .group = closing else { throw .extraClose(at: token.offset) }
                return finished()
            case .command("end"):
                guard case .environment(let expected, _) = closing else { throw .strayEnd(at: token.offset) }
                let name = try textArgument(of: "\\end", at: token.offset).trimmingSpaces()
                guard name == expected else { throw .mismatchedEnd(name, expected: expected, at: token.offset) }
                return finished()
            case .command(let name):
                throw .strayRight(name, at: token.offset)
            default:
                throw .extraClose(at: token.offset)
            }
        }
    }

    /// The environments that are equations of their own, numbered unless starred (`align*`);
    /// `aligned` and `split` sit inside one and leave numbers to it.
    static let equationEnvironments: Set<String> = ["align", "alignat", "flalign", "eqnarray", "gather", "equation", "multline"]

    /// The environment after `\begin`.
    mutating func environment(at offset: Int, _ state: State) throws(TeXProblem) -> MathNode {
        let name = try textArgument(of: "\\begin", at: offset).trimmingSpaces()
        let base = name.hasSuffix("*") ? String(name.dropLast()) : name
        let closing = Closing.environment(name, offset)
        var cells = state.inner
        switch base {
        case "matrix", "pmatrix", "bmatrix", "Bmatrix", "vmatrix", "Vmatrix", "smallmatrix":
            let table = MathNode.table(MathTable(rows: try tableRows(cells, closing: closing), alignments: [.center], isSmall: base == "smallmatrix"))
            let fences = ["pmatrix": ("(", ")"), "bmatrix": ("[", "]"), "Bmatrix": ("{", "}"), "vmatrix": ("|", "|"), "Vmatrix": ("‖", "‖")]
            return fences[base].map { .fenced(open: $0.0, table, close: $0.1) } ?? table
        case "cases", "dcases", "rcases":
            cells.display = base == "dcases"
            let table = MathNode.table(MathTable(rows: try tableRows(cells, closing: closing), alignments: [.left, .left], isDisplay: cells.display))
            return base == "rcases" ? .fenced(open: nil, table, close: "}") : .fenced(open: "{", table, close: nil)
        case "aligned", "align", "split", "alignat", "alignedat", "flalign", "eqnarray":
            if base == "alignat" || base == "alignedat" { _ = try textArgument(of: "\\begin{\(name)}", at: offset) }
            cells.display = true
            let alignments: [MathTable.Alignment] = base == "eqnarray" ? [.right, .center, .left] : [.right, .left]
            let isEquation = Self.equationEnvironments.contains(base)
            let rows = try tableRows(cells, closing: closing, passesMarksUp: !isEquation)
            let tags = isEquation ? numbers(for: tableMarks, numbered: !name.hasSuffix("*")) : []
            return .table(MathTable(rows: rows, alignments: alignments, isAligned: base != "eqnarray", isDisplay: true, tags: tags))
        case "gathered", "gather", "equation", "multline", "displaymath":
            cells.display = true
            let isEquation = Self.equationEnvironments.contains(base)
            let rows = try tableRows(cells, closing: closing, passesMarksUp: !isEquation)
            // `equation` and `multline` are one equation, numbered once (on its last line).
            let tags = isEquation ? numbers(for: tableMarks, numbered: !name.hasSuffix("*"), onlyLast: base != "gather") : []
            return .table(MathTable(rows: rows, alignments: [.center], isDisplay: true, tags: tags))
        case "array", "darray", "subarray":
            let columns = try textArgument(of: "\\begin{\(name)}", at: offset)
            cells.display = base == "darray"
            var alignments: [MathTable.Alignment] = []
            var columnLines: Set<Int> = []
            var skipsGroup = 0
            for character in columns {
                // `p{3cm}` and `@{…}` carry a group that is not a column of its own.
                if character == "{" { skipsGroup += 1 } else if character == "}" { skipsGroup -= 1 }
                guard skipsGroup == 0 else { continue }
                switch character {
                case "l", "p": alignments.append(.left)
                case "c": alignments.append(.center)
                case "r": alignments.append(.right)
                case "|": columnLines.insert(alignments.count)
                default: continue
                }
            }
            var table = MathTable(rows: try tableRows(cells, closing: closing), alignments: alignments, isSmall: base == "subarray", isDisplay: cells.display)
            table.linesAbove = tableMarks.map(\.lineAbove)
            table.lineBelow = tableEndsWithLine
            table.columnLines = columnLines
            return .table(table)
        default:
            throw .unknownEnvironment(name, at: offset)
        }
    }
}
