import Foundation
import RasterKit

/// Finds the places in an image where barcodes may be, however they are turned, from
/// `StripeBlocks`: blocks with strong gradients all pointing one way, joined with neighbours
/// that point the same way, and kept when the cluster reaches far enough across its stripes to
/// hold a code (a printed line gives a cluster one or two blocks deep across).
struct CodeRegionFinder: Sendable {
    /// Smallest anisotropic strength (difference of the tensor's eigenvalues per sample) of a
    /// block that counts: about bars 25 gray levels apart, sharp, or 50 apart and soft.
    var minimumStrength: Float = 60
    /// Smallest coherence of a block that counts; sensor noise adds strength in every direction
    /// and lowers coherence, so the bar is low and the strength does the rest.
    var minimumCoherence: Float = 0.4
    /// Largest difference of direction between joined blocks, radians (about 11°); bent and
    /// perspective-distorted codes turn gradually from block to block.
    var joiningAngle: Float = 0.2
    /// Fewest blocks in a region.
    var minimumBlocks = 6
    /// Shortest extent across the stripes, in pixels: 95 modules of a little over a pixel.
    var minimumLength = 60.0
    /// Regions returned at most, strongest first.
    var maximumRegions = 4

    /// The likeliest code regions in `image`, strongest first.
    func regions(in image: GrayImage, blockSize: Int = 8) -> [CodeRegion] {
        let blocks = StripeBlocks(image, blockSize: blockSize)
        let stripes = stripyBlocks(blocks)
        var regions: [CodeRegion] = []
        var visited = [Bool](repeating: false, count: stripes.count)
        for start in stripes.indices where stripes[start] != nil && !visited[start] {
            let cluster = flood(from: start, stripes: stripes, columns: blocks.columns, visited: &visited)
            guard cluster.count >= minimumBlocks, let region = region(of: cluster, stripes: stripes, blocks: blocks),
                  region.bars.length >= minimumLength else { continue }
            regions.append(region)
        }
        return Array(regions.sorted { $0.strength > $1.strength }.prefix(maximumRegions))
    }

    /// The likeliest code regions in `image`, looked for on the image halved `searchHalvings`
    /// times (a few milliseconds on a large photo) and given in `image`'s coordinates.
    func regions(in image: GrayImage, searchHalvings: Int) -> [CodeRegion] {
        var reduced = image
        for _ in 0..<searchHalvings { reduced = reduced.halved() }
        let factor = Double(1 << searchHalvings)
        return regions(in: reduced).map { CodeRegion(bars: $0.bars.scaled(by: factor), strength: $0.strength) }
    }

    /// Per block, its direction and strength when it counts as striped, else `nil`.
    private func stripyBlocks(_ blocks: StripeBlocks) -> [(angle: Float, strength: Float)?] {
        var result: [(angle: Float, strength: Float)?] = []
        result.reserveCapacity(blocks.columns * blocks.rows)
        for row in 0..<blocks.rows {
            for column in 0..<blocks.columns {
                let block = blocks.block(column, row)
                let strength = block.energy * block.coherence
                result.append(strength >= minimumStrength && block.coherence >= minimumCoherence
                              ? (block.angle, strength) : nil)
            }
        }
        return result
    }

    /// The blocks joined to `start`: eight-neighbours whose directions differ by at most
    /// `joiningAngle` (directions wrap at π).
    private func flood(from start: Int, stripes: [(angle: Float, strength: Float)?], columns: Int,
                       visited: inout [Bool]) -> [Int] {
        var cluster = [start], next = 0
        visited[start] = true
        let rows = stripes.count / columns
        while next < cluster.count {
            let index = cluster[next]
            next += 1
            guard let here = stripes[index] else { continue }
            let column = index % columns, row = index / columns
            for dy in -1...1 {
                for dx in -1...1 where dx != 0 || dy != 0 {
                    let c = column + dx, r = row + dy
                    guard c >= 0, c < columns, r >= 0, r < rows else { continue }
                    let neighbour = r * columns + c
                    guard !visited[neighbour], let there = stripes[neighbour] else { continue }
                    guard joins(here.angle, there.angle) else { continue }
                    visited[neighbour] = true
                    cluster.append(neighbour)
                }
            }
        }
        return cluster
    }

    /// Whether stripes turned at `a` and `b` are turned alike enough to join: directions differ by
    /// at most `joiningAngle`, wrapping at π (both in a range π wide, as blocks' and regions' are).
    func joins<Angle: BinaryFloatingPoint>(_ a: Angle, _ b: Angle) -> Bool {
        let apart = abs(a - b)
        return min(apart, .pi - apart) <= Angle(joiningAngle)
    }

    /// The oriented rectangle around `cluster`, turned to its strength-weighted mean direction.
    private func region(of cluster: [Int], stripes: [(angle: Float, strength: Float)?],
                        blocks: StripeBlocks) -> CodeRegion? {
        var sumCos = 0.0, sumSin = 0.0, strength = 0.0
        for index in cluster {
            guard let stripe = stripes[index] else { continue }
            // Directions are doubled so that θ and θ + π, the same stripes, add up.
            sumCos += Double(stripe.strength) * cos(2 * Double(stripe.angle))
            sumSin += Double(stripe.strength) * sin(2 * Double(stripe.angle))
            strength += Double(stripe.strength)
        }
        guard strength > 0 else { return nil }
        let angle = 0.5 * atan2(sumSin, sumCos)
        let c = cos(angle), s = sin(angle)
        var along = (min: Double.infinity, max: -Double.infinity), across = along
        for index in cluster {
            let centre = blocks.centre(index % blocks.columns, index / blocks.columns)
            let u = centre.x * c + centre.y * s, v = -centre.x * s + centre.y * c
            along = (min(along.min, u), max(along.max, u))
            across = (min(across.min, v), max(across.max, v))
        }
        let size = Double(blocks.blockSize)
        let midU = (along.min + along.max) / 2, midV = (across.min + across.max) / 2
        let bars = OrientedRect(centreX: midU * c - midV * s, centreY: midU * s + midV * c, angle: angle,
                                length: along.max - along.min + size, breadth: across.max - across.min + size)
        return CodeRegion(bars: bars, strength: strength)
    }
}
