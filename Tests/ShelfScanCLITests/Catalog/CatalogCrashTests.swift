import Foundation
import GRDB
import Testing

@Suite("A catalogue import killed halfway")
struct CatalogCrashTests {
    /// Editions enough that a debug build takes seconds to import them, so the test can kill the
    /// import between its first batches and its last.
    private static let editions = 150_000

    private static func isbn(_ number: Int) -> String {
        let payload = "978" + String(format: "%09d", number)
        let sum = payload.enumerated().reduce(0) { sum, item in
            sum + (item.element.wholeNumberValue ?? 0) * (item.offset % 2 == 0 ? 1 : 3)
        }
        return payload + String((10 - sum % 10) % 10)
    }

    private static func writeDump(to path: String) throws {
        var text = ""
        for number in 1...editions {
            let key = "/books/OL\(number)M"
            text += "/type/edition\t\(key)\t1\t2024-01-01T00:00:00\t"
                + #"{"key": "\#(key)", "type": {"key": "/type/edition"}, "title": "Book \#(number)", "#
                + #""isbn_13": ["\#(isbn(number))"], "publishers": ["Press"], "number_of_pages": 100}"# + "\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Lines the killed import had committed, read as another process would.
    private static func committedLines(_ catalog: String) -> Int {
        var readOnly = Configuration()
        readOnly.readonly = true
        guard FileManager.default.fileExists(atPath: catalog),
              let queue = try? DatabaseQueue(path: catalog, configuration: readOnly) else { return 0 }
        return (try? queue.read { db in try Int.fetchOne(db, sql: "SELECT line FROM importProgress") }) ?? 0
    }

    @Test("SIGKILL mid-import leaves a usable catalogue with whole batches; the next run resumes and completes it")
    func killedImport() throws {
        let folder = try CommandRunner.scratchFolder()
        let dump = folder.appendingPathComponent("editions.txt").path
        let catalog = folder.appendingPathComponent("catalog.sqlite").path
        try Self.writeDump(to: dump)
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["catalog", "import", dump, "--catalog", catalog]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Watch the committed progress, as a second process would, until two batches are in.
        while process.isRunning && Self.committedLines(catalog) < 10_000 { usleep(5_000) }
        let killedMidway = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try #require(killedMidway, "the import finished before it could be killed; make the dump larger")

        let committed = Self.committedLines(catalog)
        #expect(committed % 5_000 == 0 && committed < Self.editions)
        let queue = try DatabaseQueue(path: catalog)
        #expect(try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM edition") } == committed)
        try queue.close()
        let lookup = try CommandRunner.run(["lookup", Self.isbn(1), "--catalog", catalog])
        #expect(lookup.status == 0 && lookup.output.contains("\"Book 1\""))

        let resumed = try CommandRunner.run(["catalog", "import", dump, "--catalog", catalog])
        #expect(resumed.status == 0)
        #expect(resumed.output.contains("\(Self.editions) records from \(Self.editions) lines, 0 bad; imported"))
        let stats = try CommandRunner.run(["catalog", "stats", "--catalog", catalog, "--json"])
        #expect(stats.output.contains("\"editions\":\(Self.editions)"))
        let last = try CommandRunner.run(["lookup", Self.isbn(Self.editions), "--catalog", catalog])
        #expect(last.status == 0)
    }
}
