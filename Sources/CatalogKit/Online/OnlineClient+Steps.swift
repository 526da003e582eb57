import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix

extension OnlineClient {
    /// What to do after one attempt.
    enum Step {
        /// Return this answer.
        case answer(OnlineResponse)
        /// Ask this address instead.
        case redirect(String)
        /// Try again after this pause.
        case retry(Duration)
        /// Give up with this error.
        case fail(OnlineLookupError)
    }

    /// The statuses whose `Location` is followed.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Decides what the `attempt`th try at `url` leads to; a pause must end before `deadline`.
    func step(after result: Result<OnlineResponse, OnlineLookupError>, url: String, attempt: Int,
              deadline: Date) -> Step {
        switch result {
        case let .success(response):
            return step(after: response, url: url, attempt: attempt, deadline: deadline)
        case let .failure(error):
            guard case .connection = error, attempt < settings.attempts else { return .fail(error) }
            return retry(after: backoff(after: attempt), before: deadline, else: error)
        }
    }

    /// Decides what an answer leads to: a redirect, a retry while attempts and time remain, or the answer.
    private func step(after response: OnlineResponse, url: String, attempt: Int, deadline: Date) -> Step {
        if Self.redirectStatuses.contains(response.status), let location = response.header("Location") {
            return redirect(to: location, from: url)
        }
        let canRetry = attempt < settings.attempts
        switch response.status {
        case 429, 503:
            let asked = response.header("Retry-After").flatMap { RetryAfter.delay($0, now: now()) }
            let limited = OnlineLookupError.rateLimited(url: response.url, status: response.status, retryAfter: asked)
            if let asked, asked > settings.longestRetryAfter { return .fail(limited) }
            if let asked, !fits(asked, before: deadline) {
                return .fail(.retryAfterTooLong(url: response.url, status: response.status, retryAfter: asked,
                                                left: timeLeft(before: deadline)))
            }
            // A 503 that never said when to come back is a failing service rather than a busy one.
            let failure = response.status == 503 && asked == nil ? OnlineLookupError.httpStatus(url: response.url, status: 503)
                : limited
            return canRetry ? retry(after: asked ?? backoff(after: attempt), before: deadline, else: failure) : .fail(failure)
        case 500...599:
            let failure = OnlineLookupError.httpStatus(url: response.url, status: response.status)
            return canRetry ? retry(after: backoff(after: attempt), before: deadline, else: failure) : .fail(failure)
        default:
            return .answer(response)
        }
    }

    /// A retry after `delay` if it ends before `deadline`; otherwise `failure` at once, since
    /// the retry could only end in a timeout.
    private func retry(after delay: Duration, before deadline: Date, else failure: OnlineLookupError) -> Step {
        fits(delay, before: deadline) ? .retry(delay) : .fail(failure)
    }

    /// Whether a pause of `delay` from now ends before `deadline`.
    private func fits(_ delay: Duration, before deadline: Date) -> Bool {
        now().addingTimeInterval(delay.inSeconds) < deadline
    }

    private func timeLeft(before deadline: Date) -> Duration {
        .seconds(max(0, deadline.timeIntervalSince(now())))
    }

    /// Follows `location`, relative to `url`, if it is an http or https address.
    private func redirect(to location: String, from url: String) -> Step {
        let target = URL(string: location, relativeTo: URL(string: url))?.absoluteURL
        guard let target, Self.isRequestable(target) else { return .fail(.invalidURL(location)) }
        return .redirect(target.absoluteString)
    }

    /// Throws `.offHostRedirect` unless `location` is on the host of `asked`, the address first
    /// requested (any port or scheme), or in one of `ownDomains`: only the service's own servers
    /// may answer for it.
    static func checkHost(of location: String, redirectedFrom url: String, asked: String,
                          ownDomains: [String]) throws(OnlineLookupError) {
        let host = URL(string: location)?.host?.lowercased() ?? ""
        guard host != URL(string: asked)?.host?.lowercased() else { return }
        let inOwnDomain = ownDomains.contains { domain in
            let domain = domain.lowercased()
            return host == domain || host.hasSuffix("." + domain)
        }
        guard !inOwnDomain else { return }
        throw .offHostRedirect(url: shown(url), host: host)
    }

    /// Whether `url` is an http or https address with a host.
    static func isRequestable(_ url: URL?) -> Bool {
        guard let url, let scheme = url.scheme?.lowercased() else { return false }
        return ["http", "https"].contains(scheme) && url.host?.isEmpty == false
    }

    /// The pause after the `attempt`th failed try: the first backoff, doubled at each try.
    func backoff(after attempt: Int) -> Duration {
        settings.firstBackoff * (1 << min(attempt - 1, 16))
    }

    /// The lookup error for what `execute` or the body threw.
    func failure(_ error: any Error, url: String, limit: Int) -> OnlineLookupError {
        let shown = Self.shown(url)
        switch error {
        case is CancellationError:
            return .cancelled(url: shown)
        case is NIOTooManyBytesError:
            return .tooLarge(url: shown, limit: limit)
        case let error as NIOConnectionError:
            return .unreachable(url: shown, reason: Self.reason(error))
        case let error as HTTPClientError:
            if error == .connectTimeout {
                return .unreachable(url: shown, reason: "no connection within \(settings.connectTimeout.shortDescription)")
            }
            if Self.timeouts.contains(error) { return .timeout(url: shown, after: settings.timeout) }
            if error == .cancelled { return .cancelled(url: shown) }
            return .connection(url: shown, reason: error.description)
        case let error as IOError where Self.refusals.contains(error.errnoCode):
            return .unreachable(url: shown, reason: Self.systemMessage(error))
        case let error as IOError:
            return .connection(url: shown, reason: Self.systemMessage(error))
        default:
            return .connection(url: shown, reason: String(describing: error))
        }
    }

    private static let timeouts: [HTTPClientError] = [.deadlineExceeded, .readTimeout,
                                                      .getConnectionFromPoolTimeout, .tlsHandshakeTimeout]

    /// The system errors that say no connection can be made now: trying again at once would fail the same way.
    private static let refusals: Set<Int32> = [ECONNREFUSED, ENETUNREACH, EHOSTUNREACH]

    /// Why no connection was made: the name not found, or what the system said of each address tried.
    private static func reason(_ error: NIOConnectionError) -> String {
        let reasons = error.connectionErrors.map { failure in
            (failure.error as? IOError).map(systemMessage) ?? String(describing: failure.error)
        }
        guard reasons.isEmpty else { return Array(Set(reasons)).sorted().joined(separator: "; ") }
        return "the name \(error.host) was not found"
    }

    /// The system's message for `error`: NIO's own description repeats itself.
    private static func systemMessage(_ error: IOError) -> String {
        String(cString: strerror(error.errnoCode))
    }

    /// `url` as messages show it: an API key's value is left out.
    static func shown(_ url: String) -> String {
        guard var components = URLComponents(string: url),
              let items = components.queryItems, items.contains(where: { $0.name == "key" })
        else { return url }
        components.queryItems = items.map { $0.name == "key" ? URLQueryItem(name: "key", value: "…") : $0 }
        return components.string ?? url
    }
}
