/// Whole percentages by the largest-remainder method: they always sum to exactly 100.
enum Percentages {
    /// One whole percentage per value (negative and non-finite count as 0); all zeros when the total is 0.
    static func largestRemainder(_ values: [Double]) -> [Int] {
        let clean = values.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        let total = clean.reduce(0, +)
        guard total > 0 else { return [Int](repeating: 0, count: values.count) }
        let exact = clean.map { $0 / total * 100 }
        var whole = exact.map { Int($0.rounded(.down)) }
        let missing = 100 - whole.reduce(0, +)
        // Ties go to the earlier row, so the result is deterministic.
        let order = exact.indices.sorted { a, b in
            let ra = exact[a] - Double(whole[a]), rb = exact[b] - Double(whole[b])
            return ra != rb ? ra > rb : a < b
        }
        for index in order.prefix(max(0, missing)) { whole[index] += 1 }
        return whole
    }
}
