/// The pieces a bar layout is made of: bars and the labels on its axes.

/// One drawn bar or stacked segment, in pixels along the value axis relative to the baseline.
struct BarMark: Sendable {
    var row: Int
    var series: Int
    /// Where the bar starts and ends along the value axis, relative to the baseline.
    var from: Double
    var to: Double
    /// Where the bar starts across the category axis (absolute) and how thick it is.
    var across: Double
    var thickness: Double
    var roundsEnd: Bool
    var color: Color
    /// Where the value label goes (relative along, absolute across), and whether it sits inside.
    var labelAlong: Double
    var labelInside: Bool
    /// Values that do not fit are shown only while the bar is hovered or focused.
    var labelAlways: Bool
}

/// A series drawn as a line over the bars: a point per row (nil where it has no value), across at
/// its band's centre (absolute), along the value axis relative to the baseline.
struct BarLine: Sendable {
    var series: Int
    var color: Color
    var points: [(across: Double, along: Double)?]
}

/// A tick or category label: one or two lines, maybe shortened (then `full` holds the whole text).
struct AxisLabel: Sendable {
    var lines: [String]
    var full: String?
    /// Category labels under vertical bars are turned 45° or 90° when they cannot lie level.
    var angle = 0.0
    var x: Double
    var y: Double

    init(text: String, full: String? = nil, x: Double, y: Double) {
        self.init(lines: [text], full: full, x: x, y: y)
    }

    init(lines: [String], full: String? = nil, angle: Double = 0, x: Double, y: Double) {
        self.lines = lines
        self.full = full
        self.angle = angle
        self.x = x
        self.y = y
    }

    var text: String { lines.joined(separator: " ") }
}
