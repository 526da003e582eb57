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

    /// `count` pixels of interleaved RGB to gray.
    static func grayFromRGB(_ rgb: UnsafePointer<UInt8>, into gray: UnsafeMutablePointer<UInt8>, count: Int) {
        for index in 0..<count {
            gray[index] = luma(rgb[3 * index], rgb[3 * index + 1], rgb[3 * index + 2])
        }
    }

    /// `count` pixels of interleaved RGBA to gray, each composited over white by its alpha.
    static func grayFromRGBAOnWhite(_ rgba: UnsafePointer<UInt8>, into gray: UnsafeMutablePointer<UInt8>, count: Int) {
        for index in 0..<count {
            let value = luma(rgba[4 * index], rgba[4 * index + 1], rgba[4 * index + 2])
            gray[index] = onWhite(value, alpha: rgba[4 * index + 3])
        }
    }

    /// `count` pixels of interleaved gray and alpha to gray, composited over white.
    static func grayFromGrayAlphaOnWhite(_ grayAlpha: UnsafePointer<UInt8>, into gray: UnsafeMutablePointer<UInt8>,
                                         count: Int) {
        for index in 0..<count {
            gray[index] = onWhite(grayAlpha[2 * index], alpha: grayAlpha[2 * index + 1])
        }
    }

    /// A whole image of interleaved RGB to gray.
    static func grayFromRGB(_ rgb: [UInt8], pixelCount: Int) -> [UInt8] {
        converted(rgb, pixelCount: pixelCount, samplesPerPixel: 3, grayFromRGB)
    }

    /// A whole image of interleaved RGBA to gray, composited over white.
    static func grayFromRGBAOnWhite(_ rgba: [UInt8], pixelCount: Int) -> [UInt8] {
        converted(rgba, pixelCount: pixelCount, samplesPerPixel: 4, grayFromRGBAOnWhite)
    }

    private static func converted(
        _ samples: [UInt8], pixelCount: Int, samplesPerPixel: Int,
        _ convert: (UnsafePointer<UInt8>, UnsafeMutablePointer<UInt8>, Int) -> Void
    ) -> [UInt8] {
        precondition(samples.count >= pixelCount * samplesPerPixel, "fewer samples than pixels")
        var gray = [UInt8](repeating: 0, count: pixelCount)
        samples.withUnsafeBufferPointer { source in
            gray.withUnsafeMutableBufferPointer { target in
                guard let source = source.baseAddress, let target = target.baseAddress else { return }
                convert(source, target, pixelCount)
            }
        }
        return gray
    }
}
