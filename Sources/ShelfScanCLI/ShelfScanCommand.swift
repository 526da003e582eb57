import ArgumentParser

/// The `shelfscan` command.
@main
struct ShelfScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shelfscan",
        abstract: "Read EAN-13/ISBN barcodes from photos of books, and check, convert and find ISBNs.",
        subcommands: [ScanCommand.self, ISBNCommand.self, BenchCommand.self])
}
