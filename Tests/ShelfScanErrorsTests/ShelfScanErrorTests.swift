import Foundation
import ShelfScanErrors
import Testing

/// The protocol's defaults: the sentence is the localized description, and the offending value
/// is the first text or number a case carries, or the wrapped error's.
@Suite("ShelfScanError")
struct ShelfScanErrorTests {
    private enum Refusal: ShelfScanError, Equatable {
        case noSuchShelf(String)
        case tooFull(shelf: Int, limit: Int)
        case wrapped(Inner)
        case closed

        var code: String { "shelf.refused" }
        var description: String { "the shelf says no" }
    }

    private struct Inner: ShelfScanError, Equatable {
        var code: String { "inner.problem" }
        var description: String { "inner" }
        var offendingValue: String? { "inner value" }
    }

    @Test("localizedDescription says what description says, not Foundation's generic words")
    func localizedDescription() {
        let error: any Error = Refusal.closed
        #expect(error.localizedDescription == "the shelf says no")
        #expect((error as? any ShelfScanError)?.code == "shelf.refused")
    }

    @Test("the offending value is the case's first text or number, or the wrapped error's")
    func offendingValue() {
        #expect(Refusal.noSuchShelf("attic").offendingValue == "attic")
        #expect(Refusal.tooFull(shelf: 3, limit: 40).offendingValue == "3")
        #expect(Refusal.wrapped(Inner()).offendingValue == "inner value")
        #expect(Refusal.closed.offendingValue == nil)
    }
}
