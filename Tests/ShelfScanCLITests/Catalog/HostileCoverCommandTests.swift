import Foundation
import ShelfScanTestSupport
import Testing

/// `book add --cover` when the book service sends a cover made to crash a decoder.
@Suite("book add with a hostile cover")
struct HostileCoverCommandTests {
    private static let saltRoad = "9781915000019"
    private static let fixtures = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/catalog-online")

    @Test("a cover claiming 4294967295×4294967295 pixels is left out and kept as unusable; the book is added once, and again once")
    func overflowingCover() async throws {
        try await LoopbackServer.withServer { server in
            let found = try ScriptedResponse.jsonFile(Self.fixtures.appendingPathComponent("openlibrary-books-salt-road.json"))
            server.script("/api/books") { _ in found }
            server.script("/books/v1/volumes") { _ in .json(#"{"kind": "books#volumes", "totalItems": 0}"#) }
            server.script("/covers/b/id/9000001-L.jpg") { _ in
                ScriptedResponse(headers: ["Content-Type": "image/png"], body: HostileFiles.png())
            }
            let variables = ["SHELFSCAN_OFFLINE": "0", "SHELFSCAN_CONTACT": "desk@example.org",
                             "SHELFSCAN_OPENLIBRARY_URL": server.baseURL.absoluteString,
                             "SHELFSCAN_GOOGLEBOOKS_URL": server.baseURL.appendingPathComponent("books/v1").absoluteString,
                             "SHELFSCAN_COVERS_URL": server.baseURL.appendingPathComponent("covers").absoluteString]
            let scratch = try LendingScratch()
            defer { scratch.remove() }
            let add = ["book", "add", "--user", "alice", "--isbn", Self.saltRoad, "--cover"]
            let outcomes = try await Self.offThread {
                [try scratch.run(["user", "add", "alice"]), try scratch.run(add, variables: variables),
                 try scratch.run(add, variables: variables), try scratch.run(["book", "list", "--user", "alice"])]
            }
            for added in outcomes[1...2] {
                #expect(added.status == 0, "\(added.errors)")
                #expect(!added.output.contains("cover kept"))
            }
            #expect(outcomes[1].output.hasPrefix("added book 1:") && outcomes[2].output.hasPrefix("added book 2:"))
            #expect(outcomes[3].output.split(separator: "\n").count == 2)
            #expect(server.requests(to: "/covers/b/id/9000001-L.jpg").count == 1)
            let covers = scratch.folder.appendingPathComponent("shelfscan/catalog.sqlite.covers")
            #expect(try FileManager.default.contentsOfDirectory(atPath: covers.path) == ["9000001.none"])
        }
    }

    /// Runs `work` on a thread of its own: waiting for commands on one of Swift's few cooperative
    /// threads would starve the server they are asking.
    private static func offThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }
}
