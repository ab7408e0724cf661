import Diagnostics
import Testing

@testable import Charts

/// A block parsed as `kind`, failing the test when it has errors or another kind.
func parsedSpec<Kind: ChartKind>(_ body: String, as kind: Kind.Type, kinds: ChartKinds = ChartRegistry.standard) throws -> ChartSpec<Kind> {
    let (spec, diagnostics) = SpecParser.parse(ChartBlock(body: body, path: "p.md", firstLine: 1, idSeed: "x"), kinds: kinds)
    #expect(!diagnostics.hasErrors, "\(diagnostics.formatted())")
    return try #require(spec as? ChartSpec<Kind>)
}

/// The context a kind lays out from, as the engine makes it.
func chartContext<Kind: ChartKind>(_ body: String, as kind: Kind.Type) throws -> ChartContext<Kind> {
    let spec = try parsedSpec(body, as: kind)
    return ChartContext(
        spec: spec, id: "c-test",
        format: ValueFormatter(style: .english, unit: spec.options.unit, decimals: spec.table.decimals, format: spec.options.numberFormat),
        isStandalone: false)
}
