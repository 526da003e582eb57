import LendingKit

/// One book's outcome in a session: borrowed, returned or renewed, or refused and why, in the
/// member's words.
///
/// ```swift
/// line.summary   // "Borrowed \"Dune\", due 2026-12-16"
/// ```
public struct KioskLine: Sendable, Hashable {
    /// What happened to the book.
    public enum Outcome: String, Sendable, Hashable {
        case borrowed, returned, renewed, refused
    }

    /// What happened.
    public var outcome: Outcome
    /// The code shown or typed.
    public var code: String
    /// The book's title, when the book is known.
    public var title: String?
    /// The loan's due date after a checkout or renewal; `nil` without one.
    public var dueDate: LibraryDay?
    /// The fine a late return was charged.
    public var fine: Money?
    /// Why it was refused.
    public var reason: String?

    /// A line with the given parts.
    public init(outcome: Outcome, code: String, title: String? = nil, dueDate: LibraryDay? = nil, fine: Money? = nil,
                reason: String? = nil) {
        self.outcome = outcome
        self.code = code
        self.title = title
        self.dueDate = dueDate
        self.fine = fine
        self.reason = reason
    }

    /// The line in words: `Borrowed "Dune", due 2026-12-16`, `Returned "Emma", fine 0.75 EUR`,
    /// `Not done: 9780... "Atlas" is a reference book: it stays in the library`.
    public var summary: String {
        let book = title.map { "\"\($0)\"" } ?? code
        let due = dueDate.map { ", due \($0)" } ?? ", no due date"
        switch outcome {
        case .borrowed: return "Borrowed \(book)\(due)"
        case .renewed: return "Renewed \(book)\(due)"
        case .returned: return "Returned \(book)" + (fine.map { $0.minorUnits > 0 ? ", fine \($0)" : "" } ?? "")
        case .refused: return "Not done: " + (reason ?? code)
        }
    }
}
