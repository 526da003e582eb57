import Foundation
import ShelfScan

/// A lending desk in memory for a service's tests, with people, books and a clock the test moves:
/// what a test needs to hand over, return, check out and fine, from `import ShelfScanTesting`.
///
/// - `alice` lends three books to neighbours, with no due dates (`aliceBooks`).
/// - `library` lends two books on 21-day loans, fines 0.20 EUR a day after them, and offers
///   self-service at its desk (`libraryBooks`); `bob` is its member, card `SampleDesk.memberCard`,
///   PIN `SampleDesk.memberPIN`.
/// - `bob` and `carol` borrow.
///
/// ```swift
/// let sample = try SampleDesk()
/// let member = try sample.store.authenticate(card: SampleDesk.memberCard, pin: SampleDesk.memberPIN,
///                                           library: sample.library)
/// let photo = try sample.barcodePhoto(of: sample.libraryBooks[0])
/// try sample.desk.checkout(.upload(bytes: photo, name: "dune.png"), member: member)
/// sample.clock.advance(days: 25)   // four days overdue: 0.80 EUR accruing
/// ```
public struct SampleDesk: Sendable {
    /// The clock every operation reads.
    public let clock: SettableClock
    /// The store, in memory.
    public let store: AppDatabase
    /// The desk over it, scanning as the command line does.
    public let desk: LendingDesk
    /// A neighbour who lends.
    public let alice: User
    /// A library with a policy and self-service.
    public let library: User
    /// A borrower, and a member of `library`.
    public let bob: User
    /// Another borrower.
    public let carol: User
    /// alice's books, available.
    public let aliceBooks: [Book]
    /// The library's books, available.
    public let libraryBooks: [Book]

    /// bob's card at `library`.
    public static let memberCard = "LC-0042"
    /// bob's PIN.
    public static let memberPIN = "4711"
    /// Where the sample starts: 2026-11-02 10:00 UTC, a Monday.
    public static let start = Date(timeIntervalSince1970: 1_793_613_600)

    /// A new sample whose clock reads `start`; PINs are hashed cheaply, as suits tests.
    public init(start: Date = SampleDesk.start) throws {
        clock = SettableClock(at: start)
        store = try AppDatabase.inMemory(clock: clock.lendingClock, pinHashing: PINHashing(rounds: 1_000))
        desk = LendingDesk(database: store)
        alice = try store.createUser(UserProfile(username: "alice"))
        library = try store.createUser(UserProfile(username: "library"))
        bob = try store.createUser(UserProfile(username: "bob"))
        carol = try store.createUser(UserProfile(username: "carol"))
        let place = try PickupLocation(latitude: 52.52, longitude: 13.405, address: "Library desk")
        try store.updatePolicy(by: library) { policy in
            policy.loanDays = 21
            policy.finePerDay = Money(minorUnits: 20, currency: .euro)
            policy.place = place
            policy.selfService = true
        }
        try store.addMember(bob, card: Self.memberCard, pin: Self.memberPIN, by: library)
        aliceBooks = try [("9780441172719", "Dune", "Frank Herbert"), ("9780393316049", "Flatland", "Edwin A. Abbott"),
                          ("9780140449136", "Crime and Punishment", "Fyodor Dostoevsky")].map { [store, alice] book in
            try store.addBook(BookDraft(isbn: ISBN(parsing: book.0), title: book.1, authors: [book.2]), by: alice)
        }
        libraryBooks = try [("9780262033848", "Introduction to Algorithms", "Thomas H. Cormen"),
                            ("9780306406157", "Numbers", "Ann Author")].map { [store, library] book in
            try store.addBook(BookDraft(isbn: ISBN(parsing: book.0), title: book.1, authors: [book.2]), by: library)
        }
    }

    /// A PNG of `book`'s barcode, as a phone would upload a photo of it.
    public func barcodePhoto(of book: Book) throws -> [UInt8] {
        let digits = book.isbn?.isbn13 ?? book.label?.digits ?? ""
        return try PNGEncoder().encode(try BarcodeRenderer(moduleWidth: 3).render(.ean13, digits: digits))
    }
}
