/// The messages of pies and donuts.
enum RadialMessages {
    static func innerRadiusRange(_ value: String, using clamped: String) -> String {
        "inner-radius '\(value.shortenedForMessage())' is outside 0…0.9; using \(clamped)"
    }

    static func negativeSlice(_ value: String, row: String, kind: String) -> String {
        "negative value \(value.shortenedForMessage()) in a \(kind) chart is drawn as 0 (row \"\(row.shortenedForMessage())\"); a \(kind) shows parts of a whole, use a bar chart for negative values"
    }

    static func fractionsWithPercent(_ first: String, percent: String, kind: String) -> String {
        "the \(kind) chart's values add up to 1 with unit: %, so they are read as fractions (\(first.shortenedForMessage()) is \(percent)); write format: percent instead of unit: %, or write the percentages themselves"
    }

    static func percentagesNotAWhole(total: String, first: String, written: String, drawn: String, missing: String?, kind: String) -> String {
        let remedy = missing.map { "add the missing \($0) as a row (Other: \($0))" } ?? "correct the values"
        return "the \(kind) chart's percentages add up to \(total), not 100%, so each slice is drawn as its share of \(total) (\"\(first.shortenedForMessage())\" \(written) as \(drawn)); \(remedy), or use a bar chart to compare them"
    }

    static func totalRow(_ label: String, kind: String) -> String {
        "row \"\(label.shortenedForMessage())\" adds up the others, so it is no slice and is left out of the \(kind) chart; remove it from the block"
    }

    static func tooManySlices(_ count: Int) -> String {
        "\(count) slices are hard to tell apart (more than 8); group the small ones into 'Other' or use a bar chart"
    }

    static func onlyFirstSeries(_ used: String, kind: String) -> String {
        "a \(kind) chart shows one series; using '\(used.shortenedForMessage())' and ignoring the other columns (use a bar chart for several)"
    }
}
