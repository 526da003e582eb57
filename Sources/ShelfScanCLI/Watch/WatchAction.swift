import ArgumentParser
import ShelfScan

/// The desk action `watch --action` performs for each code it confirms.
enum WatchAction: String, ExpressibleByArgument, CaseIterable {
    /// Adds the book, its details from the local catalogue (`shelfscan book add`).
    case add
    /// The owner's handover scan (`shelfscan handover`).
    case handover
    /// The borrower's or the owner's receiving scan (`shelfscan receive`).
    case receive
    /// The borrower's return scan (`shelfscan return`).
    case `return`

    /// The lending scan the action makes; `nil` for adding.
    var scanAction: ScanAction? {
        switch self {
        case .add: return nil
        case .handover: return .handOver
        case .receive: return .receive
        case .return: return .handBack
        }
    }
}
