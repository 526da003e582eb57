import CatalogKit
import Foundation
import Testing

/// The `async` import runs on a thread of its own and stops after a batch when its task is cancelled.
@Suite("Importing lists from async code")
struct AsyncListImportTests {
    /// A plain list of `count` books, ISBNs made from their row numbers.
    private static func list(_ count: Int) throws -> String {
        let rows = (0..<count).map { "\(ListFixture.isbn13(1_000 + $0)),Book \($0),Writer" }
        return try ListFixture.file("isbn,title,author\n" + rows.joined(separator: "\n"))
    }

    @Test("the async import stores what the blocking one stores, and reads back alike")
    func sameAsBlocking() async throws {
        let path = try Self.list(30)
        let blocking = try CatalogDatabase.inMemory()
        let expected = try Self.blockingImport(path, into: blocking)
        let catalog = try CatalogDatabase.inMemory()
        let summary = try await catalog.importList(atPath: path, at: ListFixture.now)
        #expect(summary == expected && summary.booksStored == 30 && summary.finished)
        #expect(try await catalog.counts() == (try blocking.counts()))
        #expect(try await catalog.searchTitles("book 7").map(\.isbn13) == (try blocking.searchTitles("book 7").map(\.isbn13)))
    }

    @Test("a cancelled task's import stops after its first batch, with that batch stored")
    func cancelled() async throws {
        let rows = CatalogDatabase.listBatchRows + 10
        let path = try Self.list(rows)
        let catalog = try CatalogDatabase.inMemory()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await catalog.importList(atPath: path, at: ListFixture.now)
        }
        let summary = try await task.value
        #expect(!summary.finished && summary.booksStored == CatalogDatabase.listBatchRows)
        #expect(try await catalog.counts().listedBooks == CatalogDatabase.listBatchRows)
    }

    /// The blocking form, which an async test cannot name directly: there the async one wins.
    private static func blockingImport(_ path: String, into catalog: CatalogDatabase) throws -> ListImportSummary {
        try catalog.importList(atPath: path, at: ListFixture.now)
    }
}
