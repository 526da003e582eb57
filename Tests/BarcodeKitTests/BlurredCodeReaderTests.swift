@testable import BarcodeKit
import Foundation
import RasterKit
import Testing

@Suite("Blurred codes: model fit of the bars")
struct BlurredCodeReaderTests {
    private static func readings(_ profile: [Float], decoder: ProfileDecoder = ProfileDecoder()) throws -> [ProfileReading] {
        let span = try #require(QuietZoneSpan.longest(in: profile, whiteDrifts: false))
        return decoder.read(profile, start: span.lowerBound, end: span.upperBound)
            .filter(BlurredCodeReader().isTrusted)
    }

    @Test("a code seen at a slant, its modules narrowing along the line, is read, either way round",
          arguments: [0.87, 1.14])
    func slantedProfile(narrowing: Double) throws {
        let digits = "9780306406157"
        let profile = BlurredCode.profile(try BlurredCode.modules(digits), moduleWidth: 3, blur: 0.75, narrowing: narrowing)
        for line in [profile, profile.reversed()] {
            let readings = try Self.readings(line)
            #expect(!readings.isEmpty && readings.allSatisfy { $0.digits.map(String.init).joined() == digits })
        }
        // At 0.88 or gentler, the refinement finds this slant by itself from an even grid.
        var even = ProfileDecoder()
        even.perspectives = []
        #expect(try Self.readings(profile, decoder: even).isEmpty, "an even grid should not explain these bars")
    }

    @Test("a code blurred over more than a module is read, either way round", arguments: [0.9, 1.2])
    func blurredProfile(blur: Double) throws {
        let digits = "9780306406157"
        let forward = BlurredCode.profile(try BlurredCode.modules(digits), moduleWidth: 2.3, blur: blur)
        let ahead = try Self.readings(forward)
        #expect(!ahead.isEmpty && ahead.allSatisfy { $0.digits.map(String.init).joined() == digits && !$0.isReversed })
        let behind = try Self.readings(forward.reversed())
        #expect(!behind.isEmpty && behind.allSatisfy { $0.digits.map(String.init).joined() == digits && $0.isReversed })
    }

    @Test("bars thinner or wider than nominal are still read", arguments: [-0.2, 0.15])
    func spreadBars(spread: Double) throws {
        let digits = "9791025701300"
        let readings = try Self.readings(BlurredCode.profile(try BlurredCode.modules(digits), moduleWidth: 2.6, blur: 0.9, spread: spread))
        #expect(readings.contains { $0.digits.map(String.init).joined() == digits })
        #expect(readings.allSatisfy { $0.digits.map(String.init).joined() == digits })
    }

    @Test("an image of a blurred code gives the code, found on several lines")
    func blurredImage() throws {
        let digits = "0036000291452"
        let image = try BlurredCode.image(BlurredCode.profile(try BlurredCode.modules(digits), moduleWidth: 2.4, blur: 1.0))
        let codes = BlurredCodeReader().read(image)
        #expect(codes.map(\.gtin13) == [digits])
        #expect(codes.first?.symbology == .upcA)
        #expect((codes.first?.confidence ?? 0) >= 2)
    }

    @Test("a blurred code with an add-on close beside it is read from the span without the add-on")
    func blurredCodeWithAddOn() throws {
        let modules = try BlurredCode.modules("9780306406157", addOn: "51299", gap: 8)
        let profile = BlurredCode.profile(modules, moduleWidth: 2.4, blur: 1.0)
        let found = try #require(QuietZoneSpan.longest(in: profile))
        let main = try #require(found.withoutAddOn)
        let codeStart = 15 * 2.4, codeEnd = (15 + 95) * 2.4
        #expect(Double(found.span.upperBound) > codeEnd + 50)
        #expect(abs(Double(main.lowerBound) - codeStart) < 6 && abs(Double(main.upperBound) - codeEnd) < 6)
        let codes = BlurredCodeReader().read(try BlurredCode.image(profile))
        #expect(codes.map(\.gtin13) == ["9780306406157"])
        #expect(codes.first?.addOn == "51299")
    }

    @Test("a blurred EAN-5 add-on is read at gaps the standard allows, and only when asked", arguments: [8, 12])
    func blurredAddOn(gap: Int) throws {
        let modules = try BlurredCode.modules("9791025701300", addOn: "90000", gap: gap)
        let image = try BlurredCode.image(BlurredCode.profile(modules, moduleWidth: 2.5, blur: 1.0))
        #expect(BlurredCodeReader().read(image).map { "\($0.gtin13)+\($0.addOn ?? "-")" } == ["9791025701300+90000"])
        var reader = BlurredCodeReader()
        reader.readsAddOns = false
        #expect(reader.read(image).map { "\($0.gtin13)+\($0.addOn ?? "-")" } == ["9791025701300+-"])
    }

    @Test("an add-on spoilt on the lines that settled the code is read on more lines of its band")
    func addOnBeyondTheCodesLines() throws {
        let moduleWidth = 2.5, gap = 9
        let modules = try BlurredCode.modules("9780306406157", addOn: "51299", gap: gap)
        let row = BlurredCode.profile(modules, moduleWidth: moduleWidth, blur: 1.0)
        let addOnStart = Int((15.0 + 95 + Double(gap)) * moduleWidth), addOnEnd = Int((15.0 + 95 + Double(gap) + 47) * moduleWidth)
        // Mottled print over the add-on on the upper three fifths of the bars, where the band's
        // middle line and the line a quarter down, which settle the code, cross it: their add-on
        // readings fall short of trust.
        let height = 120, spoilt = height * 3 / 5
        var state: UInt64 = 11
        var pixels: [UInt8] = []
        for y in 0..<height {
            for (x, value) in row.enumerated() {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let mottle = y < spoilt && (addOnStart..<addOnEnd).contains(x) ? Float(Int(state % 129) - 64) : 0
                pixels.append(UInt8(max(0, min(255, (value + mottle).rounded()))))
            }
        }
        let image = try #require(GrayImage(width: row.count, height: height, pixels: pixels))
        var settlingLinesOnly = BlurredCodeReader()
        settlingLinesOnly.addOnLines = 0
        #expect(settlingLinesOnly.read(image).map { "\($0.gtin13)+\($0.addOn ?? "-")" } == ["9780306406157+-"])
        #expect(BlurredCodeReader().read(image).map { "\($0.gtin13)+\($0.addOn ?? "-")" } == ["9780306406157+51299"])
    }

    @Test("a band's lines spread out: the first seven as decoded, then halfway between, every line once")
    func linesSpreadOut() {
        let lines = (0..<20).map { SpannedLine(line: ScanLine(angle: 0, offset: Double($0), start: 0, values: []), span: 0...0) }
        let band = LineBand(lines: lines)
        let order = band.linesSpreadOut.map { Int($0.offset) }
        #expect(Array(order.prefix(7)) == band.linesToDecode.map { Int($0.offset) })
        #expect(Array(order.prefix(7)) == [10, 5, 15, 7, 12, 2, 17])
        #expect(order.sorted() == Array(0..<20))
    }

    @Test("no add-on from the blurred reader when the photo cuts it short or it is an EAN-2")
    func noBlurredAddOn() throws {
        let full = BlurredCode.profile(try BlurredCode.modules("9780306406157", addOn: "51299", gap: 9),
                                       moduleWidth: 2.4, blur: 1.0)
        // The photo ends two modules after the add-on's last bar.
        let cut = Array(full.prefix(Int((15.0 + 95 + 9 + 47 + 2) * 2.4)))
        let cutCodes = BlurredCodeReader().read(try BlurredCode.image(cut))
        #expect(cutCodes.map(\.gtin13) == ["9780306406157"] && cutCodes.first?.addOn == nil)
        let withEAN2 = BlurredCode.profile(try BlurredCode.modules("9780306406157", addOn: "12", gap: 9),
                                           moduleWidth: 2.4, blur: 1.0)
        let ean2Codes = BlurredCodeReader().read(try BlurredCode.image(withEAN2))
        #expect(ean2Codes.map(\.gtin13) == ["9780306406157"] && ean2Codes.first?.addOn == nil)
    }

    @Test("a code with no add-on offers no span without one")
    func noAddOnSpan() throws {
        let profile = BlurredCode.profile(try BlurredCode.modules("9780306406157"), moduleWidth: 2.4, blur: 1.0)
        #expect(try #require(QuietZoneSpan.longest(in: profile)).withoutAddOn == nil)
    }

    @Test("light, not gray values, is what blur mixes")
    func linearLight() {
        let light = LinearLight.values([0, 128, 255])
        #expect(light[0] == 0 && light[2] == 255)
        #expect(abs(light[1] - 55.98) < 0.05)
        #expect(LinearLight.values([-3]) == [0])
    }

    @Test("a reading counts only when its weakest margin stands well above the fit's noise")
    func evidence() throws {
        let grid = ModuleGrid(origin: 30, moduleWidth: 2, sigma: 2)
        func reading(misfit: Float, margin: Float) -> ProfileReading {
            ProfileReading(digits: [Int](repeating: 0, count: 13), misfit: misfit, margin: margin, grid: grid, isReversed: false)
        }
        let reader = BlurredCodeReader()
        #expect(reader.isTrusted(reading(misfit: 0.001, margin: 0.02)))
        #expect(reader.isTrusted(reading(misfit: 0.02, margin: 0.5)))
        #expect(!reader.isTrusted(reading(misfit: 0.002, margin: 0.015)))
        #expect(!reader.isTrusted(reading(misfit: 0.0001, margin: 0.003)))
        #expect(!reader.isTrusted(reading(misfit: 0.05, margin: 2)))
    }

    @Test("quiet zones under uneven light are found once paper white may drift along the line")
    func unevenLight() throws {
        let modules = try BlurredCode.modules("9780306406157")
        let profile = BlurredCode.profile(modules, moduleWidth: 2.4, blur: 1.0, dimmedTo: 0.55)
        let codeStart = 15 * 2.4, codeEnd = (15 + Double(modules.count)) * 2.4
        let flat = QuietZoneSpan.longest(in: profile, whiteDrifts: false)
        #expect(flat.map { abs(Double($0.lowerBound) - codeStart) > 10 } ?? true)
        let drifting = try #require(QuietZoneSpan.longest(in: profile, whiteDrifts: true))
        #expect(abs(Double(drifting.lowerBound) - codeStart) < 6 && abs(Double(drifting.upperBound) - codeEnd) < 6)
        let codes = BlurredCodeReader().read(try BlurredCode.image(profile))
        #expect(codes.map(\.gtin13) == ["9780306406157"])
    }

    @Test("many tasks at once scanning blurred codes, more than the pool has threads, all finish alike")
    func crowdedScans() async throws {
        let image = try BlurredCode.image(BlurredCode.profile(try BlurredCode.modules("0036000291452"), moduleWidth: 2.4, blur: 1.0))
        // No zbar pass reads it, so every scan waits for its blurred read.
        #expect(ScanPlan.passes(for: image, mode: .thorough).allSatisfy { $0.run(on: image, options: ScanOptions()).isEmpty })
        let serial = BarcodeScanner().scan(image)
        #expect(serial.map(\.gtin13) == ["0036000291452"])
        let results = await withTaskGroup(of: [Barcode].self) { group in
            for _ in 0..<(4 * ProcessInfo.processInfo.activeProcessorCount + 4) {
                group.addTask { BarcodeScanner().scan(image) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == serial })
    }

    @Test("blurred stripes that are no code give nothing", arguments: [UInt64(1), 2, 3, 4])
    func noCode(seed: UInt64) throws {
        var state = seed
        let stripes = (0..<95).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 63 == 1
        }
        let image = try BlurredCode.image(BlurredCode.profile(stripes, moduleWidth: 2.4, blur: 1.0, seed: seed))
        #expect(BlurredCodeReader().read(image).isEmpty)
    }
}
