/// The messages of bar charts.
enum BarMessages {
    static func tooManyVerticalBars(_ count: Int) -> String {
        "\(count) bars are too many to label under a vertical chart, so they are drawn lying down; write 'orientation: horizontal' to say so, or show fewer rows"
    }

    static func negativeInWhole(_ row: String) -> String {
        "a negative value in bars stacked to 100% is drawn as 0 (row \"\(row.shortenedForMessage())\"); shares of a whole are positive: use stacked: yes for values below zero"
    }
}
