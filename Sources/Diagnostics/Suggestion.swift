/// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
///
/// `strictly` allows one edit for words under six letters and two for longer ones, for keys that
/// may well be someone else's on purpose (a front matter's `math` is not a typo of `date`).
public func nearestMatch(to word: String, among candidates: [String], strictly: Bool = false) -> String? {
    let lowered = word.lowercased()
    let length = lowered.count
    let limit = strictly ? (length < 6 ? 1 : 2) : max(1, min(3, length / 2))
    // Lengths further apart than the limit can never be close: skipped without a matrix.
    let scored = candidates.filter { abs($0.count - length) <= limit }.map { ($0, editDistance(lowered, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= limit ? best.0 : nil
}

/// The edit distance between two strings, counted in characters, where swapping two
/// neighbours counts as one edit (the commonest typo: `bra` for `bar`).
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d[i][j] = Swift.min(d[i][j], d[i - 2][j - 2] + 1)
            }
        }
    }
    return d[a.count][b.count]
}
