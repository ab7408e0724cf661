import Foundation
import Testing

@testable import SiteKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// TeX as posts written for MathJax and KaTeX hold it, typeset as MathML at build time: what a
/// browser draws without script, and why a formula that cannot be typeset is not.
@Suite struct TeXTypesettingTests {
    /// The formula's MathML between `<semantics>` and its annotation.
    func drawn(_ tex: String, display: Bool = false) throws -> String {
        var page = TeXPage()
        let markup = try typesetMath(tex, display: display, page: &page).get()
        let opening = display ? "<math display=\"block\"><semantics>" : "<math><semantics>"
        let start = try #require(markup.range(of: opening))
        let end = try #require(markup.range(of: "<annotation encoding=\"application/x-tex\">"))
        return String(markup[start.upperBound..<end.lowerBound])
    }

    func problem(_ tex: String) -> TeXProblem? {
        var page = TeXPage()
        if case .failure(let problem) = typesetMath(tex, display: false, page: &page) { return problem }
        return nil
    }

    @Test func lettersNumbersAndOperators() throws {
        #expect(try drawn("x") == "<mi>x</mi>")
        #expect(try drawn("a - 3.14 * 10") == "<mrow><mi>a</mi><mo>−</mo><mn>3.14</mn><mo>∗</mo><mn>10</mn></mrow>")
        // Plain brackets keep their size; `\left … \right` ones grow.
        #expect(try drawn("(x)") == "<mrow><mo stretchy=\"false\">(</mo><mi>x</mi><mo stretchy=\"false\">)</mo></mrow>")
        #expect(
            try drawn("\\left[ x \\right)")
                == "<mrow><mo fence=\"true\" form=\"prefix\" stretchy=\"true\">[</mo><mi>x</mi><mo fence=\"true\" form=\"postfix\" stretchy=\"true\">)</mo></mrow>")
        #expect(try drawn("\\alpha \\le \\Omega") == "<mrow><mi>α</mi><mo>≤</mo><mi mathvariant=\"normal\">Ω</mi></mrow>")
        // Capitals that look like Latin letters, by name, as KaTeX and MathJax read them (`\Chi^2(1)`).
        #expect(try drawn("\\Chi") == "<mi mathvariant=\"normal\">Χ</mi>")
        #expect(try drawn("\\Alpha\\Beta") == "<mrow><mi mathvariant=\"normal\">Α</mi><mi mathvariant=\"normal\">Β</mi></mrow>")
        // What the page's text holds is escaped.
        #expect(try drawn("a<b") == "<mrow><mi>a</mi><mo>&lt;</mo><mi>b</mi></mrow>")
        // KaTeX's names for number sets and a few symbols, as posts written for it use them.
        let katex = try drawn("\\exist n \\isin \\N, \\lparen \\Z \\rparen \\subset \\R")
        #expect(katex.contains("<mi mathvariant=\"normal\">∃</mi>") && katex.contains("<mo>∈</mo>") && katex.contains("<mi mathvariant=\"normal\">ℕ</mi>"), "\(katex)")
        #expect(katex.contains("<mo stretchy=\"false\">(</mo><mi mathvariant=\"normal\">ℤ</mi><mo stretchy=\"false\">)</mo>"), "\(katex)")
        #expect(katex.contains("<mi mathvariant=\"normal\">ℝ</mi>"), "\(katex)")
        // Colour and weight inside \text, as posts written for KaTeX colour the words over a brace.
        let coloured = try drawn("\\overbrace{(A1, A2)}^{\\text{\\textcolor{#ea008e}{A} and \\textbf{B}}}")
        #expect(coloured.contains("<mstyle mathcolor=\"#ea008e\"><mtext>A</mtext></mstyle>") && coloured.contains("and\u{00A0}</mtext>"), "\(coloured)")
        #expect(coloured.contains("𝐁"), "\(coloured)")
    }

    @Test func fractionsRootsAndScripts() throws {
        #expect(try drawn("\\frac{a}{b}") == "<mfrac><mi>a</mi><mi>b</mi></mfrac>")
        #expect(try drawn("\\frac12") == "<mfrac><mn>1</mn><mn>2</mn></mfrac>")
        #expect(try drawn("\\sqrt[3]{x}") == "<mroot><mi>x</mi><mn>3</mn></mroot>")
        #expect(try drawn("x_i^2") == "<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>")
        #expect(try drawn("e^{-x}") == "<msup><mi>e</mi><mrow><mo>−</mo><mi>x</mi></mrow></msup>")
        #expect(try drawn("\\binom{n}{k}").contains("<mfrac linethickness=\"0\"><mi>n</mi><mi>k</mi></mfrac>"))
        // A prime stays beside its letter, where math fonts draw it raised.
        #expect(try drawn("f'(x)").hasPrefix("<mrow><mrow><mi>f</mi><mo>′</mo></mrow>"))
        #expect(try drawn("f''^2") == "<msup><mrow><mi>f</mi><mo>″</mo></mrow><mn>2</mn></msup>")
    }

    @Test func bigOperatorsTakeTheirLimitsUnderThemInDisplayMathOnly() throws {
        #expect(try drawn("\\sum_{i=1}^n x", display: true).hasPrefix("<mrow><munderover><mo>∑</mo>"))
        #expect(try drawn("\\sum_{i=1}^n x").hasPrefix("<mrow><msubsup><mo>∑</mo>"))
        #expect(try drawn("\\int_0^1 f", display: true).hasPrefix("<mrow><msubsup><mo>∫</mo>"))
        #expect(try drawn("\\int\\limits_0^1 f", display: true).hasPrefix("<mrow><munderover><mo>∫</mo>"))
        // Inside a display fraction, text style: limits beside.
        #expect(try drawn("\\frac{\\sum_i x}{2}", display: true).contains("<msub><mo>∑</mo>"))
        #expect(try drawn("\\lim_{x \\to 0} x", display: true).hasPrefix("<mrow><munder><mi>lim</mi>"))
    }

    @Test func functionNamesAreUprightAndSpacedFromTheirArgument() throws {
        #expect(try drawn("\\sin x") == "<mrow><mi>sin</mi><mo>\u{2061}</mo><mspace width=\"0.167em\"/><mi>x</mi></mrow>")
        #expect(try drawn("\\log(x)") == "<mrow><mi>log</mi><mo>\u{2061}</mo><mo stretchy=\"false\">(</mo><mi>x</mi><mo stretchy=\"false\">)</mo></mrow>")
        #expect(try drawn("\\operatorname{Var}(X)").hasPrefix("<mrow><mi>Var</mi><mo>\u{2061}</mo>"))
        #expect(try drawn("\\operatorname*{arg\\,max}_x f", display: true).hasPrefix("<mrow><munder><mi>arg\u{2009}max</mi><mi>x</mi></munder>"))
        #expect(try drawn("\\mathrm{Var}") == "<mi>Var</mi>")
        #expect(try drawn("\\mathrm{d}x") == "<mrow><mi mathvariant=\"normal\">d</mi><mi>x</mi></mrow>")
    }

    @Test func mathFontsAreUnicodesMathematicalLetters() throws {
        #expect(try drawn("\\mathbb{R}^n") == "<msup><mi>ℝ</mi><mi>n</mi></msup>")
        #expect(try drawn("\\mathbb{E}") == "<mi>𝔼</mi>")
        #expect(try drawn("\\mathcal{L}\\mathcal{A}") == "<mrow><mi>ℒ</mi><mi>𝒜</mi></mrow>")
        #expect(try drawn("\\mathbf{x}") == "<mi>𝐱</mi>")
        #expect(try drawn("\\boldsymbol{\\beta}") == "<mi>𝜷</mi>")
        #expect(try drawn("\\mathfrak{g}") == "<mi>𝔤</mi>")
        #expect(try drawn("\\mathbb{1}") == "<mn>𝟙</mn>")
    }

    @Test func textKeepsItsSpaces() throws {
        #expect(try drawn("x \\text{ if } y") == "<mrow><mi>x</mi><mtext>\u{A0}if\u{A0}</mtext><mi>y</mi></mrow>")
        #expect(try drawn("\\textbf{ok}") == "<mtext>𝐨𝐤</mtext>")
    }

    @Test func environmentsAreTables() throws {
        #expect(
            try drawn("\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}")
                == "<mrow><mo fence=\"true\" form=\"prefix\" stretchy=\"true\">(</mo><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>2</mn></mtd></mtr>"
                + "<mtr><mtd><mn>3</mn></mtd><mtd><mn>4</mn></mtd></mtr></mtable><mo fence=\"true\" form=\"postfix\" stretchy=\"true\">)</mo></mrow>")
        // Aligned equations: right, then left, the two sides meeting at the `&`; a last `\\` adds no row.
        let aligned = try drawn("\\begin{aligned} a &= b \\\\ c &= d \\\\ \\end{aligned}", display: true)
        #expect(aligned.hasPrefix("<mtable displaystyle=\"true\"><mtr><mtd columnalign=\"right\" style=\"text-align: -webkit-right; padding-right: 0\"><mi>a</mi></mtd>"))
        #expect(aligned.components(separatedBy: "<mtr>").count - 1 == 2)
        let cases = try drawn("\\begin{cases} 1 & x > 0 \\\\ 0 & \\text{otherwise} \\end{cases}")
        #expect(cases.hasPrefix("<mrow><mo fence=\"true\" form=\"prefix\" stretchy=\"true\">{</mo><mtable>"))
        #expect(cases.contains("<mtd columnalign=\"left\" style=\"text-align: -webkit-left\"><mtext>otherwise</mtext></mtd>"))
        #expect(try drawn("\\begin{array}{r|l} a & b \\end{array}").contains("<mtd columnalign=\"right\""))
        // `\newline` ends a row as `\\` does, as MathJax and KaTeX read it (a Hugo post's array).
        #expect(try drawn("\\begin{array}{lr} 1, & x \\ge 0, \\newline 0, & x < 0. \\end{array}") == drawn("\\begin{array}{lr} 1, & x \\ge 0, \\\\ 0, & x < 0. \\end{array}"))
        #expect(try drawn("a \\newline b", display: true).components(separatedBy: "<mtr>").count - 1 == 2)
        // Rows at the top of display math, as KaTeX sets them.
        #expect(try drawn("a \\\\ b", display: true).hasPrefix("<mtable displaystyle=\"true\"><mtr><mtd><mi>a</mi></mtd></mtr>"))
    }

    @Test func whatStatisticsPostsWriteBesides() throws {
        // TeX's infix fractions.
        #expect(
            try drawn("{n \\choose k}")
                == "<mrow><mo fence=\"true\" form=\"prefix\" stretchy=\"true\">(</mo><mfrac linethickness=\"0\"><mi>n</mi><mi>k</mi></mfrac><mo fence=\"true\" form=\"postfix\" stretchy=\"true\">)</mo></mrow>")
        #expect(try drawn("{a \\over b}") == "<mfrac><mi>a</mi><mi>b</mi></mfrac>")
        // A formula inside text, as MathJax reads `\text{… $…$}`.
        #expect(try drawn("\\text{s.t. rank $B \\le r$}") == "<mrow><mtext>s.t.\u{A0}rank\u{A0}</mtext><mrow><mi>B</mi><mo>≤</mo><mi>r</mi></mrow></mrow>")
        // `\left{`: the backslash of `\left\{` taken by Markdown.
        #expect(try drawn("\\left{ x \\right}").hasPrefix("<mrow><mo fence=\"true\" form=\"prefix\" stretchy=\"true\">{</mo><mi>x</mi>"))
        // Bars are ordinary: `||x||` has no gaps.
        #expect(try drawn("||x||").hasPrefix("<mrow><mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">|</mo><mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">|</mo><mi>x</mi>"))
        // MathJax's names for < and > (a post's HTML-safe spelling), escaped as the characters are.
        #expect(try drawn("H \\gt E \\lt F") == "<mrow><mi>H</mi><mo>&gt;</mo><mi>E</mi><mo>&lt;</mo><mi>F</mi></mrow>")
        #expect(try drawn("K \\circledast h") == "<mrow><mi>K</mi><mo>⊛</mo><mi>h</mi></mrow>")
        // A text size switches the rest of its group, by MathJax's factors.
        #expect(
            try drawn("a \\small{\\text{; note}}")
                == "<mrow><mi>a</mi><mstyle mathsize=\"85%\"><mtext>;\u{A0}note</mtext></mstyle></mrow>")
        #expect(try drawn("{\\Large x} y") == "<mrow><mstyle mathsize=\"144%\"><mi>x</mi></mstyle><mi>y</mi></mrow>")
        // Plain TeX's font switches set the rest of their group.
        #expect(try drawn("{\\rm d}x") == "<mrow><mi mathvariant=\"normal\">d</mi><mi>x</mi></mrow>")
    }

    /// MathJax's AMS numbering, on a page that refers to its equations: numbered environments number
    /// their rows (not `\nonumber` ones, not starred environments), `\tag` names a row, labels remember.
    @Test func equationsAreNumberedWhenThePageRefersToThem() throws {
        var page = TeXPage()
        page.numbersEquations = true
        let first = try typesetMath("\\begin{equation} a = b \\label{first} \\end{equation}", display: true, page: &page).get()
        #expect(first.contains("<mtd id=\"eq-first\" style=\"padding-left: 2em\"><mtext>(1)</mtext></mtd>"))
        let aligned = try typesetMath("\\begin{align} a &= b \\\\ c &= d \\nonumber \\\\ e &= f \\tag{*} \\label{star} \\end{align}", display: true, page: &page).get()
        #expect(aligned.components(separatedBy: "<mtext>(2)</mtext>").count == 2)
        #expect(aligned.contains("<mtd id=\"eq-star\" style=\"padding-left: 2em\"><mtext>(*)</mtext></mtd>"))
        #expect(!aligned.contains("(3)"))
        _ = try typesetMath("\\begin{align*} x &= y \\end{align*}", display: true, page: &page).get()
        #expect(page.equationCount == 2 && page.labels == ["first": "(1)", "star": "(*)"])
        // A label inside `split` belongs to the equation around it.
        let split = try typesetMath("\\begin{equation}\\begin{split} a &= b \\label{s} \\end{split}\\end{equation}", display: true, page: &page).get()
        #expect(split.contains("<mtd id=\"eq-s\" style=\"padding-left: 2em\"><mtext>(3)</mtext></mtd>"))
        #expect(try typesetMath("\\eqref{first} \\ref{s}", display: false, page: &page).get().contains("<mtext>(1)</mtext><mtext>3</mtext>"))
        // Without references on the page, equations stay unnumbered, as MathJax leaves them by default.
        var plain = TeXPage()
        #expect(!(try typesetMath("\\begin{equation} a \\end{equation}", display: true, page: &plain).get()).contains("(1)"))
        #expect(try typesetMath("E = mc^2 \\tag{A}", display: true, page: &plain).get().contains("<mspace width=\"2em\"/><mtext>(A)</mtext>"))
    }

    /// A contingency table as statistics posts write it: `\hline` and `|` rule the array.
    @Test func arraysHaveTheirRules() throws {
        let table = try drawn("\\begin{array}{c|c} a & b \\\\ \\hline c & d \\\\ \\hline \\end{array}")
        #expect(table.contains("<mtr><mtd><mi>a</mi></mtd><mtd style=\"border-left: 0.06em solid\"><mi>b</mi></mtd></mtr>"))
        #expect(table.contains("<mtr><mtd style=\"border-top: 0.06em solid; border-bottom: 0.06em solid\"><mi>c</mi></mtd>"))
        #expect(table.components(separatedBy: "<mtr>").count == 3)
        // `\cancel` strikes its argument through, drawn by CSS.
        #expect(try drawn("\\cancel{x}").hasPrefix("<mrow style=\"background: linear-gradient(to top right, "))
    }

    @Test func macrosAreKeptFromFormulaToFormulaOnAPage() throws {
        var page = TeXPage()
        _ = typesetMath("\\newcommand{\\R}{\\mathbb{R}} \\def\\norm#1{\\lVert #1 \\rVert}", display: false, page: &page)
        _ = typesetMath("\\DeclareMathOperator*{\\argmax}{arg\\,max}", display: false, page: &page)
        let later = try typesetMath("x \\in \\R, \\norm{y}, \\argmax_z", display: true, page: &page).get()
        #expect(later.contains("<mi>ℝ</mi>"))
        #expect(later.contains("<mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">‖</mo><mi>y</mi><mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">‖</mo>"))
        #expect(later.contains("<munder><mi>arg\u{2009}max</mi><mi>z</mi></munder>"))
        // A macro that expands into itself stops with a message, as does one a formula leaves unfinished.
        #expect(problem("\\def\\loop{\\loop x}\\loop")?.message.contains("expands into itself") == true)
    }

    /// Dirac's notation is known without a definition, as in KaTeX; a page's own definition wins.
    /// amssymb's rarer symbols, as KaTeX knows them (a logic post's `\multimap`).
    @Test func moreOfAmssymbsSymbolsAreKnown() throws {
        #expect(try drawn("A \\multimap B").contains("<mo>⊸</mo>"))
        #expect(try drawn("\\Gamma \\nvdash \\phi").contains("<mo>⊬</mo>"))
        #expect(try drawn("\\yen 5").contains("<mi mathvariant=\"normal\">¥</mi>") || drawn("\\yen 5").contains("¥</mi>"))
        #expect(try drawn("\\ulcorner x \\urcorner").contains("⌜"))
        // KaTeX's short names of arrows, as a finite-element post writes them (`a \rarr b`).
        for (command, arrow) in [("rarr", "→"), ("Rarr", "⇒"), ("lArr", "⇐"), ("harr", "↔"), ("darr", "↓")] {
            #expect(try drawn("a \\\(command) b").contains("<mo>\(arrow)</mo>"), "\(command)")
        }
    }

    @Test func braKetNotationIsKnown() throws {
        var page = TeXPage()
        let drawn = try typesetMath("\\bra{\\psi}\\ket{\\phi} = \\braket{\\psi|\\phi}", display: false, page: &page).get()
        #expect(drawn.hasPrefix("<math><semantics><mrow><mo stretchy=\"false\">⟨</mo><mi>ψ</mi><mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">|</mo>"), "\(drawn)")
        #expect(drawn.contains("<mi>ϕ</mi><mo stretchy=\"false\">⟩</mo><mo>=</mo><mo stretchy=\"false\">⟨</mo>"))
        _ = typesetMath("\\newcommand{\\braket}[2]{\\langle #1 \\vert #2 \\rangle}", display: false, page: &page)
        let own = try typesetMath("\\braket{a}{b}", display: false, page: &page).get()
        #expect(own.contains("<mi>a</mi><mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">|</mo><mi>b</mi>"), "\(own)")
    }

    @Test func theLogosAreTheirNames() throws {
        var page = TeXPage()
        #expect(try typesetMath("\\TeX", display: false, page: &page).get().contains("<mtext>TeX</mtext>"))
        #expect(try typesetMath("\\text{with \\LaTeX}", display: false, page: &page).get().contains("<mtext>with\u{A0}LaTeX</mtext>"))
        #expect(try typesetMath("\\LaTeXe", display: false, page: &page).get().contains("<mtext>LaTeX2ε</mtext>"))
    }

    @Test func aProblemSaysWhereAndWhatToWrite() throws {
        #expect(problem("a + \\foo{b}") == TeXProblem.unknownCommand("foo", at: 4))
        #expect(problem("x_1_2")?.offset == 3)
        #expect(problem("x_1_2")?.message.contains("x_{ab}") == true)
        #expect(problem("\\frac{a}{b")?.offset == 8)
        #expect(problem("a }")?.offset == 2)
        #expect(problem("\\left( x")?.message.contains("\\right") == true)
        #expect(problem("\\begin{pmatrix} a \\end{bmatrix}")?.message.contains("write \\end{pmatrix}") == true)
        #expect(problem("\\begin{CD} a \\end{CD}")?.message.contains("environment 'CD'") == true)
        #expect(problem("x^")?.message.contains("^ needs an argument") == true)
        #expect(problem("a & b") == nil)
        // A colour can only be a name or a hex value: nothing leaves the attribute.
        #expect(problem("\\color{red\" onload=\"x}{y}")?.message.contains("not a colour") == true)
        #expect(try drawn("\\color{#c00}{y}") == "<mstyle mathcolor=\"#c00\"><mi>y</mi></mstyle>")
    }

    @Test func deepNestingIsAProblemNotACrash() {
        #expect(problem(String(repeating: "\\sqrt", count: 5_000) + "x")?.message.contains("nests") == true)
        #expect(problem(String(repeating: "{", count: 5_000) + "x" + String(repeating: "}", count: 5_000))?.message.contains("nests") == true)
        #expect(problem(String(repeating: "\\color{red}", count: 5_000) + "x")?.message.contains("nests") == true)
        #expect(problem(String(repeating: "\\left(", count: 5_000))?.message.contains("nests") == true)
    }

    @Test func aWideDisplayFormulaScrollsInARegionAKeyboardReaches() throws {
        var page = TeXPage()
        let wide = try typesetMath(Array(repeating: "a_{i} + b_{i}", count: 8).joined(separator: " + "), display: true, page: &page).get()
        #expect(wide.hasPrefix("<div class=\"math-scroll\" role=\"group\" tabindex=\"0\" aria-label=\"Formula\"><math display=\"block\">"))
        #expect(wide.hasSuffix("</math></div>"))
        let narrow = try typesetMath("E = mc^2", display: true, page: &page).get()
        #expect(narrow.hasPrefix("<math display=\"block\">"))
        // Inline formulas flow with the text.
        #expect(!(try typesetMath(Array(repeating: "a_{i}", count: 40).joined(separator: " + "), display: false, page: &page).get()).contains("math-scroll"))
    }

    @Test func theTeXIsTheAnnotation() throws {
        var page = TeXPage()
        let markup = try typesetMath("a < b & c", display: false, page: &page).get()
        #expect(markup.hasSuffix("<annotation encoding=\"application/x-tex\">a &lt; b &amp; c</annotation></semantics></math>"))
    }
}

/// Formulas made of random pieces of TeX: each is typeset as well-formed MathML or refused with a
/// problem inside the formula, never a crash or a hang.
@Suite struct TeXRandomFormulaTests {
    static let pieces = [
        "x", "2", ".", "+", "-", "=", "<", "&", "\\\\", "{", "}", "^", "_", "'", "(", ")", "[", "]", "|", " ", "%",
        "\\frac", "\\sqrt", "\\left(", "\\right)", "\\middle|", "\\left.", "\\right.", "\\sum", "\\int", "\\lim", "\\limits",
        "\\mathbb", "\\mathrm", "\\text{a b}", "\\operatorname*", "\\begin{pmatrix}", "\\end{pmatrix}", "\\begin{aligned}",
        "\\end{aligned}", "\\begin{array}{lc}", "\\end{array}", "\\hat", "\\overbrace", "\\underset", "\\color{red}",
        "\\displaystyle", "\\not", "\\newcommand{\\m}[1]{#1^#1}", "\\m", "\\def\\n{\\n}", "\\n", "#1", "\\tag{1}", "\\big(",
        "\\xrightarrow[a]", "\\substack", "\\hspace{2pt}", "\\alpha", "\\\\[3pt]", "α", "\\foo", "\\boxed", "\\binom",
    ]

    @Test func randomFormulasAreTypesetOrRefusedCleanly() {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var typeset = 0
        for _ in 0..<3_000 {
            let tex = (0..<(1 + next(14))).map { _ in Self.pieces[next(Self.pieces.count)] }.joined()
            var page = TeXPage()
            switch typesetMath(tex, display: next(2) == 0, page: &page) {
            case .success(let markup):
                typeset += 1
                let wrapped = "<root>" + markup + "</root>"
                #expect(markup.isEmpty || XMLParser(data: Data(wrapped.utf8)).parse(), "\(tex)")
            case .failure(let problem):
                #expect(problem.offset >= 0 && problem.offset <= tex.utf8.count, "\(tex): \(problem)")
                #expect(problem.message.utf8.count < 400, "\(tex)")
            }
        }
        // Both ways are exercised.
        #expect(typeset > 300 && typeset < 2_700, "\(typeset) typeset")
    }
}
