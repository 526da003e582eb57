import RasterKit
import Testing

@Suite("Cropping and inversion")
struct CropTests {
    /// 4×3 image: 0 1 2 3 / 4 5 6 7 / 8 9 10 11
    let image = GrayImage(width: 4, height: 3, pixels: (0..<12).map(UInt8.init))!

    @Test("A rectangle inside the image is copied exactly")
    func inside() {
        let cropped = image.cropped(x: 1, y: 1, width: 2, height: 2)
        #expect(cropped?.pixels == [5, 6, 9, 10])
        #expect(cropped?.isPacked == true)
    }

    @Test("Rectangles reaching past the edges are clamped", arguments: [
        (-2, -1, 4, 3, [0, 1, 4, 5] as [UInt8], 2),
        (3, 2, 10, 10, [11], 1),
        (0, 0, Int.max, Int.max, Array(0..<12), 4),
        (-10, 1, Int.max, 1, [4, 5, 6, 7], 4),
    ])
    func clamped(x: Int, y: Int, width: Int, height: Int, pixels: [UInt8], expectedWidth: Int) {
        let cropped = image.cropped(x: x, y: y, width: width, height: height)
        #expect(cropped?.pixels == pixels)
        #expect(cropped?.width == expectedWidth)
    }

    @Test("Nothing inside gives nil", arguments: [
        (4, 0, 2, 2), (0, 3, 2, 2), (-5, 0, 5, 2), (0, 0, 0, 2), (0, 0, 2, -1), (Int.max, 0, Int.max, 1),
    ])
    func empty(x: Int, y: Int, width: Int, height: Int) {
        #expect(image.cropped(x: x, y: y, width: width, height: height) == nil)
    }

    @Test("Padding bytes of the source are left out")
    func padded() {
        let padded = GrayImage(width: 2, height: 2, bytesPerRow: 3, pixels: [1, 2, 99, 3, 4, 99])!
        #expect(padded.cropped(x: 1, y: 0, width: 5, height: 5)?.pixels == [2, 4])
    }

    @Test("Inversion swaps black and white")
    func inversion() {
        let image = GrayImage(width: 3, height: 1, pixels: [0, 100, 255])!
        #expect(image.inverted().pixels == [255, 155, 0])
        #expect(image.inverted().inverted() == image)
    }
}
