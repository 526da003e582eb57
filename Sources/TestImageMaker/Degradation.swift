import Foundation
import RasterKit
import ShelfScanTestSupport

/// What a camera does to a clean barcode: blur and sensor noise (weak contrast is drawn directly). These exist only to
/// make test images, so they live here rather than in RasterKit.
enum Degradation {
    /// Separable Gaussian blur with standard deviation `sigma` pixels, edges clamped.
    static func blurred(_ image: GrayImage, sigma: Double) -> GrayImage {
        guard sigma > 0 else { return image }
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        var kernel = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        let source = Canvas(image)
        let width = source.width, height = source.height
        var horizontal = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for k in -radius...radius {
                    let column = min(max(x + k, 0), width - 1)
                    sum += Double(source.pixels[y * width + column]) * kernel[k + radius]
                }
                horizontal[y * width + x] = sum
            }
        }
        var out = source
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for k in -radius...radius {
                    let row = min(max(y + k, 0), height - 1)
                    sum += horizontal[row * width + x] * kernel[k + radius]
                }
                out.pixels[y * width + x] = UInt8(min(max(sum.rounded(), 0), 255))
            }
        }
        return out.image
    }

    /// Adds independent Gaussian noise of standard deviation `sigma` gray levels to every pixel.
    static func noisy(_ image: GrayImage, sigma: Double, generator: inout SplitMix64) -> GrayImage {
        guard sigma > 0 else { return image }
        var canvas = Canvas(image)
        for index in canvas.pixels.indices {
            let value = Double(canvas.pixels[index]) + generator.gaussian() * sigma
            canvas.pixels[index] = UInt8(min(max(value.rounded(), 0), 255))
        }
        return canvas.image
    }
}
