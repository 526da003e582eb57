import Foundation

/// How lookups reach the online book services: where they are, who is asking, which to ask in
/// which order, how long to wait, and how long answers are kept.
///
/// The command line builds it from the environment with `init(environment:)`; a service can set
/// the fields directly.
///
/// ```swift
/// var settings = try OnlineSettings(environment: ProcessInfo.processInfo.environment)
/// settings.timeout = .seconds(5)
/// settings.connectTimeout = .seconds(1)
/// settings.userAgent   // "ShelfScan/1.0 (librarian@example.org)"
/// ```
public struct OnlineSettings: Sendable, Hashable {
    /// Open Library's address, `https://openlibrary.org` unless set.
    public var openLibraryURL: URL
    /// Google Books' API address, `https://www.googleapis.com/books/v1` unless set.
    public var googleBooksURL: URL
    /// Open Library's cover server, `https://covers.openlibrary.org` unless set.
    public var coversURL: URL
    /// An e-mail address or web page where the services can reach whoever runs this copy; sent in
    /// the `User-Agent`. Open Library lets identified clients make 3 requests a second, others 1.
    public var contact: String?
    /// A Google Books API key: requests then count against that key's quota, not the address's.
    public var googleBooksKey: String?
    /// When set, no request leaves the machine: lookups use the local catalogue and the cache only.
    public var offline: Bool
    /// The services asked, in this order; the first to give a value for a field is trusted most.
    public var providers: [OnlineProvider]
    /// The fields a lookup tries to fill: a service is asked for a book only while one of these is
    /// missing. Title and authors by default, what a lending shelf needs to show a book.
    public var wanted: Set<MetadataField>
    /// The longest one request may take, from the call to the last byte of its answer: every
    /// attempt, redirect and pause before a retry included.
    ///
    /// Ten seconds: a healthy service answers within one, and a lookup that waits longer holds up
    /// the person at the desk (or the HTTP request) that asked; a book not completed in time is
    /// marked for `catalog refresh`.
    public var timeout: Duration
    /// The longest wait for a connection to a service, name lookup included.
    ///
    /// Three seconds: on a working network a connection takes milliseconds, and without one the
    /// name lookup or the connection may hang far longer than anyone waits at a desk.
    public var connectTimeout: Duration
    /// How many times one request is tried when the service is busy, failing or its connection
    /// breaks (not when it cannot be reached at all: that would only wait again).
    public var attempts: Int
    /// The wait before the second try when the service gives no `Retry-After`; it doubles at each try.
    public var firstBackoff: Duration
    /// The longest `Retry-After` honoured: a service asking for a longer pause is reported as rate limiting.
    public var longestRetryAfter: Duration
    /// How long a found book's answer is reused before it is asked for again.
    ///
    /// Thirty days: an edition's details hardly change once catalogued, and a month still lets
    /// corrections made at the source reach the shelf.
    public var foundLifetime: Duration
    /// How long a "not found" answer is reused.
    ///
    /// One day: new editions reach Open Library every day (often added by the reader who missed
    /// them), yet rescanning a shelf the same day does not ask again for every unknown book.
    public var notFoundLifetime: Duration

    /// The program's name and version in the `User-Agent`.
    public static let program = "ShelfScan/1.0"

    /// Settings with the services' public addresses and the defaults documented on each field.
    public init(openLibraryURL: URL = URL(string: "https://openlibrary.org")!,
                googleBooksURL: URL = URL(string: "https://www.googleapis.com/books/v1")!,
                coversURL: URL = URL(string: "https://covers.openlibrary.org")!,
                contact: String? = nil, googleBooksKey: String? = nil, offline: Bool = false) {
        self.openLibraryURL = openLibraryURL
        self.googleBooksURL = googleBooksURL
        self.coversURL = coversURL
        self.contact = contact
        self.googleBooksKey = googleBooksKey
        self.offline = offline
        providers = [.openLibrary, .googleBooks]
        wanted = [.title, .authors]
        timeout = .seconds(10)
        connectTimeout = .seconds(3)
        attempts = 3
        firstBackoff = .milliseconds(500)
        longestRetryAfter = .seconds(60)
        foundLifetime = .seconds(30 * 86_400)
        notFoundLifetime = .seconds(86_400)
    }

    /// The `User-Agent` sent with every request: the program and the contact, or a note that
    /// there is none (Open Library then allows 1 request a second instead of 3).
    public var userAgent: String {
        guard let contact = Self.cleanContact(contact) else {
            return Self.program + " (no contact configured; set SHELFSCAN_CONTACT)"
        }
        return Self.program + " (\(contact))"
    }

    /// Whether a usable contact is configured.
    public var hasContact: Bool { Self.cleanContact(contact) != nil }

    /// The contact on one line without control characters (which would break the header).
    static func cleanContact(_ contact: String?) -> String? {
        contact.flatMap { OpenLibraryDumpText.line($0, limit: 200) }
    }
}
