import Foundation
import RasterKit

/// An image in linear light (0 black, 1 white, proportional to photons), where blur, shadows
/// and glare mix light as a lens and a sensor do. Gray levels convert with a plain 2.2 gamma,
/// close enough to sRGB for a benchmark.
struct LinearPlane: Sendable {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Row-major values.
    var values: [Float]

    /// The gamma between gray levels and linear light.
    static let gamma: Float = 2.2

    /// Gray levels of linear light √v = i / 1024: in √v the curve is almost straight, so
    /// interpolating between entries is exact to a small fraction of a level, unlike a table in v.
    private static let encoding: [Float] = (0...1024).map { 255 * pow(Float($0) / 1024, 2 / gamma) }

    init(width: Int, height: Int, values: [Float]) {
        self.width = width
        self.height = height
        self.values = values
    }

    /// Linear light of gray level `level` (clamped to 0…255).
    static func linear(level: Int) -> Float {
        pow(Float(min(max(level, 0), 255)) / 255, gamma)
    }

    /// The gray image a camera would store: each value gamma-encoded, with Gaussian noise of
    /// `noiseSigma` gray levels added from `random`, rounded and clamped.
    func encoded(noiseSigma: Double?, random: inout SeededGenerator) -> GrayImage {
        var pixels = [UInt8](repeating: 0, count: width * height)
        let sigma = Float(noiseSigma ?? 0)
        let table = Self.encoding
        for index in values.indices {
            let position = min(max(values[index], 0), 1).squareRoot() * 1024
            let below = min(Int(position), 1023)
            var level = table[below] + (table[below + 1] - table[below]) * (position - Float(below))
            if sigma > 0 { level += sigma * random.roughGaussian() }
            pixels[index] = UInt8(min(max(level, 0), 255) + 0.5)
        }
        return GrayImage(width: width, height: height, pixels: pixels) ?? GrayImage(width: width, height: height)
    }
}
