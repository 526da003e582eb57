import Synchronization

/// The services an `OnlineClient` found out of reach (a timeout, a name not found, a connection
/// refused or never made), each known by its rate-limit bucket, with the failure that showed it.
///
/// They stay down for the client's life: without a network every request would wait out its
/// own timeout, so a refresh of a hundred books would wait a hundred times. A process that
/// keeps one client for long makes a new one to ask the service again.
final class DownServices: Sendable {
    private let failures = Mutex<[String: OnlineLookupError]>([:])

    /// The failure that put `bucket`'s service down, if it is.
    func failure(of bucket: RateBucket) -> OnlineLookupError? {
        failures.withLock { $0[bucket.name] }
    }

    /// Puts `bucket`'s service down after `error`; the first failure is kept, as it is the cause.
    func markDown(_ bucket: RateBucket, after error: OnlineLookupError) {
        failures.withLock { failures in
            if failures[bucket.name] == nil { failures[bucket.name] = error }
        }
    }
}
