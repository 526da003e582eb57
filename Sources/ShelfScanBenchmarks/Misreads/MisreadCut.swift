/// How the image frame cuts the symbol in one image of the misread benchmark.
public struct MisreadCut: Sendable, Hashable, Codable {
    /// The frame edge that crosses the symbol.
    public enum Edge: String, Sendable, Hashable, Codable {
        /// The left edge: the symbol's start (and quiet zone) are lost.
        case left
        /// The right edge: its end, or part of its add-on, is lost.
        case right
        /// The top edge: the bars are shortened.
        case top
        /// The bottom edge: the bars are shortened from below.
        case bottom
    }

    /// Which edge.
    public var edge: Edge
    /// The share of the symbol's extent (quiet zones included) across that edge that lies outside.
    public var fraction: Double
}
