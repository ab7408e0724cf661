import Charts
import Diagnostics
import Foundation
import SiteKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One thing the fuzzer drives: an input in, a failure description out (nil when all is well),
/// and the diagnostics' shapes, which tell the fuzzer an input did something new.
protocol FuzzTarget {
    var name: String { get }
    func run(_ input: [UInt8]) -> (failure: String?, shapes: [String])
}

/// The chart engine: a block body to a figure and to a standalone SVG; read as a ```chart block,
/// or (the `mermaid` target) as a ```mermaid one.
struct ChartTarget: FuzzTarget {
    var name = "chart"
    var syntax = ChartSyntax.chart

    func run(_ input: [UInt8]) -> (failure: String?, shapes: [String]) {
        let body = String(decoding: input, as: UTF8.self)
        let block = ChartBlock(body: body, path: "fuzz.md", firstLine: 3, columnOffset: 2, idSeed: "fuzz#0", syntax: syntax)
        var shapes: [String] = []
        for (label, result) in [("figure", ChartEngine.figure(for: block)), ("svg", ChartEngine.standaloneSVG(for: block))] {
            // A Mermaid diagram that is no chart is left as code: no markup, one warning.
            if result.isLeftAsCode {
                if !result.html.isEmpty || result.diagnostics.count != 1 || result.diagnostics.hasErrors {
                    return ("\(label): a diagram left as code has markup or more than its one warning", [])
                }
                continue
            }
            if result.html.isEmpty != result.diagnostics.hasErrors {
                return ("\(label): markup and errors disagree (markup \(result.html.isEmpty ? "empty" : "written"))", [])
            }
            if let problem = checkDiagnostics(result.diagnostics, limit: ChartEngine.diagnosticsPerBlock + 1) {
                return ("\(label): \(problem)", [])
            }
            if !result.html.isEmpty, !isWellFormedXML(result.html) {
                return ("\(label): the markup is not well-formed XML", [])
            }
            shapes += result.diagnostics.map(shape)
        }
        return (nil, shapes)
    }
}

/// The page reader: front matter (and the body's charts) to the site's Atom feed, under file
/// names that carry dates, bundles, sections, HTML, Quarto and notebooks (a post named `2024.md`
/// once crashed a build).
struct PageTarget: FuzzTarget {
    let name = "page"

    static let paths = [
        "content/posts/fuzz.md", "content/posts/2024.md", "content/posts/2019-03-05-x.md", "content/posts/2019-3-5-.md",
        "content/posts/2019-03-05_zola/index.md", "content/posts/_index.md", "content/posts/index.md",
        "content/posts/log/2024-13-40-x.md", "content/about.md", "content/posts/2014-01-01-x.html",
        "content/posts/日本語-2020-01-01.md", "content/posts/-.md", "content/posts/2024-05-01_quarto/index.qmd",
        "content/posts/2024-05-01-notebook.ipynb",
    ]

    func run(_ input: [UInt8]) -> (failure: String?, shapes: [String]) {
        let path = Self.paths[input.count % Self.paths.count]
        let (xml, diagnostics) = atomFeedOfSingleFile(Data(input), path: path)
        if xml.isEmpty != diagnostics.hasErrors { return ("feed and errors disagree", []) }
        if let problem = checkDiagnostics(diagnostics, limit: 1000) { return (problem, []) }
        if !xml.isEmpty, !isWellFormedXML(xml) { return ("the feed is not well-formed XML", []) }
        return (nil, diagnostics.map(shape))
    }
}

/// The bibliography reader: a BibTeX file to its references, which must be well-formed markup
/// (btparse, tried first, aborted on a `%n` near a syntax error and corrupted the heap on another).
struct BibTeXTarget: FuzzTarget {
    let name = "bibtex"
    let path = FileManager.default.temporaryDirectory.appending(path: "chart-fuzz-\(getpid()).bib").path

    func run(_ input: [UInt8]) -> (failure: String?, shapes: [String]) {
        guard FileManager.default.createFile(atPath: path, contents: Data(input)) else { return ("cannot write \(path)", []) }
        let (references, unreadable) = referencesOfBibTeXFile(atPath: path)
        for reference in references where !isWellFormedXML("<li>" + reference + "</li>") {
            return ("a reference is not well-formed markup: \(reference.prefix(200))", [])
        }
        return (nil, ["\(references.count) read", "\(min(unreadable, 3)) unreadable"])
    }
}

/// Diagnostics must have a position at or after 1:1, a bounded size, and a bounded count.
private func checkDiagnostics(_ diagnostics: [Diagnostic], limit: Int) -> String? {
    if diagnostics.count > limit { return "\(diagnostics.count) diagnostics, more than \(limit)" }
    for diagnostic in diagnostics {
        if let location = diagnostic.location, location.line < 1 || location.column < 1 {
            return "diagnostic at \(location), before the start of the file"
        }
        let size = diagnostic.formatted().utf8.count
        if size > 4000 { return "a diagnostic of \(size) bytes: \(diagnostic.message.prefix(80))" }
    }
    return nil
}

/// A diagnostic's message with its quoted parts and numbers taken out: "the same mistake".
private func shape(_ diagnostic: Diagnostic) -> String {
    var result = ""
    var quoted = false
    for character in diagnostic.message.prefix(32) {
        if character == "'" || character == "\"" { quoted.toggle(); continue }
        if quoted || character.isNumber { continue }
        result.append(character)
    }
    return "\(diagnostic.severity.rawValue):\(result)"
}

func isWellFormedXML(_ text: String) -> Bool {
    XMLParser(data: Data(text.utf8)).parse()
}
