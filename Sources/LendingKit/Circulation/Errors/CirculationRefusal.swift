import Foundation

/// Why circulation says no to a checkout, renewal or hold, in words a member understands at a
/// self-service station; the refusal changes nothing. A refusal about a book names it, so that a
/// list of outcomes (a station's screen, its receipt) says which book each is about.
///
/// ```swift
/// CirculationRefusal.referenceBook(title: "Atlas of the World").description
/// // "\"Atlas of the World\" is a reference book: it stays in the library"
/// ```
public enum CirculationRefusal: Sendable, Equatable, CustomStringConvertible {
    /// The book is for reading in the library, not for loan.
    case referenceBook(title: String)
    /// The member asked for `title` with `count` books borrowed or kept for them, and may have `limit`.
    case tooManyLoans(title: String, count: Int, limit: Int)
    /// The member asked for `title` owing `owed` (charged and still accruing), more than `limit`.
    case blockedByFines(title: String, owed: Money, limit: Money)
    /// The book waits for another member who placed a hold on it.
    case onHoldForSomeoneElse(title: String)
    /// The book (or code) shown does not belong to this library. The sentence leaves the code out:
    /// the action it refuses names it ("cannot check out ISBN 9780306406157: not a book of ...").
    case notThisLibrary(code: String)
    /// The card is locked after wrong PINs until `until`.
    case cardLocked(until: Date)
    /// This library does not offer self-service.
    case selfServiceOff(library: String)
    /// The book is out, or promised to someone else.
    case notAvailable(title: String, status: BookStatus)
    /// The member already has this book: renewing is what they may want.
    case alreadyYours(title: String, loanID: Int64)
    /// The book is not on loan to this member, so they cannot return or renew it.
    case notYourLoan(title: String)
    /// The loan of `title` was renewed `count` times, the most allowed.
    case renewalLimit(title: String, count: Int)
    /// Another member has a hold on the book, and this library keeps held books for them; the loan
    /// is `daysOverdue` days overdue (0 when not yet due), which the member is told rather than
    /// asked to bring it back by a day already past.
    case someoneWaiting(title: String, daysOverdue: Int)
    /// The loan of `title` is `days` days overdue, past the `grace` days in which it may still be renewed.
    case overdueTooLong(title: String, days: Int, grace: Int)
    /// The loan has no due date: nothing to renew.
    case noDueDate(loanID: Int64)
    /// The loan has ended.
    case loanEnded(loanID: Int64)
    /// The member already has a hold on this book.
    case alreadyHeld(title: String, holdID: Int64)
    /// The book can be asked for right away, so a hold has nothing to wait for.
    case availableNow(title: String, bookID: Int64)
    /// The member may not hold or borrow their own book.
    case ownBook(title: String)
    /// The hold ended already (`status`: fulfilled, cancelled or expired).
    case holdEnded(holdID: Int64, status: HoldStatus)

    /// The title of the book the refusal names, if it names one: a list of outcomes names the
    /// book itself only for the refusals that do not.
    public var title: String? {
        switch self {
        case let .referenceBook(title), let .tooManyLoans(title, _, _), let .blockedByFines(title, _, _),
             let .onHoldForSomeoneElse(title), let .notAvailable(title, _), let .alreadyYours(title, _),
             let .notYourLoan(title), let .renewalLimit(title, _), let .someoneWaiting(title, _),
             let .overdueTooLong(title, _, _), let .alreadyHeld(title, _), let .availableNow(title, _), let .ownBook(title):
            return title
        case .notThisLibrary, .cardLocked, .selfServiceOff, .noDueDate, .loanEnded, .holdEnded:
            return nil
        }
    }

    /// The sentence for the member.
    public var description: String {
        switch self {
        case let .referenceBook(title):
            return "\"\(title)\" is a reference book: it stays in the library"
        case let .tooManyLoans(title, count, limit):
            return "\"\(title)\": you have \(count) book\(count == 1 ? "" : "s") borrowed or kept for you,"
                + " the most this library lends at once is \(limit): bring one back first"
        case let .blockedByFines(title, owed, limit):
            return "\"\(title)\": your account is blocked: you owe \(owed) in fines, more than \(limit); please pay at the desk"
        case let .onHoldForSomeoneElse(title):
            return "\"\(title)\" is on hold for another member"
        case .notThisLibrary:
            return "not a book of this library; please ask at the desk"
        case let .cardLocked(until):
            return "this card is locked after too many wrong PINs, until \(until.utcMinute); please ask at the desk"
        case let .selfServiceOff(library):
            return "\(library) does not offer self-service; please ask at the desk"
        case let .notAvailable(title, status):
            return "\"\(title)\" cannot be borrowed now: it is \(status.rawValue)"
        case let .alreadyYours(title, loanID):
            return "you already have \"\(title)\" (loan \(loanID)); renew it to keep it longer"
        case let .notYourLoan(title):
            return "\"\(title)\" is not on loan to you"
        case let .renewalLimit(title, count):
            return "\"\(title)\" was renewed \(count) time\(count == 1 ? "" : "s") already, the most this library allows"
        case let .someoneWaiting(title, daysOverdue) where daysOverdue > 0:
            return "someone is waiting for \"\(title)\", \(daysOverdue) day\(daysOverdue == 1 ? "" : "s") overdue:"
                + " please bring it back"
        case let .someoneWaiting(title, _):
            return "someone is waiting for \"\(title)\": please bring it back by its due date"
        case let .overdueTooLong(title, days, grace):
            return "\"\(title)\" is \(days) day\(days == 1 ? "" : "s") overdue, too long to renew (at most \(grace)); please bring it back"
        case let .noDueDate(loanID):
            return "loan \(loanID) has no due date: there is nothing to renew"
        case let .loanEnded(loanID):
            return "loan \(loanID) has ended"
        case let .alreadyHeld(title, holdID):
            return "you already have a hold on \"\(title)\" (hold \(holdID))"
        case let .availableNow(title, bookID):
            return "\"\(title)\" is available now: request it (book \(bookID)) instead of holding it"
        case let .ownBook(title):
            return "\"\(title)\" is your own book"
        case let .holdEnded(holdID, status):
            return "hold \(holdID) has ended: it is \(status.rawValue)"
        }
    }
}
