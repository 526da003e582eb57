import Foundation
import ShelfScan
import Testing

/// What the library returns can be built by a service's own tests, from `import ShelfScan` alone,
/// without a database: every result has a public initializer from its parts.
@Suite("Results built from their parts")
struct ResultValueTests {
    private static let day = Date(timeIntervalSince1970: 1_795_000_000)

    @Test("a checkout, a check-in, a scan, a search hit and a hold are built as a service's fake would build them")
    func builtFromParts() throws {
        let isbn = try ISBN(parsing: "978-0-441-17271-9")
        let book = Book(id: 7, ownerID: 1, isbn: isbn, label: nil, title: "Dune", authors: ["Frank Herbert"], subjects: [],
                        description: nil, isGift: false, isReference: false, status: .borrowed, createdAt: Self.day,
                        updatedAt: Self.day, removedAt: nil)
        let owner = User(id: 1, username: "library", displayName: "The Library", email: nil, phone: nil, libraryCard: nil,
                         createdAt: Self.day)
        let loan = Loan(id: 3, bookID: 7, requestID: 5, lenderID: 1, borrowerID: 2, startedAt: Self.day, borrowerReturnedAt: nil,
                        ownerReceivedAt: nil, returnedAt: nil, returnComment: nil, dueDate: try LibraryDay(parsing: "2026-12-01"),
                        renewals: 0, renewalLimit: 2, finePerDay: 20, graceDays: 0, maxFine: nil)
        let checkout = CheckoutResult(book: book, loan: loan)
        #expect(SelfServiceRecord(checkout).dueDate == "2026-12-01")
        let fine = Money(minorUnits: 150, currency: try Currency(code: "EUR"))
        #expect(SelfServiceRecord(CheckinResult(book: book, loan: loan, fine: fine)).fine == 150)
        let pending = PendingScan(kind: .handover, role: .owner, bookID: 7, title: "Dune", code: .isbn(isbn), requestID: 5,
                                  loanID: nil, otherParty: "bob", otherSideScanned: false)
        let scan = ScanResult(scan: pending, outcome: .waiting(pending))
        #expect(scan.outcome == .waiting(pending))
        #expect(SearchResult(book: book, owner: owner.username).owner == "library")
        let hold = Hold(id: 2, bookID: 7, holderID: 3, status: .waiting, requestID: nil, pickupBy: nil, createdAt: Self.day,
                        updatedAt: Self.day)
        #expect(HoldRecord(HoldEntry(hold: hold, title: "Dune", holder: "carol", owner: "library", position: 1)).position == 1)
        #expect(NoticeRun(dueSoon: 2) == NoticeRun(dueSoon: 2, overdue: 0, expiredHolds: 0, lenders: 0))
    }

    @Test("results and settings read back from ShelfScanJSON equal; codes and currencies as their text, checked")
    func codable() throws {
        let isbn = try ISBN(parsing: "978-0-441-17271-9")
        let pending = PendingScan(kind: .return, role: .borrower, bookID: 7, title: "Dune", code: .isbn(isbn), requestID: 5,
                                  loanID: 3, otherParty: "alice", otherSideScanned: true)
        try Self.expectRoundTrip(ScanResult(scan: pending, outcome: .waiting(pending)))
        try Self.expectRoundTrip(ScanOptions(mode: .fast))
        try Self.expectRoundTrip(LendingPolicy.private)
        let fine = Money(minorUnits: 150, currency: try Currency(code: "eur"))
        #expect(ShelfScanJSON.line(fine) == #"{"currency":"EUR","minorUnits":150}"#)
        #expect(ShelfScanJSON.line([BookCode.isbn(isbn)]) == #"["9780441172719"]"#)
        try Self.expectRoundTrip(fine)
        let decoder = ShelfScanJSON.decoder()
        #expect(throws: DecodingError.self) { try decoder.decode([BookCode].self, from: Data(#"["4006381333931"]"#.utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(Money.self, from: Data(#"{"currency":"E1","minorUnits":1}"#.utf8)) }
    }

    private static func expectRoundTrip<Value: Codable & Equatable>(_ value: Value,
                                                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        let data = try ShelfScanJSON.encoder().encode(value)
        #expect(try ShelfScanJSON.decoder().decode(Value.self, from: data) == value, sourceLocation: sourceLocation)
    }
}
