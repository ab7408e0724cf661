import Diagnostics

/// Every diagnostic message of the chart engine, in one place.
enum Messages {
    /// ` (row "Mon")` after a value's message; nothing for a value alone (a histogram's row), which has no label.
    static func inRow(_ row: String) -> String {
        row.isEmpty ? "" : " (row \"\(row.shortenedForMessage())\")"
    }

    static func unknownType(_ word: String, suggestion: String?, known: [String]) -> String {
        if let suggestion { return "unknown type '\(word.shortenedForMessage())'; did you mean '\(suggestion)'?" }
        return "unknown type '\(word.shortenedForMessage())'; use one of \(known.joined(separator: ", "))"
    }

    static func otherToolsType(_ word: String, lines: [String]) -> String {
        "unknown type '\(word.shortenedForMessage())'; write " + lines.map { "'\($0)'" }.joined(separator: " and ")
    }

    static func missingType(known: [String]) -> String {
        "missing 'type'; add a header line such as 'type: donut' (one of \(known.joined(separator: ", ")))"
    }

    static func unknownKey(_ key: String, suggestion: String?, known: [String]) -> String {
        if let suggestion { return "unknown key '\(key.shortenedForMessage())' is ignored; did you mean '\(suggestion)'?" }
        return "unknown key '\(key.shortenedForMessage())' is ignored; known keys are \(known.joined(separator: ", "))"
    }

    /// `height: 300`, `width: 100%`: the chart's size is its column's.
    static func interactionKey(_ key: String) -> String {
        "'\(key.shortenedForMessage())' is ignored: marks name their values when hovered or focused, and the chart's data table holds them all, without a setting; remove it"
    }

    static func languageKey(_ key: String) -> String {
        "'\(key.shortenedForMessage())' is ignored: a chart speaks its page's language (its words, dates and numbers), which language: in site.yml or lang: in the post's front matter sets; remove it"
    }

    static func sizeKey(_ key: String) -> String {
        "'\(key.shortenedForMessage())' is ignored: a chart fills its text column and keeps its text legible at every width, so it needs no size; remove it"
    }

    static func unreadableCurrency(_ value: String) -> String {
        "'\(value.shortenedForMessage())' names no currency and is ignored; write its ISO 4217 code ('currency: EUR', 'USD', 'CHF') or its sign ('currency: €')"
    }

    static func keyNotForKind(_ key: String, kind: String) -> String {
        "key '\(key.shortenedForMessage())' does not apply to \(kind) charts and is ignored; remove it"
    }

    static func notKeyValue(_ line: Substring) -> String {
        "header line '\(line.shortenedForMessage())' is ignored; header lines are 'key: value' (end the header with '---')"
    }

    static func badOption(_ value: String, key: String, allowed: [String], using fallback: String) -> String {
        let suggestion = nearestOption(value, allowed)
        let hint = suggestion.map { "did you mean '\($0)'? " } ?? "use \(allowed.joined(separator: ", ")); "
        return "unknown value '\(value.shortenedForMessage())' for '\(key.shortenedForMessage())'; \(hint)using '\(fallback)'"
    }

    static func badNumberOption(_ value: String, key: String) -> String {
        "'\(value.shortenedForMessage())' is not a number for '\(key.shortenedForMessage())'; write digits like 100 or 0.5 (it is ignored)"
    }

    static func valueTooLarge(_ text: Substring, row: String) -> String {
        "\"\(text.shortenedForMessage())\" is too large to chart\(inRow(row)); values up to ±1,000,000,000,000,000 are drawn: divide by a power of ten and say so in 'unit', e.g. 'unit: bn'"
    }

    static func optionTooLarge(_ value: String, key: String) -> String {
        "'\(value.shortenedForMessage())' for '\(key)' is beyond ±1,000,000,000,000,000 and is ignored; divide the values by a power of ten and say so in 'unit'"
    }

    static func badFormat(_ value: String) -> String {
        "unknown format '\(value.shortenedForMessage())'; use compact, percent, currency or 'decimals N' (N from 0 to 6); using the data's own decimals"
    }

    static func badColor(_ value: String) -> String {
        "'\(value.shortenedForMessage())' is not a colour this engine knows; write #rrggbb, #rgb, rgb(r, g, b) or a CSS colour name (it is skipped)"
    }

    static func lowContrastColor(_ value: String, light: Double, dark: Double) -> String {
        let ratio = { (value: Double) in NumberStyle.english.format((value * 10).rounded(.down) / 10, decimals: 1) + ":1" }
        let (page, advice) = light < dark ? ("a light", "a darker shade") : ("a dark", "a lighter shade")
        return "colour '\(value.shortenedForMessage())' has \(ratio(min(light, dark))) against \(page) page (light \(ratio(light)), dark \(ratio(dark))); marks need 3:1 to be seen: use \(advice), or leave 'colors' out for the default palette"
    }

    static let obsidianChart =
        "this Obsidian Charts block (labels: [...] and series:) could not be read as YAML; check its indentation and quotes, or write the data as rows after a line '---': a header row such as 'Day | Title 1 | Title 2', then one row per label, e.g. 'Monday | 1 | 5'"

    static let missingSeparator =
        "missing '---' between the header and the data; add a line '---' above this row"

    static let noData =
        "no data; add rows such as 'Housing: 1120' or 'Housing | 1120' after the '---' line, or 'data: file.csv' in the header"

    static func notANumber(_ text: Substring, row: String, decimalComma: Bool, unit: String? = nil, unitsInBlock: [String] = [], isRange: Bool = false, note: String? = nil) -> String {
        let hint =
            if let note {
                "the note \(note.shortenedForMessage(limit: 30)) is no part of the number: write the number alone, and say what the note says in the chart's 'description:'"
            } else if isRange {
                "a range is no one value: write one number (its middle, or its low or high), or the low and the high in two columns, e.g. 'Band | Low | High'"
            } else if unit != nil, unitsInBlock.count > 1 {
                "the values are written in different units (\(unitsInBlock.map { $0.trimmingBlanks().shortenedForMessage() }.joined(separator: ", "))): "
                    + "write them all in one, as numbers alone, and that unit once in the header, e.g. unit: \"\(unitsInBlock[0].shortenedForMessage())\""
            } else if let unit {
                "write the number alone and its unit once in the header: unit: \"\(unit.shortenedForMessage())\""
            } else if let minutes = durationMinutes(text) {
                "a time or a duration is no number here: write it in one unit, e.g. \(minutes) with unit: \" min\""
            } else if decimalComma {
                "use '.' as the decimal point and ',' between thousands, e.g. \(String(text.map { $0 == "," ? "." : $0 == "." ? "," : $0 }).shortenedForMessage())"
            } else {
                "write it with digits, e.g. 1,120.5, or '-' for a missing value"
            }
        return "\"\(text.shortenedForMessage())\" is not a number\(inRow(row)); \(hint)"
    }

    /// `1:55:40` or `24:13` as minutes (`115.67`, `24.22`), for the hint; nil for anything else.
    private static func durationMinutes(_ text: Substring) -> String? {
        let parts = text.trimmingBlanks().split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy({ $0.isASCII && $0.isNumber }) }),
            parts.dropFirst().allSatisfy({ $0.count == 2 })
        else { return nil }
        let numbers = parts.compactMap { Double($0) }
        let minutes = parts.count == 3 ? numbers[0] * 60 + numbers[1] + numbers[2] / 60 : numbers[0] + numbers[1] / 60
        return NumberStyle.english.format(minutes, decimals: 2)
    }

    static func pointBeforeThreeDigits(_ text: Substring, value: Double, row: String) -> String {
        let shown = NumberStyle.english.format(value, decimals: 3)
        let whole = String(text.filter { $0 != "." }).trimmingBlanks().shortenedForMessage()
        return "\"\(text.trimmingBlanks().shortenedForMessage())\" is read as \(shown)\(inRow(row)): a point is the decimal point; if it separates thousands, write \(whole)"
    }

    static func wrongCellCount(row: String, found: Int, expected: Int, header: String, separator: String = "'|'") -> String {
        "row \"\(row.shortenedForMessage())\" has \(found) cell\(found == 1 ? "" : "s") but the table has \(expected) columns (\(header.shortenedForMessage())); "
            + (found < expected
                ? "add the missing values ('-' marks a missing one)"
                : "remove the extra cells or quote a label that contains \(separator)"
                    + (separator == "','" ? ", or a number written with one (\"1,200\")" : ""))
    }

    static func rowWithoutValue(_ row: Substring) -> String {
        return "row '\(row.shortenedForMessage())' has no value; write 'Label: value', 'Label | value' or 'Label,value' (one way for every row), or paste cells from a spreadsheet; quote labels containing ':', '|' or ','"
    }

    static func yearColumnLeftOut(_ title: String, sample: String, titles: [String]) -> String {
        "column \"\(title.shortenedForMessage())\" holds the years the figures are of (\(sample)), not values to draw, so it is left out; "
            + "to draw it, name the columns to draw (columns: \(titles.map { $0.shortenedForMessage(limit: 40) }.joined(separator: ", ")))"
    }

    static func unclearBlankRow(_ row: Substring) -> String {
        "row '\(row.shortenedForMessage())' parts its cells with blanks, and the block's rows do not agree where labels end and values start "
            + "(other rows are written another way, a label ends in a number, or thousands have blanks between them); "
            + "write 'Label: value' or 'Label | value', one way for every row"
    }

    static func titlesWithoutSeparator(_ row: Substring, columns: Int) -> String {
        "the first row '\(row.shortenedForMessage())' titles \(columns) columns with blanks between words and between titles alike; "
            + "write '|' between the titles (e.g. '" + (1...columns).map { $0 == 1 ? "Label" : "Series \($0 - 1)" }.joined(separator: " | ") + "')"
    }

    static func columnTitleTooLong(_ length: Int, limit: Int) -> String {
        "this column title has \(NumberStyle.english.format(Double(length), decimals: 0)) characters, more than the \(NumberStyle.english.format(Double(limit), decimals: 0)) a chart writes into each mark's name; shorten it, or check for a missing line break or '|'"
    }

    /// How every message about a data file that cannot be read begins.
    static let unreadableDataPrefix = "cannot read data file '"

    static func unreadableData(_ path: String, reason: String) -> String {
        unreadableDataPrefix + "\(path.shortenedForMessage())': \(reason)"
    }

    static let uncertaintiesLeftOut =
        "the values' uncertainties (± …) are left out: the chart draws each value, and no error bars; say the uncertainty in the description or the text"

    static func valuesListedInData(_ list: String) -> String {
        "data: names a CSV file next to the post, not a list of values (\(list.shortenedForMessage(limit: 40))); write the values as rows after a line '---', one label and its value each, e.g. 'A | 25'"
    }

    static func noFileSystem(_ path: String) -> String {
        unreadableDataPrefix + "\(path.shortenedForMessage())' here (no file system, e.g. standard input); put the rows in the block instead"
    }

    static let rowsIgnoredForDataFile =
        "rows in the block are ignored because 'data:' names a file; remove them or the 'data:' line"

    static func moneyColumnBesideOthers(_ series: String, sign: String) -> String {
        "column \"\(series.shortenedForMessage())\" is written in \(sign) and the others are not; a chart has one unit, so its values lose "
            + "their '\(sign)' in names and the table; give it a chart of its own, or write 'unit: \(sign)' if every column is money"
    }

    static func percentColumnBesideOthers(_ series: String) -> String {
        "column \"\(series.shortenedForMessage())\" is written in percent and the others are not; a chart has one unit, so its values lose "
            + "their '%' in names and the table; give it a chart of its own"
    }

    static func seriesDrawnFlat(_ series: String, beside other: String, logScale: Bool, isGroup: Bool = false) -> String {
        "\(isGroup ? "group" : "column") \"\(series.shortenedForMessage())\" is drawn flat: its values are under 1 % of \"\(other.shortenedForMessage())\"'s, on the same axis; "
            + "give it a chart of its own\(logScale ? ", or write 'scale: log'" : "")"
    }

    /// `drawn: false`: the chart cannot be drawn without the column (a scatter's x).
    static func seriesWithoutValues(_ series: String, drawn: Bool = true, isGroup: Bool = false) -> String {
        let noun = isGroup ? "group" : "column"
        return drawn
            ? "\(noun) \"\(series.shortenedForMessage())\" has no values, only gaps, so it is not drawn; fill in its values, or \(isGroup ? "leave it out of 'groups:'" : "remove the column")"
            : "\(noun) \"\(series.shortenedForMessage())\" has no values, only gaps, and the chart needs them; fill in its values"
    }

    static func nonFinite(_ row: String, drawnAs: String) -> String {
        "value of row \"\(row.shortenedForMessage())\" is not a finite number and is drawn as \(drawnAs); write a number or '-' for a missing value"
    }

    static func duplicateLabel(_ label: String, firstLine: Int, longData: (group: String, x: String, value: String)? = nil) -> String {
        let advice = longData.map { long in
            let (group, x, value) = (long.group.shortenedForMessage(limit: 40), long.x.shortenedForMessage(limit: 40), long.value.shortenedForMessage(limit: 40))
            return "; if each row is one value of a series named in its first column (long data), write 'group-by: \(group)' "
                + "and 'columns: \(x), \(value)' to draw a series for each \(group)"
        }
        return "duplicate label \"\(label.shortenedForMessage())\" (first on line \(firstLine)); "
            + (advice.map { "rename one so readers can tell them apart" + $0 } ?? "rename one so readers can tell them apart")
    }

    static func firstRowReadAsData(_ row: String) -> String {
        "the first row '\(row.shortenedForMessage())' is drawn as data; if it names the columns, put a |---| row under it (or quote the year: \"2023\")"
    }

    static func labelShortened(_ label: String, to short: String, onPhones: Bool = false, underBars: Bool = false) -> String {
        "label \"\(label.shortenedForMessage())\" is shortened to \"\(short.shortenedForMessage())\" to fit\(onPhones ? " on a phone (wider screens show it whole)" : ""); the full text is in its tooltip and the data table (shorten it to choose the words\(underBars ? ", or give long labels room beside the bars with 'orientation: horizontal'" : ""))"
    }

    private static func nearestOption(_ value: String, _ allowed: [String]) -> String? {
        nearestMatch(to: value, among: allowed)
    }

    static let shapeNeedsTitles =
        "'columns:' and 'group-by:' find columns by the titles in the first row, and this table has none; write a first row of titles (e.g. Year | Value)"

    static func noSuchColumn(_ name: String, suggestion: String?, titles: [String], in path: String) -> String {
        let list = titles.prefix(12).map { "\"\($0.shortenedForMessage())\"" }.joined(separator: ", ") + (titles.count > 12 ? " and \(titles.count - 12) more" : "")
        let hint = suggestion.map { "did you mean \"\($0.shortenedForMessage())\"?" } ?? "write one of these titles, or a column's number (1 is the first)"
        return "no column is titled \"\(name.shortenedForMessage())\" in \(path) (its columns: \(list)); \(hint)"
    }

    static func groupByNeedsOneValueColumn(_ group: String, others: [String]) -> String {
        let example = others.count >= 2 ? "columns: \(others[0]), \(others[others.count - 1])" : "columns: Year, Value"
        return "'group-by: \(group.shortenedForMessage())' makes a series for each \(group.shortenedForMessage()) out of one column of values, so it needs exactly two other columns, the labels and the values; name them in 'columns:', e.g. '\(example.shortenedForMessage())'"
    }

    static let transposeNeedsTitles =
        "'transpose:' turns the table's first row of titles into its labels, and this table has none; write it as a table whose first row names the columns (e.g. Answer | 2023 | 2024)"

    static func transposeNeedsCategories(_ kind: String) -> String {
        "'transpose:' turns a table of categories, and a \(kind) chart reads its columns as values; the table is read as written, so take 'transpose:' out"
    }

    static let columnsNeedValues =
        "'columns:' keeps one column; name the column of labels first and then at least one column of values (e.g. columns: Year, Value)"

    static func twoValuesInOneGroup(_ group: String, label: String, firstLine: Int) -> String {
        "\"\(group.shortenedForMessage())\" has a second value at \"\(label.shortenedForMessage())\" (the first is on line \(firstLine)); with 'group-by:' each group has one row per label, so remove one of them"
    }

    static func wordColumn(_ title: String, sample: String, numericColumns: [String], namesTheRows: Bool = false) -> String {
        let keep = numericColumns.prefix(8).map { $0.shortenedForMessage(limit: 40) }.joined(separator: ", ") + (numericColumns.count > 8 ? ", …" : "")
        return "column \"\(title.shortenedForMessage())\" holds words (\"\(sample.shortenedForMessage())\"), not numbers to draw; "
            + (namesTheRows ? "beside a rank, it names the rows: label them by it with 'columns: \(keep)'" : "keep the others with 'columns: \(keep)'")
    }

    static func wordColumnInLongData(_ title: String, sample: String, groupBy: String, x: String, value: String) -> String {
        "column \"\(title.shortenedForMessage())\" holds words (\"\(sample.shortenedForMessage())\"), not numbers to draw; the rows are long data, "
            + "one per \(groupBy.shortenedForMessage(limit: 40)) and \(x.shortenedForMessage(limit: 40)): draw a series for each with "
            + "'group-by: \(groupBy.shortenedForMessage(limit: 40))' and 'columns: \(x.shortenedForMessage(limit: 40)), \(value.shortenedForMessage(limit: 40))'"
    }

    /// Without a near name, the column's names (the first twelve of more) show what there is to pick.
    static func noSuchGroup(_ name: String, column: String, suggestion: String?, names: [String]) -> String {
        let listed = names.prefix(12).map { $0.shortenedForMessage(limit: 30) }.joined(separator: ", ") + (names.count > 12 ? ", …" : "")
        return "no row has \"\(name.shortenedForMessage())\" in column \"\(column.shortenedForMessage())\" (it holds \(names.count) different names); "
            + (suggestion.map { "did you mean \"\($0.shortenedForMessage())\"?" } ?? "write a name as the column spells it: \(listed)")
    }

    static func tooManySeries(_ count: Int, colors: Int) -> String {
        "\(count) series share \(colors) colours, so some look alike and the chart is hard to read; keep the few the story is about "
            + "with 'columns:' (or 'groups:' with 'group-by:'), or give each its own colour in 'colors:'"
    }

    static let groupsWithoutGroupBy =
        "'groups:' picks among the groups 'group-by:' makes, and this block has no 'group-by:' line; add one naming the column of groups (e.g. group-by: Country)"

    static func mermaidPie(title: String?) -> String {
        let titleLine = title.map { " and 'title: \($0.shortenedForMessage())'" } ?? ""
        return "this is Mermaid's pie syntax: put it in a ```mermaid fence, which site draws as a pie, or start the chart block with 'type: pie'\(titleLine) on lines of their own, then a line '---', "
            + "then the rows as they are (\"Dogs\" : 386)"
    }

    static let mermaidXYChart =
        "this is Mermaid's xychart syntax: put it in a ```mermaid fence, which site draws as a chart, or start the chart block with 'type: bar' or 'type: line' and 'title: …' on lines of their own, then a line '---', then one row per label, e.g. 'Jan | 5000'"

    static let jsonChart =
        "this block is JSON, but no Chart.js, Vega-Lite, ECharts, Plotly or Highcharts configuration (those are read in a ```chart fence too); "
            + "write 'type: bar' and 'title: …' on lines of their own, a line '---', then one row per label, e.g. 'Mon | 898'"

    static func headerDoesNotFitRows(titles: Int, cells: Int, header: String, separator: String) -> String {
        "the first row has \(titles) titles (\(header.shortenedForMessage())) but every other row has \(cells) cells; "
            + (cells > titles
                ? "title the last \(cells - titles == 1 ? "column" : "\(cells - titles) columns") in the first row, or draw the columns you want with 'columns:' (e.g. columns: \(header.split(separator: "|").prefix(2).map { String($0).trimmingBlanks().shortenedForMessage(limit: 40) }.joined(separator: ", ")))"
                : "remove the extra titles, or quote a title that contains \(separator)")
    }
}
