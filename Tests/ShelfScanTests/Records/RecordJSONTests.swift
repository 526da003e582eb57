import Foundation
import ShelfScan
import Testing

/// The records services send, in `ShelfScanJSON`'s form: keys sorted, dates in ISO 8601, and read
/// back equal to what was written.
@Suite("Records in JSON")
struct RecordJSONTests {
    private static let instant = Date(timeIntervalSince1970: 1_795_000_000)

    @Test("a member's record is one sorted line with ISO 8601 dates, and reads back equal")
    func memberLine() throws {
        let record = MemberRecord(card: "LC-0042", username: "bob", hasPIN: true, failedPINs: 0, lockedUntil: nil,
                                  createdAt: Self.instant)
        #expect(ShelfScanJSON.line(record)
                == #"{"card":"LC-0042","createdAt":"2026-11-18T11:06:40Z","failedPINs":0,"hasPIN":true,"username":"bob"}"#)
        try Self.expectRoundTrip(record)
    }

    @Test("every record the command line prints reads back equal to what was written")
    func roundTrips() throws {
        let box = BoundingBox(x: 1, y: 2, width: 30, height: 40)
        try Self.expectRoundTrip(CardRecord(file: "card.jpg", number: "LC-7", symbology: "CODE-128", text: "LC-7", bounds: box))
        try Self.expectRoundTrip(RenewalRecord(loanID: 4, title: "Dune", renewed: false, dueDate: nil,
                                               refusal: "\"Dune\" was renewed 2 times already"))
        try Self.expectRoundTrip(NoticeRunRecord(dueSoon: 3, overdue: 2, expiredHolds: 1, lenders: 1, date: "2026-11-24"))
        let book = BookRecord(id: 7, isbn: "9780441172719", title: "Dune", authors: ["Frank Herbert"], status: "borrowed")
        try Self.expectRoundTrip(SelfServiceRecord(book: book, loanID: 3, dueDate: "2026-12-01", fine: 150, currency: "EUR"))
        try Self.expectRoundTrip(MemberRecord(card: "B-1", username: "carol", hasPIN: false, failedPINs: 5,
                                              lockedUntil: Self.instant, createdAt: Self.instant))
    }

    private static func expectRoundTrip<Record: Codable & Equatable>(_ record: Record,
                                                                   sourceLocation: SourceLocation = #_sourceLocation) throws {
        let data = try ShelfScanJSON.encoder().encode(record)
        #expect(try ShelfScanJSON.decoder().decode(Record.self, from: data) == record, sourceLocation: sourceLocation)
        #expect(String(decoding: data, as: UTF8.self) == ShelfScanJSON.line(record), sourceLocation: sourceLocation)
    }
}
