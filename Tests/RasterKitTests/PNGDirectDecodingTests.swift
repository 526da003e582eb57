import Foundation
import ShelfScanTestSupport
import Testing
@testable import RasterKit

/// The direct PNG path (libdeflate and RasterKit's own unfiltering) against a plain reference
/// written from the specification, against libpng, and on the files it must leave to libpng.
@Suite("PNG direct decoding")
struct PNGDirectDecodingTests {
    /// One colour type and bit depth, with its channel count for the sample generator.
    struct Variant: Sendable, CustomTestStringConvertible {
        var colourType: UInt8
        var bitDepth: UInt8
        var transparent = false
        var testDescription: String { "type \(colourType), \(bitDepth)-bit\(transparent ? ", tRNS" : "")" }
    }

    static let variants: [Variant] = [
        Variant(colourType: 0, bitDepth: 1), Variant(colourType: 0, bitDepth: 2),
        Variant(colourType: 0, bitDepth: 4), Variant(colourType: 0, bitDepth: 8),
        Variant(colourType: 0, bitDepth: 8, transparent: true),
        Variant(colourType: 2, bitDepth: 8), Variant(colourType: 2, bitDepth: 8, transparent: true),
        Variant(colourType: 3, bitDepth: 1), Variant(colourType: 3, bitDepth: 2),
        Variant(colourType: 3, bitDepth: 4), Variant(colourType: 3, bitDepth: 8),
        Variant(colourType: 3, bitDepth: 8, transparent: true),
        Variant(colourType: 4, bitDepth: 8), Variant(colourType: 6, bitDepth: 8),
    ]

    /// A scrambled but repeatable byte for position `index` of picture `seed`.
    static func noise(_ index: Int, seed: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt64(index &+ seed &* 7919) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }

    /// A 37×9 picture of scrambled samples (odd width, so sub-byte rows end mid-byte).
    static func picture(_ variant: Variant, width: Int = 37, height: Int = 9) -> PNGTestFile {
        var file = PNGTestFile(width: width, height: height, bitDepth: variant.bitDepth,
                               colourType: variant.colourType, rows: [])
        let maximum = UInt8((1 << Int(variant.bitDepth)) - 1)
        let entries = min(Int(maximum) + 1, 23)
        file.rows = (0..<height).map { y in
            (0..<file.rowBytes).map { noise(y * 1000 + $0, seed: Int(variant.colourType)) }
        }
        if variant.colourType == 3 {
            file.rows = file.rows.map { $0.map { Self.indices($0, bits: Int(variant.bitDepth), below: entries) } }
            file.palette = (0..<entries * 3).map { noise($0, seed: 99) }
        }
        if variant.transparent {
            switch variant.colourType {
            case 0: file.transparency = [0, file.rows[0][0]]
            case 2: file.transparency = [0, file.rows[0][0], 0, file.rows[0][1], 0, file.rows[0][2]]
            default: file.transparency = (0..<entries / 2).map { noise($0, seed: 5) }
            }
        }
        return file
    }

    /// Rewrites each packed sample of `byte` to a palette index below `entries`.
    static func indices(_ byte: UInt8, bits: Int, below entries: Int) -> UInt8 {
        guard bits < 8 else { return UInt8(Int(byte) % entries) }
        var packed = 0
        for slot in 0..<(8 / bits) {
            let sample = (Int(byte) >> (slot * bits)) & ((1 << bits) - 1)
            packed |= (sample % entries) << (slot * bits)
        }
        return UInt8(packed)
    }

    /// What a pixel must decode to, computed sample by sample from the unfiltered rows.
    static func reference(_ file: PNGTestFile) -> [UInt8] {
        let bits = Int(file.bitDepth)
        func sample(_ row: [UInt8], _ index: Int) -> Int {
            let bit = index * bits
            return (Int(row[bit / 8]) >> (8 - bits - bit % 8)) & ((1 << bits) - 1)
        }
        func luma(_ r: Int, _ g: Int, _ b: Int) -> Int { (19595 * r + 38470 * g + 7471 * b + 32768) >> 16 }
        func onWhite(_ value: Int, _ alpha: Int) -> Int { (value * alpha + 255 * (255 - alpha) + 127) / 255 }
        let trns = file.transparency.map { $0.map(Int.init) } ?? []
        return file.rows.flatMap { row in
            (0..<file.width).map { x -> UInt8 in
                let c = file.channels
                let s = (0..<c).map { sample(row, x * c + $0) }
                switch file.colourType {
                case 0:
                    if trns.count == 2 && s[0] == trns[1] { return 255 }
                    return UInt8(s[0] * 255 / ((1 << bits) - 1))
                case 2:
                    if trns.count == 6 && s == [trns[1], trns[3], trns[5]] { return 255 }
                    return UInt8(luma(s[0], s[1], s[2]))
                case 3:
                    let p = (file.palette ?? []).map(Int.init)
                    let alpha = s[0] < trns.count ? trns[s[0]] : 255
                    return UInt8(onWhite(luma(p[3 * s[0]], p[3 * s[0] + 1], p[3 * s[0] + 2]), alpha))
                case 4: return UInt8(onWhite(s[0], s[1]))
                default: return UInt8(onWhite(luma(s[0], s[1], s[2]), s[3]))
                }
            }
        }
    }

    static func direct(_ bytes: [UInt8]) throws -> GrayImage? {
        try bytes.withUnsafeBytes { try PNGDirectDecoding.decode($0, limits: .standard, source: "test.png") }
    }

    static func libpng(_ bytes: [UInt8]) throws -> GrayImage {
        try bytes.withUnsafeBytes { try LibpngDecoding.decode($0, limits: .standard, source: "test.png") }
    }

    // MARK: - Every filter on every layout

    @Test("Each scanline filter is undone for every colour type and bit depth", arguments: variants, 0...4)
    func filterIsUndone(variant: Variant, filter: UInt8) throws {
        let file = Self.picture(variant)
        let image = try #require(try Self.direct(file.bytes(filters: [filter])))
        #expect(image.width == 37 && image.height == 9)
        #expect(Array(image.pixels) == Self.reference(file))
    }

    @Test("Rows may change filter from one to the next", arguments: variants)
    func mixedFilters(variant: Variant) throws {
        let file = Self.picture(variant)
        let image = try #require(try Self.direct(file.bytes(filters: [4, 0, 3, 1, 2, 4, 4, 3])))
        #expect(Array(image.pixels) == Self.reference(file))
    }

    @Test("Opaque files decode exactly as libpng decodes them",
          arguments: variants.filter { !$0.transparent && $0.colourType != 4 && $0.colourType != 6 })
    func agreesWithLibpng(variant: Variant) throws {
        let bytes = Self.picture(variant).bytes(filters: [4, 1, 2, 3, 0])
        let image = try #require(try Self.direct(bytes))
        #expect(image == (try Self.libpng(bytes)))
    }

    // MARK: - Files left to libpng

    @Test("Interlaced, 16-bit and non-sRGB-gamma files go to libpng, which decodes them")
    func declinedVariantsStillDecode() throws {
        let plain = Self.picture(Variant(colourType: 2, bitDepth: 8))
        var interlaced = plain
        interlaced.interlaced = true
        var linear = plain
        linear.gamma = 100_000
        var deep = PNGTestFile(width: 5, height: 3, bitDepth: 16, colourType: 0,
                               rows: (0..<3).map { y in (0..<10).map { Self.noise(y * 10 + $0, seed: 3) } })
        deep.gamma = 45_455
        let expected = Self.reference(plain)
        for (name, file) in [("interlaced", interlaced), ("gamma 1.0", linear), ("16-bit", deep)] {
            let bytes = file.bytes(filters: [0])
            #expect(try Self.direct(bytes) == nil, "\(name) should be declined")
            let image = try ImageDecoder().decode(bytes, source: name)
            #expect(image.width == file.width && image.height == file.height, "\(name)")
            if name == "interlaced" { #expect(Array(image.pixels) == expected) }
        }
    }

    @Test("Damaged files are declined, so that libpng words the error")
    func damagedFilesAreDeclined() throws {
        let gray = Self.picture(Variant(colourType: 0, bitDepth: 8))
        let bytes = gray.bytes(filters: [1])
        #expect(try Self.direct(bytes) != nil)
        var badCRC = bytes
        badCRC[bytes.count - 20] ^= 0x40
        let critical = Array(bytes[..<33]) + PNGTestFile.chunk("ABCD", [1, 2]) + Array(bytes[33...])
        for (name, damaged) in [("bad CRC", badCRC), ("cut in IDAT", Array(bytes.prefix(bytes.count - 30))),
                                ("filter type 5", gray.bytes(filters: [5])), ("unknown critical chunk", critical)] {
            #expect(try Self.direct(damaged) == nil, "\(name) should be declined")
            #expect(throws: ImageError.self, "\(name)") { try ImageDecoder().decode(damaged, source: name) }
        }
    }

    @Test("A file without its closing IEND is declined, and libpng reads it as it always has")
    func missingEndGoesToLibpng() throws {
        let gray = Self.picture(Variant(colourType: 0, bitDepth: 8))
        let cut = Array(gray.bytes(filters: [2]).dropLast(12))
        #expect(try Self.direct(cut) == nil)
        #expect(Array(try ImageDecoder().decode(cut).pixels) == Self.reference(gray))
    }

    @Test("The pixel limit is checked from the header by the direct path too")
    func limitIsChecked() throws {
        let bytes = Self.picture(Variant(colourType: 0, bitDepth: 8)).bytes(filters: [0])
        let error = #expect(throws: ImageError.self) {
            try bytes.withUnsafeBytes {
                try PNGDirectDecoding.decode($0, limits: DecodingLimits(maxPixels: 100), source: "small.png")
            }
        }
        #expect(error?.reason == .tooLarge(width: 37, height: 9, limit: 100))
    }
}

/// The shared corpus of real photos, from `../shared/corpus` beside the package.
@Suite("PNG direct decoding on real photos")
struct PNGCorpusAgreementTests {
    static let corpus = TestImageFiles.root.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/corpus", isDirectory: true)

    /// The first two PNG photos of each folder: every colour type, bit depth and filter mix the
    /// corpus has, in a debug build's time budget (all 236 agree too, but take 40 s unoptimised).
    static var photos: [URL] {
        let files = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        let byFolder = Dictionary(grouping: files.filter { $0.pathExtension == "png" }) {
            $0.deletingLastPathComponent().lastPathComponent
        }
        return byFolder.values.flatMap { $0.sorted { $0.path < $1.path }.prefix(2) }.sorted { $0.path < $1.path }
    }

    @Test("PNG photos of the corpus decode exactly as libpng decodes them")
    func agreesWithLibpngOnPhotos() throws {
        let photos = Self.photos
        try #require(photos.count >= 20, "expected the corpus at \(Self.corpus.path)")
        for photo in photos {
            let bytes = Array(try Data(contentsOf: photo))
            let direct = try #require(try PNGDirectDecodingTests.direct(bytes), "\(photo.lastPathComponent) declined")
            let libpng = try PNGDirectDecodingTests.libpng(bytes)
            #expect(direct == libpng, "\(photo.path)")
        }
    }
}
