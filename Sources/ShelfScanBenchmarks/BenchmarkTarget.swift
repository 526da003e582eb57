import Foundation

/// One speed or memory requirement a benchmark checks, and whether a run met it.
///
/// ```swift
/// let target = BenchmarkTarget(name: "search p95", measured: 0.8, limit: 5, unit: "ms")
/// target.met           // true
/// target.description   // search p95 0.80 ms, under 5 ms required
/// ```
public struct BenchmarkTarget: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What is measured, e.g. `handover median`.
    public var name: String
    /// The figure the run measured.
    public var measured: Double
    /// The figure it must stay under.
    public var limit: Double
    /// The unit of both figures: `s`, `ms` or `MB`.
    public var unit: String
    /// Whether `measured` is under `limit`.
    public var met: Bool

    /// A target named `name`, met when `measured` is under `limit`.
    public init(name: String, measured: Double, limit: Double, unit: String) {
        self.name = name
        self.measured = measured
        self.limit = limit
        self.unit = unit
        met = measured < limit
    }

    /// `import 4.21 s, under 10 s required`.
    public var description: String {
        "\(name) \(Self.format(measured)) \(unit), under \(Self.format(limit)) \(unit) required"
    }

    /// Two decimals, without them for whole limits.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && value < 1e9 ? String(Int(value)) : String(format: "%.2f", value)
    }
}
