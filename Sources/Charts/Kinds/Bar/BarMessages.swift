/// The messages of bar charts.
enum BarMessages {
    static func tooManyVerticalBars(_ count: Int) -> String {
        "\(count) bars are too many to label under a vertical chart, so they are drawn lying down; write 'orientation: horizontal' to say so, or show fewer rows"
    }

    static func totalRow(_ label: String) -> String {
        "row \"\(label.shortenedForMessage())\" adds up the others, so drawn as one more bar it would dwarf them; it is left out: remove it from the block, or give it another name to draw it"
    }

    static func negativeInWhole(_ row: String) -> String {
        "a negative value in bars stacked to 100% is drawn as 0 (row \"\(row.shortenedForMessage())\"); shares of a whole are positive: use stacked: yes for values below zero"
    }

    static func noSuchLine(_ name: String, series: [String]) -> String {
        "'lines: \(name.shortenedForMessage())' names no series, so nothing is drawn as a line; name one of the table's: \(series.map { "'\($0.shortenedForMessage())'" }.joined(separator: ", "))"
    }

    static let linesLeaveNoBars =
        "'lines:' names every series, so no bar would be left: the series are drawn as bars; for lines alone write 'type: line'"

    static let linesOverWholes =
        "'lines:' over bars stacked to 100% would draw values on an axis of shares: the series are drawn as bars; write 'stacked: yes' to draw lines over them"
}
