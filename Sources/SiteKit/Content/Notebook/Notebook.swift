import Foundation

/// A Jupyter notebook's cells as a post needs them, from nbformat 4 and the older nbformat 3
/// (whose cells sit in `worksheets` and whose outputs name their kinds differently).
struct Notebook: Equatable {
    enum Cell: Equatable {
        case markdown(String)
        /// nbformat 3's heading cell.
        case heading(String, level: Int)
        case code(String, outputs: [Output])
        case raw(String)
    }

    enum Output: Equatable {
        /// Printed text, or a result shown as text.
        case text(String)
        /// An image's base64 data and its type (`image/png`).
        case image(base64: String, type: String)
        /// HTML the code made (a pandas table).
        case html(String)
        /// TeX the code made.
        case latex(String)
        /// Markdown the code made (IPython's `Markdown(…)` display).
        case markdown(String)
        /// A chart the code made with Altair or Plotly, and what the notebook shows otherwise.
        indirect case chart(ChartOutput, otherwise: Output?)
        case error(name: String, message: String, traceback: [String])
    }

    var cells: [Cell]
    /// The kernel's language (`python`, `r`), for the code blocks.
    var language: String
    /// `metadata.title`, which nbformat 4 allows.
    var title: String?

    /// Reads the notebook's JSON; throws a message that says what is wrong.
    init(json data: Data) throws(NotebookProblem) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw NotebookProblem("it is not a Jupyter notebook: its text is not a JSON object; open it in Jupyter and save it again")
        }
        let metadata = root["metadata"] as? [String: Any] ?? [:]
        let kernel = (metadata["kernelspec"] as? [String: Any])?["language"] as? String
        let info = (metadata["language_info"] as? [String: Any])?["name"] as? String
        title = metadata["title"] as? String
        var language = (kernel ?? info ?? metadata["language"] as? String ?? "python").lowercased()
        let rawCells: [[String: Any]]
        if let cells = root["cells"] as? [[String: Any]] {
            rawCells = cells
        } else if let worksheets = root["worksheets"] as? [[String: Any]] {
            rawCells = worksheets.flatMap { $0["cells"] as? [[String: Any]] ?? [] }
            if let first = rawCells.first(where: { $0["language"] is String }) { language = (first["language"] as! String).lowercased() }
        } else {
            throw NotebookProblem("it is not a Jupyter notebook: it has no cells; open it in Jupyter and save it again")
        }
        self.language = language
        cells = rawCells.compactMap(Self.cell)
    }

    private static func cell(_ json: [String: Any]) -> Cell? {
        let source = text(json["source"] ?? json["input"])
        switch json["cell_type"] as? String {
        case "markdown": return .markdown(source)
        case "heading": return .heading(source, level: json["level"] as? Int ?? 1)
        case "raw": return .raw(source)
        case "code": return .code(source, outputs: (json["outputs"] as? [[String: Any]] ?? []).compactMap(output))
        default: return nil
        }
    }

    /// One output, by what it shows best: a chart, an image, then Markdown, HTML, TeX, text.
    private static func output(_ json: [String: Any]) -> Output? {
        switch json["output_type"] as? String {
        case "stream":
            return .text(text(json["text"]))
        case "error", "pyerr":
            let traceback = (json["traceback"] as? [Any] ?? []).map { text($0) }
            return .error(name: json["ename"] as? String ?? "Error", message: json["evalue"] as? String ?? "", traceback: traceback)
        case "execute_result", "display_data", "pyout":
            // nbformat 4 keeps a MIME bundle in `data`; nbformat 3 short keys beside the output's own.
            let bundle = json["data"] as? [String: Any] ?? json
            let shown = display(bundle)
            if let chart = ChartOutput(bundle: bundle, html: (bundle["text/html"] ?? bundle["html"]).map(text)) {
                return .chart(chart, otherwise: shown)
            }
            return shown
        default:
            return nil
        }
    }

    /// What a display's MIME bundle shows best: an image, then Markdown, HTML, TeX, text.
    private static func display(_ bundle: [String: Any]) -> Output? {
        for (key, type) in [("image/png", "image/png"), ("png", "image/png"), ("image/jpeg", "image/jpeg"), ("jpeg", "image/jpeg"),
            ("image/svg+xml", "image/svg+xml"), ("svg", "image/svg+xml")] {
            guard let value = bundle[key] else { continue }
            let data = text(value)
            // An SVG is kept as text in the notebook; it becomes base64 here like the others.
            // Only base64's own bytes (not line breaks, nor anything that would end the image's
            // Markdown); by bytes: a plot is a few hundred kilobytes, and Characters cost a lookup each.
            let base64 = type == "image/svg+xml"
                ? Data(data.utf8).base64EncodedString()
                : String(decoding: data.utf8.filter(isBase64), as: UTF8.self)
            return .image(base64: base64, type: type)
        }
        if let markdown = bundle["text/markdown"] ?? bundle["markdown"] { return .markdown(text(markdown)) }
        if let html = bundle["text/html"] ?? bundle["html"] { return .html(text(html)) }
        if let latex = bundle["text/latex"] ?? bundle["latex"] { return .latex(text(latex)) }
        if let plain = bundle["text/plain"] ?? bundle["text"] { return .text(text(plain)) }
        return nil
    }

    private static func isBase64(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="):
            true
        default: false
        }
    }

    /// A notebook's text: a string, or a list of lines that already end in their newlines.
    private static func text(_ value: Any?) -> String {
        if let string = value as? String { return string }
        if let lines = value as? [Any] { return lines.compactMap { $0 as? String }.joined() }
        return ""
    }
}

/// Why a notebook cannot be read.
struct NotebookProblem: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
