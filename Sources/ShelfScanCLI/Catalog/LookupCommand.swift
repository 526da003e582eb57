import ArgumentParser
import ShelfScan

/// `shelfscan lookup ISBN…`: what the local catalogue knows of each edition.
struct LookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Show what the local catalogue knows of the editions with these ISBNs.",
        discussion: """
            Only an edition whose own ISBNs include the one asked for answers: another edition of the \
            same work never does. Exit status 1 when an ISBN is not valid or not in the catalogue \
            (each named on standard error).

              shelfscan lookup 0-441-17271-7
              shelfscan lookup 9780441172719 9780142414125 --json
            """)

    @Argument(help: ArgumentHelp("ISBN-10s or ISBN-13s, hyphens allowed.", valueName: "isbn"))
    var isbns: [String]

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print one JSON object per edition found.")
    var json = false

    func run() throws {
        let catalogue = try catalog.open(creating: false)
        var missing = false
        for text in isbns {
            let isbn: ISBN
            do {
                isbn = try ISBN(parsing: text)
            } catch {
                StandardError.write("\(error)\n".escapingUnsafeScalars())
                missing = true
                continue
            }
            do {
                guard let metadata = try catalogue.metadata(for: isbn) else {
                    StandardError.write("\(isbn.isbn13): not in the catalogue\n")
                    missing = true
                    continue
                }
                let record = MetadataRecord(metadata)
                print(json ? JSONLine.encode(record) : Self.text(record).escapingUnsafeScalars())
            } catch {
                StandardError.write("\(error)\n".escapingUnsafeScalars())
                throw ExitCode(2)
            }
        }
        if missing { throw ExitCode(1) }
    }

    /// `9780441172719: "Dune" by Frank Herbert, Ace 1990-09, 535 pages, eng`, then the description.
    static func text(_ record: MetadataRecord) -> String {
        var line = "\(record.isbn13): \"\(record.title ?? "untitled")\""
        if let subtitle = record.subtitle { line += " (\(subtitle))" }
        if let authors = record.authors { line += " by " + authors.joined(separator: ", ") }
        let details = [record.publisher, record.published, record.pages.map { "\($0) pages" }, record.language]
            .compactMap { $0 }
        if !details.isEmpty { line += ", " + details.joined(separator: ", ") }
        if let subjects = record.subjects { line += "\n    subjects: " + subjects.joined(separator: ", ") }
        if let description = record.description { line += "\n    " + description }
        return line
    }
}
