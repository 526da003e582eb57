import Foundation
import RasterKit
import ShelfScanTestSupport
import Testing

/// Every file in `TestImages/formats` holds the same 300×120 EAN-13 label, stored in a different
/// format or pixel layout (some in colour, some with transparent surroundings, some turned by an
/// EXIF orientation). Decoded through `ImageDecoder().decode(contentsOf:)`, each must come out
/// upright, at the stated size, and look like the reference picture.
@Suite("Format fixtures")
struct FormatFixtureTests {
    static let folder = "formats"
    static let fixtures = TestImageFiles.names(in: folder)

    /// `formats/reference.png` when the project has one; otherwise the 8-bit gray PNG, whose
    /// pixels are the label itself (black bars on white), stored losslessly.
    static let referenceName = fixtures.contains("reference.png") ? "reference.png" : "png-gray8.png"

    static func reference() throws -> GrayImage {
        try ImageDecoder().decode(contentsOf: TestImageFiles.path(folder, referenceName))
    }

    /// Rows 0..<8 of the label lie above the bars; several fixtures put deliberately different
    /// (partly transparent, tinted, graded) pixels there, so comparisons start below them.
    static let comparedFirstRow = 8

    // MARK: - Every fixture

    @Test("The formats folder holds fixtures and a reference picture")
    func folderIsPopulated() {
        #expect(Self.fixtures.count >= 30)
        #expect(Self.fixtures.contains(Self.referenceName))
    }

    @Test("Decodes to the expected size", arguments: fixtures)
    func decodesToExpectedSize(name: String) throws {
        let expected = try TestImageFiles.expected(Self.folder, name)
        let image = try ImageDecoder().decode(contentsOf: TestImageFiles.path(Self.folder, name))
        #expect(image.width == expected.width)
        #expect(image.height == expected.height)
    }

    @Test("Pixels are within the allowed mean error of the reference", arguments: fixtures)
    func matchesReference(name: String) throws {
        let expected = try TestImageFiles.expected(Self.folder, name)
        let image = try ImageDecoder().decode(contentsOf: TestImageFiles.path(Self.folder, name))
        let reference = try Self.reference()
        try #require(image.width == reference.width && image.height == reference.height)
        let comparison = LabelComparison(image, reference: reference, firstRow: Self.comparedFirstRow)
        // Bars must be clearly darker than paper: a decoder that drops alpha compositing, or
        // reads CMYK with the wrong polarity, fails here before the error is even measured.
        #expect(comparison.contrast >= 150, "bars \(comparison.barLevel), paper \(comparison.paperLevel)")
        let allowed = expected.meanError ?? Self.allowedMeanError(name)
        #expect(comparison.meanError <= allowed, "mean error \(comparison.meanError), allowed \(allowed)")
    }

    /// Lossless files allow a little for their tinted or graded paper; lossy ones for ringing.
    static func allowedMeanError(_ name: String) -> Double {
        if name.hasSuffix(".jpg") || name == "webp-lossy.webp" { return 2 }
        return 1.5
    }

    @Test("Lossless gray files reproduce the reference pixel for pixel", arguments: [
        "pgm-p2.pgm", "pgm-p5.pgm", "pgm-p5-16bit.pgm", "pgm-comments.pgm", "png-palette-1bit.png",
    ])
    func losslessGrayIsExact(name: String) throws {
        let image = try ImageDecoder().decode(contentsOf: TestImageFiles.path(Self.folder, name))
        #expect(image == (try Self.reference()))
    }

    @Test("A mirrored or turned label is told apart from the reference")
    func comparisonDetectsWrongOrientation() throws {
        let reference = try Self.reference()
        for orientation in [EXIFOrientation.upMirrored, .down, .downMirrored] {
            let wrong = reference.applying(orientation)
            let comparison = LabelComparison(wrong, reference: reference, firstRow: Self.comparedFirstRow)
            #expect(comparison.meanError > 10, "\(orientation): \(comparison.meanError)")
        }
    }

    // MARK: - Every decoder path has its fixture

    @Test("Each decoder path has a fixture that really exercises it", arguments: DecoderPath.all)
    func decoderPathIsCovered(path: DecoderPath) throws {
        let names = Self.fixtures
        try #require(names.contains(path.file), "missing fixture \(path.file) for \(path.name)")
        let bytes = try TestImageFiles.bytes(Self.folder, path.file)
        #expect(path.feature.isPresent(in: bytes), "\(path.file) is not \(path.name)")
        let image = try ImageDecoder().decode(contentsOf: TestImageFiles.path(Self.folder, path.file))
        #expect(image.width == 300 && image.height == 120)
    }

    @Test("EXIF orientations 1–8 are applied: stored sideways for 5–8, decoded upright for all",
          arguments: 1...8)
    func exifOrientation(value: Int) throws {
        let name = "jpeg-exif-orientation-\(value).jpg"
        let bytes = try TestImageFiles.bytes(Self.folder, name)
        let stored = try #require(HeaderFeature.jpegFrameSize(bytes))
        #expect(value >= 5 ? stored == (120, 300) : stored == (300, 120))
        let image = try ImageDecoder().decode(contentsOf: TestImageFiles.path(Self.folder, name))
        let comparison = LabelComparison(image, reference: try Self.reference(), firstRow: Self.comparedFirstRow)
        #expect(comparison.meanError <= Self.allowedMeanError(name))
    }
}

/// One way through the decoders, and the fixture meant to take it.
struct DecoderPath: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let feature: HeaderFeature

    var testDescription: String { "\(name) (\(file))" }

    static let all: [DecoderPath] = [
        DecoderPath(name: "PNG 8-bit gray", file: "png-gray8.png", feature: .png(bitDepth: 8, colourType: 0)),
        DecoderPath(name: "PNG gray + alpha", file: "png-gray-alpha.png", feature: .png(bitDepth: 8, colourType: 4)),
        DecoderPath(name: "PNG RGB", file: "png-rgb.png", feature: .png(bitDepth: 8, colourType: 2)),
        DecoderPath(name: "PNG RGBA", file: "png-rgba.png", feature: .png(bitDepth: 8, colourType: 6)),
        DecoderPath(name: "PNG 16-bit gray", file: "png-gray16.png", feature: .png(bitDepth: 16, colourType: 0)),
        DecoderPath(name: "PNG 16-bit RGB", file: "png-rgb16.png", feature: .png(bitDepth: 16, colourType: 2)),
        DecoderPath(name: "PNG palette 1-bit", file: "png-palette-1bit.png", feature: .png(bitDepth: 1, colourType: 3)),
        DecoderPath(name: "PNG palette 4-bit", file: "png-palette-4bit.png", feature: .png(bitDepth: 4, colourType: 3)),
        DecoderPath(name: "PNG palette 8-bit", file: "png-palette-8bit.png", feature: .png(bitDepth: 8, colourType: 3)),
        DecoderPath(name: "PNG palette + transparency", file: "png-palette-transparent.png",
                    feature: .pngPaletteWithTransparency),
        DecoderPath(name: "JPEG baseline colour", file: "jpeg-baseline-rgb.jpg",
                    feature: .jpeg(frameMarker: 0xC0, components: 3)),
        DecoderPath(name: "JPEG progressive", file: "jpeg-progressive-rgb.jpg",
                    feature: .jpeg(frameMarker: 0xC2, components: 3)),
        DecoderPath(name: "JPEG gray", file: "jpeg-gray.jpg", feature: .jpeg(frameMarker: 0xC0, components: 1)),
        DecoderPath(name: "JPEG CMYK (Adobe)", file: "jpeg-cmyk-adobe.jpg", feature: .jpegAdobeCMYK),
    ] + (1...8).map { value in
        DecoderPath(name: "JPEG EXIF orientation \(value)", file: "jpeg-exif-orientation-\(value).jpg",
                    feature: .jpegEXIFOrientation(value))
    } + [
        DecoderPath(name: "WebP lossy", file: "webp-lossy.webp", feature: .webp(chunk: "VP8 ", alpha: false)),
        DecoderPath(name: "WebP lossless", file: "webp-lossless.webp", feature: .webp(chunk: "VP8L", alpha: false)),
        DecoderPath(name: "WebP with alpha", file: "webp-lossless-alpha.webp", feature: .webp(chunk: "VP8L", alpha: true)),
        DecoderPath(name: "PGM P2 (text)", file: "pgm-p2.pgm", feature: .netpbm(magic: "P2", maxValue: 255, comments: false)),
        DecoderPath(name: "PGM P5 (binary)", file: "pgm-p5.pgm", feature: .netpbm(magic: "P5", maxValue: 255, comments: false)),
        DecoderPath(name: "PGM P5 16-bit", file: "pgm-p5-16bit.pgm",
                    feature: .netpbm(magic: "P5", maxValue: 65535, comments: false)),
        DecoderPath(name: "PGM with comments", file: "pgm-comments.pgm",
                    feature: .netpbm(magic: "P5", maxValue: 255, comments: true)),
        DecoderPath(name: "PPM P3 (text)", file: "ppm-p3.ppm", feature: .netpbm(magic: "P3", maxValue: 255, comments: false)),
        DecoderPath(name: "PPM P6 (binary)", file: "ppm-p6.ppm", feature: .netpbm(magic: "P6", maxValue: 255, comments: false)),
    ]
}

/// What a fixture's header must say for it to exercise a decoder path, read from the bytes here
/// (independently of RasterKit).
enum HeaderFeature: Sendable {
    case png(bitDepth: UInt8, colourType: UInt8)
    case pngPaletteWithTransparency
    case jpeg(frameMarker: UInt8, components: UInt8)
    case jpegAdobeCMYK
    case jpegEXIFOrientation(Int)
    case webp(chunk: String, alpha: Bool)
    case netpbm(magic: String, maxValue: Int, comments: Bool)

    func isPresent(in bytes: [UInt8]) -> Bool {
        switch self {
        case let .png(bitDepth, colourType):
            return Self.isPNG(bytes) && bytes[24] == bitDepth && bytes[25] == colourType
        case .pngPaletteWithTransparency:
            return Self.isPNG(bytes) && bytes[25] == 3 && Self.pngChunkTypes(bytes).contains("tRNS")
        case let .jpeg(frameMarker, components):
            guard let frame = Self.jpegSegments(bytes).first(where: { [0xC0, 0xC1, 0xC2].contains($0.marker) }) else {
                return false
            }
            return frame.marker == frameMarker && frame.payload.count > 5 && frame.payload[5] == components
        case .jpegAdobeCMYK:
            let segments = Self.jpegSegments(bytes)
            let hasAdobe = segments.contains { $0.marker == 0xEE && $0.payload.starts(with: Array("Adobe".utf8)) }
            let frame = segments.first { [0xC0, 0xC1, 0xC2].contains($0.marker) }
            return hasAdobe && frame.map { $0.payload.count > 5 && $0.payload[5] == 4 } == true
        case let .jpegEXIFOrientation(value):
            return Self.jpegEXIFOrientation(bytes) == value
        case let .webp(chunk, alpha):
            guard bytes.count > 30, bytes.starts(with: Array("RIFF".utf8)),
                  Array(bytes[8..<12]) == Array("WEBP".utf8),
                  String(decoding: bytes[12..<16], as: UTF8.self) == chunk else { return false }
            switch chunk {
            case "VP8L":
                // Signature 0x2F, then 14 + 14 bits of size and the alpha_is_used bit.
                let bits = UInt32(bytes[21]) | UInt32(bytes[22]) << 8 | UInt32(bytes[23]) << 16 | UInt32(bytes[24]) << 24
                return bytes[20] == 0x2F && (bits >> 28 & 1 == 1) == alpha
            case "VP8X":
                return (bytes[20] & 0x10 != 0) == alpha
            default:
                return !alpha
            }
        case let .netpbm(magic, maxValue, comments):
            guard bytes.starts(with: Array(magic.utf8)) else { return false }
            let header = Self.netpbmHeader(bytes)
            return header.numbers.count == 3 && header.numbers[2] == maxValue && header.hasComment == comments
        }
    }

    static func isPNG(_ bytes: [UInt8]) -> Bool {
        bytes.count > 33 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    static func pngChunkTypes(_ bytes: [UInt8]) -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    /// The marker segments before the first scan: marker byte and payload (after the length).
    static func jpegSegments(_ bytes: [UInt8]) -> [(marker: UInt8, payload: [UInt8])] {
        var segments: [(marker: UInt8, payload: [UInt8])] = []
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let end = min(bytes.count, offset + 2 + length)
            segments.append((marker, Array(bytes[(offset + 4)..<end])))
            if marker == 0xDA { break }
            offset += 2 + length
        }
        return segments
    }

    /// Width and height from the frame header, as stored (before any orientation).
    static func jpegFrameSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard let frame = jpegSegments(bytes).first(where: { [0xC0, 0xC1, 0xC2].contains($0.marker) }),
              frame.payload.count >= 5 else { return nil }
        let p = frame.payload
        return (Int(p[3]) << 8 | Int(p[4]), Int(p[1]) << 8 | Int(p[2]))
    }

    /// The Orientation tag (0x0112) of IFD0 in the APP1 Exif segment.
    static func jpegEXIFOrientation(_ bytes: [UInt8]) -> Int? {
        guard let app1 = jpegSegments(bytes).first(where: {
            $0.marker == 0xE1 && $0.payload.starts(with: Array("Exif".utf8) + [0, 0])
        }) else { return nil }
        let tiff = Array(app1.payload.dropFirst(6))
        guard tiff.count >= 8 else { return nil }
        let little = tiff[0] == 0x49
        func u16(_ at: Int) -> Int {
            little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int {
            little ? u16(at) | u16(at + 2) << 16 : u16(at) << 16 | u16(at + 2)
        }
        let ifd = u32(4)
        guard ifd + 2 <= tiff.count else { return nil }
        for entry in 0..<u16(ifd) {
            let at = ifd + 2 + entry * 12
            guard at + 12 <= tiff.count else { return nil }
            if u16(at) == 0x0112 { return u16(at + 8) }
        }
        return nil
    }

    /// The first three header numbers (width, height, maxval) and whether a comment came among them.
    static func netpbmHeader(_ bytes: [UInt8]) -> (numbers: [Int], hasComment: Bool) {
        var numbers: [Int] = []
        var hasComment = false
        var offset = 2
        while numbers.count < 3, offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "#") {
                hasComment = true
                while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
            } else if (0x30...0x39).contains(byte) {
                var value = 0
                while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) {
                    value = value * 10 + Int(bytes[offset] - 0x30)
                    offset += 1
                }
                numbers.append(value)
            } else {
                offset += 1
            }
        }
        return (numbers, hasComment)
    }
}

/// How closely a decoded label matches the reference once its own bar and paper levels are
/// mapped to black and white, so that a navy-on-cream or 16-bit file can be compared with the
/// black-on-white reference.
struct LabelComparison {
    /// Mean level of the pixels that are bars in the reference.
    let barLevel: Double
    /// Mean level of the pixels that are paper in the reference.
    let paperLevel: Double
    /// Mean absolute difference (0…255) after mapping `barLevel` to 0 and `paperLevel` to 255.
    let meanError: Double

    var contrast: Double { paperLevel - barLevel }

    init(_ image: GrayImage, reference: GrayImage, firstRow: Int) {
        var barSum = 0.0, barCount = 0.0, paperSum = 0.0, paperCount = 0.0
        for y in firstRow..<reference.height {
            for x in 0..<reference.width {
                let value = Double(image[x, y])
                if reference[x, y] < 128 {
                    barSum += value; barCount += 1
                } else {
                    paperSum += value; paperCount += 1
                }
            }
        }
        barLevel = barSum / max(barCount, 1)
        paperLevel = paperSum / max(paperCount, 1)
        let scale = 255 / max(paperLevel - barLevel, 1)
        var errorSum = 0.0
        for y in firstRow..<reference.height {
            for x in 0..<reference.width {
                let normalised = min(max((Double(image[x, y]) - barLevel) * scale, 0), 255)
                errorSum += abs(normalised - Double(reference[x, y]))
            }
        }
        meanError = errorSum / Double((reference.height - firstRow) * reference.width)
    }
}
