import RasterKit
import Testing

@Suite("File kinds")
struct FileKindTests {
    @Test("Signatures are recognised, and only JPEG, PNG and WebP are photo formats")
    func signatures() {
        let samples: [(String, [UInt8], FileKind)] = [
            ("JPEG", [0xFF, 0xD8, 0xFF, 0xE0], .jpeg),
            ("PNG", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
            ("WebP", Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
            ("GIF", Array("GIF87a".utf8), .gif),
            ("TIFF", Array("II*\u{0}".utf8) + [8, 0, 0, 0], .tiff),
            ("HEIC", [0, 0, 0, 24] + Array("ftypheic".utf8), .heif),
            ("AVIF", [0, 0, 0, 24] + Array("ftypavif".utf8), .avif),
            ("PDF", Array("%PDF-1.7".utf8), .pdf),
            ("PPM", Array("P6\n1 1\n255\n".utf8) + [1, 2, 3], .netpbm),
            ("UTF-8 text", Array("Ein schönes Buch".utf8), .text),
            ("binary", [0, 159, 146, 150], .unknown),
        ]
        for (label, bytes, kind) in samples {
            #expect(FileKind(sniffing: bytes) == kind, "\(label)")
            #expect((PhotoFormat(kind) != nil) == [.jpeg, .png, .webp].contains(kind), "\(label)")
        }
        #expect(PhotoFormat.webp.mediaType == "image/webp")
    }
}
