import RasterKit

/// The outcome of a `PhotoBenchmark` run, judged against the attach budget: under 300 ms and
/// under 200 MB peak memory for a 12-megapixel JPEG.
public struct PhotoBenchmarkResult: Sendable, Hashable, Codable {
    /// The most milliseconds one preparation may take.
    public static let millisecondLimit = 300.0
    /// The most megabytes of peak resident memory the process may reach.
    public static let megabyteLimit = 200.0

    /// The file's name, or `sample` for the generated photo.
    public var file: String
    /// The photo's format.
    public var format: PhotoFormat
    /// Bytes in the file given.
    public var inputBytes: Int
    /// Bytes in the cleaned file that would be stored.
    public var storedBytes: Int
    /// Displayed width in pixels.
    public var width: Int
    /// Displayed height in pixels.
    public var height: Int
    /// The thumbnail's width in pixels.
    public var thumbnailWidth: Int
    /// The thumbnail's height in pixels.
    public var thumbnailHeight: Int
    /// Bytes in the thumbnail JPEG.
    public var thumbnailBytes: Int
    /// How many preparations were timed.
    public var repetitions: Int
    /// The middle of the timed preparations.
    public var medianMilliseconds: Double
    /// The slowest of the timed preparations.
    public var maxMilliseconds: Double
    /// The process's peak resident memory after the runs (`ru_maxrss`), making the sample included.
    public var peakMemoryMegabytes: Double
    /// Whether the slowest run and the peak memory are within the limits.
    public var passed: Bool

    init(file: String, photo: PreparedPhoto, inputBytes: Int, milliseconds: [Double], peakMemoryMegabytes: Double) {
        self.file = file
        format = photo.format
        self.inputBytes = inputBytes
        storedBytes = photo.bytes.count
        width = photo.width
        height = photo.height
        thumbnailWidth = photo.thumbnail.width
        thumbnailHeight = photo.thumbnail.height
        thumbnailBytes = photo.thumbnail.bytes.count
        repetitions = milliseconds.count
        let timing = TimingSummary(seconds: milliseconds.map { $0 / 1000 })
        medianMilliseconds = timing.medianMilliseconds
        maxMilliseconds = milliseconds.max() ?? 0
        self.peakMemoryMegabytes = peakMemoryMegabytes
        passed = maxMilliseconds < Self.millisecondLimit && peakMemoryMegabytes < Self.megabyteLimit
    }
}
