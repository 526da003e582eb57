import ArgumentParser
import ShelfScan

/// The desk action `watch --action` performs for each code it confirms.
enum WatchAction: String, ExpressibleByArgument, CaseIterable {
    /// The owner's handover scan (`shelfscan handover`).
    case handover
    /// The borrower's or the owner's receiving scan (`shelfscan receive`).
    case receive
    /// The borrower's return scan (`shelfscan return`).
    case `return`

    /// The lending scan the action makes.
    var scanAction: ScanAction {
        switch self {
        case .handover: return .handOver
        case .receive: return .receive
        case .return: return .handBack
        }
    }
}
