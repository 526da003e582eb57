import ShelfScan

/// The text line of `shelfscan isbn info`: the input, then what is known, separated by semicolons.
///
/// ```
/// 9780306406157+51995: ISBN; ISBN-13 9780306406157 (978-0-306-40615-7); ISBN-10 0306406152
/// (0-306-40615-2); English language; in an allocated range; range data of Thu, 9 Jul 2026
/// 05:46:12 BST (built in); add-on 51995: USD 19.95
/// ```
enum InfoText {
    /// The line for `number` and its add-on, with ISBNs looked up in `ranges`.
    static func line(input: String, number: BarcodeNumber, addOn: AddOn?, ranges: ISBNRanges) -> String {
        var facts = facts(about: number, ranges: ranges)
        if let addOn { facts.append("add-on \(addOn.digits): \(addOn.meaning)") }
        return "\(input): " + facts.joined(separator: "; ")
    }

    private static func facts(about number: BarcodeNumber, ranges: ISBNRanges) -> [String] {
        switch number {
        case let .isbn(isbn):
            return facts(about: isbn, ranges: ranges)
        case let .ismn(ismn):
            return ["ISMN (printed music)", "ISMN-13 \(ismn.ismn13) (\(ismn.hyphenated))",
                    "ISMN-10 \(ismn.ismn10) (\(ismn.ismn10Hyphenated))"]
        case let .issn(issn, variant):
            return ["ISSN (serial)", "ISSN \(issn.hyphenated)"] + (variant.map { ["variant \($0)"] } ?? [])
        case let .upcA(digits):
            return ["UPC-A \(digits)", InfoRecord.upcANote]
        case let .restrictedCirculation(digits):
            return ["restricted circulation number \(digits)", InfoRecord.restrictedCirculationNote]
        case let .otherGTIN(digits):
            return ["GTIN \(digits)", "not a book number"]
        }
    }

    private static func facts(about isbn: ISBN, ranges: ISBNRanges) -> [String] {
        let parts = ranges.parts(of: isbn)
        let isbn13 = "ISBN-13 \(isbn.isbn13)" + (parts.map { " (\($0.hyphenated))" } ?? "")
        let isbn10 = isbn.isbn10.map { "ISBN-10 \($0)" + (parts?.isbn10Hyphenated.map { " (\($0))" } ?? "") }
        return ["ISBN", isbn13, isbn10 ?? "no ISBN-10 (979 prefix)",
                ranges.group(of: isbn)?.name ?? "no known registration group", ranges.validity(of: isbn).description,
                ranges.provenance]
    }
}
