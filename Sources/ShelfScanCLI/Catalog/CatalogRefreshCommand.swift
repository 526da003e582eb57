import ArgumentParser
import ShelfScan

/// `shelfscan catalog refresh`: completes the acting user's books whose lookup is owed.
struct CatalogRefreshCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract: "Look up again the books you added offline or while a service failed, and fill in what they lack.",
        discussion: """
            Every book of the acting user whose lookup is owed is looked up again (the local \
            catalogue, kept answers, then the online services, Open Library asked for 25 books at \
            a time), and what it lacks is filled in: description, subjects, and the edition's \
            subtitle, publisher, date, pages and language. What the owner typed is never replaced. \
            A book that still cannot be looked up in full stays owed; exit status 1 then.

              shelfscan catalog refresh --user alice
              shelfscan catalog refresh --json
            """)

    @OptionGroup var lending: LendingOptions

    @OptionGroup var catalog: CatalogOptions

    @OptionGroup var online: OnlineOptions

    func run() throws {
        let access = try CatalogAccess(catalog: catalog, online: online)
        var stillOwed = false
        try lending.run(in: .current()) { session in
            let (desk, owner) = (session.desk, try session.actingUser())
            let done = try access.run { lookup in
                guard let lookup else { return [CompletedLookup]() }
                return try await desk.completeLookups(of: owner, with: lookup)
            }
            stillOwed = access.catalog == nil || done.contains(where: \.stillOwed)
            return CommandOutput(done.map(Self.line), whenEmpty: access.catalog == nil
                                     ? "offline, and no local catalogue: nothing to ask"
                                     : "no book of yours is waiting for a lookup")
        }
        if stillOwed { throw ExitStatus.invalidInput.exitCode }
    }

    /// `book 3: "Dune" by Frank Herbert, …: completed from local catalogue, Open Library`, or why it is still owed.
    private static func line(_ done: CompletedLookup) -> OutputLine {
        let sources = done.lookup.answered.map(\.description)
        var text = LendingText.summary(done.book) + ": "
        if done.stillOwed {
            let offline = done.lookup.reports.contains { $0.outcome == .offline } ? ["offline"] : []
            text += "still owed (" + ([done.lookup.failureSummary].compactMap { $0 } + offline).joined(separator: "; ") + ")"
        } else {
            text += sources.isEmpty ? "found nowhere; nothing to fill" : "completed from " + sources.joined(separator: ", ")
        }
        return OutputLine(text: text, record: CompletedLookupRecord(done))
    }
}
