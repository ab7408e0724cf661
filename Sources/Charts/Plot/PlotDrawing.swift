/// Draws what plots with two axes share: grid and ticks, axis titles, reference lines and
/// bands (behind the marks), and the hover slots that show each x's values.
enum PlotDrawing {
    /// Grid lines at the value ticks, the baseline, and both axes' labels.
    static func axes(
        yTicks: [PlacedText], xTicks: [PlacedText], base: Double?, left: Double, right: Double, into svg: inout SVGWriter
    ) {
        svg += "<g class=\"axis\" aria-hidden=\"true\">"
        if !yTicks.isEmpty {
            svg += "<path class=\"grid\" d=\""
            for tick in yTicks where base.map({ abs(tick.y - $0) > 0.5 }) ?? true {
                svg += "M"
                svg.point(left, tick.y)
                svg += "H"
                svg.number(right)
            }
            svg += "\" stroke=\"#D8DEE4\"/>"
        }
        if let base {
            svg += "<path class=\"baseline\" d=\"M"
            svg.point(left, base)
            svg += "H"
            svg.number(right)
            svg += "\" stroke=\"#8C959F\"/>"
        }
        if !yTicks.isEmpty {
            svg += "<g class=\"ticks\" text-anchor=\"end\">"
            for tick in yTicks { text(tick, shift: true, into: &svg) }
            svg += "</g>"
        }
        if !xTicks.isEmpty {
            svg += "<g class=\"ticks\" text-anchor=\"middle\">"
            for tick in xTicks { text(tick, shift: false, into: &svg) }
            svg += "</g>"
        }
        svg += "</g>"
    }

    static func text(_ label: PlacedText, shift: Bool, into svg: inout SVGWriter) {
        svg += "<text x=\""
        svg.number(label.x)
        svg += "\" y=\""
        svg.number(label.y)
        svg += shift ? "\" dy=\".35em\">" : "\">"
        svg.escaped(label.text)
        svg += "</text>"
    }

    static func titles(x: PlacedText?, y: PlacedText?, into svg: inout SVGWriter) {
        if let title = x {
            svg += "<text class=\"axis-title\" aria-hidden=\"true\" text-anchor=\"middle\" x=\""
            svg.number(title.x)
            svg += "\" y=\""
            svg.number(title.y)
            svg.escaped(title.text, between: "\">", and: "</text>")
        }
        if let title = y {
            svg += "<text class=\"axis-title\" aria-hidden=\"true\" text-anchor=\"middle\" transform=\"rotate(-90)\" x=\""
            svg.number(-title.y)
            svg += "\" y=\""
            svg.number(title.x)
            svg.escaped(title.text, between: "\">", and: "</text>")
        }
    }

    /// Reference lines across the plot and bands along it (drawn behind the marks), or, with
    /// `labels`, their labels (drawn over the marks, on a halo, so a bar never hides them);
    /// `horizontal` when the value axis runs left to right (bars lying down).
    ///
    /// - Parameters:
    ///   - lines: the marks' lines (a series' points, nil where it breaks), which a rule's label
    ///     moves away from: below the rule, or to the plot's left end, when a line crosses it at the
    ///     right end above the rule.
    ///   - boxes: the marks' boxes (bars), which it moves away from alike.
    static func references(
        _ references: [PlacedReference], left: Double, right: Double, top: Double, bottom: Double, horizontal: Bool = false,
        labels: Bool = false, avoiding lines: [[(x: Double, y: Double)?]] = [], boxes: [RuleLabelPlace.Box] = [], into svg: inout SVGWriter
    ) {
        guard !references.isEmpty, !labels || references.contains(where: { !$0.label.isEmpty }) else { return }
        svg += labels ? "<g class=\"reference-labels\" aria-hidden=\"true\">" : "<g class=\"references\" aria-hidden=\"true\">"
        for reference in references {
            if labels {
                guard !reference.label.isEmpty else { continue }
                let (x, y, anchor, room): (Double, Double, StaticString, Double)
                switch reference.shape {
                case .band(let from, let to):
                    (x, y, anchor, room) = horizontal ? (right - 4, to - 5, "end", right - left - 8) : (from + 4, top + 12, "start", max(40, to - from - 8))
                case .rule(let position):
                    if horizontal {
                        (x, y, anchor, room) = (position + 4, top - 5, "start", right - position)
                    } else {
                        let place = RuleLabelPlace.clearest(
                            for: reference.label, at: position, left: left, right: right, bottom: bottom, avoiding: lines, boxes: boxes)
                        (x, y, anchor, room) = (place.x, place.y, place.anchorsAtEnd ? "end" : "start", right - left)
                    }
                }
                svg += "<text class=\"reference-label\" x=\""
                svg.number(x)
                svg += "\" y=\""
                svg.number(y)
                svg += "\" text-anchor=\""
                svg += anchor
                svg += "\">"
                svg.escaped(TextMeasure.fit(reference.label, width: max(40, room), size: 12) ?? "")
                svg += "</text>"
                continue
            }
            switch reference.shape {
            case .band(let from, let to):
                svg += "<rect class=\"band\" x=\""
                if horizontal {
                    svg.number(left)
                    svg += "\" y=\""
                    svg.number(from)
                    svg += "\" width=\""
                    svg.number(right - left)
                    svg += "\" height=\""
                    svg.number(max(1, to - from))
                } else {
                    svg.number(from)
                    svg += "\" y=\""
                    svg.number(top)
                    svg += "\" width=\""
                    svg.number(max(1, to - from))
                    svg += "\" height=\""
                    svg.number(bottom - top)
                }
                svg += "\" fill=\"#8C959F\" fill-opacity=\".14\"/>"
            case .rule(let position):
                svg += "<path class=\"rule\" d=\"M"
                if horizontal {
                    svg.point(position, top)
                    svg += "V"
                    svg.number(bottom)
                } else {
                    svg.point(left, position)
                    svg += "H"
                    svg.number(right)
                }
                svg += "\" stroke=\"#59636E\" stroke-dasharray=\"5 4\"/>"
            }
        }
        svg += "</g>"
    }
}

extension PlotDrawing {
    /// "No data" in the middle of an empty plot.
    static func noData(x: Double, y: Double, _ words: ChartWords, into svg: inout SVGWriter) {
        svg += "<text class=\"empty-label\" x=\""
        svg.number(x)
        svg += "\" y=\""
        svg.number(y)
        svg.escaped(words(.noData).withCapital, between: "\" text-anchor=\"middle\" dy=\".35em\">", and: "</text>")
    }
}
