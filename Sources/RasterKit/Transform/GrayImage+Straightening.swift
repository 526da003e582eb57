import Foundation

extension GrayImage {
    /// The part of the image under `rect`, turned level and resampled: pixel (x, y) of the result
    /// shows the point `(x + 0.5) / alongScale` along and `(y + 0.5) / acrossScale` across the
    /// rectangle, sampled bilinearly. Points outside the image take `fill`.
    ///
    /// Cheaper than rotating the whole image when only a small region matters. The two scales
    /// let fine detail along the rectangle (thin bars) get more pixels while rows across it,
    /// where the picture changes slowly, are sampled only as densely as they are needed.
    ///
    /// ```swift
    /// let level = photo.straightened(label, alongScale: 2, acrossScale: 0.5)   // 480×45 for 240×90
    /// ```
    ///
    /// - Precondition: both scales are positive and finite and the result has at most 50 million pixels.
    public func straightened(_ rect: OrientedRect, alongScale: Double, acrossScale: Double,
                             fill: UInt8 = 255) -> GrayImage {
        precondition(alongScale > 0 && alongScale.isFinite && acrossScale > 0 && acrossScale.isFinite,
                     "straightened(_:alongScale:acrossScale:) needs positive scales")
        let outWidth = max(1, Int((rect.length * alongScale).rounded(.up)))
        let outHeight = max(1, Int((rect.breadth * acrossScale).rounded(.up)))
        let (pixels, overflow) = outWidth.multipliedReportingOverflow(by: outHeight)
        precondition(!overflow && pixels <= 50_000_000, "straightened(_:alongScale:acrossScale:) result too large")
        // Steps in the source per output pixel along a row and down a column.
        let stepX = (Float(cos(rect.angle) / alongScale), Float(sin(rect.angle) / alongScale))
        let stepY = (Float(-sin(rect.angle) / acrossScale), Float(cos(rect.angle) / acrossScale))
        let origin = rect.point(along: 0.5 / alongScale, across: 0.5 / acrossScale)
        var out = [UInt8](repeating: fill, count: outWidth * outHeight)
        let w = width, h = height, stride = bytesPerRow, background = Float(fill)
        self.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                @inline(__always) func sample(_ i: Int, _ j: Int) -> Float {
                    i >= 0 && i < w && j >= 0 && j < h ? Float(src[j * stride + i]) : background
                }
                for y in 0..<outHeight {
                    // Pixel centres sit at half-integers: 0.5 less indexes the pixel grid. One more
                    // pixel is added before truncating so that positions down to -1 floor correctly.
                    let rowX = Float(origin.x - 0.5) + Float(y) * stepY.0 + 1
                    let rowY = Float(origin.y - 0.5) + Float(y) * stepY.1 + 1
                    for x in 0..<outWidth {
                        let sx = rowX + Float(x) * stepX.0, sy = rowY + Float(x) * stepX.1
                        guard sx >= 0, sy >= 0, sx < Float(w + 1), sy < Float(h + 1) else { continue }
                        let i = Int(sx), j = Int(sy)
                        let tx = sx - Float(i), ty = sy - Float(j)
                        let (i0, j0) = (i - 1, j - 1)
                        let value: Float
                        if i0 >= 0, j0 >= 0, i < w, j < h {
                            let top = j0 * stride + i0, bottom = top + stride
                            let upper = Float(src[top]) + (Float(src[top + 1]) - Float(src[top])) * tx
                            let lower = Float(src[bottom]) + (Float(src[bottom + 1]) - Float(src[bottom])) * tx
                            value = upper + (lower - upper) * ty
                        } else {
                            let upper = sample(i0, j0) + (sample(i, j0) - sample(i0, j0)) * tx
                            let lower = sample(i0, j) + (sample(i, j) - sample(i0, j)) * tx
                            value = upper + (lower - upper) * ty
                        }
                        dst[y * outWidth + x] = UInt8(min(255, max(0, value + 0.5)))
                    }
                }
            }
        }
        return GrayImage(width: outWidth, height: outHeight, packedPixels: out)
    }
}
