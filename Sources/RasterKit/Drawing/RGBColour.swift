/// An opaque sRGB colour with 8 bits per channel.
///
/// ```swift
/// let marker = RGBColour(red: 255, green: 0, blue: 200)
/// print(marker.isGray)   // false
/// ```
public struct RGBColour: Sendable, Hashable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8

    /// Creates a colour from its three channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A gray (`red == green == blue == level`).
    public init(gray level: UInt8) {
        self.init(red: level, green: level, blue: level)
    }

    /// Whether the three channels are equal.
    public var isGray: Bool { red == green && green == blue }

    /// Black.
    public static let black = RGBColour(gray: 0)
    /// White.
    public static let white = RGBColour(gray: 255)
}
