import RasterKit

/// Reads EAN-13 and UPC-A codes too blurred for zbar, by fitting a model of the blurred
/// symbol to gray profiles taken across the bars (see `ProfileDecoder`).
///
/// It looks along the image's strongest stripe directions, samples parallel scan lines, keeps
/// runs of lines where a code-sized span between quiet zones lines up, and decodes a few lines
/// of each run. A number is reported only when at least two lines read it with a close fit and
/// a clear margin on every digit, and no other number was read as well.
struct BlurredCodeReader: Sendable {
    /// Largest misfit (mean squared residual over squared contrast) a reading may have.
    var maximumMisfit: Float = 0.003
    /// Smallest weakest-digit margin (over squared contrast) a reading needs.
    var minimumMargin: Float = 0.004
    /// Bands decoded, those with the most lines first. On the corpus every code read was read by
    /// one of the first two; a third cost a sixth more time and read nothing more.
    var maximumBands = 2
    /// Lines that must agree.
    var requiredLines = 2
    /// Lines of a band decoded before it is given up when none gave a trusted reading. On the
    /// corpus every band that read a code did so within its first three lines, and giving up
    /// there cut the time spent on photos with no readable code by more than half.
    var linesWithoutReading = 3

    private let decoder = ProfileDecoder()

    /// The codes found, each once.
    func read(_ image: GrayImage) -> [Barcode] {
        let candidates = StripeDirections.strongest(in: image)
            .flatMap { bands(image, stripes: $0) }
            .sorted { $0.lines.count > $1.lines.count }
        var votes: [[Int]: [Sighting]] = [:]
        for band in candidates.prefix(maximumBands) {
            var trusted = 0
            for (tried, line) in band.linesToDecode.enumerated() {
                if tried == linesWithoutReading, trusted == 0 { break }
                for reading in decoder.read(line.values, start: line.span.lowerBound, end: line.span.upperBound)
                where reading.misfit <= maximumMisfit && reading.margin >= minimumMargin {
                    votes[reading.digits, default: []].append(Sighting(line: line, reading: reading))
                    trusted += 1
                }
                if votes.values.contains(where: { Self.lineCount($0) >= requiredLines }) { break }
            }
        }
        let agreed = votes.filter { Self.lineCount($0.value) >= requiredLines }
        guard agreed.count == 1, votes.count == 1, let (digits, sightings) = agreed.first else { return [] }
        return [Self.barcode(digits, sightings: sightings)]
    }

    private static func lineCount(_ sightings: [Sighting]) -> Int {
        Set(sightings.map(\.line.offset)).count
    }

    struct Sighting {
        let line: SpannedLine
        let reading: ProfileReading
    }
}
