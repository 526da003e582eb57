import CatalogKit
import Foundation
import ShelfScanTestSupport
import Testing

@Suite("The HTTP client: identification, timeouts, retries, redirects, the rate limit")
struct OnlineClientTests {
    private static let bucket = RateBucket(name: "test", interval: .seconds(1))

    private static func url(_ harness: OnlineHarness, _ path: String) -> String {
        harness.server.baseURL.absoluteString + path
    }

    @Test("the User-Agent names the program and the contact, or says there is none")
    func userAgent() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/ping", .json("{}"))
            _ = try await lookup.client.get(Self.url(harness, "/ping"), bucket: Self.bucket)
            var anonymous = harness.settings
            anonymous.contact = nil
            let other = harness.lookup(anonymous)
            _ = try await other.client.get(Self.url(harness, "/ping"), bucket: Self.bucket)
            await other.shutdown()
            let agents = harness.server.requests.map { $0.headers["user-agent"] }
            #expect(agents == ["ShelfScan/1.0 (librarian@example.org)",
                               "ShelfScan/1.0 (no contact configured; set SHELFSCAN_CONTACT)"])
        }
    }

    @Test("an answer slower than the timeout fails at once as a timeout, without a retry")
    func timeout() async throws {
        // The timeout leaves room for a loaded machine to deliver the request; the answer comes
        // far later, and stopping the server cancels its wait, so the test takes only the timeout.
        try await OnlineHarness.run({ $0.timeout = .seconds(2) }) { harness, lookup in
            harness.server.script("/slow.json", ScriptedResponse(body: Array("{}".utf8), delay: .seconds(60)))
            let started = ContinuousClock.now
            let error = await #expect(throws: OnlineLookupError.self) {
                try await lookup.client.get(Self.url(harness, "/slow.json"), bucket: Self.bucket)
            }
            #expect(error == .timeout(url: Self.url(harness, "/slow.json"), after: .seconds(2)))
            #expect(ContinuousClock.now - started < .seconds(30))
            #expect(harness.server.requests.count == 1)
        }
    }

    @Test("429 with Retry-After in seconds: the client waits what was asked, then succeeds")
    func retryAfterSeconds() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/busy.json", .status(429, headers: ["Retry-After": "2"]), .json(#"{"ok": true}"#))
            let response = try await lookup.client.get(Self.url(harness, "/busy.json"), bucket: Self.bucket)
            #expect(response.status == 200)
            #expect(harness.clock.waitSeconds == [2])
            #expect(harness.server.requests.count == 2)
        }
    }

    @Test("503 with Retry-After as an HTTP date: the client waits until then")
    func retryAfterDate() async throws {
        try await OnlineHarness.run { harness, lookup in
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
            let date = formatter.string(from: harness.clock.now.addingTimeInterval(5))
            harness.server.script("/down.json", .status(503, headers: ["Retry-After": date]), .json("{}"))
            _ = try await lookup.client.get(Self.url(harness, "/down.json"), bucket: Self.bucket)
            #expect(harness.clock.waitSeconds == [5])
        }
    }

    @Test("a Retry-After longer than allowed is reported as rate limiting, without waiting")
    func retryAfterTooLong() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/busy.json", .status(429, headers: ["Retry-After": "3600"]))
            let error = await #expect(throws: OnlineLookupError.self) {
                try await lookup.client.get(Self.url(harness, "/busy.json"), bucket: Self.bucket)
            }
            #expect(error == .rateLimited(url: Self.url(harness, "/busy.json"), status: 429, retryAfter: .seconds(3600)))
            #expect(error?.description.contains("asked to wait 3600 s") == true)
            #expect(harness.clock.waits.isEmpty)
            #expect(harness.server.requests.count == 1)
        }
    }

    @Test("server errors are retried after a doubling backoff, then reported with their status")
    func backoff() async throws {
        try await OnlineHarness.run { harness, lookup in
            // A bucket pacing faster than the backoff, so that the waits are the backoff's.
            let fast = RateBucket(name: "fast", interval: .milliseconds(100))
            harness.server.script("/flaky.json", .status(500), .status(502), .json("{}"))
            _ = try await lookup.client.get(Self.url(harness, "/flaky.json"), bucket: fast)
            #expect(harness.clock.waitSeconds == [0.5, 1])
            harness.server.script("/broken.json", .status(500))
            let error = await #expect(throws: OnlineLookupError.self) {
                try await lookup.client.get(Self.url(harness, "/broken.json"), bucket: Self.bucket)
            }
            #expect(error == .httpStatus(url: Self.url(harness, "/broken.json"), status: 500))
            #expect(harness.server.requests(to: "/broken.json").count == 3)
        }
    }

    @Test("redirects are followed, each taking its turn; an endless chain is cut off")
    func redirects() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/old.json", .redirect(to: "/new.json", status: 301))
            harness.server.script("/new.json", .json(#"{"moved": true}"#))
            let response = try await lookup.client.get(Self.url(harness, "/old.json"), bucket: Self.bucket)
            #expect(response.url == Self.url(harness, "/new.json"))
            #expect(harness.clock.waitSeconds == [1])
            harness.server.script("/loop.json", .redirect(to: "/loop.json"))
            let error = await #expect(throws: OnlineLookupError.self) {
                try await lookup.client.get(Self.url(harness, "/loop.json"), bucket: Self.bucket)
            }
            #expect(error == .tooManyRedirects(url: Self.url(harness, "/loop.json"), limit: OnlineClient.redirectLimit))
        }
    }

    @Test("consecutive requests to one service keep its interval: 1/3 s with a contact, 1 s without")
    func pace() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/ping", .json("{}"))
            for _ in 0..<3 {
                _ = try await lookup.client.get(Self.url(harness, "/ping"), bucket: .openLibrary(identified: true))
            }
            #expect(harness.clock.waitSeconds.count == 2)
            #expect(harness.clock.waitSeconds.allSatisfy { abs($0 - 1.0 / 3) < 1e-6 })
            harness.clock.advance(by: 10)
            for _ in 0..<2 {
                _ = try await lookup.client.get(Self.url(harness, "/ping"), bucket: .openLibrary(identified: false))
            }
            #expect(harness.clock.waitSeconds.count == 3)
            #expect(abs((harness.clock.waitSeconds.last ?? 0) - 1) < 1e-6)
        }
    }

    @Test("a Google Books key is sent but left out of error messages")
    func keyLeftOut() async throws {
        try await OnlineHarness.run({ $0.googleBooksKey = "s3cret"; $0.attempts = 1 }) { harness, lookup in
            harness.server.script("/books/v1/volumes", .status(500))
            let error = await #expect(throws: OnlineLookupError.self) {
                try await GoogleBooksAPI(client: lookup.client).lookup(OnlineFixtures.quietOrchard)
            }
            #expect(harness.server.requests.first?.queryValue("key") == "s3cret")
            #expect(error?.description.contains("s3cret") == false)
            #expect(error?.description.contains("key=") == true)
        }
    }
}
