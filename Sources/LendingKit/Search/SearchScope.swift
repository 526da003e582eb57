/// Which books a search looks at.
public enum SearchScope: Sendable, Equatable {
    /// Books that can be requested: `available` or `requested` (the default).
    case requestable
    /// Books that cannot be requested now: `accepted` or `borrowed`.
    case unavailable

    /// The statuses in the scope, for SQL `IN`.
    var statuses: [BookStatus] {
        switch self {
        case .requestable: return [.available, .requested]
        case .unavailable: return [.accepted, .borrowed]
        }
    }
}
