import CShims
import RasterKit
import Testing

@Suite("JPEG encoder")
struct JPEGEncoderTests {
    /// Half black, half white: after compression the halves must stay clearly dark and light.
    static let image: GrayImage = {
        var image = GrayImage(width: 64, height: 32, fill: 255)
        for y in 0..<32 { for x in 0..<32 { image[x, y] = 0 } }
        return image
    }()

    /// Marker codes in order up to the start of scan.
    static func markers(_ jpeg: [UInt8]) -> [UInt8] {
        var found: [UInt8] = []
        var index = 2
        while index + 4 <= jpeg.count, jpeg[index] == 0xFF {
            let marker = jpeg[index + 1]
            found.append(marker)
            if marker == 0xDA { break }
            index += 2 + (Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3]))
        }
        return found
    }

    static func components(_ jpeg: [UInt8]) -> Int? {
        var index = 2
        while index + 10 <= jpeg.count, jpeg[index] == 0xFF {
            let marker = jpeg[index + 1]
            if marker == 0xC0 || marker == 0xC2 { return Int(jpeg[index + 9]) }
            index += 2 + (Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3]))
        }
        return nil
    }

    @Test("A GrayImage becomes a baseline one-component JPEG that decodes close to the original")
    func gray() throws {
        let jpeg = try JPEGEncoder(quality: 90).encode(Self.image)
        #expect(jpeg.prefix(2) == [0xFF, 0xD8])
        #expect(jpeg.suffix(2) == [0xFF, 0xD9])
        #expect(Self.markers(jpeg).contains(0xC0))
        #expect(Self.markers(jpeg).first == 0xE0)   // JFIF
        #expect(Self.components(jpeg) == 1)
        let decoded = try ImageDecoder().decode(jpeg)
        #expect(decoded.width == 64 && decoded.height == 32)
        #expect(decoded[8, 16] < 20 && decoded[56, 16] > 235)
    }

    @Test("Progressive mode writes SOF2 and still decodes")
    func progressive() throws {
        let jpeg = try JPEGEncoder(quality: 80, progressive: true).encode(Self.image)
        #expect(Self.markers(jpeg).contains(0xC2))
        #expect(!Self.markers(jpeg).contains(0xC0))
        #expect(try ImageDecoder().decode(jpeg).width == 64)
    }

    @Test("RGB and CMYK samples give three and four components; CMYK carries an Adobe marker")
    func colorSpaces() throws {
        let rgb = [UInt8](repeating: 0, count: 8 * 8 * 3)
        let rgbJPEG = try JPEGEncoder().encode(width: 8, height: 8, colorSpace: .rgb, samples: rgb)
        #expect(Self.components(rgbJPEG) == 3)
        // Inverted (Adobe) CMYK: 255 is no ink, so this is white paper.
        let cmyk = [UInt8](repeating: 255, count: 8 * 8 * 4)
        let cmykJPEG = try JPEGEncoder().encode(width: 8, height: 8, colorSpace: .cmyk, samples: cmyk)
        #expect(Self.components(cmykJPEG) == 4)
        #expect(Self.markers(cmykJPEG).contains(0xEE))
        #expect(try ImageDecoder().decode(cmykJPEG)[4, 4] > 240)
    }

    @Test("EXIF goes into APP1 right after SOI and its orientation reads back", arguments: EXIFOrientation.allCases)
    func exif(orientation: EXIFOrientation) throws {
        let jpeg = try JPEGEncoder(exif: orientation.exifPayload).encode(Self.image)
        #expect(Self.markers(jpeg).first == 0xE1)
        #expect(!Self.markers(jpeg).contains(0xE0))
        let read = jpeg.withUnsafeBufferPointer { EXIFOrientation(jpeg: $0) }
        #expect(read == orientation)
    }

    @Test("Pixels stored turned, with the orientation that undoes it, decode upright", arguments: EXIFOrientation.allCases)
    func orientedRoundTrip(orientation: EXIFOrientation) throws {
        // Dark only in the top-left 16×16 corner of a 64×32 image, so every turn and mirror shows.
        var upright = GrayImage(width: 64, height: 32, fill: 255)
        for y in 0..<16 { for x in 0..<16 { upright[x, y] = 0 } }
        let undo: EXIFOrientation = orientation == .right ? .left : orientation == .left ? .right : orientation
        let stored = upright.applying(undo)
        let jpeg = try JPEGEncoder(quality: 95, exif: orientation.exifPayload).encode(stored)
        let decoded = try ImageDecoder().decode(jpeg)
        #expect(decoded.width == 64 && decoded.height == 32)
        #expect(decoded[4, 4] < 30 && decoded[60, 4] > 225 && decoded[4, 28] > 225)
    }

    @Test("Bad input is rejected with the values that were wrong")
    func errors() {
        #expect(throws: JPEGEncodingError.invalidQuality(0)) { try JPEGEncoder(quality: 0).encode(Self.image) }
        #expect(throws: JPEGEncodingError.invalidQuality(101)) { try JPEGEncoder(quality: 101).encode(Self.image) }
        #expect(throws: JPEGEncodingError.invalidSize(width: 70_000, height: 1)) {
            try JPEGEncoder().encode(width: 70_000, height: 1, colorSpace: .gray, samples: [])
        }
        #expect(throws: JPEGEncodingError.tooFewSamples(given: 5, needed: 12, layout: "2×2 rgb")) {
            try JPEGEncoder().encode(width: 2, height: 2, colorSpace: .rgb, samples: [1, 2, 3, 4, 5])
        }
        #expect(throws: JPEGEncodingError.invalidRowStride(stride: 3, minimum: 8)) {
            try JPEGEncoder().encode(width: 2, height: 2, colorSpace: .cmyk, samples: [UInt8](repeating: 0, count: 16),
                                     rowStride: 3)
        }
        #expect(throws: JPEGEncodingError.exifTooLarge(70_000)) {
            try JPEGEncoder(exif: [UInt8](repeating: 0, count: 70_000)).encode(Self.image)
        }
    }

    @Test("The C shim refuses a bad request with a message instead of calling libjpeg")
    func shimRejects() {
        let pixels = [UInt8](repeating: 0, count: 16)
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 128)
        let status = pixels.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { text in
                var request = shims_jpeg_encode_request(pixels: buffer.baseAddress, stride: 8, width: 4, height: 2,
                                                        components: 2, quality: 50, progressive: 0, exif: nil, exif_size: 0)
                return shims_jpeg_encode(&request, &output, &size, text.baseAddress, text.count)
            }
        }
        #expect(status == SHIMS_JPEG_ENCODE_BAD_ARGUMENT)
        #expect(output == nil && size == 0)
        #expect(message[0] != 0)
    }
}
