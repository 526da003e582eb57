import CatalogKit
import Foundation
import ShelfScanTestSupport
import Testing

@Suite("Opening a new catalogue from several processes at once")
struct CatalogOpenRaceTests {
    @Test("two connections creating the same new file at the same moment both get a migrated catalogue")
    func simultaneousFirstOpen() async throws {
        let folder = try TestPaths.scratchFolder("catalog-race")
        for round in 0..<20 {
            let path = folder.appendingPathComponent("catalog-\(round).sqlite").path
            // Two separate pools are two sets of connections, as two processes would have.
            async let first = Task.detached { try CatalogDatabase.open(atPath: path).counts() }.value
            async let second = Task.detached { try CatalogDatabase.open(atPath: path).counts() }.value
            let counts = try await [first, second]
            #expect(counts.allSatisfy { $0 == CatalogCounts(editions: 0, isbns: 0, works: 0, authors: 0) })
        }
    }
}
