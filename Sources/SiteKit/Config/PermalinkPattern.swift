import Diagnostics

/// Where posts go, as Jekyll's `permalink:` and Hugo's `[permalinks]` write it: literal text and
/// `:placeholders` (`/:year/:month/:day/:title/`), or one of Jekyll's named styles (`pretty`).
/// A blog moved from either keeps every address the web links to.
struct PermalinkPattern: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case text(String)
        case placeholder(Placeholder)
        /// Hugo's `:sections`, all the page's sections joined by slashes, or some of them
        /// (`:sections[1:]`, `:sections[last]`), as Go slices them.
        case sections(SectionSlice)
    }

    enum Placeholder: String, Sendable, CaseIterable {
        case year, shortYear = "short_year", month, iMonth = "i_month", shortMonth = "short_month"
        case longMonth = "long_month", monthName = "monthname", day, iDay = "i_day", yDay = "y_day"
        case yearDay = "yearday", hour, minute, second, title, slug, fileName = "filename"
        case contentBaseName = "contentbasename", slugOrFileName = "slugorfilename"
        case slugOrContentBaseName = "slugorcontentbasename", section, categories
        case slugifiedCategories = "slugified_categories", outputExtension = "output_ext"

        /// Placeholders that tell one post from another: a pattern needs one.
        var namesThePost: Bool {
            [.title, .slug, .fileName, .contentBaseName, .slugOrFileName, .slugOrContentBaseName].contains(self)
        }

        /// Whether it names the day of the year (with the year and month, or on its own).
        var namesTheDay: Bool { [.day, .iDay, .yDay, .yearDay].contains(self) }

        var needsDate: Bool {
            [.year, .shortYear, .month, .iMonth, .shortMonth, .longMonth, .monthName, .day, .iDay, .yDay, .yearDay,
             .hour, .minute, .second].contains(self)
        }
    }

    /// Jekyll's named styles, as its documentation spells them out.
    static let namedStyles: [String: String] = [
        "date": "/:categories/:year/:month/:day/:title:output_ext",
        "pretty": "/:categories/:year/:month/:day/:title/",
        "ordinal": "/:categories/:year/:y_day/:title:output_ext",
        "none": "/:categories/:title:output_ext",
    ]

    let written: String
    let pieces: [Piece]

    /// The pattern `text` writes, or what is wrong with it, said so the author can fix it.
    static func read(_ text: String) -> Result<PermalinkPattern, PermalinkProblem> {
        let trimmed = text.trimmingSpaces()
        let source = namedStyles[trimmed] ?? trimmed
        guard source.contains(":") || source.contains("/") else {
            let styles = namedStyles.keys.sorted().joined(separator: ", ")
            return .failure(PermalinkProblem(message: "'\(trimmed)' is neither a pattern like /:year/:month/:day/:title/ nor one of Jekyll's styles (\(styles))"))
        }
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(source)
        while let colon = rest.firstIndex(of: ":") {
            literal += rest[..<colon]
            let nameEnd = rest[rest.index(after: colon)...].firstIndex { !($0.isLetter || $0 == "_") } ?? rest.endIndex
            let name = String(rest[rest.index(after: colon)..<nameEnd])
            if name == "sections" {
                var end = nameEnd
                var slice = SectionSlice.all
                if nameEnd < rest.endIndex, rest[nameEnd] == "[" {
                    guard let close = rest[nameEnd...].firstIndex(of: "]"), let read = SectionSlice(String(rest[rest.index(after: nameEnd)..<close])) else {
                        return .failure(
                            PermalinkProblem(message: "':sections' takes a slice as Hugo writes it, e.g. :sections[1:], :sections[last] or :sections[0]"))
                    }
                    (slice, end) = (read, rest.index(after: close))
                }
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(.sections(slice))
                rest = rest[end...]
                continue
            }
            guard let placeholder = Placeholder(rawValue: name) else {
                let known = Placeholder.allCases.map(\.rawValue) + ["sections"]
                let hint = nearestMatch(to: name, among: known).map { "did you mean ':\($0)'? " } ?? ""
                return .failure(
                    PermalinkProblem(
                        message: "':\(name)' is not a placeholder this site fills; \(hint)use \(known.map { ":" + $0 }.joined(separator: ", "))"
                    ))
            }
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            pieces.append(.placeholder(placeholder))
            rest = rest[nameEnd...]
        }
        literal += rest
        if !literal.isEmpty { pieces.append(.text(literal)) }
        // A post of each day (a daily prompt's or journal's, `/prompts/:year-:month-:day/`) is named by
        // its day; two of one day are told apart at the build, as any two posts of one address are.
        guard pieces.contains(where: { if case .placeholder(let p) = $0 { p.namesThePost || p.namesTheDay } else { false } }) else {
            return .failure(
                PermalinkProblem(
                    message: "'\(trimmed)' would give every post (or every post of a month) one address; add :title or :slug, e.g. /:year/:month/:title/, or :day for a post a day"))
        }
        return .success(PermalinkPattern(written: trimmed, pieces: pieces))
    }

    var needsDate: Bool {
        pieces.contains { if case .placeholder(let p) = $0 { p.needsDate } else { false } }
    }

    /// The site path of a post with these values, e.g. `2015/05/21/rnn/` or `2015/05/21/rnn.html`.
    /// Where the pattern puts a post; with `uglyURLs` (Hugo's), a pattern that does not end in a
    /// slash (`/:filename`) names a file, `NAME.html`, as Hugo writes it.
    func sitePath(for post: PermalinkValues, uglyURLs: Bool = false) -> String? {
        if uglyURLs, !written.hasSuffix("/"), let path = sitePath(for: post), path.hasSuffix("/") { return path.dropLast() + ".html" }
        if needsDate, post.date == nil { return nil }
        var path = ""
        for piece in pieces {
            switch piece {
            case .text(let text): path += text
            case .placeholder(let placeholder): path += post.text(for: placeholder)
            case .sections(let slice): path += slice.of(post.sections).joined(separator: "/")
            }
        }
        // An empty `:categories` leaves `//`, which Jekyll reads as one slash.
        return normalizedSitePath(path)
    }
}

/// Which of a page's sections `:sections[…]` takes: Go's slice of them, where `last` is the last's index.
struct SectionSlice: Sendable, Equatable {
    enum Bound: Sendable, Equatable {
        case index(Int), last
    }

    /// A single section (`[0]`, `[last]`), or a range whose missing ends are the list's (`[1:]`, `[:last]`).
    var single: Bound?
    var from: Bound?
    var to: Bound?

    static let all = SectionSlice(single: nil, from: nil, to: nil)

    /// `1:`, `:last`, `last`, `0`, `1:3`; nil for anything else.
    init?(_ text: String) {
        func bound(_ part: Substring) -> Bound?? {
            let trimmed = String(part).trimmingSpaces()
            if trimmed.isEmpty { return .some(nil) }
            if trimmed == "last" { return .last }
            return Int(trimmed).flatMap { $0 >= 0 ? .index($0) : nil }
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            guard case let .some(.some(single)) = bound(parts[0]) else { return nil }
            self.init(single: single, from: nil, to: nil)
        case 2:
            guard case let .some(from) = bound(parts[0]), case let .some(to) = bound(parts[1]) else { return nil }
            self.init(single: nil, from: from, to: to)
        default: return nil
        }
    }

    private init(single: Bound?, from: Bound?, to: Bound?) {
        (self.single, self.from, self.to) = (single, from, to)
    }

    /// The sections it takes of `sections`; none where the slice is out of their range.
    func of(_ sections: [String]) -> [String] {
        func index(_ bound: Bound) -> Int {
            switch bound {
            case .index(let value): value
            case .last: sections.count - 1
            }
        }
        if let single {
            let at = index(single)
            return sections.indices.contains(at) ? [sections[at]] : []
        }
        let start = from.map(index) ?? 0
        let end = to.map(index) ?? sections.count
        guard start >= 0, start <= end, end <= sections.count else { return [] }
        return Array(sections[start..<end])
    }
}

struct PermalinkProblem: Error, Equatable {
    let message: String
}

/// What a post gives a pattern's placeholders.
struct PermalinkValues {
    /// The author's day and time: year, month, day, hour, minute, second.
    var date: (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)?
    var title: String
    /// `slug:` as written in the front matter, slugified.
    var writtenSlug: String?
    /// The slug part of a Jekyll file name, as written (`2015-05-21-RNN-effectiveness` → `RNN-effectiveness`).
    var jekyllName: String?
    /// The file's name without its extension (a bundle's folder for `index.md`).
    var fileName: String
    /// The page's slug as the site makes it.
    var slug: String
    var section: String
    /// Every folder from the top of `content/` down to the page's (a bundle's own left out): Hugo's sections.
    var sections: [String] = []
    var categories: [String]

    func text(for placeholder: PermalinkPattern.Placeholder) -> String {
        let (year, month, day, hour, minute, second) = date ?? (0, 1, 1, 0, 0, 0)
        switch placeholder {
        case .year: return padded(year, 4)
        case .shortYear: return padded(year % 100, 2)
        case .month: return padded(month, 2)
        case .iMonth: return String(month)
        case .shortMonth: return String(englishMonthNames[month - 1].prefix(3))
        case .longMonth: return englishMonthNames[month - 1]
        case .monthName: return englishMonthNames[month - 1].lowercased()
        case .day: return padded(day, 2)
        case .iDay: return String(day)
        case .yDay: return padded(dayOfYear(year, month, day), 3)
        case .yearDay: return String(dayOfYear(year, month, day))
        case .hour: return padded(hour, 2)
        case .minute: return padded(minute, 2)
        case .second: return padded(second, 2)
        case .title:
            // Jekyll's `:title` is the file's name (or `slug:`); Hugo's is the page's title.
            if let jekyllName { return writtenSlug ?? jekyllPrettySlug(jekyllName) }
            return nonEmpty(slugify(title)) ?? slug
        case .slug:
            if let writtenSlug { return writtenSlug }
            return jekyllName != nil ? slug : nonEmpty(slugify(title)) ?? slug
        case .fileName, .contentBaseName: return fileName
        case .slugOrFileName, .slugOrContentBaseName: return writtenSlug ?? fileName
        case .section: return section
        case .categories: return categories.map { $0.lowercased() }.joined(separator: "/")
        case .slugifiedCategories: return categories.map(slugify).joined(separator: "/")
        case .outputExtension: return ".html"
        }
    }

    private func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    private func padded(_ value: Int, _ width: Int) -> String { zeroPadded(value, width: width) }

    private func dayOfYear(_ year: Int, _ month: Int, _ day: Int) -> Int {
        CivilDate.days(year: year, month: month, day: day) - CivilDate.days(year: year, month: 1, day: 1) + 1
    }
}
