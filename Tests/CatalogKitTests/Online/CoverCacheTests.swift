import CatalogKit
import Foundation
import ShelfScanTestSupport
import Testing

@Suite("Covers kept on disk")
struct CoverCacheTests {
    /// Bytes that start like a JPEG and are as large as a real cover.
    private static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x42, count: 4_000)
    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 4_000)

    @Test("a cover is fetched once and kept as a file named by its id")
    func fetchedOnce() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/covers/b/id/9000001-L.jpg", ScriptedResponse(body: Self.jpeg))
            let folder = try TestPaths.scratchFolder("covers")
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = try await lookup.coverFile(id: 9_000_001, folder: folder)
            #expect(path == folder.appendingPathComponent("9000001.jpg").path)
            #expect(try Data(contentsOf: URL(fileURLWithPath: try #require(path))) == Data(Self.jpeg))
            #expect(try await lookup.coverFile(id: 9_000_001, folder: folder) == path)
            #expect(harness.server.requests.count == 1)
            #expect(harness.server.requests.first?.queryValue("default") == "false")
        }
    }

    @Test("a PNG is kept as .png")
    func png() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/covers/b/id/7-L.jpg", ScriptedResponse(body: Self.png))
            let folder = try TestPaths.scratchFolder("covers")
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(try await lookup.coverFile(id: 7, folder: folder) == folder.appendingPathComponent("7.png").path)
        }
    }

    @Test("a 404, a tiny placeholder or a body that is no image is no cover, and is not asked again",
          arguments: [ScriptedResponse.status(404), ScriptedResponse(body: [0xFF, 0xD8, 0xFF, 0xE0, 0, 0]),
                      ScriptedResponse.json(String(repeating: " ", count: 5_000))])
    func noCover(answer: ScriptedResponse) async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/covers/b/id/5-L.jpg", answer)
            let folder = try TestPaths.scratchFolder("covers")
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(try await lookup.coverFile(id: 5, folder: folder) == nil)
            #expect(try await lookup.coverFile(id: 5, folder: folder) == nil)
            #expect(harness.server.requests.count == 1)
        }
    }

    @Test("offline, only covers already kept are returned")
    func offline() async throws {
        try await OnlineHarness.run({ $0.offline = true }) { harness, lookup in
            harness.server.script("/covers/b/id/3-L.jpg", ScriptedResponse(body: Self.jpeg))
            let folder = try TestPaths.scratchFolder("covers")
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(try await lookup.coverFile(id: 3, folder: folder) == nil)
            try Data(Self.jpeg).write(to: folder.appendingPathComponent("3.jpg"))
            #expect(try await lookup.coverFile(id: 3, folder: folder) == folder.appendingPathComponent("3.jpg").path)
            #expect(harness.server.requests.isEmpty)
        }
    }
}
