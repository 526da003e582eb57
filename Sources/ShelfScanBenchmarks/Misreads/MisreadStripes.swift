/// Printed bars beside the symbol, closer than its quiet zone allows: a border, a rule, or the
/// edge of a picture, which a scanner may take for part of the code.
public struct MisreadStripes: Sendable, Hashable, Codable {
    /// Whether the bars are left or right of the symbol.
    public var onLeft: Bool
    /// Modules of paper between the symbol's outer bar and the first stripe.
    public var gapModules: Double
    /// How many bars.
    public var count: Int
}
