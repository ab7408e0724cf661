import Foundation

/// A URL-safe name: lower case, accents folded, every run of other characters one hyphen.
/// `"Spending in März!"` → `spending-in-marz`.
func slugify(_ text: String) -> String {
    slug(of: text, keepingDotsAndUnderscores: false)
}

/// The slug of a name an author wrote for the address (a file's or folder's name, `slug:`): as
/// `slugify`, but dots and underscores inside it stay, as Hugo and Jekyll keep them, so a moved
/// post keeps its address: `dplyr-1.0.0` → `dplyr-1.0.0`, `Read_Me` → `read_me`.
/// With `hyphenating` (Zola's `slugify.paths = "on"`, see `SiteConfig.slugifiesPaths`) they turn into hyphens too.
func nameSlug(_ name: String, hyphenating: Bool = false) -> String {
    slug(of: name, keepingDotsAndUnderscores: !hyphenating)
}

private func slug(of text: String, keepingDotsAndUnderscores keeps: Bool) -> String {
    if let slug = asciiSlug(text, keepingDotsAndUnderscores: keeps) { return slug }
    let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en"))
    var slug = ""
    var pendingHyphen = false
    for scalar in folded.unicodeScalars {
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            if pendingHyphen, !slug.isEmpty { slug.append("-") }
            pendingHyphen = false
            slug.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
        } else if keeps, scalar == "." || scalar == "_", !pendingHyphen, !slug.isEmpty {
            slug.unicodeScalars.append(scalar)
        } else {
            pendingHyphen = true
        }
    }
    return keeps ? withoutTrailingDotsAndUnderscores(slug) : slug
}

/// A kept dot or underscore ends no slug: `v1.` is `v1`, and no slug is `.` or `..`.
private func withoutTrailingDotsAndUnderscores(_ slug: String) -> String {
    var slug = slug
    while let last = slug.utf8.last, last == UInt8(ascii: ".") || last == UInt8(ascii: "_") { slug.removeLast() }
    return slug
}

/// The slug of an all-ASCII text without Foundation's folding, which is slow; nil for other text.
private func asciiSlug(_ text: String, keepingDotsAndUnderscores keeps: Bool) -> String? {
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
        } else if keeps, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_"), !pendingHyphen, !bytes.isEmpty {
            bytes.append(byte)
        } else {
            pendingHyphen = true
        }
    }
    let slug = String(decoding: bytes, as: UTF8.self)
    return keeps ? withoutTrailingDotsAndUnderscores(slug) : slug
}
