import ISBNKit

/// The forms of an ISMN (printed music), as services and `shelfscan isbn info --json` print them.
public struct ISMNRecord: Codable, Sendable, Equatable {
    /// The 13-digit form, starting 979-0.
    public var ismn13: String
    /// The older M form, e.g. `M230671187`.
    public var ismn10: String
    /// The 13-digit form with hyphens.
    public var hyphenated: String
    /// The M form with hyphens.
    public var ismn10Hyphenated: String

    /// The record of `ismn`.
    public init(_ ismn: ISMN) {
        ismn13 = ismn.ismn13
        ismn10 = ismn.ismn10
        hyphenated = ismn.hyphenated
        ismn10Hyphenated = ismn.ismn10Hyphenated
    }
}
