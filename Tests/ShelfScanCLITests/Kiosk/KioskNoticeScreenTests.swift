import Foundation
import ISBNKit
import ShelfScan
@testable import ShelfScanCLI
import Testing

@Suite("kiosk screen: fines at login")
struct KioskNoticeScreenTests {
    /// Monday 2 November 2026, 09:00 UTC.
    private static let start = Date(timeIntervalSince1970: 1_793_610_000)

    @Test("a member who owes fines sees how much, and that they are blocked, before the first book; then the books")
    func noticeBeforeTheFirstBook() throws {
        try LendingScratch.with { scratch in
            let lent = try AppDatabase.open(atPath: scratch.database, clock: .fixed(at: Self.start),
                                            pinHashing: PINHashing(rounds: 1_000))
            let school = try lent.createUser(UserProfile(username: "school", displayName: "Hill School Library"))
            let bob = try lent.createUser(UserProfile(username: "bob", displayName: "Bob Cratchit"))
            let place = try PickupLocation(latitude: 51.5, longitude: -0.13, address: "Room 4")
            try lent.updatePolicy(by: school) { policy in
                policy.loanDays = 14
                policy.finePerDay = Money(minorUnits: 50, currency: .euro)
                policy.blockAt = Money(minorUnits: 100, currency: .euro)
                policy.selfService = true
                policy.place = place
            }
            for isbn in ["9780441172719", "9780141439518"] {
                try lent.addBook(BookDraft(isbn: try ISBN(parsing: isbn), title: "Book \(isbn.suffix(2))", authors: ["A. Writer"]),
                                 by: school)
            }
            try lent.addMember(bob, card: "HS-0042", pin: "2468", by: school)
            try lent.checkout([.isbn(try ISBN(parsing: "9780441172719"))],
                              member: try lent.authenticate(card: "HS-0042", pin: "2468", library: school))

            let later = try AppDatabase.open(atPath: scratch.database, clock: .fixed(at: Self.start + 17 * 86_400),
                                             pinHashing: PINHashing(rounds: 1_000))
            var station = KioskStation(desk: LendingDesk(database: later), library: school)
            station.handle(.cardTyped("HS-0042"))
            station.handle(.pin("2468"))
            let screen = KioskScreen(station: station, typed: "").text
            #expect(screen.contains("\n ! You owe 1.50 EUR in fines (0.00 EUR charged, 1.50 EUR accruing); your\n"
                                    + "   account is blocked: please pay at the desk.\n"))
            station.handle(.bookTyped("9780141439518"))
            let after = KioskScreen(station: station, typed: "").text
            #expect(!after.contains("You owe") && after.contains("[ NO ] Not done: \"Book 18\": your account is blocked"))
        }
    }
}
