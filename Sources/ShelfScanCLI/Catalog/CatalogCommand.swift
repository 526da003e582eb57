import ArgumentParser

/// `shelfscan catalog`: the local book catalogue that lookups and `book add` read first.
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Fill and inspect the local book catalogue (Open Library dumps).",
        subcommands: [CatalogImportCommand.self, CatalogStatsCommand.self, CatalogSearchCommand.self])
}
