import CatalogKit
import Foundation
import ShelfScanTestSupport
import Testing

@Suite("The rate limit shared through the catalogue file")
struct SharedRateLimitTests {
    @Test("two catalogues open on one file (as two processes) never start two requests closer than the interval")
    func twoProcesses() async throws {
        let folder = try TestPaths.scratchFolder("rate-limit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("catalog.sqlite").path
        let first = SharedRateLimit(catalog: try CatalogDatabase.open(atPath: path))
        let second = SharedRateLimit(catalog: try CatalogDatabase.open(atPath: path))
        let bucket = RateBucket(name: "shared", interval: .milliseconds(250))
        let now = Date(timeIntervalSince1970: 1_900_000_000)
        let starts = try await withThrowingTaskGroup(of: Date.self) { group in
            for index in 0..<40 {
                let limit = index % 2 == 0 ? first : second
                group.addTask { try await limit.reserve(bucket, now: now.addingTimeInterval(Double(index % 3) * 0.1)) }
            }
            return try await group.reduce(into: [Date]()) { $0.append($1) }
        }.sorted()
        #expect(starts.count == 40)
        for (earlier, later) in zip(starts, starts.dropFirst()) {
            #expect(later.timeIntervalSince(earlier) >= 0.25 - 1e-6)
        }
    }

    @Test("a turn starts now when the bucket is free, else when the last one ends")
    func turns() async throws {
        let limit = SharedRateLimit(catalog: try CatalogDatabase.inMemory())
        let bucket = RateBucket.googleBooks
        let now = Date(timeIntervalSince1970: 1_900_000_000)
        #expect(try await limit.reserve(bucket, now: now) == now)
        #expect(try await limit.reserve(bucket, now: now) == now.addingTimeInterval(1))
        #expect(try await limit.reserve(bucket, now: now.addingTimeInterval(10)) == now.addingTimeInterval(10))
        try await limit.postpone(bucket, until: now.addingTimeInterval(30))
        try await limit.postpone(bucket, until: now.addingTimeInterval(20))
        #expect(try await limit.reserve(bucket, now: now.addingTimeInterval(12)) == now.addingTimeInterval(30))
        #expect(try await limit.reserve(.openLibrary(identified: true), now: now) == now)
    }
}
