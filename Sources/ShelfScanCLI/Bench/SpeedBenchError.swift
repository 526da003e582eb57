/// What keeps `shelfscan bench speed` from starting.
enum SpeedBenchError: Error, CustomStringConvertible {
    /// The paths hold no image files.
    case noPhotos([String])
    /// No zbarimg at the path, or on `PATH` under the name, given.
    case noZbarimg(String)
    /// The `--baseline` path is no executable file.
    case noBaseline(String)

    var description: String {
        switch self {
        case let .noPhotos(paths):
            return "\(paths.joined(separator: ", ")): no photos to time"
        case let .noZbarimg(name):
            return "\(name): zbarimg not found (install Debian's zbar-tools, or give its path with --zbarimg)"
        case let .noBaseline(path):
            return "\(path): --baseline is not an executable file"
        }
    }
}
