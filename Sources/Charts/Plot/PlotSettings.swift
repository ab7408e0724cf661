/// The keys every plot with axes shares (line, area, scatter): axes, range, reference marks.
struct PlotSettings: Sendable {
    var xAxis = AxisSetting.shown
    var yAxis = AxisSetting.shown
    var minimum: Double?
    var maximum: Double?
    var references = ReferenceMarks()
    /// `scale: log` (a line's value axis) or `y-scale: log` (a scatter's): powers of ten.
    var logScale = false
    /// `x-scale: log` (a scatter's x axis).
    var xLogScale = false

    static let keys = ["x-axis", "y-axis", "min", "max"] + ReferenceMarks.keys

    /// Reads one of `keys`; false when `value` is not one of them.
    @discardableResult
    mutating func read(_ value: inout OptionValue) -> Bool {
        switch value.key {
        case "x-axis": xAxis = value.axis
        case "y-axis": yAxis = value.axis
        case "min": minimum = value.number()
        case "max": maximum = value.number()
        case "rule", "band": references.read(&value)
        default: return false
        }
        return true
    }
}

/// A tick or label placed along an axis.
struct PlacedText: Sendable {
    var text: String
    var x: Double
    var y: Double
}

/// A reference line or band placed on the plot.
struct PlacedReference: Sendable {
    enum Shape: Sendable {
        /// A line across the plot at this position of the value axis.
        case rule(Double)
        /// A span of the other axis, from one position to another.
        case band(Double, Double)
    }

    var shape: Shape
    var label: String
}
