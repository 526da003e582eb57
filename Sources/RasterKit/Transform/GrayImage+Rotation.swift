import Foundation

extension GrayImage {
    /// The image turned counter-clockwise (as seen on screen) by `degrees` about its centre, on a
    /// canvas grown to hold all of it; the uncovered corners are filled with `fill`.
    ///
    /// Multiples of 90° are exact pixel moves. Other angles sample the source bilinearly, and
    /// pixels along the source border are blended with `fill`, so edges come out anti-aliased.
    /// The canvas is `ceil(w·|cos θ| + h·|sin θ|)` × `ceil(w·|sin θ| + h·|cos θ|)`, the two
    /// centres coincide, and so a point at offset (dx, dy) from the output centre came from
    /// (dx·cos θ − dy·sin θ, dx·sin θ + dy·cos θ) from the source centre.
    ///
    /// ```swift
    /// let level = tilted.rotated(by: -30)   // a code tilted 30° counter-clockwise, levelled
    /// ```
    ///
    /// - Precondition: `degrees` is finite.
    public func rotated(by degrees: Double, fill: UInt8 = 255) -> GrayImage {
        precondition(degrees.isFinite, "rotated(by:) needs a finite angle")
        let turn = degrees.truncatingRemainder(dividingBy: 360)
        let normalized = turn < 0 ? turn + 360 : turn
        switch normalized {
        case 0: return packed()
        case 90: return applying(.left)
        case 180: return applying(.down)
        case 270: return applying(.right)
        default: return bilinearlyRotated(radians: normalized * .pi / 180, fill: fill)
        }
    }

    private func bilinearlyRotated(radians: Double, fill: UInt8) -> GrayImage {
        let cosine = cos(radians), sine = sin(radians)
        let sourceWidth = Double(width), sourceHeight = Double(height)
        // The tolerance keeps float noise (cos 90° ≈ 6e-17) from adding a spurious column.
        let outWidth = max(1, Int((sourceWidth * abs(cosine) + sourceHeight * abs(sine) - 1e-9).rounded(.up)))
        let outHeight = max(1, Int((sourceWidth * abs(sine) + sourceHeight * abs(cosine) - 1e-9).rounded(.up)))
        // Index coordinates: source pixel (i, j) has its centre at (i + 0.5, j + 0.5).
        let sourceCentreX = sourceWidth / 2 - 0.5, sourceCentreY = sourceHeight / 2 - 0.5
        let outCentreX = Double(outWidth) / 2 - 0.5, outCentreY = Double(outHeight) / 2 - 0.5
        let w = width, h = height, stride = bytesPerRow
        let background = Double(fill)
        var out = [UInt8](repeating: fill, count: outWidth * outHeight)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                @inline(__always) func sample(_ i: Int, _ j: Int) -> Double {
                    i >= 0 && i < w && j >= 0 && j < h ? Double(src[j * stride + i]) : background
                }
                for y in 0..<outHeight {
                    let dy = Double(y) - outCentreY
                    // Source position of this row's x = 0; each step right adds (cos, sin).
                    let rowX = -outCentreX * cosine - dy * sine + sourceCentreX
                    let rowY = -outCentreX * sine + dy * cosine + sourceCentreY
                    let rowStart = y * outWidth
                    for x in 0..<outWidth {
                        let sx = rowX + Double(x) * cosine
                        let sy = rowY + Double(x) * sine
                        let fx = sx.rounded(.down), fy = sy.rounded(.down)
                        guard fx >= -1, fy >= -1, fx < sourceWidth, fy < sourceHeight else { continue }
                        let i = Int(fx), j = Int(fy)
                        let tx = sx - fx, ty = sy - fy
                        let topLeft, topRight, bottomLeft, bottomRight: Double
                        if i >= 0, j >= 0, i + 1 < w, j + 1 < h {
                            let p = j * stride + i
                            topLeft = Double(src[p])
                            topRight = Double(src[p + 1])
                            bottomLeft = Double(src[p + stride])
                            bottomRight = Double(src[p + stride + 1])
                        } else {
                            topLeft = sample(i, j)
                            topRight = sample(i + 1, j)
                            bottomLeft = sample(i, j + 1)
                            bottomRight = sample(i + 1, j + 1)
                        }
                        let top = topLeft + (topRight - topLeft) * tx
                        let bottom = bottomLeft + (bottomRight - bottomLeft) * tx
                        dst[rowStart + x] = UInt8(top + (bottom - top) * ty + 0.5)
                    }
                }
            }
        }
        return GrayImage(width: outWidth, height: outHeight, packedPixels: out)
    }
}
