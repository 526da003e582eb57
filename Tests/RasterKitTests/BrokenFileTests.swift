import Foundation
import RasterKit
import ShelfScanTestSupport
import Testing

/// Files and bytes the decoder must reject: each failure is an `ImageError` that names its
/// input and says why, and nothing half-decoded comes back.
@Suite("Broken files")
struct BrokenFileTests {
    static let folder = "broken"
    static let fixtures = TestImageFiles.names(in: folder)

    /// The case name of a reason, as written in `.expected.json` files.
    static func name(of reason: ImageError.Reason) -> String {
        switch reason {
        case .empty: return "empty"
        case .notAnImage: return "notAnImage"
        case .otherFormat: return "otherFormat"
        case .truncated: return "truncated"
        case .unsupported: return "unsupported"
        case .corrupt: return "corrupt"
        case .tooLarge: return "tooLarge"
        case .unreadable: return "unreadable"
        }
    }

    /// Decodes `bytes` and returns the error, recording an issue if it decoded instead.
    static func failure(decoding bytes: [UInt8], source: String,
                        decoder: ImageDecoder = ImageDecoder()) -> ImageError? {
        do {
            let image = try decoder.decode(bytes, source: source)
            Issue.record("\(source) decoded to a \(image.width)×\(image.height) image instead of failing")
            return nil
        } catch {
            return error
        }
    }

    // MARK: - The broken fixtures

    @Test("The broken folder holds its fixtures")
    func folderIsPopulated() {
        for name in ["empty.png", "huge.png", "missing-maxval.pgm", "short-data.ppm", "text.jpg",
                     "truncated.jpg", "truncated.png", "truncated.webp"] {
            #expect(Self.fixtures.contains(name), "missing broken/\(name)")
        }
    }

    @Test("Fails with the expected reason, naming the file", arguments: fixtures)
    func failsWithExpectedReason(name: String) throws {
        let path = TestImageFiles.path(Self.folder, name)
        let expected = try #require(try TestImageFiles.expected(Self.folder, name).error)
        let error = #expect(throws: ImageError.self) {
            try ImageDecoder().decode(contentsOf: path)
        }
        #expect(error?.source == path)
        #expect(error.map { Self.name(of: $0.reason) } == expected, "\(error?.description ?? "no error")")
    }

    @Test("The huge PNG is refused from its header as too large")
    func hugePNGIsTooLarge() {
        let path = TestImageFiles.path(Self.folder, "huge.png")
        let error = #expect(throws: ImageError.self) {
            try ImageDecoder().decode(contentsOf: path)
        }
        guard case let .tooLarge(width, height, limit)? = error?.reason else {
            Issue.record("expected tooLarge, got \(String(describing: error))")
            return
        }
        #expect(width == 100_000)
        #expect(height == 100_000)
        #expect(limit == DecodingLimits.standard.maxPixels)
    }

    @Test("A missing file is unreadable, naming the path")
    func missingFileIsUnreadable() {
        let path = TestImageFiles.path(Self.folder, "no-such-file.png")
        let error = #expect(throws: ImageError.self) {
            try ImageDecoder().decode(contentsOf: path)
        }
        #expect(error?.source == path)
        #expect(error.map { Self.name(of: $0.reason) } == "unreadable")
    }

    // MARK: - Pixel limits

    @Test("A pixel limit below the image's size makes a valid fixture too large",
          arguments: ["png-gray8.png", "jpeg-baseline-rgb.jpg", "webp-lossy.webp", "pgm-p5.pgm", "ppm-p6.ppm"])
    func customLimitRejects(name: String) {
        let path = TestImageFiles.path("formats", name)
        let decoder = ImageDecoder(limits: DecodingLimits(maxPixels: 300 * 120 - 1))
        let error = #expect(throws: ImageError.self) {
            try decoder.decode(contentsOf: path)
        }
        #expect(error == ImageError(source: path, reason: .tooLarge(width: 300, height: 120, limit: 35_999)))
    }

    @Test("A pixel limit equal to the image's size lets it through")
    func customLimitAtSize() throws {
        let decoder = ImageDecoder(limits: DecodingLimits(maxPixels: 300 * 120))
        let image = try decoder.decode(contentsOf: TestImageFiles.path("formats", "png-gray8.png"))
        #expect(image.pixelCount == 300 * 120)
    }

    // MARK: - Truncations in memory

    struct Truncation: Sendable, CustomTestStringConvertible {
        let file: String
        let percent: Int
        var testDescription: String { "\(file) cut at \(percent)%" }
    }

    static let truncations: [Truncation] = ["png-gray8.png", "jpeg-baseline-rgb.jpg", "webp-lossy.webp"]
        .flatMap { file in [10, 50, 90].map { Truncation(file: file, percent: $0) } }

    @Test("A valid PNG, JPEG or WebP cut short is truncated or corrupt, never an image", arguments: truncations)
    func truncatedBytesFail(truncation: Truncation) throws {
        let bytes = try TestImageFiles.bytes("formats", truncation.file)
        let cut = Array(bytes.prefix(bytes.count * truncation.percent / 100))
        let source = "cut \(truncation.file)"
        let error = Self.failure(decoding: cut, source: source)
        #expect(error?.source == source)
        let reason = error.map { Self.name(of: $0.reason) }
        #expect(reason == "truncated" || reason == "corrupt", "\(error?.description ?? "no error")")
    }

    @Test("Every cut of a small PNG fails unless only the closing IEND chunk is missing")
    func everyPNGCutFails() throws {
        let bytes = try TestImageFiles.bytes("formats", "png-gray8.png")
        let whole = try ImageDecoder().decode(bytes)
        let iendStart = bytes.count - 12
        for length in 1..<bytes.count {
            let cut = Array(bytes.prefix(length))
            if length < iendStart {
                _ = Self.failure(decoding: cut, source: "png-gray8.png[..<\(length)]")
            } else if let image = try? ImageDecoder().decode(cut) {
                // Every pixel was there: the result must be the whole picture, not a guess.
                #expect(image == whole, "cut at \(length) of \(bytes.count)")
            }
        }
    }

    @Test("Every cut of a small lossless WebP fails")
    func everyWebPCutFails() throws {
        let bytes = try TestImageFiles.bytes("formats", "webp-lossless.webp")
        for length in 1..<bytes.count {
            _ = Self.failure(decoding: Array(bytes.prefix(length)), source: "webp-lossless.webp[..<\(length)]")
        }
    }

    @Test("Cuts every 64 bytes through a JPEG and a lossy WebP are truncated or corrupt",
          arguments: ["jpeg-baseline-rgb.jpg", "jpeg-progressive-rgb.jpg", "webp-lossy.webp"])
    func steppedCutsFail(file: String) throws {
        let bytes = try TestImageFiles.bytes("formats", file)
        for length in stride(from: 16, to: bytes.count, by: 64) {   // past the 12-byte signatures
            let error = Self.failure(decoding: Array(bytes.prefix(length)), source: file)
            let reason = error.map { Self.name(of: $0.reason) }
            #expect(reason == "truncated" || reason == "corrupt" || reason == nil,
                    "cut at \(length): \(error?.description ?? "")")
        }
    }
}
