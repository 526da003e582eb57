@testable import RasterKit
import Testing

@Suite("Photo refusals")
struct PhotoRefusalTests {
    func reason(_ bytes: [UInt8], limits: PhotoLimits = .standard) -> PhotoError.Reason? {
        do {
            _ = try PhotoPreparer(limits: limits).prepare(bytes, name: "upload.bin")
            return nil
        } catch {
            #expect(error.source == "upload.bin")
            return error.reason
        }
    }

    @Test("Other kinds of file are refused naming what they are")
    func wrongKind() throws {
        #expect(reason(Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]) == .notAPhoto(.gif))
        #expect(reason(Array("P5\n2 2\n255\n".utf8) + [0, 0, 0, 0]) == .notAPhoto(.netpbm))
        #expect(reason(Array("title,isbn\nDune,9780441013593\n".utf8)) == .notAPhoto(.text))
        #expect(reason([0x00, 0x01, 0x02, 0xFE]) == .notAPhoto(.unknown))
        #expect(reason([]) == .empty)
        let error = PhotoError(source: "cover.gif", reason: .notAPhoto(.gif))
        #expect(error.description == "cover.gif: a GIF image, not a JPEG, PNG or WebP photo")
    }

    @Test("Truncated files of each format are refused as truncated")
    func truncated() throws {
        let jpeg = try PhotoFixtures.jpeg()
        let png = try PhotoFixtures.png()
        let webp = try PhotoFixtures.webp()
        for (file, format) in [(jpeg, ImageFormat.jpeg), (png, .png), (webp, .webp)] {
            let cut = Array(file.prefix(file.count * 2 / 3))
            guard case let .undecodable(.truncated(found, _)) = reason(cut) else {
                Issue.record("\(format) cut short: \(String(describing: reason(cut)))")
                continue
            }
            #expect(found == format)
        }
    }

    @Test("Damaged image data is refused with the decoder's reason")
    func corrupt() throws {
        var png = try PhotoFixtures.png()
        let idat = try #require(PhotoMetadataReader.pngChunks(png).firstIndex { $0.type == "IDAT" })
        let offset = 8 + PhotoMetadataReader.pngChunks(png)[..<idat].reduce(0) { $0 + 12 + $1.data.count }
        png[offset + 20] ^= 0xFF
        guard case .undecodable(.corrupt(.png, _)) = reason(png) else {
            Issue.record("damaged PNG: \(String(describing: reason(png)))")
            return
        }
    }

    @Test("A file over the byte limit is refused before it is looked into")
    func tooManyBytes() throws {
        let jpeg = try PhotoFixtures.jpeg()
        let limits = PhotoLimits(maxBytes: 1000, maxPixels: 50_000_000)
        #expect(reason(jpeg, limits: limits) == .tooManyBytes(count: jpeg.count, limit: 1000))
    }

    @Test("A picture over the pixel limit is refused from its header")
    func tooManyPixels() throws {
        let limits = PhotoLimits(maxBytes: 25_000_000, maxPixels: 9_000)
        #expect(reason(try PhotoFixtures.jpeg(), limits: limits) == .tooManyPixels(width: 240, height: 160, limit: 9_000))
        #expect(reason(try PhotoFixtures.png(), limits: limits) == .tooManyPixels(width: 120, height: 80, limit: 9_000))
        #expect(reason(try PhotoFixtures.webp(), limits: limits) == .tooManyPixels(width: 120, height: 80, limit: 9_000))
    }

    @Test("A decompression bomb (a 100000×100000 PNG in a few hundred bytes) is refused from its header")
    func pngBomb() throws {
        let zeroRows = PNGTestFile.zlibStored([UInt8](repeating: 0, count: 200))
        let header = PNGTestFile.bigEndian(100_000) + PNGTestFile.bigEndian(100_000) + [8, 0, 0, 0, 0]
        let bomb = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PNGTestFile.chunk("IHDR", header)
            + PNGTestFile.chunk("IDAT", zeroRows) + PNGTestFile.chunk("IEND", [])
        let start = ContinuousClock.now
        #expect(reason(bomb) == .tooManyPixels(width: 100_000, height: 100_000, limit: 50_000_000))
        #expect(ContinuousClock.now - start < .milliseconds(50))
    }

    @Test("A JPEG whose frame header claims 60000×60000 is refused from its header")
    func jpegBomb() throws {
        var jpeg = try PhotoFixtures.jpeg()
        let frame = try #require((2..<jpeg.count - 9).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(frame + 5..<frame + 9, with: PhotoFixtures.be16(60_000) + PhotoFixtures.be16(60_000))
        #expect(reason(jpeg) == .tooManyPixels(width: 60_000, height: 60_000, limit: 50_000_000))
    }
}
