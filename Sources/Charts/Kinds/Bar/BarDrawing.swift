/// Draws bar charts: grid, axes, bars growing from the baseline, values and category labels.
enum BarDrawing {
    static let cornerRadius = 3.0

    static func draw(_ layout: BarLayout, _ context: ChartContext<BarKind>, into svg: inout SVGWriter) {
        drawGrid(layout, into: &svg)
        PlotDrawing.references(
            layout.references, left: layout.plotLeft, right: layout.plotRight, top: layout.plotTop, bottom: layout.plotBottom,
            horizontal: layout.isHorizontal, into: &svg)
        drawCategories(layout, into: &svg)
        drawTitles(layout, into: &svg)
        if layout.isEmpty {
            PlotDrawing.noData(x: (layout.plotLeft + layout.plotRight) / 2, y: (layout.plotTop + layout.plotBottom) / 2, context.words, into: &svg)
        }
        drawBars(layout, context, into: &svg)
        drawLines(layout, context, into: &svg)
        // A rule's label keeps clear of the bars standing up into it, where it can.
        let boxes: [RuleLabelPlace.Box] =
            layout.isHorizontal || layout.references.isEmpty
            ? []
            : layout.marks.map { mark in
                (mark.across, mark.across + mark.thickness, layout.base + min(mark.from, mark.to), layout.base + max(mark.from, mark.to))
            }
        PlotDrawing.references(
            layout.references, left: layout.plotLeft, right: layout.plotRight, top: layout.plotTop, bottom: layout.plotBottom,
            horizontal: layout.isHorizontal, labels: true, boxes: boxes, into: &svg)
    }

    private static func drawGrid(_ layout: BarLayout, into svg: inout SVGWriter) {
        svg += "<g class=\"axis\" aria-hidden=\"true\">"
        if !layout.gridPositions.isEmpty {
            svg += "<path class=\"grid\" d=\""
            for position in layout.gridPositions where abs(position - layout.base) > 0.5 {
                line(layout, at: position, into: &svg)
            }
            svg += "\" stroke=\"#D8DEE4\"/>"
        }
        svg += "<path class=\"baseline\" d=\""
        line(layout, at: layout.base, into: &svg)
        svg += "\" stroke=\"#8C959F\"/>"
        if !layout.tickLabels.isEmpty {
            svg += layout.isHorizontal ? "<g class=\"ticks\" text-anchor=\"middle\">" : "<g class=\"ticks\" text-anchor=\"end\">"
            for label in layout.tickLabels {
                text(label, baselineShift: !layout.isHorizontal, into: &svg)
            }
            svg += "</g>"
        }
        svg += "</g>"
    }

    /// A grid line across the plot at a value-axis position.
    private static func line(_ layout: BarLayout, at position: Double, into svg: inout SVGWriter) {
        svg += "M"
        if layout.isHorizontal {
            svg.point(position, layout.plotTop)
            svg += "V"
            svg.number(layout.plotBottom)
        } else {
            svg.point(layout.plotLeft, position)
            svg += "H"
            svg.number(layout.plotRight)
        }
    }

    private static func drawCategories(_ layout: BarLayout, into svg: inout SVGWriter) {
        guard !layout.categoryLabels.isEmpty else { return }
        let turned = !layout.isHorizontal && layout.categoryLabels.contains { $0.angle != 0 }
        svg += layout.labelsAbove
            ? "<g class=\"categories\" aria-hidden=\"true\" text-anchor=\"start\">"
            : layout.isHorizontal || turned
            ? "<g class=\"categories\" aria-hidden=\"true\" text-anchor=\"end\">"
            : "<g class=\"categories\" aria-hidden=\"true\" text-anchor=\"middle\">"
        for label in layout.categoryLabels {
            // Beside horizontal bars and turned upright a label is centred on its band; level under or above a bar it hangs from its top line.
            text(label, baselineShift: (layout.isHorizontal && !layout.labelsAbove) || label.angle == 90, into: &svg)
        }
        svg += "</g>"
    }

    private static func drawTitles(_ layout: BarLayout, into svg: inout SVGWriter) {
        if let title = layout.xTitle {
            svg += "<text class=\"axis-title\" aria-hidden=\"true\" text-anchor=\"middle\" x=\""
            svg.number(title.x)
            svg += "\" y=\""
            svg.number(title.y)
            svg.escaped(title.text, between: "\">", and: "</text>")
        }
        if let title = layout.yTitle {
            svg += "<text class=\"axis-title\" aria-hidden=\"true\" text-anchor=\"middle\" transform=\"rotate(-90)\" x=\""
            svg.number(-title.y)
            svg += "\" y=\""
            svg.number(title.x)
            svg.escaped(title.text, between: "\">", and: "</text>")
        }
    }

    private static func text(_ label: AxisLabel, baselineShift: Bool, into svg: inout SVGWriter) {
        let lineHeight = CategoryLabels.lineHeight
        svg += "<text x=\""
        svg.number(label.x)
        svg += "\" y=\""
        // Lines centred on a band, or turned about their anchor, start half a line higher for each line after the first.
        svg.number(baselineShift || label.angle != 0 ? label.y - lineHeight * Double(label.lines.count - 1) / 2 : label.y)
        svg += baselineShift ? "\" dy=\".35em\"" : "\""
        if label.angle != 0 {
            svg += " transform=\"rotate("
            svg.number(-label.angle)
            svg += " "
            svg.point(label.x, label.y)
            svg += ")\""
        }
        svg += ">"
        svg.escaped(label.lines[0])
        for line in label.lines.dropFirst() {
            svg += "<tspan x=\""
            svg.number(label.x)
            svg += "\" dy=\""
            svg.number(lineHeight)
            svg.escaped(line, between: "\">", and: "</tspan>")
        }
        if let full = label.full {
            svg.escaped(full, between: "<title>", and: "</title>")
        }
        svg += "</text>"
    }

    /// Up to this many bars rise 70 ms apart; more share `revealSpan` milliseconds.
    static let staggeredBars = 20
    static let revealSpan = 1_400

    /// Every mark Tab may reach: the bars and the points of the lines over them.
    private static func markCount(_ layout: BarLayout) -> Int {
        layout.marks.count + layout.lines.reduce(0) { $0 + $1.points.count { $0 != nil } }
    }

    private static func drawBars(_ layout: BarLayout, _ context: ChartContext<BarKind>, into svg: inout SVGWriter) {
        let horizontal = layout.isHorizontal
        let focusable = markCount(layout) <= maximumFocusableMarks
        let keyed = context.spec.table.series.count > 1
        svg += horizontal ? "<g class=\"marks horizontal\" transform=\"translate(" : "<g class=\"marks\" transform=\"translate(0 "
        svg.number(layout.base)
        svg += horizontal ? " 0)\"" : ")\" text-anchor=\"middle\""
        // Bars rise one after another 70 ms apart; many bars share about 1.4 s, so the last of 200
        // does not wait 14 s to show.
        if layout.marks.count > staggeredBars {
            svg += " style=\"--step:"
            svg.integer(max(4, revealSpan / layout.marks.count))
            svg += "ms\""
        }
        svg += ">"
        for order in layout.marks.indices {
            // Passed straight from the array: no copy of the mark and its strings.
            drawBar(layout.marks[order], layout, context, order: order, keyed: keyed, focusable: focusable, horizontal: horizontal, into: &svg)
        }
        svg += "</g>"
    }

    private static func drawBar(_ mark: BarMark, _ layout: BarLayout, _ context: ChartContext<BarKind>, order: Int, keyed: Bool, focusable: Bool, horizontal: Bool, into svg: inout SVGWriter) {
        svg += "<g class=\"mark bar"
        if keyed {
            svg += " k-"
            svg.integer(mark.series + 1)
        }
        svg += "\" style=\"--i:"
        svg.integer(order)
        // The <title> child names the mark (SVG-AAM); an aria-label would repeat it in every mark.
        svg += "\" role=\"graphics-symbol\""
        // Beyond a dozen marks Tab skips them (the table carries the values), but a tap or click still focuses one.
        svg += focusable ? " tabindex=\"0\"" : " tabindex=\"-1\""
        svg += "><title>"
        name(row: mark.row, series: mark.series, layout, context, into: &svg)
        svg += "</title><path class=\"mark-shape\" d=\""
        barPath(mark, horizontal: horizontal, into: &svg)
        svg += "\" fill=\""
        svg.color(mark.color)
        svg += "\"/>"
        valueLabel(mark, text: layout.labelText(row: mark.row, series: mark.series), horizontal: horizontal, into: &svg)
        svg += "</g>"
    }

    /// The series `lines:` names, over the bars: a line through each band's centre (broken where a
    /// value is missing), and a point per value, named as a bar is ("Jan, Target: 6").
    private static func drawLines(_ layout: BarLayout, _ context: ChartContext<BarKind>, into svg: inout SVGWriter) {
        guard !layout.lines.isEmpty else { return }
        let horizontal = layout.isHorizontal
        let focusable = markCount(layout) <= maximumFocusableMarks
        func point(_ p: (across: Double, along: Double)) -> (Double, Double) { horizontal ? (p.along, p.across) : (p.across, p.along) }
        svg += horizontal ? "<g class=\"bar-lines\" transform=\"translate(" : "<g class=\"bar-lines\" transform=\"translate(0 "
        svg.number(layout.base)
        svg += horizontal ? " 0)\">" : ")\">"
        var order = layout.marks.count
        for (index, line) in layout.lines.enumerated() {
            svg += "<path class=\"bar-line k-"
            svg.integer(line.series + 1)
            svg += "\" style=\"--i:"
            svg.integer(index)
            svg += "\" pathLength=\"1\" aria-hidden=\"true\" d=\""
            var drawing = false
            for position in line.points {
                guard let position else {
                    drawing = false
                    continue
                }
                svg += drawing ? "L" : "M"
                let (x, y) = point(position)
                svg.point(x, y)
                drawing = true
            }
            svg += "\" stroke=\""
            svg.color(line.color)
            svg += "\"/>"
            for (row, position) in line.points.enumerated() {
                guard let position else { continue }
                svg += "<g class=\"mark point bar-point k-"
                svg.integer(line.series + 1)
                svg += "\" style=\"--i:"
                svg.integer(order)
                order += 1
                svg += "\" role=\"graphics-symbol\""
                svg += focusable ? " tabindex=\"0\"" : " tabindex=\"-1\""
                svg += "><title>"
                name(row: row, series: line.series, layout, context, into: &svg)
                svg += "</title><circle class=\"mark-shape\" cx=\""
                let (x, y) = point(position)
                svg.number(x)
                svg += "\" cy=\""
                svg.number(y)
                svg += "\" r=\"4\" fill=\""
                svg.color(line.color)
                svg += "\"/></g>"
            }
        }
        svg += "</g>"
    }

    /// A mark's name, "Mon: 898 steps" or "Mon, Walk: 898 steps", written in pieces instead of made as a string.
    private static func name(row: Int, series index: Int, _ layout: BarLayout, _ context: ChartContext<BarKind>, into svg: inout SVGWriter) {
        svg.escaped(context.rows[row].label)
        let series = context.spec.table.series[index]
        // One series whose values the axis title's words already name ("137 visits") needs no title of its own.
        let saidByUnit = context.spec.table.series.count == 1 && !layout.measures.unitWords.isEmpty
        if !series.isEmpty, !saidByUnit {
            svg += ", "
            svg.escaped(series)
        }
        svg.escaped(context.words(.nameGap))
        svg.escaped(layout.measures.valueTexts[row][index])
        svg.escaped(layout.measures.unitWords)
    }

    private static func valueLabel(_ mark: BarMark, text: String, horizontal: Bool, into svg: inout SVGWriter) {
        let centre = mark.across + mark.thickness / 2
        // The value is in the mark's name already: the text only shows it.
        svg += mark.labelAlways ? "<text aria-hidden=\"true\" class=\"bar-value" : "<text aria-hidden=\"true\" class=\"bar-value on-focus"
        if mark.labelInside {
            svg += " inside\" fill=\""
            svg.color(mark.color.textColor)
        }
        svg += "\""
        // A value that shows only on hover stays hidden without the stylesheet too; the CSS overrides it.
        if !mark.labelAlways { svg += " opacity=\"0\"" }
        // Forward is right (horizontal) or down (vertical, a negative value).
        let forward = mark.to > mark.from || (mark.to == mark.from && horizontal)
        if horizontal {
            svg += " x=\""
            svg.number(mark.labelAlong)
            svg += "\" y=\""
            svg.number(centre)
            svg += "\" dy=\".35em\""
            if mark.labelInside {
                svg += " text-anchor=\"middle\""
            } else if !forward {
                svg += " text-anchor=\"end\""
            }
        } else {
            svg += " x=\""
            svg.number(centre)
            svg += "\" y=\""
            svg.number(mark.labelAlong)
            if mark.labelInside {
                svg += "\" dy=\".35em\""
            } else if forward {
                svg += "\" dy=\".8em\""
            } else {
                svg += "\""
            }
        }
        svg.escaped(text, between: ">", and: "</text>")
    }

    /// A bar from `from` to `to` along the value axis, its far end rounded: absolute `H`/`V` runs
    /// and relative corner curves, five coordinates and the radius instead of eight points.
    private static func barPath(_ mark: BarMark, horizontal: Bool, into svg: inout SVGWriter) {
        let length = abs(mark.to - mark.from)
        let direction: Double = mark.to < mark.from ? -1 : 1
        let radius = mark.roundsEnd ? min(cornerRadius, mark.thickness / 2, length) : 0
        let a0 = mark.across, a1 = mark.across + mark.thickness
        // Along the value axis is H for horizontal bars, V for vertical ones; across is the other.
        let along: StaticString = horizontal ? "H" : "V", across: StaticString = horizontal ? "V" : "H"
        svg += "M"
        if horizontal { svg.point(mark.from, a0) } else { svg.point(a0, mark.from) }
        svg += along
        svg.number(mark.to - direction * radius)
        if radius > 0 {
            // The first corner turns from the bar's side onto its end, the second back.
            corner(horizontal ? (direction * radius, 0) : (0, direction * radius), horizontal ? (direction * radius, radius) : (radius, direction * radius), into: &svg)
        }
        svg += across
        svg.number(a1 - radius)
        if radius > 0 {
            corner(horizontal ? (0, radius) : (radius, 0), horizontal ? (-direction * radius, radius) : (radius, -direction * radius), into: &svg)
        }
        svg += along
        svg.number(mark.from)
        svg += "Z"
    }

    /// A relative quadratic curve: `q` control point, end point.
    private static func corner(_ control: (Double, Double), _ end: (Double, Double), into svg: inout SVGWriter) {
        svg += "q"
        svg.point(control.0, control.1)
        svg += " "
        svg.point(end.0, end.1)
    }
}
