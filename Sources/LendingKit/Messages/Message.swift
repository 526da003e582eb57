import Foundation
import GRDB

/// A message between a book's owner and a requester, attached to the request.
///
/// ```swift
/// try db.sendMessage("Saturday at 10?", on: request.id, by: bob)
/// try db.messages(on: request.id, by: alice).map(\.text)   // ["Saturday at 10?"]
/// ```
public struct Message: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "message"

    /// The row id.
    public let id: Int64
    /// The request the conversation is about.
    public let requestID: Int64
    /// Who wrote it.
    public let senderID: Int64
    /// The other party.
    public let recipientID: Int64
    /// The text, never empty.
    public let text: String
    /// When it was sent.
    public let createdAt: Date

    /// Builds one from its parts, as services and tests do.
    public init(id: Int64, requestID: Int64, senderID: Int64, recipientID: Int64, text: String, createdAt: Date) {
        self.id = id
        self.requestID = requestID
        self.senderID = senderID
        self.recipientID = recipientID
        self.text = text
        self.createdAt = createdAt
    }

    /// The table's columns, for queries.
    public enum Columns {
        /// `id`, in the order messages were sent.
        public static let id = Column(CodingKeys.id)
        /// `requestID`.
        public static let requestID = Column(CodingKeys.requestID)
    }
}
