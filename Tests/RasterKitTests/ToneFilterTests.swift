import RasterKit
import Testing

@Suite("Box blur, sharpening and binarisation")
struct ToneFilterTests {
    /// Scrambled but repeatable pixels.
    static func picture(width: Int, height: Int) -> GrayImage? {
        GrayImage(width: width, height: height,
                  pixels: (0..<width * height).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 11) })
    }

    /// The box mean written plainly: every window sample read with clamped coordinates.
    static func naiveMean(_ image: GrayImage, radius: Int) -> [UInt8] {
        let clampedRow = { (y: Int) in min(max(y, 0), image.height - 1) }
        let clampedColumn = { (x: Int) in min(max(x, 0), image.width - 1) }
        let window = 2 * radius + 1
        var rows = [Int](repeating: 0, count: image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let sum = (-radius...radius).reduce(0) { $0 + Int(image[clampedColumn(x + $1), y]) }
                rows[y * image.width + x] = (sum + window / 2) / window
            }
        }
        return (0..<image.height).flatMap { y in
            (0..<image.width).map { x in
                let sum = (-radius...radius).reduce(0) { $0 + rows[clampedRow(y + $1) * image.width + x] }
                return UInt8((sum + window / 2) / window)
            }
        }
    }

    @Test("The box blur equals the plain clamped mean, also when the window is wider than the image",
          arguments: [(1, 1, 1), (3, 7, 1), (20, 5, 2), (64, 33, 16), (5, 40, 16), (2, 2, 3)])
    func boxBlurMatchesNaiveMean(width: Int, height: Int, radius: Int) throws {
        let image = try #require(Self.picture(width: width, height: height))
        #expect(Array(image.boxBlurred(radius: radius).pixels) == Self.naiveMean(image, radius: radius))
    }

    @Test("A padded image blurs like its packed copy")
    func paddedImage() throws {
        let packed = try #require(Self.picture(width: 9, height: 6))
        var rows: [UInt8] = []
        for y in 0..<6 {
            rows += packed.pixels[y * 9 ..< y * 9 + 9]
            rows += [7, 7, 7]
        }
        let padded = try #require(GrayImage(width: 9, height: 6, bytesPerRow: 12, pixels: rows))
        #expect(padded.boxBlurred(radius: 2) == packed.boxBlurred(radius: 2))
    }

    @Test("Binarising gives only black and white, black where darker than the neighbourhood")
    func binarised() throws {
        let bars = try #require(GrayImage(width: 12, height: 4, pixels: (0..<48).map { $0 % 4 < 2 ? 40 : 200 }))
        let result = bars.binarized(radius: 3)
        #expect(Set(result.pixels).isSubset(of: [0, 255]))
        #expect((0..<48).allSatisfy { result.pixels[$0] == (bars.pixels[$0] == 40 ? 0 : 255) })
    }

    @Test("Sharpening steepens an edge and leaves flat areas alone")
    func sharpened() throws {
        let ramp: [UInt8] = [50, 50, 50, 100, 150, 200, 200, 200]
        let image = try #require(GrayImage(width: 8, height: 3, pixels: ramp + ramp + ramp))
        let result = image.sharpened(radius: 1, amount: 1)
        #expect(result[0, 1] == 50 && result[7, 1] == 200)
        #expect(result[2, 1] < 50 && result[5, 1] > 200)
    }
}
