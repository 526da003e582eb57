import ArgumentParser
import ShelfScan

/// `shelfscan isbn check`: whether each input is a valid ISBN, and how far the range data vouches for it.
struct ISBNCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check ISBN-10s and ISBN-13s.",
        discussion: """
            Accepts ISBN-10s and ISBN-13s with or without hyphens, spaces and an ISBN label. A valid \
            ISBN prints its hyphenated ISBN-13 (or the bare digits outside allocated ranges) and the \
            range data's verdict: in an allocated range, in a known registration group but an \
            unallocated range, or in no known group. With --allocated, only the first counts as valid.

              $ shelfscan isbn check 0-306-40615-2 9780306406158
              0-306-40615-2: valid ISBN 978-0-306-40615-7 (in an allocated range)
              9780306406158: check digit should be 7          (on standard error; exit status 1)
            """)

    @OptionGroup var options: ISBNInputOptions

    @Flag(help: "Also refuse ISBNs outside the allocated ranges.")
    var allocated = false

    func run() throws {
        let ranges = try options.rangeData.loadForCommand()
        try options.runOnISBNs { input, isbn throws(ISBNInputError) in
            let validity = ranges.validity(of: isbn)
            if allocated, validity != .allocated {
                throw .notAllocated(input: input, isbn: isbn, in: ranges)
            }
            let text = "\(input): valid ISBN \(ranges.parts(of: isbn)?.hyphenated ?? isbn.isbn13) (\(validity))"
            return OutputLine(text: text, record: ISBNRecord(isbn, input: input, ranges: ranges))
        }
    }
}
