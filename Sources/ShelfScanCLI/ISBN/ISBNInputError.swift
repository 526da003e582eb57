import ShelfScan

/// Why one input of a `shelfscan isbn` command gave no answer; the message starts with the input.
enum ISBNInputError: Error, CustomStringConvertible {
    /// The number itself is not valid.
    case invalidNumber(input: String, IdentifierError)
    /// The number is valid but its add-on is not two or five digits.
    case invalidAddOn(input: String, IdentifierError)
    /// A valid ISBN outside the allocated ranges, so it cannot be hyphenated: `group` is its
    /// registration group, if known.
    case notAllocated(input: String, group: String?)

    /// E.g. `9780306406158: check digit should be 7`.
    var description: String {
        switch self {
        case let .invalidNumber(input, error):
            return input.isEmpty ? error.description : "\(input): \(error.reason)"
        case let .invalidAddOn(input, error):
            return error.input.isEmpty ? "\(input): add-on missing" : "\(input): add-on \(error.input): \(error.reason)"
        case let .notAllocated(input, group?):
            return "\(input): not in an allocated range (registration group \(group))"
        case let .notAllocated(input, nil):
            return "\(input): in no known registration group"
        }
    }

    /// `.notAllocated` for `isbn`, naming its registration group in `ranges`.
    static func notAllocated(input: String, isbn: ISBN, in ranges: ISBNRanges) -> ISBNInputError {
        .notAllocated(input: input, group: ranges.group(of: isbn)?.name)
    }

    /// Runs `body`, turning an `IdentifierError` into `.invalidNumber` about `input`.
    static func reading<Value>(_ input: String,
                               _ body: () throws(IdentifierError) -> Value) throws(ISBNInputError) -> Value {
        do {
            return try body()
        } catch {
            throw .invalidNumber(input: input, error)
        }
    }
}
