import ShelfScan

/// Why the range data for a `shelfscan isbn` command could not be loaded; the message names the
/// file, and the place in it, with what is wrong.
enum RangeDataError: Error, CustomStringConvertible {
    /// The file given with `--ranges` is missing, unreadable or not valid range data.
    case givenFile(RangeMessageError)
    /// The file at the default location is there but unreadable or not valid range data.
    case defaultFile(RangeMessageError)

    /// E.g. `range data /tmp/RangeMessage.xml: cannot read: No such file or directory`.
    var description: String {
        switch self {
        case let .givenFile(error):
            return "range data \(error)"
        case let .defaultFile(error):
            // The user may not know the file is read at all, so say how to get past it.
            return "range data at the default location \(error) (fix or remove the file, or choose one with --ranges)"
        }
    }
}
