import Foundation

/// A linear value scale with "nice" ticks: steps of 1, 2 or 5 × 10^k.
struct NiceScale: Sendable {
    var lower: Double
    var upper: Double
    var step: Double
    /// Fraction digits the tick labels need.
    var decimals: Int

    /// A scale covering `low…high` (and 0), extended to whole steps unless a bound is fixed.
    static let defaultTargetTicks = 5

    /// `includesZero: false` fits the data alone (a time axis of years, temperatures around 20°).
    /// `durations`: the values are seconds, stepped as a clock is (15 s, 1 min, 10 min, 30 min, 1 h).
    /// `wholeSteps`: the values are whole numbers (runs, visits, cats), ticked at whole numbers:
    /// 3, 4, 5 runs, not 3.0, 3.5, 4.0.
    init(
        low: Double, high: Double, fixedLower: Double? = nil, fixedUpper: Double? = nil, targetTicks: Int = defaultTargetTicks,
        includesZero: Bool = true, durations: Bool = false, wholeSteps: Bool = false
    ) {
        var lo = fixedLower ?? (includesZero ? min(0, low) : low)
        var hi = fixedUpper ?? (includesZero ? max(0, high) : high)
        if hi <= lo {
            let room = includesZero || lo == 0 ? 1 : abs(lo) * 0.1
            if fixedUpper == nil && fixedLower == nil && !includesZero {
                // One value away from 0: it sits in the middle.
                (lo, hi) = (lo - room / 2, hi + room / 2)
            } else if fixedUpper == nil {
                hi = lo + room
            } else {
                lo = hi - room
            }
        }
        // The nice step for the target, or the next smaller one when it wastes less of the axis
        // without too many more ticks (−2,450…3,000 runs −3,000…3,000 in steps of 1,000, not
        // −4,000…4,000 in steps of 2,000).
        let nice = durations ? Self.clockStep : Self.niceStep
        let coarse = nice((hi - lo) / Double(max(1, targetTicks)))
        let fine = nice(coarse * 0.4)
        func extent(_ step: Double) -> (low: Double, high: Double) {
            (fixedLower ?? (lo / step).rounded(.down) * step, fixedUpper ?? (hi / step).rounded(.up) * step)
        }
        let (coarseLow, coarseHigh) = extent(coarse)
        let (fineLow, fineHigh) = extent(fine)
        let fineTicks = ((fineHigh - fineLow) / fine).rounded() + 1
        var step = fine < coarse && fineHigh - fineLow < coarseHigh - coarseLow && fineTicks <= Double(targetTicks + 2)
            ? fine : coarse
        (lo, hi) = step == fine ? (fineLow, fineHigh) : (coarseLow, coarseHigh)
        if wholeSteps, step < 1 {
            step = 1
            (lo, hi) = extent(1)
        }
        // Room for one step only (a phone's bars beside long names): 0 to the top rounded to one or
        // two digits (0 and 6k for 6,000 kg), not to the next nice step (0 and 10k, 40 % of the plot empty).
        if targetTicks <= 1, !durations, fixedLower == nil, fixedUpper == nil, lo == 0, hi > 0, high > 0, high < hi * 0.8 {
            let power = pow(10, log10(high).rounded(.down))
            var top = (high / power).rounded(.up) * power
            if top > high * 1.25 { top = (high / (power / 10)).rounded(.up) * power / 10 }
            if wholeSteps { top = top.rounded(.up) }
            if top.isFinite, top >= high { (hi, step) = (top, top) }
        }
        self.lower = lo
        self.upper = hi
        self.step = step
        let digits = (-log10(step)).rounded(.up)
        self.decimals = digits.isFinite ? Int(min(15, max(0, digits))) : 0
    }

    /// The smallest 1, 2 or 5 × 10^k at least `rough`.
    static func niceStep(_ rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        let power = pow(10, (log10(rough)).rounded(.down))
        let fraction = rough / power
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        return nice * power
    }

    /// The smallest step of a clock at least `rough` seconds: 1, 2, 5, 10, 15 or 30 seconds or
    /// minutes, 1, 2, 3, 6 or 12 hours, then whole days as `niceStep` steps them; below a second, as numbers.
    static func clockStep(_ rough: Double) -> Double {
        guard rough > 1 else { return niceStep(rough) }
        let ladder: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400]
        return ladder.first { $0 >= rough } ?? niceStep(rough / 86400) * 86400
    }

    /// Tick values from the first whole step at or above `lower` to `upper`, computed as
    /// multiples of the step so they carry no drift.
    var ticks: [Double] {
        let firstStep = (lower / step - 1e-9).rounded(.up)
        let lastStep = (upper / step + 1e-9).rounded(.down)
        // Checked before converting: a scale over ±1e308 has infinite or NaN steps.
        guard firstStep.isFinite, lastStep.isFinite, lastStep >= firstStep, lastStep - firstStep < 1000,
            abs(firstStep) < 1e15, abs(lastStep) < 1e15
        else { return [] }
        let first = Int(firstStep), last = Int(lastStep)
        return (first...last).map { Double($0) * step }
    }

    /// The position of `value` between `start` and `end` (pixels), clamped to the range.
    func position(_ value: Double, from start: Double, to end: Double) -> Double {
        let clamped = min(upper, max(lower, value))
        return start + (clamped - lower) / (upper - lower) * (end - start)
    }
}
