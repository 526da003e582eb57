import ArgumentParser
import ShelfScan

/// `shelfscan isbn info`: everything known about a number from a book barcode and its add-on.
struct ISBNInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Explain book barcode numbers: ISBN, ISMN, ISSN, UPC-A or other GTIN, and the add-on.",
        discussion: """
            Takes ISBN-10s and ISBN-13s, ISMNs (M-2306-7118-7 or 979-0-…), ISSNs (0317-8471, or \
            the 977 barcode), 12-digit UPC-As and other EAN-13s, each perhaps followed by its \
            EAN-5 or EAN-2 add-on after a + or a space. Prints the kind, both forms and hyphens, \
            the registration group, the range data's verdict and which range data gave it (its \
            date, and "built in" or the file), and what the add-on says: an EAN-5 price (first \
            digit 0/1 GBP, 3 AUD, 4 NZD, 5 USD, 6 CAD; 90000 no price; 99991-99999 internal use) \
            or an EAN-2 issue number.

              $ shelfscan isbn info 9780306406157+51995
              9780306406157+51995: ISBN; ISBN-13 9780306406157 (978-0-306-40615-7); ISBN-10 \
            0306406152 (0-306-40615-2); English language; in an allocated range; range data of Thu, \
            9 Jul 2026 05:46:12 BST (built in); add-on 51995: USD 19.95
              $ shelfscan isbn info "9770317847056 05"
              9770317847056 05: ISSN (serial); ISSN 0317-8471; variant 05; add-on 05: issue 5
            """)

    @OptionGroup var options: ISBNInputOptions

    func run() throws {
        let ranges = try options.rangeData.loadForCommand()
        try options.run { input throws(ISBNInputError) in
            let (number, addOn) = try InfoInput.read(input)
            return OutputLine(text: InfoText.line(input: input, number: number, addOn: addOn, ranges: ranges),
                              record: InfoRecord(input: input, number: number, addOn: addOn, ranges: ranges))
        }
    }
}
