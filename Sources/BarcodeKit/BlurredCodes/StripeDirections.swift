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

    /// Per inner block: its centre, strength (tensor trace per sample), coherence (0 isotropic,
    /// 1 one direction) and the gradient direction in [0, π), each from the tensor summed with
    /// its eight neighbours.
    private static func blockTensors(_ image: GrayImage)
        -> [(x: Double, y: Double, energy: Double, coherence: Double, angle: Double)] {
        let blocks = StripeBlocks(image, blockSize: blockSize, step: 1)
        guard blocks.columns >= 3, blocks.rows >= 3 else { return [] }
        var result: [(x: Double, y: Double, energy: Double, coherence: Double, angle: Double)] = []
        for row in 1..<(blocks.rows - 1) {
            for column in 1..<(blocks.columns - 1) {
                let block = blocks.block(column, row, reach: 1)
                guard block.energy > 0 else { continue }
                let centre = blocks.centre(column, row)
                result.append((centre.x, centre.y, Double(block.energy), Double(block.coherence), Double(block.angle)))
            }
        }
        return result
    }
}
