import Foundation
import GRDB

/// One entry of the event log: who did what, when, and the state before and after.
///
/// Every state change writes one, in the same transaction. `before` and `after` describe the
/// book, request or loan concerned, e.g. `request pending, book requested`.
///
/// ```swift
/// try db.events(ofBook: 7).map(\.action)   // [.bookAdded, .requested, .accepted, ...]
/// ```
public struct LendingEvent: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "lendingEvent"

    /// What kind of transition happened.
    public enum Action: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
        /// A user was created.
        case userCreated
        /// A user changed their own profile; the log names the fields, not their values.
        case profileEdited
        /// A book was added (one event per book, imports included).
        case bookAdded
        /// The owner edited a book's fields.
        case bookEdited
        /// The owner deleted an available book.
        case bookDeleted
        /// The owner had a ShelfScan label issued for a book.
        case labelIssued
        /// A borrower asked for a book.
        case requested
        /// The owner accepted a request.
        case accepted
        /// The owner declined a request, or accepting another one declined it.
        case declined
        /// The borrower cancelled their request.
        case cancelled
        /// The owner changed the pickup location of an accepted request.
        case pickupChanged
        /// One side scanned for the handover; the other has not yet.
        case handoverScanned
        /// The second handover scan started a loan.
        case loanStarted
        /// The second handover scan gave a gift to the borrower.
        case giftTransferred
        /// One side scanned for the return; the other has not yet.
        case returnScanned
        /// The second return scan ended the loan.
        case returned
        /// One side rated the other.
        case rated
        /// A rater changed their rating.
        case ratingRevised
        /// The owner attached a photo to a book, or a user set their profile photo.
        case photoAdded
        /// The owner removed a book's photo, or a user their profile photo.
        case photoDeleted
        /// The owner changed their lending policy; the log names the settings, old and new.
        case policyChanged
        /// The borrower (or the owner) renewed a loan: a new due date.
        case renewed
        /// A loan returned late was fined.
        case fineCharged
        /// The owner recorded a payment of fines.
        case finePaid
        /// The owner waived fines.
        case fineWaived
        /// A member placed a hold on a book that is out.
        case holdPlaced
        /// The holder (or the owner) cancelled a hold.
        case holdCancelled
        /// The book came back and the first hold became an accepted request with a pickup deadline.
        case holdReady
        /// A ready hold was not picked up in time and passed to the next.
        case holdExpired
        /// A member checked a book out at the self-service station.
        case checkedOut
        /// A member checked a book in at the self-service station.
        case checkedIn
        /// The owner made a user a member with a library card.
        case memberAdded
        /// A member changed their PIN, giving the old one (before the member needed the old PIN,
        /// also the library setting one); the log never holds a PIN.
        case pinChanged
        /// The library set a member's PIN without the old one (a first PIN, or a forgotten one);
        /// the log never holds the PIN.
        case pinReset
        /// Five wrong PINs locked a card.
        case cardLocked
        /// The owner unlocked a card.
        case cardUnlocked
    }

    /// The row id, in the order things happened.
    public let id: Int64
    /// Who acted.
    public let actorID: Int64
    /// When.
    public let at: Date
    /// What happened.
    public let action: Action
    /// The book concerned; kept after the book is deleted.
    public let bookID: Int64?
    /// The request concerned, if any.
    public let requestID: Int64?
    /// The loan concerned, if any.
    public let loanID: Int64?
    /// The state before, e.g. `request pending, book requested`; `nil` for creations.
    public let before: String?
    /// The state after.
    public let after: String?

    /// Builds one from its parts, as services and tests do.
    public init(id: Int64, actorID: Int64, at: Date, action: Action, bookID: Int64?, requestID: Int64?,
                loanID: Int64?, before: String?, after: String?) {
        self.id = id
        self.actorID = actorID
        self.at = at
        self.action = action
        self.bookID = bookID
        self.requestID = requestID
        self.loanID = loanID
        self.before = before
        self.after = after
    }

    /// The table's columns, for queries.
    public enum Columns {
        /// `id`, in the order things happened.
        public static let id = Column(CodingKeys.id)
        /// `bookID`, kept after the book is deleted.
        public static let bookID = Column(CodingKeys.bookID)
    }
}
