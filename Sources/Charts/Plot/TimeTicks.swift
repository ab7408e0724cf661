/// Calendar-aware ticks for a time axis: hours, days, weeks (Mondays), months, quarters or
/// years, the finest step whose labels fit side by side, each label as short as its place
/// allows (`Mar 14`; a new year's first tick says `2027`; within one year the first tick says which).
enum TimeTicks {
    /// One step of the calendar.
    enum Step: Sendable, Equatable {
        case hours(Int), days(Int), weeks(Int), months(Int), years(Int)

        /// The step's length in days, months and years taken at their shortest.
        var approximateDays: Double {
            switch self {
            case .hours(let count): Double(count) / 24
            case .days(let count): Double(count)
            case .weeks(let count): Double(7 * count)
            case .months(let count): Double(28 * count)
            case .years(let count): Double(365 * count)
            }
        }
    }

    static let steps: [Step] = [
        .hours(1), .hours(3), .hours(6), .hours(12), .days(1), .days(2), .weeks(1), .weeks(2), .months(1), .months(3),
        .months(6), .years(1), .years(2), .years(5), .years(10), .years(25), .years(50), .years(100),
    ]

    /// Ticks (in days since 1970) and their labels between `low` and `high` that fit `length`
    /// units of axis, each label needing its width plus `gap`.
    static func ticks(
        low: Double, high: Double, length: Double, names: DateNames, size: Double, gap: Double = 14,
        finest: CalendarDate.Precision
    ) -> [(value: Double, label: String)] {
        // One date: said with as much as was written (`2026`, `Mar 2026`, `Mar 14`).
        guard high > low, length > 0 else {
            let date = CalendarDate(days: low)
            let text = finest <= .month ? names.full(date, finest) : names.dayAndMonth(date)
            return [(low, text)]
        }
        let most = Int(length / 20) + 1
        for step in steps where isFineEnough(step, for: finest) {
            // A step far too fine for the axis is passed over before its ticks are made.
            guard (high - low) / step.approximateDays <= Double(most) * 1.2 + 2 else { continue }
            let values = ticks(step, low: low, high: high)
            // Too many to ever fit: do not write labels for thousands of ticks.
            guard values.count <= most else { continue }
            guard !values.isEmpty else { continue }
            let room = values.count > 1 ? length * (values[1] - values[0]) / (high - low) : length
            // The labels are made one by one, and a step is given up at its first label that does not fit.
            var labelled: [(value: Double, label: String)] = []
            labelled.reserveCapacity(values.count)
            for (index, value) in values.enumerated() {
                let text = label(CalendarDate(days: value), step: step, names: names, isFirst: index == 0, finest: finest)
                guard TextWrap.width(text, size: size) + gap <= room || step == steps.last else { break }
                labelled.append((value, text))
            }
            if labelled.count == values.count { return withTheYear(labelled, step: step, low: low, high: high, room: room, names: names, size: size, gap: gap, finest: finest) }
        }
        return []
    }

    /// Ticks within one year name none (`Apr 15 … Jul 8`, `Feb … Jun`): the first says it
    /// (`Apr 15, 2024`, `Feb 2024`, `Q2 2024`, `2024-W05`), as a reader dates a chart read years
    /// later, when it still fits beside the next. Hours within a day are left as they are.
    static func withTheYear(
        _ labelled: [(value: Double, label: String)], step: Step, low: Double, high: Double, room: Double, names: DateNames, size: Double, gap: Double,
        finest: CalendarDate.Precision
    ) -> [(value: Double, label: String)] {
        guard let first = labelled.first else { return labelled }
        let date = CalendarDate(days: first.value)
        guard CalendarDate(days: low).year == CalendarDate(days: high).year, CalendarDate(days: low).year == date.year,
            !labelled.contains(where: { $0.label.contains(String(date.year)) })
        else { return labelled }
        let dated: String
        switch step {
        case .hours, .years: return labelled
        case .days: dated = names.full(date, .day)
        case .weeks: dated = finest == .week ? DateNames.isoWeek(date) : names.full(date, .day)
        case .months: dated = finest == .quarter ? names.quarterAndYear(date) : names.monthAndYear(date)
        }
        // Room for the longer label: its half beside the next tick's, which is centred between them.
        let next = labelled.count > 1 ? TextWrap.width(labelled[1].label, size: size) : 0
        guard labelled.count == 1 || (TextWrap.width(dated, size: size) + next) / 2 + gap <= room else { return labelled }
        var result = labelled
        result[0].label = dated
        return result
    }

    /// Data written by the month gets no day ticks, data by the year no month ticks.
    static func isFineEnough(_ step: Step, for precision: CalendarDate.Precision) -> Bool {
        switch (step, precision) {
        case (.hours, .minute): true
        case (.hours, _): false
        case (.days, .year), (.days, .quarter), (.days, .month), (.days, .week), (.weeks, .year), (.weeks, .quarter), (.weeks, .month): false
        case (.months, .year): false
        // Quarterly data: ticks at quarters and coarser, not at months between them.
        case (.months(let count), .quarter): count % 3 == 0
        default: true
        }
    }

    static func ticks(_ step: Step, low: Double, high: Double) -> [Double] {
        var values: [Double] = []
        let start = CalendarDate(days: low)
        switch step {
        case .hours(let count):
            let stepDays = Double(count) / 24
            var value = (low / stepDays).rounded(.up) * stepDays
            while value <= high + 1e-9, values.count < 2000 {
                values.append(value)
                value += stepDays
            }
        case .days(let count):
            var value = low.rounded(.up)
            // Every other day from an even day count, so the ticks do not move with the data's first day.
            if count > 1 { value = (value / Double(count)).rounded(.up) * Double(count) }
            while value <= high + 1e-9, values.count < 2000 {
                values.append(value)
                value += Double(count)
            }
        case .weeks(let count):
            var value = low.rounded(.up)
            while CalendarDate(days: value).weekday != 0 { value += 1 }
            while value <= high + 1e-9, values.count < 2000 {
                values.append(value)
                value += Double(7 * count)
            }
        case .months(let count):
            var year = start.year, month = start.month
            // Quarters and halves start in January, April, July, October.
            while (month - 1) % count != 0 { month += 1 }
            while month > 12 {
                month -= 12
                year += 1
            }
            while values.count < 2000 {
                let value = Double(CalendarDate.days(year, month, 1))
                if value > high + 1e-9 { break }
                if value >= low - 1e-9 { values.append(value) }
                month += count
                while month > 12 {
                    month -= 12
                    year += 1
                }
            }
        case .years(let count):
            var year = start.year
            if Double(CalendarDate.days(year, 1, 1)) < low - 1e-9 { year += 1 }
            year = Int((Double(year) / Double(count)).rounded(.up)) * count
            while values.count < 2000 {
                let value = Double(CalendarDate.days(year, 1, 1))
                if value > high + 1e-9 { break }
                values.append(value)
                year += count
            }
        }
        return values
    }

    static func label(_ date: CalendarDate, step: Step, names: DateNames, isFirst: Bool, finest: CalendarDate.Precision = .day) -> String {
        switch step {
        case .hours:
            return date.minutes == 0 && !isFirst ? names.dayAndMonth(date) : names.time(date)
        case .days(let count):
            // The first tick of a new year names the year.
            return date.month == 1 && date.day <= count && !isFirst ? "\(date.year)" : names.dayAndMonth(date)
        case .weeks(let count):
            if finest == .week {
                // Weekly data names its weeks (`W5`); the first week of a new year, the year.
                let (year, week) = date.isoWeek
                return week <= count && !isFirst ? "\(year)" : "W\(week)"
            }
            return date.month == 1 && date.day <= 7 * count && !isFirst ? "\(date.year)" : names.dayAndMonth(date)
        case .months:
            // Quarterly data names its quarters (`Q2`); a year's first tick, the year.
            if date.month == 1 { return "\(date.year)" }
            return finest == .quarter ? DateNames.quarter(date) : names.month(date)
        case .years:
            return "\(date.year)"
        }
    }
}
