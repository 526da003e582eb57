import Foundation
@testable import ShelfScanCLI
import ShelfScanTestSupport
import Testing

/// One table of exit statuses: the code's, the README's and what the commands do agree.
@Suite("Exit status")
struct ExitStatusTests {
    /// The CLI's table; Swift Testing has an `ExitStatus` of its own.
    private typealias Status = ShelfScanCLI.ExitStatus

    @Test("the README's table lists every status of ExitStatus, with the same words, and nothing else")
    func readmeTable() throws {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Exit status\n").dropFirst().first)
        let rows = section.components(separatedBy: "\n## ")[0].split(separator: "\n")
            .filter { $0.hasPrefix("| `") }
            .map { row in row.split(separator: "|").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } }
        let expected = [["`0`", "done"]] + Status.allCases.map { ["`\($0.rawValue)`", $0.meaning] }
        #expect(rows == expected)
        #expect(Set(Status.allCases.map(\.rawValue)).count == Status.allCases.count)
        #expect(Status(for: LendingSetupError.noUser) == .invalidInput)
        #expect(ShelfScanCommand.helpMessage(columns: 1000).contains(Status.summary))
    }

    @Test("no command ends with a status of its own: every exit goes through the table")
    func everyCommandUsesTheTable() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("Sources/ShelfScanCLI")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("ExitStatus.swift") }
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("ExitCode(") || line.contains("ExitCode.") {
                Issue.record("\(file): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }

    @Test("each status comes from the commands the table gives it for")
    func commandsFollowTheTable() throws {
        let scratch = try LendingScratch()
        defer { scratch.remove() }
        try scratch.acceptedLoan()
        try scratch.succeed(["handover", "--user", "alice", "--image", LendingScratch.plainPhoto])
        let broken = CommandRunner.image("broken/text.jpg")
        let empty = CommandRunner.image("broken/empty.png")
        let emptyFolder = try CommandRunner.scratchFolder()
        let garbage = emptyFolder.appendingPathComponent("garbage.sqlite")
        try Data(repeating: 0x47, count: 8192).write(to: garbage)
        let cases: [(arguments: [String], status: Status?)] = [
            (["scan", LendingScratch.plainPhoto], nil),
            (["isbn", "check", "9780306406158"], .invalidInput),
            (["book", "add", "--user", "alice", "--isbn", "12345", "--title", "T", "--author", "A", "--db", scratch.database],
             .invalidInput),
            (["accept", "1", "--user", "alice", "--lat", "91", "--lon", "0", "--db", scratch.database], .invalidInput),
            (["scan", broken], .unreadable),
            (["card", empty], .unreadable),
            (["isbn", "info", "9780306406157", "--ranges", emptyFolder.path], .unreadable),
            (["catalog", "search", "emma", "--catalog", emptyFolder.appendingPathComponent("none.sqlite").path],
             .unreadable),
            (["watch", emptyFolder.appendingPathComponent("none.y4m").path], .unreadable),
            (["book", "show", "99", "--user", "bob", "--db", scratch.database], .notFound),
            (["book", "list", "--user", "nobody", "--db", scratch.database], .notFound),
            (["handover", "--user", "bob", "--image", LendingScratch.plainPhoto, "--db", scratch.database], .notAllowed),
            (["book", "delete", "1", "--yes", "--user", "alice", "--db", scratch.database], .conflict),
            (["user", "add", "bob", "--db", scratch.database], .conflict),
            (["book", "list", "--user", "alice", "--db", garbage.path], .storage),
            (["scan", "--no-such-option", LendingScratch.plainPhoto], .usage),
            (["book", "show", "--user", "alice"], .usage),
        ]
        for (arguments, status) in cases {
            let outcome = try CommandRunner.run(arguments, dataHome: scratch.folder)
            #expect(outcome.status == status?.rawValue ?? 0, "\(arguments): \(outcome.errors)")
        }
    }
}
