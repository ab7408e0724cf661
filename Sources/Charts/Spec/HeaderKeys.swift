/// The header keys every chart kind accepts; kinds add their own.
enum HeaderKeys {
    static let common = [
        "type", "title", "description", "source", "unit", "labels", "legend", "sort", "colors",
        "animate", "data",
    ]

    /// Every key any kind accepts, for "did you mean" suggestions.
    static let all: [String] = {
        var keys = common
        for kind in ChartRegistry.kinds { keys += kind.acceptedKeys.filter { !keys.contains($0) } }
        return keys
    }()
}

/// One `key: value` line of the header.
struct HeaderEntry: Sendable {
    /// Lowercased key.
    var key: String
    var value: String
    var keyPlace: SourcePlace
    var valuePlace: SourcePlace
}
