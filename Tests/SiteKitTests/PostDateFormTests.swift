import Foundation
import Testing

@testable import SiteKit

/// Every date form Hugo and Jekyll document.
@Suite struct PostDateFormTests {
    @Test(arguments: [
        ("2019-03-05", "2019-03-05T00:00:00Z"),
        ("2019-3-5", "2019-03-05T00:00:00Z"),
        ("2019-04-25 9:00:00", "2019-04-25T09:00:00Z"),
        ("2019-04-25 9:00", "2019-04-25T09:00:00Z"),
        // A tab between day and time, as a Pelican post's aligned metadata may have it.
        ("2017-04-23\t 20:04", "2017-04-23T20:04:00Z"),
        ("2019-04-25T09:00:00Z", "2019-04-25T09:00:00Z"),
        ("2019-04-25T09:00:00.123456Z", "2019-04-25T09:00:00Z"),
        ("2019-04-25t09:00:00z", "2019-04-25T09:00:00Z"),
        ("2023-01-29 18:30:22 -0800", "2023-01-30T02:30:22Z"),
        ("2023-01-29 18:30:22 -08:00", "2023-01-30T02:30:22Z"),
        ("2023-01-29T18:30:22+0530", "2023-01-29T13:00:22Z"),
        ("2023-01-29T18:30+01:00", "2023-01-29T17:30:00Z"),
        // An offset with seconds, as Hugo Academic's example events have it.
        ("2019-03-24T15:30:00+02:00:00", "2019-03-24T13:30:00Z"),
        // Written out, as Quarto reads it.
        ("March 5, 2019", "2019-03-05T00:00:00Z"),
    ])
    func reads(_ text: String, _ utc: String) throws {
        let date = try #require(parsePostDate(text, in: .gmt))
        #expect(DateText(timeZone: .gmt).iso(date) == utc)
    }

    @Test(arguments: ["2019-02-30", "2019-13-01", "2019-03-05 25:00", "19-03-05", "2019-03-05 9", "March 5, 20199", "2019-03-05T10:00:00+2500", "2019-03-05T10:00:00+02:00:60", "2019-03-05T10:00:00+02:00:"])
    func refuses(_ text: String) {
        #expect(parsePostDate(text, in: .gmt) == nil)
    }

    @Test func anOffsetShowsTheAuthorsDay() throws {
        let written = try #require(readPostDate("2023-01-29 18:30:22 -0800", in: .gmt))
        #expect(written.offset == -8 * 3600)
        let dates = DateText(timeZone: .gmt)
        // In UTC it is already the 30th; the author wrote it on the 29th.
        #expect(dates.display(written.date) == "30 January 2023")
        #expect(dates.display(written.date, written: written.offset) == "29 January 2023")
        #expect(dates.iso(written.date, written: written.offset) == "2023-01-29T18:30:22-08:00")
    }
}
