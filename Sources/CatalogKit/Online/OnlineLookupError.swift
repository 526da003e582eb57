import ShelfScanErrors

/// Why an online service gave no usable answer, naming the request (API keys left out) and what
/// went wrong. A lookup reports these per book and per service; none of them is cached.
///
/// ```swift
/// OnlineLookupError.timeout(url: "https://openlibrary.org/isbn/9780000000019.json", after: .seconds(10)).description
/// // https://openlibrary.org/isbn/9780000000019.json: no answer within 10 s
/// ```
public enum OnlineLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No whole answer, body included, within the request's time (`OnlineSettings.timeout`).
    case timeout(url: String, after: Duration)
    /// The service could not be reached at all: its name was not found, the connection was
    /// refused, or none was made within `OnlineSettings.connectTimeout`. Never retried.
    case unreachable(url: String, reason: String)
    /// The connection broke, after every attempt.
    case connection(url: String, reason: String)
    /// The service answered with a status that is not an answer, after every attempt for a 5xx.
    case httpStatus(url: String, status: Int)
    /// The service kept answering 429 or 503, or asked to wait longer than allowed
    /// (`retryAfter` is what it asked, when it said).
    case rateLimited(url: String, status: Int, retryAfter: Duration?)
    /// The service asked (with `Retry-After`) for a pause longer than the `left` of the request's time.
    case retryAfterTooLong(url: String, status: Int, retryAfter: Duration, left: Duration)
    /// The request's turn under the shared rate limit starts after `wait`, later than the `left`
    /// of its time (the service asked every process sharing the catalogue to pause).
    case turnTooLate(url: String, wait: Duration, left: Duration)
    /// Redirects went on past `limit`.
    case tooManyRedirects(url: String, limit: Int)
    /// `url` redirected to `host`, which is not the service's own.
    case offHostRedirect(url: String, host: String)
    /// The body is not the JSON expected; `reason` says what the parser found.
    case malformedJSON(url: String, reason: String)
    /// The body is larger than `limit` bytes.
    case tooLarge(url: String, limit: Int)
    /// An address that cannot be requested: a bad setting or a bad redirect target.
    case invalidURL(String)
    /// The catalogue (its records, or the shared rate limit it holds) could not be read or written.
    case store(CatalogStoreError)
    /// The lookup was cancelled while waiting or fetching.
    case cancelled(url: String)
    /// Not asked: the service timed out or could not be reached earlier in this lookup (`cause`).
    indirect case serviceDown(url: String, cause: OnlineLookupError)

    /// The request and what went wrong.
    public var description: String {
        switch self {
        case let .invalidURL(url): return "\(url): \(reason)"
        case .store: return reason
        case let .timeout(url, _), let .unreachable(url, _), let .connection(url, _), let .httpStatus(url, _),
             let .rateLimited(url, _, _), let .retryAfterTooLong(url, _, _, _), let .turnTooLate(url, _, _),
             let .tooManyRedirects(url, _), let .offHostRedirect(url, _), let .malformedJSON(url, _),
             let .tooLarge(url, _), let .cancelled(url), let .serviceDown(url, _):
            return "\(url): \(reason)"
        }
    }

    /// What went wrong, without the address: for a line that names the service instead.
    public var reason: String {
        switch self {
        case let .timeout(_, after): return "no answer within \(after.shortDescription)"
        case let .unreachable(_, reason), let .connection(_, reason): return reason
        case let .httpStatus(_, status): return "HTTP status \(status)"
        case let .rateLimited(_, status, retryAfter):
            let asked = retryAfter.map { ", asked to wait \($0.shortDescription)" } ?? ""
            return "rate limited (HTTP status \(status)\(asked))"
        case let .retryAfterTooLong(_, status, retryAfter, left):
            return "HTTP status \(status) asked to wait \(retryAfter.shortDescription), more than the"
                + " \(left.shortDescription) left of the request's time; not waiting"
        case let .turnTooLate(_, wait, left):
            return "the service's next turn is in \(wait.shortDescription) (it asked for a pause), more than the"
                + " \(left.shortDescription) left of the request's time"
        case let .tooManyRedirects(_, limit): return "more than \(limit) redirects"
        case let .offHostRedirect(_, host): return "redirected to another host, \(host); not followed"
        case let .malformedJSON(_, reason): return "malformed JSON: \(reason)"
        case let .tooLarge(_, limit): return "the answer is larger than \(limit) bytes"
        case .invalidURL: return "not an http or https address"
        case let .store(error): return "catalogue \(error)"
        case .cancelled: return "cancelled"
        case let .serviceDown(_, cause): return "not asked, as the service failed earlier: \(cause.reason)"
        }
    }

    /// Whether the service is out of reach for now, so that asking it again soon would only wait
    /// again: it timed out, its name was not found, or it refused or never took the connection.
    var meansServiceDown: Bool {
        switch self {
        case .timeout, .unreachable: return true
        default: return false
        }
    }
}

extension OnlineLookupError: ShelfScanError {
    /// `online.` and what went wrong, e.g. `online.timeout`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .timeout: return "online.timeout"
        case .unreachable: return "online.unreachable"
        case .connection: return "online.connection"
        case .httpStatus: return "online.httpStatus"
        case .rateLimited: return "online.rateLimited"
        case .retryAfterTooLong: return "online.retryAfterTooLong"
        case .turnTooLate: return "online.turnTooLate"
        case .tooManyRedirects: return "online.tooManyRedirects"
        case .offHostRedirect: return "online.offHostRedirect"
        case .malformedJSON: return "online.malformedJSON"
        case .tooLarge: return "online.tooLarge"
        case .invalidURL: return "online.invalidURL"
        case let .store(error): return error.code
        case .cancelled: return "online.cancelled"
        case .serviceDown: return "online.serviceDown"
        }
    }
}
