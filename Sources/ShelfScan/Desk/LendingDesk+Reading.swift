import ISBNKit
import LendingKit

extension LendingDesk {
    /// The ISBN of book `bookID` when given, else the one ISBN `source` gives.
    func readISBN(from source: ISBNSource, bookID: Int64?) throws(DeskError) -> ISBN {
        guard let bookID else { return try onlyISBN(in: source) }
        return try bookISBN(bookID: bookID, in: source)
    }

    /// The one ISBN `source` gives; `.noISBN` or `.severalISBNs` otherwise.
    func onlyISBN(in source: ISBNSource) throws(DeskError) -> ISBN {
        let isbns = try reader.isbns(in: source)
        guard let isbn = isbns.first else { throw .noISBN(source.label) }
        guard isbns.count == 1 else { throw .severalISBNs(isbns, source.label) }
        return isbn
    }

    /// The ISBN of book `bookID`, which `source` must show among the ISBNs it gives.
    func bookISBN(bookID: Int64, in source: ISBNSource) throws(DeskError) -> ISBN {
        let isbns = try reader.isbns(in: source)
        guard !isbns.isEmpty else { throw .noISBN(source.label) }
        let book = try Self.lending { () throws(LendingError) in try database.book(bookID) }
        guard isbns.contains(book.isbn) else {
            throw .bookNotInImage(bookID: bookID, isbn: book.isbn, found: isbns, source: source.label)
        }
        return book.isbn
    }

    /// Why nothing waits for `user` to do `action` on this ISBN: a named book that is in other
    /// people's handover or loan is not theirs to scan; anything else has nothing to do.
    func refusal(of action: DeskAction, isbn: ISBN, source: ISBNSource, by user: User,
                 bookID: Int64?) throws(DeskError) -> DeskError {
        guard let bookID else { return .nothingToDo(action, isbn: isbn, source: source.label) }
        let strangers = try Self.lending { () throws(LendingError) in
            let book = try database.book(bookID)
            guard book.status == .accepted || book.status == .borrowed, book.ownerID != user.id else { return false }
            return try database.borrower(ofBook: bookID)?.id != user.id
        }
        guard strangers else { return .nothingToDo(action, isbn: isbn, source: source.label) }
        return .lending(.notAllowed(user: user.username,
                                    action: "\(action.verb) book \(bookID) (only its owner and borrower may)"))
    }

    /// Runs a LendingKit call, wrapping its error.
    static func lending<Value>(_ body: () throws(LendingError) -> Value) throws(DeskError) -> Value {
        do {
            return try body()
        } catch {
            throw .lending(error)
        }
    }
}
