import Foundation

/// A URL-safe name: lower case, accents folded, every run of other characters one hyphen.
/// `"Spending in März!"` → `spending-in-marz`.
func slugify(_ text: String) -> String {
    if let slug = asciiSlug(text) { return slug }
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

/// The slug of an all-ASCII text without Foundation's folding, which is slow; nil for other text.
private func asciiSlug(_ text: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingHyphen = false
    for byte in text.utf8 {
        guard byte < 0x80 else { return nil }
        let lowered = (65...90).contains(byte) ? byte + 32 : byte
        if (97...122).contains(lowered) || (48...57).contains(lowered) {
            if pendingHyphen, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
            pendingHyphen = false
            bytes.append(lowered)
        } else {
            pendingHyphen = true
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
