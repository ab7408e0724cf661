/// The rules lines and areas share: series strokes, end labels, hover slots, reference marks.
enum SeriesStyle {
    static let rules = """
        /* line/area: g.references (behind the marks), then
             g.marks > (area: path.area.k-{n}), path.series.k-{n}[pathLength=1], circle.lone
             g.end-labels > (path.end-swatch.k-{n} in the series' colour, text.end-label.k-{n}) (the series' names at their ends, when they fit)
             g.slots > g.mark.slot > title, rect.hit (its strip, tinted while hovered), circle.dot, text.dot-value
           A hovered or focused slot tints its strip and shows each series' point and value; a hovered legend row or end
           label brings its series forward. Reveal: lines draw left to right (dash offset), --i × 250 ms apart;
           areas grow from the baseline. */
        .chart-svg .series{stroke-linejoin:round;stroke-linecap:round}
        .chart-svg .end-label{font-weight:600}
        .slot:focus-visible{outline:none}
        .slot:focus-visible .hit{outline:3px solid var(--chart-focus);outline-offset:1px;stroke:var(--chart-focus-inner);stroke-width:2px}
        .slot .hit{fill:var(--chart-axis);fill-opacity:calc(var(--on,0)*.12)}
        .slot :is(.dot,.dot-value){opacity:var(--on,0)}
        .slot .dot{stroke:var(--chart-focus-inner);stroke-width:2px}
        .chart-svg .dot-value{font-weight:650;font-variant-numeric:tabular-nums;paint-order:stroke;stroke:var(--chart-focus-inner);stroke-width:3px;stroke-linejoin:round}
        .chart:has(.legend-item:is(:hover,:focus),.end-label:hover) :is(.series,.area,.legend-item,.end-label,.end-swatch){opacity:calc(.3 + .7*var(--on,0))}
        .end-label:hover{--on:1}

        """ + Stylesheet.linkRules(marks: ".end-label")
}
