/// The messages of bar charts.
enum BarMessages {
    static func tooManyVerticalBars(_ count: Int) -> String {
        "\(count) bars are too many to label under a vertical chart, so they are drawn lying down; write 'orientation: horizontal' to say so, or show fewer rows"
    }
}
