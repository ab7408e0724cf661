/// The messages of plots with axes (line, area, scatter, and bars' reference marks).
enum PlotMessages {
    static func badRule(_ value: String) -> String {
        "rule '\(value.shortenedForMessage())' has no value; write 'rule: 38 World average' (a value, then its label)"
    }

    static func badBand(_ value: String) -> String {
        "band '\(value.shortenedForMessage())' needs two bounds; write 'band: 2020-03 2021-06 Lockdowns' (from, to, then its label; quote a bound with spaces)"
    }

    static func bandOutsideAxis(_ bound: String, axis: String) -> String {
        "band bound '\(bound.shortenedForMessage())' is not on this chart's axis (\(axis)); use a value or label of the axis, e.g. one of the rows' labels (the band is not drawn)"
    }

    static func notOnALogScale(_ count: Int) -> String {
        "\(count == 1 ? "a value is" : "\(count) values are") 0 or less, which a log scale cannot show; "
            + "\(count == 1 ? "it is" : "they are") left out of the line (the table keeps \(count == 1 ? "it" : "them")), or write 'scale: linear'"
    }

    static func totalRow(_ label: String, drawing: String) -> String {
        "row \"\(label.shortenedForMessage())\" adds up the others, so drawn as one more point it would send the \(drawing) up at its end; it is left out: remove it from the block, or give it another name to draw it"
    }

    static func zerosStandingInForGaps(series: String, isGroup: Bool, count: Int, isFirst: Bool, from: String, to: String, drawing: String) -> String {
        let whose = series.isEmpty ? "the values are" : "\(isGroup ? "group" : "column") \"\(series.shortenedForMessage())\" is"
        return "\(whose) 0 in the \(isFirst ? "first" : "last") \(count) rows (\(from.shortenedForMessage(limit: 30)) to \(to.shortenedForMessage(limit: 30))), "
            + "far below \(series.isEmpty ? "the others" : "its other values"): if those rows have no value, leave the cells empty or write '-', and the \(drawing) leaves a gap there "
            + "instead of falling to 0; if they are zeros, keep them"
    }

    static func boundOffALogScale(_ key: String, _ written: String) -> String {
        "\(key): \(written.shortenedForMessage()) is left out: a log scale never reaches 0 or below; write a positive \(key) such as \(key): \(key == "min" ? "1" : "1000"), or leave it out"
    }

    static func pointsOffALogScale(_ count: Int) -> String {
        "\(count == 1 ? "a point has" : "\(count) points have") 0 or less on a log axis, which cannot show \(count == 1 ? "it" : "them"); "
            + "\(count == 1 ? "it is" : "they are") left out of the chart (the table keeps \(count == 1 ? "it" : "them")), or write 'linear' for that axis"
    }

    static func nonNumericX(_ label: String, column: String) -> String {
        "\"\(label.shortenedForMessage())\" in \(column) is not a number; a scatter's x and y columns hold numbers ('-' marks a missing one)"
    }

    static func impossibleDay(_ label: String) -> String {
        "\(label.shortenedForMessage()) is no day of the calendar (that month has fewer days), so the labels are drawn evenly spaced "
            + "in the order written; correct it for a time axis"
    }

    static func datesOfSeveralForms(_ first: String, _ other: String) -> String {
        "the labels are dates written in more than one way (\(first.shortenedForMessage(limit: 30)), \(other.shortenedForMessage(limit: 30))), so they are "
            + "drawn evenly spaced in the order written; write them all one way (2024-03-15) for a time axis"
    }

    static func ambiguousSlashDates(_ example: String, reading: String) -> String {
        "dates such as \(example.shortenedForMessage()) could be read day first or month first; they are read \(reading): "
            + "write them as 2024-03-01 to be sure, or name the country in the site's language (language: en-US or en-GB)"
    }
}
