import Foundation
import RasterKit

/// The image cut into square blocks, each with its structure tensor: how strongly and how
/// consistently the gray level changes in one direction inside it. A barcode's bars give blocks
/// that are strong and coherent, with the gradient across the bars.
///
/// Gradients are central differences, so bars a little over a pixel wide still register. Finding
/// code regions takes them at every second pixel of every second row, at a quarter of the cost;
/// the blurred-code reader, which needs the direction to within a degree, takes every pixel.
struct StripeBlocks: Sendable {
    /// Pixels on a block's side.
    let blockSize: Int
    /// Blocks per row and per column.
    let columns: Int, rows: Int
    private var xx: [Float], yy: [Float], xy: [Float]

    /// The blocks of `image`, gradients taken every `step` pixels in both directions; a last
    /// partial row or column of blocks is left out.
    init(_ image: GrayImage, blockSize: Int = 8, step: Int = 2) {
        self.blockSize = blockSize
        columns = max(0, (image.width - 2) / blockSize)
        rows = max(0, (image.height - 2) / blockSize)
        let count = columns * rows
        var xx = [Float](repeating: 0, count: count), yy = xx, xy = xx
        let (columns, rows, block, stride) = (columns, rows, blockSize, image.bytesPerRow)
        // Summed in place through buffer pointers: array subscripts in this loop, each checking
        // that the array is not shared, took more than half of its time (5.1% of the CPU time of
        // `shelfscan scan` over the corpus, 2.3% without them). Walking the blocks of a row one
        // after another, rather than dividing each sample's column by the block size, took its
        // share from 2.8% to 2.2%; each block still adds its samples in the same order.
        image.pixels.withUnsafeBufferPointer { src in
            xx.withUnsafeMutableBufferPointer { xx in
                yy.withUnsafeMutableBufferPointer { yy in
                    xy.withUnsafeMutableBufferPointer { xy in
                        for y in Swift.stride(from: 1, to: rows * block + 1, by: step) {
                            let rowBase = ((y - 1) / block) * columns
                            var x = 1
                            for column in 0..<columns {
                                let index = rowBase + column
                                while x < (column + 1) * block + 1 {
                                    let centre = y * stride + x
                                    let gx = Int32(src[centre + 1]) - Int32(src[centre - 1])
                                    let gy = Int32(src[centre + stride]) - Int32(src[centre - stride])
                                    xx[index] += Float(gx * gx)
                                    yy[index] += Float(gy * gy)
                                    xy[index] += Float(gx * gy)
                                    x += step
                                }
                            }
                        }
                    }
                }
            }
        }
        self.xx = xx
        self.yy = yy
        self.xy = xy
        samplesPerBlock = Float((blockSize + step - 1) / step * ((blockSize + step - 1) / step))
    }

    /// Gradient samples summed in each block.
    private let samplesPerBlock: Float

    /// One block's tensor, read as a strength, a coherence and a direction.
    struct Block {
        /// Mean squared gradient per sample (the tensor's trace).
        var energy: Float
        /// 0 when the gradient points every way, 1 when it points one way only.
        var coherence: Float
        /// Direction of the gradient, across the stripes, in [0, π).
        var angle: Float
    }

    /// The block at `column`, `row`, its tensor summed over `reach` blocks around it in each
    /// direction (those inside the image): a wider view steadies the direction.
    func block(_ column: Int, _ row: Int, reach: Int = 0) -> Block {
        var (a, b, c) = (Float(0), Float(0), Float(0)), samples = Float(0)
        for r in max(0, row - reach)...min(rows - 1, row + reach) {
            for q in max(0, column - reach)...min(columns - 1, column + reach) {
                let index = r * columns + q
                a += xx[index]; b += yy[index]; c += xy[index]
                samples += samplesPerBlock
            }
        }
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
