import Foundation

/// A yes/no question on the terminal before something is deleted (`photo delete`, `book delete`).
struct Confirmation {
    /// A deletion needs confirming and standard input is not a terminal to ask on: the action.
    struct Needed: Error, Equatable, CustomStringConvertible {
        let action: String

        var description: String {
            "not confirmed: give --yes to \(action) when standard input is not a terminal"
        }
    }

    /// `--yes` was given: nothing is asked.
    let assumeYes: Bool

    /// Whether to go on with `action`: asks on standard error and reads a line from standard input
    /// when that is a terminal; without one, `--yes` is required, so scripts never hang or guess.
    func confirm(_ action: String) throws -> Bool {
        if assumeYes { return true }
        guard isatty(STDIN_FILENO) == 1 else { throw Needed(action: action) }
        StandardError.prompt("\(action)? [y/N] ")
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
        return answer == "y" || answer == "yes"
    }
}
