import Foundation

/// Values counted into ranges of one width, whose edges fall on multiples of that width: each
/// range holds the values from its lower edge up to, not including, its upper one; the last
/// also holds a value on its upper edge.
struct HistogramBins: Sendable, Equatable {
    /// The ranges' width.
    var width: Double
    /// The lower edge of the first range.
    var start: Double
    /// How many values each range holds, in order.
    var counts: [Int]
    /// Whether every value is a whole number and so is the width: a range holds whole numbers
    /// (`10–14`), and a width of one holds one number (`3`).
    var countsWholeNumbers: Bool

    /// The most ranges a histogram draws: a width that would make more is too narrow for the values.
    static let mostBins = 100

    /// The decimals every edge is written with: as many as the width or the first edge needs.
    var edgeDecimals: Int { max(ValueFormatter.fewestDecimals(width), ValueFormatter.fewestDecimals(start)) }

    /// The edge after the `index`th range.
    func edge(_ index: Int) -> Double { start + width * Double(index) }

    /// The values counted: into `count` ranges of a nice width, or ranges `width` wide, or as
    /// many as Sturges' rule gives for so many values; nil when there are no values, or when the
    /// width asked for makes more than `mostBins` ranges.
    /// Durations (seconds) are counted in ranges a clock divides into: seconds, minutes, hours.
    static func counting(_ values: [Double], count: Int? = nil, width asked: Double? = nil, durations: Bool = false) -> HistogramBins? {
        guard let lowest = values.min(), let highest = values.max() else { return nil }
        let whole = values.allSatisfy { $0 == $0.rounded() } && !durations
        var width: Double
        if let asked, asked > 0 {
            width = asked
        } else {
            let ranges = count ?? Int((log2(Double(values.count))).rounded(.up)) + 1
            let raw = (highest - lowest) / Double(max(1, ranges))
            width = durations && raw >= 1
                ? clockWidths.min { abs(log($0 / raw)) < abs(log($1 / raw)) } ?? 60
                : niceWidth(raw, whole: whole, magnitude: max(abs(lowest), abs(highest)))
        }
        let start = (lowest / width).rounded(.down) * width
        // Ranges of whole numbers are named by the numbers they hold while that is short (`10–19`);
        // wider ones, as continuous ranges are (`100,000–200,000`).
        let countsWholeNumbers = whole && width == width.rounded() && width <= 100
        // A value a hair under an edge through the floating point is on it. Whole numbers: the
        // highest has a range of its own (`6` on a die); else the last range holds its upper edge.
        let span = (highest - start) / width
        let ranges = max(1, countsWholeNumbers ? Int((span + 1e-9).rounded(.down)) + 1 : Int((span - 1e-9).rounded(.up)))
        guard ranges <= mostBins else { return nil }
        var bins = HistogramBins(width: width, start: start, counts: [Int](repeating: 0, count: ranges), countsWholeNumbers: countsWholeNumbers)
        bins.counts = bins.counts(of: values)
        return bins
    }

    /// How many of `values` each of these ranges holds (a series' share of values counted together).
    func counts(of values: [Double]) -> [Int] {
        var counts = [Int](repeating: 0, count: self.counts.count)
        for value in values {
            let index = Int(((value - start) / width + 1e-9).rounded(.down))
            counts[min(max(index, 0), counts.count - 1)] += 1
        }
        return counts
    }

    /// Widths a clock divides into, in seconds: 1 s to 12 h.
    private static let clockWidths: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200]

    /// The width of 1, 2 or 5 times a power of ten nearest `raw` (as d3 picks a step); at least 1 for whole numbers.
    private static func niceWidth(_ raw: Double, whole: Bool, magnitude: Double) -> Double {
        guard raw > 0, raw.isFinite else { return whole ? 1 : niceWidth(max(magnitude, 1) / 10, whole: false, magnitude: 0) }
        let power = pow(10, (log10(raw)).rounded(.down))
        let ratio = raw / power
        let width = power * (ratio >= 50.0.squareRoot() ? 10 : ratio >= 10.0.squareRoot() ? 5 : ratio >= 2.0.squareRoot() ? 2 : 1)
        return whole ? max(1, width.rounded(.up)) : width
    }

    /// The edges as an axis writes them, all alike (`1B`, `1.5B`).
    func edgeTexts(_ format: ValueFormatter, decimals: Int) -> [String] {
        format.ticks((0...counts.count).map(edge), step: width, decimals: decimals)
    }

    /// Each range named by its edges as an axis writes them, joined by a dash, or by `words` when
    /// an edge is below zero (`−6 to −4`, where a dash between minus signs would be misread).
    func labels(_ format: ValueFormatter, decimals: Int, words: (_ from: String, _ to: String) -> String) -> [String] {
        let join = start < 0 ? words : { $0 + "–" + $1 }
        guard !countsWholeNumbers else {
            return counts.indices.map { index in
                width == 1 ? format.tick(edge(index), decimals: decimals) : join(format.tick(edge(index), decimals: decimals), format.tick(edge(index + 1) - 1, decimals: decimals))
            }
        }
        let edges = edgeTexts(format, decimals: decimals)
        return counts.indices.map { join(edges[$0], edges[$0 + 1]) }
    }

    /// The highest value the ranges hold: the last's upper edge, or over whole numbers the last number in it.
    var end: Double { edge(counts.count) - (countsWholeNumbers ? 1 : 0) }
}
