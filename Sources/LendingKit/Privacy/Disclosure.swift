/// Who may see the private details of lending: who has or is promised a book, a book promised to
/// someone, and a member's card number. Every read that can show one of them to another user asks
/// here, so that the command line, the self-service station and a web service all show the same.
///
/// Staff: ShelfScan has no staff accounts and no member roles. A library is one user account
/// that lends (it sets the policy, adds members, runs the station), and its staff act as that
/// account (`--user LIBRARY`). "The library's staff" is therefore the library account itself: the
/// book's owner, or the library that issued a card.
///
/// ```swift
/// Disclosure.mayName(borrower: bob.id, ofBookOwnedBy: alice.id, to: carol)   // false: carol sees "on loan"
/// Disclosure.card("LC-0042", holder: bob.id, library: alice.id, to: carol)   // "••••0042"
/// ```
public enum Disclosure {
    /// Whether `viewer` may know that `borrowerID` borrows, or has been accepted for, a book that
    /// `ownerID` owns: only the owner (for a library, its staff) and that borrower. Anyone else
    /// learns that the book is on loan, not to whom, since what a neighbour reads is theirs to tell.
    public static func mayName(borrower borrowerID: Int64, ofBookOwnedBy ownerID: Int64, to viewer: User?) -> Bool {
        guard let viewer else { return false }
        return viewer.id == ownerID || viewer.id == borrowerID
    }

    /// The search's form of `mayName`, in SQL over the `book` table: true when the book is not
    /// accepted, or the user with id `viewer` (a bound value, `NULL` for no one) owns it or holds
    /// its accepted request. The swap glossary of the requirements asks it: borrowers who are not
    /// part of the swap cannot see a book while it is promised.
    static func findableSQL(viewer: String) -> String {
        """
        (book.status <> \(BookStatus.accepted.sqlLiteral) OR book.ownerID = \(viewer)
         OR EXISTS (SELECT 1 FROM bookRequest r WHERE r.bookID = book.id
                    AND r.status = \(RequestStatus.accepted.sqlLiteral) AND r.borrowerID = \(viewer)))
        """
    }

    /// Whether `viewer` may see in full the card number of `holderID` issued by `libraryID` (`nil`
    /// for the card a user typed into their own profile): the holder, and the library that issued
    /// it. A card number is what a station asks for before the PIN, so others see it masked.
    public static func maySeeCard(of holderID: Int64, issuedBy libraryID: Int64?, to viewer: User?) -> Bool {
        guard let viewer else { return false }
        return viewer.id == holderID || viewer.id == libraryID
    }

    /// The card number `number` as `viewer` may see it: whole (see `maySeeCard`), or masked.
    public static func card(_ number: String, holder holderID: Int64, library libraryID: Int64?, to viewer: User?) -> String {
        maySeeCard(of: holderID, issuedBy: libraryID, to: viewer) ? number : masked(card: number)
    }

    /// `number` masked: four bullets and its last four characters (`••••0042`), or only the bullets
    /// when it has four or fewer, whose last four would be all of it. Always four bullets, so the
    /// mask does not tell the length either.
    public static func masked(card number: String) -> String {
        let bullets = String(repeating: "\u{2022}", count: 4)
        return number.count > 4 ? bullets + number.suffix(4) : bullets
    }
}
