/// The one list of chart kinds: adding a kind is a folder under `Kinds/` and a line here.
enum ChartRegistry {
    static let standard = ChartKinds([
        RadialKind.pie,
        RadialKind.donut,
        BarKind(),
        LineKind(),
        AreaKind(),
        ScatterKind(),
    ])
}

/// A list of kinds with what the engine derives from it once: the names `type:` takes, every
/// header key (for "did you mean"), and the stylesheet (the base and each kind's part).
struct ChartKinds: Sendable {
    let kinds: [any ChartKind]
    let names: [String]
    let allKeys: [String]
    let stylesheet: String

    init(_ kinds: [any ChartKind]) {
        self.kinds = kinds
        names = kinds.map(\.name)
        allKeys = HeaderKeys.all(kinds)
        stylesheet = Stylesheet.css(for: kinds)
    }

    func kind(named name: String) -> (any ChartKind)? {
        kinds.first { $0.name == name }
    }
}
