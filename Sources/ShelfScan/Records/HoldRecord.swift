import Foundation
import LendingKit

/// A hold as services and `shelfscan holds --json` print it.
///
/// ```swift
/// HoldRecord(entry)   // {"id":3,"bookID":7,"title":"Dune","status":"waiting","position":2,...}
/// ```
public struct HoldRecord: Codable, Sendable, Equatable {
    /// The hold id.
    public var id: Int64
    /// The book held.
    public var bookID: Int64
    /// The book's title.
    public var title: String
    /// The holder's username.
    public var holder: String
    /// The owner's username.
    public var owner: String
    /// `waiting`, `ready`, `fulfilled`, `cancelled` or `expired`.
    public var status: String
    /// Place in the queue while waiting, 1 first.
    public var position: Int?
    /// Last day to pick the book up, once ready.
    public var pickupBy: String?
    /// The accepted request made for it, once ready.
    public var requestID: Int64?
    /// When it was placed.
    public var createdAt: Date

    /// The record of `entry`.
    public init(_ entry: HoldEntry) {
        id = entry.hold.id
        bookID = entry.hold.bookID
        title = entry.title
        holder = entry.holder
        owner = entry.owner
        status = entry.hold.status.rawValue
        position = entry.position
        pickupBy = entry.hold.pickupBy?.description
        requestID = entry.hold.requestID
        createdAt = entry.hold.createdAt
    }
}
