import Templates

/// The boxes themes put around a note, a tip or a warning, as Hugo themes' posts call them:
/// LoveIt's and FixIt's `admonition` (`{{< admonition tip "Title" false >}}`), Relearn's `notice`,
/// Book's `hint`, Docsy's, Blowfish's and Congo's `alert`, Hextra's `callout`, Hugo's own
/// `details` (PaperMod's `collapse` and Book's `expand` fold alike), and the shortcodes named after their kind (`{{< note >}}`, `{{< warning >}}` in
/// Hugo docs themes; Zola's serene `{% tip(header="…") %}`). Each theme names its kinds and
/// parameters its own way; this reads them into the values the default theme's `callout`
/// template shows: its kind, its heading, whether it folds.
struct Callout {
    /// Shortcodes whose name is their kind.
    private static let namedByKind: Set<String> = ["note", "tip", "info", "warning", "caution", "danger", "important", "question"]

    /// Shortcodes that fold like Hugo's `details`: PaperMod's `collapse`, Book's `expand`.
    private static let folding: Set<String> = ["details", "collapse", "expand", "spoiler"]

    static let shortcodes: Set<String> = namedByKind.union(folding).union(["admonition", "notice", "hint", "alert", "callout"])

    /// The kinds the theme styles, and the words themes use for them.
    private static let kinds: [String: String] = [
        "note": "note", "info": "info", "information": "info", "primary": "info", "secondary": "note", "abstract": "note",
        "summary": "note", "tip": "tip", "hint": "tip", "success": "tip", "check": "tip", "done": "tip",
        "question": "question", "help": "question", "faq": "question", "warning": "warning", "warn": "warning",
        "caution": "danger", "attention": "warning", "important": "warning", "danger": "danger", "error": "danger",
        "failure": "danger", "fail": "danger", "bug": "danger", "example": "note", "quote": "note",
    ].merging(colourKinds) { word, _ in word }

    /// Hexo themes' notes by colour (Butterfly's `{% note green 'fas fa-pen' flat %}`): the
    /// callout's heading is the kind's word, not the colour's.
    private static let colourKinds = [
        "blue": "info", "green": "tip", "orange": "warning", "red": "danger", "purple": "note", "pink": "note", "default": "note",
    ]

    /// The kind the theme styles for a word themes and Markdown use (`caution` → `warning`), or nil.
    static func kind(of word: String) -> String? { kinds[word.lowercased()] }

    /// The heading a callout without a title shows: its word in the page's language when the theme
    /// has it (`headings`, by lowercased word), else the word capitalised (`WARNING` → `Warning`).
    static func heading(for word: String, in headings: [String: String] = [:]) -> String {
        headings[word.lowercased()] ?? word.prefix(1).uppercased() + word.dropFirst().lowercased()
    }

    let values: TemplateObject

    init(_ call: ShortcodeCall, headings: [String: String] = [:]) {
        let isDetails = Self.folding.contains(call.name)
        let isNamedByKind = Self.namedByKind.contains(call.name)
        let written =
            isNamedByKind
            ? call.name
            : (call.parameter("type") ?? call.parameter("color") ?? call.parameter("context") ?? (isDetails ? nil : call.positional.first) ?? "")
                .lowercased()
        let kind = isDetails ? "details" : Self.kinds[written] ?? "note"
        // The title a call gives (serene's `header`), else the kind's own word, as the themes show it.
        let titled =
            isDetails
            ? call.parameter("summary", position: 0) ?? call.parameter("title") ?? call.parameter("text")
            : call.parameter("header") ?? call.parameter("title", position: isNamedByKind ? 0 : 1)
        let fallback = isDetails ? "Details" : written.isEmpty || Self.kinds[written] == nil || Self.colourKinds[written] != nil ? kind : written
        let heading = titled.flatMap { $0.isEmpty ? nil : $0 } ?? Self.heading(for: fallback, in: headings)
        // LoveIt's admonition folds and starts open unless told `false`; Hugo's details starts closed.
        let folds = call.name == "admonition" || isDetails
        let openWord = (call.parameter("open", position: isDetails ? nil : 2) ?? call.parameter("openByDefault"))?.lowercased()
        let isOpen = isDetails ? openWord.map { $0 != "false" && $0 != "0" } ?? false : openWord.map { $0 != "false" && $0 != "0" } ?? true
        values = ["kind": .string(kind), "heading": .string(heading), "folds": .bool(folds), "is_open": .bool(isOpen)]
    }
}
