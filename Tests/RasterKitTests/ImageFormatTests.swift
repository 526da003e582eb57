import RasterKit
import Testing

@Suite("Format detection and basic errors")
struct ImageFormatTests {
    @Test("Formats are recognised from their bytes", arguments: [
        ([UInt8]([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]), ImageFormat.png),
        ([0xFF, 0xD8, 0xFF, 0xE0], .jpeg),
        (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
        (Array("P2 1 1".utf8), .pgm), (Array("P5".utf8), .pgm),
        (Array("P3 1 1".utf8), .ppm), (Array("P6".utf8), .ppm),
    ])
    func sniff(bytes: [UInt8], format: ImageFormat) {
        #expect(ImageFormat(sniffing: bytes) == format)
    }

    @Test("Text, other RIFF files and other Netpbm variants are not images")
    func notImages() {
        #expect(ImageFormat(sniffing: Array("hello, world".utf8)) == nil)
        #expect(ImageFormat(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == nil)
        #expect(ImageFormat(sniffing: Array("P4 1 1".utf8)) == nil)
    }

    @Test("Empty and unrecognised input name the source")
    func errors() {
        let decoder = ImageDecoder()
        #expect(throws: ImageError(source: "x.png", reason: .empty)) { try decoder.decode([], source: "x.png") }
        let error = #expect(throws: ImageError.self) { try decoder.decode(Array("hello".utf8), source: "notes.jpg") }
        #expect(error?.description == "notes.jpg: not an image (no PNG, JPEG, WebP, PGM or PPM signature)")
    }

    @Test("A missing file is unreadable, with the system's reason")
    func missingFile() {
        let error = #expect(throws: ImageError.self) {
            try ImageDecoder().decode(contentsOf: "/nonexistent/cover.png")
        }
        #expect(error?.description == "/nonexistent/cover.png: cannot read: No such file or directory")
    }

    @Test("A folder is unreadable, not an empty image")
    func folder() {
        let error = #expect(throws: ImageError.self) { try ImageDecoder().decode(contentsOf: "/tmp") }
        #expect(error?.reason == .unreadable("Is a directory"))
    }
}

@Suite("Images in formats RasterKit does not read")
struct OtherFormatTests {
    @Test("a GIF, BMP or TIFF is named as such, not as something that is no image")
    func otherFormats() throws {
        for (bytes, kind) in [(Array("GIF89a....".utf8), FileKind.gif), (Array("BM..............".utf8), .bmp)] {
            #expect(throws: ImageError(source: "x", reason: .otherFormat(kind))) { try ImageDecoder().decode(bytes, source: "x") }
        }
        #expect(ImageError(source: "x.gif", reason: .otherFormat(.gif)).description == "x.gif: a GIF image, not a PNG, JPEG, WebP, PGM or PPM")
        #expect(FileKind.gif.isImage && !FileKind.text.isImage && !FileKind.pdf.isImage)
    }
}
