import Foundation
import RasterKit

/// Gray values sampled along a straight line across an image, each averaged over a few pixels
/// along the bars so that noise cancels while the bars' profile stays sharp.
struct ScanLine: Sendable {
    /// Direction of the line in radians (0 = left to right).
    let angle: Double
    /// Offset of the line from the origin, perpendicular to it, in pixels.
    let offset: Double
    /// Position along the line of `values[0]`.
    let start: Double
    /// The sampled values, one per pixel step.
    let values: [Float]

    /// The image point at position `u` along the line.
    func point(at u: Double) -> (x: Double, y: Double) {
        let (c, s) = (cos(angle), sin(angle))
        return (u * c - offset * s, u * s + offset * c)
    }

    /// The line at `offset` across `image` in direction `angle`, averaging `across` samples one
    /// pixel apart along the bars; only the part inside the image is kept.
    static func sample(_ image: GrayImage, angle: Double, offset: Double, across: Int = 5) -> ScanLine? {
        let (c, s) = (cos(angle), sin(angle))
        let corners = [(0.0, 0.0), (Double(image.width), 0), (0, Double(image.height)),
                       (Double(image.width), Double(image.height))]
        let along = corners.map { $0.0 * c + $0.1 * s }
        guard let low = along.min(), let high = along.max() else { return nil }
        let maxX = Float(image.width - 1), maxY = Float(image.height - 1)
        let (stepX, stepY) = (Float(-s), Float(c))
        var values: [Float] = [], first: Double?
        values.reserveCapacity(Int(high - low) + 2)
        image.pixels.withUnsafeBufferPointer { pixels in
            var u = low.rounded(.down)
            while u <= high {
                // The first of the samples across the line; the others follow one pixel apart.
                let v = offset - Double(across - 1) / 2
                var x = Float(u * c - v * s), y = Float(u * s + v * c)
                var sum: Float = 0, inside = true
                for _ in 0..<across {
                    guard x >= 0, y >= 0, x < maxX, y < maxY else { inside = false; break }
                    sum += bilinear(pixels, rowBytes: image.bytesPerRow, x: x, y: y)
                    x += stepX
                    y += stepY
                }
                if inside {
                    if first == nil { first = u }
                    values.append(sum / Float(across))
                } else if first != nil {
                    break
                }
                u += 1
            }
        }
        guard let first, values.count >= 40 else { return nil }
        return ScanLine(angle: angle, offset: offset, start: first, values: values)
    }

    /// The image at (`x`, `y`), interpolated between its four nearest pixels; the caller keeps
    /// the point at least one pixel inside the right and bottom edges.
    private static func bilinear(_ pixels: UnsafeBufferPointer<UInt8>, rowBytes: Int, x: Float, y: Float) -> Float {
        let x0 = Int(x), y0 = Int(y)
        let fx = x - Float(x0), fy = y - Float(y0)
        let index = y0 * rowBytes + x0
        let top = Float(pixels[index]) * (1 - fx) + Float(pixels[index + 1]) * fx
        let bottom = Float(pixels[index + rowBytes]) * (1 - fx) + Float(pixels[index + rowBytes + 1]) * fx
        return top * (1 - fy) + bottom * fy
    }
}
