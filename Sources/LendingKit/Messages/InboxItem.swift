import Foundation
import GRDB

/// A notification in a user's inbox, unread until marked read.
///
/// ```swift
/// for item in try db.inbox(of: alice, unreadOnly: true) { print(item.text) }
/// // bob asked for "Dune" (book 7, request 3)
/// try db.markRead(item.id, by: alice)
/// ```
public struct InboxItem: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "inboxItem"

    /// What happened.
    public enum Kind: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
        /// To the owner: someone asked for their book.
        case requestReceived
        /// To the borrower: the owner accepted, with a pickup location.
        case requestAccepted
        /// To the borrower: the owner declined, or accepted someone else.
        case requestDeclined
        /// To the owner: the borrower withdrew their request.
        case requestCancelled
        /// To the borrower: the owner changed the pickup location.
        case pickupChanged
        /// To the other side: one side scanned, waiting for yours.
        case scanWaiting
        /// To both: the handover is complete and the loan started.
        case loanStarted
        /// To both: the gift changed owner.
        case giftTransferred
        /// To both: the book is back with its owner.
        case returned
        /// To the other side of a request: a new message.
        case messageReceived
        /// To the rated side of a loan.
        case rated
        /// To the borrower: a loan is due within the policy's due-soon days.
        case dueSoon
        /// To the borrower: a loan is overdue (sent on the first day, then weekly).
        case overdue
        /// To the other side: a loan was renewed, with its new due date.
        case renewed
        /// To the borrower: a late return was fined.
        case fineCharged
        /// To the borrower: the owner recorded a payment or waived fines.
        case fineSettled
        /// To the owner: a member placed a hold on their book.
        case holdPlaced
        /// To the holder: the held book is back and waits for them until a pickup date.
        case holdReady
        /// To the holder: a ready hold was not picked up in time, or the owner cancelled it.
        case holdEnded
        /// To the member: a self-service checkout or check-in, with the due date or the fine.
        case selfService
    }

    /// The row id.
    public let id: Int64
    /// Whose inbox it is in.
    public let userID: Int64
    /// What happened.
    public let kind: Kind
    /// A sentence for people, naming the book and the other person.
    public let text: String
    /// The book concerned, if it still exists.
    public let bookID: Int64?
    /// The request concerned, if any.
    public let requestID: Int64?
    /// The loan concerned, if any.
    public let loanID: Int64?
    /// When it was sent.
    public let createdAt: Date
    /// When the user marked it read; `nil` while unread.
    public let readAt: Date?

    /// Builds one from its parts, as services and tests do.
    public init(id: Int64, userID: Int64, kind: Kind, text: String, bookID: Int64?, requestID: Int64?, loanID: Int64?,
                createdAt: Date, readAt: Date?) {
        self.id = id
        self.userID = userID
        self.kind = kind
        self.text = text
        self.bookID = bookID
        self.requestID = requestID
        self.loanID = loanID
        self.createdAt = createdAt
        self.readAt = readAt
    }

    /// Whether the user has not marked it read.
    public var isUnread: Bool { readAt == nil }

    /// The table's columns, for queries.
    public enum Columns {
        /// `id`, in the order items arrived.
        public static let id = Column(CodingKeys.id)
        /// `userID`: whose inbox.
        public static let userID = Column(CodingKeys.userID)
        /// `readAt`, `NULL` while unread.
        public static let readAt = Column(CodingKeys.readAt)
    }
}
