/// One service's share of the shared rate limit: its row in the catalogue's `rateBucket` table
/// and the least time between the starts of two requests to it.
///
/// ```swift
/// RateBucket.openLibrary(identified: true).interval   // 1/3 s
/// ```
public struct RateBucket: Sendable, Hashable {
    /// The row's key.
    public var name: String
    /// The least time between two requests.
    public var interval: Duration

    /// A bucket named `name` letting one request start every `interval`.
    public init(name: String, interval: Duration) {
        self.name = name
        self.interval = interval
    }

    /// Open Library's APIs: 3 requests a second for a client that names a contact in its
    /// `User-Agent`, 1 a second otherwise, as Open Library asks.
    public static func openLibrary(identified: Bool) -> RateBucket {
        RateBucket(name: "openLibrary", interval: identified ? .seconds(1) / 3 : .seconds(1))
    }

    /// Open Library's cover server, held to the same pace as its APIs: it belongs to the same
    /// service and blocks addresses that fetch covers in bursts.
    public static func covers(identified: Bool) -> RateBucket {
        RateBucket(name: "covers", interval: openLibrary(identified: identified).interval)
    }

    /// Google Books: one request a second. Google publishes a daily quota (about a thousand
    /// requests per project by default) rather than a pace, and answers bursts with 429; one a
    /// second stays clear of that, and costs little since Google is asked only for books the
    /// services before it left incomplete.
    public static let googleBooks = RateBucket(name: "googleBooks", interval: .seconds(1))
}
