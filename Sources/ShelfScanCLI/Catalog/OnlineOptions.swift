import ArgumentParser
import Foundation
import ShelfScan

/// `--offline`, shared by the commands that may ask Open Library and Google Books.
struct OnlineOptions: ParsableArguments {
    @Flag(help: ArgumentHelp("Ask no online service: only the local catalogue and answers kept from earlier "
                             + "(also SHELFSCAN_OFFLINE=1)."))
    var offline = false

    /// The services' settings from the environment (SHELFSCAN_OPENLIBRARY_URL, SHELFSCAN_GOOGLEBOOKS_URL,
    /// SHELFSCAN_COVERS_URL, SHELFSCAN_CONTACT, SHELFSCAN_GOOGLEBOOKS_KEY, SHELFSCAN_OFFLINE,
    /// SHELFSCAN_PROVIDERS, SHELFSCAN_TIMEOUT, SHELFSCAN_CONNECT_TIMEOUT), with `--offline` on top;
    /// a variable that cannot be read is a usage error naming it.
    func settings() throws(ValidationError) -> OnlineSettings {
        var settings: OnlineSettings
        do {
            settings = try OnlineSettings(environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
        if offline { settings.offline = true }
        return settings
    }
}
