/// What a bar chart's layouts share at every width, worked out once: each value as written,
/// what the bars show and how wide it is, the category labels' widths, and the value range.
struct BarMeasures {
    /// Every value with every digit (names and the table), per row and series.
    let valueTexts: [[String]]
    /// What the bars show (compact millions, or shares), per row and series.
    let labelTexts: [[String]]
    /// The width of each of `labelTexts`, row by row in one array.
    let labelWidths: [Double]
    /// Each category label and its width, with room for readers' text spacing.
    let categoryNames: [String]
    let categoryWidths: [Double]
    let range: BarValueRange
    /// `stacked: percent`: what each row's values are multiplied by to make its stack 100; nil otherwise.
    let toWhole: [Double]?
    /// Said after each mark's value in its name: the block's unit is in the value already, else the value axis's title (" steps").
    let unitWords: String
    /// The phrases the chart writes, in the page's language.
    let words: ChartWords

    /// A value as it is drawn: as written, or as its share of its stack's whole (`stacked: percent`).
    func plotted(_ value: Double, row: Int) -> Double {
        guard let toWhole else { return value }
        return max(0, value) * toWhole[row]
    }

    /// The values written shorter for bars too narrow for them, with their widths, when that makes
    /// every one fit `slot`: compact from a thousand, whole numbers beside those (`€12.3k`, `€987`);
    /// below a thousand, with fewer decimals, the same for all (`51.7%`, `5.9%` for `51.70%`, `5.90%`).
    func shorterLabels(_ rows: [DataRow], _ format: ValueFormatter, fitting slot: Double) -> (texts: [[String]], widths: [Double])? {
        let largest = max(abs(range.low), abs(range.high))
        if format.format == .plain || format.format == .currency, largest >= 1_000 {
            return written { value, _ in format.shorter(value) }
        }
        guard format.format == .plain || format.format == .currency || format.format == .percent else { return nil }
        let most = rows.reduce(0) { max($0, $1.decimals.max() ?? 0) }
        for decimals in stride(from: most - 1, through: 0, by: -1) {
            if let fitted = written({ value, asWritten in format.value(value, decimals: min(asWritten, decimals)) }) { return fitted }
        }
        return nil

        /// Every value written by `text` (from the value and its own decimals), when each fits the slot.
        func written(_ text: (Double, Int) -> String) -> (texts: [[String]], widths: [Double])? {
            var texts: [[String]] = [], widths: [Double] = []
            for row in rows.indices {
                let values = rows[row].values, decimals = rows[row].decimals
                texts.append(values.indices.map { index in values[index].map { text($0, index < decimals.count ? decimals[index] : 0) } ?? words(.noData) })
                for text in texts[row] {
                    let width = TextMeasure.width(text, size: BarLayout.valueSize, bold: true)
                    guard width <= slot else { return nil }
                    widths.append(width)
                }
            }
            return texts == labelTexts ? nil : (texts, widths)
        }
    }

    /// Whether two cells whose values are written differently in full have the same short text.
    private static func writeDifferentValuesAlike(_ shorts: [[String]], _ fulls: [[String]]) -> Bool {
        var fullOfShort: [String: String] = [:]
        for (shortRow, fullRow) in zip(shorts, fulls) {
            for (short, full) in zip(shortRow, fullRow) where short != full {
                if let seen = fullOfShort.updateValue(full, forKey: short), seen != full { return true }
            }
        }
        return false
    }

    init(_ context: ChartContext<BarKind>) {
        words = context.words
        let table = context.spec.table
        let rows = table.rows
        let options = context.options
        let own = context.own
        let seriesCount = max(1, table.series.count)
        // Bars stack only with bars: series drawn as lines stand apart.
        let stacked = own.isStacked && table.series.count - own.lineSeries.count > 1
        let format = context.format
        // Bars stacked to a whole show each segment's share unless the writer asks for the values.
        let labelContent = options.labels ?? (own.stacksToWhole && stacked ? .percent : .value)
        // Rows are read through the array, field by field: a copy of a row retains each of its arrays.
        var valueTexts: [[String]] = [], shortTexts: [[String]] = []
        valueTexts.reserveCapacity(rows.count)
        shortTexts.reserveCapacity(rows.count)
        var largest = 0.0
        var anyShortened = false
        for index in rows.indices {
            for value in rows[index].values { if let value, value.isFinite { largest = max(largest, abs(value)) } }
        }
        for index in rows.indices {
            let values = rows[index].values, decimals = rows[index].decimals
            var texts: [String] = [], shorts: [String] = []
            texts.reserveCapacity(values.count)
            shorts.reserveCapacity(values.count)
            for series in values.indices {
                let plain = values[series].map { format.value($0, decimals: decimals[series]) }
                let text = plain.map { rows[index].marking($0, series: series) } ?? context.words(.noData)
                texts.append(text)
                // On the bars, millions and more are written compactly ("1.6B"); names and the table keep every digit.
                let short = values[series].map { rows[index].marking(format.short($0, decimals: decimals[series], among: largest, full: plain), series: series) } ?? text
                if short != text { anyShortened = true }
                shorts.append(short)
            }
            valueTexts.append(texts)
            shortTexts.append(shorts)
        }
        // Different values are not written alike on their bars (5.35M and 5.41M both "5.4M"): three
        // digits, or else every digit.
        if anyShortened, Self.writeDifferentValuesAlike(shortTexts, valueTexts) {
            shortTexts = rows.indices.map { index in
                rows[index].values.indices.map { series in
                    rows[index].values[series].map {
                        rows[index].marking(format.short($0, decimals: rows[index].decimals[series], among: largest, threeDigits: true), series: series)
                    } ?? valueTexts[index][series]
                }
            }
            if Self.writeDifferentValuesAlike(shortTexts, valueTexts) { shortTexts = valueTexts }
        }
        labelTexts = labelContent == .percent || labelContent == .both
            ? BarShares.labels(rows, shortTexts, stacked: stacked, seriesCount: seriesCount, format: format, withValues: labelContent == .both)
            : shortTexts
        if own.stacksToWhole && stacked {
            // Names and the table say both: "40 (40%)".
            let shares = BarShares.labels(rows, valueTexts, stacked: true, seriesCount: seriesCount, format: format, withValues: false)
            for index in valueTexts.indices {
                // Shares written as shares (`40%` of a row of percentages that makes 100) are said once.
                for series in valueTexts[index].indices where rows[index].values[series] != nil && shares[index][series] != valueTexts[index][series] {
                    valueTexts[index][series] += " (" + shares[index][series] + ")"
                }
            }
            toWhole = rows.indices.map { index in
                let whole = rows[index].values.reduce(0) { $0 + max(0, $1 ?? 0) }
                return whole > 0 ? 100 / whole : 0
            }
        } else {
            toWhole = nil
        }
        var widths: [Double] = []
        widths.reserveCapacity(rows.count * seriesCount)
        for texts in labelTexts {
            for text in texts { widths.append(TextMeasure.width(text, size: BarLayout.valueSize, bold: true)) }
        }
        labelWidths = widths
        self.valueTexts = valueTexts
        categoryNames = rows.indices.map { rows[$0].label }
        categoryWidths = categoryNames.map { TextWrap.width($0, size: CategoryLabels.size) }
        range = toWhole != nil ? BarValueRange(whole: rows) : BarValueRange(rows, stacked: stacked, lines: own.lineSeries)
        // Marks name their unit: the block's `unit`, or else the value axis's title ("Mon: 898 steps").
        let valueAxis = own.isHorizontal ? own.xAxis : own.yAxis
        unitWords = valueAxis.unitWords(besides: options.unit)
    }
}
