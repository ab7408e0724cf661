/// `curve: linear | monotone | step` — how a line joins its points.
enum Curve: String, Sendable, CaseIterable {
    case linear, monotone, step

    /// Writes the runs of `points` (nil breaks the line: a gap) as path commands. With
    /// `closingTo`, each run is closed down to those points (an area's bottom), walked backwards.
    static func write(
        _ points: [(x: Double, y: Double)?], curve: Curve, closingTo bottoms: [(x: Double, y: Double)?]? = nil, into svg: inout SVGWriter
    ) {
        var index = 0
        while index < points.count {
            guard points[index] != nil else {
                index += 1
                continue
            }
            var end = index
            while end + 1 < points.count, points[end + 1] != nil { end += 1 }
            // A point alone between gaps has no line: the kind marks it with a dot.
            guard end > index else {
                index = end + 1
                continue
            }
            let run = Self.thinned(points[index...end].map { $0! }, curve: curve)
            svg += "M"
            svg.point(run[0].x, run[0].y)
            segments(run, curve: curve, into: &svg)
            if let bottoms {
                let floor = Self.thinned(bottoms[index...end].map { $0! }, curve: curve).reversed().map { $0 }
                svg += "L"
                svg.point(floor[0].x, floor[0].y)
                segments(floor, curve: curve == .step ? Joining.stepBackward : curve == .monotone ? .monotone : .linear, into: &svg)
                svg += "Z"
            }
            index = end + 1
        }
    }

    /// A straight-lined run with more points than the plot has units across (years of daily
    /// values) keeps, within each unit of width, its first and last point and its lowest and
    /// highest: the line drawn is the same to the pixel, in a fraction of the path. Other curves,
    /// and runs at most one point a unit, are kept whole.
    static func thinned(_ run: [(x: Double, y: Double)], curve: Curve) -> [(x: Double, y: Double)] {
        guard curve == .linear, let first = run.first, let last = run.last, run.count > 8,
            Double(run.count) > (last.x - first.x) / columnWidth
        else { return run }
        var kept: [(x: Double, y: Double)] = []
        kept.reserveCapacity(Int((last.x - first.x) / columnWidth) * 4 + 4)
        var start = 0
        while start < run.count {
            let column = (run[start].x / columnWidth).rounded(.down)
            var end = start
            var lowest = start, highest = start
            while end + 1 < run.count, (run[end + 1].x / columnWidth).rounded(.down) == column {
                end += 1
                if run[end].y < run[lowest].y { lowest = end }
                if run[end].y > run[highest].y { highest = end }
            }
            // In the order they come, each once.
            for index in Set([start, lowest, highest, end]).sorted() { kept.append(run[index]) }
            start = end + 1
        }
        return kept
    }

    /// The width, in the plot's units, within which a thinned run keeps four points.
    private static let columnWidth = 1.0

    private enum Joining { case linear, monotone, step, stepBackward }

    private static func segments(_ run: [(x: Double, y: Double)], curve: Curve, into svg: inout SVGWriter) {
        segments(run, curve: curve == .linear ? Joining.linear : curve == .monotone ? .monotone : .step, into: &svg)
    }

    private static func segments(_ run: [(x: Double, y: Double)], curve joining: Joining, into svg: inout SVGWriter) {
        guard run.count > 1 else { return }
        switch joining {
        case .linear:
            for point in run.dropFirst() {
                svg += "L"
                svg.point(point.x, point.y)
            }
        case .step:
            // Each value holds until the next x (a step after).
            for index in run.indices.dropFirst() {
                svg += "H"
                svg.number(run[index].x)
                svg += "V"
                svg.number(run[index].y)
            }
        case .stepBackward:
            // The same steps walked right to left: down the riser, then along.
            for index in run.indices.dropFirst() {
                svg += "V"
                svg.number(run[index].y)
                svg += "H"
                svg.number(run[index].x)
            }
        case .monotone:
            let tangents = monotoneTangents(run)
            for index in run.indices.dropFirst() {
                let a = run[index - 1], b = run[index]
                let third = (b.x - a.x) / 3
                svg += "C"
                svg.point(a.x + third, a.y + third * tangents[index - 1])
                svg += " "
                svg.point(b.x - third, b.y - third * tangents[index])
                svg += " "
                svg.point(b.x, b.y)
            }
        }
    }

    /// Fritsch–Carlson tangents: the curve never overshoots between two points, so a peak stays
    /// at its data point and a flat run stays flat.
    private static func monotoneTangents(_ run: [(x: Double, y: Double)]) -> [Double] {
        let count = run.count
        var slopes = [Double](repeating: 0, count: count - 1)
        for index in 0..<count - 1 {
            let dx = run[index + 1].x - run[index].x
            slopes[index] = dx != 0 ? (run[index + 1].y - run[index].y) / dx : 0
        }
        var tangents = [Double](repeating: 0, count: count)
        tangents[0] = slopes[0]
        tangents[count - 1] = slopes[count - 2]
        for index in 1..<count - 1 {
            let (s0, s1) = (slopes[index - 1], slopes[index])
            // At a peak, a trough or a flat run the curve is level; elsewhere the harmonic mean
            // of the two slopes, which lies within both.
            tangents[index] = s0 * s1 <= 0 ? 0 : 2 * s0 * s1 / (s0 + s1)
        }
        return tangents
    }
}
