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
        // Written out, as Quarto and R Markdown posts have it.
        ("26 September 2017", "2017-09-26T00:00:00Z"),
        ("September 26, 2017", "2017-09-26T00:00:00Z"),
        ("Sep 6 2017", "2017-09-06T00:00:00Z"),
        ("1st March 2020", "2020-03-01T00:00:00Z"),
        // With slashes: month first as Quarto reads it, unless the first number is no month; Hexo's year first.
        ("09/16/2019", "2019-09-16T00:00:00Z"),
        ("3/4/2021", "2021-03-04T00:00:00Z"),
        ("16/09/2019", "2019-09-16T00:00:00Z"),
        ("2019/09/16 10:30", "2019-09-16T10:30:00Z"),
        // A zero too many before the month (a Hexo post's typo): the month meant.
        ("2022-010-10 14:13:15", "2022-10-10T14:13:15Z"),
        ("2022-10-009", "2022-10-09T00:00:00Z"),
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
        "30 February 2026", "March 2026", "32 March 2026", "Ma 3 2026",
        "13/13/2020", "09/16/19", "1/2", "2019/09/16/04", "09/16/2019 junk",
        "2022-0100-10", "2022-0013-01",
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

    /// File names are input too: every short name over the characters that dated names use is
    /// read without a trap (a blog's `log/2024.md` crashed the build), and a date read from one is real.
    @Test func anyShortFileNameIsReadWithoutATrap() {
        var generator = SplitMix(state: 20_261_202)
        let alphabet = Array("0123456789-_./ax")
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...14, using: &generator)
            let name = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            if let split = splitJekyllFileName(name) {
                #expect(split.date.utf8.count == 10 && !split.slug.isEmpty, "\(name)")
            }
            _ = dayInPath(name)
            _ = slugify(name)
        }
    }

    @Test func jekyllFileNamesGiveDateAndSlug() {
        #expect(splitJekyllFileName("2026-03-14-my-post")! == ("2026-03-14", "my-post"))
        #expect(splitJekyllFileName("my-post") == nil)
        #expect(splitJekyllFileName("2026-03-14") == nil)
        // Jekyll reads one-digit months and days in file names too.
        #expect(splitJekyllFileName("2026-3-4-x")! == ("2026-03-04", "x"))
        #expect(splitJekyllFileName("2017-4-20_tips")! == ("2017-04-20", "tips"))
        #expect(splitJekyllFileName("2026-03-14_zola")! == ("2026-03-14", "zola"))
        #expect(splitJekyllFileName("2026-3-4-") == nil)
        #expect(splitJekyllFileName("2026-123-4-x") == nil)
        #expect(splitJekyllFileName("26-03-14-x") == nil)
        #expect(splitJekyllFileName("2026-03-14x") == nil)
        // Every prefix of a dated name, and a name of only a year (a blog's `2019.md` crashed the build).
        let name = "2026-03-14-x"
        for length in 0..<name.count {
            #expect(splitJekyllFileName(String(name.prefix(length))) == nil, "\(name.prefix(length))")
        }
        #expect(splitJekyllFileName("2019") == nil && splitJekyllFileName("20") == nil)
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

    /// A name written for the address keeps its dots and underscores, as Hugo and Jekyll keep them.
    @Test(arguments: [
        ("dplyr-1.0.0", "dplyr-1.0.0"),
        ("lubridate 1.7.0", "lubridate-1.7.0"),
        ("Read_Me", "read_me"),
        ("März_2026.v2", "marz_2026.v2"),
        ("..", ""),
        ("../etc", "etc"),
        ("v1.", "v1"),
        ("_draft", "draft"),
        ("a . b", "a-b"),
    ])
    func nameSlugs(text: String, expected: String) {
        #expect(nameSlug(text) == expected)
    }
}

@Suite struct CivilDateTests {
    @Test func agreesWithFoundationsCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        // From 1600 (Foundation's calendar is Julian before October 1582) to 3000.
        var mismatches: [Int] = []
        for days in stride(from: -135_000, through: 375_000, by: 13) {
            let date = Date(timeIntervalSince1970: Double(days) * 86_400)
            let expected = calendar.dateComponents([.year, .month, .day], from: date)
            let actual = CivilDate.date(fromDays: days)
            if actual.year != expected.year || actual.month != expected.month || actual.day != expected.day
                || CivilDate.days(year: actual.year, month: actual.month, day: actual.day) != days
            {
                mismatches.append(days)
            }
        }
        #expect(mismatches.isEmpty, "first differences at days \(mismatches.prefix(5))")
    }

    @Test func leapYears() {
        #expect(CivilDate.daysIn(month: 2, year: 2024) == 29)
        #expect(CivilDate.daysIn(month: 2, year: 1900) == 28)
        #expect(CivilDate.daysIn(month: 2, year: 2000) == 29)
        #expect(parsePostDate("2024-02-29", in: .gmt) != nil)
        #expect(parsePostDate("2026-02-29", in: .gmt) == nil)
    }

    @Test func wallClockTimesAroundSummerTime() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let utc = DateText(timeZone: .gmt)
        // The last Sunday of March 2026 is the 29th: 01:30 is still winter time, 03:30 summer time.
        #expect(utc.iso(try #require(parsePostDate("2026-03-29 01:30", in: berlin))) == "2026-03-29T00:30:00Z")
        #expect(utc.iso(try #require(parsePostDate("2026-03-29 03:30", in: berlin))) == "2026-03-29T01:30:00Z")
        #expect(
            DateText(timeZone: berlin).iso(try #require(parsePostDate("2026-03-29T01:30:00Z", in: berlin)))
                == "2026-03-29T03:30:00+02:00")
    }
}
