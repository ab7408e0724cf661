/// An axis: drawn, hidden, or drawn with a title (`x-axis:`, `y-axis:`).
enum AxisSetting: Sendable, Equatable {
    case shown
    case hidden
    case titled(String)

    var isHidden: Bool { self == .hidden }
    var title: String? {
        if case .titled(let text) = self { return text }
        return nil
    }

    /// What a mark's name says after its value: nothing when the block has a `unit` (the value
    /// carries it), else this axis's title as it reads in a sentence (" steps" for "Steps").
    /// A title that names its unit in brackets says that unit (`Turnout (%)` → "%", `Weight (kg)` →
    /// " kg"); "Number of Visits" says " visits".
    func unitWords(besides unit: String) -> String {
        guard unit.isEmpty, let title else { return "" }
        if let named = HeaderUnit.unit(of: [title]) {
            // A money sign goes before the number, where these words cannot: the title alone then.
            return ValueFormatter.currencySymbols.contains(named) ? "" : named
        }
        var words = Substring(title)
        for counted in ["Number of ", "number of ", "No. of ", "Count of ", "count of ", "# of "] where words.hasPrefix(counted) {
            words = words.dropFirst(counted.count)
            break
        }
        return " " + Self.inSentence(String(words))
    }

    /// An axis title as it reads inside a sentence: "Steps" → "steps", "GDP" stays.
    static func inSentence(_ title: String) -> String {
        let letters = Array(title)
        guard letters.count > 1, let first = letters.first, first.isUppercase, !letters[1].isUppercase else { return title }
        return first.lowercased() + String(letters.dropFirst())
    }
}
