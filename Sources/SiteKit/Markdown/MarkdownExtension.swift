/// The Markdown extensions beyond CommonMark, each a pass of its own over cmark's tree and each
/// switchable in `site.yml` (`markdown: { extensions: [tables, footnotes] }`); all are on by default.
enum MarkdownExtension: String, CaseIterable, Sendable, Hashable {
    case tables
    case strikethrough
    case autolinks
    case taskLists = "task-lists"
    case definitionLists = "definition-lists"
    case footnotes
    case headingIDs = "heading-ids"
    case highlighting
    case attributes
    case math
    case alerts
    /// Mermaid's `pie` and `xychart-beta` diagrams in ```mermaid fences, drawn as charts.
    case mermaid
    /// `:::tip` … `:::` blocks (Docusaurus, VitePress, Pandoc, Quarto): callouts and divs.
    case fencedDivs = "fenced-divs"
    /// `!!! note "Title"` and `??? tip` blocks (Python-Markdown's admonitions: MkDocs, Pelican): callouts (`Admonitions`).
    case admonitions
    /// MyST's directives and roles (Jupyter Book, mystmd, Sphinx): ```` ```{note} ````, `` {math}`x` `` (`MystDirectives`).
    case myst
    /// R Markdown's and Quarto's ```{r} chunks, shown as the code they hold (`CodeChunks`).
    case codeChunks = "code-chunks"
    /// `:tada:` → 🎉 (`Emoji`).
    case emoji
    /// `*[CSS]: Cascading Style Sheets` → `<abbr>` (`Abbreviations`).
    case abbreviations
    /// LoveIt's `[Hugo]^(annotation)` → `<ruby>` and `[1]/[2]` → a fraction (`RubyAndFractions`).
    case ruby

    static let all = Set(allCases)
    static var names: [String] { allCases.map(\.rawValue) }
}
