import ArgumentParser
import Foundation
import ShelfScan

/// The desk `watch --action` scans at: the store and the acting user, opened once for the watch.
struct WatchDesk {
    private let session: LendingSession
    private let user: User

    /// Opens the store and finds the acting user; errors end the command as any lending command's.
    init(options: LendingOptions) throws {
        let environment = LendingEnvironment.current()
        do {
            session = try LendingSession(try options.settings(in: environment), clock: try environment.clock(),
                                         createsDatabase: false)
            user = try session.actingUser()
        } catch {
            StandardError.write("\(error)".escapingUnsafeScalars() + "\n")
            throw ExitCode(LendingExitCode(for: error).rawValue)
        }
    }

    /// The desk scan of the event's code, as `shelfscan handover --isbn CODE` (or receive, return) makes it.
    func scan(_ event: ScanEvent, action: ScanAction) -> Result<DeskScan, DeskError> {
        Result { () throws(DeskError) in
            try session.desk.scan(.typed(event.barcode.gtin13), action: action, by: user)
        }
    }
}
