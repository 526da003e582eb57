@testable import CameraKit

/// A pixel format a fake device offers, with its sizes and, for each, its frame rates.
struct FakeFormat {
    var fourcc: V4L2FourCC
    var name: String
    /// Sizes listed one by one (`V4L2_FRMSIZE_TYPE_DISCRETE`).
    var sizes: [FakeSize] = []
    /// A range of sizes (`STEPWISE`) instead of a list, every size in it at `rates`.
    var range: V4L2SizeRange?
    /// The rates of every size in `range`.
    var rangeRates: [UInt32] = []

    /// Bytes per pixel of a raw format; 0 for compressed ones.
    var bytesPerPixel: Int {
        switch fourcc {
        case .grey: return 1
        case .yuyv: return 2
        default: return 0
        }
    }

    var isCompressed: Bool { bytesPerPixel == 0 }

    /// The rates offered at `size`, `nil` when the size is not offered.
    func rates(at size: V4L2FrameSize) -> [UInt32]? {
        if let range {
            let inside = (range.minimum.width...range.maximum.width).contains(size.width)
                && (range.minimum.height...range.maximum.height).contains(size.height)
                && (size.width - range.minimum.width) % max(range.widthStep, 1) == 0
                && (size.height - range.minimum.height) % max(range.heightStep, 1) == 0
            return inside ? rangeRates : nil
        }
        return sizes.first { $0.size == size }?.rates
    }

    /// The size a driver would set when asked for `size`: the nearest one it offers.
    func nearestSize(to size: V4L2FrameSize) -> V4L2FrameSize {
        if let range { return range.nearest(to: size) }
        let offered = sizes.map(\.size)
        if offered.contains(size) { return size }
        return offered.min { abs($0.pixelCount - size.pixelCount) < abs($1.pixelCount - size.pixelCount) } ?? size
    }

    static func grey(_ sizes: FakeSize...) -> FakeFormat {
        FakeFormat(fourcc: .grey, name: "8-bit Greyscale", sizes: sizes)
    }

    static func yuyv(_ sizes: FakeSize...) -> FakeFormat {
        FakeFormat(fourcc: .yuyv, name: "YUYV 4:2:2", sizes: sizes)
    }

    static func mjpeg(_ sizes: FakeSize...) -> FakeFormat {
        FakeFormat(fourcc: .mjpeg, name: "Motion-JPEG", sizes: sizes)
    }
}

/// One listed size of a fake format and its rates in frames per second.
struct FakeSize {
    var size: V4L2FrameSize
    var rates: [UInt32]

    init(_ width: Int, _ height: Int, fps rates: UInt32...) {
        size = V4L2FrameSize(width: width, height: height)
        self.rates = rates
    }
}
