/// A formula's TeX typeset as MathML, which browsers draw without script; or why it cannot be
/// (the formula is then shown as TeX). `page` carries `\newcommand`s and equation numbers from formula to formula
/// on a page; a formula that only defines macros draws nothing (an empty string).
func typesetMath(_ tex: String, display: Bool, page: inout TeXPage) -> Result<String, TeXProblem> {
    var parser = TeXParser(tex, page: page)
    do {
        let tree = try parser.formula(display: display)
        page = parser.page
        if tree.isEmpty, parser.definedMacros { return .success("") }
        return .success(MathMLWriter.math(tree, tex: tex, display: display))
    } catch {
        return .failure(error)
    }
}
