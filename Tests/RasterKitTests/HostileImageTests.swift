import Foundation
@testable import RasterKit
import ShelfScanTestSupport
import Testing

/// Files made to hurt a reader: sizes whose product overflows, inputs that never end, and
/// progressive JPEGs that make a decoder walk the picture thousands of times. Each is refused with
/// an error naming it, within the limits `DecodingLimits` documents.
@Suite("Hostile images")
struct HostileImageTests {
    @Test("A PNG claiming 4294967295×4294967295 pixels is too large, and saying so does not trap")
    func overflowingPNGSize() throws {
        let bytes = HostileFiles.png()
        let error = #expect(throws: ImageError.self) { try ImageDecoder().decode(bytes, source: "huge.png") }
        #expect(error?.reason == .tooLarge(width: 4_294_967_295, height: 4_294_967_295, limit: 50_000_000))
        #expect(error?.description ==
                "huge.png: too large: 4294967295×4294967295 is more than \(Int.max) pixels, the limit is 50000000")
    }

    @Test("The same PNG as a photo upload is refused for its pixels, and the message does not trap")
    func overflowingPhotoSize() {
        let error = #expect(throws: PhotoError.self) {
            try PhotoPreparer().prepare(HostileFiles.png(), name: "huge.png")
        }
        #expect(error?.description.hasPrefix("huge.png: 4294967295×4294967295 is more than") == true)
    }

    @Test("A progressive JPEG with 150 copies of its last scan is refused after 100 scans")
    func tooManyScans() throws {
        let image = GrayImage(width: 64, height: 48, fill: 128)
        let plain = try JPEGEncoder(quality: 80, progressive: true).encode(image)
        let hostile = try Self.repeatingLastScan(of: plain, times: 150)
        #expect(try ImageDecoder().decode(plain).width == 64)
        let error = #expect(throws: ImageError.self) { try ImageDecoder().decode(hostile, source: "scans.jpg") }
        #expect(error?.reason == .corrupt(.jpeg, detail: "more than 100 scans"))
        let strict = ImageDecoder(limits: DecodingLimits(maxPixels: 50_000_000, maxProgressiveScans: 5))
        #expect(throws: ImageError(source: "plain.jpg", reason: .corrupt(.jpeg, detail: "more than 5 scans"))) {
            try strict.decode(plain, source: "plain.jpg")
        }
    }

    @Test("A device that never ends is read no further than the byte limit")
    func endlessDevice() {
        let decoder = ImageDecoder(limits: DecodingLimits(maxPixels: 50_000_000, maxFileBytes: 1 << 20))
        #expect(throws: ImageError(source: "/dev/zero", reason: .unreadable("larger than 1 MiB"))) {
            try decoder.decode(contentsOf: "/dev/zero")
        }
        #expect(throws: FileError(path: "/dev/zero", problem: .tooLarge(limit: 1000))) {
            try FileContents.read(path: "/dev/zero", limit: 1000)
        }
    }

    @Test("A 1 GB PGM is refused from its size before a byte of it is read")
    func gigabytePGM() throws {
        let path = try TestPaths.scratchFolder("hostile").appendingPathComponent("big.pgm").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("P5\n7000 7000\n255\n".utf8))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        #expect(throws: ImageError(source: path, reason: .unreadable("larger than 256 MiB"))) {
            try ImageDecoder().decode(contentsOf: path)
        }
    }

    @Test("A file exactly at the byte limit is read whole")
    func fileAtLimit() throws {
        let path = try TestPaths.scratchFolder("hostile").appendingPathComponent("edge.bin").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(repeating: 7, count: 4096))
        #expect(try FileContents.read(path: path, limit: 4096).count == 4096)
        #expect(throws: FileError(path: path, problem: .tooLarge(limit: 4095))) {
            try FileContents.read(path: path, limit: 4095)
        }
    }

    /// `jpeg` with its last scan (SOS segment and entropy-coded data) repeated `times` more times
    /// before EOI. libjpeg takes a repeated refinement scan with a warning, so only a scan limit stops it.
    static func repeatingLastScan(of jpeg: [UInt8], times: Int) throws -> [UInt8] {
        let start = try #require(lastMarker(0xDA, in: jpeg))
        let end = try #require(lastMarker(0xD9, in: jpeg))
        let scan = jpeg[start..<end]
        return Array(jpeg[..<end]) + Array(repeatElement(scan, count: times).joined()) + [0xFF, 0xD9]
    }

    /// The offset of the last `FF marker` pair; entropy-coded data never holds one, as it stuffs
    /// a zero after every FF byte.
    private static func lastMarker(_ marker: UInt8, in bytes: [UInt8]) -> Int? {
        stride(from: bytes.count - 2, through: 0, by: -1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == marker }
    }
}
