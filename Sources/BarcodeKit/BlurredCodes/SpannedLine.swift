import Foundation
import RasterKit

/// A scan line with the span where a code may lie on it.
struct SpannedLine: Sendable {
    /// The sampled line.
    let line: ScanLine
    /// Where the code may lie, as indices into `values`.
    let span: ClosedRange<Int>
    /// The part of `span` left when what looks like an add-on is cut off (see `QuietZoneSpan`).
    var withoutAddOn: ClosedRange<Int>? = nil
    /// A longer span reaching past a white run that `span` stopped at (see `QuietZoneSpan`).
    var wider: ClosedRange<Int>? = nil

    /// The spans a code may fill: `span` first, then the one without an add-on, then the wider one.
    var spans: [ClosedRange<Int>] { [span] + [withoutAddOn, wider].compactMap { $0 } }

    var values: [Float] { line.values }
    var offset: Double { line.offset }

    /// `line` with the spans `QuietZoneSpan` finds on it, and whether it took drifting paper
    /// white to find them; `nil` when it finds none.
    static func spanned(_ line: ScanLine) -> (line: SpannedLine, whiteDrifts: Bool)? {
        QuietZoneSpan.longest(in: line.values).map { found in
            (SpannedLine(line: line, span: found.span, withoutAddOn: found.withoutAddOn, wider: found.wider),
             found.whiteDrifts)
        }
    }
}

/// Neighbouring scan lines whose spans line up: the bars of one code.
struct LineBand: Sendable {
    /// The lines, in order of offset.
    var lines: [SpannedLine]
    /// Whether the lines' quiet zones showed only once paper white could drift along them
    /// (see `QuietZoneSpan`).
    var isUnevenlyLit = false

    /// The line in the middle of the band.
    var middle: SpannedLine { lines[lines.count / 2] }

    /// Up to seven lines spread over the band, from the middle outwards: `middle` first.
    var linesToDecode: [SpannedLine] {
        Self.distinct(Self.eighths.map { lines.count * $0 / 8 }).map { lines[$0] }
    }

    /// Every line of the band: those of `linesToDecode` first, then those halfway between lines
    /// already taken, and so on down to neighbours, so that any first few lie well apart.
    var linesSpreadOut: [SpannedLine] {
        var picks = Self.eighths.map { lines.count * $0 / 8 }
        var parts = 16
        while parts <= 2 * lines.count {
            picks += stride(from: 1, to: parts, by: 2).map { lines.count * $0 / parts }
            parts *= 2
        }
        return Self.distinct(picks + lines.indices).map { lines[$0] }
    }

    /// Eighths of the band, from the middle outwards.
    private static let eighths = [4, 2, 6, 3, 5, 1, 7]

    /// `picks` without repeats, in order.
    private static func distinct(_ picks: [Int]) -> [Int] {
        var seen = Set<Int>()
        return picks.filter { seen.insert($0).inserted }
    }
}

extension BlurredCodeReader {
    /// Lines spaced this many pixels apart.
    static let lineSpacing = 4.0
    /// Lines a band needs.
    static let minimumBandLines = 3
    /// How far (pixels) the span ends of neighbouring lines in a band may move.
    static let spanDrift = 8.0

    /// Bands of lines across `stripes` whose code spans line up. Lines with quiet zones under
    /// flat paper white make the usual bands; lines that show them only under drifting white
    /// make bands of their own, marked unevenly lit, so that they never split or join the others.
    func bands(_ image: GrayImage, stripes: StripeDirection) -> [LineBand] {
        let angle = stripes.angle
        let (c, s) = (cos(angle), sin(angle))
        let corners = [(0.0, 0.0), (Double(image.width), 0), (0, Double(image.height)),
                       (Double(image.width), Double(image.height))]
        let offsets = corners.map { -$0.0 * s + $0.1 * c }
        guard let low = offsets.min(), let high = offsets.max() else { return [] }
        var even = BandBuilder(), uneven = BandBuilder(isUnevenlyLit: true)
        var offset = low + 3
        while offset < high - 3 {
            defer { offset += Self.lineSpacing }
            guard stripes.covers(offset), let line = ScanLine.sample(image, angle: angle, offset: offset) else {
                even.close()
                uneven.close()
                continue
            }
            switch SpannedLine.spanned(line) {
            case let (spanned, false)?:
                uneven.close()
                even.add(spanned)
            case let (spanned, true)?:
                even.close()
                uneven.add(spanned)
            case nil:
                even.close()
                uneven.close()
            }
        }
        even.close()
        uneven.close()
        return even.bands + uneven.bands
    }

    /// Collects consecutive lines into bands while their spans line up.
    private struct BandBuilder {
        var isUnevenlyLit = false
        var bands: [LineBand] = []
        var current: [SpannedLine] = []

        mutating func add(_ line: SpannedLine) {
            if let last = current.last, !BlurredCodeReader.lineUp(last, line) { close() }
            current.append(line)
        }

        mutating func close() {
            if current.count >= BlurredCodeReader.minimumBandLines {
                bands.append(LineBand(lines: current, isUnevenlyLit: isUnevenlyLit))
            }
            current = []
        }
    }

    fileprivate static func lineUp(_ a: SpannedLine, _ b: SpannedLine) -> Bool {
        let startA = a.line.start + Double(a.span.lowerBound), startB = b.line.start + Double(b.span.lowerBound)
        let endA = a.line.start + Double(a.span.upperBound), endB = b.line.start + Double(b.span.upperBound)
        return abs(startA - startB) < spanDrift && abs(endA - endB) < spanDrift
    }

    /// The barcode for agreed `digits`, boxed by the decoded spans of the lines that read it.
    static func barcode(_ digits: [Int], sightings: [Sighting]) -> Barcode {
        var corners: [(x: Int, y: Int)] = []
        for sighting in sightings {
            let grid = sighting.reading.grid, line = sighting.line
            let count = Double(line.values.count)
            for module in [0, Float(SymbolLayout.ean13.modules)] {
                var u = Double(grid.position(ofModule: module))
                if sighting.reading.isReversed { u = count - 1 - u }
                let point = line.point(at: line.start + u)
                corners.append((Int(point.x.rounded()), Int(point.y.rounded())))
            }
        }
        let text = digits.map(String.init).joined()
        let isUPCA = digits[0] == 0
        return Barcode(symbology: isUPCA ? .upcA : .ean13, digits: isUPCA ? String(text.dropFirst()) : text,
                       gtin13: text, bounds: BoundingBox(enclosing: corners) ?? BoundingBox(x: 0, y: 0, width: 0, height: 0),
                       confidence: Set(sightings.map(\.line.offset)).count)
    }
}
