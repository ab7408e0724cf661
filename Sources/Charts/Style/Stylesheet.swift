/// The charts' one stylesheet: written once per site as `assets/charts.css`, and carried
/// inside every standalone SVG.
///
/// It must never contain `<` or `&` (it is embedded in XML), and all keyframes sit inside
/// `@media (prefers-reduced-motion: no-preference)`.
enum Stylesheet {
    /// The sheet for `kinds`: the shared base, each kind's rules, then all motion in one
    /// reduced-motion query, dark mode and forced colours.
    ///
    /// A standalone SVG's sheet has no motion (an image is drawn at rest) and paints the image's
    /// own paper, so its text stays legible on whatever a feed reader or a slide puts behind it.
    static func css(for kinds: [any ChartKind], standalone: Bool = false) -> String {
        // Kinds of one family (pie and donut, line and area) share rules: each is written once.
        var rules: [String] = [], motions: [String] = []
        for style in kinds.map({ $0.style }) {
            for part in style.rules where !rules.contains(part) { rules.append(part) }
            for part in style.motion where !motions.contains(part) { motions.append(part) }
        }
        if standalone { return withoutComments(standaloneBase + paper + rules.joined() + darkMode + forcedColors(table: false)) }
        return header + base + rules.joined() + "@media (prefers-reduced-motion:no-preference){\n" + motion + motions.joined() + "}\n"
            + darkMode + forcedColors
    }

    /// The sheet without its `/* … */` comments: an image carries its own copy, which no one reads,
    /// and whose `×` and `…` would make the whole image non-ASCII (slower to turn into a `String`).
    static func withoutComments(_ css: String) -> String {
        let bytes = Array(css.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") else {
                kept.append(bytes[index])
                index += 1
                continue
            }
            index += 2
            while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                index += 1
            }
            index += 2
            if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Links each mark matching `marks` (`.slice`) to its legend row and every other element of its
    /// `k-{n}`, for the `LegendEntry.linkedKeys` indices writers number.
    static func linkRules(marks: String) -> String {
        var css = ""
        for key in 1...LegendEntry.linkedKeys {
            css += ".chart:has(\(marks).k-\(key):is(:hover,:focus),.legend-item.k-\(key):is(:hover,:focus)) .k-\(key){--on:1}\n"
        }
        return css
    }

    static let header = """
        /* charts.css: written by the chart engine (Sources/Charts/Style/Stylesheet.swift and each kind's
           Sources/Charts/Kinds/NAME/…Style.swift); do not edit.

           Markup of one chart (a page's figure):
             figure.chart.chart-{kind}[kind classes][.chart-animated]#c-{hash}
               figcaption            (display: contents; present when the block has a title, description or source)
                 span.chart-title, span.chart-description, span.chart-source
               div.chart-body
                 svg.chart-svg[.chart-svg-narrow|.chart-svg-wide][role="graphics-document"][aria-roledescription="{kind} chart"]
                   title#{id}-title, desc#{id}-desc, then the kind's marks (described above each kind's rules):
                   every datum is a .mark[role="graphics-symbol"][tabindex] with a title element, its shape .mark-shape;
                   plots share g.axis > path.grid, path.baseline, g.ticks > text; g.categories > text; text.axis-title
                 ul.chart-legend[.chart-legend-columns when over 10 rows][aria-hidden] > li.legend-item.k-{n} > span.swatch, span.legend-name, span.legend-detail;
                   past 24 rows, li.legend-more says how many more the table holds
               details.chart-data > summary "Data", table[aria-label] (caption for reference lines, thead, tbody > tr > th[scope=row] + td…, tfoot)
           A standalone SVG is svg.chart.chart-svg.chart-{kind} with this sheet inside, text.chart-heading,
           g.chart-legend > g.legend-item.k-{n} > rect, text, and g.chart-credits > text.chart-credit (note, source).

           States: a hovered/focused .mark, or a hovered .legend-item, sets --on: 1 on it (and, per kind, on every
           element of its k-{n}). Focus ring: outline on .mark:focus-visible and a stroke on its .mark-shape.
           Motion only in prefers-reduced-motion: no-preference, only with .chart-animated. */

        """

    static let base = """
        .chart{--chart-ink:#1F2328;--chart-muted:#59636E;--chart-grid:#E4E7EB;--chart-axis:#8C959F;\
        --chart-empty:#D0D7DE;--chart-focus:#1F2328;--chart-focus-inner:#FFFFFF;--chart-font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;\
        color:var(--chart-ink);font-family:var(--chart-font)}
        figure.chart{display:flex;flex-direction:column;gap:.6rem;margin:2rem 0;max-width:100%;container-type:inline-size}
        .chart figcaption{display:contents}
        .chart-title{order:0;font-weight:650;font-size:1.05rem;line-height:1.3}
        .chart-description{order:1;margin-top:-.4rem;color:var(--chart-muted);font-size:.95rem;line-height:1.45}
        .chart-body{order:2;display:flex;flex-wrap:wrap;align-items:center;gap:1rem 2.5rem}
        .chart-note,.chart-source{order:3;color:var(--chart-muted);font-size:.8rem}
        .chart-data{order:4;color:var(--chart-muted);font-size:.85rem}
        .chart-svg{display:block;max-width:100%;height:auto;overflow:visible;font-family:var(--chart-font);forced-color-adjust:none}
        .chart-svg-narrow,.chart-svg-wide{width:100%}
        .chart-svg-narrow{max-width:30rem}
        @container (min-width:40rem){.chart-svg-narrow,.chart .chart-legend.chart-legend-narrow{display:none}.chart-svg-wide{display:block!important}.legend-detail{white-space:nowrap}}
        .chart-svg text{font-size:12px}
        .chart-svg .ticks text,.chart-svg .legend-detail{fill:var(--chart-muted)}
        .chart-svg .axis,.chart-svg .categories{pointer-events:none}
        .chart-svg text:not([fill]){fill:var(--chart-ink)}
        .chart-svg .categories text{font-size:13px}
        .chart-svg .axis-title{fill:var(--chart-muted);font-size:12px;font-weight:600}
        .chart-svg .chart-heading{font-size:16px;font-weight:650}
        .chart-svg text.chart-credit{fill:var(--chart-muted);font-size:11px}
        .chart-svg .grid{stroke:var(--chart-grid);shape-rendering:crispEdges}
        .chart-svg .baseline{stroke:var(--chart-axis);shape-rendering:crispEdges}
        .chart-svg .empty-label{fill:var(--chart-muted);font-size:14px;font-weight:600}
        .chart-svg .legend-item text{font-size:13px}
        .chart-legend-above .chart-legend{order:-1;display:flex;flex-wrap:wrap;gap:.4rem 1.25rem;width:100%}
        .mark{outline:none;cursor:default}
        .mark:focus-visible .mark-shape{stroke:var(--chart-focus-inner);stroke-width:3px;stroke-linejoin:round}
        .mark:focus-visible{outline:3px solid var(--chart-focus);outline-offset:2px}
        .mark:is(:hover,:focus),.legend-item:is(:hover,:focus){--on:1}
        .chart-legend{list-style:none;margin:0;padding:0;display:grid;gap:.4rem;font-size:.9rem;line-height:1.3}
        .chart-legend-columns{flex:1 1 20rem;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:.3rem 1.25rem;font-size:.8rem}
        .chart-legend-columns .legend-detail{padding-left:.5rem}
        .legend-item{display:flex;align-items:center;gap:.55rem;font-weight:calc(400 + 250*var(--on,0));outline:none;cursor:default}
        .swatch{flex:none;width:.8rem;height:.8rem;border-radius:3px;forced-color-adjust:none}
        .legend-detail{margin-left:auto;padding-left:1.25rem;color:var(--chart-muted);font-variant-numeric:tabular-nums}
        .legend-more{grid-column:1/-1;color:var(--chart-muted)}
        .legend-name{min-width:0;overflow-wrap:anywhere}
        .chart-data summary{cursor:pointer;width:max-content}
        .chart-data table{margin-top:.5rem;border-collapse:collapse;font-variant-numeric:tabular-nums;color:var(--chart-ink)}
        .chart-data th,.chart-data td{padding:.3rem .8rem;border-bottom:1px solid var(--chart-grid);text-align:right;font-weight:400}
        .chart-data th:first-child{padding-left:0;text-align:left}
        .chart-data caption{caption-side:bottom;text-align:left;padding-top:.4rem}
        .chart-data thead th,.chart-data tfoot th,.chart-data tfoot td{font-weight:600}

        """

    /// The base without the rules for a page's HTML around the SVG (the figure, its caption, the
    /// legend list, the data table, the two widths): a standalone SVG has none of it, and every
    /// image in a feed carries its sheet.
    static let standaloneBase = base.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { line in !htmlOnlySelectors.contains { line.contains($0) } }
        .joined(separator: "\n")

    /// What marks a base rule as one for the page's HTML (each rule is one line).
    static let htmlOnlySelectors = [
        "figure.chart", "figcaption", ".chart-title{", ".chart-description{", ".chart-body{", ".chart-source{", ".chart-note,", ".chart-data",
        ".chart-svg-narrow", "@container", ".chart-legend-above", ".chart-legend{", ".chart-legend-columns", ".swatch{",
        ".legend-more{", ".legend-name{",
    ]

    static let motion = """
        .mark,.legend-item{transition:opacity .2s ease,translate .3s cubic-bezier(.2,.8,.2,1)}
        @keyframes chart-fade-in{from{opacity:0}}

        """

    /// A standalone SVG's background: the page colours the marks' contrast was chosen against.
    static let paper = """
        .chart-paper{fill:var(--chart-paper,#FCFBF8)}

        """

    static let darkMode = """
        @media (prefers-color-scheme:dark){.chart{--chart-ink:#E6EDF3;--chart-muted:#9DA7B3;--chart-grid:#30363D;\
        --chart-axis:#6E7681;--chart-empty:#3D444D;--chart-focus:#F0F6FC;--chart-focus-inner:#0D1117;--chart-paper:#15171B}}

        """

    static let forcedColors = forcedColors(table: true)

    /// System colours for `forced-colors: active`; the data table's borders only where there is a table.
    static func forcedColors(table: Bool) -> String {
        "@media (forced-colors:active){.chart{--chart-ink:CanvasText;--chart-muted:CanvasText;--chart-grid:GrayText;"
            + "--chart-axis:CanvasText;--chart-empty:GrayText;--chart-focus:Highlight}"
            + ".mark:focus-visible .mark-shape{stroke:Canvas}.mark:focus-visible{outline-color:Highlight}"
            + (table ? ".chart-data th,.chart-data td{border-color:CanvasText}" : "") + "}\n"
    }
}
