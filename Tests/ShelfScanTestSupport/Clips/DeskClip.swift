import Foundation
import RasterKit

/// A video clip of books held under a desk camera, drawn frame by frame: a desk with soft
/// shapes, sensor noise that changes every frame, the books where each shot puts them and a
/// hand over them. Every clip is the same on every run.
///
/// ```swift
/// let clip = try DeskClip.slideInAndHold()
/// let frame = clip.frame(20)        // a GrayImage of clip.width × clip.height
/// ```
public struct DeskClip: Sendable {
    /// What the clip shows, e.g. `slide in and hold`.
    public var name: String
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// Frames per second the clip stands for.
    public var framesPerSecond: Int
    /// The books that appear.
    public var books: [ClipBook]
    /// One shot per frame.
    public var shots: [ClipShot]
    /// Light, 1 for a lit desk; below 1 dims the picture (contrast falls with it).
    public var light = 1.0
    /// Sensor noise, ± levels.
    public var noise = 6
    /// The numbers that should fire, in order, once each unless listed again.
    public var expectedEvents: [String]
    /// For each expected event, the first frame from which its code is fully in view and still.
    public var settledFrames: [Int]
    private let desk: [UInt8]

    /// A clip of `shots`; `expectedEvents` and `settledFrames` are its ground truth.
    public init(name: String, width: Int = 1280, height: Int = 720, framesPerSecond: Int = 30, books: [ClipBook],
                shots: [ClipShot], expectedEvents: [String], settledFrames: [Int], light: Double = 1, noise: Int = 6) {
        self.name = name
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        self.books = books
        self.shots = shots
        self.expectedEvents = expectedEvents
        self.settledFrames = settledFrames
        self.light = light
        self.noise = noise
        desk = Self.desk(width: width, height: height)
    }

    /// Frames in the clip.
    public var frameCount: Int { shots.count }

    /// Frame `index`, drawn.
    public func frame(_ index: Int) -> GrayImage {
        var canvas = desk.map(Double.init)
        let shot = shots[index]
        for placement in shot.placements { draw(books[placement.book].cover, at: placement, on: &canvas) }
        if let hand = shot.hand { drawHand(hand, on: &canvas) }
        var random = SplitMix64(seed: UInt64(index) &* 0x9E37_79B9 &+ 17)
        let pixels = canvas.map { level -> UInt8 in
            let grain = Double(Int(random.next() % UInt64(2 * noise + 1)) - noise)
            return UInt8(min(max((level * light + grain).rounded(), 0), 255))
        }
        return GrayImage(width: width, height: height, pixels: pixels) ?? GrayImage(width: width, height: height)
    }

    /// Every frame as one Y4M stream (`Cmono`), as `ffmpeg -f yuv4mpegpipe -pix_fmt gray` writes it.
    public func y4m() -> [UInt8] {
        var bytes = Array("YUV4MPEG2 W\(width) H\(height) F\(framesPerSecond):1 Ip A1:1 Cmono\n".utf8)
        for index in 0..<frameCount {
            bytes += Array("FRAME\n".utf8)
            bytes += frame(index).packed().pixels
        }
        return bytes
    }

    /// Draws `cover` turned and scaled about its centre, sampling it bilinearly.
    private func draw(_ cover: GrayImage, at placement: ClipPlacement, on canvas: inout [Double]) {
        let radians = placement.degrees * .pi / 180
        let (cosine, sine) = (cos(radians), sin(radians))
        let halfWidth = Double(cover.width) / 2, halfHeight = Double(cover.height) / 2
        let reach = (halfWidth * halfWidth + halfHeight * halfHeight).squareRoot() * placement.scale
        let top = max(0, Int(placement.y - reach)), bottom = min(height, Int(placement.y + reach) + 1)
        let left = max(0, Int(placement.x - reach)), right = min(width, Int(placement.x + reach) + 1)
        guard top < bottom, left < right else { return }
        for y in top..<bottom {
            for x in left..<right {
                let dx = (Double(x) - placement.x) / placement.scale, dy = (Double(y) - placement.y) / placement.scale
                let u = cosine * dx - sine * dy + halfWidth, v = sine * dx + cosine * dy + halfHeight
                guard u >= 0, v >= 0, u < Double(cover.width - 1), v < Double(cover.height - 1) else { continue }
                canvas[y * width + x] = Self.sample(cover, u, v)
            }
        }
    }

    private static func sample(_ image: GrayImage, _ u: Double, _ v: Double) -> Double {
        let x = Int(u), y = Int(v)
        let fx = u - Double(x), fy = v - Double(y)
        let top = Double(image[x, y]) * (1 - fx) + Double(image[x + 1, y]) * fx
        let bottom = Double(image[x, y + 1]) * (1 - fx) + Double(image[x + 1, y + 1]) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// A hand: an even, skin-toned ellipse with soft shading.
    private func drawHand(_ box: PixelRect, on canvas: inout [Double]) {
        let centreX = Double(box.x) + Double(box.width) / 2, centreY = Double(box.y) + Double(box.height) / 2
        for y in max(0, box.y)..<min(height, box.maxY) {
            for x in max(0, box.x)..<min(width, box.maxX) {
                let nx = (Double(x) - centreX) / (Double(box.width) / 2), ny = (Double(y) - centreY) / (Double(box.height) / 2)
                let distance = nx * nx + ny * ny
                if distance <= 1 { canvas[y * width + x] = 150 - 30 * distance }
            }
        }
    }

    /// The empty desk: light falling off across it, soft blobs and a few dark shapes.
    private static func desk(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let light = 150 - 60 * Double(x) / Double(width) - 30 * Double(y) / Double(height)
                let blobs = 20 * sin(Double(x) / 53) * sin(Double(y) / 41)
                let inShape = (x / 97 + y / 61) % 7 == 0 && (x % 97) < 60 && (y % 61) < 35
                pixels[y * width + x] = UInt8(min(max(inShape ? 45 : light + blobs, 0), 255))
            }
        }
        return pixels
    }
}
