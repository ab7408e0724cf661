import Foundation

/// Where each slice of a pie or donut starts and ends: clockwise from 12 o'clock, in radians.
struct SliceAngles: Sendable {
    var start: Double
    var end: Double
    var middle: Double { (start + end) / 2 }
    var span: Double { end - start }
}

/// Angles, slice outlines and label points of pies and donuts.
enum ArcGeometry {
    static let fullTurn = 2 * Double.pi

    /// Consecutive slices in data order covering exactly one turn (zero values get zero span).
    static func angles(for values: [Double]) -> [SliceAngles] {
        let total = values.reduce(0, +)
        guard total > 0 else { return values.map { _ in SliceAngles(start: 0, end: 0) } }
        var result: [SliceAngles] = []
        result.reserveCapacity(values.count)
        var running = 0.0
        let lastPositive = values.lastIndex { $0 > 0 } ?? values.count - 1
        for (index, value) in values.enumerated() {
            let start = running / total * fullTurn
            running += value
            // The last drawn slice closes the circle exactly, whatever the rounding did.
            let end = index >= lastPositive ? fullTurn : running / total * fullTurn
            result.append(SliceAngles(start: start, end: index > lastPositive ? fullTurn : end))
        }
        return result
    }

    /// A point at `radius` and `angle` (clockwise from 12 o'clock) around the origin.
    static func point(_ radius: Double, _ angle: Double) -> (x: Double, y: Double) {
        (radius * sin(angle), -radius * cos(angle))
    }

    /// Writes an open arc at `radius` from the slice's start clockwise to its end, a little
    /// past both, as path data: the stroke a donut's reveal mask draws along the ring.
    static func centreline(_ angles: SliceAngles, radius: Double, into svg: inout SVGWriter) {
        let margin = 0.02
        let start = angles.start - margin
        // A slice that is the whole ring is closed by its reveal overlapping its start (a gap
        // there would show as a seam at 12 o'clock); any other stops short of its own start.
        let isWhole = angles.span >= fullTurn - 1e-9
        let end = isWhole ? angles.end + margin : min(angles.end + margin, start + fullTurn - 1e-3)
        // Arcs of half a turn or less, so no arc's ends meet.
        let pieces = max(1, Int(((end - start) / .pi).rounded(.up)))
        svg += "M"
        let first = point(radius, start)
        svg.point(first.x, first.y)
        for piece in 1...pieces {
            let to = point(radius, start + (end - start) * Double(piece) / Double(pieces))
            svg += "A"
            svg.number(radius)
            svg += " "
            svg.number(radius)
            svg += " 0 0 1 "
            svg.point(to.x, to.y)
        }
    }

    /// Writes the outline of one slice into `svg` as path data around the origin.
    ///
    /// - Parameters:
    ///   - inner: the hole's radius (0 for a pie).
    ///   - gap: the width of the straight gap to each neighbour.
    ///   - corner: the radius of the rounded corners (donuts).
    static func slicePath(_ angles: SliceAngles, inner: Double, outer: Double, gap: Double, corner: Double, into svg: inout SVGWriter) {
        let span = angles.span
        if span >= fullTurn - 1e-9 {
            ring(inner: inner, outer: outer, into: &svg)
            return
        }
        guard span > 0 else { return }
        let a0 = angles.start, a1 = angles.end
        // Half the gap on each side; a slice too thin for the gap keeps a sliver.
        let h = min(gap / 2, outer * sin(min(span / 2, .pi / 2)) * 0.35)
        var cr = inner > 0 ? min(corner, (outer - inner) / 2 - 0.5) : 0
        while cr > 0.2 {
            let outerFits = asin(min(1, (h + cr) / (outer - cr))) * 2 < span
            let innerFits = asin(min(1, (h + cr) / (inner + cr))) * 2 < span
            if outerFits && innerFits { break }
            cr *= 0.5
        }
        if cr <= 0.2 { cr = 0 }
        let innerFits = inner > 0 && asin(min(1, h / inner)) * 2 < span
        let φ0 = a0 + asin((h + cr) / (outer - cr)), φ1 = a1 - asin((h + cr) / (outer - cr))
        let o0 = point(outer, φ0), o1 = point(outer, φ1)
        // Each gap edge is used twice: its sine and cosine are worked out once.
        let edge0 = Direction(a0), edge1 = Direction(a1)
        let t1 = along(edge0, (outer - cr) * (outer - cr) - (h + cr) * (h + cr), h, side: 1)
        let t2 = along(edge1, (outer - cr) * (outer - cr) - (h + cr) * (h + cr), h, side: -1)
        svg += "M"
        if cr > 0 {
            svg.point(t1.x, t1.y)
            arc(cr, large: false, sweep: true, to: o0, &svg)
        } else {
            svg.point(o0.x, o0.y)
        }
        arc(outer, large: φ1 - φ0 > .pi, sweep: true, to: o1, &svg)
        if cr > 0 { arc(cr, large: false, sweep: true, to: t2, &svg) }
        if innerFits {
            let ψ0 = a0 + asin((h + cr) / (inner + cr)), ψ1 = a1 - asin((h + cr) / (inner + cr))
            let i0 = point(inner, ψ0), i1 = point(inner, ψ1)
            let t3 = along(edge1, (inner + cr) * (inner + cr) - (h + cr) * (h + cr), h, side: -1)
            let t4 = along(edge0, (inner + cr) * (inner + cr) - (h + cr) * (h + cr), h, side: 1)
            svg += "L"
            if cr > 0 {
                svg.point(t3.x, t3.y)
                arc(cr, large: false, sweep: true, to: i1, &svg)
            } else {
                svg.point(i1.x, i1.y)
            }
            arc(inner, large: ψ1 - ψ0 > .pi, sweep: false, to: i0, &svg)
            if cr > 0 { arc(cr, large: false, sweep: true, to: t4, &svg) }
        } else {
            // The two gap edges meet before the hole: the slice ends in a point.
            let apex = point(min(h / sin(span / 2), outer * 0.3), angles.middle)
            svg += "L"
            svg.point(apex.x, apex.y)
        }
        svg += "Z"
    }

    /// The sine and cosine of a slice edge's angle.
    private struct Direction {
        let sine: Double, cosine: Double
        init(_ angle: Double) {
            sine = sin(angle)
            cosine = cos(angle)
        }
    }

    /// A point on the gap edge of the boundary at `edge`, `offset` from the radial line.
    private static func along(_ edge: Direction, _ squared: Double, _ offset: Double, side: Double) -> (x: Double, y: Double) {
        let t = sqrt(max(0, squared))
        return (t * edge.sine + side * offset * edge.cosine, -t * edge.cosine + side * offset * edge.sine)
    }

    private static func arc(_ radius: Double, large: Bool, sweep: Bool, to end: (x: Double, y: Double), _ svg: inout SVGWriter) {
        svg += "A"
        svg.number(radius)
        svg += " "
        svg.number(radius)
        svg += large ? " 0 1 " : " 0 0 "
        svg += sweep ? "1 " : "0 "
        svg.point(end.x, end.y)
    }

    /// A whole disc or ring (a single slice takes the full turn).
    private static func ring(inner: Double, outer: Double, into svg: inout SVGWriter) {
        for (radius, sweep) in [(outer, true), (inner, false)] where radius > 0 {
            svg += "M0,"
            svg.number(-radius)
            arc(radius, large: true, sweep: sweep, to: (0, radius), &svg)
            arc(radius, large: true, sweep: sweep, to: (0, -radius), &svg)
            svg += "Z"
        }
    }
}
