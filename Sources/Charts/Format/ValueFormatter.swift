/// Writes data values with the locale's marks, the data's decimals and the block's unit.
struct ValueFormatter: Sendable {
    let style: NumberStyle
    let unit: String
    let decimals: Int
    /// A leading `$`, `€`, `£`, `¥` is written before the number; any other unit after it.
    let unitIsPrefix: Bool

    init(style: NumberStyle, unit: String, decimals: Int) {
        self.style = style
        self.unit = unit
        self.decimals = decimals
        self.unitIsPrefix = ["$", "€", "£", "¥"].contains(unit.trimmingBlanks())
    }

    /// `$1,120`, `117.2 per 1,000`, `−5 h`.
    func value(_ value: Double) -> String {
        var out = ""
        if unitIsPrefix {
            let number = style.format(value, decimals: decimals)
            if number.hasPrefix("−") {
                out = "−" + unit.trimmingBlanks() + number.dropFirst()
            } else {
                out = unit.trimmingBlanks() + number
            }
        } else {
            style.append(value, decimals: decimals, to: &out)
            if unit == "%" { out += style.percentSpace }
            out += unit
        }
        return out
    }

    /// A tick label: the number with the step's decimals, and the unit only when it is a prefix or `%`.
    func tick(_ value: Double, decimals tickDecimals: Int) -> String {
        let number = style.format(value, decimals: tickDecimals)
        if unitIsPrefix {
            if number.hasPrefix("−") { return "−" + unit.trimmingBlanks() + number.dropFirst() }
            return unit.trimmingBlanks() + number
        }
        if unit == "%" { return number + style.percentSpace + "%" }
        return number
    }

    /// `56%` (or `56 %` where the locale spaces it).
    func percent(_ whole: Int) -> String {
        String(whole) + style.percentSpace + "%"
    }
}
