import Foundation
import ShelfScanTesting
import Testing

/// The sample desk does what its documentation says: a neighbour's loan by uploaded photos, a
/// member's checkout, and a fine that grows as the test moves the clock.
@Suite("SampleDesk")
struct SampleDeskTests {
    @Test("alice lends Dune to bob by two uploaded photos of its barcode")
    func neighboursLoan() async throws {
        let sample = try SampleDesk()
        let dune = sample.aliceBooks[0]
        let request = try await sample.store.requestBook(dune.id, by: sample.bob)
        try await sample.store.accept(request: request.id, pickup: PickupLocation(latitude: 1, longitude: 2, address: "Gate"),
                                      by: sample.alice)
        let photo = try sample.barcodePhoto(of: dune)
        let first = try await sample.desk.handOver(.upload(bytes: photo, name: "dune.png"), by: sample.alice)
        let second = try await sample.desk.receive(.upload(bytes: photo, name: "dune.png"), by: sample.bob)
        guard case .waiting = first.outcome, case let .loanStarted(loan) = second.outcome else {
            Issue.record("\(first.outcome), \(second.outcome)")
            return
        }
        #expect(loan.dueDate == nil && loan.startedAt == SampleDesk.start)
    }

    @Test("bob checks out at the library's self-service; 25 days on he owes 0.80 EUR")
    func memberFine() throws {
        let sample = try SampleDesk()
        let member = try sample.store.authenticate(card: SampleDesk.memberCard, pin: SampleDesk.memberPIN,
                                                   library: sample.library)
        let book = sample.libraryBooks[0]
        let checkout = try sample.desk.checkout(.upload(bytes: try sample.barcodePhoto(of: book), name: "algorithms.png"),
                                                member: member)
        #expect(checkout.loan.dueDate?.description == "2026-11-23")
        sample.clock.advance(days: 25)
        #expect(sample.clock.now == SampleDesk.start.addingTimeInterval(25 * 86_400))
        let account = try sample.store.fineAccount(of: sample.bob, with: sample.library, by: sample.library)
        #expect(account.accruing.description == "0.80 EUR")
    }
}
