@testable import CatalogKit
import Foundation
import ShelfScanTestSupport
import Testing

/// Real sockets on loopback, real AsyncHTTPClient: each test sets short timeouts and checks the
/// request ended within a generous multiple of them (a loaded machine runs the suite in parallel).
@Suite("The HTTP client's limits: the request's time, unreachable services, redirects off the host")
struct OnlineLimitsTests {
    private static let bucket = RateBucket(name: "test", interval: .milliseconds(100))

    private static func url(_ base: URL, _ path: String) -> String {
        base.absoluteString + path
    }

    /// Short limits, so that a request that is not cut off shows as a test far slower than these.
    private static func short(_ settings: inout OnlineSettings) {
        settings.timeout = .seconds(1)
        settings.connectTimeout = .seconds(1)
    }

    /// GETs `url` through `lookup`'s client, returning the error and how long it took by the wall clock.
    private static func failure(of url: String, _ lookup: CatalogLookup,
                                bucket: RateBucket = bucket) async -> (error: OnlineLookupError?, elapsed: Duration) {
        let started = ContinuousClock.now
        do {
            _ = try await lookup.client.get(url, bucket: bucket)
            return (nil, ContinuousClock.now - started)
        } catch {
            return (error, ContinuousClock.now - started)
        }
    }

    @Test("a body sent a byte every 200 ms ends with the request's time, not the read timeout's")
    func trickledBody() async throws {
        try await OnlineHarness.run(Self.short) { harness, lookup in
            let url = Self.url(harness.server.baseURL, "/trickle.json")
            // 200 bytes at 200 ms: 40 s in all, though no gap between two bytes nears the timeout.
            harness.server.script("/trickle.json", ScriptedResponse(body: Array(repeating: 0x20, count: 200),
                                                                    byteInterval: .milliseconds(200)))
            let (error, elapsed) = await Self.failure(of: url, lookup)
            #expect(error == .timeout(url: url, after: .seconds(1)))
            #expect(elapsed < .seconds(5))
            #expect(harness.server.requests.count == 1)
        }
    }

    @Test("a Retry-After longer than the request's time left fails at once, naming the address and the wait")
    func retryAfterBeyondTime() async throws {
        try await OnlineHarness.run({ $0.timeout = .seconds(10) }) { harness, lookup in
            let url = Self.url(harness.server.baseURL, "/busy.json")
            harness.server.script("/busy.json", .status(429, headers: ["Retry-After": "60"]), .json("{}"))
            let (error, _) = await Self.failure(of: url, lookup)
            #expect(error == .retryAfterTooLong(url: url, status: 429, retryAfter: .seconds(60), left: .seconds(10)))
            #expect(error?.description.hasPrefix(url + ": HTTP status 429 asked to wait 60 s") == true)
            #expect(harness.clock.waits.isEmpty)
            #expect(harness.server.requests.count == 1)
        }
    }

    @Test("a backoff that would end past the request's time is not waited for: the failure comes at once")
    func backoffBeyondTime() async throws {
        try await OnlineHarness.run({ $0.timeout = .seconds(1) }) { harness, lookup in
            let url = Self.url(harness.server.baseURL, "/broken.json")
            harness.server.script("/broken.json", .status(500))
            let (error, _) = await Self.failure(of: url, lookup)
            // The first backoff (0.5 s) fits in the second; the next (1 s) would not.
            #expect(error == .httpStatus(url: url, status: 500))
            #expect(harness.clock.waitSeconds == [0.5])
            #expect(harness.server.requests.count == 2)
        }
    }

    @Test("a turn the shared rate limit puts past the request's time fails at once")
    func turnBeyondTime() async throws {
        try await OnlineHarness.run({ $0.timeout = .seconds(10) }) { harness, lookup in
            let url = Self.url(harness.server.baseURL, "/ping")
            harness.server.script("/ping", .json("{}"))
            // As another process does when the service asks it to pause.
            try await lookup.client.rateLimit.postpone(Self.bucket, until: harness.clock.now.addingTimeInterval(60))
            let (error, _) = await Self.failure(of: url, lookup)
            #expect(error == .turnTooLate(url: url, wait: .seconds(60), left: .seconds(10)))
            #expect(harness.clock.waits.isEmpty)
            #expect(harness.server.requests.isEmpty)
        }
    }

    @Test("a redirect to another host is refused, naming the address and the host; another port is the same host")
    func offHostRedirect() async throws {
        try await OnlineHarness.run { harness, lookup in
            let port = harness.server.port
            let url = Self.url(harness.server.baseURL, "/away.json")
            harness.server.script("/away.json", .redirect(to: "http://localhost:\(port)/new.json"))
            harness.server.script("/new.json", .json("{}"))
            let (error, _) = await Self.failure(of: url, lookup)
            #expect(error == .offHostRedirect(url: url, host: "localhost"))
            #expect(error?.description == url + ": redirected to another host, localhost; not followed")
            #expect(harness.server.requests(to: "/new.json").isEmpty)
            try await ClosedLoopbackPort.withPort { closed in
                harness.server.script("/port.json", .redirect(to: "http://127.0.0.1:\(closed.port)/new.json"))
                let (error, _) = await Self.failure(of: Self.url(harness.server.baseURL, "/port.json"), lookup, bucket: .googleBooks)
                guard case .unreachable? = error else {
                    Issue.record("expected the redirect on the same host to be followed, got \(String(describing: error))")
                    return
                }
            }
        }
    }

    @Test("a redirect into a domain the caller names as the service's own is followed; one that only ends like it is not")
    func ownDomainRedirect() async throws {
        try await OnlineHarness.run { harness, lookup in
            let port = harness.server.port
            harness.server.script("/cover.jpg", .redirect(to: "http://localhost:\(port)/kept.jpg"))
            harness.server.script("/kept.jpg", .json("{}"))
            let url = Self.url(harness.server.baseURL, "/cover.jpg")
            let answer = try await lookup.client.get(url, bucket: Self.bucket, ownDomains: ["LOCALHOST"])
            #expect(answer.status == 200 && answer.url.hasSuffix("/kept.jpg"))
            #expect(throws: OnlineLookupError.offHostRedirect(url: "http://localhost:\(port)/x", host: "evilarchive.org")) {
                try OnlineClient.checkHost(of: "https://evilarchive.org/x", redirectedFrom: "http://localhost:\(port)/x",
                                           asked: url, ownDomains: CoverCache.coverDomains)
            }
            #expect(throws: Never.self) {
                try OnlineClient.checkHost(of: "https://ia800.us.archive.org/x.jpg", redirectedFrom: url, asked: url,
                                           ownDomains: CoverCache.coverDomains)
            }
        }
    }

    @Test("a closed port fails at once, without a retry, and the service is not asked again")
    func closedPort() async throws {
        try await ClosedLoopbackPort.withPort { closed in
            try await OnlineHarness.run(Self.short) { harness, lookup in
                let url = Self.url(closed.baseURL, "/api/books")
                let (error, elapsed) = await Self.failure(of: url, lookup)
                #expect(error == .unreachable(url: url, reason: "Connection refused"))
                #expect(elapsed < .seconds(5))
                #expect(harness.clock.waits.isEmpty)
                let (again, _) = await Self.failure(of: url + "?again", lookup)
                if let error {
                    #expect(again == .serviceDown(url: url + "?again", cause: error))
                }
            }
        }
    }

    @Test("a listener that takes the connection but never answers: the request's time ends it")
    func silentAfterConnecting() async throws {
        try await SilentListener.withListener(.made) { silent in
            try await OnlineHarness.run(Self.short) { _, lookup in
                let url = Self.url(silent.baseURL, "/api/books")
                let (error, elapsed) = await Self.failure(of: url, lookup)
                #expect(error == .timeout(url: url, after: .seconds(1)))
                #expect(elapsed < .seconds(5))
            }
        }
    }

    @Test("a listener whose queue is full never lets the connection be made: the connect timeout ends it")
    func connectionNeverMade() async throws {
        try await SilentListener.withListener(.neverMade) { silent in
            // A request's time far above the connect timeout, so that only the latter can end it soon.
            try await OnlineHarness.run({ $0.connectTimeout = .seconds(1); $0.timeout = .seconds(60) }) { _, lookup in
                let url = Self.url(silent.baseURL, "/api/books")
                let (error, elapsed) = await Self.failure(of: url, lookup)
                #expect(error == .unreachable(url: url, reason: "no connection within 1 s"))
                #expect(elapsed < .seconds(5))
            }
        }
    }

    @Test("a name that does not resolve fails within the connect timeout, without a retry")
    func unresolvableName() async throws {
        try await OnlineHarness.run(Self.short) { harness, lookup in
            let url = "http://nonexistent.invalid/api/books"
            let (error, elapsed) = await Self.failure(of: url, lookup)
            // Not found, or, where the name lookup itself hangs without a network, not made in time.
            guard case .unreachable? = error else {
                Issue.record("expected the service to be unreachable, got \(String(describing: error))")
                return
            }
            #expect(elapsed < .seconds(5))
            #expect(harness.clock.waits.isEmpty)
        }
    }

    @Test("a service that timed out is down for the lookup: later books and lookups send no request")
    func serviceDown() async throws {
        try await OnlineHarness.run({ Self.short(&$0); $0.providers = [.googleBooks] }) { harness, lookup in
            harness.server.script("/books/v1/volumes", ScriptedResponse(body: Array("{}".utf8), delay: .seconds(60)))
            let started = ContinuousClock.now
            let first = await lookup.lookup([OnlineFixtures.saltRoad, OnlineFixtures.quietOrchard, OnlineFixtures.kelso])
            let second = await lookup.lookup(OnlineFixtures.tidewater)
            #expect(ContinuousClock.now - started < .seconds(5))
            #expect(harness.server.requests.count == 1)
            guard case .failed(.timeout)? = first[0].failures.first?.outcome else {
                Issue.record("expected a timeout, got \(first[0].reports)")
                return
            }
            for result in first.dropFirst() + [second] {
                guard case .failed(.serviceDown(_, .timeout))? = result.failures.first?.outcome else {
                    Issue.record("expected the service to be down, got \(result.reports)")
                    continue
                }
                #expect(result.refreshWorthwhile)
            }
            #expect(second.failureSummary == "Google Books: no answer within 1 s")
        }
    }
}
