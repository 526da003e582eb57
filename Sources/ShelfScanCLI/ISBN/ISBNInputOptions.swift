import ArgumentParser
import ShelfScan

/// The inputs, output format and range data every `shelfscan isbn` command that reads inputs shares.
struct ISBNInputOptions: ParsableArguments {
    @Argument(help: "Inputs; without any, the lines of standard input.")
    var inputs: [String] = []

    @Flag(help: "Print one JSON object per line.")
    var json = false

    @OptionGroup var rangeData: RangeDataOptions

    /// The arguments, or else the lines of standard input as they arrive, without line ends.
    var lines: AnySequence<String> {
        guard inputs.isEmpty else { return AnySequence(inputs) }
        return AnySequence(AnyIterator {
            readLine().map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        })
    }

    /// Runs `answer` on each argument or non-blank input line and prints its line; an input it
    /// throws for is named on standard error, and after all inputs the command exits with status 1.
    func run(_ answer: (String) throws(ISBNInputError) -> OutputLine) throws {
        var failed = false
        for line in lines where !inputs.isEmpty || !line.allSatisfy(\.isWhitespace) {
            do {
                print(try answer(line).renderedOnOneLine(json: json))
            } catch {
                failed = true
                StandardError.line("\(error)")
            }
        }
        if failed { throw ExitStatus.invalidInput.exitCode }
    }

    /// `run` for commands that take ISBNs: `answer` gets each input with its ISBN.
    func runOnISBNs(_ answer: (String, ISBN) throws(ISBNInputError) -> OutputLine) throws {
        try run { input throws(ISBNInputError) in
            try answer(input, ISBNInputError.reading(input) { () throws(IdentifierError) in try ISBN(parsing: input) })
        }
    }
}
