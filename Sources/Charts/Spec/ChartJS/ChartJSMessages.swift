/// What the Chart.js reader says, each message with what to do.
enum ChartJSMessages {
    static func otherType(_ type: String) -> String {
        "this Chart.js \(type) chart is shown as its code: site draws Chart.js's bar, line, pie, doughnut and scatter charts, and no script runs on the page to draw the others; write it as a ```chart block or put an image in its place"
    }

    static let noData = "this Chart.js chart has no datasets to draw; add data: {labels: [...], datasets: [{label: '...', data: [...]}]}"

    static func datasetLeftOut(_ name: String, type: String, drawn: String) -> String {
        "the dataset '\(name)' is drawn as no \(type) beside the \(drawn) ones and is left out; give it a chart of its own"
    }

}
