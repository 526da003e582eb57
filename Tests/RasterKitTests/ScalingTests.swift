import RasterKit
import Testing

@Suite("Scaling")
struct ScalingTests {
    @Test("The same size gives the same pixels")
    func identity() {
        let image = GrayImage(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6])!
        #expect(image.scaled(width: 3, height: 2) == image)
        #expect(image.scaled(by: 1) == image)
    }

    @Test("Halving averages each 2×2 block exactly")
    func halving() {
        let image = GrayImage(width: 4, height: 2, pixels: [0, 10, 100, 200, 20, 30, 60, 40])!
        #expect(image.scaled(width: 2, height: 1).pixels == [15, 100])
    }

    @Test("One-pixel bars blend to gray when shrunk instead of vanishing")
    func thinBars() {
        var image = GrayImage(width: 60, height: 10, fill: 255)
        for y in 0..<10 { for x in stride(from: 0, to: 60, by: 2) { image[x, y] = 0 } }
        let half = image.scaled(by: 0.5)
        #expect(half.width == 30 && half.height == 5)
        #expect(half.pixels.allSatisfy { $0 == 128 })
        let third = image.scaled(width: 20, height: 10)
        #expect(third.pixels.allSatisfy { $0 == 85 || $0 == 170 })
    }

    @Test("Shrinking by an uneven ratio keeps the mean")
    func mean() {
        var image = GrayImage(width: 31, height: 29, fill: 0)
        for y in 0..<29 { for x in 0..<31 { image[x, y] = UInt8((x * 37 + y * 11) % 256) } }
        let small = image.scaled(width: 7, height: 11)
        let before = Double(image.pixels.reduce(0) { $0 + Int($1) }) / Double(image.pixelCount)
        let after = Double(small.pixels.reduce(0) { $0 + Int($1) }) / Double(small.pixelCount)
        #expect(abs(before - after) < 1)
    }

    @Test("Enlarging interpolates between pixel centres and clamps at the edges")
    func enlarge() {
        let image = GrayImage(width: 2, height: 1, pixels: [0, 255])!
        #expect(image.scaled(width: 4, height: 1).pixels == [0, 64, 191, 255])
        #expect(image.scaled(width: 4, height: 3).pixels == [0, 64, 191, 255, 0, 64, 191, 255, 0, 64, 191, 255])
        #expect(GrayImage(width: 5, height: 3, fill: 77).scaled(by: 3.7).pixels.allSatisfy { $0 == 77 })
    }

    @Test("Each direction is resampled on its own: wider and shorter at once")
    func mixed() {
        let image = GrayImage(width: 2, height: 2, pixels: [0, 255, 100, 155])!
        let out = image.scaled(width: 4, height: 1)
        #expect(out.pixels == [50, 89, 166, 205])
    }

    @Test("Factors round each side and never go below one pixel")
    func factor() {
        let image = GrayImage(width: 3, height: 3, pixels: [0, 0, 0, 90, 90, 90, 255, 255, 255])!
        #expect(image.scaled(by: 0.01).pixels == [115])
        let grown = GrayImage(width: 10, height: 4, fill: 0).scaled(by: 1.25)
        #expect(grown.width == 13 && grown.height == 5)
    }

    @Test("Padded rows scale like packed ones")
    func padded() {
        let packed = GrayImage(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6])!
        let padded = GrayImage(width: 3, height: 2, bytesPerRow: 4, pixels: [1, 2, 3, 99, 4, 5, 6])!
        #expect(padded.scaled(width: 7, height: 5) == packed.scaled(width: 7, height: 5))
        #expect(padded.scaled(width: 2, height: 1) == packed.scaled(width: 2, height: 1))
    }
}
