import ArgumentParser
import ShelfScan

/// The amount `pay` and `waive` take, read so that a negative one such as `-1` reaches the rule
/// that refuses it (`CirculationError.amountNotPositive`, naming it) instead of being taken for an
/// unknown option, as a single positional argument would be.
///
/// The command captures what the parser does not recognise (`@Argument(parsing: .allUnrecognized)`),
/// the `--` that may come before the amount included; `check(_:required:)` keeps a usage error for
/// everything that is not one amount, and `given(_:)` is the amount.
enum AmountArgument {
    /// The amount among the captured `values`, once `check` has passed them.
    static func given(_ values: [String]) -> String? {
        values.first { $0 != terminator }
    }

    /// A usage error for a second value, for an option the command does not know (`--frobnicate`,
    /// `-x`), or for no amount when `required`.
    static func check(_ captured: [String], required: Bool) throws {
        let values = captured.filter { $0 != terminator }
        for value in values where value.hasPrefix("-") && !looksNumeric(value.dropFirst()) {
            throw ValidationError("Unknown option '\(value.escapingUnsafeScalars(keepingLineBreaks: false))'")
        }
        guard values.count <= 1 else {
            throw ValidationError("Give one amount, not \(values.count): "
                                  + values.joined(separator: " ").escapingUnsafeScalars(keepingLineBreaks: false))
        }
        if required, values.isEmpty { throw ValidationError("Missing expected argument '<amount>'") }
    }

    /// The end of options, after which `-1` is a value to every parser.
    private static let terminator = "--"

    /// Whether `text` starts as a number does (`1`, `0.5`, `.5`), so that `-text` is an amount.
    private static func looksNumeric(_ text: Substring) -> Bool {
        text.first.map { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") } ?? false
    }
}
