/// `labels: percent` and `labels: both` on bars: each bar's share of its series, or of its stack
/// when stacked, by the largest-remainder method.
enum BarShares {
    static func labels(
        _ rows: [DataRow], _ valueTexts: [[String]], stacked: Bool, seriesCount: Int, format: ValueFormatter, withValues: Bool
    ) -> [[String]] {
        var shares = rows.map { $0.values.map { _ in 0 } }
        if stacked {
            for index in rows.indices { shares[index] = Percentages.largestRemainder(rows[index].values.map { $0 ?? 0 }) }
        } else {
            for series in 0..<seriesCount {
                let column = Percentages.largestRemainder(rows.map { $0.values[series] ?? 0 })
                for index in rows.indices { shares[index][series] = column[index] }
            }
        }
        return rows.indices.map { index in
            rows[index].values.indices.map { series in
                let value = rows[index].values[series] ?? 0
                let share = format.percent(shares[index][series], isNonZero: value.isFinite && value > 0)
                return withValues ? "\(valueTexts[index][series]) · \(share)" : share
            }
        }
    }
}
