import ShelfScanTestSupport
import Testing
@testable import RasterKit

@Suite("Photo metadata removal")
struct PhotoCleaningTests {
    let preparer = PhotoPreparer()

    /// The stored file holds none of the fixtures' metadata and decodes to the same pixels.
    func expectClean(_ input: [UInt8], _ photo: PreparedPhoto) throws {
        for secret in PhotoFixtures.secrets {
            #expect(!PhotoMetadataReader.contains(photo.bytes, secret), "\(secret) survived")
        }
        let decoder = ImageDecoder()
        #expect(try decoder.decode(photo.bytes) == decoder.decode(input))
    }

    @Test("JPEG: EXIF, XMP, IPTC, comments and trailing data go; JFIF, ICC and Adobe stay; orientation 6 is kept alone")
    func jpeg() throws {
        let input = try PhotoFixtures.jpeg(orientation: 6)
        let photo = try preparer.prepare(input, name: "cover.jpg")
        try expectClean(input, photo)
        #expect(photo.format == .jpeg)
        let segments = PhotoMetadataReader.jpegSegments(photo.bytes)
        let applicationMarkers = segments.map(\.marker).filter { (0xE0...0xEF).contains($0) || $0 == 0xFE }
        #expect(applicationMarkers == [0xE0, 0xE1, 0xE2, 0xEE])
        let exif = try #require(segments.first { $0.marker == 0xE1 })
        let tiff = PhotoMetadataReader.tiffTags(exif.payload)
        #expect(tiff.tags == [0x0112])
        #expect(tiff.orientation == 6)
        #expect(photo.bytes.suffix(2) == [0xFF, 0xD9])
        #expect(photo.orientation == .right)
    }

    @Test("JPEG upright: no EXIF segment is written back")
    func jpegUpright() throws {
        let input = try PhotoFixtures.jpeg(orientation: 1)
        let photo = try preparer.prepare(input, name: "cover.jpg")
        try expectClean(input, photo)
        #expect(!PhotoMetadataReader.jpegSegments(photo.bytes).contains { $0.marker == 0xE1 })
        #expect(photo.orientation == .up)
    }

    @Test("Progressive JPEG: every scan and the tables between them are kept")
    func progressive() throws {
        let input = try PhotoFixtures.jpeg(orientation: 8, progressive: true)
        let photo = try preparer.prepare(input, name: "progressive.jpg")
        try expectClean(input, photo)
        #expect(photo.width == 160 && photo.height == 240)
    }

    @Test("PNG: eXIf, text chunks, XMP and tIME go; pHYs stays; orientation 3 is kept in a minimal eXIf")
    func png() throws {
        let input = try PhotoFixtures.png(orientation: 3)
        let photo = try preparer.prepare(input, name: "cover.png")
        try expectClean(input, photo)
        let chunks = PhotoMetadataReader.pngChunks(photo.bytes)
        let types = chunks.map(\.type)
        #expect(!types.contains("tEXt") && !types.contains("zTXt") && !types.contains("iTXt") && !types.contains("tIME"))
        #expect(types.contains("pHYs"))
        #expect(types.last == "IEND")
        let exif = try #require(chunks.first { $0.type == "eXIf" })
        #expect(try #require(types.firstIndex(of: "eXIf")) < #require(types.firstIndex(of: "IDAT")))
        let tiff = PhotoMetadataReader.tiffTags(exif.data)
        #expect(tiff.tags == [0x0112] && tiff.orientation == 3)
        #expect(photo.orientation == .down)
        #expect(photo.width == 120 && photo.height == 80)
    }

    @Test("PNG upright: no eXIf chunk is left")
    func pngUpright() throws {
        let input = try PhotoFixtures.png(orientation: 1)
        let photo = try preparer.prepare(input, name: "cover.png")
        try expectClean(input, photo)
        #expect(!PhotoMetadataReader.pngChunks(photo.bytes).contains { $0.type == "eXIf" })
    }

    @Test("WebP: EXIF, XMP and unknown chunks go, VP8X flags and RIFF size are fixed, orientation 6 is kept")
    func webp() throws {
        let input = try PhotoFixtures.webp(orientation: 6)
        let photo = try preparer.prepare(input, name: "cover.webp")
        try expectClean(input, photo)
        let (chunks, sizeMatches) = PhotoMetadataReader.webpChunks(photo.bytes)
        #expect(sizeMatches)
        #expect(chunks.map(\.type) == ["VP8X", "VP8 ", "EXIF"])
        let flags = try #require(chunks.first?.data.first)
        #expect(flags & 0x08 != 0 && flags & 0x04 == 0)
        let tiff = PhotoMetadataReader.tiffTags(chunks[2].data)
        #expect(tiff.tags == [0x0112] && tiff.orientation == 6)
        #expect(photo.width == 80 && photo.height == 120)
    }

    @Test("WebP upright: both metadata flags are cleared and no EXIF chunk is left")
    func webpUpright() throws {
        let input = try PhotoFixtures.webp(orientation: 1)
        let photo = try preparer.prepare(input, name: "cover.webp")
        try expectClean(input, photo)
        let (chunks, sizeMatches) = PhotoMetadataReader.webpChunks(photo.bytes)
        #expect(sizeMatches)
        #expect(chunks.map(\.type) == ["VP8X", "VP8 "])
        #expect(chunks.first?.data.first.map { $0 & 0x0C } == 0)
    }

    @Test("A simple-format WebP with a stray EXIF chunk gets a VP8X header to keep its orientation")
    func simpleWebP() throws {
        let extended = try PhotoFixtures.webp(orientation: 8)
        let chunks = PhotoMetadataReader.webpChunks(extended).chunks
        let image = try #require(chunks.first { $0.type == "VP8 " })
        let exif = try #require(chunks.first { $0.type == "EXIF" })
        let body = Array("WEBP".utf8) + PhotoFixtures.riffChunk("VP8 ", image.data) + PhotoFixtures.riffChunk("EXIF", exif.data)
        let input = Array("RIFF".utf8) + PhotoFixtures.le32(body.count) + body
        let photo = try preparer.prepare(input, name: "simple.webp")
        try expectClean(input, photo)
        let cleaned = PhotoMetadataReader.webpChunks(photo.bytes)
        #expect(cleaned.chunks.map(\.type) == ["VP8X", "VP8 ", "EXIF"])
        #expect(cleaned.chunks[0].data == [0x08, 0, 0, 0] + PhotoFixtures.le24(119) + PhotoFixtures.le24(79))
        #expect(photo.orientation == .left)
    }
}

@Suite("Photo preparation of the format fixtures")
struct PhotoFixtureFileTests {
    @Test("Every JPEG, PNG and WebP fixture is accepted, keeps its pixels and its displayed size")
    func fixtures() throws {
        let names = TestImageFiles.names(in: "formats").filter { name in [".jpg", ".png", ".webp"].contains { name.hasSuffix($0) } }
        #expect(names.count > 10)
        let decoder = ImageDecoder()
        for name in names {
            let input = try TestImageFiles.bytes("formats", name)
            let photo = try PhotoPreparer().prepare(input, name: name)
            let original = try decoder.decode(input)
            let stored = try decoder.decode(photo.bytes)
            #expect(stored == original, "\(name)")
            if photo.format == .jpeg {
                #expect(photo.width == original.width && photo.height == original.height, "\(name)")
            }
            #expect(max(photo.thumbnail.width, photo.thumbnail.height) == min(320, max(photo.width, photo.height)), "\(name)")
        }
    }
}
