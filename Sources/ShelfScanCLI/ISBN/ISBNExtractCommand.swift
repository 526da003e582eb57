import ArgumentParser
import ShelfScan

/// `shelfscan isbn extract`: the ISBNs in free text, with where they are.
struct ISBNExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Find the ISBNs in free text and print where each one is.",
        discussion: """
            Reads the arguments as lines of text (the first is line 1), or standard input. Prints \
            one line per ISBN found: LINE:COLUMN, a tab, the ISBN-13, a tab, the number as written. \
            Columns count characters from 1. With --json each ISBN is an object with isbn \
            (the ISBN-13), text, line, column and utf8Offset (bytes before it in its line).

            Found: ISBN-13s and ISBN-10s (with X) with a correct check digit, bare, with an ISBN \
            label (ISBN, ISBN-13:, isbn10 ...), or with hyphens or spaces where the range data puts \
            them (978-0-306-40615-7, 978-0306406157). Passed over: digits glued to letters, phone \
            numbers, decimals, runs of more than 13 digits. Exit status 1 when no ISBN is found.

              $ echo "ISBN-13: 978-0-306-40615-7 (paperback)" | shelfscan isbn extract
              1:10	9780306406157	978-0-306-40615-7
              $ shelfscan isbn extract "call 555-123-4567" "or see 0-8044-2957-X"
              2:8	9780804429573	0-8044-2957-X
            """)

    @OptionGroup var options: ISBNInputOptions

    func run() throws {
        let extractor = ISBNExtractor(ranges: try options.rangeData.loadForCommand())
        var found = false
        for (index, line) in options.lines.enumerated() {
            for match in extractor.matches(in: line) {
                found = true
                let placed = ISBNMatch(isbn: match.isbn, text: match.text, line: index + 1, column: match.column,
                                       utf8Offset: match.utf8Offset)
                print(options.json ? ShelfScanJSON.line(placed) : "\(placed.line):\(placed.column)\t\(placed.isbn)\t\(placed.text)")
            }
        }
        if !found { throw ExitStatus.invalidInput.exitCode }
    }
}
