/// What one handover or return scan did: the scan as it stood before, and its outcome.
///
/// ```swift
/// let result = try db.scan(.code(.isbn(isbn)), action: .receive, by: bob)
/// result.scan.action   // "receive book 7 from alice"
/// result.outcome       // .loanStarted(loan) when alice had already scanned it
/// ```
public struct ScanResult: Codable, Sendable, Equatable {
    /// The scan that was made, as it stood before.
    public let scan: PendingScan
    /// Waiting for the other side, a loan started, a gift given, or a loan ended.
    public let outcome: ScanOutcome

    /// Builds one from its parts, as services and tests do.
    public init(scan: PendingScan, outcome: ScanOutcome) {
        self.scan = scan
        self.outcome = outcome
    }
}
