import Diagnostics

/// `min:` and `max:` checked against the values they bound. Bounds the wrong way round are both
/// left out; a bound that would cut marks off gives way to the values. Each says so in a warning:
/// a chart whose marks run off its axis would show the reader something the data does not say.
enum AxisBounds {
    /// The smallest and largest value drawn on the value axis, and the rows that hold them.
    struct Extremes {
        var low: Double, lowRow: Int
        var high: Double, highRow: Int
    }

    /// The extremes of `series` (every series when nil), or of each row's stacks (positives and
    /// negatives apart) when `stacked`, and of the values of `lines` (drawn over bars, in no
    /// stack); nil when no value is drawn.
    static func extremes(of table: DataTable, series: [Int]? = nil, stacked: Bool = false, lines: [Int] = []) -> Extremes? {
        var found: Extremes?
        func note(_ value: Double, row: Int) {
            guard var extremes = found else { return found = Extremes(low: value, lowRow: row, high: value, highRow: row) }
            if value < extremes.low { (extremes.low, extremes.lowRow) = (value, row) }
            if value > extremes.high { (extremes.high, extremes.highRow) = (value, row) }
            found = extremes
        }
        for row in table.rows.indices {
            let values = table.rows[row].values
            var up = 0.0, down = 0.0, any = false
            for index in series ?? Array(values.indices) where index < values.count {
                guard let value = values[index], value.isFinite else { continue }
                if stacked {
                    if value > 0 { up += value } else { down += value }
                    any = true
                } else {
                    note(value, row: row)
                }
            }
            if stacked, any {
                note(up, row: row)
                note(down, row: row)
            }
            for index in lines where index < values.count {
                if let value = values[index], value.isFinite { note(value, row: row) }
            }
        }
        return found
    }

    /// `minimum` and `maximum` as the chart uses them against `extremes`, with a warning for each
    /// left out (at `minimumPlace` / `maximumPlace`, where the writer wrote them).
    static func checked(
        minimum: Double?, maximum: Double?, minimumPlace: SourcePlace?, maximumPlace: SourcePlace?, against extremes: Extremes?,
        table: DataTable, diagnostics: inout [Diagnostic]
    ) -> (minimum: Double?, maximum: Double?) {
        var (minimum, maximum) = (minimum, maximum)
        if let low = minimum, let high = maximum, low >= high {
            if let place = minimumPlace ?? maximumPlace {
                diagnostics.append(table.source.diagnostic(.warning, wrongWayRound(low, high), at: place))
            }
            return (nil, nil)
        }
        guard let extremes else { return (minimum, maximum) }
        // A stack's sum may land a rounding error past the bound it was written to meet (19.6 + 27.6 + 54.1).
        if let high = maximum, extremes.high > high + Self.roundingError(high, extremes.high) {
            if let place = maximumPlace {
                diagnostics.append(table.source.diagnostic(.warning, cutsMarks("max", high, extremes.high, row: table.rows[extremes.highRow].label), at: place))
            }
            maximum = nil
        }
        if let low = minimum, extremes.low < low - Self.roundingError(low, extremes.low) {
            if let place = minimumPlace {
                diagnostics.append(table.source.diagnostic(.warning, cutsMarks("min", low, extremes.low, row: table.rows[extremes.lowRow].label), at: place))
            }
            minimum = nil
        }
        return (minimum, maximum)
    }

    /// How far apart two numbers may be and still be the same written number: a sum of a few
    /// decimals carries an error in its last binary digits, never in any digit written.
    private static func roundingError(_ a: Double, _ b: Double) -> Double {
        max(abs(a), abs(b)) * 1e-12
    }

    static func wrongWayRound(_ low: Double, _ high: Double) -> String {
        "min: \(written(low)) is not below max: \(written(high)), so neither is used; write the axis's lower end in 'min' and its upper end in 'max'"
    }

    static func cutsMarks(_ key: String, _ bound: Double, _ value: Double, row: String) -> String {
        let (side, change) = key == "max" ? ("above", "raise 'max' to \(written(value)) or more") : ("below", "lower 'min' to \(written(value)) or less")
        return "\(key): \(written(bound)) would cut off the value \(written(value)) (row \"\(row.shortenedForMessage())\"), which lies \(side) it, "
            + "so the axis reaches the values instead; \(change), or leave it out"
    }

    /// A bound or value as written, with the decimals it has (`0.25`, `50`).
    private static func written(_ value: Double) -> String {
        NumberStyle.english.format(value, decimals: ValueFormatter.fewestDecimals(value))
    }
}
