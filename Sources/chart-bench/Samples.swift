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

    /// 120 commute times, counted into ranges.
    static let histogram = """
        type: histogram
        title: Commute times, 120 riders
        unit: " min"
        source: Our rider survey, 2026
        ---
        minutes
        21.8
        37.8
        43.9
        28.9
        20.7
        33.3
        38.8
        45.0
        21.8
        21.1
        41.1
        38.7
        49.3
        43.8
        33.0
        31.3
        59.7
        31.1
        26.2
        22.6
        35.0
        35.5
        30.6
        33.4
        36.7
        40.9
        45.0
        36.1
        16.1
        41.0
        19.8
        32.3
        19.3
        34.0
        26.2
        36.1
        67.0
        33.5
        42.4
        20.8
        31.1
        40.6
        33.1
        37.7
        35.0
        23.9
        39.6
        25.9
        52.7
        28.9
        40.9
        34.0
        43.5
        28.0
        44.0
        32.8
        46.6
        40.2
        35.4
        26.2
        41.7
        38.7
        50.4
        30.2
        39.5
        39.1
        36.8
        36.1
        35.8
        28.0
        23.9
        30.0
        39.9
        49.1
        43.8
        44.5
        41.8
        41.0
        35.8
        41.7
        51.7
        30.7
        27.1
        53.6
        36.4
        43.7
        42.7
        22.6
        58.3
        51.8
        35.8
        41.5
        35.3
        25.2
        32.9
        37.7
        45.2
        41.1
        34.6
        47.5
        26.4
        41.9
        45.1
        31.1
        16.1
        24.9
        36.4
        39.3
        49.5
        24.0
        34.0
        40.5
        32.4
        10.3
        42.1
        57.1
        44.0
        24.8
        29.9
        36.2
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

    /// A month of daily steps, one day missing.
    static let line = """
        type: line
        title: Steps in March
        description: Weekdays were busier; the 21st was the longest walk.
        y-axis: Steps
        rule: 10000 Daily goal
        ---
        | Day | Steps |
        2026-03-01 | 6039
        2026-03-02 | 9920
        2026-03-03 | 8593
        2026-03-04 | 8432
        2026-03-05 | 7325
        2026-03-06 | 8616
        2026-03-07 | 8501
        2026-03-08 | 7263
        2026-03-09 | 2140
        2026-03-10 | 9448
        2026-03-11 | 9710
        2026-03-12 | 9333
        2026-03-13 | 6001
        2026-03-14 | 8039
        2026-03-15 | -
        2026-03-16 | 9897
        2026-03-17 | 5955
        2026-03-18 | 5861
        2026-03-19 | 7398
        2026-03-20 | 8157
        2026-03-21 | 14210
        2026-03-22 | 6417
        2026-03-23 | 9937
        2026-03-24 | 7843
        2026-03-25 | 9555
        2026-03-26 | 9709
        2026-03-27 | 7809
        2026-03-28 | 9591
        2026-03-29 | 7501
        2026-03-30 | 11154
        2026-03-31 | 7883
        """

    /// Fifty monthly values over four years, for the benchmark.
    static let line50 = """
        type: line
        title: Monthly index
        ---
        2022-01 | 48.4
        2022-02 | 52.3
        2022-03 | 53.1
        2022-04 | 56.3
        2022-05 | 57.9
        2022-06 | 55.8
        2022-07 | 56.4
        2022-08 | 61.9
        2022-09 | 58.6
        2022-10 | 58.1
        2022-11 | 62.1
        2022-12 | 57.9
        2023-01 | 58.8
        2023-02 | 55.0
        2023-03 | 54.2
        2023-04 | 49.3
        2023-05 | 50.2
        2023-06 | 49.7
        2023-07 | 45.7
        2023-08 | 45.3
        2023-09 | 43.5
        2023-10 | 38.7
        2023-11 | 42.0
        2023-12 | 40.6
        2024-01 | 38.8
        2024-02 | 37.6
        2024-03 | 43.4
        2024-04 | 42.1
        2024-05 | 45.0
        2024-06 | 47.6
        2024-07 | 48.5
        2024-08 | 51.7
        2024-09 | 50.5
        2024-10 | 54.9
        2024-11 | 54.6
        2024-12 | 59.2
        2025-01 | 60.2
        2025-02 | 56.6
        2025-03 | 57.5
        2025-04 | 58.3
        2025-05 | 62.7
        2025-06 | 59.0
        2025-07 | 59.3
        2025-08 | 56.2
        2025-09 | 55.9
        2025-10 | 53.4
        2025-11 | 51.3
        2025-12 | 50.8
        2026-01 | 48.8
        2026-02 | 48.8
        """

    /// A year of spending by category, stacked.
    static let stackedArea = """
        type: area
        stacked: yes
        title: Spending by category, 2025
        description: Travel peaked in the summer; housing stayed the largest part.
        unit: $
        ---
        | Month | Housing | Food | Travel | Fun |
        2025-01 | 1120 | 405 | 127 | 337
        2025-02 | 1120 | 406 | 120 | 283
        2025-03 | 1120 | 378 | 121 | 290
        2025-04 | 1120 | 439 | 71 | 238
        2025-05 | 1120 | 369 | 157 | 300
        2025-06 | 1120 | 364 | 177 | 344
        2025-07 | 1150 | 425 | 653 | 215
        2025-08 | 1150 | 361 | 643 | 199
        2025-09 | 1150 | 379 | 89 | 194
        2025-10 | 1150 | 406 | 112 | 324
        2025-11 | 1150 | 411 | 136 | 269
        2025-12 | 1150 | 426 | 374 | 234
        """

    /// Steps against the night's sleep, coloured by weekday and weekend.
    static let scatter = """
        type: scatter
        title: Steps against sleep
        description: Longer nights came before busier days.
        ---
        | Night | Sleep (h) | Steps | Day |
        Apr 1 | 7.3 | 7250 | Weekend
        Apr 2 | 8.4 | 7147 | Weekday
        Apr 3 | 7.7 | 8408 | Weekday
        Apr 4 | 6.8 | 6272 | Weekday
        Apr 5 | 8.4 | 7802 | Weekday
        Apr 6 | 5.6 | 1889 | Weekday
        Apr 7 | 6.8 | 6455 | Weekend
        Apr 8 | 7.2 | 8808 | Weekend
        Apr 9 | 5.2 | 3598 | Weekday
        Apr 10 | 8.3 | 10299 | Weekday
        Apr 11 | 7.8 | 9569 | Weekday
        Apr 12 | 5.7 | 6287 | Weekday
        Apr 13 | 7.3 | 7424 | Weekday
        Apr 14 | 8.2 | 9135 | Weekend
        Apr 15 | 5.9 | 5505 | Weekend
        Apr 16 | 8.2 | 12689 | Weekday
        Apr 17 | 6.2 | 6851 | Weekday
        Apr 18 | 7.5 | 7362 | Weekday
        Apr 19 | 5.9 | 6566 | Weekday
        Apr 20 | 8.5 | 8928 | Weekday
        Apr 21 | 8.2 | 8708 | Weekend
        Apr 22 | 5.8 | 5693 | Weekend
        Apr 23 | 5.7 | 5340 | Weekday
        Apr 24 | 7.3 | 7808 | Weekday
        Apr 25 | 5.2 | 2863 | Weekday
        Apr 26 | 6.3 | 4408 | Weekday
        Apr 27 | 8.0 | 7575 | Weekday
        Apr 28 | 6.8 | 6556 | Weekend
        Apr 29 | 7.6 | 11248 | Weekend
        Apr 30 | 5.3 | 4808 | Weekday
        """

    /// Two hundred points, for the benchmark.
    static let scatter200 = """
        type: scatter
        title: Two hundred points
        ---
        | x | y |
        46.3 | 44.3
        86.7 | 55.9
        0.6 | 17.9
        8.1 | 49.4
        55.4 | 46.8
        37.9 | 47.1
        70.3 | 27.0
        15.7 | 57.2
        23.8 | 63.7
        92.4 | 61.4
        59.0 | 52.2
        74.6 | 35.4
        10.2 | 44.3
        72.6 | 71.7
        42.2 | 60.1
        21.0 | 56.2
        28.1 | 53.7
        88.6 | 40.7
        87.9 | 63.8
        49.2 | 54.9
        2.3 | 20.9
        11.2 | 64.9
        59.7 | 64.3
        89.5 | 63.6
        20.3 | 56.3
        54.0 | 50.3
        1.7 | 65.1
        92.1 | 58.9
        42.0 | 32.8
        9.3 | 62.8
        58.0 | 59.6
        95.8 | 68.2
        5.4 | 30.7
        14.9 | 43.1
        26.8 | 102.8
        12.1 | 48.3
        70.5 | 60.5
        61.1 | 46.7
        4.3 | 35.0
        59.0 | 66.8
        77.5 | 61.8
        86.4 | 57.2
        58.4 | 35.5
        98.6 | 54.6
        57.4 | 76.7
        32.9 | 53.1
        43.4 | 53.7
        32.5 | 65.8
        8.9 | 45.2
        78.4 | 44.9
        2.5 | 55.2
        49.7 | 23.3
        70.9 | 50.3
        42.5 | 74.5
        23.1 | 64.8
        37.3 | 46.6
        86.0 | 34.8
        17.1 | 66.3
        84.3 | 49.7
        97.5 | 54.8
        17.3 | 91.4
        60.7 | 35.5
        1.2 | 59.5
        38.9 | 53.8
        61.2 | 63.7
        14.1 | 47.1
        56.2 | 54.2
        55.6 | 54.8
        69.6 | 65.1
        70.4 | 56.6
        76.4 | 26.8
        16.9 | 71.0
        71.5 | 54.2
        49.4 | 19.4
        9.9 | 67.6
        17.3 | 55.5
        63.0 | 72.5
        22.2 | 63.2
        1.3 | 57.4
        55.9 | 64.8
        38.8 | 58.0
        94.6 | 65.2
        53.5 | 53.4
        99.3 | 48.7
        88.9 | 32.4
        53.7 | 45.0
        91.0 | 69.7
        54.2 | 58.6
        30.0 | 46.2
        10.3 | 26.3
        70.0 | 33.3
        63.7 | 55.0
        5.3 | 38.4
        87.9 | 41.3
        23.1 | 60.8
        62.5 | 28.3
        87.6 | 69.7
        61.3 | 54.5
        67.8 | 45.3
        18.9 | 53.1
        60.8 | 52.3
        35.5 | 55.0
        47.0 | 46.6
        77.6 | 49.2
        33.4 | 50.4
        95.4 | 48.1
        59.0 | 93.5
        83.3 | 43.5
        10.6 | 43.7
        78.0 | 58.9
        19.2 | 51.3
        12.0 | 57.1
        93.8 | 64.3
        74.1 | 47.8
        46.8 | 35.7
        63.5 | 48.0
        23.6 | 49.3
        19.7 | 68.1
        43.9 | 53.0
        10.3 | 48.9
        80.0 | 60.7
        85.2 | 54.1
        60.5 | 51.0
        27.5 | 55.1
        30.0 | 62.7
        78.6 | 11.2
        90.2 | 77.8
        92.0 | 37.1
        96.8 | 60.9
        24.7 | 57.3
        60.4 | 36.2
        83.7 | 50.7
        39.9 | 53.1
        46.2 | 61.7
        61.0 | 35.3
        18.6 | 43.3
        40.2 | 45.8
        54.4 | 58.2
        18.9 | 44.7
        13.8 | 28.6
        62.5 | 41.4
        60.7 | 63.9
        76.2 | 68.2
        21.1 | 33.7
        54.2 | 48.5
        55.2 | 52.5
        47.1 | 58.9
        83.4 | 40.2
        51.4 | 69.4
        28.5 | 63.9
        53.4 | 52.0
        92.1 | 51.0
        4.2 | 55.3
        9.6 | 57.2
        82.4 | 71.7
        39.5 | 49.3
        88.8 | 41.9
        69.0 | 49.7
        35.9 | 48.4
        38.5 | 63.1
        18.2 | 27.0
        57.1 | 30.4
        0.9 | 48.8
        47.9 | 47.2
        86.6 | 35.5
        75.5 | 20.6
        27.3 | 60.2
        68.0 | 62.9
        23.2 | 37.9
        34.8 | 71.7
        60.1 | 16.9
        2.6 | 40.3
        18.6 | 54.0
        9.7 | 28.0
        13.5 | 54.6
        90.2 | 68.2
        21.7 | 56.7
        42.3 | 71.8
        84.7 | 85.2
        71.6 | 49.8
        49.6 | 75.3
        39.9 | 60.2
        46.4 | 23.9
        55.6 | 21.4
        91.8 | 56.2
        35.5 | 48.6
        88.9 | 54.3
        18.6 | 10.7
        53.1 | 67.1
        67.0 | 42.3
        97.5 | 52.4
        85.4 | 54.5
        58.1 | 58.7
        28.4 | 77.0
        13.0 | 48.8
        40.6 | 53.9
        78.0 | 12.8
        4.2 | 61.0
        17.3 | 62.1
        20.0 | 65.4
        """

    /// The charts `bench/charts/run.sh` times, here and in pygal.
    static let benchmarks: [(name: String, body: String)] = [
        ("donut", donut), ("bar-7-day", bar), ("line-50", line50), ("scatter-200", scatter200),
    ]

    static let all: [(name: String, body: String)] = [
        ("donut", donut), ("pie", pie), ("bar", bar), ("mortality", mortality), ("grouped", grouped),
        ("stacked", stacked), ("negative", negative), ("vertical-long", verticalLong), ("empty", emptyDonut),
        ("line", line), ("line-50", line50), ("stacked-area", stackedArea), ("scatter", scatter), ("scatter-200", scatter200),
        ("histogram", histogram),
    ] + edgeCases
}
