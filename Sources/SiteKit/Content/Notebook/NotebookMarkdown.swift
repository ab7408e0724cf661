import Foundation

/// A notebook as the Markdown post it reads as: front matter, its Markdown cells as written, its
/// code as fenced blocks in the kernel's language, and each code cell's outputs after it (printed
/// text as an output block, plots as images, tables as the HTML the code made, errors as text).
///
/// Front matter comes from a first raw cell that is YAML between `---` lines (Quarto's way), or
/// from a first Markdown cell that opens with `# Title`, then `> summary` and `- key: value` lines
/// (fastpages' way), or from `metadata.title`. A code cell whose first line is `#hide` is left out,
/// with its outputs; `#hide_input` shows only the outputs (fastpages' marks). Quarto's cell options
/// at a cell's top (`#| echo: false`, `#| output: false`, `#| include: false`) are followed and not shown.
extension Notebook {
    /// The cells in `range` (all when nil) as Markdown, without front matter: a notebook shown
    /// inside a post (Pelican's `{% notebook %}`).
    func bodyMarkdown(cells range: Range<Int>?) -> String {
        var copy = self
        copy.title = nil
        let all = cells.indices
        let chosen = range.map { $0.clamped(to: all) } ?? all
        // A first cell that would read as front matter is a cell here.
        copy.cells = [.markdown("")] + Array(cells[chosen])
        return copy.markdown
    }

    /// The notebook as a post: its Markdown, and its plots as files beside the page (each named
    /// by its bytes, so a build names it the same every time), which the Markdown links.
    var post: (markdown: String, images: [PageFile]) {
        var images: [PageFile] = []
        let markdown = markdown { base64, type in
            guard let bytes = Data(base64Encoded: base64), let ext = Self.fileExtensions[type] else { return nil }
            let file = PageFile(name: "notebook-" + ContentName.hex(of: bytes) + "." + ext, bytes: bytes)
            if !images.contains(where: { $0.name == file.name }) { images.append(file) }
            return file.name
        }
        return (markdown, images)
    }

    private static let fileExtensions = ["image/png": "png", "image/jpeg": "jpg", "image/svg+xml": "svg"]

    /// The notebook as Markdown, its plots as `data:` URLs (a notebook shown inside a post).
    var markdown: String { markdown { _, _ in nil } }

    /// The notebook as Markdown; `imageFile` names the file an image is written to, or nil to keep its bytes in the page.
    private func markdown(imageFile: (_ base64: String, _ type: String) -> String?) -> String {
        var cells = self.cells[...]
        var frontMatter: [String] = []
        // Pelican's metadata lines in a first raw cell (where `site init --from` puts a
        // pelican-ipynb notebook's `.nbdata`): read as a Markdown file's would be.
        var metadataLines: String?
        if case .raw(let text)? = cells.first, let split = splitMetadataLines(text.trimmingSpaces() + "\n\n"),
            split.body.trimmingSpaces().isEmpty
        {
            cells = cells.dropFirst()
            metadataLines = text.trimmingSpaces()
        } else if case .raw(let text)? = cells.first, text.trimmingSpaces().hasPrefix("---") {
            cells = cells.dropFirst()
            var lines = text.trimmingSpaces().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.removeFirst()
            if lines.last?.trimmingSpaces() == "---" { lines.removeLast() }
            frontMatter = lines
        } else if case .markdown(let text)? = cells.first, let header = Self.fastpagesHeader(text) {
            cells = cells.dropFirst()
            frontMatter = header.fields
            if !header.rest.isEmpty { cells.insert(.markdown(header.rest), at: cells.startIndex) }
        } else if let title, !title.isEmpty {
            frontMatter = ["title: " + Self.quoted(title)]
        }
        var body = metadataLines.map { $0 + "\n\n" } ?? (frontMatter.isEmpty ? "" : "---\n" + frontMatter.joined(separator: "\n") + "\n---\n\n")
        for cell in cells {
            switch cell {
            case .markdown(let text):
                body += text.hasSuffix("\n") ? text : text + "\n"
                body += "\n"
            case .heading(let text, let level):
                body += String(repeating: "#", count: min(max(level, 1), 6)) + " " + text.split(separator: "\n").joined(separator: " ") + "\n\n"
            case .raw:
                // Raw cells are for other converters (LaTeX, reST): nothing a page shows.
                continue
            case .code(let written, let outputs):
                let firstLine = written.split(separator: "\n", maxSplits: 1).first.map { $0.trimmingSpaces().lowercased() } ?? ""
                if firstLine == "#hide" || firstLine == "# hide" { continue }
                // Quarto's cell options (`#| echo: false`) at the cell's top: read, and not shown as code.
                let (source, options, texts) = Self.cellOptions(written)
                if options["include"] == false { continue }
                let showsInput = firstLine != "#hide_input" && firstLine != "# hide_input" && options["echo"] != false
                if showsInput, !source.trimmingSpaces().isEmpty { body += Self.fenced(source, language: language) }
                if options["output"] == false { continue }
                // A plot's text: Quarto's `fig-alt`, else its caption.
                let imageText = (texts["fig-alt"] ?? texts["fig-cap"]).flatMap { $0.isEmpty ? nil : $0 }
                for output in outputs { body += Self.markdown(of: output, imageText: imageText, imageFile: imageFile) }
            }
        }
        return body
    }

    private static func markdown(of output: Output, imageText: String? = nil, imageFile: (_ base64: String, _ type: String) -> String?) -> String {
        switch output {
        case .text(let text):
            let plain = withoutTerminalCodes(text)
            return plain.trimmingSpaces().isEmpty ? "" : fenced(plain, language: "output")
        case .image(let base64, let type):
            let source = imageFile(base64, type) ?? "data:\(type);base64,\(base64)"
            let text = imageText.map { $0.replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: "[", with: "\\[") } ?? "Image output of the code above"
            return "![\(text)](\(source))\n\n"
        case .html(let html):
            // One HTML block: CommonMark ends one at a blank line, so the output's blank lines go.
            // pandas heads its index column with an empty header cell, which names nothing for a
            // screen reader: the corner is an empty data cell instead. Its `border="1"` is obsolete
            // HTML, and the theme rules tables anyway.
            let lines = html.replacingAll("<th></th>", with: "<td></td>")
                .replacingAll("<table border=\"1\" ", with: "<table ").split(separator: "\n")
                .filter { !$0.trimmingSpaces().isEmpty }
            // A region that scrolls takes focus, so a keyboard can scroll it too.
            return "<div class=\"notebook-output\" role=\"group\" tabindex=\"0\" aria-label=\"Output of the code above\">\n"
                + lines.joined(separator: "\n") + "\n</div>\n\n"
        case .markdown(let text):
            return text.hasSuffix("\n") ? text + "\n" : text + "\n\n"
        case .chart(let chart, let otherwise):
            // Drawn here, or the image or HTML the notebook shows when the engine cannot draw it.
            return chart.markdown ?? otherwise.map { markdown(of: $0, imageText: imageText, imageFile: imageFile) } ?? ""
        case .latex(let tex):
            let trimmed = tex.trimmingSpaces()
            return (trimmed.hasPrefix("$") ? trimmed : "$$" + trimmed + "$$") + "\n\n"
        case .error(let name, let message, let traceback):
            let text = traceback.isEmpty ? "\(name): \(message)" : traceback.map(withoutTerminalCodes).joined(separator: "\n")
            return fenced(text, language: "output")
        }
    }

    /// The cell's code without its leading `#| key: value` lines (Quarto's cell options), and the
    /// options that say yes or no (`echo`, `include`, `output`).
    private static func cellOptions(_ code: String) -> (code: String, options: [String: Bool], texts: [String: String]) {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)[...]
        var options: [String: Bool] = [:], texts: [String: String] = [:]
        while let line = lines.first, line.trimmingSpaces().hasPrefix("#|") {
            let pair = line.trimmingSpaces().dropFirst(2).split(separator: ":", maxSplits: 1)
            if pair.count == 2 {
                let key = pair[0].trimmingSpaces().lowercased(), written = pair[1].trimmingSpaces()
                let value = written.lowercased()
                if ["true", "yes"].contains(value) { options[key] = true }
                if ["false", "no"].contains(value) { options[key] = false }
                texts[key] = written.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }
            lines = lines.dropFirst()
        }
        return (lines.joined(separator: "\n"), options, texts)
    }

    /// `text` as a fenced block, then a blank line.
    private static func fenced(_ text: String, language: String) -> String {
        String(decoding: fencedCode(text.utf8, language: language), as: UTF8.self) + "\n\n"
    }

    /// The text without a terminal's colour codes (`ESC[0;31m`), which tracebacks are full of.
    private static func withoutTerminalCodes(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{1B}") else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                result.append(scalar)
                continue
            }
            // `ESC [` parameters, then one final letter.
            if scalars.first == "[" {
                scalars = scalars.dropFirst().drop { !($0.properties.isAlphabetic && $0.isASCII) }.dropFirst()
            }
        }
        return String(result)
    }

    /// fastpages' first cell: `# Title`, then `> summary`, then `- key: value` lines; the fields as
    /// YAML lines and the rest of the cell. Nil when the cell does not open with a title.
    private static func fastpagesHeader(_ text: String) -> (fields: [String], rest: String)? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let first = lines.first, first.trimmingSpaces().isEmpty { lines = lines.dropFirst() }
        guard let first = lines.first, first.hasPrefix("# ") else { return nil }
        var fields = ["title: " + quoted(first.dropFirst(2).trimmingSpaces())]
        lines = lines.dropFirst()
        var summary: [String] = []
        while let line = lines.first {
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty {
                lines = lines.dropFirst()
            } else if trimmed.hasPrefix(">") {
                summary.append(String(trimmed.dropFirst()).trimmingSpaces())
                lines = lines.dropFirst()
            } else if trimmed.hasPrefix("- "), trimmed.contains(":") {
                fields.append(String(trimmed.dropFirst(2)))
                lines = lines.dropFirst()
            } else {
                break
            }
        }
        if !summary.isEmpty { fields.append("description: " + quoted(summary.joined(separator: " "))) }
        return (fields, lines.joined(separator: "\n"))
    }

    /// A YAML string in double quotes.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n", "\r", "\t": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
