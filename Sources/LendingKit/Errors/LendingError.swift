import ISBNKit
import RasterKit
import ShelfScanErrors

/// What went wrong with a lending operation, carrying the value that was wrong.
///
/// Every failed operation leaves the database as it was. `kind` sorts the cases into the few
/// groups a command line maps to exit codes:
///
/// ```swift
/// do {
///     try db.accept(request: 4, pickup: spot, by: bob)
/// } catch {
///     print(error)        // bob is not allowed to accept request 4 (only the book's owner may)
///     error.kind          // .notAllowed
/// }
/// ```
public enum LendingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The broad group of an error, for exit codes and HTTP-like status.
    public enum Kind: String, Sendable, Equatable {
        /// The acting user is not a party allowed to do this.
        case notAllowed
        /// The user, book, request, loan or pending scan does not exist.
        case notFound
        /// A value given is malformed or ambiguous.
        case invalidInput
        /// The input is fine but the book, request or loan is not in a state that allows it.
        case conflict
        /// The database itself failed (disk, permissions, corruption).
        case storage
    }

    /// A username that is not 3–32 ASCII letters, digits, `.`, `_` or `-`.
    case invalidUsername(String)
    /// Another user already has this username, compared without letter case.
    case usernameTaken(String)
    /// A required text (`title`, `authors`, `description`, `message`…) was empty or only spaces.
    case emptyField(String)
    /// A text holding a control character or terminal escape, or a line break where only one line
    /// is allowed; `position` counts Unicode scalars from 1. See `TextField`.
    case controlCharacter(field: String, scalar: UInt32, position: Int)
    /// A text longer than its field's limit, both in Unicode scalars. See `TextField`.
    case textTooLong(field: String, length: Int, limit: Int)
    /// More authors or subjects than one book may list.
    case tooManyItems(field: String, count: Int, limit: Int)
    /// An email that does not look like an address (see `ContactDetails`).
    case invalidEmail(String)
    /// A phone number that is not digits with common separators (see `ContactDetails`).
    case invalidPhone(String)
    /// A pickup location outside latitude -90…90 or longitude -180…180, or not a number.
    case invalidCoordinates(latitude: Double, longitude: Double)
    /// A rating outside 1…5 stars.
    case invalidRating(Int)
    /// An edition's page count below 1.
    case invalidPageCount(Int)
    /// A search query with no keyword in it.
    case emptyQuery(String)
    /// A page of a list with a limit outside 1…`maximumLimit` or a negative offset.
    case invalidPage(limit: Int, offset: Int, maximumLimit: Int)
    /// A photo file that is not a JPEG, PNG or WebP, is damaged, or is over the size limits; the
    /// error names the file and the reason.
    case photoRefused(PhotoError)
    /// Attaching `adding` photos to a book that has `count` would pass the limit per book.
    case tooManyPhotos(bookID: Int64, count: Int, adding: Int, limit: Int)
    /// A scan that could mean several books: the user must name one of `candidates` by book id.
    /// `source` names the photo, frame or typed text the code came from, when known.
    case ambiguousScan(code: BookCode, action: ScanAction, candidates: [PendingScan], source: String?)
    /// A picture showing no ISBN or label at all.
    case noCodeShown(source: String?)
    /// A picture showing several books' codes (several ISBNs, or labels of several books); the
    /// user must name the book by id.
    case severalCodes([BookCode], source: String?)
    /// A scan naming a book none of whose `codes` is among those the photo, frame or typed text showed.
    case bookNotScanned(bookID: Int64, codes: [BookCode], found: [BookCode], source: String?)

    /// No user has this username.
    case userNotFound(String)
    /// No book has this id.
    case bookNotFound(Int64)
    /// No request has this id.
    case requestNotFound(Int64)
    /// No loan has this id.
    case loanNotFound(Int64)
    /// No gift was handed over on a request with this id.
    case giftNotFound(Int64)
    /// A picture shows only this label, and no book of the database carries it.
    case unknownLabel(BookLabel, source: String?)
    /// No inbox item of this user has this id.
    case inboxItemNotFound(Int64)
    /// No photo has this id.
    case photoNotFound(Int64)
    /// The user has no profile photo.
    case noProfilePhoto(String)
    /// The user has no accepted request or open loan on a book with this ISBN or label waiting for
    /// their scan; `source` names the input the code came from, when known.
    case nothingToScan(code: BookCode, action: ScanAction, source: String?)

    /// `user` may not `action`; `action` says who may, e.g. `accept request 4 (only the book's owner may)`.
    case notAllowed(user: String, action: String)
    /// The scans waiting for `user` on this code are not of `action`, e.g. the borrower asked to
    /// hand over; `waiting` says what they can do instead.
    case wrongScan(ScanAction, user: String, code: BookCode, waiting: [PendingScan])

    /// The book's status does not allow `action`, e.g. deleting a borrowed book.
    case bookNotAvailable(bookID: Int64, status: BookStatus, action: String)
    /// The book's `fields` (title, authors, description) change only while it is available, as a
    /// borrower who asked for it, or has it, was shown them; `status` is where it is now.
    case bookDetailsLocked(bookID: Int64, title: String, status: BookStatus, fields: [String])
    /// The request's status does not allow `action`, e.g. accepting a cancelled request.
    case requestClosed(requestID: Int64, status: RequestStatus, action: String)
    /// The borrower already has an open request (`requestID`) on this book.
    case alreadyRequested(bookID: Int64, requestID: Int64)
    /// The loan is still open: it can be rated once both return scans are made.
    case notOver(RatingSubject)
    /// The user's side of this handover or return is scanned already; the other side's is awaited.
    case alreadyScanned(PendingScan, source: String?)

    /// The photo's row is there but its file is not: the photo folder was changed by hand or damaged.
    case photoFileMissing(photoID: Int64, path: String)
    /// SQLite or the photo folder failed; `message` is its explanation.
    case storage(String)
    /// A policy, due date, renewal, hold, fine, member or self-service error; see `CirculationError`.
    case circulation(CirculationError)

    /// The group this error belongs to.
    public var kind: Kind {
        switch self {
        case .invalidUsername, .emptyField, .controlCharacter, .textTooLong, .tooManyItems, .invalidEmail,
             .invalidPhone, .invalidCoordinates,
             .invalidRating, .invalidPageCount, .emptyQuery, .invalidPage, .ambiguousScan, .noCodeShown, .severalCodes, .bookNotScanned, .photoRefused, .tooManyPhotos:
            return .invalidInput
        case .userNotFound, .bookNotFound, .requestNotFound, .loanNotFound, .giftNotFound, .unknownLabel, .inboxItemNotFound, .nothingToScan,
             .photoNotFound, .noProfilePhoto:
            return .notFound
        case .notAllowed, .wrongScan:
            return .notAllowed
        case .usernameTaken, .bookNotAvailable, .bookDetailsLocked, .requestClosed, .alreadyRequested, .notOver, .alreadyScanned:
            return .conflict
        case .storage, .photoFileMissing:
            return .storage
        case let .circulation(error):
            return error.kind
        }
    }

    /// A sentence naming the value that was wrong, e.g. `no such user: zed`.
    public var description: String {
        switch self {
        case let .invalidUsername(name):
            return "invalid username '\(name)': use 3 to 32 letters, digits, '.', '_' or '-'"
        case let .usernameTaken(name):
            return "username '\(name)' is already taken"
        case let .emptyField(field):
            return "\(field) must not be empty"
        case let .controlCharacter(field, scalar, position):
            if scalar == 0x0A || scalar == 0x09 {
                return "\(field) must be one line: it has a line break or tab at character \(position)"
            }
            return "\(field) has a control character (\(Self.codePoint(scalar))) at character \(position):"
                + " control characters and terminal escapes are not allowed"
        case let .textTooLong(field, length, limit):
            return "\(field) is \(length) characters long: at most \(limit) are allowed"
        case let .tooManyItems(field, count, limit):
            return "\(count) \(field) given: at most \(limit) are allowed"
        case let .invalidEmail(email):
            return "invalid email '\(email)': give an address such as name@example.org"
        case let .invalidPhone(phone):
            return "invalid phone number '\(phone)': give digits, optionally after a '+', with spaces, '-', '.',"
                + " '/' or parentheses between them"
        case let .invalidPageCount(pages):
            return "invalid page count \(pages): an edition has at least 1 page"
        case let .invalidCoordinates(latitude, longitude):
            return "invalid pickup coordinates \(latitude), \(longitude): latitude must be within -90...90"
                + " and longitude within -180...180"
        case let .invalidRating(stars):
            return "invalid rating \(stars): give 1 to 5 stars"
        case let .emptyQuery(query):
            return query.isEmpty ? "empty search query" : "search query '\(query)' has no keyword"
        case let .invalidPage(limit, offset, maximumLimit):
            return limit < 1 || limit > maximumLimit
                ? "invalid page size \(limit): give 1 to \(maximumLimit)"
                : "invalid offset \(offset): give 0 or more"
        case let .photoRefused(error):
            return error.description
        case let .tooManyPhotos(bookID, count, adding, limit):
            return "book \(bookID) has \(count) photo\(count == 1 ? "" : "s"), adding \(adding) would pass the limit of \(limit)"
        case let .ambiguousScan(code, action, candidates, source):
            let books = candidates.map { "book \($0.bookID) (\($0.title), \($0.action))" }
            return Self.naming(source) + "\(code) to \(action.verb) could mean \(books.joined(separator: ", ")): name the book id"
        case let .noCodeShown(source):
            return Self.naming(source) + "no ISBN or ShelfScan label barcode found"
        case let .severalCodes(codes, source):
            return Self.naming(source) + "several books' codes (\(codes.map(\.digits).joined(separator: ", "))): name the book id"
        case let .bookNotScanned(bookID, codes, found, source):
            return Self.naming(source) + "book \(bookID) has \(Self.list(codes)), not \(found.map(\.digits).joined(separator: ", "))"
        case let .userNotFound(name):
            return "no such user: \(name)"
        case let .bookNotFound(id):
            return "no such book: \(id)"
        case let .requestNotFound(id):
            return "no such request: \(id)"
        case let .loanNotFound(id):
            return "no such loan: \(id)"
        case let .giftNotFound(id):
            return "no gift was handed over on request \(id)"
        case let .unknownLabel(label, source):
            return Self.naming(source) + "no book has label \(label.digits)"
        case let .inboxItemNotFound(id):
            return "no such inbox item: \(id)"
        case let .photoNotFound(id):
            return "no such photo: \(id)"
        case let .noProfilePhoto(name):
            return "\(name) has no profile photo"
        case let .nothingToScan(code, action, source):
            return Self.naming(source) + "nothing to \(action.verb) for \(code)"
        case let .notAllowed(user, action):
            return "\(user) is not allowed to \(action)"
        case let .wrongScan(action, user, code, waiting):
            let instead = waiting.map(\.action).joined(separator: ", ")
            return "\(user) cannot \(action.verb) \(code): what waits for \(user) is to \(instead)"
        case let .bookNotAvailable(bookID, status, action):
            return "cannot \(action): book \(bookID) is \(status.rawValue)"
        case let .bookDetailsLocked(bookID, title, status, fields):
            return "cannot change the \(Self.list(fields)) of \"\(title)\" (book \(bookID)): it is \(status.rawValue);"
                + " its title, authors and description change only while it is available"
        case let .requestClosed(requestID, status, action):
            return "cannot \(action): request \(requestID) is \(status.rawValue)"
        case let .alreadyRequested(bookID, requestID):
            return "book \(bookID) is already requested by you (request \(requestID))"
        case let .alreadyScanned(scan, source):
            return Self.naming(source) + "already scanned \"\(scan.title)\" to \(scan.action); waiting for \(scan.otherParty) to scan it"
        case let .notOver(subject):
            return "cannot rate \(subject) yet: it can be rated once the book is back (both return scans made)"
        case let .photoFileMissing(photoID, path):
            return "photo \(photoID): file \(path) is missing"
        case let .storage(message):
            return "database error: \(message)"
        case let .circulation(error):
            return error.description
        }
    }

    /// `U+001B`: a scalar as Unicode names it, at least four hex digits.
    private static func codePoint(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `ISBN 9780306406157 and label 2900000000018`.
    private static func list(_ codes: [BookCode]) -> String {
        codes.map(\.description).joined(separator: " and ")
    }

    /// `title`, `title and authors`, `title, authors and description`.
    private static func list(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `cover.jpg: `, the input a scan error is about, or nothing when it is not known.
    private static func naming(_ source: String?) -> String {
        source.map { "\($0): " } ?? ""
    }
}

extension LendingError: ShelfScanError {
    /// `lending.` and what went wrong, e.g. `lending.invalidUsername`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .invalidUsername: return "lending.invalidUsername"
        case .usernameTaken: return "lending.usernameTaken"
        case .emptyField: return "lending.emptyField"
        case .controlCharacter: return "lending.controlCharacter"
        case .textTooLong: return "lending.textTooLong"
        case .tooManyItems: return "lending.tooManyItems"
        case .invalidEmail: return "lending.invalidEmail"
        case .invalidPhone: return "lending.invalidPhone"
        case .invalidCoordinates: return "lending.invalidCoordinates"
        case .invalidRating: return "lending.invalidRating"
        case .invalidPageCount: return "lending.invalidPageCount"
        case .emptyQuery: return "lending.emptyQuery"
        case .invalidPage: return "lending.invalidPage"
        case let .photoRefused(error): return error.code
        case .tooManyPhotos: return "lending.tooManyPhotos"
        case .ambiguousScan: return "lending.ambiguousScan"
        case .noCodeShown: return "lending.noCodeShown"
        case .severalCodes: return "lending.severalCodes"
        case .bookNotScanned: return "lending.bookNotScanned"
        case .userNotFound: return "lending.userNotFound"
        case .bookNotFound: return "lending.bookNotFound"
        case .requestNotFound: return "lending.requestNotFound"
        case .loanNotFound: return "lending.loanNotFound"
        case .giftNotFound: return "lending.giftNotFound"
        case .unknownLabel: return "lending.unknownLabel"
        case .inboxItemNotFound: return "lending.inboxItemNotFound"
        case .photoNotFound: return "lending.photoNotFound"
        case .noProfilePhoto: return "lending.noProfilePhoto"
        case .nothingToScan: return "lending.nothingToScan"
        case .notAllowed: return "lending.notAllowed"
        case .wrongScan: return "lending.wrongScan"
        case .bookNotAvailable: return "lending.bookNotAvailable"
        case .bookDetailsLocked: return "lending.bookDetailsLocked"
        case .requestClosed: return "lending.requestClosed"
        case .alreadyRequested: return "lending.alreadyRequested"
        case .notOver: return "lending.notOver"
        case .alreadyScanned: return "lending.alreadyScanned"
        case .photoFileMissing: return "lending.photoFileMissing"
        case .storage: return "lending.storage"
        case let .circulation(error): return error.code
        }
    }
}
