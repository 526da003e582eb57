import ArgumentParser
import ShelfScan

/// `shelfscan isbn convert`: ISBN-10 to ISBN-13 and back.
struct ISBNConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert ISBN-10s to ISBN-13s and ISBN-13s to ISBN-10s.",
        discussion: """
            Prints the other form of each ISBN, or the form --to asks for. ISBNs starting with 979 \
            have no ISBN-10.

              $ shelfscan isbn convert 0-8044-2957-X 9780306406157
              9780804429573
              0306406152
              $ shelfscan isbn convert --to 10 9791090636071
              9791090636071: an ISBN starting with 979 has no ISBN-10 form   (standard error; exit 1)
            """)

    /// The form to convert to.
    enum Form: String, ExpressibleByArgument, CaseIterable {
        case isbn10 = "10"
        case isbn13 = "13"
    }

    @OptionGroup var options: ISBNInputOptions

    @Option(help: "Always convert to this form: 10 or 13 (default: the other form of each input).")
    var to: Form?

    func run() throws {
        let ranges = try options.rangeData.loadForCommand()
        try options.runOnISBNs { input, isbn throws(ISBNInputError) in
            let converted = try ISBNInputError.reading(input) { () throws(IdentifierError) in
                try convert(input, isbn)
            }
            return OutputLine(text: converted, record: ISBNRecord(isbn, input: input, ranges: ranges))
        }
    }

    private func convert(_ input: String, _ isbn: ISBN) throws(IdentifierError) -> String {
        switch to {
        case nil:
            return try ISBN.convert(input)
        case .isbn13:
            return isbn.isbn13
        case .isbn10:
            guard let isbn10 = isbn.isbn10 else { throw .noISBN10(input: input) }
            return isbn10
        }
    }
}
