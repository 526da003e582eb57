/// Why the maker stopped.
enum MakerError: Error, CustomStringConvertible {
    case usage
    case webp(String)
    case orientationMismatch(orientation: Int)

    var description: String {
        switch self {
        case .usage:
            return "usage: TestImageMaker <output folder>   (e.g. TestImages)"
        case let .webp(call):
            return "libwebp: \(call) failed"
        case let .orientationMismatch(orientation):
            return "stored pixels for EXIF orientation \(orientation) do not turn back upright"
        }
    }
}
