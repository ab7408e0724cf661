/// A formula as MathML draws it: the tree the TeX parser builds and the MathML writer writes.
indirect enum MathNode: Equatable, Sendable {
    /// Nodes side by side (`<mrow>`, or the one node when there is one).
    case row([MathNode])
    /// A letter or name (`<mi>`); `upright` for `\mathrm` letters, which MathML would slant.
    case identifier(String, upright: Bool)
    case number(String)
    case symbol(String, MathOperator)
    /// `\text{…}`.
    case text(String)
    /// Horizontal space in em.
    case space(Double)
    /// A function name (`\sin`, `\operatorname{tr}`); `limits` when its scripts go under and over it in display math (`\lim`).
    case function(String, limits: Bool)
    case fraction(MathNode, MathNode, hasLine: Bool)
    case root(MathNode, index: MathNode?)
    case scripts(MathScripts)
    /// A mark over or under a base: accents (`\hat`), braces (`\overbrace`), `\overset`.
    case over(MathNode, mark: MathNode, isAccent: Bool)
    case under(MathNode, mark: MathNode, isAccent: Bool)
    /// `\left( … \right)`: delimiters that grow with what they hold (nil for `.`).
    case fenced(open: String?, MathNode, close: String?)
    case table(MathTable)
    case style(MathNode, MathStyleChange)
    case phantom(MathNode)
    /// `\boxed`, and the strokes of `\cancel` and its kin, drawn by CSS (MathML Core has no `menclose`).
    case enclosed(MathNode, MathEnclosure)
    /// A node whose scripts were told where to go by `\limits` or `\nolimits`.
    case limits(MathNode, Bool)

    /// Whether the node draws nothing: empty rows, however nested.
    var isEmpty: Bool {
        switch self {
        case .row(let nodes): nodes.allSatisfy(\.isEmpty)
        default: false
        }
    }

    /// Whether scripts go under and over the node, as for `\sum` in display math.
    func takesLimits(inDisplay display: Bool) -> Bool {
        switch self {
        case .symbol(_, let op): op.hasLimits && display
        case .function(_, let limits): limits && display
        case .over(_, _, let isAccent), .under(_, _, let isAccent): !isAccent
        case .limits(_, let limits): limits
        default: false
        }
    }

    /// Whether the node is a function name, with or without its scripts (`\log_2`): an invisible
    /// function application and a thin space follow it.
    var isFunction: Bool {
        switch self {
        case .function: true
        case .scripts(let scripts): scripts.base.isFunction
        case .limits(let node, _): node.isFunction
        default: false
        }
    }
}

/// A base with a subscript, a superscript or both, beside it or (limits) under and over it.
struct MathScripts: Equatable, Sendable {
    var base: MathNode
    var sub: MathNode?
    var sup: MathNode?
    var limits: Bool
}

/// How an operator (`<mo>`) differs from MathML's own dictionary.
struct MathOperator: Equatable, Sendable {
    var stretchy: Bool?
    /// A big operator (`\sum`) whose scripts go under and over it in display math.
    var hasLimits = false
    /// A fixed size, for `\big(` and its kin, in em.
    var size: Double?
    /// The delimiters of `\left … \right`.
    var isFence = false
    /// Spacing in em on each side, where TeX's differs from MathML's dictionary.
    var space: Double?

    static let plain = MathOperator()
    static let fixed = MathOperator(stretchy: false)
    static let bigOperator = MathOperator(hasLimits: true)
    /// `|` and `‖` as TeX sets them outside `\left … \right`: ordinary, without the space MathML gives a bar between two things.
    static let bar = MathOperator(stretchy: false, space: 0)
}

/// A matrix, cases or aligned equations.
struct MathTable: Equatable, Sendable {
    enum Alignment: Equatable, Sendable { case left, center, right }
    var rows: [[MathNode]]
    /// Each column's alignment; columns past the list repeat its pattern.
    var alignments: [Alignment]
    /// Aligned equations: no space between a right column and the left one after it.
    var isAligned = false
    var isSmall = false
    /// Cells in display style (aligned equations), not the smaller text style of a matrix.
    var isDisplay = false
    /// Each row's equation number or `\tag`, drawn after the row.
    var tags: [EquationTag?] = []
    /// An array's rules: `\hline` above (or, after the last row, below) a row, and `|` before a
    /// column (a column past the last: after it).
    var linesAbove: [Bool] = []
    var lineBelow = false
    var columnLines: Set<Int> = []


    func alignment(ofColumn column: Int) -> Alignment {
        alignments.isEmpty ? .center : alignments[column % alignments.count]
    }
}

/// An equation's number or `\tag` ("(3)"), and the id its `\label` gives it, for `\eqref` links.
struct EquationTag: Equatable, Sendable {
    var text: String
    var id: String?
}

/// What `.enclosed` draws around or across its content.
enum MathEnclosure: String, Sendable {
    case box = "boxed", upStrike = "cancel", downStrike = "bcancel", crossStrike = "xcancel", horizontalStrike = "sout"

    /// The CSS that draws it: a border, or lines painted as gradients across the box.
    var style: String {
        let stroke = "transparent calc(50% - 0.04em), currentColor calc(50% - 0.04em), currentColor calc(50% + 0.04em), transparent calc(50% + 0.04em))"
        let up = "linear-gradient(to top right, " + stroke
        let down = "linear-gradient(to bottom right, " + stroke
        switch self {
        case .box: return "border: 0.06em solid; padding: 0.2em 0.3em"
        case .upStrike: return "background: " + up
        case .downStrike: return "background: " + down
        case .crossStrike: return "background: " + up + ", " + down
        case .horizontalStrike: return "text-decoration: line-through"
        }
    }
}

/// `\displaystyle` and its kin, and colours.
struct MathStyleChange: Equatable, Sendable {
    var display: Bool?
    var scriptLevel: Int?
    var color: String?
    /// A font size against the surrounding text's (`\\small` 0.85, `\\large` 1.2), as MathJax sets them.
    var size: Double?
}
