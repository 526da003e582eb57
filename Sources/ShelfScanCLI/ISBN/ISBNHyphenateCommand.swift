import ArgumentParser
import ShelfScan

/// `shelfscan isbn hyphenate`: ISBNs with hyphens between their elements.
struct ISBNHyphenateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hyphenate",
        abstract: "Print ISBNs with hyphens where the range data puts them.",
        discussion: """
            Prints the hyphenated ISBN-13 of each ISBN-10 or ISBN-13, or with --isbn10 the \
            hyphenated ISBN-10. ISBNs outside the allocated ranges cannot be hyphenated.

              $ shelfscan isbn hyphenate 9780306406157 080442957X
              978-0-306-40615-7
              978-0-8044-2957-3
              $ shelfscan isbn hyphenate --isbn10 9780306406157
              0-306-40615-2
              $ shelfscan isbn hyphenate 9791200000006
              9791200000006: not in an allocated range (registration group Italy)   (standard error; exit 1)
            """)

    @OptionGroup var options: ISBNInputOptions

    @Flag(help: "Print the hyphenated ISBN-10 instead.")
    var isbn10 = false

    func run() throws {
        let ranges = try options.rangeData.loadForCommand()
        try options.runOnISBNs { input, isbn throws(ISBNInputError) in
            guard let parts = ranges.parts(of: isbn) else {
                throw .notAllocated(input: input, isbn: isbn, in: ranges)
            }
            let text: String
            if isbn10 {
                guard let isbn10Hyphenated = parts.isbn10Hyphenated else {
                    throw .invalidNumber(input: input, .noISBN10(input: input))
                }
                text = isbn10Hyphenated
            } else {
                text = parts.hyphenated
            }
            return OutputLine(text: text, record: ISBNRecord(isbn, input: input, ranges: ranges))
        }
    }
}
