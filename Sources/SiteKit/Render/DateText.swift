import Foundation

private let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
]

/// Formats dates in one time zone, the same way on every machine (no locale data involved).
struct DateText: Sendable {
    let timeZone: TimeZone

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// `2026-03-14T09:00:00Z`, or with the zone's offset, e.g. `2026-03-14T09:00:00+01:00`.
    func iso(_ date: Date) -> String {
        let (year, month, day, hour, minute, second) = CivilDate.components(of: date, in: timeZone)
        let offset = timeZone.secondsFromGMT(for: date)
        let zone: String
        if offset == 0 {
            zone = "Z"
        } else {
            let sign = offset < 0 ? "-" : "+"
            zone = "\(sign)\(pad(abs(offset) / 3600)):\(pad(abs(offset) % 3600 / 60))"
        }
        return "\(pad(year, 4))-\(pad(month))-\(pad(day))T\(pad(hour)):\(pad(minute)):\(pad(second))\(zone)"
    }

    /// `14 March 2026`.
    func display(_ date: Date) -> String {
        let (year, month, day, _, _, _) = CivilDate.components(of: date, in: timeZone)
        return "\(day) \(monthNames[month - 1]) \(year)"
    }

    /// `2026-03-14`, for the sitemap.
    func day(_ date: Date) -> String {
        let (year, month, day, _, _, _) = CivilDate.components(of: date, in: timeZone)
        return "\(pad(year, 4))-\(pad(month))-\(pad(day))"
    }

    /// The year, for the footer's copyright line.
    func year(_ date: Date) -> Int {
        CivilDate.components(of: date, in: timeZone).0
    }

    private func pad(_ value: Int, _ width: Int = 2) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
