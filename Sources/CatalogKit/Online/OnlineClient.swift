import AsyncHTTPClient
import Foundation
import NIOCore

/// The one HTTP client of a lookup: GETs that identify the program, keep the shared rate limit,
/// follow redirects on the service's own host, honour `Retry-After`, retry failing services and
/// keep to the request's time.
///
/// Every attempt, redirects included, first takes its turn from the shared rate limit and waits
/// for it. A 429 or 503 pauses the service for what its `Retry-After` asks (up to
/// `OnlineSettings.longestRetryAfter`), other 5xx answers and broken connections for an
/// exponential backoff, for every process sharing the catalogue; then the request is tried again,
/// up to `OnlineSettings.attempts` times.
///
/// One request, from the call to the last byte of the answer, keeps within
/// `OnlineSettings.timeout`: turns, pauses and every attempt's head and body. A pause that would
/// end past that fails the request at once, as waiting could only end in a timeout. A timeout, a
/// name not found and a connection refused or not made within `OnlineSettings.connectTimeout`
/// are not retried and put the service down (by its rate-limit bucket) for the client's life:
/// later requests to it fail at once with `.serviceDown`, so that without a network a lookup of
/// many books waits once, not once per book.
///
/// A redirect is followed only on the host first asked, or in a domain the caller names as the
/// service's own (Open Library keeps its covers at the Internet Archive): a service's answer
/// about a book never comes from another server, and the rate limit and the services' terms are
/// kept per service.
///
/// Waits for turns and retries go through `wait` and the time comes from `now`, so that tests
/// record the waits; an attempt's deadline is real time, as it bounds real network traffic.
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
    private let down = DownServices()

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
        // Redirects are followed here, not by AsyncHTTPClient, so that each one keeps the rate limit.
        // No read timeout: the request's deadline covers the whole body, however slowly it comes.
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow,
                                                     timeout: .init(connect: Self.timeAmount(settings.connectTimeout)))
        // Left on, the pool tries a failed connection again and again until the request's
        // deadline, so a name not found or a refused connection would cost the whole timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        http = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    /// Closes the connections. Requests made afterwards fail.
    public func shutdown() async {
        // The only failure is being shut down already, which is the state asked for.
        try? await http.shutdown()
    }

    /// GETs `url` under `bucket`'s rate limit and returns the final answer; throws when the
    /// service could not give one within `settings.timeout` (see the type's description).
    /// `accept` is sent as `Accept`; bodies over `limit` bytes are refused; redirects are followed
    /// on `url`'s host and in `ownDomains` (`archive.org` takes `ia800.us.archive.org` too).
    public func get(_ url: String, bucket: RateBucket, accept: String = "application/json",
                    limit: Int = OnlineClient.jsonLimit,
                    ownDomains: [String] = []) async throws(OnlineLookupError) -> OnlineResponse {
        guard Self.isRequestable(URL(string: url)) else { throw .invalidURL(Self.shown(url)) }
        if let cause = down.failure(of: bucket) { throw .serviceDown(url: Self.shown(url), cause: cause) }
        let deadline = now().addingTimeInterval(settings.timeout.inSeconds)
        var target = url
        var redirects = 0
        var attempt = 1
        while true {
            try await waitTurn(in: bucket, for: target, before: deadline)
            let result = await fetch(target, accept: accept, limit: limit, within: deadline.timeIntervalSince(now()))
            if case let .failure(error) = result, error.meansServiceDown { down.markDown(bucket, after: error) }
            switch step(after: result, url: target, attempt: attempt, deadline: deadline) {
            case let .answer(response):
                return response
            case let .redirect(location):
                redirects += 1
                guard redirects <= Self.redirectLimit else {
                    throw .tooManyRedirects(url: Self.shown(url), limit: Self.redirectLimit)
                }
                try Self.checkHost(of: location, redirectedFrom: target, asked: url, ownDomains: ownDomains)
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

    /// Takes a turn from the rate limit and waits until it starts; fails at once when it would
    /// start at or after `deadline`.
    private func waitTurn(in bucket: RateBucket, for url: String, before deadline: Date) async throws(OnlineLookupError) {
        let current = now()
        let start: Date
        do {
            start = try await rateLimit.reserve(bucket, now: current)
        } catch {
            throw .store(error)
        }
        let delay = start.timeIntervalSince(current)
        guard delay > 0 else { return }
        guard start < deadline else {
            throw .turnTooLate(url: Self.shown(url), wait: .seconds(delay),
                               left: .seconds(max(0, deadline.timeIntervalSince(current))))
        }
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

    /// One attempt, head and body, given `seconds` of real time: the answer, or why there is none.
    private func fetch(_ url: String, accept: String, limit: Int,
                       within seconds: TimeInterval) async -> Result<OnlineResponse, OnlineLookupError> {
        let shown = Self.shown(url)
        guard seconds > 0 else { return .failure(.timeout(url: shown, after: settings.timeout)) }
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "User-Agent", value: settings.userAgent)
        request.headers.add(name: "Accept", value: accept)
        let time = Duration.seconds(seconds)
        let outcome = await Self.outcome(within: time) { [http, request] () async -> Result<OnlineResponse, OnlineLookupError> in
            do {
                // AsyncHTTPClient's deadline ends with the head; the race around this covers the body.
                let response = try await http.execute(request, timeout: Self.timeAmount(time))
                let body = try await response.body.collect(upTo: limit)
                return .success(OnlineResponse(url: shown, status: Int(response.status.code),
                                               headers: response.headers, body: Array(buffer: body)))
            } catch {
                return .failure(self.failure(error, url: url, limit: limit))
            }
        }
        if let outcome { return outcome }
        return .failure(Task.isCancelled ? .cancelled(url: shown) : .timeout(url: shown, after: settings.timeout))
    }

    private static func timeAmount(_ duration: Duration) -> TimeAmount {
        .nanoseconds(Int64(duration.inSeconds * 1e9))
    }
}
