/// Draws a scatter: axes, reference marks, then each point, its name in a `<title>` and its
/// label shown while it is hovered or focused.
enum ScatterDrawing {
    static func draw(_ layout: ScatterLayout, into svg: inout SVGWriter) {
        PlotDrawing.axes(yTicks: layout.yTicks, xTicks: layout.xTicks, base: layout.plotBottom, left: layout.plotLeft, right: layout.plotRight, into: &svg)
        PlotDrawing.references(
            layout.references, left: layout.plotLeft, right: layout.plotRight, top: layout.plotTop, bottom: layout.plotBottom, into: &svg)
        PlotDrawing.titles(x: layout.xTitle, y: layout.yTitle, into: &svg)
        if let trend = layout.trend {
            // Behind the points; what it shows, the description says (how strongly y follows x). Its
            // stroke is written on it too, for a page no stylesheet reaches (opened from disk); the stylesheet's wins.
            svg += "<g class=\"trend\" aria-hidden=\"true\"><path fill=\"none\" stroke=\"currentColor\" stroke-dasharray=\"6 4\" d=\"M"
            svg.point(trend.from.x, trend.from.y)
            svg += "L"
            svg.point(trend.to.x, trend.to.y)
            svg += "\"/></g>"
        }
        let points = layout.points
        if points.xs.isEmpty {
            PlotDrawing.noData(x: (layout.plotLeft + layout.plotRight) / 2, y: (layout.plotTop + layout.plotBottom) / 2, layout.words, into: &svg)
        }
        if points.xs.count > densePoints {
            dots(layout, into: &svg)
        } else {
            marks(layout, into: &svg)
        }
        // The trend line's label over the points, on a halo in the page colour, as rules' labels are.
        if let label = layout.trend?.label {
            svg += "<text class=\"trend-label\" aria-hidden=\"true\" text-anchor=\"end\" x=\""
            svg.number(label.x)
            svg += "\" y=\""
            svg.number(label.y)
            svg += "\">"
            svg.escaped(label.text)
            svg += "</text>"
        }
        // A rule's label keeps clear of the points (each a line of one point), where it can.
        let dots = layout.references.isEmpty ? [] : layout.positions.compactMap { $0.map { [($0.x, $0.y)] as [(x: Double, y: Double)?] } }
        PlotDrawing.references(
            layout.references, left: layout.plotLeft, right: layout.plotRight, top: layout.plotTop, bottom: layout.plotBottom, labels: true,
            avoiding: dots, into: &svg)
    }

    /// Past this many points a scatter is a cloud: each point a plain dot whose `<title>` is its
    /// tooltip, not a mark with a label of its own, so a file of a few thousand rows stays a page of
    /// a few hundred kilobytes. The data table carries every point, as it does past 12.
    static let densePoints = 200

    /// Each point a mark: a `<title>`, its dot, and a label shown while it is hovered or focused.
    private static func marks(_ layout: ScatterLayout, into svg: inout SVGWriter) {
        let points = layout.points
        let focusable = points.xs.count <= maximumFocusableMarks
        let middle = (layout.plotLeft + layout.plotRight) / 2
        svg += "<g class=\"marks\">"
        for index in points.xs.indices {
            guard let position = layout.positions[index] else { continue }
            svg += "<g class=\"mark point"
            groupKey(points, index, into: &svg)
            svg += "\" style=\"--i:"
            svg.integer(index)
            svg += "\" role=\"graphics-symbol\""
            svg += focusable ? " tabindex=\"0\"" : " tabindex=\"-1\""
            svg += "><title>"
            points.names.write(index, into: &svg)
            svg += "</title><circle class=\"mark-shape"
            dot(points, index, at: position, radius: "5", into: &svg)
            svg += "/><text class=\"point-label\" aria-hidden=\"true\" opacity=\"0\" x=\""
            // Labels right of the middle sit left of their point, so they stay in the chart.
            let leftward = position.x > middle
            svg.number(leftward ? position.x - 9 : position.x + 9)
            svg += "\" y=\""
            svg.number(position.y - 8)
            svg += leftward ? "\" text-anchor=\"end\">" : "\">"
            points.labels.write(index, into: &svg)
            svg += "</text></g>"
        }
        svg += "</g>"
    }

    /// Each point a dot with its name as a tooltip, hidden from screen readers (the table reads better).
    private static func dots(_ layout: ScatterLayout, into svg: inout SVGWriter) {
        let points = layout.points
        // Past a thousand points, smaller and lighter dots, so where they crowd reads darker.
        let dense = points.xs.count > denseDots
        svg += dense ? "<g class=\"marks dots dense\" aria-hidden=\"true\">" : "<g class=\"marks dots\" aria-hidden=\"true\">"
        for index in points.xs.indices {
            guard let position = layout.positions[index] else { continue }
            svg += "<circle class=\"point"
            groupKey(points, index, into: &svg)
            dot(points, index, at: position, radius: dense ? "3" : "4", into: &svg)
            svg += "><title>"
            points.names.write(index, into: &svg)
            svg += "</title></circle>"
        }
        svg += "</g>"
    }

    /// How many points a scatter draws at full size.
    static let denseDots = 1000

    /// ` k-{group}`, the class that links a point to its legend row (for the first groups).
    private static func groupKey(_ points: ScatterPoints, _ index: Int, into svg: inout SVGWriter) {
        guard let group = points.groups[index], group <= LegendEntry.linkedKeys else { return }
        svg += " k-"
        svg.integer(group)
    }

    /// The rest of a circle's attributes, from the end of its class: centre, radius and colour.
    private static func dot(_ points: ScatterPoints, _ index: Int, at position: (x: Double, y: Double), radius: StaticString, into svg: inout SVGWriter) {
        svg += "\" cx=\""
        svg.number(position.x)
        svg += "\" cy=\""
        svg.number(position.y)
        svg += "\" r=\""
        svg += radius
        svg += "\" fill=\""
        svg.color(points.colors[index])
        svg += "\""
    }
}
