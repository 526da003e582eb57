import CWebP
import RasterKit
import ShelfScanTestSupport
import Testing

/// Photos as cameras write them, made here: colour pixels plus EXIF with camera and GPS tags,
/// XMP and comments, so that tests can check what the store keeps.
enum PhotoFixtures {
    /// Strings that must not survive in a stored photo; each sits in one kind of metadata.
    static let secrets = ["Canon", "GPSLatitude", "xmpmeta", "shot in the kitchen", "2024:05:01"]

    /// Packed RGB with gradients; `seed` changes every pixel, so different seeds give different files.
    static func samples(width: Int, height: Int, seed: Int = 0) -> [UInt8] {
        var samples = [UInt8](repeating: 0, count: 3 * width * height)
        for y in 0..<height {
            for x in 0..<width {
                let index = 3 * (y * width + x)
                samples[index] = UInt8((60 + 150 * x / width + seed * 17) % 256)
                samples[index + 1] = UInt8((60 + 150 * y / height + seed * 29) % 256)
                samples[index + 2] = UInt8((200 - (x * 7 + y * 13) % 32 * 3 + seed * 5) % 256)
            }
        }
        return samples
    }

    /// A big-endian TIFF: IFD0 with Make and DateTime and a GPS IFD with GPSLatitudeRef and GPSLatitude.
    static func cameraTIFF() -> [UInt8] {
        let make = Array("Canon\0".utf8), date = Array("2024:05:01 10:00:00\0".utf8)
        let gps = 8 + 2 + 3 * 12 + 4, gpsSize = 2 + 2 * 12 + 4
        let makeAt = gps + gpsSize, dateAt = makeAt + make.count, latitudeAt = dateAt + date.count
        var tiff: [UInt8] = [0x4D, 0x4D, 0, 42] + be32(8) + be16(3)
        tiff += entry(0x010F, type: 2, count: make.count, value: be32(makeAt))
        tiff += entry(0x0132, type: 2, count: date.count, value: be32(dateAt))
        tiff += entry(0x8825, type: 4, count: 1, value: be32(gps))
        tiff += be32(0) + be16(2)
        tiff += entry(0x0001, type: 2, count: 2, value: Array("N\0\0\0".utf8))
        tiff += entry(0x0002, type: 5, count: 3, value: be32(latitudeAt))
        tiff += be32(0) + make + date
        tiff += be32(48) + be32(1) + be32(51) + be32(1) + be32(2400) + be32(100)
        return tiff
    }

    static let xmpPacket = Array("""
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
        <rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N"/></rdf:RDF></x:xmpmeta>
        """.utf8)

    /// A colour JPEG with camera EXIF and GPS, XMP and a comment after the JFIF segment.
    static func jpeg(width: Int = 240, height: Int = 160, seed: Int = 0) throws -> [UInt8] {
        let plain = try JPEGEncoder(quality: 90)
            .encode(width: width, height: height, colorSpace: .rgb, samples: samples(width: width, height: height, seed: seed))
        let afterJFIF = 4 + (Int(plain[4]) << 8 | Int(plain[5]))
        var segments = segment(0xE1, Array("Exif\0\0".utf8) + cameraTIFF())
        segments += segment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0".utf8) + xmpPacket)
        segments += segment(0xFE, Array("shot in the kitchen".utf8))
        return Array(plain[..<afterJFIF]) + segments + plain[afterJFIF...]
    }

    /// A colour PNG with an eXIf chunk (camera and GPS), a tEXt comment and iTXt XMP.
    static func png(width: Int = 120, height: Int = 80, seed: Int = 0) throws -> [UInt8] {
        let plain = try PNGEncoder().encode(width: width, height: height, channels: .rgb,
                                            samples: samples(width: width, height: height, seed: seed))
        var chunks = PNGChunk.bytes("eXIf", cameraTIFF())
        chunks += PNGChunk.bytes("tEXt", Array("Comment\0shot in the kitchen".utf8))
        chunks += PNGChunk.bytes("iTXt", Array("XML:com.adobe.xmp\0\0\0\0\0".utf8) + xmpPacket)
        return Array(plain[..<33]) + chunks + plain[33...]
    }

    /// A lossy WebP in the extended format with EXIF (camera and GPS), XMP and an unknown chunk.
    static func webp(width: Int = 120, height: Int = 80, seed: Int = 0) throws -> [UInt8] {
        let rgb = samples(width: width, height: height, seed: seed)
        var output: UnsafeMutablePointer<UInt8>?
        let size = WebPEncodeRGB(rgb, Int32(width), Int32(height), Int32(3 * width), 90, &output)
        defer { WebPFree(output) }
        let simple = try #require(output.map { Array(UnsafeBufferPointer(start: $0, count: size)) })
        var body = Array("WEBP".utf8)
        body += riffChunk("VP8X", [0x08 | 0x04, 0, 0, 0] + le24(width - 1) + le24(height - 1))
        body += simple[12...]
        body += riffChunk("EXIF", cameraTIFF())
        body += riffChunk("XMP ", xmpPacket)
        body += riffChunk("ABCD", Array("shot in the kitchen".utf8))
        return Array("RIFF".utf8) + le32(body.count) + body
    }

    /// Whether `bytes` contains `text` anywhere.
    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard needle.count <= bytes.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker] + be16(payload.count + 2) + payload
    }

    private static func riffChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        Array(type.utf8) + le32(data.count) + data + (data.count % 2 == 1 ? [0] : [])
    }

    private static func entry(_ tag: Int, type: Int, count: Int, value: [UInt8]) -> [UInt8] {
        be16(tag) + be16(type) + be32(count) + value
    }

    private static func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    private static func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value & 0xFFFF) }
    private static func le24(_ value: Int) -> [UInt8] { (0..<3).map { UInt8(value >> (8 * $0) & 0xFF) } }
    private static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
}
