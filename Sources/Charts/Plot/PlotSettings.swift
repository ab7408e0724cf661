import Diagnostics

/// The keys every plot with axes shares (line, area, scatter): axes, range, reference marks.
struct PlotSettings: Sendable {
    var xAxis = AxisSetting.shown
    var yAxis = AxisSetting.shown
    var minimum: Double?
    var maximum: Double?
    /// `min:` and `max:` as written, for a message about them.
    var minimumEntry: HeaderEntry?
    var maximumEntry: HeaderEntry?
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
        case "min":
            (minimum, minimumEntry) = (value.number(), value.entry)
            warnAboutBoundsOffALogScale(&value, only: "min")
        case "max":
            (maximum, maximumEntry) = (value.number(), value.entry)
            warnAboutBoundsOffALogScale(&value, only: "max")
        case "rule", "band": references.read(&value)
        default: return false
        }
        return true
    }

    /// `min:` and `max:` checked against the values of `series` (all when nil) on the value axis:
    /// bounds the wrong way round, or that would cut marks off, are left out with a warning.
    mutating func checkBounds(of table: DataTable, series: [Int]? = nil, stacked: Bool = false, diagnostics: inout [Diagnostic]) {
        // A log scale's bounds at 0 or below are left out already, with their own warning.
        let (low, high) = logScale ? (minimum.flatMap { $0 > 0 ? $0 : nil }, maximum.flatMap { $0 > 0 ? $0 : nil }) : (minimum, maximum)
        guard low != nil || high != nil else { return }
        let (checkedLow, checkedHigh) = AxisBounds.checked(
            minimum: low, maximum: high, minimumPlace: minimumEntry?.valuePlace, maximumPlace: maximumEntry?.valuePlace,
            against: AxisBounds.extremes(of: table, series: series, stacked: stacked), table: table, diagnostics: &diagnostics)
        if checkedLow == nil, low != nil { minimum = nil }
        if checkedHigh == nil, high != nil { maximum = nil }
    }

    /// Turns the value axis logarithmic (`scale: log`, a scatter's `y-scale: log`).
    mutating func setLogScale(_ isLog: Bool, _ value: inout OptionValue) {
        logScale = isLog
        warnAboutBoundsOffALogScale(&value)
    }

    /// A log scale never reaches 0: a `min:` or `max:` of 0 or less is left out, with a warning,
    /// given once: when the bound is read after the scale, or the scale after the bounds.
    private func warnAboutBoundsOffALogScale(_ value: inout OptionValue, only: String? = nil) {
        guard logScale else { return }
        for (bound, entry) in [(minimum, minimumEntry), (maximum, maximumEntry)] where only == nil || only == entry?.key {
            guard let bound, bound <= 0, let entry else { continue }
            value.warn(PlotMessages.boundOffALogScale(entry.key, entry.value), at: entry.valuePlace)
        }
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
