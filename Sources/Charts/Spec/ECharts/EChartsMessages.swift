/// What the ECharts reader says, each message with what to do.
enum EChartsMessages {
    static func otherType(_ type: String) -> String {
        "this ECharts \(type) chart is shown as its code: site draws ECharts's bar, line, pie and scatter series, and no script runs on the page to draw the others; write it as a ```chart block or put an image in its place"
    }

    static let noSeries = "this ECharts chart has no series to draw; add series: [{type: 'bar', data: [...]}] and xAxis: {data: [...]}"

    static func seriesLeftOut(_ name: String, type: String, drawn: String) -> String {
        "the series '\(name)' is drawn as no \(type) beside the \(drawn) ones and is left out; give it a chart of its own"
    }
}
