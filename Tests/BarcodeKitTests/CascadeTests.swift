import BarcodeKit
import Foundation
import RasterKit
import ShelfScanTestSupport
import Testing

/// The scanner's cascade of passes against a single plain zbar pass (the original image at
/// density 1, every scan line, every sighting reported): the cascade must read at least what
/// the plain pass reads on the project's photos, and strictly more on harder renders.
@Suite("Cascade versus a plain pass")
struct CascadeTests {
    static let plainPass = ScanPass(variant: .original, density: 1)
    static let isbn = "9780306406157"

    static func cascadeReads(_ image: GrayImage, _ expected: TestImageFiles.Expected) -> Bool {
        TestImageFiles.readsExactly(BarcodeScanner(options: expected.scanOptions).scan(image), expected)
    }

    static func plainReads(_ image: GrayImage, _ expected: TestImageFiles.Expected) -> Bool {
        TestImageFiles.readsExactly(plainPass.run(on: image, options: expected.scanOptions), expected)
    }

    // MARK: - The project's photos

    @Test("On TestImages/barcodes the cascade reads at least as many images as the plain pass")
    func atLeastAsManyOnTestImages() throws {
        var cascade: [String] = [], plain: [String] = []
        for name in TestImageFiles.barcodeImages {
            let image = try TestImageFiles.image(name)
            let expected = try TestImageFiles.expected(name)
            if Self.cascadeReads(image, expected) { cascade.append(name) }
            if Self.plainReads(image, expected) { plain.append(name) }
        }
        #expect(plain.count >= 40)
        #expect(cascade.count >= plain.count,
                "cascade misses \(Set(plain).subtracting(cascade).sorted()), gains \(Set(cascade).subtracting(plain).sorted())")
    }

    @Test("The cascade never loses an image that the plain pass reads", arguments: TestImageFiles.barcodeImages)
    func neverWorseThanPlain(name: String) throws {
        let image = try TestImageFiles.image(name)
        let expected = try TestImageFiles.expected(name)
        guard Self.plainReads(image, expected) else { return }
        let codes = BarcodeScanner(options: expected.scanOptions).scan(image)
        #expect(codes.map(TestImageFiles.Code.init).sorted() == expected.codes.sorted())
    }

    // MARK: - Renders the plain pass misses

    /// A render of the ISBN degraded in one way, with a name for the test report.
    struct Degraded: Sendable, CustomTestStringConvertible {
        let name: String
        let make: @Sendable () throws -> GrayImage
        var testDescription: String { name }
    }

    static let renderer = BarcodeRenderer(moduleWidth: 2, barHeight: 60)

    static let hardRenders: [Degraded] = [
        Degraded(name: "soft focus (box blur 3×3 twice)") {
            try renderer.render(.ean13, digits: isbn).boxBlurred(radius: 1).boxBlurred(radius: 1)
        },
        Degraded(name: "soft focus, taller bars") {
            try BarcodeRenderer(moduleWidth: 2, barHeight: 100).render(.ean13, digits: isbn)
                .boxBlurred(radius: 1).boxBlurred(radius: 1)
        },
        Degraded(name: "faded print 120 on 135, slightly soft") {
            var faded = renderer
            faded.barLevel = 120
            faded.backgroundLevel = 135
            return try faded.render(.ean13, digits: isbn).boxBlurred(radius: 1)
        },
        Degraded(name: "faded print 125 on 135, slightly soft") {
            var faded = renderer
            faded.barLevel = 125
            faded.backgroundLevel = 135
            return try faded.render(.ean13, digits: isbn).boxBlurred(radius: 1)
        },
    ] + (1...3).map { seed in
        Degraded(name: "sensor noise σ 60, seed \(seed)") {
            Noise.added(to: try renderer.render(.ean13, digits: isbn), sigma: 60, seed: UInt64(seed))
        }
    }

    @Test("A hard render: the plain pass misses it, the cascade reads exactly the ISBN", arguments: hardRenders)
    func cascadeReadsWherePlainMisses(render: Degraded) throws {
        let image = try render.make()
        #expect(!Self.plainPass.run(on: image, options: ScanOptions()).contains { $0.digits == Self.isbn })
        #expect(BarcodeScanner().scan(image).map(\.digits) == [Self.isbn])
    }

    @Test("Over the hard renders the cascade reads strictly more than the plain pass")
    func strictlyMoreOnHardRenders() throws {
        var cascade = 0, plain = 0
        for render in Self.hardRenders {
            let image = try render.make()
            if BarcodeScanner().scan(image).map(\.digits) == [Self.isbn] { cascade += 1 }
            if Self.plainPass.run(on: image, options: ScanOptions()).map(\.digits) == [Self.isbn] { plain += 1 }
        }
        #expect(cascade > plain)
        #expect(cascade == Self.hardRenders.count)
    }

    @Test("A clean render is read with its add-on by both")
    func cleanRenderReadByBoth() throws {
        let image = try Self.renderer.render(.ean13, digits: Self.isbn, addOn: "51299")
        let cascade = BarcodeScanner().scan(image)
        #expect(cascade.map(\.digits) == [Self.isbn])
        #expect(cascade.first?.addOn == "51299")
        #expect(Self.plainPass.run(on: image, options: ScanOptions()).map(\.digits) == [Self.isbn])
    }

    // MARK: - Tilted codes

    @Test("A rotated pass levels a code tilted 35° or 50° that the plain pass misses; its box maps back",
          arguments: [(35.0, -30.0), (50.0, -60.0)])
    func rotatedPassReadsTiltedCode(tilt: Double, correction: Double) throws {
        let upright = try Self.renderer.render(.ean13, digits: Self.isbn)
        let tilted = upright.rotated(by: tilt)
        #expect(Self.plainPass.run(on: tilted, options: ScanOptions()).isEmpty)
        let codes = ScanPass(variant: .rotated(correction), density: 2).run(on: tilted, options: ScanOptions())
        #expect(codes.map(\.digits) == [Self.isbn])
        if let box = codes.first?.bounds {
            // The box is in the tilted image's coordinates, around its centre where the code is.
            let centreX = box.x + box.width / 2, centreY = box.y + box.height / 2
            #expect(abs(centreX - tilted.width / 2) < tilted.width / 4, "\(box)")
            #expect(abs(centreY - tilted.height / 2) < tilted.height / 4, "\(box)")
            #expect(box.x >= 0 && box.y >= 0 && box.maxX <= tilted.width && box.maxY <= tilted.height)
        }
    }
}

/// Seeded Gaussian noise (SplitMix64 and Box–Muller), so every run sees the same pixels.
enum Noise {
    static func added(to image: GrayImage, sigma: Double, seed: UInt64) -> GrayImage {
        var random = SplitMix64(seed: seed)
        func next() -> Double { random.unit() }
        var out = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                let gaussian = (-2 * log(next() + 1e-12)).squareRoot() * cos(2 * .pi * next())
                out[x, y] = UInt8(clamping: Int((Double(image[x, y]) + sigma * gaussian).rounded()))
            }
        }
        return out
    }
}
