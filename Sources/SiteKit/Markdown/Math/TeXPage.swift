/// What one page's formulas hand on from one to the next, as MathJax keeps it for a page: the
/// macros defined so far, and the equation numbers given so far with their labels.
struct TeXPage: Sendable {
    struct Macro: Sendable {
        var parameterCount: Int
        var body: [TeXToken]
    }

    var macros: [String: Macro] = TeXPage.builtInMacros

    /// Dirac's notation, which KaTeX and MathJax's braket extension know: `\bra{ψ}` ⟨ψ|, `\ket{ψ}`
    /// |ψ⟩, `\braket{ψ|φ}` ⟨ψ|φ⟩. A page's own `\newcommand` of a name replaces it.
    static let builtInMacros: [String: Macro] = [
        "bra": Macro(parameterCount: 1, body: TeXToken.tokens(of: "\\langle{#1}\\rvert")),
        "ket": Macro(parameterCount: 1, body: TeXToken.tokens(of: "\\lvert{#1}\\rangle")),
        "braket": Macro(parameterCount: 1, body: TeXToken.tokens(of: "\\langle{#1}\\rangle")),
    ]
    /// Whether numbered environments (`equation`, `align` …) number their rows, as MathJax's AMS
    /// numbering does. A page that refers to its equations (`\eqref`) was written for it; without
    /// references, equations stay unnumbered, as MathJax leaves them by default.
    var numbersEquations = false
    var equationCount = 0
    /// What `\label{key}` named: the number or the `\tag` of its row.
    var labels: [String: String] = [:]

    /// The id a labelled row has on the page, for `\eqref` links.
    static func anchor(of label: String) -> String { "eq-" + HeadingIDs.slug(label) }
}
