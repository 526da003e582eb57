import Foundation
import LendingKit

/// A book as `--json` prints it, with the owner's and borrower's usernames when known.
struct BookRecord: Encodable {
    var id: Int64
    var isbn: String
    var title: String
    var authors: [String]
    var description: String?
    var subjects: [String]
    var isGift: Bool
    var status: String
    var owner: String?
    var borrower: String?
    var pendingRequests: Int?
    var photo: String?
    var photoID: Int64?

    init(_ book: Book, owner: String? = nil, borrower: String? = nil, pendingRequests: Int? = nil,
         photo: String? = nil, photoID: Int64? = nil) {
        id = book.id
        isbn = book.isbn.isbn13
        title = book.title
        authors = book.authors
        description = book.description
        subjects = book.subjects
        isGift = book.isGift
        status = book.status.rawValue
        self.owner = owner
        self.borrower = borrower
        self.pendingRequests = pendingRequests
        self.photo = photo
        self.photoID = photoID
    }
}
