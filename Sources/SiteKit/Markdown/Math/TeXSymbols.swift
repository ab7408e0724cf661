/// The TeX commands that stand for one character, by what MathML makes of them.
enum TeXSymbols {
    /// Letters and other ordinary symbols (`<mi>`). Capital Greek is upright, as TeX sets it.
    static let identifiers: [String: (character: String, upright: Bool)] = {
        var table: [String: (String, Bool)] = [:]
        let lowerGreek: [(String, String)] = [
            ("alpha", "α"), ("beta", "β"), ("gamma", "γ"), ("delta", "δ"), ("epsilon", "ϵ"), ("varepsilon", "ε"), ("zeta", "ζ"),
            ("eta", "η"), ("theta", "θ"), ("vartheta", "ϑ"), ("iota", "ι"), ("kappa", "κ"), ("varkappa", "ϰ"), ("lambda", "λ"),
            ("mu", "μ"), ("nu", "ν"), ("xi", "ξ"), ("omicron", "ο"), ("pi", "π"), ("varpi", "ϖ"), ("rho", "ρ"), ("varrho", "ϱ"),
            ("sigma", "σ"), ("varsigma", "ς"), ("tau", "τ"), ("upsilon", "υ"), ("phi", "ϕ"), ("varphi", "φ"), ("chi", "χ"),
            ("psi", "ψ"), ("omega", "ω"), ("digamma", "ϝ"),
        ]
        for (name, character) in lowerGreek { table[name] = (character, false) }
        let upperGreek: [(String, String)] = [
            ("Gamma", "Γ"), ("Delta", "Δ"), ("Theta", "Θ"), ("Lambda", "Λ"), ("Xi", "Ξ"), ("Pi", "Π"), ("Sigma", "Σ"),
            ("Upsilon", "Υ"), ("Phi", "Φ"), ("Psi", "Ψ"), ("Omega", "Ω"),
        ]
        for (name, character) in upperGreek {
            table[name] = (character, true)
            // `\varGamma` is the slanted capital.
            table["var" + name] = (character, false)
        }
        // The capitals that look like Latin ones, which TeX writes as those letters and KaTeX and
        // MathJax also read by name (`\Chi^2`).
        let latinLookingGreek: [(String, String)] = [
            ("Alpha", "Α"), ("Beta", "Β"), ("Epsilon", "Ε"), ("Zeta", "Ζ"), ("Eta", "Η"), ("Iota", "Ι"), ("Kappa", "Κ"),
            ("Mu", "Μ"), ("Nu", "Ν"), ("Omicron", "Ο"), ("Rho", "Ρ"), ("Tau", "Τ"), ("Chi", "Χ"),
        ]
        for (name, character) in latinLookingGreek { table[name] = (character, true) }
        let others: [(String, String)] = [
            ("ell", "ℓ"), ("hbar", "ℏ"), ("hslash", "ℏ"), ("imath", "ı"), ("jmath", "ȷ"), ("aleph", "ℵ"), ("beth", "ℶ"),
            ("gimel", "ℷ"), ("wp", "℘"), ("Re", "ℜ"), ("Im", "ℑ"), ("partial", "∂"), ("nabla", "∇"), ("infty", "∞"),
            ("emptyset", "∅"), ("varnothing", "∅"), ("top", "⊤"), ("bot", "⊥"), ("angle", "∠"), ("measuredangle", "∡"),
            ("triangle", "△"), ("forall", "∀"), ("exists", "∃"), ("nexists", "∄"), ("complement", "∁"), ("surd", "√"),
            ("flat", "♭"), ("natural", "♮"), ("sharp", "♯"), ("clubsuit", "♣"), ("diamondsuit", "♢"), ("heartsuit", "♡"),
            ("spadesuit", "♠"), ("checkmark", "✓"), ("S", "§"), ("P", "¶"), ("copyright", "©"), ("pounds", "£"),
            ("degree", "°"), ("mho", "℧"), ("Box", "□"), ("square", "□"), ("blacksquare", "■"), ("Diamond", "◇"),
            ("lozenge", "◊"), ("bigstar", "★"), ("prime", "′"), ("backprime", "‵"), ("eth", "ð"), ("Finv", "Ⅎ"),
            ("#", "#"), ("$", "$"), ("%", "%"), ("&", "&"), ("_", "_"), ("textbackslash", "\\"), ("dag", "†"), ("ddag", "‡"),
            // Dots are ordinary symbols in TeX, spaced by what stands around them.
            ("ldots", "…"), ("dots", "…"), ("dotsc", "…"), ("dotso", "…"), ("cdots", "⋯"), ("dotsb", "⋯"), ("dotsm", "⋯"),
            ("dotsi", "⋯"), ("vdots", "⋮"), ("ddots", "⋱"),
            // KaTeX's names for number sets and a few symbols (`\R`, `\N`, `\exist`), which posts written for it use.
            ("N", "ℕ"), ("natnums", "ℕ"), ("Z", "ℤ"), ("R", "ℝ"), ("Reals", "ℝ"), ("reals", "ℝ"), ("Complex", "ℂ"), ("cnums", "ℂ"),
            ("exist", "∃"), ("empty", "∅"), ("infin", "∞"), ("alef", "ℵ"), ("alefsym", "ℵ"),
            // More of amssymb's, as KaTeX has them.
            ("Game", "⅁"), ("daleth", "ℸ"), ("blacklozenge", "⧫"), ("diagdown", "╲"), ("diagup", "╱"), ("sphericalangle", "∢"),
            ("maltese", "✠"), ("circledR", "®"), ("circledS", "Ⓢ"), ("yen", "¥"), ("euro", "€"), ("triangledown", "▿"),
            ("vartriangle", "△"), ("blacktriangle", "▴"), ("blacktriangledown", "▾"), ("ulcorner", "⌜"), ("urcorner", "⌝"),
            ("llcorner", "⌞"), ("lrcorner", "⌟"),
        ]
        for (name, character) in others { table[name] = (character, true) }
        return table
    }()

    /// Operators, relations, arrows and delimiters (`<mo>`), spaced by MathML's dictionary.
    static let operators: [String: (character: String, op: MathOperator)] = {
        var table: [String: (String, MathOperator)] = [:]
        let plain: [(String, String)] = [
            // Binary operators.
            ("pm", "±"), ("mp", "∓"), ("times", "×"), ("div", "÷"), ("cdot", "⋅"), ("cdotp", "⋅"), ("centerdot", "⋅"),
            ("ast", "∗"), ("star", "⋆"), ("circ", "∘"), ("bullet", "∙"), ("oplus", "⊕"), ("ominus", "⊖"), ("otimes", "⊗"),
            ("oslash", "⊘"), ("odot", "⊙"), ("cup", "∪"), ("cap", "∩"), ("sqcup", "⊔"), ("sqcap", "⊓"), ("vee", "∨"),
            ("lor", "∨"), ("wedge", "∧"), ("land", "∧"), ("setminus", "∖"), ("smallsetminus", "∖"), ("wr", "≀"),
            ("amalg", "⨿"), ("uplus", "⊎"), ("diamond", "⋄"), ("bigcirc", "◯"), ("dagger", "†"), ("ddagger", "‡"),
            ("triangleleft", "◃"), ("triangleright", "▹"), ("lhd", "⊲"), ("rhd", "⊳"), ("unlhd", "⊴"), ("unrhd", "⊵"),
            ("boxplus", "⊞"), ("boxminus", "⊟"), ("boxtimes", "⊠"), ("boxdot", "⊡"), ("ltimes", "⋉"), ("rtimes", "⋊"),
            ("dotplus", "∔"), ("intercal", "⊺"), ("neg", "¬"), ("lnot", "¬"), ("circledast", "⊛"), ("circledcirc", "⊚"),
            ("circleddash", "⊝"), ("divideontimes", "⋇"), ("veebar", "⊻"), ("barwedge", "⌅"), ("curlyvee", "⋎"),
            ("curlywedge", "⋏"), ("Cap", "⋒"), ("Cup", "⋓"), ("leftthreetimes", "⋋"), ("rightthreetimes", "⋌"),
            // Relations.
            ("leq", "≤"), ("le", "≤"), ("geq", "≥"), ("ge", "≥"), ("neq", "≠"), ("ne", "≠"), ("equiv", "≡"), ("approx", "≈"),
            ("approxeq", "≊"), ("sim", "∼"), ("simeq", "≃"), ("cong", "≅"), ("propto", "∝"), ("varpropto", "∝"), ("ll", "≪"),
            ("gg", "≫"), ("lll", "⋘"), ("ggg", "⋙"), ("subset", "⊂"), ("supset", "⊃"), ("subseteq", "⊆"), ("supseteq", "⊇"),
            ("subsetneq", "⊊"), ("supsetneq", "⊋"), ("nsubseteq", "⊈"), ("nsupseteq", "⊉"), ("sqsubset", "⊏"),
            ("sqsupset", "⊐"), ("sqsubseteq", "⊑"), ("sqsupseteq", "⊒"), ("in", "∈"), ("isin", "∈"), ("ni", "∋"), ("owns", "∋"),
            ("notin", "∉"), ("perp", "⊥"), ("parallel", "∥"), ("nparallel", "∦"), ("mid", "∣"), ("nmid", "∤"),
            ("vdash", "⊢"), ("dashv", "⊣"), ("models", "⊨"), ("vDash", "⊨"), ("Vdash", "⊩"), ("asymp", "≍"), ("doteq", "≐"),
            ("prec", "≺"), ("succ", "≻"), ("preceq", "⪯"), ("succeq", "⪰"), ("bowtie", "⋈"), ("Join", "⋈"), ("smile", "⌣"),
            ("frown", "⌢"), ("leqslant", "⩽"), ("geqslant", "⩾"), ("lesssim", "≲"), ("gtrsim", "≳"), ("lessgtr", "≶"),
            ("gtrless", "≷"), ("coloneqq", "≔"), ("coloneq", "≔"), ("eqqcolon", "≕"), ("triangleq", "≜"), ("nsim", "≁"),
            ("ncong", "≇"), ("leqq", "≦"), ("geqq", "≧"), ("lneq", "⪇"), ("gneq", "⪈"), ("nless", "≮"), ("ngtr", "≯"),
            ("nleq", "≰"), ("ngeq", "≱"), ("therefore", "∴"), ("because", "∵"), ("between", "≬"), ("backsim", "∽"),
            ("eqsim", "≂"), ("circeq", "≗"), ("fallingdotseq", "≒"), ("risingdotseq", "≓"), ("lesseqgtr", "⋚"),
            ("gtreqless", "⋛"), ("pitchfork", "⋔"), ("vartriangleleft", "⊲"), ("vartriangleright", "⊳"),
            ("lt", "<"), ("gt", ">"), ("preccurlyeq", "≼"), ("succcurlyeq", "≽"), ("lessdot", "⋖"), ("gtrdot", "⋗"),
            ("trianglelefteq", "⊴"), ("trianglerighteq", "⊵"), ("precsim", "≾"), ("succsim", "≿"), ("Subset", "⋐"),
            ("Supset", "⋑"), ("sqsubsetneq", "⋤"), ("eqcirc", "≖"), ("bumpeq", "≏"), ("Bumpeq", "≎"),
            ("multimap", "⊸"), ("nvdash", "⊬"), ("nvDash", "⊭"), ("nVdash", "⊮"), ("Vvdash", "⊪"), ("doublebarwedge", "⩞"),
            ("blacktriangleleft", "◂"), ("blacktriangleright", "▸"),
            // Arrows; KaTeX's and MathJax's short names (`\rarr`, `\Rarr`, `\harr`) too.
            ("rarr", "→"), ("larr", "←"), ("harr", "↔"), ("lrarr", "↔"), ("uarr", "↑"), ("darr", "↓"),
            ("Rarr", "⇒"), ("rArr", "⇒"), ("Larr", "⇐"), ("lArr", "⇐"), ("Harr", "⇔"), ("hArr", "⇔"), ("lrArr", "⇔"), ("Lrarr", "⇔"),
            ("Uarr", "⇑"), ("uArr", "⇑"), ("Darr", "⇓"), ("dArr", "⇓"),
            ("to", "→"), ("rightarrow", "→"), ("leftarrow", "←"), ("gets", "←"), ("leftrightarrow", "↔"),
            ("Rightarrow", "⇒"), ("Leftarrow", "⇐"), ("Leftrightarrow", "⇔"), ("longrightarrow", "⟶"), ("longleftarrow", "⟵"),
            ("longleftrightarrow", "⟷"), ("Longrightarrow", "⟹"), ("Longleftarrow", "⟸"), ("Longleftrightarrow", "⟺"),
            ("mapsto", "↦"), ("longmapsto", "⟼"), ("hookrightarrow", "↪"), ("hookleftarrow", "↩"), ("uparrow", "↑"),
            ("downarrow", "↓"), ("updownarrow", "↕"), ("Uparrow", "⇑"), ("Downarrow", "⇓"), ("Updownarrow", "⇕"),
            ("nearrow", "↗"), ("searrow", "↘"), ("swarrow", "↙"), ("nwarrow", "↖"), ("rightharpoonup", "⇀"),
            ("rightharpoondown", "⇁"), ("leftharpoonup", "↼"), ("leftharpoondown", "↽"), ("rightleftharpoons", "⇌"),
            ("leftrightharpoons", "⇋"), ("leadsto", "⇝"), ("rightsquigarrow", "⇝"), ("twoheadrightarrow", "↠"),
            ("twoheadleftarrow", "↞"), ("rightrightarrows", "⇉"), ("leftleftarrows", "⇇"), ("rightleftarrows", "⇄"),
            ("leftrightarrows", "⇆"), ("nrightarrow", "↛"), ("nleftarrow", "↚"), ("nRightarrow", "⇏"), ("nLeftarrow", "⇍"),
            ("nleftrightarrow", "↮"), ("nLeftrightarrow", "⇎"), ("circlearrowleft", "↺"), ("circlearrowright", "↻"),
            ("curvearrowleft", "↶"), ("curvearrowright", "↷"), ("upharpoonright", "↾"), ("restriction", "↾"),
            ("downharpoonright", "⇂"), ("Lsh", "↰"), ("Rsh", "↱"), ("dashrightarrow", "⇢"), ("dashleftarrow", "⇠"),
            ("colon", ":"),
        ]
        for (name, character) in plain { table[name] = (character, .plain) }
        // `\implies` and its kin are set with a thick space either side of the arrow's own.
        for (name, character) in [("implies", "⟹"), ("impliedby", "⟸"), ("iff", "⟺")] {
            table[name] = (character, MathOperator(space: 0.556))
        }
        // Delimiters outside `\left … \right` keep their size, as in TeX.
        for (name, character) in delimiters { table[name] = (character, character == "|" || character == "‖" ? .bar : .fixed) }
        let big: [(String, String)] = [
            ("sum", "∑"), ("prod", "∏"), ("coprod", "∐"), ("bigcup", "⋃"), ("bigcap", "⋂"), ("bigvee", "⋁"), ("bigwedge", "⋀"),
            ("bigoplus", "⨁"), ("bigotimes", "⨂"), ("bigodot", "⨀"), ("biguplus", "⨄"), ("bigsqcup", "⨆"), ("intop", "∫"),
        ]
        for (name, character) in big { table[name] = (character, .bigOperator) }
        // Integrals are big, with their limits beside them unless `\limits` says otherwise.
        let integrals: [(String, String)] = [
            ("int", "∫"), ("iint", "∬"), ("iiint", "∭"), ("oint", "∮"), ("oiint", "∯"), ("oiiint", "∰"), ("smallint", "∫"),
        ]
        for (name, character) in integrals { table[name] = (character, .plain) }
        return table
    }()

    /// What may follow `\left`, `\right`, `\big` and their kin, and the characters that stand for themselves there.
    static let delimiters: [String: String] = [
        "{": "{", "}": "}", "lbrace": "{", "rbrace": "}", "langle": "⟨", "rangle": "⟩", "lvert": "|", "rvert": "|", "vert": "|",
        "lVert": "‖", "rVert": "‖", "Vert": "‖", "|": "‖", "lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈", "rceil": "⌉",
        "lbrack": "[", "rbrack": "]", "lgroup": "⟮", "rgroup": "⟯", "backslash": "\\", "uparrow": "↑", "downarrow": "↓",
        "updownarrow": "↕", "Uparrow": "⇑", "Downarrow": "⇓", "llbracket": "⟦", "rrbracket": "⟧", "lmoustache": "⎰",
        "rmoustache": "⎱", "lparen": "(", "rparen": ")",
    ]

    /// Characters that may follow `\left` as they are.
    static let delimiterCharacters: [Unicode.Scalar: String] = [
        "(": "(", ")": ")", "[": "[", "]": "]", "|": "|", "/": "/", "<": "⟨", ">": "⟩",
    ]

    /// Function names set upright, with a thin space before their argument; `limits` for those
    /// whose scripts go under them in display math (`\lim_{x \to 0}`).
    static let functions: [String: (name: String, limits: Bool)] = {
        var table: [String: (String, Bool)] = [:]
        for name in [
            "arccos", "arcsin", "arctan", "arg", "cos", "cosh", "cot", "coth", "csc", "deg", "dim", "exp", "hom", "ker", "lg", "ln",
            "log", "sec", "sin", "sinh", "tan", "tanh", "sgn", "arccot", "csch", "sech",
        ] {
            table[name] = (name, false)
        }
        for name in ["det", "gcd", "inf", "lim", "max", "min", "Pr", "sup"] { table[name] = (name, true) }
        table["liminf"] = ("lim\u{2009}inf", true)
        table["limsup"] = ("lim\u{2009}sup", true)
        table["injlim"] = ("inj\u{2009}lim", true)
        table["projlim"] = ("proj\u{2009}lim", true)
        return table
    }()

    /// Horizontal spaces, in em.
    static let spaces: [String: Double] = [
        ",": 0.1667, ":": 0.2222, ">": 0.2222, ";": 0.2778, "!": -0.1667, " ": 0.3333, "quad": 1, "qquad": 2, "enspace": 0.5,
        "thinspace": 0.1667, "medspace": 0.2222, "thickspace": 0.2778, "negthinspace": -0.1667, "negmedspace": -0.2222,
        "negthickspace": -0.2778, "nobreakspace": 0.3333, "space": 0.3333, "enskip": 0.5,
    ]

    /// Accents over a base: the mark, and whether it grows with the base.
    static let accents: [String: (mark: String, stretchy: Bool)] = [
        "hat": ("^", false), "widehat": ("^", true), "check": ("ˇ", false), "widecheck": ("ˇ", true), "tilde": ("~", false),
        "widetilde": ("˜", true), "acute": ("´", false), "grave": ("`", false), "dot": ("˙", false), "ddot": ("¨", false),
        "dddot": ("⃛", false), "breve": ("˘", false), "bar": ("ˉ", false), "vec": ("\u{20D7}", false), "mathring": ("˚", false),
        "overline": ("‾", true), "overrightarrow": ("→", true), "overleftarrow": ("←", true), "overleftrightarrow": ("↔", true),
        "overbrace": ("⏞", true), "overparen": ("⏜", true),
    ]

    /// Marks under a base.
    static let underAccents: [String: String] = [
        "underline": "‾", "underbrace": "⏟", "underparen": "⏝", "underrightarrow": "→", "underleftarrow": "←",
        "underleftrightarrow": "↔",
    ]

    /// `\big(` and its kin: the delimiter's height in em.
    static let bigSizes: [String: Double] = {
        var table: [String: Double] = [:]
        for (name, size) in [("big", 1.2), ("Big", 1.623), ("bigg", 2.047), ("Bigg", 2.470)] {
            for suffix in ["", "l", "r", "m"] { table[name + suffix] = size }
        }
        return table
    }()

    /// A negated relation for `\not` followed by one, else nil (the caller adds a slash).
    static let negations: [String: String] = [
        "=": "≠", "<": "≮", ">": "≯", "≤": "≰", "≥": "≱", "∈": "∉", "≡": "≢", "∼": "≁", "≅": "≇", "⊂": "⊄", "⊃": "⊅",
        "⊆": "⊈", "⊇": "⊉", "∣": "∤", "∥": "∦", "≈": "≉", "≃": "≄", "∋": "∌", "≺": "⊀", "≻": "⊁",
    ]
}
