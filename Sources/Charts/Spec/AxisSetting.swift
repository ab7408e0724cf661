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
}
