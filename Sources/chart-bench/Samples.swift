/// The example blog's charts, used by the benchmark and the gallery.
enum Samples {
    static let donut = """
        type: donut
        title: Spending, March
        description: Housing took more than half of the month.
        unit: $
        ---
        Housing | 1120
        Food    | 420
        Travel  | 180
        Fun     | 290
        """

    static let pie = """
        type: pie
        title: Favourite colours
        description: Teal won, Orange came last.
        ---
        Orange: 10
        Blue: 20
        Indigo: 30
        Purple: 40
        Cyan: 50
        Teal: 60
        """

    static let bar = """
        type: bar
        title: Steps per day
        description: Friday was the busiest day of the week.
        ---
        Mon | 898
        Tue | 670
        Wed | 725
        Thu | 439
        Fri | 1232
        Sat | 771
        Sun | 365
        """

    /// UNICEF's ten highest under-five mortality rates of 2019, per 1,000 live births.
    static let mortalityRows = """
        Nigeria | 117.2
        Somalia | 116.9
        Chad | 113.7
        Central African Republic | 110.0
        Sierra Leone | 109.2
        Guinea | 98.8
        South Sudan | 96.2
        Mali | 94.0
        Benin | 90.2
        Burkina Faso | 87.5
        """

    static let mortality = """
        type: bar
        orientation: horizontal
        title: Under-five mortality, 2019
        description: Deaths before age five per 1,000 live births, the ten highest rates.
        source: UNICEF, 2019
        unit: " per 1,000"
        labels: value
        ---
        \(mortalityRows)
        """

    static let grouped = """
        type: bar
        title: Steps, two weeks
        description: The second week was more active on most days.
        ---
        | Day | Week 1 | Week 2 |
        |-----|-------:|-------:|
        | Mon | 898 | 1020 |
        | Tue | 670 | 840 |
        | Wed | 725 | 610 |
        | Thu | 439 | 980 |
        | Fri | 1232 | 1105 |
        | Sat | 771 | 1340 |
        | Sun | 365 | 520 |
        """

    static let stacked = """
        type: bar
        title: Screen time by app
        stacked: yes
        unit: " h"
        y-axis: Hours
        ---
        Day | Social | Video | Work
        Mon | 1.5 | 2 | 3
        Tue | 1 | 1.5 | 4
        Wed | 2 | 2.5 | 2.5
        Thu | 0.5 | 1 | 5
        Fri | 2.5 | 3 | 1.5
        """

    static let negative = """
        type: bar
        title: Monthly balance
        unit: €
        x-axis: Month
        ---
        Jan: 420
        Feb: -180
        Mar: 260
        Apr: -75
        May: 510
        Jun: 90
        """

    static let verticalLong = """
        type: bar
        title: Long labels, vertical
        ---
        \(mortalityRows)
        """

    static let emptyDonut = """
        type: donut
        title: Nothing yet
        ---
        A: 0
        B: 0
        """

    static let edgeCases: [(name: String, body: String)] = [
        ("stacked-horizontal", "type: bar\norientation: horizontal\nstacked: yes\nx-axis: Hours\n---\nTeam | Build | Review | Meetings\nApps | 12 | 4 | 6\nWeb | 9 | 6 | 3\nData | 14 | 2 | 8"),
        ("negative-horizontal", "type: bar\norientation: horizontal\ntitle: Change since last year\nunit: %\n---\nOslo: 4.2\nLima: -3.1\nPerth: 1.0\nKyiv: -7.5\nTurin: 2.2"),
        ("many-slices", "type: pie\ntitle: Fifty slices\n---\n" + (1...50).map { "Slice \($0): \($0)" }.joined(separator: "\n")),
        ("one-slice", "type: donut\ntitle: All of it\nunit: €\n---\nRent: 950"),
        ("hostile-rtl", "type: donut\ntitle: <script>alert(1)</script> & \"quotes\"\ninner-radius: 0.5\nlabels: both\n---\nשלום: 3\nمرحبا: 2\n日本語: 1\n\"<b>bold</b>\": 4"),
    ]

    static let all: [(name: String, body: String)] = [
        ("donut", donut), ("pie", pie), ("bar", bar), ("mortality", mortality), ("grouped", grouped),
        ("stacked", stacked), ("negative", negative), ("vertical-long", verticalLong), ("empty", emptyDonut),
    ] + edgeCases
}
