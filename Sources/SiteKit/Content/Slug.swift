import Foundation

/// A URL-safe name: lower case, accents folded, every run of other characters one hyphen.
/// `"Spending in März!"` → `spending-in-marz`.
func slugify(_ text: String) -> String {
    let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en"))
    var slug = ""
    var pendingHyphen = false
    for scalar in folded.unicodeScalars {
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            if pendingHyphen, !slug.isEmpty { slug.append("-") }
            pendingHyphen = false
            slug.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
        } else {
            pendingHyphen = true
        }
    }
    return slug
}
