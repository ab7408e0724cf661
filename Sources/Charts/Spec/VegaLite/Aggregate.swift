/// Vega-Lite's aggregates that a chart of one value per label needs: the records grouped by their
/// label (and series) and each group's values summed, averaged, counted, or its least, greatest
/// or middle one, as `aggregate: 'sum'` asks. Groups keep the order their first records have.
enum Aggregate {
    /// Whether an aggregate is one this reads (`sum`, `mean`, `average`, `count`, `min`, `max`, `median`).
    static func reads(_ name: String?) -> Bool {
        name.map(operations.contains) ?? false
    }

    private static let operations: Set = ["sum", "mean", "average", "count", "min", "max", "median"]

    /// One record per group, holding the group's fields and its aggregated value under `value`.
    static func records(_ records: [JSON5Value], by fields: [String], value: String, _ operation: String) -> [JSON5Value] {
        var order: [[String]] = []
        var groups: [[String]: (first: JSON5Value, values: [Double], count: Int)] = [:]
        for record in records {
            let key = fields.map { record[$0]?.text ?? "" }
            if groups[key] == nil { order.append(key); groups[key] = (record, [], 0) }
            groups[key]?.count += 1
            if let number = record[value]?.number, number.isFinite { groups[key]?.values.append(number) }
        }
        return order.compactMap { key in
            guard let group = groups[key], case .object(var fields) = group.first else { return nil }
            fields[value] = result(of: operation, group.values, count: group.count).map(JSON5Value.number) ?? .null
            return .object(fields)
        }
    }

    private static func result(of operation: String, _ values: [Double], count: Int) -> Double? {
        switch operation {
        case "count": return Double(count)
        case "sum": return values.isEmpty ? nil : values.reduce(0, +)
        case "mean", "average": return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
        case "min": return values.min()
        case "max": return values.max()
        case "median":
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return nil }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        default: return nil
        }
    }
}
