import ArgumentParser

/// `shelfscan isbn ...`: checking, converting, hyphenating, explaining and finding ISBNs.
struct ISBNCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "isbn",
        abstract: "Check, convert, hyphenate, explain and find ISBNs.",
        discussion: """
            Each command reads its arguments, or the lines of standard input when there are none \
            (blank lines are skipped), and prints one line per input, or one JSON object per line \
            with --json. An invalid input is named on standard error with the reason, e.g. \
            "9780306406158: check digit should be 7"; the other inputs are still processed and the \
            exit status is 1.

            Hyphens, registration groups and validity come from the ISBN range data: the file given \
            with --ranges, else $XDG_DATA_HOME/shelfscan/RangeMessage.xml if there is one, else the \
            copy built in. A range file that cannot be read or is not valid range data is named on \
            standard error with the reason, and the exit status is 2. "shelfscan isbn ranges" shows \
            which data is in use.
            """,
        subcommands: [ISBNCheckCommand.self, ISBNConvertCommand.self, ISBNHyphenateCommand.self,
                      ISBNInfoCommand.self, ISBNExtractCommand.self, ISBNRangesCommand.self])
}
