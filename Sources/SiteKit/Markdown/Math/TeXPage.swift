/// What one page's formulas hand on from one to the next, as MathJax keeps it for a page: the
/// macros defined so far, and the equation numbers given so far with their labels.
struct TeXPage: Sendable {
    struct Macro: Sendable {
        var parameterCount: Int
        var body: [TeXToken]
    }

    var macros: [String: Macro] = [:]
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
