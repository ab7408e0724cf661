import Diagnostics

/// Frames a kind's marks: the `<svg>` with its accessible name and description, then either the
/// page's `<figure>` (caption, legend, data table) or a standalone SVG document.
enum ChartWriter {
    /// Writes the figure, the standalone image, or both, from one set of layouts: the image
    /// takes the figure's widest one.
    static func write<Kind: ChartKind>(
        _ kind: Kind, figure: ChartContext<Kind>?, image: ChartContext<Kind>?, diagnostics: inout [Diagnostic]
    ) -> ChartMarkups {
        guard let context = figure ?? image else { return ChartMarkups() }
        // A standalone SVG has no column to fit: alone, it is laid out at the widest width only.
        let widths = figure == nil ? Array(kind.widths.suffix(1)) : kind.widths
        var found: [Diagnostic] = []
        let layouts = kind.layouts(context, widths: widths, diagnostics: &found)
        // Each width may find the same problem (a shortened label); it is reported once.
        var seen = Set<Diagnostic>()
        for diagnostic in found where seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        // Layouts are read in place: a copy would retain each of their arrays.
        guard !layouts.isEmpty else { return ChartMarkups() }
        // The description is made once, and written once: into the first width's SVG.
        let description = context.options.description ?? layouts[0].summary()
        var markups = ChartMarkups()
        // The image draws the figure's widest layout: its marks are copied from the figure, not drawn again.
        var drawn: (range: Range<Int>, in: SVGWriter)?
        if let figure {
            var out = SVGWriter(capacity: 4096 + figure.rows.count * 400 * widths.count)
            let widest = writeFigure(kind, widths, layouts, description, figure, into: &out)
            markups.figure = ChartMarkup(
                text: out.string, title: figure.title, description: description, width: layouts[0].width, height: layouts[0].height)
            drawn = (widest, out)
        }
        if let image {
            var out = SVGWriter(capacity: 12_288 + image.rows.count * 400)
            let size = layouts.withUnsafeBufferPointer { writeStandalone(kind, $0[$0.count - 1], description, image, drawn: drawn, into: &out) }
            markups.image = ChartMarkup(text: out.string, title: image.title, description: description, width: size.width, height: size.height)
        }
        return markups
    }

    /// The figure's class list, written straight into the markup.
    private static func writeClasses<Kind: ChartKind>(_ kind: Kind, _ context: ChartContext<Kind>, into out: inout SVGWriter) {
        out += "chart chart-"
        out.raw(kind.name)
        out.raw(kind.figureClasses(context.own))
        if context.options.animates { out += " chart-animated" }
    }

    /// A caption part inside the engine's phrase (`Source: …`, `Note: …`), escaped; where the part
    /// holds Markdown, its HTML in the phrase's place.
    private static func phrase<Kind: ChartKind>(
        _ word: ChartWord, _ key: String, _ text: String, html: String?, between open: StaticString, _ context: ChartContext<Kind>,
        into out: inout SVGWriter
    ) {
        guard let html else {
            out.escaped(context.words(word, [key: text]), between: open, and: "</span>")
            return
        }
        let marker = "\u{1}"
        let parts = context.words(word, [key: marker]).split(separator: marker, maxSplits: 1, omittingEmptySubsequences: false)
        out += open
        out.escaped(String(parts[0]))
        out.raw(html)
        if parts.count > 1 { out.escaped(String(parts[1])) }
        out += "</span>"
    }

    /// A caption part: its HTML where it held Markdown, else its text escaped.
    private static func caption(_ text: String, html: String?, between open: StaticString, into out: inout SVGWriter) {
        guard let html else { return out.escaped(text, between: open, and: "</span>") }
        out += open
        out.raw(html)
        out += "</span>"
    }

    /// Returns where the last (widest) layout's marks were written.
    private static func writeFigure<Kind: ChartKind>(
        _ kind: Kind, _ widths: [LayoutWidth], _ layouts: [Kind.Layout], _ description: String, _ context: ChartContext<Kind>,
        into out: inout SVGWriter
    ) -> Range<Int> {
        // Legend, table and description are the same at every width: they come from the first layout.
        guard !layouts.isEmpty else { return 0..<0 }
        var widest = 0..<0
        let options = context.options
        out += "<figure class=\""
        writeClasses(kind, context, into: &out)
        out += "\" id=\""
        out.raw(context.id)
        out += "\">"
        if options.title != nil || options.description != nil || options.note != nil || options.source != nil {
            out += "<figcaption>"
            let html = options.captionHTML
            if let title = options.title {
                // The SVG's <title> names the chart to assistive technology; read here too, it would be heard twice.
                caption(title, html: html.title, between: "<span class=\"chart-title\" aria-hidden=\"true\">", into: &out)
            }
            // A space between the parts: where no stylesheet lays them out (a reader view, a text
            // browser) they read as words apart ("…, March 2026 Weekdays were…"), not run together.
            if let description = options.description {
                if options.title != nil { out += " " }
                caption(description, html: html.description, between: "<span class=\"chart-description\">", into: &out)
            }
            if let note = options.note {
                if options.title != nil || options.description != nil { out += " " }
                phrase(.note, "note", note, html: html.note, between: "<span class=\"chart-note\">", context, into: &out)
            }
            if let source = options.source {
                if options.title != nil || options.description != nil || options.note != nil { out += " " }
                phrase(.source, "source", source, html: html.source, between: "<span class=\"chart-source\">", context, into: &out)
            }
            out += "</figcaption>"
        }
        out += "<div class=\"chart-body\">"
        // Layouts are lent through a buffer pointer: an array element passed on is copied, and a
        // copy retains every array of the layout.
        layouts.withUnsafeBufferPointer { layouts in
            for index in layouts.indices {
                // The other widths' SVGs are named and described by the first one's title and
                // description: an element hidden with its SVG may still name another (accname 1.2).
                openSVG(
                    kind, context, layoutWidth: widths[index], namedBy: widths[0].idSuffix,
                    width: layouts[index].width, height: layouts[index].height, into: &out)
                if index == 0 { writeTitleAndDescription(kind, description, context, idSuffix: widths[index].idSuffix, into: &out) }
                let start = out.byteCount
                kind.draw(layouts[index], context, into: &out)
                widest = start..<out.byteCount
                out += "</svg>"
            }
            // A legend the wide drawing does without (its lines are named at their ends) is the narrow one's alone.
            LegendWriter.html(layouts[0].legend, words: context.words, narrowOnly: layouts.count > 1 && layouts[layouts.count - 1].legend.isEmpty, into: &out)
            out += "</div>"
            DataTableWriter.write(layouts[0].table, title: context.title, words: context.words, into: &out)
        }
        out += "</figure>"
        return widest
    }

    /// Returns the document's size.
    private static func writeStandalone<Kind: ChartKind>(
        _ kind: Kind, _ layout: Kind.Layout, _ description: String, _ context: ChartContext<Kind>,
        drawn: (range: Range<Int>, in: SVGWriter)?, into out: inout SVGWriter
    ) -> (width: Double, height: Double) {
        let legend = layout.legend
        let beside = kind.legendPlacement == .beside
        let legendWidth = legend.isEmpty ? 0 : LegendWriter.width(legend, words: context.words)
        let legendHeight = Double(LegendWriter.rowCount(legend)) * LegendWriter.rowHeight
        let titleHeight = context.options.title == nil ? 0.0 : 34
        var width = layout.width, height = layout.height
        if !legend.isEmpty {
            if beside {
                width += 24 + legendWidth
                height = max(height, legendHeight + 16)
            } else {
                width = max(width, legendWidth + 16)
                height += legendHeight + 8
            }
        }
        // The note and the source go with the image where it goes (a feed, a link's preview), as under a figure.
        let credits = creditLines(context, width: width - 8)
        let creditsHeight = credits.isEmpty ? 0 : 12 + Double(credits.count) * creditLineHeight
        openSVG(
            kind, context, layoutWidth: .fluid, namedBy: "", width: width, height: height + titleHeight + creditsHeight, standalone: true,
            into: &out)
        out += "<style><![CDATA["
        out.raw(context.stylesheet)
        out += "]]></style><rect class=\"chart-paper\" width=\"100%\" height=\"100%\"/>"
        writeTitleAndDescription(kind, description, context, idSuffix: "", into: &out)
        if let title = context.options.title {
            out.escaped(title, between: "<text class=\"chart-heading\" x=\"4\" y=\"20\" aria-hidden=\"true\">", and: "</text><g transform=\"translate(0 ")
            out.number(titleHeight)
            out += ")\">"
        }
        if let drawn {
            out.append(copyOf: drawn.range, in: drawn.in)
        } else {
            kind.draw(layout, context, into: &out)
        }
        if beside {
            LegendWriter.svg(legend, words: context.words, x: layout.width + 24, y: max(0, (layout.height - legendHeight) / 2), into: &out)
        } else {
            LegendWriter.svg(legend, words: context.words, x: 8, y: layout.height + 4, into: &out)
        }
        if context.options.title != nil { out += "</g>" }
        if !credits.isEmpty {
            out += "<g class=\"chart-credits\">"
            for (index, line) in credits.enumerated() {
                out += "<text class=\"chart-credit\" x=\"4\" y=\""
                out.number(height + titleHeight + 8 + 11 + Double(index) * creditLineHeight)
                out.escaped(line, between: "\">", and: "</text>")
            }
            out += "</g>"
        }
        out += "</svg>\n"
        return (width, height + titleHeight + creditsHeight)
    }

    private static let creditLineHeight = 15.0

    /// The note, then the source, in the engine's phrases ("Note: …", "Source: …"), each on up to
    /// four lines of `width` at the credits' size (one that needs more: two, the second shortened with "…").
    private static func creditLines<Kind: ChartKind>(_ context: ChartContext<Kind>, width: Double) -> [String] {
        var lines: [String] = []
        for (word, key, text) in [(ChartWord.note, "note", context.options.note), (.source, "source", context.options.source)] {
            guard let text else { continue }
            let phrase = context.words(word, [key: text])
            lines += TextWrap.lines(phrase, width: width, atMost: 4, size: 11) ?? TextWrap.fitted(phrase, width: width, size: 11).lines
        }
        return lines
    }

    private static func openSVG<Kind: ChartKind>(
        _ kind: Kind, _ context: ChartContext<Kind>, layoutWidth: LayoutWidth, namedBy nameSuffix: StaticString, width: Double, height: Double,
        standalone: Bool = false,
        into out: inout SVGWriter
    ) {
        // In a figure the classes sit on the <figure>; a standalone SVG carries them itself.
        if standalone {
            out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\""
            writeClasses(kind, context, into: &out)
            out += " chart-svg\" id=\""
            out.raw(context.id)
        } else {
            out += "<svg class=\"chart-svg"
            out += layoutWidth.cssClass
            // Without the stylesheet (a feed reader, reader mode) only the narrow drawing shows.
            if layoutWidth == .wide { out += "\" style=\"display:none" }
        }
        out += "\" viewBox=\"0 0 "
        out.number(width)
        out += " "
        out.number(height)
        out += "\" width=\""
        out.number(width)
        out += "\" height=\""
        out.number(height)
        // One role, not the contract's fallback list "graphics-document document": browsers read
        // only the first known token, and the Nu HTML checker rejects the superfluous one.
        out += "\" role=\"graphics-document\" aria-roledescription=\""
        out.escaped(context.kindName)
        out += "\""
        out += " aria-labelledby=\""
        out.raw(context.id)
        out += nameSuffix
        out += "-title\" aria-describedby=\""
        out.raw(context.id)
        out += nameSuffix
        out += "-desc\" font-size=\"12\">"
    }

    private static func writeTitleAndDescription<Kind: ChartKind>(
        _ kind: Kind, _ description: String, _ context: ChartContext<Kind>, idSuffix: StaticString, into out: inout SVGWriter
    ) {
        out += "<title id=\""
        out.raw(context.id)
        out += idSuffix
        out += "-title\">"
        out.escaped(context.title)
        out += "</title><desc id=\""
        out.raw(context.id)
        out += idSuffix
        out.escaped(description, between: "-desc\">", and: "</desc>")
    }
}

extension ChartMarkup {
    /// An image's `alt`: the title as a sentence (a full stop unless it ends with punctuation of
    /// its own), then the description.
    var alternativeText: String {
        guard let last = title.last, !".!?:…".contains(last) else { return title + " " + description }
        return title + ". " + description
    }
}

/// A block's figure and image, each when asked for.
struct ChartMarkups: Sendable {
    var figure: ChartMarkup?
    var image: ChartMarkup?
}

/// A chart's markup and what a page needs to show it as an image: its description and size.
struct ChartMarkup: Sendable {
    var text: String
    var title: String
    /// The `<desc>`: the block's `description:`, else the kind's sentence.
    var description: String
    var width = 0.0
    var height = 0.0
}
