import BarcodeKit
import Foundation
import ISBNKit
import LendingKit
import ShelfScan

/// A station on a fresh in-memory store: `school` lends with self-service on (14-day loans, two
/// renewals); `bob` (card `HS-0042`, PIN 2468) and `carol` (card `20001`, PIN 1357) are members;
/// three books, the third for reference only. The store's clock stands still unless a test gives
/// one it moves.
struct KioskFixture {
    let database: AppDatabase
    let school: User
    let bob: User
    let carol: User
    static let isbns = ["9780441172719", "9780141439518", "9780306406157"]
    static let titles = ["Dune", "Pride and Prejudice", "Atlas of London"]

    /// Monday 2 November 2026, 09:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_793_610_000)

    init(clock: LendingClock = .fixed(at: Self.now), policy configure: (inout LendingPolicy) -> Void = { _ in }) throws {
        database = try AppDatabase.inMemory(clock: clock, pinHashing: PINHashing(rounds: 1_000))
        school = try database.createUser(UserProfile(username: "school", displayName: "Hill School Library"))
        bob = try database.createUser(UserProfile(username: "bob", displayName: "Bob Cratchit"))
        carol = try database.createUser(UserProfile(username: "carol", displayName: "Carol Jones"))
        let place = try PickupLocation(latitude: 51.5, longitude: -0.13, address: "Room 4")
        try database.updatePolicy(by: school) { policy in
            policy.loanDays = 14
            policy.renewals = 2
            policy.selfService = true
            policy.place = place
            configure(&policy)
        }
        for (isbn, title) in zip(Self.isbns, Self.titles) {
            try database.addBook(BookDraft(isbn: try ISBN(parsing: isbn), title: title, authors: ["A. Writer"]), by: school)
        }
        try database.editBook(3, changes: BookChanges(isReference: true), by: school)
        try database.addMember(bob, card: "HS-0042", pin: "2468", by: school)
        try database.addMember(carol, card: "20001", pin: "1357", by: school)
    }

    /// A station of the school's in `mode`, idle after 60 s, notices shown for 15 s.
    func station(_ mode: KioskMode = .checkout) -> KioskStation {
        KioskStation(desk: LendingDesk(database: database), library: school, settings: KioskSettings(mode: mode))
    }

    /// A station with bob's session started.
    func bobServed(_ mode: KioskMode = .checkout) -> KioskStation {
        var station = station(mode)
        station.handle(.cardTyped("hs-0042"))
        station.handle(.pin("2468"))
        return station
    }

    /// The school's open loans: each book's title and its borrower.
    func openLoans() throws -> [String] {
        try database.lentLoans(of: school).map { "\($0.title) to \($0.borrower)" }
    }
}
