/// Colour-to-luma conversions shared by the decoders and the frame importers.
///
/// Luma uses the BT.601 weights (0.299 R + 0.587 G + 0.114 B) in 16.16 fixed point, the same
/// as the JPEG shim, so a photo reads the same whatever format it came in.
enum PixelConversion {
    @inline(__always)
    static func luma(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (19595 * UInt32(red) + 38470 * UInt32(green) + 7471 * UInt32(blue) + 32768) >> 16)
    }

    /// A gray `value` with `alpha` (0 transparent, 255 opaque) composited over white paper.
    @inline(__always)
    static func onWhite(_ value: UInt8, alpha: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt32(value) * UInt32(alpha) + 255 * (255 - UInt32(alpha)) + 127) / 255)
    }

    /// Gray from interleaved RGB.
    static func grayFromRGB(_ rgb: [UInt8], pixelCount: Int) -> [UInt8] {
        var gray = [UInt8](repeating: 0, count: pixelCount)
        rgb.withUnsafeBufferPointer { src in
            gray.withUnsafeMutableBufferPointer { dst in
                for index in 0..<pixelCount {
                    let p = index * 3
                    dst[index] = luma(src[p], src[p + 1], src[p + 2])
                }
            }
        }
        return gray
    }

    /// Gray from interleaved RGBA, each pixel composited over white by its alpha.
    static func grayFromRGBAOnWhite(_ rgba: [UInt8], pixelCount: Int) -> [UInt8] {
        var gray = [UInt8](repeating: 0, count: pixelCount)
        rgba.withUnsafeBufferPointer { src in
            gray.withUnsafeMutableBufferPointer { dst in
                for index in 0..<pixelCount {
                    let p = index * 4
                    dst[index] = onWhite(luma(src[p], src[p + 1], src[p + 2]), alpha: src[p + 3])
                }
            }
        }
        return gray
    }
}
