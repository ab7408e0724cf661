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

    /// A French or Japanese blog shows its days as its readers write them; English (any region) and
    /// a language the platform does not know keep `14 March 2026`. The author's day, not UTC's.
    @Test func daysAreWrittenInTheSitesLanguage() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(DateText(timeZone: utc, language: "fr").display(date) == "14 mars 2026")
        #expect(DateText(timeZone: utc, language: "de").display(date) == "14. März 2026")
        #expect(DateText(timeZone: utc, language: "ja").display(date) == "2026年3月14日")
        #expect(DateText(timeZone: utc, language: "en-US").display(date) == "14 March 2026")
        #expect(DateText(timeZone: utc, language: "xx").display(date) == "14 March 2026")
        // 09:30 UTC is already the 15th in Auckland, and still the 14th at -10:00 written by the author.
        let auckland = try #require(TimeZone(identifier: "Pacific/Auckland"))
        let late = Date(timeIntervalSince1970: 1_773_480_600 + 3 * 3600)
        #expect(DateText(timeZone: auckland, language: "fr").display(late) == "15 mars 2026")
        #expect(DateText(timeZone: auckland, language: "fr").display(late, written: -10 * 3600) == "14 mars 2026")
    }
}
