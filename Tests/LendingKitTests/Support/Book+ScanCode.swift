@testable import LendingKit

extension Book {
    /// The code a scan of this book reads: its label when it has one, else its ISBN.
    var scanCode: BookCode { codes[0] }
}
