import NIOHTTP1

/// A service's final answer to one GET, after redirects and retries: any status that is an
/// answer (2xx, 404 and other 4xx but 429), for the provider to read.
///
/// ```swift
/// let response = try await client.get(url, bucket: .googleBooks)
/// if response.status == 404 { /* not found */ }
/// ```
public struct OnlineResponse: Sendable {
    /// The address that answered (after redirects), API keys left out.
    public var url: String
    /// The HTTP status.
    public var status: Int
    /// The body.
    public var body: [UInt8]
    private let headers: HTTPHeaders

    /// An answer from `url`.
    init(url: String, status: Int, headers: HTTPHeaders, body: [UInt8]) {
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first value of the header `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first(name: name)
    }
}
