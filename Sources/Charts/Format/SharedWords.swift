/// The phrases every kind may write: the data table's, missing values, totals, reference marks.
extension ChartWord {
    static let shared: [ChartWord] = [
        .source, .note, .dataTable, .dataTableName, .labelHeader, .valueHeader, .valueHeaderWithUnit, .noData, .total, .moreRows,
        .emptyChart, .points, .onePoint, .referenceLine, .namedReferenceLine, .band, .namedBand, .nameGap, .listGap, .sentenceEnd,
        .sentenceGap,
    ]

    /// The caption's credit, after the title and description.
    static let source = ChartWord("chart_source", "Source: {source}")
    /// The caption's note (`note:`, or a `Note: …` row after the data), above the source.
    static let note = ChartWord("chart_note", "Note: {note}")
    /// The data table's disclosure.
    static let dataTable = ChartWord("chart_data", "Data")
    /// The data table's name, for a screen reader's list of tables.
    static let dataTableName = ChartWord("chart_data_of", "{title}: data")
    static let labelHeader = ChartWord("chart_label", "Label")
    static let valueHeader = ChartWord("chart_value", "Value")
    static let valueHeaderWithUnit = ChartWord("chart_value_in", "Value ({unit})")
    /// A missing value, in names, descriptions and the table; with a capital where a chart has none at all.
    static let noData = ChartWord("chart_no_data", "no data")
    static let total = ChartWord("chart_total", "Total")
    /// After the first rows a description names.
    static let moreRows = ChartWord("chart_more_rows", "and {count} more in the data table")
    static let emptyChart = ChartWord("chart_empty", "{Chart} with no data.")
    static let points = ChartWord("chart_points", "{count} points")
    static let onePoint = ChartWord("chart_points_one", "1 point")
    static let referenceLine = ChartWord("chart_reference_line", "reference line at {value}")
    static let namedReferenceLine = ChartWord("chart_reference_line_named", "{label}: {value} (reference line)")
    static let band = ChartWord("chart_band", "shaded from {from} to {to}")
    static let namedBand = ChartWord("chart_band_named", "{label}: {from} to {to} (shaded)")
    /// The punctuation the descriptions and the marks' names are put together with, as each
    /// language writes it: between a name and its value ("Rent: $1,200", "房租：1,200"), between
    /// the items of a list, after a sentence, and between two sentences (none in Chinese and Japanese).
    static let nameGap = ChartWord("chart_name_gap", ": ")
    static let listGap = ChartWord("chart_list_gap", "; ")
    static let sentenceEnd = ChartWord("chart_sentence_end", ".")
    static let sentenceGap = ChartWord("chart_sentence_gap", " ")
}

extension ChartWords {
    /// "1 point", "31 points".
    func points(_ count: Int) -> String {
        count == 1 ? self(.onePoint) : self(.points, ["count": String(count)])
    }
}
