import CPNG
import RasterKit
import Testing

@Suite("PNG encoder")
struct PNGEncoderTests {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width, height, bit depth and colour type as libpng reads them back
    /// (`png_image_begin_read_from_memory`) and as the IHDR chunk states them.
    static func header(_ png: [UInt8]) -> (width: Int, height: Int, bitDepth: UInt8, colorType: UInt8)? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let ok = png.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard ok != 0, png.count > 25 else { return nil }
        return (Int(image.width), Int(image.height), png[24], png[25])
    }

    @Test("A GrayImage becomes an 8-bit gray PNG that decodes to the same pixels")
    func grayImage() throws {
        var image = GrayImage(width: 37, height: 11, fill: 200)
        image[3, 4] = 0
        let png = try PNGEncoder().encode(image)
        #expect(Array(png.prefix(8)) == Self.signature)
        let header = try #require(Self.header(png))
        #expect(header.width == 37 && header.height == 11)
        #expect(header.bitDepth == 8 && header.colorType == 0)
        #expect(try ImageDecoder().decode(png) == image)
    }

    @Test("Row padding is not written")
    func padded() throws {
        let padded = GrayImage(width: 2, height: 2, bytesPerRow: 3, pixels: [10, 20, 99, 30, 40, 99])!
        let decoded = try ImageDecoder().decode(try PNGEncoder().encode(padded))
        #expect(decoded.pixels == [10, 20, 30, 40])
    }

    @Test("Every channel layout gets its PNG colour type", arguments: [
        (PNGEncoder.Channels.gray, UInt8(0)), (.grayAlpha, 4), (.rgb, 2), (.rgba, 6),
    ])
    func channels(channels: PNGEncoder.Channels, colorType: UInt8) throws {
        let samples = [UInt8](repeating: 128, count: 5 * 3 * channels.count)
        let png = try PNGEncoder().encode(width: 5, height: 3, channels: channels, samples: samples)
        let header = try #require(Self.header(png))
        #expect(header.width == 5 && header.height == 3)
        #expect(header.bitDepth == 8 && header.colorType == colorType)
        let wide = try PNGEncoder().encode(width: 5, height: 3, channels: channels,
                                           linearSamples: samples.map { UInt16($0) * 257 })
        let wideHeader = try #require(Self.header(wide))
        #expect(wideHeader.bitDepth == 16 && wideHeader.colorType == colorType)
    }

    @Test("Palettes become colour type 3, packed to fewer bits when small", arguments: [
        (2, UInt8(1)), (4, 2), (16, 4), (17, 8), (256, 8),
    ])
    func palette(size: Int, bitDepth: UInt8) throws {
        let palette = (0..<size).map { PNGEncoder.PaletteEntry(gray: UInt8($0 * 255 / max(size - 1, 1))) }
        let indices = (0..<24).map { UInt8($0 % size) }
        let png = try PNGEncoder().encode(width: 6, height: 4, indices: indices, palette: palette)
        let header = try #require(Self.header(png))
        #expect(header.colorType == 3 && header.bitDepth == bitDepth)
    }

    @Test("Transparent palette entries add a tRNS chunk and composite on white")
    func transparency() throws {
        let palette = [PNGEncoder.PaletteEntry(gray: 0, alpha: 0), .init(gray: 0)]
        let png = try PNGEncoder().encode(width: 2, height: 1, indices: [0, 1], palette: palette)
        let chunkType = Array("tRNS".utf8)
        #expect((0..<(png.count - 4)).contains { Array(png[$0..<($0 + 4)]) == chunkType })
        #expect(try ImageDecoder().decode(png).pixels == [255, 0])
    }

    @Test("Compressing harder than raw data still fits (the buffer is grown)")
    func incompressible() throws {
        var state: UInt32 = 12345
        let noise = (0..<(64 * 64 * 3)).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let png = try PNGEncoder(favorsSpeed: true).encode(width: 64, height: 64, channels: .rgb, samples: noise)
        #expect(Self.header(png)?.width == 64)
    }

    @Test("Bad input is rejected with the values that were wrong")
    func errors() {
        let encoder = PNGEncoder()
        #expect(throws: PNGEncodingError.invalidSize(width: 0, height: 3)) {
            try encoder.encode(width: 0, height: 3, channels: .gray, samples: [])
        }
        #expect(throws: PNGEncodingError.tooFewSamples(given: 3, needed: 12, layout: "2×2 rgb")) {
            try encoder.encode(width: 2, height: 2, channels: .rgb, samples: [0, 0, 0])
        }
        #expect(throws: PNGEncodingError.invalidRowStride(stride: 2, minimum: 6)) {
            try encoder.encode(width: 2, height: 2, channels: .rgb, samples: [UInt8](repeating: 0, count: 12), rowStride: 2)
        }
        #expect(throws: PNGEncodingError.invalidPaletteSize(0)) {
            try encoder.encode(width: 1, height: 1, indices: [0], palette: [])
        }
        #expect(throws: PNGEncodingError.paletteIndexOutOfRange(index: 2, pixel: 3, paletteSize: 2)) {
            try encoder.encode(width: 2, height: 2, indices: [0, 1, 1, 2], palette: [.init(gray: 0), .init(gray: 255)])
        }
        #expect(PNGEncodingError.invalidPaletteSize(300).description.contains("300"))
    }
}
