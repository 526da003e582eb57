import LendingKit

/// Everything one viewer may see of a book on one page: the book and its owner, who has it (as
/// the viewer may know), its edition details, its photos and borrowers' comments, and the
/// viewer's own part in it (their request and its pickup place, their hold, their loan).
///
/// ```swift
/// let page = try desk.bookPage(7, as: bob)
/// page.viewerLoan?.dueDate        // when bob must bring it back, if he has it
/// page.pickup?.mapURL             // the accepted pickup place on a map
/// ```
public struct BookPage: Sendable, Equatable {
    /// The book.
    public let book: Book
    /// Its owner's username.
    public let owner: String
    /// Who has it or is promised it, as the viewer may know (`Disclosure`); `nil` when no one.
    public let holder: BookHolder?
    /// Its edition details, when a lookup gave some or is owed.
    public let edition: BookEdition?
    /// Its photos, in order.
    public let photos: [Photo]
    /// Borrowers' comments on it, oldest first.
    public let comments: [BookComment]
    /// The viewer's open request on it (pending or accepted), if any.
    public let viewerRequest: BookRequest?
    /// The viewer's open loan of it, if any.
    public let viewerLoan: Loan?
    /// The viewer's live hold on it, with its place in line, if any.
    public let viewerHold: HoldEntry?
    /// The accepted pickup place, for the two parties only: the viewer's own accepted request's,
    /// or, for the owner, the accepted request on the book.
    public let pickup: PickupLocation?
    /// The owner's private note, on the owner's page only.
    public let privateNote: String?

    /// A page of these parts.
    public init(book: Book, owner: String, holder: BookHolder?, edition: BookEdition?, photos: [Photo],
                comments: [BookComment], viewerRequest: BookRequest?, viewerLoan: Loan?, viewerHold: HoldEntry?,
                pickup: PickupLocation?, privateNote: String? = nil) {
        self.book = book
        self.owner = owner
        self.holder = holder
        self.edition = edition
        self.photos = photos
        self.comments = comments
        self.viewerRequest = viewerRequest
        self.viewerLoan = viewerLoan
        self.viewerHold = viewerHold
        self.pickup = pickup
        self.privateNote = privateNote
    }
}
