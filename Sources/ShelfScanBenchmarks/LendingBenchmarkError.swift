import LendingKit

/// A step of the lending benchmark that did not do what the store promises.
public enum LendingBenchmarkError: Error, Equatable, CustomStringConvertible {
    /// The second handover scan of book `bookID` did not start a loan.
    case handoverIncomplete(bookID: Int64, outcome: ScanOutcome)

    /// What went wrong, naming the book.
    public var description: String {
        switch self {
        case let .handoverIncomplete(bookID, outcome):
            return "the second handover scan of book \(bookID) did not start a loan: \(outcome)"
        }
    }
}
