import RasterKit

/// Where a book lies on one frame of a clip: its cover's centre in frame pixels, its turn and scale.
public struct ClipPlacement: Sendable, Hashable {
    /// Which of the clip's books.
    public var book: Int
    /// Centre of the cover, in frame pixels.
    public var x: Double
    /// Centre of the cover, in frame pixels.
    public var y: Double
    /// Turn in degrees, counterclockwise.
    public var degrees: Double
    /// Frame pixels per cover pixel.
    public var scale: Double

    /// Book `book` centred at (`x`, `y`).
    public init(book: Int = 0, x: Double, y: Double, degrees: Double = 0, scale: Double = 0.87) {
        self.book = book
        self.x = x
        self.y = y
        self.degrees = degrees
        self.scale = scale
    }
}

/// What one frame of a clip shows: books where they lie and, over them, a hand.
public struct ClipShot: Sendable, Hashable {
    /// The books in view (or partly, or just outside).
    public var placements: [ClipPlacement]
    /// A hand held over part of the picture: an ellipse filling this box.
    public var hand: PixelRect?

    /// A frame with `placements` and, optionally, a hand.
    public init(_ placements: [ClipPlacement] = [], hand: PixelRect? = nil) {
        self.placements = placements
        self.hand = hand
    }
}
