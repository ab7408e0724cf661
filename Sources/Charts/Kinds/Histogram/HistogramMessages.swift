/// The messages of histograms.
enum HistogramMessages {
    static func binCount(_ value: String) -> String {
        "bins '\(value.shortenedForMessage())' is no whole number from 1 to \(HistogramBins.mostBins); using as many as the values need"
    }

    static func binWidth(_ value: String) -> String {
        "bin-width '\(value.shortenedForMessage())' is no number above 0; using a width that suits the values"
    }

    static func tooManyBins(_ width: String, count: Int) -> String {
        "bin-width \(width.shortenedForMessage()) makes more than \(HistogramBins.mostBins) ranges of \(count) values; using a width that suits the values, or write a wider one"
    }

    static let noValues = "the histogram has no values to count; write one number per row below '---' (or 'Label | value' rows)"
}
