/// Labels under vertical bars whose categories are dates in order (`2021-01` … `2023-12`, a month of
/// days, forty years): level, under the first bar of each calendar step that fits (every quarter, each
/// January, every fifth year), as a time axis ticks a line, rather than every label turned on end or
/// the bars laid down a page long. Every bar keeps its name, as written, in its tooltip and the table.
enum DatedBarLabels {
    /// Bands narrower than this are too thin to read as bars at all.
    static let narrowestBand = 0.5

    /// Where a level label `width` wide is centred under a bar centred at `centre`: there, or moved just clear of
    /// the value axis's ticks (which end 8 units left of the plot) and of the chart's right edge.
    private static func place(_ width: Double, centre: Double, plotLeft: Double, chartWidth: Double) -> Double {
        min(max(centre, plotLeft - 6 + width / 2), chartWidth - 2 - width / 2)
    }

    /// The labels, one entry per row (empty where a bar is not labelled), or nil when the labels are not
    /// dates written in order, the bands are too thin, or no calendar step's labels fit side by side.
    /// A bar is centred `plotLeft + band × (index + ½)` units from the chart's left edge; the chart is `width` units wide.
    static func labels(_ names: [String], band: Double, plotLeft: Double, width: Double, locale: String) -> CategoryLabels? {
        guard names.count >= 2, band >= narrowestBand else { return nil }
        let dateNames = DateNames(locale: locale)
        let x = XValues(names, names: dateNames)
        let gaps = zip(x.values, x.values.dropFirst()).map { $1 - $0 }
        guard case .time = x.kind, gaps.allSatisfy({ $0 > 0 }) else { return nil }
        let size = CategoryLabels.size, gap = 8.0
        // How far after a tick a bar may stand and still carry its name. Months, quarters and years are dated at their
        // first day: a bar names only its own tick (May does not say "Apr" where April is missing). Weeks reach a week
        // (the first Monday of a month names it); days, as far as the bars usually stand apart and a day more (Sundays
        // name their months; a year's last day, written for the year, names the year, leap years too).
        let typical = gaps.isEmpty ? 1 : gaps.sorted()[gaps.count / 2]
        let reach: Double =
            switch x.tickPrecision {
            case .year, .quarter, .month: 0.5
            case .week: 7
            case .day: typical + 1
            case .minute: typical * 1.5
            }
        for step in TimeTicks.steps where TimeTicks.isFineEnough(step, for: x.tickPrecision) {
            // A step with more ticks than could ever fit is passed over before its labels are made.
            guard (x.high - x.low) / step.approximateDays * 20 <= band * Double(names.count) + 20 else { continue }
            let ticks = TimeTicks.ticks(step, low: x.low, high: x.high)
            guard ticks.count >= 2 || step == TimeTicks.steps.last else { continue }
            // Each tick labels the first bar on or after it, while that bar is still within the tick's reach.
            var labelled: [(row: Int, value: Double, label: String)] = []
            var row = 0
            for tick in ticks {
                while row < names.count, x.values[row] < tick - 1e-9 { row += 1 }
                guard row < names.count else { break }
                guard x.values[row] < tick + reach - 1e-9 else { continue }
                let text = TimeTicks.label(CalendarDate(days: tick), step: step, names: dateNames, isFirst: labelled.isEmpty, finest: x.tickPrecision)
                labelled.append((row, tick, text))
            }
            guard labelled.count >= 2 else { continue }
            let room = zip(labelled, labelled.dropFirst()).map { Double($1.row - $0.row) * band }.min() ?? band
            let dated = TimeTicks.withTheYear(
                labelled.map { ($0.value, $0.label) }, step: step, low: x.low, high: x.high, room: room, names: dateNames, size: size, gap: gap,
                finest: x.tickPrecision)
            var placed = zip(labelled, dated).map { entry, date in
                let textWidth = TextWrap.width(date.label, size: size)
                let centre = plotLeft + band * (Double(entry.row) + 0.5)
                return (row: entry.row, text: date.label, width: textWidth, centre: centre, x: place(textWidth, centre: centre, plotLeft: plotLeft, chartWidth: width))
            }
            // A label at either end that would have to move more than half its width off its bar to stay clear of the
            // value axis's ticks and inside the chart is left out (its bar is still named).
            if let first = placed.first, abs(first.x - first.centre) > first.width / 2 { placed.removeFirst() }
            if let last = placed.last, abs(last.x - last.centre) > last.width / 2 { placed.removeLast() }
            let apart = placed.indices.dropFirst().allSatisfy { index in
                placed[index].x - placed[index - 1].x >= (placed[index].width + placed[index - 1].width) / 2 + gap
            }
            guard apart, placed.count >= 2 else { continue }
            var lines = [[String]](repeating: [], count: names.count)
            var centres = [Double](repeating: 0, count: names.count)
            for entry in placed {
                lines[entry.row] = [entry.text]
                centres[entry.row] = entry.x
            }
            return CategoryLabels(lines: lines, shortened: names.map { _ in false }, angle: 0, depth: 18 + 6, centres: centres)
        }
        return nil
    }
}
