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

    /// An axis title as it reads inside a sentence: "Steps" → "steps", "GDP" stays; a title in
    /// Title Case is lowercased word by word ("Failed Login Count" → "failed login count", not
    /// "failed Login Count"), its acronyms kept ("API Calls" → "API calls").
    static func inSentence(_ title: String) -> String {
        let words = title.split(separator: " ", omittingEmptySubsequences: false)
        func isCapitalised(_ word: Substring) -> Bool {
            guard let first = word.first, first.isUppercase else { return false }
            return word.count == 1 || !word.dropFirst().first!.isUppercase
        }
        func isAcronym(_ word: Substring) -> Bool { word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber } }
        // Title Case: every word capitalised or an acronym (`of`, `per` and the like may stay small).
        let titleCase = words.count > 1 && words.allSatisfy { isCapitalised($0) || isAcronym($0) || $0.first?.isUppercase != true }
            && words.dropFirst().contains(where: isCapitalised)
        return words.enumerated().map { index, word in
            (index == 0 || titleCase) && isCapitalised(word) && word.count > 1 ? word.prefix(1).lowercased() + word.dropFirst() : String(word)
        }.joined(separator: " ")
    }
}
