import LendingKit

/// What one handover or return scan at the desk did.
///
/// ```swift
/// let result = try desk.receive(.photo(path: "dune.jpg"), by: bob)
/// result.scan.action   // "receive book 7 from alice"
/// result.outcome       // .loanStarted(loan) when alice had already scanned it
/// ```
public struct DeskScan: Sendable, Equatable {
    /// The code scanned: the book's ISBN or its label.
    public let code: BookCode
    /// Where it came from.
    public let source: BookCodeSource
    /// The scan that was made, as it stood before.
    public let scan: PendingScan
    /// What it did: waiting for the other side, a loan started, a gift given, or a loan ended.
    public let outcome: ScanOutcome

    /// Creates a result.
    public init(code: BookCode, source: BookCodeSource, scan: PendingScan, outcome: ScanOutcome) {
        self.code = code
        self.source = source
        self.scan = scan
        self.outcome = outcome
    }

    /// LendingKit's `result` of a scan of `source`.
    init(_ result: ScanResult, source: BookCodeSource) {
        self.init(code: result.scan.code, source: source, scan: result.scan, outcome: result.outcome)
    }
}
