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
    // Three rows of the table, not all of it: the row two back is what a swap reaches for.
    // Every page's unknown front matter keys are measured against the known ones.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = Swift.min(current[j], twoBack[j - 2] + 1)
            }
        }
        (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
}
