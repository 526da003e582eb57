import Foundation

/// A request a `LoopbackServer` received.
public struct RecordedRequest: Sendable, Hashable {
    /// The path, e.g. `/api/books`.
    public var path: String
    /// The query without `?`, e.g. `bibkeys=ISBN:9780000000019&format=json`.
    public var query: String?
    /// Headers by lower-cased name; repeated headers joined with `, `.
    public var headers: [String: String]
    /// When it arrived, by the system clock.
    public var arrivedAt: Date

    /// A request as received.
    public init(path: String, query: String?, headers: [String: String], arrivedAt: Date) {
        self.path = path
        self.query = query
        self.headers = headers
        self.arrivedAt = arrivedAt
    }

    /// The value of query parameter `name`, percent-decoded.
    public func queryValue(_ name: String) -> String? {
        URLComponents(string: "http://loopback/?" + (query ?? ""))?.queryItems?.first { $0.name == name }?.value
    }
}
