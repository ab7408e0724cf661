import Diagnostics

/// The header keys every chart kind accepts, and how they set `ChartOptions`; kinds add their own.
enum HeaderKeys {
    static let common = [
        "type", "title", "description", "source", "unit", "labels", "legend", "sort", "colors",
        "animate", "data", "format", "columns", "group-by", "groups",
    ]

    /// Every key any of `kinds` accepts, for "did you mean" suggestions.
    static func all(_ kinds: [any ChartKind]) -> [String] {
        var keys = common
        for kind in kinds { keys += kind.keys.filter { !keys.contains($0) } }
        return keys
    }

    /// Sets the option `value.key` names (one of `common`).
    static func read(_ value: inout OptionValue, into options: inout ChartOptions) {
        switch value.key {
        case "title": options.title = value.nonEmptyText
        case "description": options.description = value.nonEmptyText
        case "source": options.source = value.nonEmptyText
        case "data": options.dataPath = value.nonEmptyText
        case "unit": options.unit = value.text
        case "labels": options.labels = value.choice(labelContents, fallback: "default") ?? options.labels
        case "legend": options.showsLegend = value.choice(["auto": true, "none": false, "shown": true, "hidden": false], fallback: "auto") ?? true
        case "sort": options.sort = value.choice(sortOrders, fallback: "none") ?? .none
        case "animate": options.animates = value.yesNo(fallback: true)
        case "colors": options.colors = ColorList.read(&value)
        case "format": options.numberFormat = NumberFormat.read(&value)
        case "columns":
            options.shape = options.shape ?? TableShape()
            options.shape?.columns = TableShape.names(in: value.entry)
        case "groups":
            options.shape = options.shape ?? TableShape()
            options.shape?.groups = TableShape.names(in: value.entry)
        case "group-by":
            options.shape = options.shape ?? TableShape()
            options.shape?.groupBy = value.nonEmptyText.map { TableShape.Name(text: $0, place: value.entry.valuePlace) }
        default: break
        }
    }

    private static let labelContents = Dictionary(uniqueKeysWithValues: LabelContent.allCases.map { ($0.rawValue, $0) })
    private static let sortOrders = Dictionary(uniqueKeysWithValues: SortOrder.allCases.map { ($0.rawValue, $0) })
}

/// One `key: value` line of the header.
struct HeaderEntry: Sendable {
    /// Lowercased key.
    var key: String
    var value: String
    var keyPlace: SourcePlace
    var valuePlace: SourcePlace
}
