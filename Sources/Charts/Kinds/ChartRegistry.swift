/// The one list of chart kinds: adding a kind is a folder under `Kinds/` and a line here.
enum ChartRegistry {
    static let standard = ChartKinds([
        RadialKind.pie,
        RadialKind.donut,
        BarKind(),
        LineKind(),
        AreaKind(),
        ScatterKind(),
        HistogramKind(),
    ])
}

/// A list of kinds with what the engine derives from it once: the names `type:` takes, every
/// header key (for "did you mean"), and the stylesheet (the base and each kind's part).
struct ChartKinds: Sendable {
    let kinds: [any ChartKind]
    let names: [String]
    let allKeys: [String]
    let stylesheet: String
    /// Each kind's sheet for a standalone SVG, by name: the base, the paper and that kind's rules, no motion.
    let standaloneStylesheets: [String: String]

    init(_ kinds: [any ChartKind]) {
        self.kinds = kinds
        names = kinds.map(\.name)
        allKeys = HeaderKeys.all(kinds)
        stylesheet = Stylesheet.css(for: kinds)
        standaloneStylesheets = Dictionary(
            kinds.map { ($0.name, Stylesheet.css(for: [$0], standalone: true)) }, uniquingKeysWith: { first, _ in first })
    }

    func kind(named name: String) -> (any ChartKind)? {
        kinds.first { $0.name == name }
    }

    /// The header lines that draw what another tool calls `word` (`horizontal-bar` →
    /// `type: bar`, `orientation: horizontal`), if a kind knows that name.
    func headerLines(forOtherName word: String) -> [String]? {
        let spaced = word.split { $0 == " " || $0 == "-" || $0 == "_" }.joined(separator: " ")
        return kinds.lazy.compactMap { $0.otherNames[spaced] }.first
    }
}
