/// How a bar chart's category labels are set, decided for all of them at once: level on one,
/// two or (in wide bands) up to five lines, or turned 45° or 90°. Only when none of these fits is a label shortened, and
/// never within its first `TextWrap.keptCharacters` characters.
struct CategoryLabels {
    /// Each label's lines (one to five), and its full text when it was shortened.
    var lines: [[String]]
    var shortened: [Bool]
    /// 0 (level), 45 or 90: how far the labels under a vertical chart are turned.
    var angle: Double
    /// How far below the plot (vertical) or left of it (horizontal) the labels reach.
    var depth: Double
    /// Where each level label is centred, when the labels placed themselves (dates at calendar steps, moved clear
    /// of the value axis's ticks); nil: under the middle of its bar.
    var centres: [Double]? = nil

    /// No labels (the axis is hidden), and the room left below or beside the plot.
    static func none(depth: Double) -> CategoryLabels {
        CategoryLabels(lines: [], shortened: [], angle: 0, depth: depth)
    }

    static let size = 13.0
    static let lineHeight = 15.0
    /// The longest a turned label may run before it is shortened (its first 16 characters always fit).
    static let longestTurned = 170.0
    /// The narrowest band whose labels may take more than two level lines (about a dozen letters a line).
    static let leastRoomForMoreLines = 90.0
    static let mostLevelLines = 5

    /// Labels under vertical bars, each in a band `band` wide; nil when even upright (90°) text
    /// would overlap its neighbours, so the bars should lie horizontally. `slanting: false` skips level and 45° labels.
    static func underBars(_ labels: [String], widths: [Double], band: Double, slanting: Bool = true) -> CategoryLabels? {
        let room = band - 4
        // Level: on one line each, else two, else (where the bands are wide enough for a few words a
        // line: a survey's four answers under a wide chart) up to five, read whole rather than turned
        // and cut, and no deeper than turned labels reach; only when every label fits so.
        for most in !slanting ? [] : room >= Self.leastRoomForMoreLines ? [1, 2, Self.mostLevelLines] : [1, 2] {
            if let wrapped = level(labels, widths: widths, room: room, atMost: most) {
                let deepest = wrapped.map { $0.count }.max() ?? 1
                return CategoryLabels(
                    lines: wrapped, shortened: labels.map { _ in false }, angle: 0, depth: 18 + lineHeight * Double(deepest - 1) + 6)
            }
        }
        // Turned: 45° needs a band a line high across the slant, 90° a band a line wide.
        let angle: Double
        if slanting, band * 0.7071 >= lineHeight * 1.1 {
            angle = 45
        } else if band >= lineHeight {
            angle = 90
        } else {
            return nil
        }
        // A turned label too long for one line takes two when the band is two lines thick across the turn.
        let twoLinesFit = (angle == 45 ? band * 0.7071 : band) >= 2 * lineHeight
        var lines: [[String]] = [], shortened: [Bool] = []
        var longest = 0.0
        for (label, width) in zip(labels, widths) {
            let limit = max(longestTurned, TextWrap.keptWidth(label, size: size))
            if width <= limit {
                lines.append([label])
                shortened.append(false)
                longest = max(longest, width)
            } else if twoLinesFit, let split = TextWrap.twoLines(label, width: limit, size: size) {
                lines.append(split)
                shortened.append(false)
                longest = max(longest, split.map { TextWrap.width($0, size: size) }.max() ?? 0)
            } else {
                let short = TextWrap.shortened(label, width: limit, size: size)
                lines.append([short])
                shortened.append(true)
                longest = max(longest, TextWrap.width(short, size: size))
            }
        }
        let reach = angle == 90 ? longest : longest * 0.7071 + lineHeight * 0.7071
        return CategoryLabels(lines: lines, shortened: shortened, angle: angle, depth: reach + 12)
    }

    /// Every label level in `room`, on at most `most` lines each (balanced), or nil when one does not fit so.
    private static func level(_ labels: [String], widths: [Double], room: Double, atMost most: Int) -> [[String]]? {
        var wrapped: [[String]] = []
        wrapped.reserveCapacity(labels.count)
        for (label, width) in zip(labels, widths) {
            if width <= room {
                wrapped.append([label])
            } else if most >= 2, let lines = TextWrap.twoLines(label, width: room, size: size)
                ?? (most > 2 ? TextWrap.lines(label, width: room, atMost: most, size: size) : nil)
            {
                wrapped.append(lines)
            } else {
                return nil
            }
        }
        return wrapped
    }

    /// Labels in the column left of horizontal bars, at most `widest` wide (widened to keep
    /// every label's first 16 characters whole, up to `ceiling`).
    static func besideBars(_ labels: [String], widest: Double, ceiling: Double) -> CategoryLabels {
        let kept = labels.map { TextWrap.keptWidth($0, size: size) }.max() ?? 0
        let fitted = besideBars(labels, limit: min(ceiling, max(widest, kept)))
        // Before any label is shortened, the label column widens as far as the ceiling.
        return fitted.shortened.contains(true) ? besideBars(labels, limit: ceiling) : fitted
    }

    private static func besideBars(_ labels: [String], limit: Double) -> CategoryLabels {
        var lines: [[String]] = [], shortened: [Bool] = []
        var used = 0.0
        for label in labels {
            let fitted = TextWrap.fitted(label, width: limit, size: size)
            lines.append(fitted.lines)
            shortened.append(fitted.isShortened)
            used = max(used, fitted.lines.map { TextWrap.width($0, size: size) }.max() ?? 0)
        }
        return CategoryLabels(lines: lines, shortened: shortened, angle: 0, depth: used)
    }

    var hasTwoLines: Bool { lines.contains { $0.count > 1 } }
}
