/// The date and slug of a dated file name: Jekyll's `2026-03-14-my-post` (or `2026-3-4-my-post`,
/// which Jekyll reads too) or Zola's `2026-03-14_my-post` → ("2026-03-14", "my-post"), the date
/// always with two-digit month and day.
func splitJekyllFileName(_ stem: String) -> (date: String, slug: String)? {
    let bytes = Array(stem.utf8)
    func isDigit(_ index: Int) -> Bool { index < bytes.count && (48...57).contains(bytes[index]) }
    // One or two digits at `start`, then one of `separators`: the digits (padded to two) and where they end.
    func number(from start: Int, endedBy separators: [UInt8]) -> (text: String, end: Int)? {
        guard isDigit(start) else { return nil }
        let end = isDigit(start + 1) ? start + 2 : start + 1
        guard end < bytes.count, separators.contains(bytes[end]) else { return nil }
        let digits = String(decoding: bytes[start..<end], as: UTF8.self)
        return (digits.count == 1 ? "0" + digits : digits, end)
    }
    // A name of only a year (`2019.md`, a yearly review) ends before the dash.
    guard (0..<4).allSatisfy(isDigit), bytes.count > 4, bytes[4] == UInt8(ascii: "-"),
        let month = number(from: 5, endedBy: [UInt8(ascii: "-")]),
        let day = number(from: month.end + 1, endedBy: [UInt8(ascii: "-"), UInt8(ascii: "_")]),
        day.end + 1 < bytes.count
    else { return nil }
    let year = String(decoding: bytes[0..<4], as: UTF8.self)
    return ("\(year)-\(month.text)-\(day.text)", String(decoding: bytes[(day.end + 1)...], as: UTF8.self))
}

/// A file's name as Jekyll's `:title` writes it (its `slugify` in `pretty` mode, the case kept):
/// each run of characters other than letters, marks, digits and `._~!$&'()+,;=@` becomes one
/// `-`, none at either end (`explaining transformers` → `explaining-transformers`).
func jekyllPrettySlug(_ name: String) -> String {
    var slug = String.UnicodeScalarView()
    var pendingDash = false
    for scalar in name.unicodeScalars {
        let kept: Bool
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber:
            kept = true
        default:
            kept = "._~!$&'()+,;=@".unicodeScalars.contains(scalar)
        }
        if kept {
            if pendingDash, !slug.isEmpty { slug.append("-") }
            pendingDash = false
            slug.append(scalar)
        } else {
            pendingDash = true
        }
    }
    return String(slug)
}
