import Foundation

/// A logarithmic value scale (`scale: log`): equal ratios take equal room, so 10 → 100 is as
/// tall as 1,000 → 10,000. It spans whole powers of ten around the data; ticks are the powers
/// of ten, with 2 and 5 times them when the data spans fewer than three.
struct LogScale: Sendable {
    /// log10 of the axis's ends.
    var lowerPower: Double
    var upperPower: Double

    /// A scale around the positive values `low…high`; a fixed bound is kept where it is positive.
    init(low: Double, high: Double, fixedLower: Double? = nil, fixedUpper: Double? = nil) {
        let low = low > 0 && low.isFinite ? low : 1
        let high = high >= low && high.isFinite ? high : low
        var lower = (fixedLower.flatMap { $0 > 0 ? log10($0) : nil }) ?? log10(low).rounded(.down)
        var upper = (fixedUpper.flatMap { $0 > 0 ? log10($0) : nil }) ?? log10(high).rounded(.up)
        if upper <= lower { upper = lower + 1 }
        // Beyond the engine's range nothing is drawn anyway; this keeps the tick count bounded.
        lower = max(lower, -15)
        upper = min(max(upper, lower + 1), 15)
        (lowerPower, upperPower) = (lower, upper)
    }

    /// Powers of ten across the axis, and 2× and 5× them when it spans fewer than three.
    var ticks: [Double] {
        let first = Int(lowerPower.rounded(.up)), last = Int(upperPower.rounded(.down))
        guard first <= last else { return [] }
        let multiples: [Double] = upperPower - lowerPower < 3 ? [1, 2, 5] : [1]
        var ticks: [Double] = []
        for power in (first - 1)...last {
            for multiple in multiples {
                let value = multiple * pow(10, Double(power))
                let exponent = log10(value)
                if exponent >= lowerPower - 1e-9, exponent <= upperPower + 1e-9 { ticks.append(value) }
            }
        }
        return ticks
    }

    /// The fraction digits a tick needs: 0.05 needs two.
    static func decimals(of tick: Double) -> Int {
        tick >= 1 ? 0 : Int(min(15, (-log10(tick) - 1e-9).rounded(.up)))
    }

    /// The position of a positive `value` between `start` and `end`, clamped to the range.
    func position(_ value: Double, from start: Double, to end: Double) -> Double {
        let exponent = value > 0 ? min(upperPower, max(lowerPower, log10(value))) : lowerPower
        return start + (exponent - lowerPower) / (upperPower - lowerPower) * (end - start)
    }
}
