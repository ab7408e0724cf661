/// The rules every plot with axes shares: reference lines and bands, and their labels.
enum PlotStyle {
    static let references = """
        /* plots (bar, line, area, scatter): g.references > rect.band, path.rule (behind the marks);
             g.reference-labels > text.reference-label (over the marks, on a halo in the page colour) */
        .chart-svg .reference-label{fill:var(--chart-muted);font-size:12px;paint-order:stroke;stroke:var(--chart-focus-inner);stroke-width:3px;stroke-linejoin:round}
        .chart-svg .rule{stroke:var(--chart-muted)}
        .chart-svg .band{fill:var(--chart-axis)}

        """
}
