/// A name as BibTeX splits it: `Rezende, Danilo Jimenez`, `Danilo Jimenez Rezende` and
/// `van der Maaten, Laurens` alike, by BibTeX's rules.
struct PersonName: Sendable, Equatable {
    var first: String
    var von: String
    var last: String
    var jr: String

    init(first: String, von: String, last: String, jr: String) {
        (self.first, self.von, self.last, self.jr) = (first, von, last, jr)
    }

    /// The names of an `author` field: split at ` and ` outside braces.
    static func names(in field: String) -> [PersonName] {
        splitOutsideBraces(field) { words in words.lowercased() == "and" }.map { PersonName(tokens: $0) }.filter { !$0.last.isEmpty }
    }

    /// One name's words, as `names` split them.
    private init(tokens words: [Substring]) {
        // Commas outside braces separate `von Last`, `Jr` and `First`.
        var parts: [[Substring]] = [[]]
        for word in words {
            var rest = word[...]
            while let comma = Self.firstCommaOutsideBraces(in: rest) {
                if comma > rest.startIndex { parts[parts.count - 1].append(rest[..<comma]) }
                parts.append([])
                rest = rest[rest.index(after: comma)...]
            }
            if !rest.isEmpty { parts[parts.count - 1].append(rest) }
        }
        func joined(_ words: ArraySlice<Substring>) -> String { words.joined(separator: " ") }
        if parts.count == 1 {
            // First von Last: von is the run of lowercase words before the last word.
            let all = parts[0]
            guard let lastWord = all.indices.last else {
                (first, von, last, jr) = ("", "", "", "")
                return
            }
            let vonStart = all.indices.dropLast().first { Self.isLowercase(all[$0]) }
            if let vonStart {
                let vonEnd = (all.indices.dropLast().last { Self.isLowercase(all[$0]) } ?? vonStart) + 1
                (first, von, last, jr) = (joined(all[..<vonStart]), joined(all[vonStart..<vonEnd]), joined(all[vonEnd...]), "")
            } else {
                (first, von, last, jr) = (joined(all[..<lastWord]), "", String(all[lastWord]), "")
            }
        } else {
            // von Last, [Jr,] First
            let head = parts[0]
            let vonEnd = (head.indices.dropLast().last { Self.isLowercase(head[$0]) }).map { $0 + 1 } ?? head.startIndex
            von = joined(head[..<vonEnd])
            last = joined(head[vonEnd...])
            jr = parts.count > 2 ? joined(parts[1][...]) : ""
            first = joined(parts[parts.count - 1][...])
        }
    }

    /// Whether a word starts with a lowercase letter, as BibTeX tells a `von` part: the first
    /// letter outside braces, or the letter after a `{\` accent command.
    private static func isLowercase(_ word: Substring) -> Bool {
        var depth = 0
        var afterCommand = false
        for character in word {
            switch character {
            case "{": depth += 1
            case "}": depth -= 1
            case "\\": afterCommand = true
            default:
                guard character.isLetter else { continue }
                if depth == 0 || (depth == 1 && afterCommand) { return character.isLowercase }
                // A braced word (`{Barnes and Noble}`) counts as capitalised.
                if depth > 0 { return false }
            }
        }
        return false
    }

    private static func firstCommaOutsideBraces(in word: Substring) -> Substring.Index? {
        var depth = 0
        for index in word.indices {
            switch word[index] {
            case "{": depth += 1
            case "}": depth -= 1
            case "," where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// The text's words (split at blanks and `~` outside braces), grouped between the words that
    /// `isSeparator` picks.
    private static func splitOutsideBraces(_ text: String, isSeparator: (Substring) -> Bool) -> [[Substring]] {
        var words: [Substring] = []
        var depth = 0
        var start: String.Index?
        for index in text.indices {
            let character = text[index]
            if character == "{" { depth += 1 }
            if character == "}" { depth = max(0, depth - 1) }
            let isBlank = depth == 0 && (character == " " || character == "\t" || character == "\n" || character == "~")
            if isBlank {
                if let begin = start { words.append(text[begin..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let begin = start { words.append(text[begin...]) }
        var groups: [[Substring]] = [[]]
        for word in words {
            if isSeparator(word) { groups.append([]) } else { groups[groups.count - 1].append(word) }
        }
        return groups.filter { !$0.isEmpty }
    }
}
