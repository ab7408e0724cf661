/// Where a rule's label goes on a plot whose values run up: above the rule at the plot's right
/// end, unless a line of the marks runs through it there or a bar stands under it; then below the
/// rule, or at the left end, whichever of the four places the marks meet least (the first of
/// them on a tie).
struct RuleLabelPlace: Equatable {
    var x: Double
    /// The text's baseline.
    var y: Double
    /// True when the text ends at `x` (the right end), false when it starts there.
    var anchorsAtEnd: Bool

    /// The label's height above its baseline and below it, at 12 units.
    private static let ascent = 10.0
    private static let descent = 3.0

    typealias Box = (left: Double, right: Double, top: Double, bottom: Double)

    static func clearest(
        for label: String, at position: Double, left: Double, right: Double, bottom: Double, avoiding lines: [[(x: Double, y: Double)?]],
        boxes: [Box] = []
    ) -> RuleLabelPlace {
        let above = RuleLabelPlace(x: right - 2, y: position - 5, anchorsAtEnd: true)
        guard !lines.isEmpty || !boxes.isEmpty else { return above }
        let width = TextMeasure.width(label, size: 12)
        let below = position + 5 + ascent
        var places = [above, RuleLabelPlace(x: left + 4, y: position - 5, anchorsAtEnd: false)]
        // Below the rule only where the plot has room for it.
        if below + descent <= bottom {
            places.insert(RuleLabelPlace(x: right - 2, y: below, anchorsAtEnd: true), at: 1)
            places.append(RuleLabelPlace(x: left + 4, y: below, anchorsAtEnd: false))
        }
        var best = above
        var fewest = Int.max
        for place in places {
            let box = place.box(width: width)
            let count = lines.reduce(0) { $0 + crossings(of: $1, through: box) }
                + boxes.count { $0.left < box.right && box.left < $0.right && $0.top < box.bottom && box.top < $0.bottom }
            if count < fewest {
                (best, fewest) = (place, count)
                if count == 0 { break }
            }
        }
        return best
    }

    private func box(width: Double) -> Box {
        let start = anchorsAtEnd ? x - width : x
        // A little room around the text, where a line would still touch its halo.
        return (start - 2, start + width + 2, y - Self.ascent - 2, y + Self.descent + 2)
    }

    /// How many segments of `line` pass through the box.
    private static func crossings(of line: [(x: Double, y: Double)?], through box: Box) -> Int {
        var count = 0
        var previous: (x: Double, y: Double)?
        for point in line {
            guard let point else {
                previous = nil
                continue
            }
            if let start = previous {
                if segment(from: start, to: point, meets: box) { count += 1 }
            } else if point.x >= box.left, point.x <= box.right, point.y >= box.top, point.y <= box.bottom {
                count += 1  // a point standing alone (a line's one value between gaps)
            }
            previous = point
        }
        return count
    }

    /// Whether the segment meets the box (Liang–Barsky clipping).
    private static func segment(
        from a: (x: Double, y: Double), to b: (x: Double, y: Double), meets box: Box
    ) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        var low = 0.0, high = 1.0
        for (p, q) in [(-dx, a.x - box.left), (dx, box.right - a.x), (-dy, a.y - box.top), (dy, box.bottom - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
                if low > high { return false }
            }
        }
        return true
    }
}
