/// Makes new inputs from old ones: byte changes, pieces the parsers care about, cut and
/// duplicated ranges, splices of two inputs, and a few outsized values and lines.
struct Mutator {
    var random: SplitMix

    /// Tokens with meaning to the chart parser and the front-matter reader.
    static let pieces: [String] = [
        "type: ", "pie", "donut", "bar", "\n", "\r\n", "\r", "---", "+++", "|", ":", "\"", "'", "#", "-", " ", "\t",
        "0", "1", "-1", "9,999", "1,5", ".", "e", "E", "%", "$", "€", "inf", "nan", "−", "1e15", "-1e15", "1e16",
        "1e308", "-1e308", "1.7976931348623157e308", "5e-324", "0.000001", "Zürich", "שלום", "☕️", "👩‍💻", "\u{1B}[31m",
        "\u{FFFE}", "\u{FFFF}", "\u{0}", "\u{7}", "<>&", "<script>", "]]>", "orientation: horizontal\n",
        "stacked: yes\n", "min: 5\n", "max: -5\n", "min: -1e308\n", "max: 1e308\n", "inner-radius: 0.9\n",
        "inner-radius: 5\n", "labels: both\n", "labels: percent\n", "legend: none\n", "sort: descending\n",
        "colors: #fff, nope, rgb(1,2,3)\n", "unit: h\n", "unit:  per 1,000\n", "x-axis: hidden\n", "y-axis: Steps\n",
        "title: ", "description: ", "source: ", "data: ../../etc/passwd\n", "animate: no\n", "```chart\n", "```\n",
        "date: 2026-03-14\n", "date: 2026-13-45 25:61\n", "date: \"\\e\"\n", "tags: [a, b, ..]\n", "tags: C++, c#\n",
        "draft: true\n", "slug: ../../x\n", "title: \"\\x1b\\uFFFE\"\n", "updated: yesterday\n", "&anchor ", "*anchor",
        "!!binary ", "{", "}", "[", "]", "? ", "%YAML 1.2\n", "weight: 99999999999999999999\n",
    ]

    mutating func mutate(_ input: [UInt8], other: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + random.below(6)) {
            switch random.below(10) {
            case 0 where !bytes.isEmpty:
                bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
            case 1, 2, 3:
                let piece = Array(Self.pieces[random.below(Self.pieces.count)].utf8)
                bytes.insert(contentsOf: piece, at: random.below(bytes.count + 1))
            case 4 where !bytes.isEmpty:
                let start = random.below(bytes.count)
                bytes.removeSubrange(start..<min(bytes.count, start + 1 + random.below(16)))
            case 5 where !bytes.isEmpty:
                let start = random.below(bytes.count)
                let range = start..<min(bytes.count, start + 1 + random.below(64))
                bytes.insert(contentsOf: bytes[range], at: random.below(bytes.count + 1))
            case 6 where !other.isEmpty:
                let cut = random.below(bytes.count + 1)
                let from = random.below(other.count)
                bytes = Array(bytes[..<cut]) + other[from...]
            case 7 where random.below(20) == 0:
                // Now and then something outsized: a long line, many rows, a long label.
                let unit = Array(Self.pieces[random.below(Self.pieces.count)].utf8) + Array("A | 1\n".utf8)
                let copies = 1 + random.below(3000)
                var run: [UInt8] = []
                run.reserveCapacity(unit.count * copies)
                for _ in 0..<copies { run += unit }
                bytes.insert(contentsOf: run, at: random.below(bytes.count + 1))
            case 8 where !bytes.isEmpty:
                let line = Array("\n".utf8) + Array(Self.pieces[random.below(Self.pieces.count)].utf8)
                bytes.insert(contentsOf: line, at: random.below(bytes.count + 1))
            default:
                let digits = Array(String(random.next() % 100_000_000_000).utf8)
                bytes.insert(contentsOf: digits, at: random.below(bytes.count + 1))
            }
        }
        if bytes.count > 1 << 20 { bytes.removeLast(bytes.count - (1 << 20)) }
        return bytes
    }
}

/// A small, fast generator with a seed, so a run can be repeated.
struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
}
