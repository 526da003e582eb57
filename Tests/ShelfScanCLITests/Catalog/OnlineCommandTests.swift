import Foundation
import ShelfScanTestSupport
import Testing

/// The commands that ask the book services, run against a loopback server standing in for Open
/// Library (at `/`) and Google Books (at `/books/v1`).
@Suite("shelfscan lookup, book add and catalog refresh against the book services")
struct OnlineCommandTests {
    private static let saltRoad = "9781915000019"
    private static let fixtures = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/catalog-online")

    private static func variables(_ server: LoopbackServer, offline: Bool = false) -> [String: String] {
        variables(server.baseURL, offline: offline)
    }

    /// Every service at `base`: Open Library at `/`, Google Books at `/books/v1`, covers at `/covers`.
    private static func variables(_ base: URL, offline: Bool = false) -> [String: String] {
        ["SHELFSCAN_OFFLINE": offline ? "1" : "0",
         "SHELFSCAN_OPENLIBRARY_URL": base.absoluteString,
         "SHELFSCAN_GOOGLEBOOKS_URL": base.appendingPathComponent("books/v1").absoluteString,
         "SHELFSCAN_COVERS_URL": base.appendingPathComponent("covers").absoluteString,
         "SHELFSCAN_CONTACT": "desk@example.org"]
    }

    /// Open Library knows The Salt Road Atlas; everything else is found nowhere.
    private static func scriptSaltRoad(_ server: LoopbackServer) throws {
        let found = try ScriptedResponse.jsonFile(fixtures.appendingPathComponent("openlibrary-books-salt-road.json"))
        server.script("/api/books") { request in
            request.queryValue("bibkeys")?.contains(saltRoad) == true ? found : .json("{}")
        }
        server.script("/books/v1/volumes") { _ in .json(#"{"kind": "books#volumes", "totalItems": 0}"#) }
    }

    /// Runs `shelfscan` with the scratch database on a thread of its own: waiting for the command
    /// on one of Swift's few cooperative threads would starve the server the command is asking.
    private static func run(_ scratch: LendingScratch, _ arguments: [String],
                            _ variables: [String: String] = [:]) async throws -> CommandRunner.Outcome {
        try await offThread { try scratch.run(arguments, variables: variables) }
    }

    /// `run(_:_:_:)` without the scratch database, for commands that have none.
    private static func run(_ arguments: [String], _ variables: [String: String],
                            in scratch: LendingScratch) async throws -> CommandRunner.Outcome {
        try await offThread { try CommandRunner.run(arguments, dataHome: scratch.folder, variables: variables) }
    }

    private static func offThread(_ work: @escaping @Sendable () throws -> CommandRunner.Outcome) async throws -> CommandRunner.Outcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }

    @Test("book add by ISBN alone takes title, authors and edition from Open Library, sending the contact")
    func addFilled() async throws {
        try await LoopbackServer.withServer { server in
            try Self.scriptSaltRoad(server)
            let scratch = try LendingScratch()
            defer { scratch.remove() }
            _ = try await Self.run(scratch, ["user", "add", "alice"])
            let added = try await Self.run(scratch, ["book", "add", "--user", "alice", "--isbn", Self.saltRoad],
                                           Self.variables(server))
            #expect(added.status == 0, "\(added.errors)")
            #expect(added.output.hasPrefix("added book 1: \"The Salt Road Atlas\" by Ines Harrowgate, ISBN \(Self.saltRoad)"))
            #expect(added.output.contains("maps of a vanished coast; Gullwing Books, 2018-03, 288 pages"))
            #expect(added.output.contains("from Open Library"))
            let agent = server.requests(to: "/api/books").first?.headers["user-agent"] ?? ""
            #expect(agent.contains("desk@example.org"))
        }
    }

    @Test("--cover fetches the edition's cover once, keeps it beside the catalogue and attaches it as a photo")
    func cover() async throws {
        try await LoopbackServer.withServer { server in
            try Self.scriptSaltRoad(server)
            let jpeg = try Data(contentsOf: URL(fileURLWithPath: LendingScratch.coverPhoto))
            server.script("/covers/b/id/9000001-L.jpg") { _ in
                ScriptedResponse(headers: ["Content-Type": "image/jpeg"], body: Array(jpeg))
            }
            let scratch = try LendingScratch()
            defer { scratch.remove() }
            _ = try await Self.run(scratch, ["user", "add", "alice"])
            let add = ["book", "add", "--user", "alice", "--isbn", Self.saltRoad, "--cover"]
            let first = try await Self.run(scratch, add, Self.variables(server))
            #expect(first.status == 0, "\(first.errors)")
            #expect(first.output.contains("cover kept as photo 1"))
            let second = try await Self.run(scratch, add, Self.variables(server))
            #expect(second.output.contains("cover kept as photo 2"))
            #expect(server.requests(to: "/covers/b/id/9000001-L.jpg").count == 1)
            let kept = scratch.folder.appendingPathComponent("shelfscan/catalog.sqlite.covers/9000001.jpg")
            #expect(FileManager.default.fileExists(atPath: kept.path))
        }
    }

    @Test("a typed title that is not the ISBN's stops the add naming both; --force adds it as typed")
    func titleMismatch() async throws {
        try await LoopbackServer.withServer { server in
            try Self.scriptSaltRoad(server)
            let scratch = try LendingScratch()
            defer { scratch.remove() }
            _ = try await Self.run(scratch, ["user", "add", "alice"])
            let add = ["book", "add", "--user", "alice", "--isbn", Self.saltRoad, "--title", "Dune", "--author", "Frank Herbert"]
            let refused = try await Self.run(scratch, add, Self.variables(server))
            #expect(refused.status == 1)
            #expect(refused.errors.contains("the title typed, \"Dune\", is not this ISBN's title: Open Library has"
                                            + " \"The Salt Road Atlas: maps of a vanished coast\""))
            #expect(refused.errors.contains("--force"))
            #expect(try await Self.run(scratch, ["book", "list", "--user", "alice"]).output == "you have no books\n")
            let forced = try await Self.run(scratch, add + ["--force"], Self.variables(server))
            #expect(forced.status == 0 && forced.output.hasPrefix("added book 1: \"Dune\" by Frank Herbert"))
        }
    }

    @Test("offline, the book is added as typed with its lookup owed; catalog refresh completes it once online")
    func offlineThenRefresh() async throws {
        try await LoopbackServer.withServer { server in
            try Self.scriptSaltRoad(server)
            let scratch = try LendingScratch()
            defer { scratch.remove() }
            _ = try await Self.run(scratch, ["user", "add", "alice"])
            let offline = try await Self.run(scratch, ["book", "add", "--user", "alice", "--isbn", Self.saltRoad,
                                                       "--title", "Salt Road Atlas", "--author", "I. Harrowgate"],
                                             Self.variables(server, offline: true))
            #expect(offline.status == 0 && offline.output.contains("details still to look up"))
            #expect(server.requests.isEmpty)
            let stillOffline = try await Self.run(scratch, ["catalog", "refresh", "--user", "alice", "--offline"],
                                                  Self.variables(server))
            #expect(stillOffline.status == 1 && stillOffline.output.contains("nothing to ask"))
            let refreshed = try await Self.run(scratch, ["catalog", "refresh", "--user", "alice"], Self.variables(server))
            #expect(refreshed.status == 0, "\(refreshed.errors)")
            #expect(refreshed.output.contains("\"Salt Road Atlas\" by I. Harrowgate"))
            #expect(refreshed.output.contains("completed from Open Library"))
            let again = try await Self.run(scratch, ["catalog", "refresh", "--user", "alice"], Self.variables(server))
            #expect(again.output == "no book of yours is waiting for a lookup\n")
            let shown = try await Self.run(scratch, ["book", "show", "1", "--user", "alice", "--json"], Self.variables(server))
            #expect(shown.output.contains("Cartography"))
        }
    }

    @Test("lookup --image reads the ISBN from the photo; a source's failure is named; not found exits 1")
    func lookupByImage() async throws {
        try await LoopbackServer.withServer { server in
            server.script("/api/books") { _ in .status(503) }
            server.script("/books/v1/volumes") { _ in .json(#"{"kind": "books#volumes", "totalItems": 0}"#) }
            let scratch = try LendingScratch()
            defer { scratch.remove() }
            let lookup = try await Self.run(["lookup", "--image", LendingScratch.coverPhoto], Self.variables(server),
                                            in: scratch)
            #expect(lookup.status == 1)
            #expect(lookup.errors.contains("9780393316049: Open Library: "))
            #expect(lookup.errors.contains("9780393316049: not found (not every source could be asked)"))
        }
    }

    @Test("two processes looking up at once share one rate limit: Google Books asked about once a second")
    func sharedRateLimit() async throws {
        try await LoopbackServer.withServer { server in
            try Self.scriptSaltRoad(server)
            let scratch = try LendingScratch()
            defer { scratch.remove() }
            let isbns = (1...6).map { "978000000\(String(format: "%03d", $0))" }.map(Self.withCheckDigit)
            async let first = Self.run(["lookup"] + isbns.prefix(3), Self.variables(server), in: scratch)
            async let second = Self.run(["lookup"] + isbns.suffix(3), Self.variables(server), in: scratch)
            let outcomes = try await [first, second]
            #expect(outcomes.allSatisfy { $0.status == 1 }, "\(outcomes.map(\.errors))")
            let starts = server.requests(to: "/books/v1/volumes").map(\.arrivedAt).sorted()
            #expect(starts.count == 6)
            let gaps = zip(starts.dropFirst(), starts).map { $0.timeIntervalSince($1) }
            // Turns start a second apart, but a process the machine keeps waiting after its turn
            // starts sends late, close to the next turn (gaps of 1.82 s then 0.18 s under a
            // loaded test run), so the pace is checked over the whole run: two processes that
            // did not share it would send their six requests within about two seconds.
            let span = starts.last?.timeIntervalSince(starts.first ?? .distantFuture) ?? 0
            #expect(span > 3.5, "\(gaps)")
        }
    }

    /// Runs `book add` for three books, `catalog refresh` and `lookup` with every service at `base`,
    /// which never answers, and checks each ends soon, adds the books and owes their lookups.
    private static func unanswered(at base: URL, reason: String) async throws {
        let scratch = try LendingScratch()
        defer { scratch.remove() }
        _ = try await Self.run(scratch, ["user", "add", "alice"])
        // Short limits, so that a command not cut off by them shows as far slower than these.
        let variables = Self.variables(base).merging(["SHELFSCAN_TIMEOUT": "1", "SHELFSCAN_CONNECT_TIMEOUT": "1"]) { $1 }
        // Every process waits its turn under the rate limit it shares with the one before
        // (Google Books: a second), then at most one timeout per service.
        let bound = Duration.seconds(10)
        for isbn in ["9780306406157", "9780393316049", Self.saltRoad] {
            let started = ContinuousClock.now
            let added = try await Self.run(scratch, ["book", "add", "--user", "alice", "--isbn", isbn,
                                                     "--title", "Kept as typed", "--author", "A. Typist"], variables)
            #expect(ContinuousClock.now - started < bound)
            #expect(added.status == 0, "\(added.errors)")
            #expect(added.errors.isEmpty)
            let lines = added.output.split(separator: "\n").map(String.init)
            #expect(lines.count == 2, "\(added.output)")
            #expect(lines.last == "    details still to look up (Open Library, Google Books: \(reason)):"
                    + " run `shelfscan catalog refresh` later")
        }
        let started = ContinuousClock.now
        let refreshed = try await Self.run(scratch, ["catalog", "refresh", "--user", "alice"], variables)
        #expect(ContinuousClock.now - started < bound)
        #expect(refreshed.status == 1)
        let owed = refreshed.output.split(separator: "\n")
        #expect(owed.count == 3 && owed.allSatisfy { $0.hasSuffix("still owed (Open Library, Google Books: \(reason))") },
                "\(refreshed.output)")
        let lookupStarted = ContinuousClock.now
        let lookup = try await Self.run(["lookup", "9780306406157"], variables, in: scratch)
        #expect(ContinuousClock.now - lookupStarted < bound)
        #expect(lookup.status == 1 && lookup.errors.contains("not found (not every source could be asked)"))
    }

    @Test("services on a closed port: book add, catalog refresh and lookup end at once, the books owed")
    func closedPort() async throws {
        try await ClosedLoopbackPort.withPort { closed in
            try await Self.unanswered(at: closed.baseURL, reason: "Connection refused")
        }
    }

    @Test("services that take the connection and never answer: each command waits one timeout per service")
    func silentServices() async throws {
        try await SilentListener.withListener(.made) { silent in
            try await Self.unanswered(at: silent.baseURL, reason: "no answer within 1 s")
        }
    }

    private static func withCheckDigit(_ payload: String) -> String {
        let sum = payload.enumerated().reduce(0) { sum, item in
            sum + (item.element.wholeNumberValue ?? 0) * (item.offset % 2 == 0 ? 1 : 3)
        }
        return payload + String((10 - sum % 10) % 10)
    }
}
