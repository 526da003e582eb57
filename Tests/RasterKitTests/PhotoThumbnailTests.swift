@testable import RasterKit
import Testing

@Suite("Photo thumbnails")
struct PhotoThumbnailTests {
    /// Mean absolute difference of two gray images of one size.
    func meanDifference(_ a: GrayImage, _ b: GrayImage) -> Double {
        var total = 0
        for y in 0..<a.height { for x in 0..<a.width { total += abs(Int(a[x, y]) - Int(b[x, y])) } }
        return Double(total) / Double(a.pixelCount)
    }

    /// The thumbnail is a colour JPEG of the stated size that looks like the upright photo.
    func expectUprightThumbnail(_ photo: PreparedPhoto, of input: [UInt8]) throws {
        let thumbnail = photo.thumbnail
        #expect(PhotoMetadataReader.jpegSegments(thumbnail.bytes).contains { $0.marker == 0xC0 && $0.payload[5] == 3 })
        let decoded = try ImageDecoder().decode(thumbnail.bytes)
        #expect(decoded.width == thumbnail.width && decoded.height == thumbnail.height)
        let reference = try ImageDecoder().decode(input).applying(extraTurn(input))
            .scaled(width: thumbnail.width, height: thumbnail.height)
        #expect(meanDifference(decoded, reference) < 6)
    }

    /// RasterKit's gray decoder turns JPEGs by their EXIF but leaves PNG and WebP as stored.
    func extraTurn(_ input: [UInt8]) throws -> EXIFOrientation {
        let format = try #require(PhotoFormat(FileKind(sniffing: input)))
        guard format != .jpeg else { return .up }
        return try PhotoPreparer().prepare(input, name: "input").orientation
    }

    @Test("A sideways (orientation 6) JPEG gets a portrait thumbnail, upright")
    func sidewaysJPEG() throws {
        let input = try PhotoFixtures.jpeg(width: 640, height: 480, orientation: 6)
        let photo = try PhotoPreparer().prepare(input, name: "sideways.jpg")
        #expect(photo.width == 480 && photo.height == 640)
        #expect(photo.thumbnail.width == 240 && photo.thumbnail.height == 320)
        try expectUprightThumbnail(photo, of: input)
    }

    @Test("Every orientation of a JPEG gives an upright thumbnail")
    func everyOrientation() throws {
        for orientation in EXIFOrientation.allCases {
            let input = try PhotoFixtures.jpeg(width: 400, height: 240, orientation: orientation.rawValue)
            let photo = try PhotoPreparer(thumbnailSide: 100).prepare(input, name: "\(orientation).jpg")
            #expect(max(photo.thumbnail.width, photo.thumbnail.height) == 100)
            try expectUprightThumbnail(photo, of: input)
        }
    }

    @Test("PNG and WebP thumbnails are upright too, with the longest side as configured")
    func pngAndWebP() throws {
        for input in [try PhotoFixtures.png(width: 300, height: 200, orientation: 8),
                      try PhotoFixtures.webp(width: 300, height: 200, orientation: 8)] {
            let photo = try PhotoPreparer(thumbnailSide: 150).prepare(input, name: "photo")
            #expect(photo.thumbnail.width == 100 && photo.thumbnail.height == 150)
            try expectUprightThumbnail(photo, of: input)
        }
    }

    @Test("A photo smaller than the thumbnail keeps its size")
    func small() throws {
        let photo = try PhotoPreparer().prepare(try PhotoFixtures.png(width: 90, height: 60), name: "small.png")
        #expect(photo.thumbnail.width == 90 && photo.thumbnail.height == 60)
    }

    @Test("The DCT scale is the smallest that still covers the thumbnail")
    func scale() {
        #expect(JPEGColourDecoding.scaleDenominator(longest: 4000, target: 320) == 8)
        #expect(JPEGColourDecoding.scaleDenominator(longest: 2000, target: 320) == 4)
        #expect(JPEGColourDecoding.scaleDenominator(longest: 700, target: 320) == 2)
        #expect(JPEGColourDecoding.scaleDenominator(longest: 600, target: 320) == 1)
        #expect(ThumbnailSize(width: 4000, height: 3000, longestSide: 320).height == 240)
    }
}
