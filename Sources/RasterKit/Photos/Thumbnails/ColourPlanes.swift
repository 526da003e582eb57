/// A colour picture as three `GrayImage` planes (red, green, blue), so that the gray image's
/// resampling and orientation serve colour too; used for thumbnails, which are small.
struct ColourPlanes: Sendable {
    var red: GrayImage
    var green: GrayImage
    var blue: GrayImage

    var width: Int { red.width }
    var height: Int { red.height }

    init(red: GrayImage, green: GrayImage, blue: GrayImage) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Splits packed RGB (3 channels) or RGBA (4, composited on white) samples.
    init(interleaved samples: UnsafeBufferPointer<UInt8>, width: Int, height: Int, channels: Int) {
        let count = width * height
        var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: count), count: 3)
        for plane in 0..<3 {
            planes[plane].withUnsafeMutableBufferPointer { out in
                for index in 0..<count {
                    let value = samples[channels * index + plane]
                    out[index] = channels == 4
                        ? PixelConversion.onWhite(value, alpha: samples[channels * index + 3]) : value
                }
            }
        }
        red = GrayImage(width: width, height: height, packedPixels: planes[0])
        green = GrayImage(width: width, height: height, packedPixels: planes[1])
        blue = GrayImage(width: width, height: height, packedPixels: planes[2])
    }

    func scaled(width newWidth: Int, height newHeight: Int) -> ColourPlanes {
        ColourPlanes(red: red.scaled(width: newWidth, height: newHeight),
                     green: green.scaled(width: newWidth, height: newHeight),
                     blue: blue.scaled(width: newWidth, height: newHeight))
    }

    func applying(_ orientation: EXIFOrientation) -> ColourPlanes {
        ColourPlanes(red: red.applying(orientation), green: green.applying(orientation),
                     blue: blue.applying(orientation))
    }

    /// Packed RGB samples, as `JPEGEncoder` takes them.
    func interleaved() -> [UInt8] {
        let planes = [red.packed().pixels, green.packed().pixels, blue.packed().pixels]
        var samples = [UInt8](repeating: 0, count: 3 * width * height)
        samples.withUnsafeMutableBufferPointer { out in
            for plane in 0..<3 {
                planes[plane].withUnsafeBufferPointer { source in
                    for index in source.indices { out[3 * index + plane] = source[index] }
                }
            }
        }
        return samples
    }
}
