import Foundation
import Testing
@testable import LendingKit

@Suite struct CalendarAndMoneyTests {
    @Test func daysParseCountAndPrint() throws {
        let day = try LibraryDay(parsing: "2026-11-02")
        #expect(day.weekday == .monday)
        #expect(day.description == "2026-11-02")
        #expect(try LibraryDay(parsing: "2028-02-29").adding(days: 1).description == "2028-03-01")
        #expect(try LibraryDay(parsing: "1969-12-31").ordinal == -1)
        #expect(try LibraryDay(parsing: "2000-01-01").weekday == .saturday)
        for text in ["2026-02-29", "2026-13-01", "26-11-02", "2026-1-02", "2026-11-02T10:00", "", "yesterday"] {
            #expect(throws: CirculationError.invalidDate(text)) { try LibraryDay(parsing: text) }
        }
    }

    @Test func everyDayOfFourCenturiesRoundTrips() {
        let first = LibraryDay(year: 1900, month: 1, day: 1)!
        var previous = first
        for ordinal in first.ordinal + 1...first.ordinal + 146_097 {
            let day = LibraryDay(ordinal: ordinal)
            let (year, month, date) = day.components
            #expect(LibraryDay(year: year, month: month, day: date) == day)
            #expect(day.weekday.rawValue == (previous.weekday.rawValue + 1) % 7)
            previous = day
        }
    }

    @Test func weekdaysParseByNameOrAbbreviation() throws {
        #expect(try Weekday(parsing: "Sat") == .saturday)
        #expect(try Weekday(parsing: "sunday") == .sunday)
        #expect(throws: CirculationError.invalidWeekday("su")) { try Weekday(parsing: "su") }
        #expect(throws: CirculationError.invalidWeekday("satx")) { try Weekday(parsing: "satx") }
        #expect(Weekday.days(inMask: Weekday.mask([.saturday, .sunday])) == [.saturday, .sunday])
    }

    @Test func closedDaysMoveDueDatesAndAreNotCounted() throws {
        let christmas = try LibraryDay(parsing: "2026-12-25")   // a Friday
        let calendar = LibraryCalendar(timeZone: .gmt, closedWeekdays: [.saturday, .sunday], closedDates: [christmas])
        #expect(calendar.openDay(onOrAfter: christmas).description == "2026-12-28")
        let monday = try LibraryDay(parsing: "2026-12-21")
        // Tue, Wed, Thu open; Fri closed (Christmas); Sat, Sun closed; Mon open.
        #expect(calendar.openDays(after: monday, through: monday.adding(days: 7)) == 4)
        #expect(calendar.openDays(after: monday, through: monday) == 0)
        // A long stretch counted by weeks matches counting day by day.
        let end = monday.adding(days: 400)
        let byDay = (monday.ordinal + 1...end.ordinal).filter { calendar.isOpen(LibraryDay(ordinal: $0)) }.count
        #expect(calendar.openDays(after: monday, through: end) == byDay)
    }

    @Test func dayOfAnInstantFollowsTheTimeZone() throws {
        // 2026-11-02 23:30 UTC is already 3 November in Berlin (UTC+1 in winter).
        let instant = Date(timeIntervalSince1970: 1_793_662_200)
        #expect(LibraryCalendar(timeZone: .gmt).day(of: instant).description == "2026-11-02")
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        #expect(LibraryCalendar(timeZone: berlin).day(of: instant).description == "2026-11-03")
    }

    @Test func moneyIsExactInMinorUnits() throws {
        #expect(try Money(parsing: "0.25", in: .euro).minorUnits == 25)
        #expect(try Money(parsing: "1,5", in: .euro).minorUnits == 150)
        #expect(try Money(parsing: "2", in: .euro).description == "2.00 EUR")
        #expect(try (Money(parsing: "0.10", in: .euro) * 3).description == "0.30 EUR")
        let yen = try Currency(code: "jpy")
        #expect(try Money(parsing: "300", in: yen).description == "300 JPY")
        #expect(throws: CirculationError.self) { try Money(parsing: "1.5", in: yen) }
        #expect(try Money(parsing: "0.125", in: Currency(code: "KWD")).minorUnits == 125)
        #expect(try Money(parsing: "-1", in: .euro).minorUnits == -100)
        for text in ["-", "--1", "-abc", "0.255", "abc", "", "1.", ".5", "1e3", "99999999999999999999"] {
            #expect(throws: CirculationError.self, "\(text)") { try Money(parsing: text, in: .euro) }
        }
        #expect(throws: CirculationError.invalidCurrency("EURO")) { try Currency(code: "EURO") }
    }
}
