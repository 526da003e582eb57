import Foundation
import RasterKit

/// The image cut into square blocks, each with its structure tensor: how strongly and how
/// consistently the gray level changes in one direction inside it. A barcode's bars give blocks
/// that are strong and coherent, with the gradient across the bars.
///
/// Gradients are central differences at every second pixel of every second row: full-resolution
/// gradients, so bars a little over a pixel wide still register, at a quarter of the cost.
struct StripeBlocks: Sendable {
    /// Pixels on a block's side.
    let blockSize: Int
    /// Blocks per row and per column.
    let columns: Int, rows: Int
    private var xx: [Float], yy: [Float], xy: [Float]

    /// The blocks of `image`; a last partial row or column of blocks is left out.
    init(_ image: GrayImage, blockSize: Int = 8) {
        self.blockSize = blockSize
        columns = max(0, (image.width - 2) / blockSize)
        rows = max(0, (image.height - 2) / blockSize)
        let count = columns * rows
        var xx = [Float](repeating: 0, count: count), yy = xx, xy = xx
        let (columns, rows, block, stride) = (columns, rows, blockSize, image.bytesPerRow)
        image.pixels.withUnsafeBufferPointer { src in
            for y in Swift.stride(from: 1, to: rows * block + 1, by: 2) {
                let rowBase = ((y - 1) / block) * columns
                for x in Swift.stride(from: 1, to: columns * block + 1, by: 2) {
                    let centre = y * stride + x
                    let gx = Int32(src[centre + 1]) - Int32(src[centre - 1])
                    let gy = Int32(src[centre + stride]) - Int32(src[centre - stride])
                    let index = rowBase + (x - 1) / block
                    xx[index] += Float(gx * gx)
                    yy[index] += Float(gy * gy)
                    xy[index] += Float(gx * gy)
                }
            }
        }
        self.xx = xx
        self.yy = yy
        self.xy = xy
    }

    /// One block's tensor, read as a strength, a coherence and a direction.
    struct Block {
        /// Mean squared gradient per sample (the tensor's trace).
        var energy: Float
        /// 0 when the gradient points every way, 1 when it points one way only.
        var coherence: Float
        /// Direction of the gradient, across the stripes, in [0, π).
        var angle: Float
    }

    /// The block at `column`, `row`.
    func block(_ column: Int, _ row: Int) -> Block {
        let index = row * columns + column
        let (a, b, c) = (xx[index], yy[index], xy[index])
        let samples = Float(blockSize * blockSize / 4)
        let trace = a + b
        guard trace > 0 else { return Block(energy: 0, coherence: 0, angle: 0) }
        let spread = ((a - b) * (a - b) + 4 * c * c).squareRoot()
        var angle = 0.5 * atan2(2 * c, a - b)
        if angle < 0 { angle += .pi }
        return Block(energy: trace / samples, coherence: spread / trace, angle: min(angle, .pi.nextDown))
    }

    /// The centre of the block at `column`, `row`, in image coordinates.
    func centre(_ column: Int, _ row: Int) -> (x: Double, y: Double) {
        (Double(column * blockSize + blockSize / 2 + 1), Double(row * blockSize + blockSize / 2 + 1))
    }
}
