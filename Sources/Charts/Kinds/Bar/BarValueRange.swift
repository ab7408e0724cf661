/// The values a bar chart's axis must show: every value, or each stack's positive and negative sums.
struct BarValueRange {
    var low = 0.0
    var high = 0.0
    /// False when every value is missing: the plot says "No data". Zeros are data (no bugs this
    /// week): their bars are drawn at the baseline, each labelled 0.
    var hasValues = false
    /// Stacked: the smallest and largest sum of a row's positive values (nil when not stacked or none).
    var stackSums: ClosedRange<Double>?

    /// `lines`: the series drawn as lines over the bars, each value its own point, in no stack.
    init(_ rows: [DataRow], stacked: Bool, lines: [Int] = []) {
        // Rows are read through the array: a copy of a row retains each of its arrays.
        for index in rows.indices {
            var up = 0.0, down = 0.0
            for (series, value) in rows[index].values.enumerated() {
                guard let value, value.isFinite else { continue }
                hasValues = true
                if stacked, !lines.contains(series) {
                    if value > 0 { up += value } else { down += value }
                } else {
                    low = min(low, value)
                    high = max(high, value)
                }
            }
            if stacked {
                low = min(low, down)
                high = max(high, up)
                if up > 0 { stackSums = stackSums.map { min($0.lowerBound, up)...max($0.upperBound, up) } ?? up...up }
            }
        }
    }

    /// Whether every stack is a whole but for rounding (shares written to one decimal that add up
    /// to 99.9 or 101.3 of `whole`), some a little past it: its axis is better ended at the whole.
    func stacksMakeAWholeRoundedOver(_ whole: Double) -> Bool {
        guard let sums = stackSums, low >= 0 else { return false }
        return sums.upperBound > whole && sums.upperBound <= whole * 1.015 && sums.lowerBound >= whole * 0.985
    }

    /// Stacks drawn as wholes: 0 to 100 when any value is above zero.
    init(whole rows: [DataRow]) {
        hasValues = rows.contains { $0.values.contains { ($0 ?? 0) > 0 } }
        high = hasValues ? 100 : 0
    }
}
