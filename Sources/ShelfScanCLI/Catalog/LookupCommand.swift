import ArgumentParser
import Foundation
import ShelfScan

/// `shelfscan lookup ISBN…|--image PHOTO`: what the catalogue and the online services know of each edition.
struct LookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Show what the local catalogue, kept answers and online services know of the editions with these ISBNs.",
        discussion: """
            Sources are asked in turn: the local catalogue, answers kept from earlier lookups (30 \
            days; "not found" for a day), then Open Library and Google Books for what is still \
            missing, unless --offline or SHELFSCAN_OFFLINE=1. Only an edition whose own ISBNs \
            include the one asked for answers: another edition of the same work is refused and \
            said so. Each field says which source gave it (--json). A source that failed is named \
            on standard error. Exit status 1 when an ISBN is not valid, a photo shows none, or an \
            edition is found nowhere; 2 when the catalogue cannot be opened.

            Open Library asks clients to name a contact: set SHELFSCAN_CONTACT (an email or URL), \
            which allows 3 requests a second instead of 1. SHELFSCAN_GOOGLEBOOKS_KEY sets a Google \
            Books API key; SHELFSCAN_OPENLIBRARY_URL, SHELFSCAN_GOOGLEBOOKS_URL and \
            SHELFSCAN_COVERS_URL point at mirrors; SHELFSCAN_PROVIDERS (e.g. googlebooks,openlibrary) \
            says which services are asked, in order. Each request gets SHELFSCAN_TIMEOUT seconds in \
            all (default 10), its connection SHELFSCAN_CONNECT_TIMEOUT (default 3); a service that \
            times out or cannot be reached is not asked again by the same command.

              shelfscan lookup 0-441-17271-7
              shelfscan lookup --image back-cover.jpg --json
              shelfscan lookup 9780441172719 9780142414125 --offline
            """)

    @Argument(help: ArgumentHelp("ISBN-10s or ISBN-13s, hyphens allowed.", valueName: "isbn"))
    var isbns: [String] = []

    @Option(name: .customLong("image"), help: ArgumentHelp("A photo of a barcode; repeat for several.", valueName: "file"))
    var images: [String] = []

    @OptionGroup var catalog: CatalogOptions

    @OptionGroup var online: OnlineOptions

    @Flag(help: "Print one JSON object per edition found.")
    var json = false

    func validate() throws {
        guard !isbns.isEmpty || !images.isEmpty else { throw ValidationError("give ISBNs or --image PHOTO") }
    }

    func run() throws {
        var failed = false
        var wanted: [ISBN] = []
        for text in isbns {
            do {
                wanted.append(try ISBN(parsing: text))
            } catch {
                StandardError.line("\(error)")
                failed = true
            }
        }
        wanted += read(images, failed: &failed)
        let access = try CatalogAccess(catalog: catalog, online: online)
        if access.catalog == nil {
            StandardError.line("offline, and no local catalogue at \(try catalog.resolvedPath()): nothing to ask")
            throw ExitStatus.unreadable.exitCode
        }
        let toAsk = wanted
        let results = try access.run { lookup in await lookup?.lookup(toAsk) ?? [] }
        for result in results where !report(result) { failed = true }
        if failed { throw ExitStatus.invalidInput.exitCode }
    }

    /// The ISBNs the photos show; a photo without one is said.
    private func read(_ photos: [String], failed: inout Bool) -> [ISBN] {
        let reader = BookCodeReader()
        var found: [ISBN] = []
        for photo in photos {
            do {
                let isbns = try reader.read(.photo(path: photo), for: .adding).isbns
                if isbns.isEmpty { throw DeskError.noCode(photo, purpose: .adding) }
                found += isbns
            } catch {
                StandardError.line("\(error)")
                failed = true
            }
        }
        return found
    }

    /// Prints what was found and names each failed source; `false` when nothing was found.
    private func report(_ result: CatalogLookupResult) -> Bool {
        for failure in result.failures {
            StandardError.line("\(result.isbn.isbn13): \(failure)")
        }
        guard let metadata = result.metadata else {
            let refused = result.reports.contains { if case .otherEdition = $0.outcome { true } else { false } }
            let why = refused ? "only records of other editions were found" : "not found"
            StandardError.line("\(result.isbn.isbn13): \(why)\(result.refreshWorthwhile ? " (not every source could be asked)" : "")")
            return false
        }
        let record = MetadataRecord(metadata)
        print(json ? ShelfScanJSON.line(record)
              : Self.text(record, sources: metadata.sources.map(\.description)).escapingUnsafeScalars())
        return true
    }

    /// `9780441172719: "Dune" by Frank Herbert, Ace 1990-09, 535 pages, eng`, then the sources,
    /// subjects and description.
    static func text(_ record: MetadataRecord, sources: [String]) -> String {
        var line = "\(record.isbn13): \"\(record.title ?? "untitled")\""
        if let subtitle = record.subtitle { line += " (\(subtitle))" }
        if let authors = record.authors { line += " by " + authors.joined(separator: ", ") }
        let details = [record.publisher, record.published, record.pages.map { "\($0) pages" }, record.language]
            .compactMap { $0 }
        if !details.isEmpty { line += ", " + details.joined(separator: ", ") }
        if !sources.isEmpty { line += "\n    from: " + sources.joined(separator: ", ") }
        if let subjects = record.subjects { line += "\n    subjects: " + subjects.joined(separator: ", ") }
        if let description = record.description { line += "\n    " + description.indentingFollowingLines() }
        return line
    }
}
