import Diagnostics
import Foundation

/// A scatter laid out at one width: both scales, their ticks, and each point's position.
struct ScatterLayout: ChartLayout {
    var width: Double
    var height: Double
    var plotLeft: Double, plotRight: Double, plotTop: Double, plotBottom: Double
    var points: ScatterPoints
    /// Each point's place; nil for one a log axis cannot show (0 or less).
    var positions: [(x: Double, y: Double)?]
    var xTicks: [PlacedText]
    var yTicks: [PlacedText]
    var xTitle: PlacedText?
    var yTitle: PlacedText?
    var references: [PlacedReference] = []
    var referenceSentence: String?
    /// The least-squares line through the points (`trendline: yes`), inside the plot, and its label.
    var trend: (from: (x: Double, y: Double), to: (x: Double, y: Double), label: PlacedText)?
    /// How much y changes along the drawn trend line per unit of x, for the description (straight axes only).
    var trendSlope: Double?
    /// For the description: its phrases, and the numbers in the page language's marks.
    var words: ChartWords
    var numberStyle: NumberStyle

    var legend: [LegendEntry] { points.legend }
    var table: DataTableContent {
        var table = points.table
        table.caption = referenceSentence
        return table
    }

    static let tickSize = 12.0

    /// A nice scale over the points, which starts at 0 when they are near it (judged on the data,
    /// not on padding). A point at a nice bound (within half a percent) would sit on the plot's edge:
    /// only then is that side padded, by 4 % of the data's span and never across 0, so 0.6…99.3
    /// runs 0…100, not −50…150.
    /// Whole values (ages, counts) are ticked at whole numbers.
    static func scale(
        low: Double, high: Double, fixedLower: Double? = nil, fixedUpper: Double? = nil, targetTicks: Int, wholeSteps: Bool = false
    ) -> NiceScale {
        let includesZero = low <= 0.4 * high && low >= 0
        let plain = NiceScale(
            low: low, high: high, fixedLower: fixedLower, fixedUpper: fixedUpper, targetTicks: targetTicks, includesZero: includesZero,
            wholeSteps: wholeSteps)
        let near = (plain.upper - plain.lower) * 0.005
        let padsLow = fixedLower == nil && plain.lower != 0 && low - plain.lower < near
        let padsHigh = fixedUpper == nil && plain.upper != 0 && plain.upper - high < near
        guard padsLow || padsHigh else { return plain }
        let pad = max(high - low, abs(high) * 0.1, 1e-9) * 0.04
        var (paddedLow, paddedHigh) = (low, high)
        if padsLow { paddedLow = low >= 0 ? max(0, low - pad) : low - pad }
        if padsHigh { paddedHigh = high <= 0 ? min(0, high + pad) : high + pad }
        return NiceScale(
            low: paddedLow, high: paddedHigh, fixedLower: fixedLower, fixedUpper: fixedUpper, targetTicks: targetTicks,
            includesZero: includesZero, wholeSteps: wholeSteps)
    }

    init(_ context: ChartContext<ScatterKind>, _ points: ScatterPoints, width layoutWidth: LayoutWidth, diagnostics: inout [Diagnostic]) {
        let settings = context.own.plot
        let (xFormat, format) = points.columns.formats(context.format)
        let width = layoutWidth.units
        self.width = width
        self.points = points
        words = context.words
        numberStyle = format.style
        // The scales pad the data themselves, only as far as a point needs.
        var (xLow, xHigh) = (points.xs.min() ?? 0, points.xs.max() ?? 1)
        var (yLow, yHigh) = (points.ys.min() ?? 0, points.ys.max() ?? 1)
        for rule in settings.references.rules {
            yLow = min(yLow, rule.value)
            yHigh = max(yHigh, rule.value)
        }
        if xLow == xHigh { (xLow, xHigh) = (xLow - 1, xHigh + 1) }
        // A log axis spans the positive values (and rules) alone.
        func positive(_ values: [Double]) -> (Double, Double) {
            let kept = values.filter { $0 > 0 }
            return (kept.min() ?? 1, kept.max() ?? 1)
        }
        let yScale: AxisScale
        if settings.logScale {
            let (low, high) = positive(points.ys + settings.references.rules.map(\.value))
            yScale = .log(LogScale(low: low, high: high, fixedLower: settings.minimum, fixedUpper: settings.maximum))
        } else {
            yScale = .linear(Self.scale(
                low: yLow, high: yHigh, fixedLower: settings.minimum, fixedUpper: settings.maximum, targetTicks: layoutWidth == .wide ? 6 : 5,
                wholeSteps: points.ys.allSatisfy { $0 == $0.rounded() }))
        }
        let yTickValues = settings.yAxis.isHidden ? [] : yScale.ticks
        let yTexts = yScale.texts(yTickValues, format: format)
        let titleRoom = 20.0
        let widest = yTexts.map { TextWrap.width($0, size: Self.tickSize) }.max() ?? 0
        let left = (settings.yAxis.isHidden ? 8 : widest + 12) + titleRoom
        let top = 14.0
        let bottom = top + (layoutWidth == .wide ? 280 : 220)
        var right = width - 12
        height = bottom + (settings.xAxis.isHidden ? 10 : 28) + titleRoom

        // x ticks: as many nice steps as fit their labels.
        var target = max(2, Int((right - left) / 70))
        let xLog = settings.xLogScale ? positive(points.xs) : nil
        let wholeXs = points.xs.allSatisfy { $0 == $0.rounded() }
        var xScale = xLog.map { AxisScale.log(LogScale(low: $0.0, high: $0.1)) }
            ?? .linear(Self.scale(low: xLow, high: xHigh, targetTicks: target, wholeSteps: wholeXs))
        var xTexts: [String] = []
        var xValues: [Double] = []
        // The x column has no unit (but a `%` it was written with); large numbers are compact, as on the value axis.
        while true {
            xValues = settings.xAxis.isHidden ? [] : xScale.ticks
            xTexts = xScale.texts(xValues, format: xFormat)
            let widestX = xTexts.map { TextWrap.width($0, size: Self.tickSize) }.max() ?? 0
            let room = (right - left) * xScale.narrowestGap
            if widestX + 12 <= room || target <= 2 { break }
            target -= 1
            if xScale.isLog {
                // Too close: the powers of ten alone, then every other one.
                let crowded = xValues.filter { abs(log10($0) - log10($0).rounded()) < 1e-9 }
                xValues = crowded.count > 3 && widestX + 12 > room * 2 ? crowded.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) : crowded
                xTexts = xScale.texts(xValues, format: xFormat)
                break
            }
            xScale = .linear(Self.scale(low: xLow, high: xHigh, targetTicks: target, wholeSteps: wholeXs))
        }
        if let last = xTexts.last { right = min(right, width - TextWrap.width(last, size: Self.tickSize) / 2 - 2) }
        (plotLeft, plotRight, plotTop, plotBottom) = (left, right, top, bottom)
        func x(_ value: Double) -> Double { xScale.position(value, from: left, to: right) }
        func y(_ value: Double) -> Double { yScale.position(value, from: bottom, to: top) }
        positions = zip(points.xs, points.ys).map { xScale.shows($0) && yScale.shows($1) ? (x($0), y($1)) : nil }
        xTicks = zip(xValues, xTexts).map { PlacedText(text: $1, x: x($0), y: bottom + 18) }
        yTicks = zip(yTickValues, yTexts).map { PlacedText(text: $1, x: left - 8, y: y($0)) }
        // Both axes are titled by the header row, unless the writer titled or hid them.
        let xName = settings.xAxis.isHidden ? nil : settings.xAxis.title ?? points.columns.xTitle
        let yName = settings.yAxis.isHidden ? nil : settings.yAxis.title ?? points.columns.yTitle
        xTitle = xName.map { PlacedText(text: $0, x: (left + right) / 2, y: height - 6) }
        yTitle = yName.map { PlacedText(text: $0, x: 14, y: (top + bottom) / 2) }
        if context.own.trendline {
            // Fitted where the axes are straight: in powers of ten on a log axis.
            let xLogged = xScale.isLog, yLogged = settings.logScale
            let shown = points.xs.indices.filter { positions[$0] != nil }
            let us = shown.map { xLogged ? log10(points.xs[$0]) : points.xs[$0] }
            let vs = shown.map { yLogged ? log10(points.ys[$0]) : points.ys[$0] }
            if let (intercept, slope) = Self.leastSquares(us, vs), let low = us.min(), let high = us.max() {
                func place(_ u: Double) -> (x: Double, y: Double) {
                    let v = intercept + slope * u
                    return (x(xLogged ? pow(10, u) : u), y(yLogged ? pow(10, v) : v))
                }
                if let (from, to) = Self.clipped(place(low), place(high), top: top, bottom: bottom) {
                    if !xLogged, !yLogged { trendSlope = slope }
                    // The label at the line's right end, above it, or below it where the plot ends.
                    let above = to.y - 6 >= top + 10
                    let label = PlacedText(text: words(.trend), x: to.x, y: above ? to.y - 6 : to.y + 14)
                    trend = (from, to, label)
                }
            }
        }
        (references, referenceSentence) = settings.references.placed(
            rule: y,
            band: { band in
                guard case .number(let from, _) = NumberParser.parse(band.from, unit: ""), case .number(let to, _) = NumberParser.parse(band.to, unit: "")
                else { return .off(bound: band.from + " " + band.to) }
                return .on(from: x(min(from, to)), to: x(max(from, to)), texts: (band.from, band.to))
            }, axis: "numbers of x", warns: layoutWidth != .wide, format: format, words: words,
            diagnostics: &diagnostics)
    }

    func summary() -> String {
        let count = points.xs.count
        let chart = words(.scatterChart).withCapital
        guard count > 0 else { return words(.emptyChart, ["Chart": chart]) }
        let columns = points.columns
        let style = numberStyle
        func range(_ values: [Double], percent: Bool, money: Bool) -> String {
            if money, let currency = columns.currency {
                let format = ValueFormatter(style: style, unit: currency, decimals: 2)
                return words(.range, ["from": format.value(values.min() ?? 0), "to": format.value(values.max() ?? 0)])
            }
            let sign = percent ? style.percentSpace + "%" : ""
            return words(.range, [
                "from": style.format(values.min() ?? 0, decimals: 2).trimmingZeros(after: style.decimal) + sign,
                "to": style.format(values.max() ?? 0, decimals: 2).trimmingZeros(after: style.decimal) + sign,
            ])
        }
        var text = words(
            .scatterSummary,
            ["Chart": chart, "points": words.points(count), "y": columns.yTitle, "y_range": range(points.ys, percent: columns.yIsPercent, money: columns.yIsMoney),
                "x": columns.xTitle, "x_range": range(points.xs, percent: columns.xIsPercent, money: columns.xIsMoney),
            ])
        if let r = Self.correlation(points.xs, points.ys) {
            let strength: ChartWord? = abs(r) >= 0.7 ? .strongly : abs(r) >= 0.4 ? .moderately : abs(r) >= 0.2 ? .weakly : nil
            let coefficient = style.format(r, decimals: 2)
            if let strength {
                text += " " + words(
                    r < 0 ? .falls : .rises, ["y": columns.yTitle, "x": columns.xTitle, "strength": words(strength), "r": coefficient])
            } else {
                text += " " + words(.noRelation, ["r": coefficient])
            }
        }
        if let slope = trendSlope, let sentence = Self.slopeSentence(slope, xs: points.xs, columns: columns, style: style, words: words) {
            text += " " + sentence
        }
        if !points.legend.isEmpty { text += " " + words(.groups, ["names": points.legend.map(\.name).joined(separator: ", ")]) }
        if let referenceSentence { text += " " + referenceSentence }
        return text
    }

    /// The trend line's slope as a reader can picture it: the change in y for a round step of x
    /// about a tenth of x's range or more (`+0.31` per `1,000` steps), its sign written, two digits that count.
    static func slopeSentence(_ slope: Double, xs: [Double], columns: ScatterColumns, style: NumberStyle, words: ChartWords) -> String? {
        guard let low = xs.min(), let high = xs.max(), high > low, slope.isFinite else { return nil }
        let step = pow(10, (log10(high - low)).rounded(.down))
        let change = slope * step
        guard change.isFinite else { return nil }
        let changeDecimals = change == 0 ? 0 : min(6, max(0, 1 - Int(log10(abs(change)).rounded(.down))))
        let stepDecimals = min(6, max(0, -Int(log10(step).rounded())))
        let written = style.format(abs(change), decimals: changeDecimals)
        return words(.trendSlope, [
            "y": columns.yTitle, "x": columns.xTitle, "step": style.format(step, decimals: stepDecimals),
            "change": (change > 0 ? "+" : change < 0 ? "−" : "") + written,
        ])
    }

    /// The least-squares line through the points, as (intercept, slope); nil for fewer than two
    /// points or a column of x that does not vary.
    static func leastSquares(_ xs: [Double], _ ys: [Double]) -> (intercept: Double, slope: Double)? {
        guard xs.count >= 2 else { return nil }
        let n = Double(xs.count)
        let mx = xs.reduce(0, +) / n, my = ys.reduce(0, +) / n
        var sxy = 0.0, sxx = 0.0
        for (x, y) in zip(xs, ys) {
            sxy += (x - mx) * (y - my)
            sxx += (x - mx) * (x - mx)
        }
        guard sxx > 0, sxy.isFinite else { return nil }
        let slope = sxy / sxx
        return (my - slope * mx, slope)
    }

    /// The part of the line from `a` to `b` between `top` and `bottom`; nil when none of it is.
    static func clipped(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), top: Double, bottom: Double) -> ((x: Double, y: Double), (x: Double, y: Double))? {
        var (t0, t1) = (0.0, 1.0)
        let dy = b.y - a.y
        for (edge, inside) in [(top, { (y: Double) in y >= top }), (bottom, { (y: Double) in y <= bottom })] {
            if dy == 0 {
                if !inside(a.y) { return nil }
                continue
            }
            let t = (edge - a.y) / dy
            if inside(a.y) { if !inside(b.y) { t1 = min(t1, t) } } else if inside(b.y) { t0 = max(t0, t) } else { return nil }
        }
        guard t0 < t1 else { return nil }
        func at(_ t: Double) -> (x: Double, y: Double) { (a.x + (b.x - a.x) * t, a.y + dy * t) }
        return (at(t0), at(t1))
    }

    /// Pearson's r, nil when either column is constant.
    static func correlation(_ xs: [Double], _ ys: [Double]) -> Double? {
        let n = Double(xs.count)
        guard xs.count > 2 else { return nil }
        let mx = xs.reduce(0, +) / n, my = ys.reduce(0, +) / n
        var sxy = 0.0, sxx = 0.0, syy = 0.0
        for (x, y) in zip(xs, ys) {
            sxy += (x - mx) * (y - my)
            sxx += (x - mx) * (x - mx)
            syy += (y - my) * (y - my)
        }
        guard sxx > 0, syy > 0 else { return nil }
        return sxy / (sxx * syy).squareRoot()
    }
}

extension String {
    /// `1.50` → `1.5`, `2.00` → `2`.
    /// `6.20` → `6.2`, `7,00` → `7` where the decimal mark is `,`.
    fileprivate func trimmingZeros(after decimal: String) -> String {
        guard contains(decimal) else { return self }
        var bytes = Array(utf8)
        while bytes.last == UInt8(ascii: "0") { bytes.removeLast() }
        if bytes.count >= decimal.utf8.count, bytes.suffix(decimal.utf8.count).elementsEqual(decimal.utf8) { bytes.removeLast(decimal.utf8.count) }
        return String(decoding: bytes, as: UTF8.self)
    }

}
