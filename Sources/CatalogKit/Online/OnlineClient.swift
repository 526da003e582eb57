import AsyncHTTPClient
import Foundation
import NIOCore

/// The one HTTP client of a lookup: GETs that identify the program, keep the shared rate limit,
/// follow redirects, honour `Retry-After`, retry failing services and time out.
///
/// Every attempt, redirects included, first takes its turn from the shared rate limit and waits
/// for it. A 429 or 503 pauses the service for what its `Retry-After` asks (up to
/// `OnlineSettings.longestRetryAfter`), other 5xx answers and broken connections for an
/// exponential backoff, for every process sharing the catalogue; then the request is tried again,
/// up to `OnlineSettings.attempts` times. A timeout is not retried: the timeout is how long the
/// caller agreed to wait, and a service that is slow now is usually slow a moment later.
///
/// Waiting goes through `wait` and the time comes from `now`, so that tests record the waits.
/// Call `shutdown()` when done with it.
///
/// ```swift
/// let client = OnlineClient(settings: settings, rateLimit: SharedRateLimit(catalogue: catalogue))
/// let response = try await client.get("https://openlibrary.org/isbn/9780000000019.json",
///                                     bucket: .openLibrary(identified: settings.hasContact))
/// await client.shutdown()
/// ```
public final class OnlineClient: Sendable {
    /// The addresses, contact, timeout and retry policy.
    public let settings: OnlineSettings
    /// Where each request takes its turn.
    public let rateLimit: SharedRateLimit
    /// The clock.
    let now: @Sendable () -> Date
    /// How the client waits for its turn or a retry.
    let wait: @Sendable (Duration) async throws -> Void
    private let http: HTTPClient

    /// The most redirects followed for one request.
    public static let redirectLimit = 5
    /// The largest JSON answer read, in bytes.
    public static let jsonLimit = 4 << 20

    /// A client with its own connection pool; `now` and `wait` default to the system clock and `Task.sleep`.
    public init(settings: OnlineSettings, rateLimit: SharedRateLimit,
                now: @escaping @Sendable () -> Date = { Date() },
                wait: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.settings = settings
        self.rateLimit = rateLimit
        self.now = now
        self.wait = wait
        let timeout = Self.timeAmount(settings.timeout)
        // Redirects are followed here, not by AsyncHTTPClient, so that each one keeps the rate limit.
        let configuration = HTTPClient.Configuration(redirectConfiguration: .disallow,
                                                     timeout: .init(connect: timeout, read: timeout))
        http = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    /// Closes the connections. Requests made afterwards fail.
    public func shutdown() async {
        // The only failure is being shut down already, which is the state asked for.
        try? await http.shutdown()
    }

    /// GETs `url` under `bucket`'s rate limit and returns the final answer; throws when the
    /// service could not give one (see the type's description). `accept` is sent as `Accept`;
    /// bodies over `limit` bytes are refused.
    public func get(_ url: String, bucket: RateBucket, accept: String = "application/json",
                    limit: Int = OnlineClient.jsonLimit) async throws(OnlineLookupError) -> OnlineResponse {
        guard Self.isRequestable(URL(string: url)) else { throw .invalidURL(Self.shown(url)) }
        var target = url
        var redirects = 0
        var attempt = 1
        while true {
            try await waitTurn(in: bucket, for: target)
            let result = await fetch(target, accept: accept, limit: limit)
            switch step(after: result, url: target, attempt: attempt) {
            case let .answer(response):
                return response
            case let .redirect(location):
                redirects += 1
                guard redirects <= Self.redirectLimit else {
                    throw .tooManyRedirects(url: Self.shown(url), limit: Self.redirectLimit)
                }
                target = location
                attempt = 1
            case let .retry(delay):
                attempt += 1
                try await pause(bucket, for: delay)
            case let .fail(error):
                throw error
            }
        }
    }

    /// Takes a turn from the rate limit and waits until it starts.
    private func waitTurn(in bucket: RateBucket, for url: String) async throws(OnlineLookupError) {
        let current = now()
        let start: Date
        do {
            start = try await rateLimit.reserve(bucket, now: current)
        } catch {
            throw .store(error)
        }
        let delay = start.timeIntervalSince(current)
        guard delay > 0 else { return }
        do {
            try await wait(.seconds(delay))
        } catch {
            throw .cancelled(url: Self.shown(url))
        }
    }

    /// Pauses `bucket` for every process sharing the rate limit.
    private func pause(_ bucket: RateBucket, for delay: Duration) async throws(OnlineLookupError) {
        do {
            try await rateLimit.postpone(bucket, until: now().addingTimeInterval(delay.inSeconds))
        } catch {
            throw .store(error)
        }
    }

    /// One attempt: the answer, or why there is none.
    private func fetch(_ url: String, accept: String, limit: Int) async -> Result<OnlineResponse, OnlineLookupError> {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "User-Agent", value: settings.userAgent)
        request.headers.add(name: "Accept", value: accept)
        do {
            // The deadline covers the wait for the answer's head; the read timeout, the body.
            let response = try await http.execute(request, timeout: Self.timeAmount(settings.timeout))
            let body = try await response.body.collect(upTo: limit)
            return .success(OnlineResponse(url: Self.shown(url), status: Int(response.status.code),
                                           headers: response.headers, body: Array(buffer: body)))
        } catch {
            return .failure(failure(error, url: url, limit: limit))
        }
    }

    private static func timeAmount(_ duration: Duration) -> TimeAmount {
        .nanoseconds(Int64(duration.inSeconds * 1e9))
    }
}
