/// A value axis as a plot draws it: linear with nice steps, or logarithmic (`scale: log`).
enum AxisScale: Sendable {
    case linear(NiceScale)
    case log(LogScale)

    var ticks: [Double] {
        switch self {
        case .linear(let scale): scale.ticks
        case .log(let scale): scale.ticks
        }
    }

    /// The position of `value` between `start` and `end`, clamped to the axis.
    func position(_ value: Double, from start: Double, to end: Double) -> Double {
        switch self {
        case .linear(let scale): scale.position(value, from: start, to: end)
        case .log(let scale): scale.position(value, from: start, to: end)
        }
    }

    /// Whether `value` has a place on the axis: a log axis has none for 0 and less.
    func shows(_ value: Double) -> Bool {
        if case .log = self { return value > 0 }
        return true
    }

    var isLog: Bool {
        if case .log = self { return true }
        return false
    }

    /// Tick labels as `format` writes values: in one compact unit on a linear axis, each power of
    /// ten on its own terms on a log one (0.01, 1, 1,000, 1M).
    func texts(_ ticks: [Double], format: ValueFormatter) -> [String] {
        switch self {
        case .linear(let scale):
            return format.ticks(ticks, step: scale.step, decimals: scale.decimals)
        case .log:
            // `1k`, `10k`, `100k` together, not `1,000` beside `10k`.
            let compactFrom: Double? = (ticks.max() ?? 0) >= 10_000 ? 1000 : nil
            return ticks.map { format.ticks([$0], step: $0, decimals: LogScale.decimals(of: $0), compactFrom: compactFrom).first ?? "" }
        }
    }

    /// The least room between two neighbouring ticks, as a fraction of the axis.
    var narrowestGap: Double {
        switch self {
        case .linear(let scale):
            return scale.step / (scale.upper - scale.lower)
        case .log(let scale):
            let ticks = scale.ticks.map { scale.position($0, from: 0, to: 1) }
            return zip(ticks, ticks.dropFirst()).map { $1 - $0 }.min() ?? 1
        }
    }
}
