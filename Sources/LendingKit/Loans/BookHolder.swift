/// Who has a book or is about to (the borrower of its open loan, else of its accepted request), as
/// one viewer may know it: named to the book's owner and to that borrower, "on loan" to anyone else
/// (`Disclosure.mayName`).
///
/// ```swift
/// try db.holder(ofBook: 7, as: alice)?.username   // "bob": alice owns the book
/// try db.holder(ofBook: 7, as: carol)             // .onLoan
/// ```
public enum BookHolder: Sendable, Equatable {
    /// The borrower, as the viewer may see their profile (`User.visible(to:)`).
    case borrower(User)
    /// Someone the viewer may not know of: the book is lent, or promised to someone.
    case onLoan

    /// The borrower's username, when the viewer may know it.
    public var username: String? {
        guard case let .borrower(user) = self else { return nil }
        return user.username
    }
}
