import RasterKit
import Testing

@Suite("EXIF orientation")
struct OrientationTests {
    /// 3×2 image:  1 2 3 / 4 5 6
    let image = GrayImage(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6])!

    @Test("Each orientation turns the pixels as EXIF defines", arguments: [
        (EXIFOrientation.up, 3, [UInt8]([1, 2, 3, 4, 5, 6])),
        (.upMirrored, 3, [3, 2, 1, 6, 5, 4]),
        (.down, 3, [6, 5, 4, 3, 2, 1]),
        (.downMirrored, 3, [4, 5, 6, 1, 2, 3]),
        (.leftMirrored, 2, [1, 4, 2, 5, 3, 6]),
        (.right, 2, [4, 1, 5, 2, 6, 3]),
        (.rightMirrored, 2, [6, 3, 5, 2, 4, 1]),
        (.left, 2, [3, 6, 2, 5, 1, 4]),
    ])
    func apply(orientation: EXIFOrientation, width: Int, pixels: [UInt8]) {
        let turned = image.applying(orientation)
        #expect(turned.width == width)
        #expect(turned.pixels == pixels)
    }

    @Test("A padded image is turned by its visible pixels only")
    func padded() {
        let padded = GrayImage(width: 2, height: 2, bytesPerRow: 3, pixels: [1, 2, 9, 3, 4, 9])!
        #expect(padded.applying(.right).pixels == [3, 1, 4, 2])
    }

    @Test("The tag is read from big- and little-endian EXIF")
    func parse() {
        for littleEndian in [true, false] {
            let jpeg = Self.jpegWithOrientation(6, littleEndian: littleEndian)
            let found = jpeg.withUnsafeBufferPointer { EXIFOrientation(jpeg: $0) }
            #expect(found == .right)
        }
    }

    @Test("Missing, malformed or out-of-range tags give no orientation")
    func malformed() {
        let noExif: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0, 2]
        #expect(noExif.withUnsafeBufferPointer { EXIFOrientation(jpeg: $0) } == nil)
        let outOfRange = Self.jpegWithOrientation(9, littleEndian: true)
        #expect(outOfRange.withUnsafeBufferPointer { EXIFOrientation(jpeg: $0) } == nil)
        let cut = Array(Self.jpegWithOrientation(6, littleEndian: true).prefix(20))
        #expect(cut.withUnsafeBufferPointer { EXIFOrientation(jpeg: $0) } == nil)
    }

    /// SOI, an APP1 Exif segment with one IFD0 entry (0x0112), then SOS.
    static func jpegWithOrientation(_ value: UInt16, littleEndian: Bool) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] {
            littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
        }
        func u32(_ v: UInt32) -> [UInt8] {
            let bytes = [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
            return littleEndian ? bytes.reversed() : bytes
        }
        let tiff = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8)
            + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(value) + [0, 0] + u32(0)
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = UInt16(payload.count + 2)
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + [0xFF, 0xDA, 0, 2]
    }
}
