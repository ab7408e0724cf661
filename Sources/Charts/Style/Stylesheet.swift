/// The charts' one stylesheet: written once per site as `assets/charts.css`, and carried
/// inside every standalone SVG.
///
/// It must never contain `<` or `&` (it is embedded in XML), and all keyframes sit inside
/// `@media (prefers-reduced-motion: no-preference)`.
enum Stylesheet {
    /// How many slices or series the legend ↔ mark ↔ centre-label links cover.
    static let linkedMarks = 24

    static let css: String = header + base + links() + motion + darkMode + forcedColors

    static let header = """
        /* charts.css: written by the chart engine (Sources/Charts/Style/Stylesheet.swift); do not edit.

           Markup of one chart (a page's figure):
             figure.chart.chart-{pie|donut|bar}[.chart-bar-v|.chart-bar-h][.chart-animated]#c-{hash}
               figcaption            (display: contents; present when the block has a title, description or source)
                 span.chart-title, span.chart-description, span.chart-source
               div.chart-body
                 svg.chart-svg[role="graphics-document"][aria-roledescription="{kind} chart"][aria-labelledby="{id}-title"][aria-describedby="{id}-desc"]
                   title#{id}-title, desc#{id}-desc
                   pie/donut: g > g.marks > g.mark.slice.k-{n}[style="--i;--dx;--dy"][role="graphics-symbol"][tabindex=0 when at most 12 marks]
                                  > title, path.mark-shape, text.mark-label (when the label fits)
                              g > g.centre (donut) > g.centre-total, g.centre-item.k-{n} > text.centre-caption,
                                  text.centre-value, text.centre-share
                              path.empty-ring + text.empty-label when every value is 0
                   bar:       g.axis > path.grid, path.baseline, g.ticks > text
                              g.categories > text (> title with the full label when shortened)
                              text.axis-title, text.empty-label
                              g.marks > g.mark.bar[.k-{series} when several series][style="--i"][role="graphics-symbol"][tabindex] > title, path.mark-shape,
                                  text.bar-value[.on-focus (shown only on hover/focus)][.inside]
                 ul.chart-legend[.chart-legend-columns when over 10 rows][aria-hidden] > li.legend-item.k-{n} > span.swatch, span.legend-name, span.legend-detail
               details.chart-data > summary "Data", table (thead, tbody > tr > th[scope=row] + td…, tfoot Total)
           A standalone SVG is svg.chart.chart-svg.chart-{kind} with this sheet inside, text.chart-heading and
           g.chart-legend > g.legend-item.k-{n} > rect, text.

           States: a hovered/focused .mark, or a hovered .legend-item, sets --on: 1 on every element of its
           k-{n} (slice, centre item, legend row; a bar series). Slices then translate by (--dx, --dy), the
           other slices and legend rows dim to 40 %, the donut's centre shows that slice (.centre-total fades
           out); a hovered bar brightens (filter) and shows its value, other bars dim to 55 %. Focus ring:
           stroke on .mark:focus-visible .mark-shape. Reveal (only in prefers-reduced-motion: no-preference,
           only with .chart-animated): pie .marks rotate+scale, donut .mark-shape scale with delay --i × 260 ms,
           bar .mark-shape scale from the baseline with delay --i × 70 ms; labels and values fade in. */

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
        .chart-source{order:3;color:var(--chart-muted);font-size:.8rem}
        .chart-data{order:4;color:var(--chart-muted);font-size:.85rem}
        .chart-svg{display:block;max-width:100%;height:auto;overflow:visible;font-family:var(--chart-font);forced-color-adjust:none}
        .chart-svg-narrow,.chart-svg-wide{width:100%}
        .chart-svg-narrow{max-width:30rem}
        @container (min-width:40rem){.chart-svg-narrow{display:none}.chart-svg-wide{display:block!important}}
        :is(.chart-pie,.chart-donut)>.chart-body>.chart-svg{width:min(100%,22rem)}
        :is(.chart-pie,.chart-donut) .chart-legend{flex:1 1 14rem;max-width:30rem}
        .chart-svg text{font-size:12px}
        .chart-svg text:not([fill]){fill:var(--chart-ink)}
        .chart-svg .ticks text,.chart-svg .centre-caption,.chart-svg .centre-share,.chart-svg .legend-detail{fill:var(--chart-muted)}
        .chart-svg .categories text{font-size:13px}
        .chart-svg .axis-title{fill:var(--chart-muted);font-size:12px;font-weight:600}
        .chart-svg .chart-heading{font-size:16px;font-weight:650}
        .chart-svg .mark-label{font-weight:700;pointer-events:none}
        .chart-svg .bar-value{font-weight:600;font-variant-numeric:tabular-nums;pointer-events:none}
        .chart-svg .bar-value:not(.inside){fill:var(--chart-muted)}
        .chart-svg .bar-value.inside{font-weight:700}
        .chart-svg .centre-value{font-size:22px;font-weight:700}
        .chart-svg .centre,.chart-svg .axis,.chart-svg .categories{pointer-events:none}
        .chart-svg .grid{stroke:var(--chart-grid);shape-rendering:crispEdges}
        .chart-svg .baseline{stroke:var(--chart-axis);shape-rendering:crispEdges}
        .chart-svg .empty-ring{fill:var(--chart-empty)}
        .chart-svg .empty-label{fill:var(--chart-muted);font-size:14px;font-weight:600}
        .chart-svg .legend-item text{font-size:13px}
        .mark{outline:none;cursor:default}
        .mark:focus-visible .mark-shape{stroke:var(--chart-focus-inner);stroke-width:3px;stroke-linejoin:round}
        .mark:focus-visible{outline:3px solid var(--chart-focus);outline-offset:2px}
        .chart-donut .slice .mark-shape{scale:calc(1 + var(--on,0)*.1111)}
        .slice{translate:calc(var(--on,0)*var(--dx,0px)) calc(var(--on,0)*var(--dy,0px))}
        .mark:is(:hover,:focus),.legend-item:is(:hover,:focus){--on:1}
        .chart:has(.mark:is(:hover,:focus),.legend-item:is(:hover,:focus)) :is(.slice,.legend-item){opacity:calc(.4 + .6*var(--on,0))}
        .chart:has(.mark:is(:hover,:focus),.legend-item:is(:hover,:focus)) .bar{opacity:calc(.55 + .45*var(--on,0))}
        .bar:is(:hover,:focus) .mark-shape{filter:brightness(1.18) saturate(1.1)}
        .bar-value.on-focus{opacity:var(--on,0)}
        .centre-item{opacity:var(--on,0)}
        .chart:has(.slice:is(:hover,:focus),.legend-item:is(:hover,:focus)) .centre-total{opacity:0}
        .chart-legend{list-style:none;margin:0;padding:0;display:grid;gap:.4rem;font-size:.9rem;line-height:1.3}
        .chart-legend-columns{flex:1 1 20rem;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:.3rem 1.25rem;font-size:.8rem}
        .chart-legend-columns .legend-detail{padding-left:.5rem}
        .chart-bar .chart-legend{order:-1;display:flex;flex-wrap:wrap;gap:.4rem 1.25rem;width:100%}
        .legend-item{display:flex;align-items:center;gap:.55rem;font-weight:calc(400 + 250*var(--on,0));outline:none;cursor:default}
        .swatch{flex:none;width:.8rem;height:.8rem;border-radius:3px;forced-color-adjust:none}
        .legend-detail{margin-left:auto;padding-left:1.25rem;color:var(--chart-muted);font-variant-numeric:tabular-nums}
        .chart-data summary{cursor:pointer;width:max-content}
        .chart-data table{margin-top:.5rem;border-collapse:collapse;font-variant-numeric:tabular-nums;color:var(--chart-ink)}
        .chart-data th,.chart-data td{padding:.3rem .8rem;border-bottom:1px solid var(--chart-grid);text-align:right;font-weight:400}
        .chart-data th:first-child{padding-left:0;text-align:left}
        .chart-data thead th,.chart-data tfoot th,.chart-data tfoot td{font-weight:600}

        """

    /// Links each slice or series to its legend row and centre label, for `linkedMarks` indices.
    static func links() -> String {
        var css = ""
        for key in 1...linkedMarks {
            css += ".chart:has(.slice.k-\(key):is(:hover,:focus),.legend-item.k-\(key):is(:hover,:focus)) .k-\(key){--on:1}\n"
        }
        return css
    }

    /// The pie's spring: a damped oscillator (damping 0.4, response 0.55 s, as SwiftUI's
    /// `.spring(dampingFraction: 0.4)`) sampled 48 times over 1.4 s. It overshoots by 25 % and
    /// bounces back once; browsers without `linear()` get a plain overshooting curve instead.
    static let spring = """
        linear(0,0.05,0.181,0.36,0.559,0.754,0.927,1.066,1.167,1.228,1.253,1.247,1.219,1.176,1.127,\
        1.076,1.03,0.992,0.964,0.946,0.937,0.936,0.942,0.952,0.964,0.977,0.989,0.999,1.007,1.013,1.016,1.016,1.015,1.013,\
        1.01,1.007,1.004,1.001,0.999,0.997,0.996,0.996,0.996,0.997,0.997,0.998,0.999,1,1)
        """

    static let motion = """
        @media (prefers-reduced-motion:no-preference){
        .mark,.legend-item,.centre-total,.centre-item,.bar-value{transition:opacity .2s ease,translate .3s cubic-bezier(.2,.8,.2,1)}
        .chart-donut .mark-shape{transition:scale .3s cubic-bezier(.2,.8,.2,1)}
        .chart-animated.chart-pie .marks{animation:chart-turn-in 1s cubic-bezier(.3,1.25,.55,1) backwards}
        @supports (animation-timing-function:linear(0,1)){.chart-animated.chart-pie .marks{animation-duration:1.4s;animation-timing-function:\(spring)}}
        .chart-animated.chart-donut .reveal{animation:chart-open .35s cubic-bezier(.25,.6,.35,1) backwards;animation-delay:calc(60ms + var(--i)*260ms)}
        .chart-animated.chart-pie .mark-label{animation:chart-fade-in .3s ease-out 1s backwards}
        .chart-animated.chart-donut .mark-label{animation:chart-fade-in .3s ease-out backwards;animation-delay:calc(var(--i)*260ms + 350ms)}
        .chart-animated .centre-total{animation:chart-fade-in .5s ease-out .2s backwards}
        .chart-animated.chart-bar .mark-shape{animation:chart-rise-v .6s cubic-bezier(.2,.9,.3,1.08) backwards;animation-delay:calc(var(--i)*70ms)}
        .chart-animated .marks.horizontal .mark-shape{animation-name:chart-rise-h}
        .chart-animated .bar-value:not(.on-focus){animation:chart-fade-in .3s ease-out backwards;animation-delay:calc(var(--i)*70ms + 450ms)}
        @keyframes chart-turn-in{from{rotate:-270deg;scale:0}}
        @keyframes chart-open{from{stroke-dashoffset:1}}
        @keyframes chart-rise-v{from{scale:1 0}}
        @keyframes chart-rise-h{from{scale:0 1}}
        @keyframes chart-fade-in{from{opacity:0}}
        }

        """

    static let darkMode = """
        @media (prefers-color-scheme:dark){.chart{--chart-ink:#E6EDF3;--chart-muted:#9DA7B3;--chart-grid:#30363D;\
        --chart-axis:#6E7681;--chart-empty:#3D444D;--chart-focus:#F0F6FC;--chart-focus-inner:#0D1117}}

        """

    static let forcedColors = """
        @media (forced-colors:active){.chart{--chart-ink:CanvasText;--chart-muted:CanvasText;--chart-grid:GrayText;\
        --chart-axis:CanvasText;--chart-empty:GrayText;--chart-focus:Highlight}\
        .mark:focus-visible .mark-shape{stroke:Canvas}.mark:focus-visible{outline-color:Highlight}\
        .chart-data th,.chart-data td{border-color:CanvasText}}

        """
}
