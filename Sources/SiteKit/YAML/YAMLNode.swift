/// A YAML value as libyaml read it, with the place each part came from.
struct YAMLNode: Sendable, Hashable {
    enum Value: Sendable, Hashable {
        /// A scalar's text; `quoted` is true for quoted and block scalars, which are never booleans or numbers.
        case scalar(String, quoted: Bool)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])

        static func == (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case (.scalar(let x, let qx), .scalar(let y, let qy)): return x == y && qx == qy
            case (.sequence(let x), .sequence(let y)): return x == y
            case (.mapping(let x), .mapping(let y)):
                return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: return false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .scalar(let text, let quoted):
                hasher.combine(text)
                hasher.combine(quoted)
            case .sequence(let items): hasher.combine(items)
            case .mapping(let pairs):
                for pair in pairs {
                    hasher.combine(pair.key)
                    hasher.combine(pair.value)
                }
            }
        }
    }

    var value: Value
    /// 1-based line in the YAML text.
    var line: Int
    /// 1-based column in the YAML text, counted in characters.
    var column: Int

    /// The scalar's text, or nil for a list or a mapping.
    var scalarText: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    /// True for a plain scalar that YAML reads as null (`~`, `null`, or nothing).
    var isNull: Bool {
        if case .scalar(let text, let quoted) = value, !quoted {
            return ["", "~", "null", "Null", "NULL"].contains(text)
        }
        return false
    }

    /// True for `[]` and `{}`: a list or mapping with nothing in it.
    var isEmptyCollection: Bool {
        switch value {
        case .sequence(let items): items.isEmpty
        case .mapping(let pairs): pairs.isEmpty
        case .scalar: false
        }
    }

    /// The entries of a mapping whose keys are scalars, in file order.
    var mappingEntries: [(key: String, keyNode: YAMLNode, value: YAMLNode)]? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs.compactMap { pair in
            pair.key.scalarText.map { (key: $0, keyNode: pair.key, value: pair.value) }
        }
    }

    /// A word for the kind of value, as a message names it: "a list", "a mapping", "text".
    var kindDescription: String {
        switch value {
        case .scalar: return "text"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
