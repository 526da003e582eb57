import ArgumentParser
import Foundation
import ShelfScan

/// The desk `watch --action` works at: the store, the acting user, and for adding the local
/// catalogue, opened once for the watch.
struct WatchDesk {
    private let session: LendingSession
    private let user: User
    private let catalog: CatalogDatabase?

    /// Opens the store and finds the acting user (and opens the catalogue when adding); errors end
    /// the command as any lending command's.
    init(options: LendingOptions, catalog: CatalogOptions, adding: Bool) throws {
        let environment = LendingEnvironment.current()
        self.catalog = adding ? try catalog.open(creating: false) : nil
        do {
            session = try LendingSession(try options.settings(in: environment), clock: try environment.clock(),
                                         createsDatabase: false)
            user = try session.actingUser()
        } catch {
            StandardError.line("\(error)")
            throw ExitStatus(for: error).exitCode
        }
    }

    /// Performs `action` for the event's code: the desk scan `shelfscan handover --isbn CODE` (or
    /// receive, return) makes, or adding the book as `shelfscan book add --isbn CODE` with the
    /// catalogue's title, authors, description, subjects and edition details.
    func perform(_ action: WatchAction, for event: ScanEvent) -> Result<WatchOutcome, WatchActionError> {
        let code = event.barcode.gtin13
        guard let scanAction = action.scanAction else { return add(event) }
        return Result { () throws(DeskError) in try session.desk.scan(.typed(code), action: scanAction, by: user) }
            .map(WatchOutcome.scanned).mapError(WatchActionError.desk)
    }

    private func add(_ event: ScanEvent) -> Result<WatchOutcome, WatchActionError> {
        guard let isbn = event.isbn else { return .failure(.notAnISBN(gtin13: event.barcode.gtin13)) }
        let metadata: BookMetadata?
        do {
            metadata = try catalog?.metadata(for: isbn)
        } catch {
            return .failure(.catalog(error))
        }
        guard let metadata, metadata.title != nil, metadata.authors != nil else {
            return .failure(.notCataloged(isbn13: isbn.isbn13))
        }
        return Result { () throws(DeskError) in
            let details = try NewBookDetails(isbn: isbn, typed: TypedBookDetails(), found: metadata, lookupOwed: false)
            do throws(LendingError) {
                return try session.database.addBook(details.draft, photos: [], edition: details.edition, by: user).book
            } catch {
                throw .lending(error)
            }
        }
        .map(WatchOutcome.added).mapError(WatchActionError.desk)
    }
}
