extension ModelCheck {
    /// The verdict with the code placed on each line between the line's own quiet zones
    /// (`QuietZoneSpan`), as the blurred-code reader places a code it finds, where they hold
    /// zbar's box (`quietZonesCoverBox`). A short code's other number only drops it, as on the
    /// lines its box places (`shortCodeVerdict`).
    ///
    /// zbar's box places the code only as well as the lines that read it ended, and a turned
    /// code's box as well as the estimate of its lean. On a blurred, slanted benchmark photo the
    /// box made the code 6% longer than it was, beyond the model's search of the module width
    /// (±2%) and its boxes 2 modules off at each end: the guards fitted best with a blur of 1.8
    /// modules, where the bars showed 0.65, and no line read anything, while zbar read 7s as 1s
    /// and 2s as 8s on 19 lines. Between the quiet zones 6 of 7 lines read the printed number.
    /// The quiet zones also hold short codes whose box covers part of them: three misread
    /// UPC-Es and an EAN-8 were dropped. On `shelfscan bench misreads` misreads per 1,000 fell
    /// from 2.7 to 2.0 on seed 31, from 2.3 to 1.7 on seed 101 and from 1.7 to 1.3 on seed 7,
    /// where reads rose from 540.0 to 540.3; seed 20240601, the corpus and the book covers read
    /// the same, for 1% more CPU time over the corpus (`shelfscan bench speed`, 3.02 s against
    /// 2.98 s, medians of 7 alternating rounds). It runs only where the model is silent.
    func quietZoneVerdict(on code: Barcode, around: CodeNeighbourhood) -> Verdict {
        let lines = quietZoned(scanLines(across: around), across: around, box: code.bounds)
        guard code.symbology.isShort else { return longCodeVerdict(on: code, around: around, lines: lines).verdict }
        return shortCodeVerdict(on: code, lines: lines)
    }

    /// The `sampled` lines on which a stretch between quiet zones, with or without what looks
    /// like an add-on or reaching past a white run inside a code, holds enough of where zbar's
    /// `box` puts the code, and its middle, each with the stretch that holds most of it. The
    /// stretch is taken as far out as the box's ends may be off (`endReach`): a box of the points
    /// where lines ended at one end of the code, which holds no length, lies on the code's last
    /// edge, a pixel or two past its last dark pixel.
    private func quietZoned(_ sampled: some Sequence<ScanLine>, across around: CodeNeighbourhood,
                            box: BoundingBox) -> some Sequence<BoxedLine> {
        let code = codeEnds(in: box, across: around, placement: .whole)
        let slack = Self.endReach(lean: code.lean)
        return sampled.lazy.compactMap { line -> BoxedLine? in
            guard let (spanned, _) = SpannedLine.spanned(line) else { return nil }
            let boxed = (code.start - line.start)...(code.end - line.start)
            let held = spanned.spans.map { span in
                (span, (Double(span.lowerBound) - slack)...(Double(span.upperBound) + slack))
            }
            let middle = (boxed.lowerBound + boxed.upperBound) / 2
            guard let (span, reach) = held.max(by: { Self.shared($0.1, boxed) < Self.shared($1.1, boxed) }),
                  reach.contains(middle),
                  Self.shared(reach, boxed) >= quietZonesCoverBox * (boxed.upperBound - boxed.lowerBound) else { return nil }
            return BoxedLine(line: line, ends: .quietZones(span))
        }
    }

    /// The length the two stretches share.
    private static func shared(_ one: ClosedRange<Double>, _ other: ClosedRange<Double>) -> Double {
        max(0, min(one.upperBound, other.upperBound) - max(one.lowerBound, other.lowerBound))
    }
}
