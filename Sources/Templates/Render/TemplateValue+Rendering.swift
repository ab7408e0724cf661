extension TemplateValue {
    /// Whether a section renders: null, false, an empty list and an empty string do not.
    ///
    /// The spec leaves falsiness to the host language and gives JavaScript's `!!data` as its
    /// example, where `""` is false; numbers stay true so that a value of 0 still shows.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .array(let items): !items.isEmpty
        case .string(let text): !text.isEmpty
        case .int, .double, .object: true
        }
    }

    /// A number as a template prints it: whole numbers without a decimal point (`85`), others
    /// in the shortest form that reads back the same (`1.21`).
    static func text(of number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
        return number.description
    }
}
