import RasterKit
import Testing

@Suite("Raw camera frames")
struct FrameTests {
    @Test("GREY with row padding keeps only the visible pixels")
    func greyWithStride() throws {
        let frame: [UInt8] = [1, 2, 3, 99, 4, 5, 6, 99]
        let image = try GrayImage(frame: frame, format: .grey, width: 3, height: 2, bytesPerRow: 4)
        #expect(image.packed().pixels == [1, 2, 3, 4, 5, 6])
    }

    @Test("YUYV keeps the Y samples")
    func yuyv() throws {
        let frame: [UInt8] = [10, 128, 20, 128, 30, 128, 40, 128]
        let image = try GrayImage(frame: frame, format: .yuyv, width: 4, height: 1)
        #expect(image.pixels == [10, 20, 30, 40])
    }

    @Test("RGB24, BGR24 and RGBA give the same luma", arguments: [
        (PixelFormat.rgb24, [UInt8]([255, 0, 0, 0, 255, 0])),
        (PixelFormat.bgr24, [UInt8]([0, 0, 255, 0, 255, 0])),
        (PixelFormat.rgba, [UInt8]([255, 0, 0, 7, 0, 255, 0, 200])),
    ])
    func colour(format: PixelFormat, frame: [UInt8]) throws {
        let image = try GrayImage(frame: frame, format: format, width: 2, height: 1)
        #expect(image.pixels == [76, 150])
    }

    @Test("Bad sizes, strides and short buffers are refused with the numbers")
    func errors() {
        #expect(throws: FrameError.invalidSize(width: 0, height: 2)) {
            try GrayImage(frame: [0], format: .grey, width: 0, height: 2)
        }
        #expect(throws: FrameError.invalidSize(width: Int.max / 2, height: 3)) {
            try GrayImage(frame: [0], format: .rgba, width: Int.max / 2, height: 3)
        }
        #expect(throws: FrameError.bufferTooSmall(format: .grey, bytes: 1, needed: Int.max)) {
            try GrayImage(frame: [0], format: .grey, width: 2, height: 1 << 40, bytesPerRow: 1 << 30)
        }
        #expect(throws: FrameError.strideTooSmall(format: .yuyv, bytesPerRow: 6, minimum: 8)) {
            try GrayImage(frame: [UInt8](repeating: 0, count: 16), format: .yuyv, width: 4, height: 2, bytesPerRow: 6)
        }
        #expect(throws: FrameError.bufferTooSmall(format: .rgb24, bytes: 10, needed: 12)) {
            try GrayImage(frame: [UInt8](repeating: 0, count: 10), format: .rgb24, width: 2, height: 2)
        }
    }

    @Test("Pixel format names and aliases")
    func names() {
        #expect(PixelFormat(name: "y800") == .grey)
        #expect(PixelFormat(name: "YUY2") == .yuyv)
        #expect(PixelFormat(name: "BGR3") == .bgr24)
        #expect(PixelFormat(name: "NV12") == nil)
    }
}
