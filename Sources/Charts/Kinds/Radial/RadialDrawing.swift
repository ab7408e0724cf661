/// Draws pies and donuts: slices, their labels, the centre label and the "No data" ring.
enum RadialDrawing {
    static let gap = 2.0
    static let corner = 4.0

    static func draw(_ layout: RadialLayout, _ context: ChartContext<RadialKind>, into svg: inout SVGWriter) {
        svg += "<g transform=\"translate("
        svg.number(layout.centre)
        svg += " "
        svg.number(layout.centre)
        svg += ")\" text-anchor=\"middle\">"
        if layout.isEmpty {
            drawEmpty(layout, context.words, into: &svg)
        } else {
            svg += "<g class=\"marks\">"
            let focusable = layout.drawsFocusableMarks
            for index in layout.values.indices where layout.values[index] > 0 {
                drawSlice(index, layout, id: context.id, focusable: focusable, into: &svg)
            }
            svg += "</g>"
            if layout.isDonut { drawCentre(layout, context, into: &svg) }
        }
        svg += "</g>"
    }

    private static func drawSlice(_ index: Int, _ layout: RadialLayout, id: String, focusable: Bool, into svg: inout SVGWriter) {
        let angles = layout.slices[index]
        let full = angles.span >= ArcGeometry.fullTurn - 1e-9
        let lift = full ? (x: 0.0, y: 0.0) : ArcGeometry.point(RadialLayout.lift, angles.middle)
        svg += "<g class=\"mark slice k-"
        svg.integer(index + 1)
        svg += "\" style=\"--i:"
        svg.integer(index)
        svg += ";--dx:"
        svg.number(lift.x)
        svg += "px;--dy:"
        svg.number(lift.y)
        // The <title> child names the mark (SVG-AAM); an aria-label would repeat it in every mark.
        svg += "px\" role=\"graphics-symbol\""
        // Beyond a dozen marks Tab skips them (the table carries the values), but a tap or click still focuses one.
        svg += focusable ? " tabindex=\"0\"" : " tabindex=\"-1\""
        svg.escaped(layout.names[index], between: "><title>", and: "</title>")
        if layout.isDonut {
            // The reveal opens the segment clockwise: a mask stroked along the ring, its dash
            // drawn out by the stylesheet. Without it (no CSS, reduced motion) the dash is whole.
            func maskID() {
                svg.raw(id)
                svg += "-m"
                svg.integer(index + 1)
            }
            svg += "<mask id=\""
            maskID()
            svg += "\"><path class=\"reveal\" d=\""
            ArcGeometry.centreline(angles, radius: (layout.inner + layout.outer) / 2, into: &svg)
            svg += "\" pathLength=\"1\" stroke-dasharray=\"1 1\" fill=\"none\" stroke=\"#FFF\" stroke-width=\""
            svg.number(layout.outer - layout.inner + 6)
            svg += "\"/></mask><path class=\"mark-shape\" mask=\"url(#"
            maskID()
            svg += ")\" d=\""
        } else {
            svg += "<path class=\"mark-shape\" d=\""
        }
        ArcGeometry.slicePath(angles, inner: layout.inner, outer: layout.outer, gap: gap, corner: layout.inner > 0 ? corner : 0, into: &svg)
        svg += "\" fill=\""
        svg.color(layout.colors[index])
        svg += "\"/>"
        if let lines = layout.sliceLabels[index] {
            let point = full ? (x: 0.0, y: layout.inner > 0 ? -layout.labelRadius : 0) : ArcGeometry.point(layout.labelRadius, angles.middle)
            svg += "<text class=\"mark-label\" aria-hidden=\"true\" x=\""
            svg.number(point.x)
            svg += "\" y=\""
            svg.number(point.y - Double(lines.count - 1) * RadialLayout.labelSize * 0.6)
            svg += "\" dy=\".35em\" fill=\""
            svg.color(layout.colors[index].textColor)
            svg += "\">"
            svg.escaped(lines[0])
            if lines.count > 1 {
                svg += "<tspan x=\""
                svg.number(point.x)
                svg.escaped(lines[1], between: "\" dy=\"1.2em\">", and: "</tspan>")
            }
            svg += "</text>"
        }
        svg += "</g>"
    }

    /// "Total" (or the writer's `center-label`) and the total; one hidden alternative per slice,
    /// shown while it is hovered or focused.
    private static func drawCentre(_ layout: RadialLayout, _ context: ChartContext<RadialKind>, into svg: inout SVGWriter) {
        let room = layout.inner * 1.6
        guard room > 40 else { return }
        svg += "<g class=\"centre\" aria-hidden=\"true\"><g class=\"centre-total\">"
        if context.own.showsTotal {
            caption(context.own.centreCaption ?? context.words(.total), room: room, y: -12, into: &svg)
            figure(layout.totalLabel, value: layout.total, decimals: context.spec.table.decimals, context.format, room: room, y: 14, into: &svg)
        }
        svg += "</g>"
        for index in layout.values.indices where layout.values[index] > 0 {
            // Hidden by a presentation attribute too, so that without the stylesheet (a feed
            // reader, a page opened from disk) only the total shows; the CSS overrides it.
            svg += "<g class=\"centre-item k-"
            svg.integer(index + 1)
            svg += "\" opacity=\"0\">"
            caption(context.rows[index].label, room: room, y: -20, into: &svg)
            figure(
                layout.valueTexts[index], value: layout.values[index], decimals: context.rows[index].decimals.first ?? 0, context.format,
                room: room, y: 6, into: &svg)
            if let share = layout.shares?[index] {
                svg.escaped(share, between: "<text class=\"centre-share\" y=\"26\">", and: "</text>")
            }
            svg += "</g>"
        }
        svg += "</g>"
    }

    private static func caption(_ text: String, room: Double, y: Double, into svg: inout SVGWriter) {
        svg += "<text class=\"centre-caption\" y=\""
        svg.number(y)
        svg.escaped(TextMeasure.fit(text, width: room, size: 12) ?? "", between: "\">", and: "</text>")
    }

    /// The big figure: every digit when they fit the hole, else the compact form, made smaller if it must be.
    private static func figure(
        _ full: String, value: Double, decimals: Int, _ format: ValueFormatter, room: Double, y: Double, into svg: inout SVGWriter
    ) {
        let fullWidth = TextMeasure.width(full, size: 22, bold: true)
        let text = fullWidth <= room ? full : format.short(value, decimals: decimals, full: full)
        let width = text == full ? fullWidth : TextMeasure.width(text, size: 22, bold: true)
        svg += "<text class=\"centre-value\" y=\""
        svg.number(y)
        svg += "\""
        if width > room {
            // Inline, because the stylesheet's size would win over a presentation attribute.
            svg += " style=\"font-size:"
            svg.number(max(11, 22 * room / width))
            svg += "px\""
        }
        svg.escaped(text, between: ">", and: "</text>")
    }

    private static func drawEmpty(_ layout: RadialLayout, _ words: ChartWords, into svg: inout SVGWriter) {
        svg += "<path class=\"empty-ring\" d=\""
        ArcGeometry.slicePath(SliceAngles(start: 0, end: ArcGeometry.fullTurn), inner: layout.inner, outer: layout.outer, gap: 0, corner: 0, into: &svg)
        svg.escaped(
            words(.noData).withCapital, between: "\" fill=\"#D0D7DE\" fill-rule=\"evenodd\"/><text class=\"empty-label\" dy=\".35em\">", and: "</text>")
    }
}
