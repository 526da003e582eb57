/// Picks the format, size and rate to stream: the size nearest the requested one (by pixel
/// count, then aspect) among those that reach the minimum rate, then GREY over YUYV over MJPEG.
///
/// Many webcams give 720p at 30 fps only as MJPEG and as YUYV only at 5–10 fps: then MJPEG wins,
/// because a slow stream blurs a moving book more than a JPEG decode costs. When nothing reaches
/// the minimum rate, the fastest there is will do.
struct V4L2FormatChooser: Sendable {
    var requested: V4L2FrameSize
    var minimumFrameRate: Double

    /// The best candidate, `nil` only when there are none.
    func choose(_ candidates: [V4L2FormatCandidate]) -> V4L2FormatCandidate? {
        // 29.97 fps (1001/30000) is "30 fps" to anyone asking for 30.
        let tolerance = 0.99
        let fastEnough = candidates.filter { rate($0) >= minimumFrameRate * tolerance }
        if !fastEnough.isEmpty { return fastEnough.min { key($0) < key($1) } }
        guard let top = candidates.map(rate).max() else { return nil }
        return candidates.filter { rate($0) >= top * tolerance }.min { key($0) < key($1) }
    }

    /// A driver that does not enumerate intervals is taken at its word that it streams; the
    /// rate then cannot decide anything.
    private func rate(_ candidate: V4L2FormatCandidate) -> Double {
        candidate.fastest?.framesPerSecond ?? .infinity
    }

    /// Smaller is better: size distance, aspect distance, larger size on a tie, format, rate.
    private func key(_ candidate: V4L2FormatCandidate) -> (Int, Double, Int, Int, Double) {
        let size = candidate.size
        return (abs(size.pixelCount - requested.pixelCount), abs(size.aspect - requested.aspect),
                -size.pixelCount, candidate.format.rawValue, -rate(candidate))
    }
}
