import ArgumentParser

/// `shelfscan catalog`: the local book catalogue that lookups and `book add` read first.
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Fill, search and refresh the local book catalogue (Open Library dumps, CSV lists).",
        subcommands: [CatalogImportCommand.self, CatalogStatsCommand.self, CatalogSearchCommand.self,
                      CatalogRefreshCommand.self])
}
