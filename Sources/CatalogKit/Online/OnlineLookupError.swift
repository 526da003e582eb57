/// Why an online service gave no usable answer, naming the request (API keys left out) and what
/// went wrong. A lookup reports these per book and per service; none of them is cached.
///
/// ```swift
/// OnlineLookupError.timeout(url: "https://openlibrary.org/isbn/9780000000019.json", after: .seconds(10)).description
/// // https://openlibrary.org/isbn/9780000000019.json: no answer within 10 s
/// ```
public enum OnlineLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No answer (or no more of its body) within the timeout.
    case timeout(url: String, after: Duration)
    /// The service could not be reached or the connection broke, after every attempt.
    case connection(url: String, reason: String)
    /// The service answered with a status that is not an answer, after every attempt for a 5xx.
    case httpStatus(url: String, status: Int)
    /// The service kept answering 429 or 503, or asked to wait longer than allowed
    /// (`retryAfter` is what it asked, when it said).
    case rateLimited(url: String, status: Int, retryAfter: Duration?)
    /// Redirects went on past `limit`.
    case tooManyRedirects(url: String, limit: Int)
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

    /// The request and what went wrong.
    public var description: String {
        switch self {
        case let .timeout(url, after): return "\(url): no answer within \(after.shortDescription)"
        case let .connection(url, reason): return "\(url): \(reason)"
        case let .httpStatus(url, status): return "\(url): HTTP status \(status)"
        case let .rateLimited(url, status, retryAfter):
            let asked = retryAfter.map { ", asked to wait \($0.shortDescription)" } ?? ""
            return "\(url): rate limited (HTTP status \(status)\(asked))"
        case let .tooManyRedirects(url, limit): return "\(url): more than \(limit) redirects"
        case let .malformedJSON(url, reason): return "\(url): malformed JSON: \(reason)"
        case let .tooLarge(url, limit): return "\(url): the answer is larger than \(limit) bytes"
        case let .invalidURL(url): return "\(url): not an http or https address"
        case let .store(error): return "catalogue \(error)"
        case let .cancelled(url): return "\(url): cancelled"
        }
    }
}
