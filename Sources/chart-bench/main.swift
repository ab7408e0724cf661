// Prints microseconds per chart and SVG bytes for the benchmark charts (the seed donut, the seven-day bar chart, a 50-point line, a 200-point scatter).
// `chart-bench [ITERATIONS [NAME]]`; `chart-bench --sample NAME` prints a sample's block; `chart-bench --gallery FILE` writes every sample chart into one HTML page instead.
// `WITH_IMAGE=1` also draws each chart's standalone SVG, as a build does; `BENCH_BLOCKS=a.txt:b.txt` times those block bodies instead of the samples.
import Charts
import Dispatch
import Foundation

let arguments = CommandLine.arguments

if arguments.count >= 3, arguments[1] == "--sample" {
    // One sample's block body, so the pygal side draws the same data.
    guard let sample = Samples.all.first(where: { $0.name == arguments[2] }) ?? Samples.benchmarks.first(where: { $0.name == arguments[2] }) else {
        FileHandle.standardError.write(Data("no sample named \(arguments[2])\n".utf8))
        exit(1)
    }
    print(sample.body)
} else if arguments.count >= 3, arguments[1] == "--gallery" {
    var page = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Chart gallery</title>"
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><style>"
    page += "body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;line-height:1.5}"
    page += "@media (prefers-color-scheme:dark){body{background:#0d1117;color:#e6edf3}}"
    page += "</style><link rel=\"stylesheet\" href=\"charts.css\"></head><body><h1>Chart gallery</h1>"
    for (index, sample) in Samples.all.enumerated() {
        let block = ChartBlock(body: sample.body, path: "gallery/\(sample.name).md", firstLine: 2, idSeed: "gallery#\(index)")
        let chart = ChartEngine.figure(for: block)
        for diagnostic in chart.diagnostics { print(diagnostic.formatted()) }
        page += "<h2>\(sample.name)</h2>" + chart.html
    }
    page += "</body></html>\n"
    let folder = arguments[2].split(separator: "/").dropLast().joined(separator: "/")
    guard let css = fopen((arguments[2].hasPrefix("/") ? "/" : "") + folder + "/charts.css", "w"), let file = fopen(arguments[2], "w") else {
        FileHandle.standardError.write(Data("cannot write \(arguments[2]) and charts.css beside it: does its folder exist?\n".utf8))
        exit(1)
    }
    fputs(ChartEngine.stylesheet, css)
    fclose(css)
    fputs(page, file)
    fclose(file)
    if arguments.count >= 4 {
        for (index, sample) in Samples.all.enumerated() {
            let block = ChartBlock(body: sample.body, path: "gallery/\(sample.name).md", firstLine: 2, idSeed: "gallery#\(index)")
            let svg = ChartEngine.standaloneSVG(for: block).html
            guard let out = fopen(arguments[3] + "/\(sample.name).svg", "w") else {
                FileHandle.standardError.write(Data("cannot write into \(arguments[3]): does the folder exist?\n".utf8))
                exit(1)
            }
            fputs(svg, out)
            fclose(out)
        }
    }
} else {
    let rounds = 7
    let withImage = ProcessInfo.processInfo.environment["WITH_IMAGE"] != nil
    let iterations = arguments.count >= 2 ? Int(arguments[1]) ?? 5000 : 5000
    // An optional second argument picks one chart (for profiling).
    let only = arguments.count >= 3 ? arguments[2] : nil
    // `BENCH_BLOCKS=FILE…` (colon-separated) times those block bodies instead of the samples.
    let files = ProcessInfo.processInfo.environment["BENCH_BLOCKS"].map { $0.split(separator: ":").map(String.init) } ?? []
    let charts = files.isEmpty ? Samples.benchmarks : files.map { path in (name: path, body: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "") }
    // `BENCH_SEQUENCE=1`: each block once in turn (the gallery's samples, or `BENCH_BLOCKS`), as a
    // build meets them, `iterations` times over; best of the rounds. Caches and branch predictors
    // are colder than with one chart drawn again and again, so it reads slower.
    if ProcessInfo.processInfo.environment["BENCH_SEQUENCE"] != nil {
        let blocks = (files.isEmpty ? Samples.all : charts).enumerated().map {
            ChartBlock(body: $1.body, path: "content/posts/bench.md", firstLine: 10, idSeed: "bench#\($0)")
        }
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations {
                for block in blocks { _ = ChartEngine.figure(for: block, withImage: withImage).html.utf8.count }
            }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1000 / Double(blocks.count * iterations))
        }
        print("\(blocks.count) charts in turn: \(formatted(best)) µs per chart")
        exit(0)
    }
    for (name, body) in charts where only == nil || only == name {
        let block = ChartBlock(body: body, path: "content/posts/bench.md", firstLine: 10, idSeed: "bench#0")
        var best = Double.infinity
        var bytes = 0
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations {
                bytes = ChartEngine.figure(for: block, withImage: withImage).html.utf8.count
            }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000 / Double(iterations)
            best = min(best, elapsed)
        }
        let figure = ChartEngine.figure(for: block).html
        let svgBytes = svgElementSize(figure)
        print("\(name): \(formatted(best)) µs per chart, svg \(svgBytes) bytes, figure \(bytes) bytes")
    }
}

/// The size of the `<svg>…</svg>` element inside a figure.
func svgElementSize(_ html: String) -> Int {
    let bytes = Array(html.utf8)
    let open = Array("<svg".utf8), close = Array("</svg>".utf8)
    guard let start = find(open, in: bytes, from: 0), let end = find(close, in: bytes, from: start) else { return 0 }
    return end + close.count - start
}

func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for index in from...(haystack.count - needle.count) where haystack[index..<(index + needle.count)].elementsEqual(needle) {
        return index
    }
    return nil
}

func formatted(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
