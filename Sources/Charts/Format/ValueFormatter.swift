/// Writes data values with the locale's marks, the data's decimals and the block's unit.
struct ValueFormatter: Sendable {
    let style: NumberStyle
    let unit: String
    let decimals: Int
    /// A leading `$`, `€`, `£`, `¥` is written before the number; any other unit after it.
    let unitIsPrefix: Bool

    /// What `value` writes before and after the number; ticks take the unit only as a prefix or `%`.
    private let valuePrefix: String, valueSuffix: String, tickSuffix: String

    init(style: NumberStyle, unit: String, decimals: Int) {
        self.style = style
        self.unit = unit
        self.decimals = decimals
        let trimmed = unit.trimmingBlanks()
        self.unitIsPrefix = ["$", "€", "£", "¥"].contains(trimmed)
        valuePrefix = unitIsPrefix ? trimmed : ""
        valueSuffix = unitIsPrefix ? "" : (unit == "%" ? style.percentSpace + unit : unit)
        tickSuffix = !unitIsPrefix && unit == "%" ? style.percentSpace + "%" : ""
    }

    /// `$1,120`, `117.2 per 1,000`, `−5 h`.
    func value(_ value: Double) -> String {
        style.text(value, decimals: decimals, prefix: valuePrefix, suffix: valueSuffix)
    }

    /// A tick label: the number with the step's decimals, and the unit only when it is a prefix or `%`.
    func tick(_ value: Double, decimals tickDecimals: Int) -> String {
        style.text(value, decimals: tickDecimals, prefix: valuePrefix, suffix: tickSuffix)
    }

    /// `56%` (or `56 %` where the locale spaces it).
    func percent(_ whole: Int) -> String {
        String(whole) + style.percentSpace + "%"
    }
}
