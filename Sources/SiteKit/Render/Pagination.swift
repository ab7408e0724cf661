import Templates

/// One page of a paginated list (the home page, a tag's page): which posts it shows and where it is.
struct ListPage: Sendable {
    /// 1-based.
    var number: Int
    var count: Int
    /// Indexes into `SiteModel.posts` (into `translations` for a language's list), newest first.
    var postIndexes: ArraySlice<Int>
    /// The list's first page, e.g. `tags/money/` (`` for the home page).
    var basePath: String

    /// `tags/money/` for the first page, `tags/money/page/2/` after it.
    var sitePath: String { Self.sitePath(number, of: basePath) }

    static func sitePath(_ number: Int, of basePath: String) -> String {
        number == 1 ? basePath : "\(basePath)page/\(number)/"
    }

    /// The list cut into pages of `size` posts (all on one page when `size` is 0); a list
    /// without posts still has its first page.
    static func pages(of postIndexes: [Int], size: Int, basePath: String) -> [ListPage] {
        let size = size > 0 ? size : max(1, postIndexes.count)
        let count = max(1, (postIndexes.count + size - 1) / size)
        return (0..<count).map { index in
            let start = index * size
            return ListPage(
                number: index + 1, count: count,
                postIndexes: postIndexes[start..<min(postIndexes.count, start + size)], basePath: basePath)
        }
    }

    /// `pagination` for templates: the page's number, the neighbours' URLs and links to the first,
    /// the last and the two pages either side (a 1,000-page list links 7, not 1,000), with a gap
    /// entry (`is_gap`) where numbers are skipped.
    func templateValue(url: (String) -> String) -> TemplateValue {
        var fields: TemplateObject = [
            "number": .int(number), "count": .int(count), "has_pages": .bool(count > 1),
            "is_first": .bool(number == 1), "is_last": .bool(number == count),
        ]
        if number > 1 { fields["previous_url"] = .string(url(Self.sitePath(number - 1, of: basePath))) }
        if number < count { fields["next_url"] = .string(url(Self.sitePath(number + 1, of: basePath))) }
        if count > 1 {
            let shown = Set([1, count] + Array(max(1, number - 2)...min(count, number + 2))).sorted()
            var links: [TemplateValue] = []
            for (position, page) in shown.enumerated() {
                if position > 0, shown[position - 1] != page - 1 { links.append(.object(["is_gap": .bool(true)])) }
                links.append(
                    .object([
                        "number": .int(page), "url": .string(url(Self.sitePath(page, of: basePath))),
                        "is_current": .bool(page == number), "is_gap": .bool(false),
                    ]))
            }
            fields["pages"] = .array(links)
        }
        return .object(fields)
    }
}
