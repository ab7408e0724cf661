/// `currency:`, as Intl's and Vega-Lite's number formats name money: an ISO 4217 code (`EUR`,
/// `CHF`) or a sign (`€`), written where the page's language writes its own money (`€1,200` in
/// English, `1.200 €` in German), or `yes` for the page's own currency.
enum CurrencyKey {
    /// What `currency:` sets: the unit the formatter places as money (nil: the locale's own
    /// currency), or `.notMoney` for a value that names none (`no`), or `.unreadable`.
    enum Reading: Equatable {
        case money(unit: String?)
        case notMoney
        case unreadable
    }

    /// The codes whose sign every reader knows; any other code is written as it is (`CHF 1,200`).
    /// Their names as a writer may give them (`currency: euro`) are read too.
    private static let signs = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "¥", "RMB": "¥", "INR": "₹",
        "DOLLAR": "$", "DOLLARS": "$", "EURO": "€", "EUROS": "€", "POUND": "£", "POUNDS": "£", "YEN": "¥", "YUAN": "¥",
        "RUPEE": "₹", "RUPEES": "₹",
    ]

    static func read(_ written: String) -> Reading {
        let text = written.trimmingBlanks()
        switch text.lowercasedWord() {
        case "yes", "true", "on", "auto", "local": return .money(unit: nil)
        case "no", "false", "off", "none": return .notMoney
        default: break
        }
        if ValueFormatter.currencySymbols.contains(text) { return .money(unit: text) }
        let code = text.uppercased()
        if let sign = signs[code] { return .money(unit: sign) }
        return isCode(code) ? .money(unit: code) : .unreadable
    }

    /// Three Latin letters, as ISO 4217 writes a currency (`CHF`, `SEK`).
    static func isCode(_ text: String) -> Bool {
        text.utf8.count == 3 && text.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }
}
