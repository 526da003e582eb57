import ShelfScan

/// The options that do what an error asks for, which the command line adds after the library's
/// message: the library's messages name no option, as a service shows them to its own users.
///
/// ```swift
/// CommandHint.message(for: DeskError.detailsUnknown(isbn, field: "title", lookupOwed: true))
/// // "9780306406157: no title known (...): give its title and author (--title, --author)"
/// ```
enum CommandHint {
    /// `error`'s message, with the options that answer it when there are some.
    static func message(for error: any Error) -> String {
        "\(error)" + (options(for: error).map { " (\($0))" } ?? "")
    }

    /// The options that answer `error`, if any.
    static func options(for error: any Error) -> String? {
        switch error {
        case let error as DeskError:
            switch error {
            case .severalISBNs: return "--isbn"
            case .titleMismatch: return "--force"
            case .detailsUnknown: return "--title, --author"
            case let .lending(error): return options(for: error)
            default: return nil
            }
        case let LendingError.circulation(error): return options(for: error)
        case CirculationError.invalidPolicy(setting: "self-service", _, _): return "--lat, --lon, --address"
        default: return nil
        }
    }
}
