import Foundation
import RasterKit
import Testing

@Suite("Rotation")
struct RotationTests {
    /// 3×2 image:  1 2 3 / 4 5 6
    let small = GrayImage(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6])!

    @Test("Quarter turns move pixels exactly, counter-clockwise for positive angles")
    func quarterTurns() {
        #expect(small.rotated(by: 90).pixels == [3, 6, 2, 5, 1, 4])
        #expect(small.rotated(by: 90).width == 2)
        #expect(small.rotated(by: 180).pixels == [6, 5, 4, 3, 2, 1])
        #expect(small.rotated(by: -90) == small.rotated(by: 270))
        #expect(small.rotated(by: 450) == small.rotated(by: 90))
        #expect(small.rotated(by: 360) == small)
        #expect(small.rotated(by: 0) == small)
    }

    @Test("The canvas grows to hold the whole rotated image", arguments: [
        (30.0, 112, 94), (-30.0, 112, 94), (45.0, 107, 107), (10.0, 108, 67), (135.0, 107, 107),
    ])
    func canvasSize(degrees: Double, width: Int, height: Int) {
        let rotated = GrayImage(width: 100, height: 50, fill: 0).rotated(by: degrees)
        #expect(rotated.width == width)
        #expect(rotated.height == height)
    }

    @Test("Uncovered corners take the fill colour; a uniform image stays uniform inside")
    func fill() {
        let rotated = GrayImage(width: 80, height: 40, fill: 100).rotated(by: 30, fill: 7)
        #expect(rotated[0, 0] == 7)
        #expect(rotated[rotated.width - 1, rotated.height - 1] == 7)
        #expect(rotated[rotated.width / 2, rotated.height / 2] == 100)
        let same = GrayImage(width: 80, height: 40, fill: 100).rotated(by: 30, fill: 100)
        #expect(same.pixels.allSatisfy { $0 == 100 })
    }

    @Test("A mark right of centre moves up and right at +45° and down and right at −45°")
    func direction() {
        var image = GrayImage(width: 101, height: 101, fill: 255)
        for y in 48...52 { for x in 78...82 { image[x, y] = 0 } }
        let counter = Self.darkCentroid(image.rotated(by: 45))
        let centre = Double(image.rotated(by: 45).width) / 2
        #expect(abs(counter.x - (centre + 30 * cos(.pi / 4))) < 1)
        #expect(abs(counter.y - (centre - 30 * sin(.pi / 4))) < 1)
        let clockwise = Self.darkCentroid(image.rotated(by: -45))
        #expect(abs(clockwise.y - (centre + 30 * sin(.pi / 4))) < 1)
    }

    @Test("Points far from the centre land where the formula says (no accumulated drift)")
    func farPoint() {
        var image = GrayImage(width: 1200, height: 30, fill: 255)
        for y in 13...16 { for x in 1180...1183 { image[x, y] = 0 } }
        let degrees = 7.0
        let rotated = image.rotated(by: degrees)
        let found = Self.darkCentroid(rotated)
        let theta = degrees * .pi / 180
        let dx = 1182.0 - 600, dy = 15.0 - 15
        let expectedX = Double(rotated.width) / 2 + dx * cos(theta) + dy * sin(theta)
        let expectedY = Double(rotated.height) / 2 - dx * sin(theta) + dy * cos(theta)
        #expect(abs(found.x - expectedX) < 0.75)
        #expect(abs(found.y - expectedY) < 0.75)
    }

    @Test("Turning there and back restores a smooth image")
    func roundTrip() {
        var image = GrayImage(width: 120, height: 90, fill: 0)
        for y in 0..<90 { for x in 0..<120 { image[x, y] = UInt8((x * 2 + y) % 256) } }
        let back = image.rotated(by: 17).rotated(by: -17)
        let offsetX = (back.width - 120) / 2, offsetY = (back.height - 90) / 2
        var total = 0
        for y in 20..<70 { for x in 20..<100 { total += abs(Int(back[x + offsetX, y + offsetY]) - Int(image[x, y])) } }
        #expect(Double(total) / Double(50 * 80) < 3)
    }

    @Test("Padded rows rotate like packed ones")
    func padded() {
        let padded = GrayImage(width: 3, height: 2, bytesPerRow: 5, pixels: [1, 2, 3, 0, 0, 4, 5, 6, 0, 0])!
        #expect(padded.rotated(by: 90) == small.rotated(by: 90))
        #expect(padded.rotated(by: 33, fill: 9) == small.rotated(by: 33, fill: 9))
    }

    static func darkCentroid(_ image: GrayImage) -> (x: Double, y: Double) {
        var sumX = 0.0, sumY = 0.0, weight = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let darkness = 255 - Double(image[x, y])
                sumX += (Double(x) + 0.5) * darkness
                sumY += (Double(y) + 0.5) * darkness
                weight += darkness
            }
        }
        return (sumX / weight, sumY / weight)
    }
}
