import Foundation
import RasterKit

/// The directions across which an image shows parallel stripes, strongest first: where a
/// barcode's bars are, the gradient points the same way over a wide area.
///
/// The image is cut into 8×8 blocks; each block's structure tensor (summed with its eight
/// neighbours) gives a gradient direction and how coherent it is. Directions of coherent,
/// strong blocks are collected in a 2° histogram weighted by strength.
enum StripeDirections {
    /// Up to `count` directions in radians (0 = across vertical bars, scanning left to right),
    /// at least 16° apart.
    static func strongest(in image: GrayImage, count: Int = 2) -> [Double] {
        let tensors = blockTensors(image)
        guard !tensors.isEmpty else { return [] }
        let strongest = tensors.map(\.energy).max() ?? 0
        guard strongest > 0 else { return [] }
        var histogram = [Double](repeating: 0, count: 90)
        for tensor in tensors where tensor.energy > 0.1 * strongest && tensor.coherence > 0.6 {
            histogram[min(89, Int(tensor.angle / .pi * 90))] += tensor.energy
        }
        let smoothed = histogram.indices.map { index in
            histogram[(index + 89) % 90] + histogram[index] + histogram[(index + 1) % 90]
        }
        var remaining = smoothed, result: [Double] = []
        while result.count < count, let peak = remaining.indices.max(by: { remaining[$0] < remaining[$1] }),
              remaining[peak] > 0 {
            result.append((Double(peak) + 0.5) * .pi / 90)
            for offset in -8...8 { remaining[(peak + offset + 90) % 90] = 0 }
        }
        return result
    }

    private struct Tensor { var xx = 0.0, yy = 0.0, xy = 0.0 }

    /// Per block: strength (tensor trace), coherence (0 isotropic, 1 one direction) and the
    /// gradient direction in [0, π).
    private static func blockTensors(_ image: GrayImage) -> [(energy: Double, coherence: Double, angle: Double)] {
        let block = 8
        let columns = image.width / block, rows = image.height / block
        guard columns >= 3, rows >= 3 else { return [] }
        var sums = [Tensor](repeating: Tensor(), count: columns * rows)
        for y in 1..<(rows * block - 1) {
            for x in 1..<(columns * block - 1) {
                let gx = Double(image[x + 1, y]) - Double(image[x - 1, y])
                let gy = Double(image[x, y + 1]) - Double(image[x, y - 1])
                let index = (y / block) * columns + x / block
                sums[index].xx += gx * gx
                sums[index].yy += gy * gy
                sums[index].xy += gx * gy
            }
        }
        var result: [(energy: Double, coherence: Double, angle: Double)] = []
        for row in 1..<(rows - 1) {
            for column in 1..<(columns - 1) {
                var total = Tensor()
                for dy in -1...1 {
                    for dx in -1...1 {
                        let part = sums[(row + dy) * columns + column + dx]
                        total.xx += part.xx; total.yy += part.yy; total.xy += part.xy
                    }
                }
                let energy = total.xx + total.yy
                guard energy > 0 else { continue }
                let spread = ((total.xx - total.yy) * (total.xx - total.yy) + 4 * total.xy * total.xy).squareRoot()
                var angle = 0.5 * atan2(2 * total.xy, total.xx - total.yy)
                if angle < 0 { angle += .pi }
                result.append((energy, spread / energy, min(angle, .pi - 1e-9)))
            }
        }
        return result
    }
}
