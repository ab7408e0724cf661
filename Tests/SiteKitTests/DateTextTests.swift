import Foundation
import Testing

@testable import SiteKit

/// ISO dates written byte by byte, with and without the fixed-offset shortcut.
@Suite struct DateTextTests {
    private let date = Date(timeIntervalSince1970: 1_773_480_600)  // 2026-03-14T09:30:00Z

    @Test func utcAndGMTWriteZ() {
        #expect(DateText(timeZone: TimeZone(identifier: "UTC")!).iso(date) == "2026-03-14T09:30:00Z")
        #expect(DateText(timeZone: TimeZone(secondsFromGMT: 0)!).iso(date) == "2026-03-14T09:30:00Z")
    }

    @Test func negativeAndHalfHourOffsets() throws {
        let stJohns = try #require(TimeZone(identifier: "America/St_Johns"))
        #expect(DateText(timeZone: stJohns).iso(date) == "2026-03-14T07:00:00-02:30")
        let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
        #expect(DateText(timeZone: kolkata).iso(date) == "2026-03-14T15:00:00+05:30")
    }

    @Test func earlyYearsArePaddedToFourDigits() {
        let utc = DateText(timeZone: TimeZone(identifier: "UTC")!)
        let year800 = Date(timeIntervalSince1970: Double(CivilDate.days(year: 800, month: 1, day: 2)) * 86_400 + 61)
        #expect(utc.iso(year800) == "0800-01-02T00:01:01Z")
        #expect(utc.display(year800) == "2 January 800")
    }
}
