import RasterKit
import Testing

@Suite("PGM and PPM decoding")
struct PNMDecodingTests {
    let decoder = ImageDecoder()

    @Test("P2 text gray map with comments")
    func textGray() throws {
        let text = "P2\n# a comment\n3 2\n# another\n255\n0 128 255\n10 20 30\n"
        let image = try decoder.decode(Array(text.utf8))
        #expect(image.width == 3 && image.height == 2)
        #expect(image.pixels == [0, 128, 255, 10, 20, 30])
    }

    @Test("P2 with maxval 15 is scaled to 0…255")
    func textGrayScaled() throws {
        let image = try decoder.decode(Array("P2 2 1 15 0 15".utf8))
        #expect(image.pixels == [0, 255])
    }

    @Test("P5 binary gray map, 8 and 16 bits")
    func binaryGray() throws {
        let eight = try decoder.decode(Array("P5 2 2 255\n".utf8) + [0, 50, 100, 255])
        #expect(eight.pixels == [0, 50, 100, 255])
        let sixteen = try decoder.decode(Array("P5 2 1 65535\n".utf8) + [0xFF, 0xFF, 0x80, 0x00])
        #expect(sixteen.pixels == [255, 128])
    }

    @Test("P3 and P6 pixel maps become luma")
    func pixelMaps() throws {
        let text = try decoder.decode(Array("P3 3 1 255 255 0 0 0 255 0 255 255 255".utf8))
        #expect(text.pixels == [76, 150, 255])
        let binary = try decoder.decode(Array("P6 3 1 255\n".utf8) + [255, 0, 0, 0, 255, 0, 0, 0, 255])
        #expect(binary.pixels == [76, 150, 29])
    }

    @Test("Short pixel data is reported as truncated")
    func truncated() {
        #expect(throws: ImageError(source: "short.pgm", reason: .truncated(.pgm, detail: "3 of 4 data bytes"))) {
            try decoder.decode(Array("P5 2 2 255\n".utf8) + [1, 2, 3], source: "short.pgm")
        }
        let error = #expect(throws: ImageError.self) { try decoder.decode(Array("P2 2 2 255 1 2".utf8)) }
        #expect(error?.reason == .truncated(.pgm, detail: "2 of 4 samples"))
    }

    @Test("A missing maxval is named")
    func missingMaxval() {
        let error = #expect(throws: ImageError.self) { try decoder.decode(Array("P5 4 4".utf8)) }
        #expect(error?.reason == .truncated(.pgm, detail: "header ends before maxval"))
        let bad = #expect(throws: ImageError.self) { try decoder.decode(Array("P5 4 4 x".utf8)) }
        #expect(bad?.reason == .corrupt(.pgm, detail: "maxval is not a number"))
    }

    @Test("Maxval out of range and overlong numbers are corrupt")
    func badNumbers() {
        let zero = #expect(throws: ImageError.self) { try decoder.decode(Array("P5 1 1 0\n\u{0}".utf8)) }
        #expect(zero?.reason == .corrupt(.pgm, detail: "maxval 0 is outside 1…65535"))
        let long = #expect(throws: ImageError.self) { try decoder.decode(Array("P5 12345678901 1 255\n".utf8)) }
        #expect(long?.reason == .corrupt(.pgm, detail: "width is not a number"))
    }

    @Test("The pixel limit is checked from the header")
    func limit() {
        let small = ImageDecoder(limits: DecodingLimits(maxPixels: 10))
        let error = #expect(throws: ImageError.self) { try small.decode(Array("P5 4 4 255\n".utf8)) }
        #expect(error?.reason == .tooLarge(width: 4, height: 4, limit: 10))
    }
}
