import CatalogKit
import Foundation
import ShelfScanTestSupport
import Testing

/// Real sockets on loopback, real AsyncHTTPClient: each test sets short timeouts and checks the
/// request ended within a generous multiple of them (a loaded machine runs the suite in parallel).
@Suite("The HTTP client's limits: the request's time, redirects off the host")
struct OnlineLimitsTests {
    private static let bucket = RateBucket(name: "test", interval: .milliseconds(100))

    private static func url(_ base: URL, _ path: String) -> String {
        base.absoluteString + path
    }

    /// Short limits, so that a request that is not cut off shows as a test far slower than these.
    private static func short(_ settings: inout OnlineSettings) {
        settings.timeout = .seconds(1)
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

    @Test("a redirect to another host is refused, naming the address and the host")
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
        }
    }
}
