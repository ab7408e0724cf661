// A mutation fuzzer over the chart parser and the front-matter reader.
//
//     chart-fuzz [--seconds 60] [--seed N] [--corpus fuzz/corpus] [--out .build/fuzz]
//     chart-fuzz --run FILE        runs one saved input through both targets (to debug a failure)
//
// Inputs grow from the seed corpus (`chart/*.txt`, `mermaid/*.txt`, `page/*`, `bibtex/*.bib`); an input that produces a
// diagnostic never seen before joins the corpus. The run fails (exit 3, 4 or 5) on a crash, an
// input taking over a second, or output that is not well-formed XML, and saves that input in
// the --out folder.
import Foundation
import Glibc

var seconds = 60.0
var seed = UInt64(Watchdog.now())
var corpusFolder = "fuzz/corpus"
var outFolder = ".build/fuzz"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--seconds": seconds = Double(arguments.popFirst() ?? "") ?? seconds
    case "--seed": seed = UInt64(arguments.popFirst() ?? "") ?? seed
    case "--corpus": corpusFolder = arguments.popFirst() ?? corpusFolder
    case "--out": outFolder = arguments.popFirst() ?? outFolder
    case "--run":
        let input = Array(FileManager.default.contents(atPath: arguments.popFirst() ?? "") ?? Data())
        for target in [ChartTarget(), ChartTarget(name: "mermaid", syntax: .mermaid), PageTarget(), BibTeXTarget()] as [any FuzzTarget] {
            print("\(target.name): \(target.run(input).failure ?? "no failure")")
        }
        exit(0)
    default:
        FileHandle.standardError.write(Data("usage: chart-fuzz [--seconds S] [--seed N] [--corpus DIR] [--out DIR]\n".utf8))
        exit(2)
    }
}

try? FileManager.default.createDirectory(atPath: outFolder, withIntermediateDirectories: true)
let crashPath = outFolder + "/failing-input"
CrashRecorder.install(writingTo: crashPath)
let watchdog = Watchdog(limitSeconds: 1)

func seeds(in folder: String) -> [[UInt8]] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    return names.compactMap { FileManager.default.contents(atPath: folder + "/" + $0).map { Array($0) } }
}

let targets: [(target: any FuzzTarget, corpus: [[UInt8]])] = [
    (ChartTarget(), seeds(in: corpusFolder + "/chart")),
    (ChartTarget(name: "mermaid", syntax: .mermaid), seeds(in: corpusFolder + "/mermaid")),
    (PageTarget(), seeds(in: corpusFolder + "/page")),
    (BibTeXTarget(), seeds(in: corpusFolder + "/bibtex")),
]
guard targets.allSatisfy({ !$0.corpus.isEmpty }) else {
    FileHandle.standardError.write(Data("chart-fuzz: no seed inputs in \(corpusFolder)/chart, \(corpusFolder)/mermaid, \(corpusFolder)/page and \(corpusFolder)/bibtex\n".utf8))
    exit(2)
}
print("chart-fuzz: seed \(seed), \(Int(seconds)) s, corpus \(targets.map { "\($0.target.name) \($0.corpus.count)" }.joined(separator: ", "))")

var mutator = Mutator(random: SplitMix(state: seed))
var corpora = targets.map(\.corpus)
var seen = targets.map { _ in Set<String>() }
var runs = [Int](repeating: 0, count: targets.count)
var slowest = [Int](repeating: 0, count: targets.count)
let deadline = Watchdog.now() + Int(seconds * 1e9)
var round = 0
while Watchdog.now() < deadline {
    let which = round % targets.count
    round += 1
    let corpus = corpora[which]
    let base = corpus[mutator.random.below(corpus.count)]
    let other = corpus[mutator.random.below(corpus.count)]
    // Now and then the seed itself, so the corpus is run as written too.
    let input = round < 2 * corpus.count ? base : mutator.mutate(base, other: other)
    let target = targets[which].target
    CrashRecorder.remember(input, target: target.name)
    let start = Watchdog.now()
    watchdog.begin()
    let (failure, shapes) = target.run(input)
    watchdog.end()
    let elapsed = Watchdog.now() - start
    if elapsed > slowest[which] {
        slowest[which] = elapsed
        // Kept for a look: the slowest input tells where a timeout would come from.
        _ = FileManager.default.createFile(atPath: "\(outFolder)/slowest-\(target.name)", contents: Data(input))
    }
    runs[which] += 1
    if let failure {
        CrashRecorder.saveInput(reason: "chart-fuzz: MALFORMED OUTPUT on the input saved to ")
        print("chart-fuzz: \(target.name): \(failure)")
        exit(5)
    }
    var isNew = false
    for shape in shapes where seen[which].insert(shape).inserted { isNew = true }
    if isNew, corpora[which].count < 5000 { corpora[which].append(input) }
}
for (index, entry) in targets.enumerated() {
    print(
        "chart-fuzz: \(entry.target.name): \(runs[index]) inputs, no failure; \(seen[index].count) kinds of diagnostic, corpus \(corpora[index].count), slowest \(slowest[index] / 1_000_000) ms"
    )
}
