import Foundation
import Testing

@testable import SiteKit

@Suite struct PostDateTests {
    let utc = TimeZone(identifier: "UTC")!
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    func iso(_ date: Date?) -> String? {
        date.map { DateText(timeZone: utc).iso($0) }
    }

    @Test(arguments: [
        ("2026-03-14", "2026-03-14T00:00:00Z"),
        ("2026-03-14 09:30", "2026-03-14T09:30:00Z"),
        ("2026-03-14T09:30:15Z", "2026-03-14T09:30:15Z"),
        ("2026-03-14T09:30:00+02:00", "2026-03-14T07:30:00Z"),
        ("2026-03-14 09:30:00 -0500", "2026-03-14T14:30:00Z"),
        ("2026-03-14T09:30:00.250Z", "2026-03-14T09:30:00Z"),
    ])
    func readsDateFormats(text: String, expected: String) {
        #expect(iso(parsePostDate(text, in: utc)) == expected)
    }

    @Test func aDateWithoutOffsetIsInTheSiteTimeZone() {
        // Berlin is UTC+1 in March (before the switch to summer time).
        #expect(iso(parsePostDate("2026-03-14 09:00", in: berlin)) == "2026-03-14T08:00:00Z")
        #expect(iso(parsePostDate("2026-07-14", in: berlin)) == "2026-07-13T22:00:00Z")
        // An explicit offset wins over the site's zone.
        #expect(iso(parsePostDate("2026-03-14T09:00:00Z", in: berlin)) == "2026-03-14T09:00:00Z")
    }

    @Test(arguments: [
        "2026-02-30", "2026-13-01", "14.03.2026", "2026-03-14T25:00", "yesterday", "2026-03-14 09:00 junk",
    ])
    func rejectsWhatIsNotADate(text: String) {
        #expect(parsePostDate(text, in: utc) == nil)
    }

    @Test func displaysDatesInEnglishInTheSiteZone() throws {
        let date = try #require(parsePostDate("2026-03-14T23:30:00Z", in: utc))
        #expect(DateText(timeZone: utc).display(date) == "14 March 2026")
        #expect(DateText(timeZone: berlin).display(date) == "15 March 2026")
        #expect(DateText(timeZone: berlin).iso(date) == "2026-03-15T00:30:00+01:00")
    }

    @Test func jekyllFileNamesGiveDateAndSlug() {
        #expect(splitJekyllFileName("2026-03-14-my-post")! == ("2026-03-14", "my-post"))
        #expect(splitJekyllFileName("my-post") == nil)
        #expect(splitJekyllFileName("2026-03-14") == nil)
        #expect(splitJekyllFileName("2026-3-14-x") == nil)
    }

    @Test(arguments: [
        ("Hello, World!", "hello-world"),
        ("Spending in März", "spending-in-marz"),
        ("  C'est déjà l'été  ", "c-est-deja-l-ete"),
        ("2026: the year", "2026-the-year"),
        ("日本語", "日本語"),
        ("!!!", ""),
    ])
    func slugs(text: String, expected: String) {
        #expect(slugify(text) == expected)
    }
}
