import Foundation
import RasterKit
import Testing

@Suite("Straightening an oriented rectangle")
struct StraighteningTests {
    /// A 40×30 image whose pixels each hold a different level, so misplaced samples show.
    static let ramp: GrayImage = {
        var image = GrayImage(width: 40, height: 30)
        for y in 0..<30 { for x in 0..<40 { image[x, y] = UInt8((x * 5 + y * 3) % 256) } }
        return image
    }()

    @Test("A level rectangle at scale 1 over whole pixels is a plain crop")
    func levelIsCrop() throws {
        let rect = OrientedRect(centreX: 15, centreY: 12, angle: 0, length: 20, breadth: 10)
        let straight = Self.ramp.straightened(rect, alongScale: 1, acrossScale: 1)
        let crop = try #require(Self.ramp.cropped(x: 5, y: 7, width: 20, height: 10))
        #expect(straight == crop)
    }

    @Test("A rectangle turned by 90° reads the image's columns as its rows")
    func quarterTurn() {
        // Length runs down the image (angle π/2); across runs from right to left.
        let rect = OrientedRect(centreX: 20, centreY: 15, angle: .pi / 2, length: 10, breadth: 6)
        let straight = Self.ramp.straightened(rect, alongScale: 1, acrossScale: 1)
        #expect(straight.width == 10 && straight.height == 6)
        for row in 0..<6 {
            for column in 0..<10 {
                #expect(straight[column, row] == Self.ramp[22 - row, 10 + column], "at \(column),\(row)")
            }
        }
    }

    @Test("The two scales set the size, and points off the image take the fill")
    func scalesAndFill() {
        let rect = OrientedRect(centreX: 0, centreY: 0, angle: 0.3, length: 12, breadth: 8)
        let straight = Self.ramp.straightened(rect, alongScale: 2.5, acrossScale: 0.5, fill: 7)
        #expect(straight.width == 30 && straight.height == 4)
        #expect(straight[0, 0] == 7)
    }

    @Test("A point lies inside a turned rectangle exactly when its offsets fit", arguments: [0.0, 0.5, 2.0])
    func contains(angle: Double) {
        let rect = OrientedRect(centreX: 50, centreY: 40, angle: angle, length: 30, breadth: 10)
        let inside = rect.point(along: 29, across: 9), outside = rect.point(along: 31, across: 5)
        #expect(rect.contains(x: inside.x, y: inside.y))
        #expect(!rect.contains(x: outside.x, y: outside.y))
        #expect(rect.corners.count == 4)
    }
}
