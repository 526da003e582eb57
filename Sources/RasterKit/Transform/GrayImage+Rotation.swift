import Foundation

extension GrayImage {
    /// The image turned counter-clockwise (as seen on screen) by `degrees` about its centre, on a
    /// canvas grown to hold all of it; the uncovered corners are filled with `fill`.
    ///
    /// Multiples of 90° are exact pixel moves. Other angles sample the source bilinearly, and
    /// pixels along the source border are blended with `fill`, so edges come out anti-aliased.
    /// The canvas is `ceil(w·|cos θ| + h·|sin θ|)` × `ceil(w·|sin θ| + h·|cos θ|)`, the two
    /// centres coincide, and so a point at offset (dx, dy) from the output centre came from
    /// (dx·cos θ − dy·sin θ, dx·sin θ + dy·cos θ) from the source centre.
    ///
    /// ```swift
    /// let level = tilted.rotated(by: -30)   // a code tilted 30° counter-clockwise, levelled
    /// ```
    ///
    /// - Precondition: `degrees` is finite.
    public func rotated(by degrees: Double, fill: UInt8 = 255) -> GrayImage {
        precondition(degrees.isFinite, "rotated(by:) needs a finite angle")
        let turn = degrees.truncatingRemainder(dividingBy: 360)
        let normalized = turn < 0 ? turn + 360 : turn
        switch normalized {
        case 0: return packed()
        case 90: return applying(.left)
        case 180: return applying(.down)
        case 270: return applying(.right)
        default: return bilinearlyRotated(radians: normalized * .pi / 180, fill: fill)
        }
    }

    /// The canvas as a rectangle turned by `radians` about the source's centre and straightened
    /// at scale 1: each canvas row runs along the turn, exactly the rotation's sampling.
    private func bilinearlyRotated(radians: Double, fill: UInt8) -> GrayImage {
        let cosine = abs(cos(radians)), sine = abs(sin(radians))
        let sourceWidth = Double(width), sourceHeight = Double(height)
        // The tolerance keeps float noise (cos 90° ≈ 6e-17) from adding a spurious column.
        let outWidth = (sourceWidth * cosine + sourceHeight * sine - 1e-9).rounded(.up)
        let outHeight = (sourceWidth * sine + sourceHeight * cosine - 1e-9).rounded(.up)
        let canvas = OrientedRect(centreX: sourceWidth / 2, centreY: sourceHeight / 2, angle: radians,
                                  length: max(1, outWidth), breadth: max(1, outHeight))
        return straightened(canvas, alongScale: 1, acrossScale: 1, fill: fill)
    }
}
