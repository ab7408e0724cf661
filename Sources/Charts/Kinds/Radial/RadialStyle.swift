/// The pie's and donut's part of the stylesheet.
enum RadialStyle {
    static let style = KindStyle(rules: [rules + Stylesheet.linkRules(marks: ".slice")], motion: [motion])

    static let rules = """
        /* pie/donut: g > g.marks > g.mark.slice.k-{n}[style="--i;--dx;--dy"] > title, (donut: mask > path.reveal),
             path.mark-shape, text.mark-label (when the label fits)
           g > g.centre (donut) > g.centre-total, g.centre-item.k-{n} > text.centre-caption, text.centre-value, text.centre-share
           path.empty-ring + text.empty-label when every value is 0.
           A lifted slice translates by (--dx, --dy) and, in the donut, grows to the full radius; the others and
           their legend rows dim to 40 %; the donut's centre shows that slice. Reveal: the pie's .marks turn in
           and scale on a spring; each donut segment's mask opens clockwise, --i × 260 ms apart. */
        :is(.chart-pie,.chart-donut)>.chart-body>.chart-svg{width:min(100%,22rem)}
        :is(.chart-pie,.chart-donut) .chart-legend{flex:1 1 14rem;max-width:30rem}
        .chart-svg .centre-caption,.chart-svg .centre-share{fill:var(--chart-muted)}
        .chart-svg .mark-label{font-weight:700;pointer-events:none}
        .chart-svg .centre-value{font-size:22px;font-weight:700}
        .chart-svg .centre{pointer-events:none}
        .chart-svg .empty-ring{fill:var(--chart-empty)}
        .chart-donut .slice .mark-shape{scale:calc(1 + var(--on,0)*.1111)}
        .slice{translate:calc(var(--on,0)*var(--dx,0px)) calc(var(--on,0)*var(--dy,0px))}
        .chart:has(.slice:is(:hover,:focus),.legend-item:is(:hover,:focus)) :is(.slice,.legend-item){opacity:calc(.4 + .6*var(--on,0))}
        .centre-item{opacity:var(--on,0)}
        .chart:has(.slice:is(:hover,:focus),.legend-item:is(:hover,:focus)) .centre-total{opacity:0}

        """

    /// The pie's spring: a damped oscillator (damping 0.4, response 0.55 s, as SwiftUI's
    /// `.spring(dampingFraction: 0.4)`) sampled 48 times over 1.4 s. It overshoots by 25 % and
    /// bounces back once; browsers without `linear()` get a plain overshooting curve instead.
    static let spring = """
        linear(0,0.05,0.181,0.36,0.559,0.754,0.927,1.066,1.167,1.228,1.253,1.247,1.219,1.176,1.127,\
        1.076,1.03,0.992,0.964,0.946,0.937,0.936,0.942,0.952,0.964,0.977,0.989,0.999,1.007,1.013,1.016,1.016,1.015,1.013,\
        1.01,1.007,1.004,1.001,0.999,0.997,0.996,0.996,0.996,0.997,0.997,0.998,0.999,1,1)
        """

    static let motion = """
        .centre-total,.centre-item{transition:opacity .2s ease}
        .chart-donut .mark-shape{transition:scale .3s cubic-bezier(.2,.8,.2,1)}
        .chart-animated.chart-pie .marks{animation:chart-turn-in 1s cubic-bezier(.3,1.25,.55,1) backwards}
        @supports (animation-timing-function:linear(0,1)){.chart-animated.chart-pie .marks{animation-duration:1.4s;animation-timing-function:\(spring)}}
        .chart-animated.chart-donut .reveal{animation:chart-open .35s cubic-bezier(.25,.6,.35,1) backwards;animation-delay:calc(60ms + var(--i)*260ms)}
        .chart-animated.chart-pie .mark-label{animation:chart-fade-in .3s ease-out 1s backwards}
        .chart-animated.chart-donut .mark-label{animation:chart-fade-in .3s ease-out backwards;animation-delay:calc(var(--i)*260ms + 350ms)}
        .chart-animated .centre-total{animation:chart-fade-in .5s ease-out .2s backwards}
        @keyframes chart-turn-in{from{rotate:-270deg;scale:0}}
        @keyframes chart-open{from{stroke-dashoffset:1}}

        """
}
