import Foundation

/// A scratch folder with a database of its own, and `shelfscan` run on it.
struct LendingScratch {
    let folder: URL
    let database: String

    init() throws {
        folder = try CommandRunner.scratchFolder()
        database = folder.appendingPathComponent("lending.sqlite").path
    }

    /// Runs `shelfscan` with `arguments` and `--db` on this folder's database, and `input` on its
    /// standard input when given.
    func run(_ arguments: [String], input: String? = nil, variables: [String: String] = [:]) throws -> CommandRunner.Outcome {
        try CommandRunner.run(arguments + ["--db", database], input: input, dataHome: folder, variables: variables)
    }

    /// Runs `shelfscan`, recording a test issue unless it exits 0; returns standard output.
    @discardableResult
    func succeed(_ arguments: [String]) throws -> String {
        let outcome = try run(arguments)
        guard outcome.status == 0 else {
            throw CommandFailed(arguments: arguments, outcome: outcome)
        }
        return outcome.output
    }

    /// Two users, alice with one book (the plain ISBN photo) that bob requested and alice accepted.
    func acceptedLoan() throws {
        try succeed(["user", "add", "alice"])
        try succeed(["user", "add", "bob"])
        try succeed(["book", "add", "--user", "alice", "--image", LendingScratch.plainPhoto,
                     "--title", "Numbers", "--author", "Ann Author"])
        try succeed(["request", "1", "--user", "bob"])
        try succeed(["accept", "1", "--user", "alice", "--lat", "52.52", "--lon", "13.405", "--address", "Alexanderplatz 1"])
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `body` with a new scratch folder, removed afterwards.
    static func with(_ body: (LendingScratch) throws -> Void) throws {
        let scratch = try LendingScratch()
        defer { scratch.remove() }
        try body(scratch)
    }

    /// A photo of ISBN 978-0-306-40615-7 alone.
    static let plainPhoto = CommandRunner.image("barcodes/isbn-module2.png")
    /// A book cover with ISBN 978-0-393-31604-9 and a shop's price label.
    static let coverPhoto = CommandRunner.image("barcodes/cover-isbn-and-store-ean13-rotate4.jpg")
}
