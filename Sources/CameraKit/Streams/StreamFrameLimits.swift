/// What the stream sources accept of the sizes and rates a header or the user gives, checked in
/// one place so that a Y4M file, raw frames and a folder refuse the same things the same way.
public enum StreamFrameLimits {
    /// The largest frame accepted, in pixels: 8K video is 33 megapixels.
    static let maximumPixels = 64 << 20

    /// Passes a positive size of at most `maximumPixels`; else `.invalidFrameSize` naming `source`.
    static func checkSize(width: Int, height: Int, source: String) throws(CameraError) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= maximumPixels else {
            throw .invalidFrameSize(source: source, width: width, height: height)
        }
    }

    /// The frame rates accepted, per second: from one frame in 100 seconds to 1,000 a second. A
    /// frame's stream time is its number over the rate, and a rate near zero would put it past
    /// what a `Duration` holds.
    public static let frameRates: ClosedRange<Double> = 0.01...1000

    /// Passes a rate within `frameRates`; else an error naming `source`.
    static func checkRate(_ framesPerSecond: Double, source: String) throws(CameraError) {
        guard frameRates.contains(framesPerSecond) else {
            throw .badStreamHeader(source: source, reason: "frame rate \(framesPerSecond) is not \(rateRangeText)")
        }
    }

    /// `between 0.01 and 1000 frames a second`, for messages.
    public static let rateRangeText =
        "between \(frameRates.lowerBound) and \(Int(frameRates.upperBound)) frames a second"
}
