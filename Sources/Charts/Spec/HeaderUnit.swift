/// The unit a spreadsheet's column titles give their values, `Revenue ($)`, `Weight (kg)`,
/// `Share [%]`, when every value column names the same one: the values are written with it, as
/// a `unit:` line would write them, so a screen reader hears "$1,200" and not "1,200".
enum HeaderUnit {
    /// `$`, `%`, or a unit after a space (` kg`); nil when a title names none, or two differ.
    static func unit(of titles: [String]) -> String? {
        guard !titles.isEmpty else { return nil }
        var found: String?
        for title in titles {
            guard let unit = bracketed(title), found == nil || found == unit else { return nil }
            found = unit
        }
        guard let unit = found else { return nil }
        if symbols.contains(unit) { return unit }
        return units.contains(unit) ? " " + unit : nil
    }

    /// What ends a title in parentheses or brackets: `($)` → `$`.
    private static func bracketed(_ title: String) -> String? {
        let trimmed = title.trimmingBlanks()
        guard let last = trimmed.last, last == ")" || last == "]" else { return nil }
        let open: Character = last == ")" ? "(" : "["
        guard let start = trimmed.lastIndex(of: open) else { return nil }
        return String(trimmed[trimmed.index(after: start)..<trimmed.index(before: trimmed.endIndex)]).trimmingBlanks()
    }

    /// Written before the number (money, as the formatter places it) or as a percentage.
    private static let symbols = Set(ValueFormatter.currencySymbols + ["%"])

    /// Units written after the number: a word in brackets that is none (`(est.)`, `(total)`,
    /// `(2019)`) is part of the title.
    private static let units: Set<String> = [
        "kg", "g", "mg", "lb", "lbs", "oz", "t", "km", "m", "cm", "mm", "mi", "ft", "in", "km/h", "mph", "m/s",
        "h", "hrs", "min", "s", "ms", "°C", "°F", "kWh", "MWh", "GWh", "W", "kW", "MW", "GW", "L", "ml", "mL",
        "GB", "MB", "TB", "kB", "KB", "Mbps", "Gbps", "bpm", "kcal", "USD", "EUR", "GBP", "JPY", "CNY", "INR", "CHF", "CAD", "AUD",
    ]
}
