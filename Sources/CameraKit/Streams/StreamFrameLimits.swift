/// What the stream sources accept of the sizes and rates a header or the user gives, checked in
/// one place so that a Y4M file, raw frames and a folder refuse the same things the same way.
enum StreamFrameLimits {
    /// The largest frame accepted, in pixels: 8K video is 33 megapixels.
    static let maximumPixels = 64 << 20

    /// Passes a positive size of at most `maximumPixels`; else `.invalidFrameSize` naming `source`.
    static func checkSize(width: Int, height: Int, source: String) throws(CameraError) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= maximumPixels else {
            throw .invalidFrameSize(source: source, width: width, height: height)
        }
    }

    /// Passes a frame rate above 0 and at most 1,000 per second; else an error naming `source`.
    static func checkRate(_ framesPerSecond: Double, source: String) throws(CameraError) {
        guard framesPerSecond.isFinite, framesPerSecond > 0, framesPerSecond <= 1000 else {
            throw .badStreamHeader(source: source, reason: "frame rate \(framesPerSecond) is not between 0 and 1000")
        }
    }
}
