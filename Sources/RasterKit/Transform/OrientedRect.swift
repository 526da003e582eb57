import Foundation

/// A rectangle turned by any angle: its centre, the direction of its long side, and its size.
/// A point of the rectangle is given as `(along, across)`: distances along `angle` and at right
/// angles to it, from its first corner.
///
/// ```swift
/// let label = OrientedRect(centreX: 400, centreY: 300, angle: .pi / 6, length: 240, breadth: 90)
/// let corner = label.point(along: 0, across: 0)   // where straightening starts
/// ```
public struct OrientedRect: Sendable, Hashable {
    /// Centre, in image coordinates (pixel centres at half-integers).
    public var centreX: Double
    /// Centre, in image coordinates.
    public var centreY: Double
    /// Direction of the length, in radians, measured from the x axis towards the y axis (down).
    public var angle: Double
    /// Extent along `angle`, in pixels.
    public var length: Double
    /// Extent at right angles to `angle`, in pixels.
    public var breadth: Double

    /// Creates a rectangle.
    public init(centreX: Double, centreY: Double, angle: Double, length: Double, breadth: Double) {
        self.centreX = centreX
        self.centreY = centreY
        self.angle = angle
        self.length = length
        self.breadth = breadth
    }

    /// The image position `along` pixels along the length and `across` pixels across it, from
    /// the corner where both are 0.
    public func point(along: Double, across: Double) -> (x: Double, y: Double) {
        let c = cos(angle), s = sin(angle)
        let u = along - length / 2, v = across - breadth / 2
        return (centreX + u * c - v * s, centreY + u * s + v * c)
    }

    /// The same rectangle in an image `factor` times as large: centre and size scaled, angle kept.
    public func scaled(by factor: Double) -> OrientedRect {
        OrientedRect(centreX: centreX * factor, centreY: centreY * factor, angle: angle,
                     length: length * factor, breadth: breadth * factor)
    }

    /// The same rectangle moved by `dx`, `dy`: from a window's coordinates to its image's.
    public func offset(dx: Double, dy: Double) -> OrientedRect {
        OrientedRect(centreX: centreX + dx, centreY: centreY + dy, angle: angle, length: length, breadth: breadth)
    }

    /// Whether the image position (`x`, `y`) lies inside the rectangle.
    public func contains(x: Double, y: Double) -> Bool {
        let c = cos(angle), s = sin(angle)
        let dx = x - centreX, dy = y - centreY
        return abs(dx * c + dy * s) <= length / 2 && abs(-dx * s + dy * c) <= breadth / 2
    }

    /// The four corners, in the order (0, 0), (length, 0), (length, breadth), (0, breadth).
    public var corners: [(x: Double, y: Double)] {
        [point(along: 0, across: 0), point(along: length, across: 0),
         point(along: length, across: breadth), point(along: 0, across: breadth)]
    }
}
