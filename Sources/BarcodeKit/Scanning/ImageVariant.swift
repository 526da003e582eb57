import Foundation
import RasterKit

/// A way of preparing an image before zbar looks at it; each helps a different kind of photo.
public enum ImageVariant: Sendable, Hashable, CustomStringConvertible {
    /// The image as it is.
    case original
    /// Half size, 2×2 blocks averaged: big photos scan faster and often better.
    case halved
    /// Resized by a factor: enlarging gives small codes more pixels per bar.
    case scaled(Double)
    /// Turned counter-clockwise by some degrees: zbar reads only within about 20° of level.
    case rotated(Double)
    /// Contrast stretched to the full range.
    case stretched
    /// Histogram equalised.
    case equalized
    /// Unsharp-masked with a box radius.
    case sharpened(radius: Int)
    /// Thresholded against the local mean in a box of this radius.
    case binarized(radius: Int)

    /// A short name, e.g. `rotate+30`.
    public var description: String {
        switch self {
        case .original: return "original"
        case .halved: return "halve"
        case let .scaled(factor): return "scale×\(factor)"
        case let .rotated(degrees): return "rotate\(degrees >= 0 ? "+" : "")\(Int(degrees))"
        case .stretched: return "stretch"
        case .equalized: return "equalize"
        case let .sharpened(radius): return "sharpen\(radius)"
        case let .binarized(radius): return "binarize\(radius)"
        }
    }

    /// Whether the variant changes tones or edges rather than only geometry. Such variants
    /// rescue faded and soft codes but also invent bars, so what they alone read needs a second
    /// pass to agree.
    var altersTones: Bool {
        switch self {
        case .original, .halved, .scaled, .rotated: return false
        case .stretched, .equalized, .sharpened, .binarized: return true
        }
    }

    /// Whether the variant turns the image, so that directions in it differ from the original's.
    var turnsImage: Bool {
        if case .rotated = self { return true }
        return false
    }

    /// The prepared image.
    func apply(to image: GrayImage) -> GrayImage {
        switch self {
        case .original: return image
        case .halved: return image.halved()
        case let .scaled(factor): return image.scaled(by: factor)
        case let .rotated(degrees): return image.rotated(by: degrees)
        case .stretched: return image.contrastStretched()
        case .equalized: return image.equalized()
        case let .sharpened(radius): return image.sharpened(radius: radius, amount: 1.5)
        case let .binarized(radius): return image.binarized(radius: radius)
        }
    }

    /// A box found in the prepared image, in the original image's coordinates.
    func mapBack(_ box: BoundingBox, original: GrayImage) -> BoundingBox {
        switch self {
        case .halved:
            return BoundingBox(x: box.x * 2, y: box.y * 2, width: box.width * 2, height: box.height * 2)
        case let .scaled(factor):
            return BoundingBox(x: Int(Double(box.x) / factor), y: Int(Double(box.y) / factor),
                               width: Int(Double(box.width) / factor), height: Int(Double(box.height) / factor))
        case let .rotated(degrees):
            return Self.unrotate(box, degrees: degrees, original: original)
        default:
            return box
        }
    }

    private static func unrotate(_ box: BoundingBox, degrees: Double, original: GrayImage) -> BoundingBox {
        let radians = degrees * .pi / 180
        let cosine = cos(radians), sine = sin(radians)
        let width = Double(original.width), height = Double(original.height)
        let rotatedWidth = (abs(width * cosine) + abs(height * sine)).rounded(.up)
        let rotatedHeight = (abs(width * sine) + abs(height * cosine)).rounded(.up)
        let corners = [(box.x, box.y), (box.maxX, box.y), (box.x, box.maxY), (box.maxX, box.maxY)]
        let points = corners.map { corner -> (x: Int, y: Int) in
            let dx = Double(corner.0) - rotatedWidth / 2, dy = Double(corner.1) - rotatedHeight / 2
            let x = dx * cosine - dy * sine + width / 2
            let y = dx * sine + dy * cosine + height / 2
            return (x: min(max(Int(x.rounded()), 0), original.width), y: min(max(Int(y.rounded()), 0), original.height))
        }
        return BoundingBox(enclosing: points) ?? box
    }
}
