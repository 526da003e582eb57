import Foundation
import RasterKit

/// The directions across which an image shows parallel stripes, strongest first: where a
/// barcode's bars are, the gradient points the same way over a wide area.
///
/// The image is cut into 8×8 blocks; each block's structure tensor (summed with its eight
/// neighbours) gives a gradient direction and how coherent it is. Directions of coherent,
/// strong blocks are collected in a 2° histogram weighted by strength.
enum StripeDirections {
    /// Up to `count` directions, at least 16° apart, each with the stretches of lines that pass
    /// through the blocks showing it: lines elsewhere cannot cross its stripes, and sampling
    /// every line of a large photo costs more than decoding the few that can.
    static func strongest(in image: GrayImage, count: Int = 2) -> [StripeDirection] {
        let tensors = blockTensors(image)
        guard !tensors.isEmpty else { return [] }
        let strongest = tensors.map(\.energy).max() ?? 0
        guard strongest > 0 else { return [] }
        let voters = tensors.filter { $0.energy > 0.1 * strongest && $0.coherence > 0.6 }
        var histogram = [Double](repeating: 0, count: 90)
        for tensor in voters { histogram[bin(tensor.angle)] += tensor.energy }
        let smoothed = histogram.indices.map { index in
            histogram[(index + 89) % 90] + histogram[index] + histogram[(index + 1) % 90]
        }
        var remaining = smoothed, result: [StripeDirection] = []
        while result.count < count, let peak = remaining.indices.max(by: { remaining[$0] < remaining[$1] }),
              remaining[peak] > 0 {
            let angle = (Double(peak) + 0.5) * .pi / 90
            let (c, s) = (cos(angle), sin(angle))
            let offsets = voters.filter { tensor in
                let apart = abs(bin(tensor.angle) - peak)
                return min(apart, 90 - apart) <= 4
            }.map { -$0.x * s + $0.y * c }
            result.append(StripeDirection(angle: angle, blockOffsets: offsets, reach: Double(2 * blockSize)))
            for offset in -8...8 { remaining[(peak + offset + 90) % 90] = 0 }
        }
        return result
    }

    /// Pixels on a block's side.
    private static let blockSize = 8

    /// The 2° histogram bin of a direction in [0, π).
    private static func bin(_ angle: Double) -> Int {
        min(89, Int(angle / .pi * 90))
    }

    private struct Tensor { var xx = 0.0, yy = 0.0, xy = 0.0 }

    /// Per block: its centre, strength (tensor trace), coherence (0 isotropic, 1 one direction)
    /// and the gradient direction in [0, π).
    private static func blockTensors(_ image: GrayImage)
        -> [(x: Double, y: Double, energy: Double, coherence: Double, angle: Double)] {
        let block = blockSize
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
        var result: [(x: Double, y: Double, energy: Double, coherence: Double, angle: Double)] = []
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
                let centre = (x: Double(column * block + block / 2), y: Double(row * block + block / 2))
                result.append((centre.x, centre.y, energy, spread / energy, min(angle, .pi - 1e-9)))
            }
        }
        return result
    }
}
