/// The values a bar chart's axis must show: every value, or each stack's positive and negative sums.
struct BarValueRange {
    var low = 0.0
    var high = 0.0
    /// False when every value is missing or zero: the plot says "No data".
    var hasValues = false

    /// `lines`: the series drawn as lines over the bars, each value its own point, in no stack.
    init(_ rows: [DataRow], stacked: Bool, lines: [Int] = []) {
        // Rows are read through the array: a copy of a row retains each of its arrays.
        for index in rows.indices {
            var up = 0.0, down = 0.0
            for (series, value) in rows[index].values.enumerated() {
                guard let value, value.isFinite else { continue }
                if value != 0 { hasValues = true }
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
            }
        }
    }

    /// Stacks drawn as wholes: 0 to 100 when any value is above zero.
    init(whole rows: [DataRow]) {
        hasValues = rows.contains { $0.values.contains { ($0 ?? 0) > 0 } }
        high = hasValues ? 100 : 0
    }
}
