import CWebP
import Testing
import RasterKit

/// Photos as cameras and editors write them, made here: colour pixels plus EXIF with camera and
/// GPS tags, XMP, Photoshop/IPTC data, comments and text chunks, built byte by byte.
enum PhotoFixtures {
    /// Strings that must not survive cleaning; each sits in one kind of metadata.
    static let secrets = ["Canon", "EOS R5", "xmpmeta", "GPSLatitude", "Photoshop 3.0", "shot in the kitchen",
                          "Jane Doe", "2024:05:01", "extension data", "after the end"]

    /// Packed RGB: gradients, a texture and a dark block in the top-left corner, so that a turned
    /// or mirrored picture is told apart from the upright one.
    static func samples(width: Int, height: Int) -> [UInt8] {
        var samples = [UInt8](repeating: 0, count: 3 * width * height)
        for y in 0..<height {
            for x in 0..<width {
                let index = 3 * (y * width + x)
                let inBlock = x < width / 3 && y < height / 3
                let texture = (x * 7 + y * 13) % 32
                samples[index] = inBlock ? 20 : UInt8(60 + 150 * x / width + texture)
                samples[index + 1] = inBlock ? 20 : UInt8(60 + 150 * y / height)
                samples[index + 2] = inBlock ? 20 : UInt8(200 - texture * 3)
            }
        }
        return samples
    }

    /// A big-endian TIFF structure: IFD0 with Make, Model, Orientation, DateTime and a pointer to
    /// a GPS IFD holding GPSLatitudeRef and GPSLatitude.
    static func cameraTIFF(orientation: Int) -> [UInt8] {
        let make = Array("Canon\0".utf8), model = Array("EOS R5\0".utf8), date = Array("2024:05:01 10:00:00\0".utf8)
        let ifd0 = 8, ifd0Size = 2 + 5 * 12 + 4
        let gps = ifd0 + ifd0Size, gpsSize = 2 + 2 * 12 + 4
        let makeAt = gps + gpsSize, modelAt = makeAt + make.count, dateAt = modelAt + model.count
        let latitudeAt = dateAt + date.count
        var tiff: [UInt8] = [0x4D, 0x4D, 0, 42] + be32(8)
        tiff += be16(5)
        tiff += entry(0x010F, type: 2, count: make.count, value: be32(makeAt))
        tiff += entry(0x0110, type: 2, count: model.count, value: be32(modelAt))
        tiff += entry(0x0112, type: 3, count: 1, value: be16(orientation) + [0, 0])
        tiff += entry(0x0132, type: 2, count: date.count, value: be32(dateAt))
        tiff += entry(0x8825, type: 4, count: 1, value: be32(gps))
        tiff += be32(0)
        tiff += be16(2)
        tiff += entry(0x0001, type: 2, count: 2, value: Array("N\0\0\0".utf8))
        tiff += entry(0x0002, type: 5, count: 3, value: be32(latitudeAt))
        tiff += be32(0)
        tiff += make + model + date
        tiff += be32(48) + be32(1) + be32(51) + be32(1) + be32(2400) + be32(100)
        return tiff
    }

    static let xmpPacket = Array("""
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
        <rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N" \
        xmlns:tiff="http://ns.adobe.com/tiff/1.0/" tiff:Make="Canon"/></rdf:RDF></x:xmpmeta>
        """.utf8)

    /// A colour JPEG with JFIF, camera EXIF with GPS, XMP, extended XMP, Photoshop IPTC, an
    /// ICC profile, an Adobe marker, a comment and data after the end of the image.
    static func jpeg(width: Int = 240, height: Int = 160, orientation: Int = 1, progressive: Bool = false) throws -> [UInt8] {
        let plain = try JPEGEncoder(quality: 90, progressive: progressive)
            .encode(width: width, height: height, colorSpace: .rgb, samples: samples(width: width, height: height))
        precondition(plain[2...3] == [0xFF, 0xE0], "libjpeg writes JFIF APP0 first")
        let afterJFIF = 4 + (Int(plain[4]) << 8 | Int(plain[5]))
        var segments = segment(0xE1, Array("Exif\0\0".utf8) + cameraTIFF(orientation: orientation))
        segments += segment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0".utf8) + xmpPacket)
        segments += segment(0xE1, Array("http://ns.adobe.com/xmp/extension/\0".utf8) + Array(repeating: 0x41, count: 40)
                            + Array("extension data".utf8))
        segments += segment(0xED, Array("Photoshop 3.0\08BIM".utf8) + [4, 4, 0, 0, 0, 0, 0, 12, 0x1C, 2, 0x50, 0, 8]
                            + Array("Jane Doe".utf8))
        segments += segment(0xE2, Array("ICC_PROFILE\0".utf8) + [1, 1] + Array(repeating: 0, count: 128))
        segments += segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 1])
        segments += segment(0xFE, Array("shot in the kitchen".utf8))
        return Array(plain[..<afterJFIF]) + segments + plain[afterJFIF...] + Array("after the end".utf8)
    }

    /// A colour PNG with an eXIf chunk (camera and GPS), tEXt, zTXt, iTXt XMP and tIME.
    static func png(width: Int = 120, height: Int = 80, orientation: Int = 1) throws -> [UInt8] {
        let plain = try PNGEncoder().encode(width: width, height: height, channels: .rgb,
                                            samples: samples(width: width, height: height))
        var chunks = PNGTestFile.chunk("eXIf", cameraTIFF(orientation: orientation))
        chunks += PNGTestFile.chunk("tEXt", Array("Author\0Jane Doe".utf8))
        chunks += PNGTestFile.chunk("zTXt", Array("Comment\0\0".utf8) + PNGTestFile.zlibStored(Array("shot in the kitchen".utf8)))
        chunks += PNGTestFile.chunk("iTXt", Array("XML:com.adobe.xmp\0\0\0\0\0".utf8) + xmpPacket)
        chunks += PNGTestFile.chunk("tIME", [0x07, 0xE8, 5, 1, 10, 0, 0])
        chunks += PNGTestFile.chunk("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1])
        return Array(plain[..<33]) + chunks + plain[33...] + Array("after the end".utf8)
    }

    /// A lossy WebP in the extended format: VP8X with the EXIF and XMP flags, the image, an EXIF
    /// chunk (camera and GPS), an XMP chunk and an unknown chunk.
    static func webp(width: Int = 120, height: Int = 80, orientation: Int = 1) throws -> [UInt8] {
        let rgb = samples(width: width, height: height)
        var output: UnsafeMutablePointer<UInt8>?
        let size = WebPEncodeRGB(rgb, Int32(width), Int32(height), Int32(3 * width), 90, &output)
        defer { WebPFree(output) }
        let simple = try #require(output.map { Array(UnsafeBufferPointer(start: $0, count: size)) })
        let flags: UInt8 = 0x08 | 0x04
        var body = Array("WEBP".utf8)
        body += riffChunk("VP8X", [flags, 0, 0, 0] + le24(width - 1) + le24(height - 1))
        body += simple[12...]
        body += riffChunk("EXIF", cameraTIFF(orientation: orientation))
        body += riffChunk("XMP ", xmpPacket)
        body += riffChunk("ABCD", Array("shot in the kitchen".utf8))
        return Array("RIFF".utf8) + le32(body.count) + body
    }

    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker] + be16(payload.count + 2) + payload
    }

    static func riffChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        Array(type.utf8) + le32(data.count) + data + (data.count % 2 == 1 ? [0] : [])
    }

    private static func entry(_ tag: Int, type: Int, count: Int, value: [UInt8]) -> [UInt8] {
        be16(tag) + be16(type) + be32(count) + value
    }

    static func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value & 0xFFFF) }
    static func le24(_ value: Int) -> [UInt8] { (0..<3).map { UInt8(value >> (8 * $0) & 0xFF) } }
    static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
}
