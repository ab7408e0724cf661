/// The URL name of a tag before the site makes it unique: `C++` → `c-plus-plus`, `C#` → `c-sharp`,
/// `👩‍💻` kept as it is, and a tag of punctuation alone (`.`, `..`) → `tag-2e`, `tag-2e2e` (its bytes
/// in hex), so no tag ever links to an empty `/tags//`.
func tagSlug(_ name: String) -> String {
    var words = ""
    for character in name {
        switch character {
        case "+": words += " plus "
        case "#": words += " sharp "
        default: words.append(character)
        }
    }
    var slug = ""
    var pendingHyphen = false
    for character in words {
        let piece: String
        if character.isASCII {
            guard character.isLetter || character.isNumber else {
                pendingHyphen = true
                continue
            }
            piece = character.lowercased()
        } else if character.isEmojiLike {
            piece = String(character)
        } else if character.isLetter || character.isNumber {
            piece = slugify(String(character))
            if piece.isEmpty {
                pendingHyphen = true
                continue
            }
        } else {
            pendingHyphen = true
            continue
        }
        if pendingHyphen, !slug.isEmpty { slug += "-" }
        pendingHyphen = false
        slug += piece
    }
    if slug.isEmpty {
        slug = "tag-" + name.utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
    return slug
}

/// A term's address as Hugo writes it (`term_slugs: hugo`, which `site init --from` sets for a Hugo
/// site, so old links and links from elsewhere still lead to each term): lower case, a run of
/// blanks one hyphen, letters (accented too), digits and `. _ - ~ + @` kept, anything else left
/// out. `Lucy D'Agostino McGowan` → `lucy-dagostino-mcgowan`, `Luis D. Verde` → `luis-d.-verde`,
/// `Maëlle` → `maëlle`, `C++` → `c++`. A name that leaves nothing but dots gets `tagSlug`'s.
func hugoTermSlug(_ name: String) -> String {
    var slug = ""
    var pendingHyphen = false
    for character in name.lowercased() {
        let kept = character.isLetter || character.isNumber || ".-_~+@".contains(character)
            || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark || $0.properties.generalCategory == .spacingMark }
        if kept {
            if pendingHyphen, character != "-", slug.last != "-" { slug.append("-") }
            pendingHyphen = false
            slug.append(character)
        } else if character.isWhitespace, !slug.isEmpty {
            pendingHyphen = true
        }
    }
    return slug.allSatisfy({ $0 == "." }) ? tagSlug(name) : slug
}

/// Unique slugs for the site's tags: tags that differ only in case are one tag; two different
/// tags whose slugs meet (`C` and `C--`) get `-2`, `-3` in the order of their names.
func uniqueTagSlugs(for names: [String], slug makeSlug: (String) -> String = tagSlug) -> [String: String] {
    var byIdentity: [String: String] = [:]
    for name in names where byIdentity[tagIdentity(name)] == nil { byIdentity[tagIdentity(name)] = name }
    var taken: Set<String> = []
    var result: [String: String] = [:]
    for identity in byIdentity.keys.sorted() {
        let base = makeSlug(byIdentity[identity]!)
        var slug = base
        var counter = 2
        while !taken.insert(slug).inserted {
            slug = "\(base)-\(counter)"
            counter += 1
        }
        result[identity] = slug
    }
    return result
}

/// What makes two tag names the same tag: their letters, ignoring case.
func tagIdentity(_ name: String) -> String { name.lowercased() }

extension Character {
    /// A pictograph that stands for itself in a URL (an emoji), rather than punctuation.
    fileprivate var isEmojiLike: Bool {
        guard let first = unicodeScalars.first, first.value > 0x7F else { return false }
        return first.properties.isEmojiPresentation || (first.properties.isEmoji && unicodeScalars.count > 1)
            || first.properties.generalCategory == .otherSymbol
    }
}
